import Foundation

/// A language's search index, cut so that a query downloads only what it needs.
///
/// Everything lives in `<lang>/search-index/`:
/// - `manifest.json`: the document count, the entry chunk size, each section's document
///   ranges, and the first key of every term and pair fragment, so a key's fragment is found by
///   binary search without fetching anything else;
/// - `t/N.json`: term fragments, `{"token":[Δdoc,value,Δdoc,value,…],…}`, `value` being
///   `bodyCount << 3 | fields` (1 title, 2 heading, 4 tag);
/// - `p/N.json`: pair fragments, `{"a b":[Δdoc,…],…}`, documents where token `a` is directly
///   followed by `b`, for exact phrases;
/// - `d/N.json`: entry chunks, `[[title,url,excerpt],…]` for documents `N*chunk ..< (N+1)*chunk`.
///
/// Documents are numbered in order of their URL, so a section's documents are contiguous and
/// ties in ranking fall back to address order. Keys are sorted by UTF-16 code units, the order
/// JavaScript compares strings in. The output depends only on the documents.
///
/// An edit does not change an index in memory: ``FragmentLayout`` patches the files of the
/// one a build wrote, from what ``saved(record:)`` keeps.
package struct SearchIndex: Sendable {
    /// A fragment is closed before it grows past this many bytes; a single key's postings can
    /// exceed it and then sit alone.
    package static let fragmentBytes = 12_000
    /// Documents per entry chunk: a page of 50 results touches at most 50 chunks, so this bounds
    /// the bytes spent on entries (about 50 × 4 × 0.5–1 KB) as much as the request count.
    package static let chunkSize = 4

    package let language: String
    private let ordered: [SearchEntry]
    private let termTable: FragmentTable
    private let pairTable: FragmentTable
    private var chunks: [Data]

    /// - Parameter documents: Each document's tokens and entry, in any order.
    package init(language: String, documents: [SearchTerms]) {
        self.language = language
        // Pages come in order of their paths, which is almost always the order of their URLs.
        let inOrder = { (a: SearchTerms, b: SearchTerms) in SearchKey.bytesPrecede(a.entry.url, b.entry.url) }
        let sorted = documents.indices.dropFirst().allSatisfy { !inOrder(documents[$0], documents[$0 - 1]) }
            ? documents : documents.sorted(by: inOrder)
        // Once its tokens are posted, a document is only listed: its text would take room for
        // nothing.
        ordered = sorted.map(\.entry)
        // Tokens numbered across the documents, so that pairs are counted as pairs of numbers
        // and each key's text is made once.
        let (tokens, tokenNumbers) = Self.numberTokens(sorted)
        let termOrder = tokens.sortedNumbers()
        var rank = [Int32](repeating: 0, count: tokens.count)
        for (position, token) in termOrder.enumerated() { rank[token] = Int32(position) }
        let (termStarts, termLists) = Self.termLists(sorted, tokenNumbers: tokenNumbers, tokenCount: tokens.count)
        termTable = FragmentTable(sortedKeys: termOrder.map { tokens[$0] }, stride: 2) {
            termLists[(2 * termStarts[termOrder[$0]])..<(2 * termStarts[termOrder[$0] + 1])]
        }
        let pairs = Self.pairLists(sorted, tokenNumbers: tokenNumbers, rank: rank)
        let pairKeys = pairs.order.indices.map { position in
            let (first, second) = pairs.tokens(at: position)
            return tokens.pair(first, second)
        }
        pairTable = FragmentTable(sortedKeys: pairKeys, stride: 1) { pairs.list(at: $0) }
        chunks = []
        for start in stride(from: 0, to: ordered.count, by: Self.chunkSize) { chunks.append(chunk(start / Self.chunkSize)) }
    }

    /// The keys whose value for a document changes when its terms go from `old` to `new`
    /// (`nil`: the document leaves that key's list), in the term and in the pair table.
    package static func changes(from old: SearchTerms, to new: SearchTerms) -> (terms: [SearchKey: UInt32?], pairs: [SearchKey: UInt32?]) {
        let oldPostings = old.postings, oldPairs = old.pairs
        let newPostings = new.postings
        var terms: [SearchKey: UInt32?] = [:]
        for token in oldPostings.keys where newPostings[token] == nil { terms[token] = .some(nil) }
        for (token, value) in newPostings where oldPostings[token] != value { terms[token] = value }
        let newPairs = new.pairs
        var pairs: [SearchKey: UInt32?] = [:]
        for pair in oldPairs.subtracting(newPairs) { pairs[pair] = .some(nil) }
        for pair in newPairs.subtracting(oldPairs) { pairs[pair] = 0 }
        return (terms, pairs)
    }

    /// What `rotor build` keeps of the index to patch its files after an edit.
    ///
    /// - Parameter record: The number of the saved record of the page at a document's URL.
    package func saved(record: (String) -> Int) -> SavedSearchIndex {
        SavedSearchIndex(records: ordered.map { record($0.url) }, sections: Self.sectionsJSON(ordered),
                         terms: termTable.layout, pairs: pairTable.layout)
    }

    /// The index's files, paths relative to the output folder: the term and pair fragments,
    /// the chunks of entries, and the manifest that says which fragment holds a key.
    package func files() -> [(path: String, bytes: Data)] {
        let folder = "\(language)/search-index/"
        var files: [(path: String, bytes: Data)] = []
        for (number, data) in termTable.fragments.enumerated() { files.append((folder + "t/\(number).json", data)) }
        for (number, data) in pairTable.fragments.enumerated() { files.append((folder + "p/\(number).json", data)) }
        for (number, data) in chunks.enumerated() { files.append((folder + "d/\(number).json", data)) }
        let manifest = Self.manifest(documents: ordered.count, terms: termTable.firstKeys, pairs: pairTable.firstKeys,
                                     sections: Self.sectionsJSON(ordered))
        files.append((folder + "manifest.json", Data(manifest.utf8)))
        return files
    }

    /// `manifest.json`: `sections` is ``sectionsJSON(_:)``.
    package static func manifest(documents: Int, terms: [String], pairs: [String], sections: String) -> String {
        var manifest = "{\"chunk\":\(chunkSize),\"documents\":\(documents),\"pairs\":"
        appendStrings(pairs, to: &manifest)
        manifest += ",\"sections\":" + sections + ",\"terms\":"
        appendStrings(terms, to: &manifest)
        return manifest + "}\n"
    }

    /// Each section's runs of documents, `[[url,start,end],…]`.
    package static func sectionsJSON(_ ordered: [SearchEntry]) -> String {
        var json = "["
        for (position, run) in sectionRuns(ordered).enumerated() {
            if position > 0 { json += "," }
            json += "["
            JSONText.append(run.section, to: &json)
            json += ",\(run.start),\(run.end)]"
        }
        return json + "]"
    }

    /// Entry chunk `number`: title, URL and excerpt of its documents.
    private func chunk(_ number: Int) -> Data {
        let start = number * Self.chunkSize
        return Self.chunk(ordered[start..<min(start + Self.chunkSize, ordered.count)])
    }

    /// The entry chunk of these documents.
    package static func chunk(_ documents: some Collection<SearchEntry>) -> Data {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(documents.reduce(8) { $0 + $1.title.utf8.count + $1.url.utf8.count + $1.excerpt.utf8.count + 16 })
        for (position, document) in documents.enumerated() {
            if position > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "["))
            JSONText.append(document.title, to: &json)
            json.append(UInt8(ascii: ","))
            JSONText.append(document.url, to: &json)
            json.append(UInt8(ascii: ","))
            JSONText.append(document.excerpt, to: &json)
            json.append(UInt8(ascii: "]"))
        }
        json += [UInt8(ascii: "]"), UInt8(ascii: "\n")]
        return Data(json)
    }

    /// Consecutive documents of one section, as half-open ranges of document numbers.
    package static func sectionRuns(_ ordered: [SearchEntry]) -> [(section: String, start: Int, end: Int)] {
        var runs: [(section: String, start: Int, end: Int)] = []
        for (id, document) in ordered.enumerated() {
            if let last = runs.last, last.section == document.section, last.end == id {
                runs[runs.count - 1].end = id + 1
            } else {
                runs.append((document.section, id, id + 1))
            }
        }
        return runs
    }

    package static func appendStrings(_ strings: [String], to json: inout String) {
        json += "["
        for (position, string) in strings.enumerated() {
            if position > 0 { json += "," }
            JSONText.append(string, to: &json)
        }
        json += "]"
    }
}

/// What `rotor build` keeps of a language's search index: enough to patch its files after
/// an edit without the postings, which stay in the files themselves.
package struct SavedSearchIndex: Equatable, Sendable {
    /// The saved record of each document's page, in index order (see ``BuildState``).
    package var records: [Int]
    /// ``SearchIndex/sectionsJSON(_:)``, which an edit to an article's text cannot change.
    package var sections: String
    package var terms: FragmentLayout
    package var pairs: FragmentLayout

    package init(records: [Int], sections: String, terms: FragmentLayout, pairs: FragmentLayout) {
        self.records = records
        self.sections = sections
        self.terms = terms
        self.pairs = pairs
    }
}
