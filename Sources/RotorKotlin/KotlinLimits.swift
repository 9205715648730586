/// The bounds of one parse, so that no input can make the parser run, allocate or nest without end.
///
/// Every bound that is passed is an error at the place it was passed, never a cut tree: a
/// reader should not speak for code it has only seen part of.
public struct KotlinLimits: Sendable, Hashable {
    /// The most UTF-8 bytes of source one parse reads.
    public var maxBytes: Int
    /// The most nodes, named or not, the Swift tree holds.
    public var maxNodes: Int
    /// How deep the tree may nest; the root is at depth 0. Code that walks the tree recursively
    /// can rely on this bound for its stack.
    public var maxDepth: Int
    /// How long tree-sitter may take, in microseconds; 0 lets it run to the end.
    public var timeoutMicroseconds: UInt64

    public init(maxBytes: Int = 1 << 20, maxNodes: Int = 400_000, maxDepth: Int = 400, timeoutMicroseconds: UInt64 = 5_000_000) {
        self.maxBytes = maxBytes
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.timeoutMicroseconds = timeoutMicroseconds
    }

    /// 1 MiB of source, 400,000 nodes, 400 levels and 5 seconds: far above a documentation
    /// snippet, far below what would hurt a build.
    public static let standard = KotlinLimits()
}
