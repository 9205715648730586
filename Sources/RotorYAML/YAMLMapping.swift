import Foundation
import RotorDiagnostics

/// A YAML mapping, with typed reads that fail with the place of the bad value: the one mapping
/// reader of Rotor. Front matter and `site.yml` read theirs with ``Rules/document``; transcript
/// specs read theirs (through `SpecMapping` in RotorTranscripts, which adds the article's code)
/// with rules of their own, because a spec treats null, length and `yes` differently.
public struct YAMLMapping {
    /// What a file's values mean, where files differ: how null, flags, numbers and length read.
    public struct Rules: Sendable {
        /// How a null value (`~`, `null` or nothing) reads.
        public enum Null: Sendable {
            /// A null written plainly is as if the key were not there; a quoted `'null'` is text.
            case absent
            /// A null in any style is empty text, and fails a flag or number read.
            case emptyText
        }

        /// How flags and numbers are read from text.
        public enum Scalars: Sendable {
            /// YAML's own readings (`yes`, `0x1F`, …), as Yams resolves them.
            case yaml
            /// The written word: `true`/`yes`/`on`, `false`/`no`/`off` in any case, and numbers
            /// as Swift reads them.
            case words
        }

        public var null: Null
        public var scalars: Scalars
        /// The most characters a text may hold; `nil` for no bound.
        public var textLength: Int?
        /// Fields whose text is not bounded by `textLength` (code written inline).
        public var unboundedFields: Set<String>
        /// Whether an error about a node with no place goes to line 1, column 1 (a spec's part
        /// of a file) rather than to the whole file.
        public var unplacedAtStart: Bool

        public init(null: Null, scalars: Scalars, textLength: Int? = nil, unboundedFields: Set<String> = [],
                    unplacedAtStart: Bool = false) {
            self.null = null
            self.scalars = scalars
            self.textLength = textLength
            self.unboundedFields = unboundedFields
            self.unplacedAtStart = unplacedAtStart
        }

        /// Front matter and `site.yml`.
        public static let document = Rules(null: .absent, scalars: .yaml)
    }

    /// The mapping node itself.
    public let node: YAMLNode
    /// The entries in the order written.
    public let pairs: [YAMLNode.Pair]
    /// The file named in errors.
    public let path: String
    /// File lines before the YAML, added to every line this reports.
    public let lineOffset: Int
    public let rules: Rules

    /// `nil` when `node` is not a mapping.
    public init?(_ node: YAMLNode, path: String, lineOffset: Int = 0, rules: Rules = .document) {
        guard let pairs = node.mapping else { return nil }
        self.node = node
        self.pairs = pairs
        self.path = path
        self.lineOffset = lineOffset
        self.rules = rules
    }

    /// A mapping of fields whose names are all text, or an error naming `what` it should be.
    public init(_ node: YAMLNode, what: String, rules: Rules, path: String = "", lineOffset: Int = 0) throws(Diagnostic) {
        guard let mapping = YAMLMapping(node, path: path, lineOffset: lineOffset, rules: rules) else {
            throw Self.error("\(what) must be a mapping of fields", at: node, path: path, lineOffset: lineOffset, rules: rules)
        }
        for (key, _) in mapping.pairs where key.scalar == nil {
            throw mapping.error("field names must be plain text", at: key)
        }
        self = mapping
    }

    /// The entries whose key is text, by name, in the order written.
    public var fields: [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
        pairs.compactMap { pair in pair.key.scalar.map { ($0.string, pair.key, pair.value) } }
    }

    /// The value under `key`; a linear scan, cheaper than building a key node for a hash lookup.
    public func node(_ key: String) -> YAMLNode? {
        pairs.first { $0.key.scalar?.string == key }?.value
    }

    // MARK: Places

    /// Where `node` is in the file, or the mapping when `node` is `nil`.
    public func location(of node: YAMLNode?) -> (line: Int?, column: Int?) {
        if rules.unplacedAtStart { return Self.location(of: node ?? self.node, lineOffset: lineOffset, rules: rules) }
        guard let mark = node?.mark ?? self.node.mark else { return (nil, nil) }
        return (mark.line + lineOffset, mark.column)
    }

    public func error(_ message: String, at node: YAMLNode?) -> Diagnostic {
        let (line, column) = location(of: node)
        return Diagnostic(path: path, line: line, column: column, message: message)
    }

    static func location(of node: YAMLNode, lineOffset: Int, rules: Rules) -> (line: Int?, column: Int?) {
        guard let mark = node.mark else { return rules.unplacedAtStart ? (1 + lineOffset, 1) : (nil, nil) }
        return (mark.line + lineOffset, mark.column)
    }

    /// An error at `node`, for a value read outside a mapping (an item of a list).
    public static func error(_ message: String, at node: YAMLNode, path: String = "", lineOffset: Int = 0, rules: Rules) -> Diagnostic {
        let (line, column) = location(of: node, lineOffset: lineOffset, rules: rules)
        return Diagnostic(path: path, line: line, column: column, message: message)
    }

    // MARK: Fields

    /// Fails on the first field that is not in `allowed`, suggesting the nearest.
    public func checkKeys(_ allowed: [String], for what: String) throws(Diagnostic) {
        guard let (key, keyNode) = unknownKeys(allowed).first else { return }
        let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
        throw error("unknown field '\(key)' for \(what); expected one of \(list)." + Suggestion.didYouMean(key, in: allowed), at: keyNode)
    }

