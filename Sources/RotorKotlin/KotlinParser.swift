import CTreeSitter
import RotorDiagnostics

/// Reads Kotlin source into a ``KotlinSyntaxTree`` with tree-sitter and the tree-sitter-kotlin
/// grammar. This is the one place that talks to tree-sitter's C API: every node is copied out
/// into Swift values and the C tree and parser are freed before `parse` returns.
///
/// Pure: no I/O. A syntax error is not thrown; the tree says where it is (``KotlinSyntaxTree/firstProblem``).
///
/// ```swift
/// let tree = try KotlinParser.parse("fun f() = 1")
/// tree.root.namedChildren.first?.type  // "function_declaration"
/// ```
public enum KotlinParser {
    /// Parses `text` within `limits`.
    ///
    /// - Throws: a ``Diagnostic`` at the place a limit was passed (size, node count, depth, time);
    ///   never one for a syntax error.
    public static func parse(_ text: String, limits: KotlinLimits = .standard) throws -> KotlinSyntaxTree {
        let source = KotlinSource(text)
        guard source.bytes.count <= limits.maxBytes else {
            throw Diagnostic(line: 1, column: 1, message: "the Kotlin code is \(source.bytes.count) bytes, more than the \(limits.maxBytes) a parse reads")
        }
        guard let parser = ts_parser_new() else {
            throw Diagnostic(line: 1, column: 1, message: "tree-sitter could not make a parser")
        }
        defer { ts_parser_delete(parser) }
        guard ts_parser_set_language(parser, tree_sitter_kotlin()) else {
            throw Diagnostic(line: 1, column: 1, message: "the Kotlin grammar's ABI does not fit the tree-sitter runtime; run scripts/install-deps.sh")
        }
        ts_parser_set_timeout_micros(parser, limits.timeoutMicroseconds)

        let parsed: OpaquePointer? = source.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                // An empty array may have no storage; tree-sitter still wants a pointer.
                let start = characters.baseAddress ?? UnsafePointer(bitPattern: 1)
                return ts_parser_parse_string_encoding(parser, nil, start, UInt32(characters.count), TSInputEncodingUTF8)
            }
        }
        guard let tree = parsed else {
            throw Diagnostic(line: 1, column: 1, message: "parsing the Kotlin code took longer than \(limits.timeoutMicroseconds / 1000) ms")
        }
        defer { ts_tree_delete(tree) }
        var copier = TreeCopier(source: source, limits: limits)
        return try copier.copy(ts_tree_root_node(tree))
    }
}

/// Walks tree-sitter's tree with a cursor, without recursion, and builds the Swift nodes bottom-up.
private struct TreeCopier {
    let source: KotlinSource
    let limits: KotlinLimits
    /// Type and field names as Swift strings, made once per grammar symbol or field.
    var typeNames: [TSSymbol: String] = [:]
    var fieldNames: [TSFieldId: String] = [:]

    init(source: KotlinSource, limits: KotlinLimits) {
        self.source = source
        self.limits = limits
    }

    /// A node whose children are still being copied.
    struct Open {
        var type: String
        var isNamed: Bool
        var fieldName: String?
        var byteRange: Range<Int>
        var isError: Bool
        var isMissing: Bool
        var hasError: Bool
        var children: [KotlinNode] = []
    }

    mutating func copy(_ root: TSNode) throws -> KotlinSyntaxTree {
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var stack = [open(ts_tree_cursor_current_node(&cursor), field: 0)]
        var nodeCount = 1
        var depth = 0
        var problemPath: [Int]? = stack[0].isError || stack[0].isMissing ? [] : nil

        while true {
            if ts_tree_cursor_goto_first_child(&cursor) {
                try push(&stack, cursor: &cursor, nodeCount: &nodeCount, problemPath: &problemPath)
                depth = max(depth, stack.count - 1)
                continue
            }
            // A leaf: close nodes until one has a next sibling.
            while true {
                let closed = close(stack.removeLast())
                guard !stack.isEmpty else {
                    var problem = problemPath.map { path in
                        KotlinSyntaxProblem(node: path.reduce(closed) { $0.children[$1] })
                    }
                    // tree-sitter can stop before the end (at a character no token starts with)
                    // and leave the rest out of the tree; that rest is a problem too.
                    let covered = closed.children.last?.byteRange.upperBound ?? 0
                    if let unread = source.bytes[covered...].firstIndex(where: { !Self.isWhitespace($0) }),
                       problem.map({ unread < $0.byteRange.lowerBound }) ?? true {
                        problem = KotlinSyntaxProblem(unreadFrom: unread, in: source)
                    }
                    return KotlinSyntaxTree(root: closed, firstProblem: problem, nodeCount: nodeCount, depth: depth)
                }
                stack[stack.count - 1].children.append(closed)
                if ts_tree_cursor_goto_next_sibling(&cursor) {
                    try push(&stack, cursor: &cursor, nodeCount: &nodeCount, problemPath: &problemPath)
                    break
                }
                _ = ts_tree_cursor_goto_parent(&cursor)
            }
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// Opens the cursor's node under the top of `stack`, within the limits, and notes the path to
    /// the first error or missing node.
    private mutating func push(_ stack: inout [Open], cursor: inout TSTreeCursor, nodeCount: inout Int, problemPath: inout [Int]?) throws {
        let node = ts_tree_cursor_current_node(&cursor)
        nodeCount += 1
        if nodeCount > limits.maxNodes {
            let place = source.location(ofByte: Int(ts_node_start_byte(node)))
            throw Diagnostic(line: place.line, column: place.column, message: "the Kotlin code has more than \(limits.maxNodes) syntax nodes")
        }
        if stack.count > limits.maxDepth {
            let place = source.location(ofByte: Int(ts_node_start_byte(node)))
            throw Diagnostic(line: place.line, column: place.column, message: "the Kotlin code nests more than \(limits.maxDepth) levels deep here")
        }
        let opened = open(node, field: ts_tree_cursor_current_field_id(&cursor))
        if problemPath == nil, opened.isError || opened.isMissing {
            // Its index in each open node, from the root down.
            problemPath = stack.map(\.children.count)
        }
        stack.append(opened)
    }

    private mutating func open(_ node: TSNode, field: TSFieldId) -> Open {
        let symbol = ts_node_symbol(node)
        let type: String
        if let known = typeNames[symbol] {
            type = known
        } else {
            type = ts_node_type(node).map { String(cString: $0) } ?? "?"
            typeNames[symbol] = type
        }
        var fieldName: String?
        if field != 0 {
            if let known = fieldNames[field] {
                fieldName = known
            } else {
                fieldName = ts_language_field_name_for_id(ts_node_language(node), field).map { String(cString: $0) }
                fieldNames[field] = fieldName
            }
        }
        let start = Int(ts_node_start_byte(node))
        let end = max(start, Int(ts_node_end_byte(node)))
        return Open(
            type: type, isNamed: ts_node_is_named(node), fieldName: fieldName, byteRange: start..<end,
            isError: ts_node_is_error(node), isMissing: ts_node_is_missing(node), hasError: ts_node_has_error(node)
        )
    }

    private func close(_ node: Open) -> KotlinNode {
        KotlinNode(
            type: node.type, isNamed: node.isNamed, fieldName: node.fieldName, byteRange: node.byteRange,
            isError: node.isError, isMissing: node.isMissing, hasError: node.hasError, children: node.children, source: source
        )
    }
}
