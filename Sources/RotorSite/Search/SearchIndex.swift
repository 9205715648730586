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
/// The index keeps its postings, so that `rotor serve` can replace one document after an edit
/// and redo only the fragments whose bytes change (``replace(_:terms:)``); the files are the
/// same bytes a fresh index of the same documents gives.
struct SearchIndex: Sendable {
    /// A fragment is closed before it grows past this many bytes; a single key's postings can
    /// exceed it and then sit alone.
    static let fragmentBytes = 12_000
    /// Documents per entry chunk: a page of 50 results touches at most 50 chunks, so this bounds
    /// the bytes spent on entries (about 50 × 4 × 0.5–1 KB) as much as the request count.
    static let chunkSize = 4

    let language: String
    private var ordered: [SearchDocument]
    private var numbers: [String: Int]
    private var termTable: FragmentTable
    private var pairTable: FragmentTable
    private var chunks: [Data]

    /// - Parameter entries: Each document with its tokens, in any order.
    init(language: String, entries: [(document: SearchDocument, terms: SearchTerms)]) {
        self.language = language
        let sorted = entries.sorted { $0.document.url.utf8.lexicographicallyPrecedes($1.document.url.utf8) }
        ordered = sorted.map(\.document)
        numbers = Dictionary(ordered.enumerated().map { ($1.url, $0) }, uniquingKeysWith: { a, _ in a })
        // Tokens numbered across the documents, so that pairs are counted as pairs of numbers
        // and each pair's text is made once.
        var numbering = KeyNumbering()
        var lists: [[UInt32]] = []
        var pairLists: [UInt64: [UInt32]] = [:]
        var global: [Int] = []
        for (id, document) in sorted.map(\.terms).enumerated() {
            let id = UInt32(id)
            global.removeAll(keepingCapacity: true)
            for (position, token) in document.tokens.enumerated() {
                let (number, isNew) = numbering.number(of: token)
                if isNew { lists.append([]) }
                lists[number].append(id)
                lists[number].append(document.values[position])
                global.append(number)
            }
            for code in document.pairCodes {
                let pair = UInt64(global[Int(code >> 32)]) << 32 | UInt64(global[Int(code & 0xFFFF_FFFF)])
                pairLists[pair, default: []].append(id)
            }
        }
        let tokens = numbering.keys
        let postings = Dictionary(uniqueKeysWithValues: zip(tokens, lists))
        var pairs: [SearchKey: [UInt32]] = [:]
        pairs.reserveCapacity(pairLists.count)
        for (code, list) in pairLists {
            pairs[SearchKey(tokens[Int(code >> 32)].text + " " + tokens[Int(code & 0xFFFF_FFFF)].text)] = list
        }
        termTable = FragmentTable(lists: postings, stride: 2)
        pairTable = FragmentTable(lists: pairs, stride: 1)
        chunks = []
        for start in stride(from: 0, to: ordered.count, by: Self.chunkSize) { chunks.append(chunk(start / Self.chunkSize)) }
    }

    /// Puts an edited document in place of the one at its URL. The document set and its
    /// order stay as they were, so only the postings of its old and new tokens change.
    ///
    /// - Returns: `false` when no document has that URL (the caller builds the index again).
    mutating func replace(_ document: SearchDocument, terms new: SearchTerms) -> Bool {
        guard let id = numbers[document.url] else { return false }
        // Each document's terms are not kept: cutting the old text again costs a millisecond,
        // holding every document's tokens for a whole preview session costs far more.
        let old = SearchTerms(ordered[id])
        ordered[id] = document
        let oldPostings = old.postings, newPostings = new.postings
        var changedTerms: [SearchKey: UInt32?] = [:]
        for token in oldPostings.keys where newPostings[token] == nil { changedTerms[token] = .some(nil) }
        for (token, value) in newPostings where oldPostings[token] != value { changedTerms[token] = value }
        termTable.update(document: UInt32(id), changedTerms)
        let oldPairs = old.pairs, newPairs = new.pairs
        var changedPairs: [SearchKey: UInt32?] = [:]
        for pair in oldPairs.subtracting(newPairs) { changedPairs[pair] = .some(nil) }
        for pair in newPairs.subtracting(oldPairs) { changedPairs[pair] = 0 }
        pairTable.update(document: UInt32(id), changedPairs)
        chunks[id / Self.chunkSize] = chunk(id / Self.chunkSize)
        return true
    }

    /// The index's files, paths relative to the output folder.
    func files() -> [OutputFile] {
        let folder = "\(language)/search-index/"
        var files: [OutputFile] = []
        for (number, data) in termTable.fragments.enumerated() { files.append(OutputFile(path: folder + "t/\(number).json", contents: .data(data))) }
        for (number, data) in pairTable.fragments.enumerated() { files.append(OutputFile(path: folder + "p/\(number).json", contents: .data(data))) }
        for (number, data) in chunks.enumerated() { files.append(OutputFile(path: folder + "d/\(number).json", contents: .data(data))) }
        var manifest = "{\"chunk\":\(Self.chunkSize),\"documents\":\(ordered.count),\"pairs\":"
        Self.appendStrings(pairTable.firstKeys, to: &manifest)
        manifest += ",\"sections\":["
        for (position, run) in Self.sectionRuns(ordered).enumerated() {
            if position > 0 { manifest += "," }
            manifest += "["
            JSONText.append(run.section, to: &manifest)
            manifest += ",\(run.start),\(run.end)]"
        }
        manifest += "],\"terms\":"
        Self.appendStrings(termTable.firstKeys, to: &manifest)
        files.append(OutputFile(path: folder + "manifest.json", text: manifest + "}\n"))
        return files
    }

    /// Entry chunk `number`: title, URL and excerpt of its documents.
    private func chunk(_ number: Int) -> Data {
        let start = number * Self.chunkSize
        var json = "["
        for document in ordered[start..<min(start + Self.chunkSize, ordered.count)] {
            if document.url != ordered[start].url { json += "," }
            json += "["
            JSONText.append(document.title, to: &json)
            json += ","
            JSONText.append(document.url, to: &json)
            json += ","
            JSONText.append(document.excerpt, to: &json)
            json += "]"
        }
        return Data((json + "]\n").utf8)
    }

    /// Consecutive documents of one section, as half-open ranges of document numbers.
    static func sectionRuns(_ ordered: [SearchDocument]) -> [(section: String, start: Int, end: Int)] {
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

    static func appendStrings(_ strings: [String], to json: inout String) {
        json += "["
        for (position, string) in strings.enumerated() {
            if position > 0 { json += "," }
            JSONText.append(string, to: &json)
        }
        json += "]"
    }
}
