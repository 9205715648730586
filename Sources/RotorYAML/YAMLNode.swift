import Yams

/// One node of a composed YAML document, as the rest of Rotor sees it: text with its style, a
/// list or a mapping, where it was written, and YAML's readings of text as null, flag or number.
///
/// It wraps the Yams node ``YAMLReader`` composes, so that only RotorYAML imports Yams.
public struct YAMLNode {
    let base: Node

    init(_ base: Node) {
        self.base = base
    }

    /// Where a node starts: line and column, both counted from 1.
    public struct Mark: Sendable, Hashable {
        public let line: Int
        public let column: Int
    }

    /// How a scalar was written.
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded, any
    }

    /// A scalar's text and how it was written.
    public struct Scalar {
        public let string: String
        public let style: Style
    }

    /// A mapping's entry, in the order written.
    public typealias Pair = (key: YAMLNode, value: YAMLNode)

    /// What a node holds, for a `switch` over its shape.
    public enum Content {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([Pair])
        case alias
    }

    public var content: Content {
        switch base {
        case .scalar(let scalar): .scalar(Self.scalar(scalar))
        case .sequence(let items): .sequence(items.map(YAMLNode.init))
        case .mapping(let mapping): .mapping(mapping.map { (YAMLNode($0.key), YAMLNode($0.value)) })
        case .alias: .alias
        }
    }

    /// The scalar's text and style; `nil` for a list, mapping or alias.
    public var scalar: Scalar? {
        base.scalar.map(Self.scalar)
    }

    /// The list's items; `nil` for anything else.
    public var sequence: [YAMLNode]? {
        base.sequence.map { $0.map(YAMLNode.init) }
    }

    /// The mapping's entries in the order written; `nil` for anything else.
    public var mapping: [Pair]? {
        base.mapping.map { $0.map { (YAMLNode($0.key), YAMLNode($0.value)) } }
    }

    /// The first value under a text key of a mapping; `nil` when there is none or this is no mapping.
    public subscript(key: String) -> YAMLNode? {
        guard let mapping = base.mapping else { return nil }
        return mapping.first { $0.key.scalar?.string == key }.map { YAMLNode($0.value) }
    }

    /// Where the node starts in the text it was composed from.
    public var mark: Mark? {
        base.mark.map { Mark(line: $0.line, column: $0.column) }
    }

    /// The node's text: a scalar's, or the `=` value of a mapping (YAML's value key).
    public var string: String? { base.string }
    /// A scalar that YAML reads as null (`~`, `null`, nothing), in any style.
    public var isNull: Bool { base.null != nil }
    /// A scalar that YAML reads as a flag.
    public var bool: Bool? { base.bool }
    /// A scalar that YAML reads as a whole number.
    public var int: Int? { base.int }

    private static func scalar(_ scalar: Node.Scalar) -> Scalar {
        let style: Style = switch scalar.style {
        case .plain: .plain
        case .singleQuoted: .singleQuoted
        case .doubleQuoted: .doubleQuoted
        case .literal: .literal
        case .folded: .folded
        case .any: .any
        }
        return Scalar(string: scalar.string, style: style)
    }
}