    /// The text keys not in `allowed`, in the order written, each with its node.
    public func unknownKeys(_ allowed: [String]) -> [(key: String, node: YAMLNode)] {
        pairs.compactMap { pair in
            guard let key = pair.key.string, !allowed.contains(key) else { return nil }
            return (key, pair.key)
        }
    }

    public func required(_ key: String) throws(Diagnostic) -> YAMLNode {
        guard let value = node(key) else { throw error("missing required field '\(key)'", at: nil) }
        return value
    }

    /// The value under `key`, or `nil` when it is missing or (under ``Rules/Null/absent``) null.
    private func present(_ key: String) -> YAMLNode? {
        guard let value = node(key) else { return nil }
        return rules.null == .absent && isNull(value) ? nil : value
    }

    public func string(_ key: String) throws(Diagnostic) -> String? {
        guard let value = present(key) else { return nil }
        return try text(value, field: key)
    }

    /// `node` as the text of `field`, under these rules.
    public func text(_ node: YAMLNode, field: String) throws(Diagnostic) -> String {
        try Self.text(node, field: field, rules: rules, path: path, lineOffset: lineOffset)
    }

    /// `node` as the text of `field` under `rules`, for a value read outside a mapping.
    public static func text(_ node: YAMLNode, field: String, rules: Rules, path: String = "", lineOffset: Int = 0) throws(Diagnostic) -> String {
        if rules.null == .emptyText, node.isNull { return "" }
        guard let text = node.scalar?.string else {
            throw error("'\(field)' must be text", at: node, path: path, lineOffset: lineOffset, rules: rules)
        }
        if let limit = rules.textLength, !rules.unboundedFields.contains(field),
           text.utf8.count > limit, text.count > limit {
            throw error("'\(field)' is longer than \(grouped(limit)) characters", at: node, path: path, lineOffset: lineOffset, rules: rules)
        }
        return text
    }

    /// `50000` as `50,000`, for messages.
    public static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    public func bool(_ key: String) throws(Diagnostic) -> Bool? {
        guard let value = present(key) else { return nil }
        let flag: Bool? = switch rules.scalars {
        case .yaml: value.bool
        case .words:
            switch value.scalar?.string.lowercased() {
            case "true", "yes", "on": true
            case "false", "no", "off": false
            default: nil
            }
        }
        guard let flag else { throw error("'\(key)' must be true or false", at: value) }
        return flag
    }

    public func int(_ key: String) throws(Diagnostic) -> Int? {
        guard let value = present(key) else { return nil }
        let number: Int? = switch rules.scalars {
        case .yaml: value.int
        case .words: value.scalar.flatMap { Int($0.string) }
        }
        guard let number else { throw error("'\(key)' must be a whole number", at: value) }
        return number
    }

    /// A finite number.
    public func number(_ key: String) throws(Diagnostic) -> Double? {
        guard let value = present(key) else { return nil }
        guard let text = value.scalar?.string, let number = Double(text), number.isFinite else {
            throw error("'\(key)' must be a number", at: value)
        }
        return number
    }

    /// One of a fixed set of words, such as an orientation.
    public func choice<Choice: RawRepresentable>(_ key: String, _ type: Choice.Type) throws(Diagnostic) -> Choice?
    where Choice: CaseIterable, Choice.RawValue == String {
        guard let value = present(key) else { return nil }
        let text = try text(value, field: key)
        guard let choice = Choice(rawValue: text) else {
            let list = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw error(Suggestion.adding(to: "'\(key)' must be one of \(list), not '\(text)'", text, in: Choice.allCases.map(\.rawValue)), at: value)
        }
        return choice
    }

    /// A list of nodes, each read by the caller.
    public func sequence(_ key: String) throws(Diagnostic) -> [YAMLNode]? {
        guard let value = present(key) else { return nil }
        guard let items = value.sequence else { throw error("'\(key)' must be a list", at: value) }
        return items
    }

    /// A list of text; one text alone is a list of one.
    public func strings(_ key: String) throws(Diagnostic) -> [String]? {
        guard let node = present(key) else { return nil }
        if let scalar = node.scalar {
            // `tags: buttons, toggles` is one tag with a comma in it, which nobody means.
            let parts = scalar.string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count > 1, scalar.style == .plain {
                throw error("'\(key)' is one text with commas; write a list: [\(parts.joined(separator: ", "))]", at: node)
            }
            return [scalar.string]
        }
        guard let sequence = node.sequence else { throw error("'\(key)' must be a list of text", at: node) }
        var result: [String] = []
        for item in sequence {
            guard let scalar = item.scalar else { throw error("'\(key)' must be a list of text", at: item) }
            result.append(scalar.string)
        }
        return result
    }

    /// A mapping of text to text, in the order written.
    public func textMapping(_ key: String) throws(Diagnostic) -> [(String, String)]? {
        guard let node = present(key) else { return nil }
        guard let mapping = node.mapping else { throw error("'\(key)' must be a mapping of text to text", at: node) }
        var result: [(String, String)] = []
        for (nameNode, valueNode) in mapping {
            guard let name = nameNode.scalar?.string, let value = valueNode.scalar?.string, !isNull(valueNode) else {
                throw error("'\(key)' must be a mapping of text to text", at: valueNode)
            }
            result.append((name, value))
        }
        return result
    }

    /// A null written plainly; a quoted `'null'` is text.
    public func isNull(_ node: YAMLNode) -> Bool {
        node.isNull && node.scalar?.style == .plain
    }
}
