internal import CCmark

/// Parses CommonMark with cmark and copies the result into a ``MarkdownDocument``.
///
/// This is the only place in Rotor that touches cmark's C API. Every C allocation is freed by a
/// `defer` placed right after it, every string is copied into Swift before the tree is freed,
/// and no C pointer leaves ``parse(_:)``.
public enum MarkdownParser {
    /// Parses `source` as CommonMark.
    ///
    /// Parsing never fails: CommonMark gives every input a meaning. Raw HTML is kept in the
    /// tree; whether it reaches a page is the renderer's decision.
    ///
    /// - Parameter source: The Markdown text, without front matter.
    /// - Returns: The document tree.
    public static func parse(_ source: String) -> MarkdownDocument {
        walk(source) { iterator in copyTree(iterator) }
    }

    /// Parses `source` with cmark and hands `body` an iterator over the tree, freeing
    /// parser, tree and iterator afterwards.
    private static func walk<T>(_ source: String, _ body: (OpaquePointer) -> T) -> T {
        let options = CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_UNSAFE
        guard let parser = cmark_parser_new(options) else {
            preconditionFailure("cmark could not allocate a parser")
        }
        defer { cmark_parser_free(parser) }

        var source = source
        source.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else {
            preconditionFailure("cmark could not finish parsing")
        }
        defer { cmark_node_free(root) }

        guard let iterator = cmark_iter_new(root) else {
            preconditionFailure("cmark could not allocate an iterator")
        }
        defer { cmark_iter_free(iterator) }
        return body(iterator)
    }

    /// A code block with an info string, as ``codeBlocks(_:)`` finds it.
    public struct CodeBlock: Sendable, Equatable {
        public var info: String
        public var literal: String
        /// The 1-based line of the opening fence.
        public var line: Int
    }

    /// The fenced code blocks of `source` that have an info string, in order: what
    /// ``parse(_:)`` would find, without copying the rest of the tree, so finding the
    /// blocks of a long article costs cmark's parse and little more.
    public static func codeBlocks(_ source: String) -> [CodeBlock] {
        walk(source) { iterator in
            var blocks: [CodeBlock] = []
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                      cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { continue }
                let info = string(cmark_node_get_fence_info(node))
                guard !info.isEmpty else { continue }
                blocks.append(CodeBlock(info: info, literal: literal(node), line: Int(cmark_node_get_start_line(node))))
            }
            return blocks
        }
    }

    /// Walks cmark's tree with its iterator and builds the flat node array.
    private static func copyTree(_ iterator: OpaquePointer) -> MarkdownDocument {
        var nodes: [MarkdownNode] = []
        var openContainers: [Int] = []
        var lastChild: [Int: Int] = [:]
        var blockPosition = SourcePosition(line: 1, column: 1)

        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_EXIT {
                if let closed = openContainers.popLast() { lastChild[closed] = nil }
                continue
            }
            guard let cNode = cmark_iter_get_node(iterator) else { continue }
            let kind = Self.kind(of: cNode)
            let line = Int(cmark_node_get_start_line(cNode))
            if line > 0 {
                blockPosition = SourcePosition(line: line, column: Int(cmark_node_get_start_column(cNode)))
            }
            let index = nodes.count
            let parent = openContainers.last
            nodes.append(MarkdownNode(kind: kind, parent: parent, position: blockPosition))
            if let parent {
                if let previous = lastChild[parent] {
                    nodes[previous].nextSibling = index
                } else {
                    nodes[parent].firstChild = index
                }
                lastChild[parent] = index
            }
            if kind.isContainer { openContainers.append(index) }
        }
        return MarkdownDocument(nodes: nodes)
    }
}

// MARK: - Node conversion

extension MarkdownParser {
    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0
            )
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal(node))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(literal(node))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            // Custom nodes never come out of the parser; keep their text if they ever do.
            return .text(literal(node))
        }
    }

    private static func literal(_ node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
