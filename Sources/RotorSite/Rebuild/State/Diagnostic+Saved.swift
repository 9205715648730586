import RotorDiagnostics

extension Diagnostic.Code {
    /// The code's name in the saved build state. A new code fails to compile here until it
    /// has a name, and `init(savedName:)` reads it back.
    var savedName: String {
        switch self {
        case .invalid: "invalid"
        case .gestureNotAvailable: "gestureNotAvailable"
        case .undeclared: "undeclared"
        case .undeclaredView: "undeclaredView"
        case .unknownStateKey: "unknownStateKey"
        case .damaged: "damaged"
        }
    }

    /// Every code, for reading a saved name back.
    static let saved: [Diagnostic.Code] = [.invalid, .gestureNotAvailable, .undeclared, .undeclaredView, .unknownStateKey, .damaged]

    /// The code a saved state names; `nil` for a name no code has (a damaged state).
    init?(savedName: String) {
        guard let code = Self.saved.first(where: { $0.savedName == savedName }) else { return nil }
        self = code
    }
}
