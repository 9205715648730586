import Foundation
import RotorDiagnostics
import RotorYAML

/// The YAML block at the top of an article, between two `---` lines.
public struct FrontMatter: Sendable, Equatable {
    public var title: String
    public var description: String?
    /// An ISO 8601 date, `YYYY-MM-DD`, kept as written so output never depends on time zones.
    public var date: String?
    public var tags: [String]
    public var draft: Bool
    /// Position among siblings; lower comes first, then title.
    public var order: Int?
    /// Links translations whose paths differ.
    public var translationKey: String?
    /// Fields Rotor does not know, each a warning with the closest known name: a misspelt
    /// `descripton` would otherwise be dropped without a word. `rotor check --strict` fails on them.
    public var warnings: [Diagnostic] = []

    /// Every field an article's front matter may have.
    public static let knownKeys = ["title", "description", "date", "tags", "draft", "order", "translation_key"]

    public init(title: String, description: String? = nil, date: String? = nil, tags: [String] = [],
                draft: Bool = false, order: Int? = nil, translationKey: String? = nil) {
        self.title = title
        self.description = description
        self.date = date
        self.tags = tags
        self.draft = draft
        self.order = order
        self.translationKey = translationKey
    }
}

// MARK: - Splitting and parsing

extension FrontMatter {
    /// An article split into its front matter and its Markdown body.
    public struct Split: Sendable {
        public var frontMatter: FrontMatter
        public var body: Substring
        /// How many lines precede the body, to turn body lines into file lines.
        public var bodyLineOffset: Int
    }

    /// Splits `source` and parses its front matter.
    ///
    /// - Throws: A ``Diagnostic`` naming `path` and the line of the problem.
    public static func split(_ source: String, path: String) throws(Diagnostic) -> Split {
        var text = Substring(source)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        // Lines are cut at the "\n" byte, not at Characters: "\r\n" is one Character in Swift.
        var lines = LineCursor(text)
        guard let first = lines.next(), first == "---" else {
            throw Diagnostic(path: path, line: 1, column: 1,
                             message: "missing front matter: start the file with '---', a 'title:' line and '---'")
        }
        var lineNumber = 1
        var yamlLines: [Substring] = []
        while true {
            guard let line = lines.next() else {
                throw Diagnostic(path: path, line: 1, column: 1, message: "front matter is not closed: add a line with '---'")
            }
            lineNumber += 1
            if line == "---" || line == "..." { break }
            yamlLines.append(line)
        }
        let rest = lines.remainder
        let frontMatter = try parse(yamlLines.joined(separator: "\n"), path: path, lineOffset: 1)
        return Split(frontMatter: frontMatter, body: rest, bodyLineOffset: lineNumber)
    }

    /// Parses the YAML between the fences. `lineOffset` is the number of file lines before it.
    static func parse(_ yaml: String, path: String, lineOffset: Int) throws(Diagnostic) -> FrontMatter {
        guard let root = try YAMLReader.document.node(yaml, path: path, lineOffset: lineOffset) else {
            throw Diagnostic(path: path, line: lineOffset, column: 1, message: "front matter is empty: 'title' is required")
        }
        guard let fields = YAMLMapping(root, path: path, lineOffset: lineOffset) else {
            throw Diagnostic(path: path, line: (root.mark?.line ?? 1) + lineOffset, column: root.mark?.column,
                             message: "front matter must be a mapping of fields such as 'title:'")
        }
        guard let title = try fields.string("title") else {
            throw Diagnostic(path: path, line: lineOffset + 1, column: 1, message: "missing required field 'title'")
        }
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw fields.error("'title' must not be empty", at: fields.node("title"))
        }
        let date = try fields.string("date")
        if let date, !isISODate(date) {
            throw fields.error("'date' must be written YYYY-MM-DD, not '\(date)'", at: fields.node("date"))
        }
        var frontMatter = FrontMatter(
            title: title,
            description: try fields.string("description"),
            date: date,
            tags: try fields.strings("tags") ?? [],
            draft: try fields.bool("draft") ?? false,
            order: try fields.int("order"),
            translationKey: try fields.string("translation_key")
        )
        for (key, keyNode) in fields.unknownKeys(knownKeys) {
            let (line, column) = fields.location(of: keyNode)
            let list = knownKeys.map { "'\($0)'" }.joined(separator: ", ")
            frontMatter.warnings.append(Diagnostic(
                path: path, line: line, column: column, severity: .warning,
                message: "unknown front-matter field '\(key)' is ignored; expected one of \(list)."
                    + Suggestion.didYouMean(key, in: knownKeys)
            ))
        }
        return frontMatter
    }

    static func isISODate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let month = Int(parts[1]), let day = Int(parts[2]), Int(parts[0]) != nil
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}

/// Reads a text line by line, splitting on "\n" bytes and dropping a trailing "\r".
struct LineCursor {
    private(set) var remainder: Substring
    private var finished = false

    init(_ text: Substring) {
        remainder = text
    }

    mutating func next() -> Substring? {
        guard !finished else { return nil }
        let utf8 = remainder.utf8
        guard let newline = utf8.firstIndex(of: UInt8(ascii: "\n")) else {
            finished = true
            let line = remainder
            remainder = remainder[remainder.endIndex...]
            return line.isEmpty ? nil : line
        }
        var line = remainder[..<newline]
        if line.utf8.last == UInt8(ascii: "\r") { line = line[..<line.utf8.index(before: line.utf8.endIndex)] }
        remainder = remainder[utf8.index(after: newline)...]
        return line
    }
}
