import Foundation
import RotorHTML

/// One searchable page as the index sees it: the fields ranking weighs separately, kept from
/// rendering until the index is written (the article's HTML is dropped long before).
struct SearchDocument: Sendable, Equatable, Codable {
    var title: String
    /// The page's address with the base path, as links on the site use it.
    var url: String
    /// The address of the section of the language home the page belongs to, or of the page
    /// itself when it sits right below the home: what the section filter narrows to.
    var section: String
    var headings: [String]
    /// Tags as readers of the page's language see them.
    var tags: [String]
    /// The front matter's description, searched as body text.
    var description: String
    /// The article's prose, searched as body text.
    var text: String

    /// What a result shows under its title, cut at a word so that chunks of entries stay
    /// small: the description, then the start of the text.
    var excerpt: String {
        let source = description.isEmpty ? text : description + " " + text
        guard source.count > Self.excerptLength else { return source }
        let cut = source.prefix(Self.excerptLength)
        if let space = cut.lastIndex(of: " ") { return String(cut[..<space]) + " …" }
        return String(cut) + "…"
    }

    static let excerptLength = 240

    init(title: String, url: String, section: String, headings: [String], tags: [String],
         description: String, text: String) {
        self.title = title
        self.url = url
        self.section = section
        self.headings = headings
        self.tags = tags
        self.description = description
        self.text = text
    }

    init(page: Page, output: ArticleRenderer.Output?, plan: SitePlan) {
        var top = page
        while let parent = top.parent.flatMap({ plan[$0] }), parent.kind != .home, parent.kind != .root {
            top = parent
        }
        self.init(title: page.title, url: plan.url(for: page.path), section: plan.url(for: top.path),
                  headings: (output?.headings ?? []).map(\.text),
                  tags: (page.frontMatter?.tags ?? []).map { plan.config.tagName($0, in: page.language) },
                  description: page.frontMatter?.description ?? "", text: output?.text ?? "")
    }
}

/// A token, or a pair of tokens joined by a space, as the index keys it: hashed and compared
/// by its UTF-8 bytes.
///
/// Tokens come out of ``SearchTokenizer`` already NFKC-normalised, so byte equality is the
/// equality the index needs. Swift's `String` hashing would normalise non-ASCII text again on
/// every lookup, which made Korean tokenising the largest single cost of a build.
struct SearchKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: SearchKey, rhs: SearchKey) -> Bool {
        var left = lhs.text, right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in
                a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The order JavaScript compares strings in: by UTF-16 code units.
    static func precedes(_ lhs: SearchKey, _ rhs: SearchKey) -> Bool {
        lhs.text.utf16.lexicographicallyPrecedes(rhs.text.utf16)
    }
}

/// A document's tokens as the index stores them: for each token a field mask and a count, and
/// the set of adjacent token pairs that lets a query tell an exact phrase apart.
struct SearchTerms: Sendable {
    /// Field bits of a posting; the count of body occurrences sits above them (`count << 3`).
    static let titleBit: UInt32 = 1, headingBit: UInt32 = 2, tagBit: UInt32 = 4

    /// Token → `count << 3 | fields`.
    var postings: [SearchKey: UInt32] = [:]
    /// "a b" for each token `a` directly followed by `b` within one field.
    var pairs: Set<SearchKey> = []

    init(_ document: SearchDocument) {
        add(document.title, bit: Self.titleBit)
        for heading in document.headings { add(heading, bit: Self.headingBit) }
        for tag in document.tags { add(tag, bit: Self.tagBit) }
        add(document.description, bit: 0)
        add(document.text, bit: 0)
    }

    /// One field's text: a body field (`bit` 0) counts occurrences, the others set their bit.
    private mutating func add(_ text: String, bit: UInt32) {
        var previous: String?
        SearchTokenizer.forEachToken(in: text) { token in
            let key = SearchKey(token)
            if bit == 0 {
                postings[key, default: 0] += 8
            } else {
                postings[key, default: 0] |= bit
            }
            if let previous { pairs.insert(SearchKey(previous + " " + token)) }
            previous = token
        }
    }
}
