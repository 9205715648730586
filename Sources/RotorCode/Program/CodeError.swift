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
    /// What the problem is about, so that the spec can point at its own key for it.
    public var subject: Subject = .code

    public enum Subject: Sendable, Hashable {
        /// A place in the Swift code: the line and column say where.
        case code
        /// The view or class the spec names (`view:`), which the code does not declare.
        case viewName
        /// An entry of the spec's `state:`, which the view does not have.
        case stateKey
    }

    /// The same error, about `subject`.
    public func about(_ subject: Subject) -> CodeError {
        var error = self
        error.subject = subject
        return error
    }

    public init(source: String, line: Int, column: Int, message: String, isAbsolute: Bool = false) {
        self.source = source
        self.line = line
        self.column = column
        self.message = message
        self.isAbsolute = isAbsolute
    }
}
