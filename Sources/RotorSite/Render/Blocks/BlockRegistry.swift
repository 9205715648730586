import RotorMarkdown
import RotorDiagnostics

/// The article blocks a build knows, by fence language (as swift-docc's `DirectiveIndex`
/// knows its directives).
struct BlockRegistry: Sendable {
    /// In the order the near-miss check tries them.
    let blocks: [any ArticleBlock]
    private let byLanguage: [String: any ArticleBlock]

    init(_ blocks: [any ArticleBlock]) {
        self.blocks = blocks
        byLanguage = Dictionary(blocks.map { ($0.language, $0) }, uniquingKeysWith: { _, added in added })
    }

    /// Rotor's own blocks.
    static let standard = BlockRegistry([
        TranscriptBlock(),
        PhrasesBlock(),
        GesturesBlock(),
        ReferenceBlock(),
        FidelityBlock(),
    ])

    /// These blocks and `block`, which replaces one of the same language.
    func adding(_ block: any ArticleBlock) -> BlockRegistry {
        BlockRegistry(blocks.filter { $0.language != block.language } + [block])
    }

    /// The block a fence's first info word names.
    subscript(language: String) -> (any ArticleBlock)? {
        byLanguage[language]
    }

    /// The block language `written` was probably meant to be: a registered one, misspelt by
    /// one or two letters or written in other case, which would otherwise show its text as code.
    func nearMiss(_ written: String) -> String? {
        let lower = written.lowercased()
        return blocks.lazy.map(\.language).first {
            $0 != written && (lower == $0 || (abs(lower.count - $0.count) <= 2 && Suggestion.distance(lower, $0) <= 2))
        }
    }

    /// Whether an article's body has a block that shows the whole site (``ArticleBlock/showsSite``),
    /// found as the renderer finds blocks: by cmark, so a fence in a block quote or a list
    /// counts, and one in an indented code block or an HTML comment does not.
    ///
    /// Every article of a site is asked, so a body is parsed only when such a language could
    /// be its fence's: when its bytes hold the language, or an `&` (cmark decodes entities in
    /// an info string).
    func showsSite(_ body: Substring) -> Bool {
        let languages = blocks.filter(\.showsSite).map(\.language)
        guard !languages.isEmpty,
              body.utf8.contains(UInt8(ascii: "&")) || languages.contains(where: { Self.bytes(body.utf8, contain: $0.utf8) })
        else { return false }
        return MarkdownParser.codeBlocks(String(body)).contains { block in
            block.info.split(whereSeparator: \.isWhitespace).first.map { self[String($0)]?.showsSite == true } ?? false
        }
    }

    /// Whether `needle`'s bytes occur in `haystack`.
    private static func bytes(_ haystack: Substring.UTF8View, contain needle: String.UTF8View) -> Bool {
        guard let first = needle.first else { return true }
        var start = haystack.startIndex
        while let found = haystack[start...].firstIndex(of: first) {
            if haystack[found...].starts(with: needle) { return true }
            start = haystack.index(after: found)
        }
        return false
    }
}
