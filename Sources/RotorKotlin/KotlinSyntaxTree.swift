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
    /// The lines (1-based) of `package` and `import` headers that followed other code, as in
    /// code cut from several files and pasted as one, which were read as blank so that the rest
    /// parses; their text is spaces in ``source``.
    public internal(set) var maskedHeaderLines: [Int] = []

    /// The source the tree was read from.
    public var source: KotlinSource { root.source }

    /// Whether any of the code could not be read as Kotlin.
    public var hasError: Bool { root.hasError || firstProblem != nil }

    /// The first problem as a located error (line and column in the parsed text), or `nil`.
    public var diagnostic: Diagnostic? { firstProblem?.diagnostic }
}
