import Foundation

/// One searchable page as the index sees it: the fields ranking weighs separately, kept from
/// rendering until the index is written (the article's HTML is dropped long before).
package struct SearchDocument: Sendable, Equatable, Codable {
    package var title: String
    /// The page's address with the base path, as links on the site use it.
    package var url: String
    /// The address of the section of the language home the page belongs to, or of the page
    /// itself when it sits right below the home: what the section filter narrows to.
    package var section: String
    package var headings: [String]
    /// Tags as readers of the page's language see them.
    package var tags: [String]
    /// The front matter's description, searched as body text.
    package var description: String
    /// The article's prose, searched as body text.
    package var text: String

    /// What a result shows under its title, cut at a word so that chunks of entries stay
    /// small: the description, then the start of the text.
    package var excerpt: String {
        let source = description.isEmpty ? text : description + " " + text
        // One walk over the first characters, no further: the text can be long.
        guard let end = source.index(source.startIndex, offsetBy: Self.excerptLength, limitedBy: source.endIndex),
              end != source.endIndex else { return source }
        let cut = source[..<end]
        if let space = cut.lastIndex(of: " ") { return String(cut[..<space]) + " …" }
        return String(cut) + "…"
    }

    package static let excerptLength = 240

    package init(title: String, url: String, section: String, headings: [String], tags: [String],
         description: String, text: String) {
        self.title = title
        self.url = url
        self.section = section
        self.headings = headings
        self.tags = tags
        self.description = description
        self.text = text
    }
}

/// What an index keeps of a document once its tokens are posted: what a result shows of it,
/// and the section it belongs to.
package struct SearchEntry: Sendable, Equatable {
    package var title: String
    package var url: String
    package var section: String
    package var excerpt: String

    package init(_ document: SearchDocument) {
        title = document.title
        url = document.url
        section = document.section
        excerpt = document.excerpt
    }
}

/// A document's tokens as the index stores them: for each token a field mask and a count, and
/// the set of adjacent token pairs that lets a query tell an exact phrase apart.
///
/// Cut in the parallel render tasks. Pairs are kept as positions in ``tokens``, not as
/// "a b" strings: a document has hundreds of them, and the index needs each pair's text only
/// once, not once per document.
package struct SearchTerms: Sendable {
    /// Field bits of a posting; the count of body occurrences sits above them (`count << 3`).
    package static let titleBit: UInt32 = 1, headingBit: UInt32 = 2, tagBit: UInt32 = 4

    /// The document's distinct tokens, in order of first appearance, with their hashes.
    private(set) var keys = KeyList()
    /// Each token's `count << 3 | fields`.
    private(set) var values: [UInt32] = []
    /// `a << 32 | b` for each token `tokens[a]` directly followed by `tokens[b]` within one
    /// field, each once.
    private(set) var pairCodes: [UInt64] = []
    /// What a result shows of the document; worked out here, in the parallel render tasks,
    /// rather than when the index is made.
    package let entry: SearchEntry

    package init(_ document: SearchDocument) {
        entry = SearchEntry(document)
        var numbering = KeyNumbering(capacity: 256, bytes: 2048)
        var pairs = PairNumbering(capacity: 512)
        add(document.title, bit: Self.titleBit, numbering: &numbering, pairs: &pairs)
        for heading in document.headings { add(heading, bit: Self.headingBit, numbering: &numbering, pairs: &pairs) }
        for tag in document.tags { add(tag, bit: Self.tagBit, numbering: &numbering, pairs: &pairs) }
        add(document.description, bit: 0, numbering: &numbering, pairs: &pairs)
        add(document.text, bit: 0, numbering: &numbering, pairs: &pairs)
        keys = numbering.list.compacted()
        pairCodes = pairs.codes.trimmed
        values = values.trimmed
    }

    /// The document's distinct tokens, in order of first appearance.
    package var tokens: [SearchKey] { keys.keys }

    /// Token → `count << 3 | fields`.
    package var postings: [SearchKey: UInt32] {
        Dictionary(uniqueKeysWithValues: zip(tokens, values))
    }

    /// "a b" for each token `a` directly followed by `b` within one field.
    package var pairs: Set<SearchKey> {
        Set(pairCodes.map { pairKey($0) })
    }

    /// The text of a pair code.
    package func pairKey(_ code: UInt64) -> SearchKey {
        keys.pair(Int(code >> 32), Int(code & 0xFFFF_FFFF))
    }

    /// One field's text: a body field (`bit` 0) counts occurrences, the others set their bit.
    private mutating func add(_ text: String, bit: UInt32, numbering: inout KeyNumbering, pairs: inout PairNumbering) {
        var previous = -1
        SearchTokenizer.forEachToken(in: text) { (token: UnsafeBufferPointer<UInt8>) in
            let (position, isNew) = numbering.number(of: token, hash: SearchKey.hash(token))
            if isNew { values.append(0) }
            values[position] |= bit
            if bit == 0 { values[position] += 8 }
            if previous >= 0 { _ = pairs.number(of: UInt64(previous) << 32 | UInt64(position)) }
            previous = position
        }
    }
}
