/// A problem in an article's Swift code, at a line and column of one of its sources.
///
/// The message names the construct and, where there is one, what to write instead: code
/// that Rotor cannot read is never simulated approximately.
public struct CodeError: Error, Sendable, Hashable {
    /// Which source the problem is in (`SwiftProgram.Source.name`).
    public var source: String
    /// 1-based, within that source.
    public var line: Int
    public var column: Int
    public var message: String
    /// Whether the line counts from the top of the file (see `SwiftProgram.Source`).
    public var isAbsolute: Bool

    public init(source: String, line: Int, column: Int, message: String, isAbsolute: Bool = false) {
        self.source = source
        self.line = line
        self.column = column
        self.message = message
        self.isAbsolute = isAbsolute
    }
}
