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
            Self.count(bit, in: &postings[SearchKey(token), default: 0])
            if let previous { pairs.insert(SearchKey(previous + " " + token)) }
            previous = token
        }
    }

    private static func count(_ bit: UInt32, in value: inout UInt32) {
        value |= bit
        if bit == 0 { value += 8 }
    }
}
