import RotorDiagnostics

/// A build that stopped because of one or more errors. Nothing was written.
///
/// Not a second kind of error: a stage's list of ``Diagnostic``s, sorted by place, thrown at
/// once so that every problem is reported, not only the first. It holds no message of its own.
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
