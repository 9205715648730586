/// One node of a parsed Markdown document.
///
/// Nodes live in a flat array owned by ``MarkdownDocument`` and point at each other by index.
/// A flat array rather than a recursive enum is deliberate: cmark accepts nesting 25,000 levels
/// deep, and a recursive Swift value of that depth would overflow the stack when it is
/// compared, copied into an existential, or simply freed.
public struct MarkdownNode: Sendable, Equatable {
    /// What kind of node this is, with the data that kind carries.
    public var kind: Kind
    /// Index of the parent node, or `nil` for the document.
    public var parent: Int?
    /// Index of the first child, if any.
    public var firstChild: Int?
    /// Index of the next sibling, if any.
    public var nextSibling: Int?
    /// Where the node starts in the source. Inline nodes carry their block's position.
    public var position: SourcePosition

    public init(kind: Kind, parent: Int?, position: SourcePosition) {
        self.kind = kind
        self.parent = parent
        self.position = position
    }
}

// MARK: - Kinds

extension MarkdownNode {
    /// The CommonMark node types, with their payloads.
    public enum Kind: Sendable, Equatable {
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        case item
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case link(url: String, title: String)
        case image(url: String, title: String)

        /// Whether nodes of this kind may hold children.
        ///
        /// cmark's iterator reports an exit event only for these.
        public var isContainer: Bool {
            switch self {
            case .document, .blockQuote, .list, .item, .paragraph, .heading,
                 .emphasis, .strong, .link, .image:
                return true
            case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak,
                 .lineBreak, .code, .htmlInline:
                return false
            }
        }
    }
}

/// A 1-based line and column in a Markdown source.
public struct SourcePosition: Sendable, Equatable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
