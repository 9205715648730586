import RotorMarkdown

/// The fenced code blocks of an article, found as the build finds them: the front matter set
/// aside as `FrontMatter.split` does, the body parsed by cmark (`MarkdownParser`).
///
/// So a fence inside an indented code block, an HTML comment or a longer fence is no block,
/// and an article with CRLF or CR line endings has the same blocks as with LF ones.
public struct ArticleBlocks: Sendable {
    /// One fenced code block.
    public struct Block: Sendable, Equatable {
        /// The whole info string, such as `swift file=Level.swift`.
        public var info: String
        /// The block's text as cmark gives it, each line without the fence's indentation or
        /// the prefixes of the containers it sits in (`> `, a list item's indentation).
        public var literal: String
        /// The 1-based line of the opening fence in the file; the code starts on the next line.
        public var fenceLine: Int
        /// The 1-based line of the opening fence in the body.
        public var bodyLine: Int

        /// The first word of the info string: `transcript`, `swift`.
        public var language: String? {
            info.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }

    /// Every fenced block with an info string, in the order of the article.
    public var blocks: [Block]
    /// How many lines precede the body (the front matter with its fences), as the build counts them.
    public var bodyLineOffset: Int
    /// The UTF-8 offset in the article where the body starts.
    public var bodyStart: Int

    /// The blocks of a whole article file, front matter included.
    public init(article: String) {
        let (start, lines) = Self.body(of: Array(article.utf8))
        let body = String(decoding: article.utf8.dropFirst(start), as: UTF8.self)
        self.init(MarkdownParser.codeBlocks(body), lineOffset: lines)
        bodyStart = start
    }

    /// The blocks of a body, with lines counted from its first line plus `lineOffset`.
    public init(body: String, lineOffset: Int) {
        self.init(MarkdownParser.codeBlocks(body), lineOffset: lineOffset)
    }

    private init(_ found: [MarkdownParser.CodeBlock], lineOffset: Int) {
        blocks = found.map { Block(info: $0.info, literal: $0.literal, fenceLine: $0.line + lineOffset, bodyLine: $0.line) }
        bodyLineOffset = lineOffset
        bodyStart = 0
    }

    /// The blocks of a body the build has parsed already.
    public init(document: MarkdownDocument, lineOffset: Int) {
        var blocks: [Block] = []
        for node in document.nodes {
            guard case .codeBlock(let info, let literal) = node.kind, !info.isEmpty else { continue }
            blocks.append(Block(info: info, literal: literal, fenceLine: node.position.line + lineOffset, bodyLine: node.position.line))
        }
        self.blocks = blocks
        self.bodyLineOffset = lineOffset
        self.bodyStart = 0
    }

    /// The ```` ```transcript ```` blocks.
    public var transcripts: [Block] {
        blocks.filter { $0.language == "transcript" }
    }

    /// Where the body starts, as `FrontMatter.split` cuts it: after a leading byte-order mark
    /// and, when the first line is `---`, after the line `---` or `...` that closes the front
    /// matter. Lines are cut at "\n" bytes, a trailing "\r" dropped. Without closed front
    /// matter (which the build reports) the whole file is the body.
    ///
    /// - Returns: The UTF-8 offset of the body, and the number of lines before it.
    static func body(of bytes: [UInt8]) -> (start: Int, lines: Int) {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines = 0
        var first = true
        while index < bytes.count {
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var content = bytes[index..<end]
            if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
            lines += 1
            index = min(end + 1, bytes.count)
            if first {
                guard content.elementsEqual("---".utf8) else { return (0, 0) }
                first = false
            } else if content.elementsEqual("---".utf8) || content.elementsEqual("...".utf8) {
                return (index, lines)
            }
        }
        return (0, 0)
    }
}
