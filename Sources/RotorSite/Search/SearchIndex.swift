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
        var numbersOfTokens: [SearchKey: Int] = [:]
        var tokens: [SearchKey] = []
        var lists: [[UInt32]] = []
        var pairLists: [UInt64: [UInt32]] = [:]
        var global: [Int] = []
        for (id, document) in sorted.map(\.terms).enumerated() {
            let id = UInt32(id)
            global.removeAll(keepingCapacity: true)
            for (position, token) in document.tokens.enumerated() {
                let number: Int
                if let known = numbersOfTokens[token] {
                    number = known
                } else {
                    number = tokens.count
                    numbersOfTokens[token] = number
                    tokens.append(token)
                    lists.append([])
                }
                lists[number].append(id)
                lists[number].append(document.values[position])
                global.append(number)
            }
            for code in document.pairCodes {
                let pair = UInt64(global[Int(code >> 32)]) << 32 | UInt64(global[Int(code & 0xFFFF_FFFF)])
                pairLists[pair, default: []].append(id)
            }
        }
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

/// Keys with their postings, written as fragments of consecutive keys: each key's entry is
/// `"key":[…]`, document numbers stored as differences from the previous one every `stride`
/// values, and a fragment is closed before it grows past ``SearchIndex/fragmentBytes``.
///
/// Entries are written as bytes, straight from the numbers: building them as `String`s, one
/// `String(value)` per number, was most of the index stage of a full build.
struct FragmentTable: Sendable {
    let stride: Int
    private var lists: [SearchKey: [UInt32]]
    /// Keys in UTF-16 order, and the byte size of each key's entry.
    private var keys: [SearchKey]
    private var sizes: [Int]
    /// Each fragment's first key index.
    private var starts: [Int] = []
    /// Each fragment's bytes, kept as written so that unchanged ones cost nothing to emit.
    private(set) var fragments: [Data] = []

    var firstKeys: [String] { starts.map { keys[$0].text } }

    init(lists: [SearchKey: [UInt32]], stride: Int) {
        self.stride = stride
        self.lists = lists
        let sorted = lists.sorted { SearchKey.precedes($0.key, $1.key) }
        keys = sorted.map(\.key)
        sizes = []
        sizes.reserveCapacity(keys.count)
        // Every entry followed by a comma, in one buffer: a fragment is a run of it.
        var buffer: [UInt8] = []
        var offsets: [Int] = [0]
        offsets.reserveCapacity(keys.count + 1)
        for (key, list) in sorted {
            let start = buffer.count
            Self.appendEntry(key.text, list, stride: stride, to: &buffer)
            sizes.append(buffer.count - start)
            buffer.append(UInt8(ascii: ","))
            offsets.append(buffer.count)
        }
        let starts = pack()
        self.starts = starts
        fragments = buffer.withUnsafeBufferPointer { bytes in
            starts.indices.map { number in
                let end = number + 1 < starts.count ? starts[number + 1] : sorted.count
                // Without the comma after the last entry.
                return Self.fragment(UnsafeBufferPointer(rebasing: bytes[offsets[starts[number]]..<(offsets[end] - 1)]))
            }
        }
    }

    /// `{`, the entries, `}` and a line break.
    private static func fragment(_ entries: UnsafeBufferPointer<UInt8>) -> Data {
        var data = Data(capacity: entries.count + 3)
        data.append(UInt8(ascii: "{"))
        data.append(entries)
        data.append(contentsOf: [UInt8(ascii: "}"), UInt8(ascii: "\n")])
        return data
    }

