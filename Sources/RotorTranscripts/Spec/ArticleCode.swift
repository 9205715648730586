import RotorMarkdown

/// The code blocks of an article that have a file name (Swift or Kotlin), which transcripts compute from.
///
/// A block is named in its fence's info string, the way documentation tools name a
/// listing: ```` ```swift file=LevelSlider.swift ````. A transcript then says
/// `code: LevelSlider.swift` (or a list of names), and what readers see is what is run.
public struct ArticleCode: Sendable, Hashable {
    public struct Block: Sendable, Hashable {
        public var name: String
        /// The fence's language: `swift` or `kotlin`.
        public var language: String = "swift"
        public var text: String
        /// The article line (1-based) of the block's first line of code.
        public var firstLine: Int
    }

    public var blocks: [Block]

    public static let none = ArticleCode(blocks: [])

    public init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// The named Swift blocks of a Markdown text, with lines counted from its first line.
    ///
    /// The blocks are found by cmark, as the build finds them (``ArticleBlocks``), so CRLF
    /// line endings, indented code and HTML comments are read as the page shows them.
    public static func scan(_ markdown: String, lineOffset: Int = 0) -> ArticleCode {
        ArticleCode(ArticleBlocks(body: markdown, lineOffset: lineOffset))
    }

    /// The languages whose named blocks a transcript can run.
    public static let languages = ["swift", "kotlin"]

    /// The named code blocks among an article's fenced blocks.
    public init(_ found: ArticleBlocks) {
        self.init(blocks: found.blocks.compactMap { block in
            Self.fileName(info: block.info).map { name in
                let language = block.info.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? "swift"
                return Block(name: name, language: language, text: block.literal, firstLine: block.fenceLine + 1)
            }
        })
    }

    /// `swift file=NAME` or `kotlin file=NAME` → `NAME`; anything else → `nil`.
    public static func fileName(info: String) -> String? {
        let words = info.split(whereSeparator: \.isWhitespace)
        guard let language = words.first, languages.contains(String(language)) else { return nil }
        return words.dropFirst().first { $0.hasPrefix("file=") }.map { String($0.dropFirst(5)) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    func block(named name: String) -> Block? {
        blocks.first { $0.name == name }
    }

    /// The named blocks in one language.
    func blocks(in language: String) -> [Block] {
        blocks.filter { $0.language == language }
    }

    /// What the transcripts of the article depend on, for caches.
    public var key: String {
        blocks.map { "\($0.name)\u{0}\($0.firstLine)\u{0}\($0.text)" }.joined(separator: "\u{1}")
    }
}
