/// A problem found in the user's input, located the way a compiler locates one.
///
/// Its ``description`` is `path:line:col: error: message`, with the line and column left out
/// when they are not known, so that editors and terminals can jump to the spot.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    /// The file, as the user named it (relative to the directory they gave, where possible).
    public var path: String
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, severity: Severity = .error, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(severity.rawValue): \(message)"
    }
}

/// A build that stopped because of one or more errors. Nothing was written.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    /// Every error found, sorted by path and line so the report reads top to bottom.
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted {
            ($0.path, $0.line ?? 0, $0.column ?? 0) < ($1.path, $1.line ?? 0, $1.column ?? 0)
        }
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension BuildFailure {
    /// The diagnostics a failed build threw, whatever the error's type: a ``BuildFailure``'s
    /// list, a single ``Diagnostic``, or any other error described against `rotor`.
    public static func diagnostics(of error: any Error) -> [Diagnostic] {
        switch error {
        case let failure as BuildFailure: failure.diagnostics
        case let diagnostic as Diagnostic: [diagnostic]
        default: [Diagnostic(path: "rotor", message: String(describing: error))]
        }
    }
}
