/// One node of a parsed Kotlin file, copied out of tree-sitter's tree into a Swift value.
///
/// Node types and field names are the tree-sitter-kotlin grammar's (1.1.0): `function_declaration`,
/// `call_expression`, `navigation_expression`, `lambda_literal`, `string_literal`, … with the
/// fields `name`, `left`, `right`, `condition`, `operator`, `type`, `label` and `argument`.
/// Unnamed nodes are the punctuation and keywords (`(`, `fun`, `by`); ``namedChildren`` skips them.
public struct KotlinNode: Sendable {
    /// The grammar's name for the node (`call_expression`), the token itself for an unnamed node
    /// (`{`), `ERROR` for text the grammar could not place, or the expected token for a missing one.
    public let type: String
    /// Whether the grammar names this node, as opposed to punctuation and keywords.
    public let isNamed: Bool
    /// The field of its parent this node fills (`name`, `condition`…), if any.
    public let fieldName: String?
    /// Its UTF-8 byte range in ``source``.
    public let byteRange: Range<Int>
    /// Text the grammar could not place; its children are what could be read of it.
    public let isError: Bool
    /// A token the parser assumed so as to go on (a `)` or `}` that is not there); it spans no text.
    public let isMissing: Bool
    /// Whether this node is, or holds, an error or a missing node.
    public let hasError: Bool
    public let children: [KotlinNode]
    /// The source the node's range points into.
    public let source: KotlinSource

    init(
        type: String, isNamed: Bool, fieldName: String?, byteRange: Range<Int>,
        isError: Bool, isMissing: Bool, hasError: Bool, children: [KotlinNode], source: KotlinSource
    ) {
        self.type = type
        self.isNamed = isNamed
        self.fieldName = fieldName
        self.byteRange = byteRange
        self.isError = isError
        self.isMissing = isMissing
        self.hasError = hasError
        self.children = children
        self.source = source
    }
}

// MARK: - Text and place

extension KotlinNode {
    /// The node's source text.
    public var text: String { source.text(byteRange) }

    /// Where the node starts: line and column (1-based, the column in characters).
    public var start: KotlinLocation { source.location(ofByte: byteRange.lowerBound) }

    /// Where the node ends, just past its last character.
    public var end: KotlinLocation { source.location(ofByte: byteRange.upperBound) }
}

// MARK: - Children

extension KotlinNode {
    /// The children the grammar names, in order: no punctuation or keywords.
    public var namedChildren: [KotlinNode] { children.filter(\.isNamed) }

    /// The first child that fills `field`.
    public func child(field: String) -> KotlinNode? {
        children.first { $0.fieldName == field }
    }

    /// Every child that fills `field`, in order.
    public func children(field: String) -> [KotlinNode] {
        children.filter { $0.fieldName == field }
    }

    /// The first named child of `type`.
    public func firstChild(ofType type: String) -> KotlinNode? {
        children.first { $0.isNamed && $0.type == type }
    }

    /// The named children of `type`, in order.
    public func children(ofType type: String) -> [KotlinNode] {
        children.filter { $0.isNamed && $0.type == type }
    }

    /// Whether an unnamed child is the token `token` (`by`, `val`, `?.`).
    public func hasToken(_ token: String) -> Bool {
        children.contains { !$0.isNamed && $0.type == token }
    }

    /// The first node at or under this one, in source order, that `matches`; walks without
    /// recursion.
    public func first(where matches: (KotlinNode) -> Bool) -> KotlinNode? {
        var pending = [self]
        while let node = pending.popLast() {
            if matches(node) { return node }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// Every node at or under this one, in source order, that `matches`.
    public func all(where matches: (KotlinNode) -> Bool) -> [KotlinNode] {
        var found: [KotlinNode] = []
        var pending = [self]
        while let node = pending.popLast() {
            if matches(node) { found.append(node) }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }
}

// MARK: - Debugging

extension KotlinNode: CustomStringConvertible {
    /// The named nodes under this one as an S-expression with field names, the form
    /// tree-sitter's own tools print: `(call_expression (identifier) (value_arguments))`.
    /// A missing node reads `(MISSING type)`.
    public var sExpression: String {
        var output = ""
        write(into: &output)
        return output
    }

    private func write(into output: inout String) {
        if let fieldName { output += fieldName + ": " }
        if isMissing {
            output += "(MISSING \(isNamed ? type : "\"\(type)\""))"
            return
        }
        output += "(" + type
        for child in children where child.isNamed || child.isMissing || child.isError {
            output += " "
            child.write(into: &output)
        }
        output += ")"
    }

    /// `type` at `line:column`.
    public var description: String { "\(type) at \(start)" }
}
