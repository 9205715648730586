/// The Swift blocks of an article that have a file name, which transcripts compute from.
///
/// A block is named in its fence's info string, the way documentation tools name a
/// listing: ```` ```swift file=LevelSlider.swift ````. A transcript then says
/// `code: LevelSlider.swift` (or a list of names), and what readers see is what is run.
public struct ArticleCode: Sendable, Hashable {
    public struct Block: Sendable, Hashable {
        public var name: String
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
    public static func scan(_ markdown: String, lineOffset: Int = 0) -> ArticleCode {
        var blocks: [Block] = []
        var open: (marker: String, name: String?, fenceLine: Int, body: [Substring])?
        for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            let ticks = trimmed.prefix { $0 == "`" || $0 == "~" }
            if var current = open {
                if ticks.count >= current.marker.count, ticks.first == current.marker.first,
                   trimmed.dropFirst(ticks.count).allSatisfy(\.isWhitespace) {
                    if let name = current.name {
                        blocks.append(Block(name: name, text: current.body.joined(separator: "\n") + "\n", firstLine: current.fenceLine + 1 + lineOffset))
                    }
                    open = nil
                } else {
                    current.body.append(line)
                    open = current
                }
            } else if ticks.count >= 3, Set(ticks).count == 1 {
                open = (String(ticks), fileName(info: String(trimmed.dropFirst(ticks.count))), offset + 1, [])
            }
        }
        return ArticleCode(blocks: blocks)
    }

    /// `swift file=NAME` → `NAME`; anything else → `nil`.
    public static func fileName(info: String) -> String? {
        let words = info.split(whereSeparator: \.isWhitespace)
        guard words.first == "swift" else { return nil }
        return words.dropFirst().first { $0.hasPrefix("file=") }.map { String($0.dropFirst(5)) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    func block(named name: String) -> Block? {
        blocks.first { $0.name == name }
    }

    /// What the transcripts of the article depend on, for caches.
    public var key: String {
        blocks.map { "\($0.name)\u{0}\($0.firstLine)\u{0}\($0.text)" }.joined(separator: "\u{1}")
    }
}