    /// Sets one document's value under some keys (`nil` removes it), then writes again only
    /// the fragments whose keys or entries changed.
    mutating func update(document: UInt32, _ changes: [SearchKey: UInt32?]) {
        guard !changes.isEmpty else { return }
        // Each fragment's first and last key before the change, to recognise unchanged ones.
        var previous: [SearchKey: (last: SearchKey, count: Int, text: Data)] = [:]
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] : keys.count
            previous[keys[start]] = (keys[end - 1], end - start, fragments[number])
        }
        var touched = Set<SearchKey>()
        var scratch: [UInt8] = []
        for (key, value) in changes {
            var list = lists[key] ?? []
            // The document's place among the list's document numbers.
            var low = 0, high = list.count / stride
            while low < high {
                let middle = (low + high) / 2
                if list[middle * stride] < document { low = middle + 1 } else { high = middle }
            }
            let at = low * stride
            let present = at < list.count && list[at] == document
            switch (present, value) {
            case (true, nil): list.removeSubrange(at..<(at + stride))
            case (true, let value?): if stride == 2 { list[at + 1] = value }
            case (false, let value?): list.insert(contentsOf: stride == 2 ? [document, value] : [document], at: at)
            case (false, nil): continue
            }
            touched.insert(key)
            let isNew = lists[key] == nil
            if list.isEmpty {
                lists[key] = nil
                if let index = position(of: key) {
                    keys.remove(at: index)
                    sizes.remove(at: index)
                }
                continue
            }
            lists[key] = list
            scratch.removeAll(keepingCapacity: true)
            Self.appendEntry(key.text, list, stride: stride, to: &scratch)
            let size = scratch.count
            if isNew {
                let index = insertionPoint(of: key)
                keys.insert(key, at: index)
                sizes.insert(size, at: index)
            } else if let index = position(of: key) {
                sizes[index] = size
            }
        }
        starts = pack()
        // The fragments that hold a changed key, found by binary search over the starts.
        var changedFragments = Set<Int>()
        for key in touched {
            guard let index = position(of: key) else { continue }
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= index { low = middle + 1 } else { high = middle }
            }
            changedFragments.insert(low - 1)
        }
        fragments = starts.indices.map { number in
            let start = starts[number]
            let end = number + 1 < starts.count ? starts[number + 1] : keys.count
            if !changedFragments.contains(number), let kept = previous[keys[start]], kept.last == keys[end - 1], kept.count == end - start {
                return kept.text
            }
            scratch.removeAll(keepingCapacity: true)
            for index in start..<end {
                if index > start { scratch.append(UInt8(ascii: ",")) }
                Self.appendEntry(keys[index].text, lists[keys[index]]!, stride: stride, to: &scratch)
            }
            return scratch.withUnsafeBufferPointer { Self.fragment($0) }
        }
    }

    /// Fragment starts by greedy packing of the entries' sizes.
    private func pack() -> [Int] {
        // As a fragment is written: `{` and the first entry, then `,` and each next one,
        // closed before an entry would take it past the limit.
        var starts: [Int] = []
        var bytes = 0
        for (index, size) in sizes.enumerated() {
            if starts.isEmpty || bytes + size > SearchIndex.fragmentBytes {
                starts.append(index)
                bytes = 1 + size
            } else {
                bytes += 1 + size
            }
        }
        return starts
    }

    private func insertionPoint(of key: SearchKey) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if SearchKey.precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func position(of key: SearchKey) -> Int? {
        let index = insertionPoint(of: key)
        return index < keys.count && keys[index] == key ? index : nil
    }

    /// One key's entry, `"key":[…]`, as UTF-8.
    static func entry(_ key: String, _ list: [UInt32], stride: Int) -> String {
        var bytes: [UInt8] = []
        appendEntry(key, list, stride: stride, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendEntry(_ key: String, _ list: [UInt32], stride: Int, to out: inout [UInt8]) {
        var key = key
        let plain = key.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if !plain {
            var escaped = ""
            JSONText.append(key, to: &escaped)
            out.append(contentsOf: escaped.utf8)
        }
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: "["))
        var previous: UInt32 = 0
        list.withUnsafeBufferPointer { values in
            for position in 0..<values.count {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                let value = values[position]
                if position % stride == 0 {
                    appendDecimal(value - previous, to: &out)
                    previous = value
                } else {
                    appendDecimal(value, to: &out)
                }
            }
        }
        out.append(UInt8(ascii: "]"))
    }

    static func appendDecimal(_ value: UInt32, to out: inout [UInt8]) {
        if value < 10 {
            out.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var divisor: UInt32 = 10
        while value / divisor >= 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}

/// A token or a pair as the index keys it: equal and hashed by its UTF-8 bytes.
///
/// `String` compares and hashes by canonical equivalence, which normalises every non-ASCII
/// string it meets: on Korean pages that was most of the cost of cutting their tokens. Keys
/// are made of letters and digits cut from NFKC text (and pairs of them with a space), where
/// canonically equivalent strings have the same bytes; comparing bytes is also what the
/// browser does when it looks a query's token up (JavaScript compares code units).
struct SearchKey: Hashable, Sendable {
    var text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (a: SearchKey, b: SearchKey) -> Bool {
        var left = a.text, right = b.text
        return left.withUTF8 { x in
            right.withUTF8 { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var text = self.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether `a` sorts before `b` by UTF-16 code units, as JavaScript compares strings,
    /// worked out from the UTF-8 bytes.
    ///
    /// UTF-8 byte order is code point order, which is UTF-16 order except between a scalar
    /// above U+FFFF (a surrogate pair, 0xD800…) and one in U+E000…U+FFFF: at the first scalar
    /// that differs, that case is turned round.
    static func precedes(_ a: SearchKey, _ b: SearchKey) -> Bool {
        var left = a.text, right = b.text
        return left.withUTF8 { x in
            right.withUTF8 { y in
                let common = min(x.count, y.count)
                var index = 0
                while index < common && x[index] == y[index] { index += 1 }
                guard index < common else { return x.count < y.count }
                // The first differing scalar starts at the same place in both.
                var start = index
                while start > 0 && x[start] & 0xC0 == 0x80 { start -= 1 }
                let leadX = x[start], leadY = y[start]
                let supplementaryX = leadX >= 0xF0, supplementaryY = leadY >= 0xF0
                let highBMPX = leadX == 0xEE || leadX == 0xEF, highBMPY = leadY == 0xEE || leadY == 0xEF
                if supplementaryX && highBMPY { return true }
                if supplementaryY && highBMPX { return false }
                return x[index] < y[index]
            }
        }
    }
}
