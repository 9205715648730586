/// A problem with a transcript spec, located in the spec's YAML body.
///
/// `line` and `column` are 1-based and count from the first line of the body, so the site
/// can add the line where the fenced block starts and report `path:line:col`.
public struct TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is, for code that decides what to do about it; `message` is
    /// for people and may change.
    public enum Code: Sendable, Equatable {
        /// The spec, or the code it runs, is wrong where it says.
        case invalid
        /// A gesture the spec's reader does not have.
        case gestureNotAvailable
    }

    public var code: Code = .invalid
    public var line: Int
    public var column: Int
    public var message: String
    /// More problems of the same kind found in the same pass, such as every other step
    /// that differs from `expect:`, each at its own place.
    public var following: [TranscriptError] = []
    /// Whether `line` already counts from the top of the file, as for an error in a Swift
    /// block that a transcript computes from; moving the error leaves it where it is.
    public var isAbsolute = false

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// This error and those that follow it.
    public var all: [TranscriptError] {
        var first = self
        first.following = []
        return [first] + following.flatMap(\.all)
    }

    /// `line:column: error: message`, one line per problem, ready to be prefixed with a path.
    public var description: String {
        all.map { "\($0.line):\($0.column): error: \($0.message)" }.joined(separator: "\n")
    }

    /// The same error moved down by `lines`, for a body that starts below line 1 of a file.
    public func offset(byLines lines: Int) -> TranscriptError {
        var moved = TranscriptError(line: isAbsolute ? line : line + lines, column: column, message: message)
        moved.code = code
        moved.isAbsolute = isAbsolute
        moved.following = following.map { $0.offset(byLines: lines) }
        return moved
    }
}
