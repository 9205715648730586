/// A problem with a transcript spec, located in the spec's YAML body.
///
/// `line` and `column` are 1-based and count from the first line of the body, so the site
/// can add the line where the fenced block starts and report `path:line:col`.
public struct TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: error: message`, ready to be prefixed with a path.
    public var description: String {
        "\(line):\(column): error: \(message)"
    }

    /// The same error moved down by `lines`, for a body that starts below line 1 of a file.
    public func offset(byLines lines: Int) -> TranscriptError {
        TranscriptError(line: line + lines, column: column, message: message)
    }
}
