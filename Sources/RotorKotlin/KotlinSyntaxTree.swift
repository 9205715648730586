import RotorDiagnostics

/// A parsed Kotlin file: its root node and, when the grammar could not read all of it, the first
/// place it went wrong.
///
/// tree-sitter reads on past a syntax error and marks what it skipped (`ERROR`) or assumed
/// (a missing token), so a tree exists even for broken code; ``hasError`` says whether to trust it.
public struct KotlinSyntaxTree: Sendable {
    /// The `source_file` node.
    public let root: KotlinNode
    /// The first `ERROR` or missing node in source order, or `nil` for code the grammar read whole.
    public let firstProblem: KotlinSyntaxProblem?
    /// How many nodes the tree has, named or not.
    public let nodeCount: Int
    /// How deep it nests; the root is at depth 0.
    public let depth: Int

    /// The source the tree was read from.
    public var source: KotlinSource { root.source }

    /// Whether any of the code could not be read as Kotlin.
    public var hasError: Bool { root.hasError || firstProblem != nil }

    /// The first problem as a located error (line and column in the parsed text), or `nil`.
    public var diagnostic: Diagnostic? { firstProblem?.diagnostic }
}

/// A place where the code is not Kotlin the grammar accepts.
public struct KotlinSyntaxProblem: Sendable {
    public enum Kind: Sendable, Hashable {
        /// Text the grammar could not place (an `ERROR` node).
        case unexpected
        /// A token the grammar needed and did not find (a missing node); ``KotlinNode/type`` names it.
        case missing
        /// Text after the point where the grammar stopped reading, which no node covers.
        case unread
    }

    public let kind: Kind
    /// The `ERROR` or missing node; `nil` for unread text.
    public let node: KotlinNode?
    /// The source bytes the problem covers (empty for a missing token).
    public let byteRange: Range<Int>
    let source: KotlinSource

    init(node: KotlinNode) {
        kind = node.isMissing ? .missing : .unexpected
        self.node = node
        byteRange = node.byteRange
        source = node.source
    }

    init(unreadFrom offset: Int, in source: KotlinSource) {
        kind = .unread
        node = nil
        byteRange = offset..<source.bytes.count
        self.source = source
    }

    /// Where the problem starts.
    public var location: KotlinLocation { source.location(ofByte: byteRange.lowerBound) }

    /// What went wrong, for people: `missing ")"`, `unexpected "else"`.
    public var message: String {
        if kind == .missing, let node {
            return node.isNamed ? "missing \(node.type.replacingUnderscores)" : "missing \"\(node.type)\""
        }
        let firstLine = source.text(byteRange).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: true).first
            .map { $0.trimmingWhitespace } ?? ""
        if firstLine.isEmpty { return "unexpected end of code" }
        let shown = firstLine.count > 40 ? String(firstLine.prefix(40)) + "…" : firstLine
        return kind == .unread ? "cannot read \"\(shown)\"" : "unexpected \"\(shown)\""
    }

    /// `Kotlin syntax error: …` at the problem's line and column in the parsed text.
    public var diagnostic: Diagnostic {
        let place = location
        return Diagnostic(line: place.line, column: place.column, message: "Kotlin syntax error: \(message)")
    }
}

extension String {
    fileprivate var replacingUnderscores: String {
        split(separator: "_").joined(separator: " ")
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
