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
struct SearchIndex {
    /// A fragment is closed before it grows past this many bytes; a single key's postings can
    /// exceed it and then sit alone.
    static let fragmentBytes = 12_000
    /// Documents per entry chunk: a page of 50 results touches at most 50 chunks, so this bounds
    /// the bytes spent on entries (about 50 × 4 × 0.5–1 KB) as much as the request count.
    static let chunkSize = 4

    let language: String
    /// Each document with its tokens, in any order.
    let entries: [(document: SearchDocument, terms: SearchTerms)]

    /// The index's files, paths relative to the output folder.
    func files() -> [OutputFile] {
        let sorted = entries.sorted { $0.document.url.utf8.lexicographicallyPrecedes($1.document.url.utf8) }
        let ordered = sorted.map(\.document), terms = sorted.map(\.terms)
        var postings: [String: [UInt32]] = [:]
        var pairs: [String: [UInt32]] = [:]
        for (id, document) in terms.enumerated() {
            for (token, value) in document.postings { postings[token, default: []].append(contentsOf: [UInt32(id), value]) }
            for pair in document.pairs { pairs[pair, default: []].append(UInt32(id)) }
        }
        let folder = "\(language)/search-index/"
        var files: [OutputFile] = []
        let termKeys = Self.fragments(postings, stride: 2, folder: folder + "t/", into: &files)
        let pairKeys = Self.fragments(pairs, stride: 1, folder: folder + "p/", into: &files)
        for start in stride(from: 0, to: ordered.count, by: Self.chunkSize) {
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
            files.append(OutputFile(path: folder + "d/\(start / Self.chunkSize).json", text: json + "]\n"))
        }
        var manifest = "{\"chunk\":\(Self.chunkSize),\"documents\":\(ordered.count),\"pairs\":"
        Self.appendStrings(pairKeys, to: &manifest)
        manifest += ",\"sections\":["
        for (position, run) in Self.sectionRuns(ordered).enumerated() {
            if position > 0 { manifest += "," }
            manifest += "["
            JSONText.append(run.section, to: &manifest)
            manifest += ",\(run.start),\(run.end)]"
        }
        manifest += "],\"terms\":"
        Self.appendStrings(termKeys, to: &manifest)
        files.append(OutputFile(path: folder + "manifest.json", text: manifest + "}\n"))
        return files
    }

    /// Writes `lists` as fragments of consecutive keys; returns each fragment's first key.
    /// Document numbers are stored as differences from the previous one, every `stride` values.
    private static func fragments(_ lists: [String: [UInt32]], stride: Int, folder: String,
                                  into files: inout [OutputFile]) -> [String] {
        let keys = lists.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        var firstKeys: [String] = []
        var json = ""
        func close() {
            guard !json.isEmpty else { return }
            files.append(OutputFile(path: folder + "\(firstKeys.count - 1).json", text: json + "}\n"))
            json = ""
        }
        for key in keys {
            var entry = ""
            JSONText.append(key, to: &entry)
            entry += ":["
            var previous: UInt32 = 0
            for (position, value) in lists[key]!.enumerated() {
                if position > 0 { entry += "," }
                if position % stride == 0 {
                    entry += String(value - previous)
                    previous = value
                } else {
                    entry += String(value)
                }
            }
            entry += "]"
            if !json.isEmpty, json.utf8.count + entry.utf8.count > fragmentBytes { close() }
            if json.isEmpty {
                firstKeys.append(key)
                json = "{" + entry
            } else {
                json += "," + entry
            }
        }
        close()
        return firstKeys
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

    private static func appendStrings(_ strings: [String], to json: inout String) {
        json += "["
        for (position, string) in strings.enumerated() {
            if position > 0 { json += "," }
            JSONText.append(string, to: &json)
        }
        json += "]"
    }
}
