/// What one gesture produced: the speech, where focus is, what the screen shows, and notes.
public struct SimulationStep: Sendable, Hashable {
    /// What the reader said at once; empty when it said nothing.
    public var speech: String
    /// What it said after a pause; empty when there was no hint.
    public var hint: String
    /// The label of the element with focus; empty when none has it.
    public var focus: String
    public var state: VisibleState
    /// Things a listener cannot hear: a boundary, a haptic, focus moving by itself.
    public var notes: [String]
    /// What was spoken from phrases no source verifies.
    public var inferred: [String]
    /// The modelled rules the reader followed in this step (``Utterance/behaviors``).
    public var behaviors: [PhraseKey] = []
    /// The rotor item after the gesture; empty when none is set.
    public var rotor: String = ""
    /// The speech in parts, each with what it is (label, value, role words…).
    public var parts: [SpeechPart] = []

    public init(speech: String, hint: String = "", focus: String, state: VisibleState, notes: [String], inferred: [String] = []) {
        self.speech = speech
        self.hint = hint
        self.focus = focus
        self.state = state
        self.notes = notes
        self.inferred = inferred
    }
}
