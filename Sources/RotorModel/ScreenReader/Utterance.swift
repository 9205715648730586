/// What a screen reader says at one moment, in parts.
///
/// `speech` is spoken at once, with short pauses between its parts (label, value, role
/// words). `hint` follows after a longer pause, and only if the user stays on the element;
/// keeping it apart lets a transcript show the pause and lets a setting drop it.
public struct Utterance: Sendable, Hashable {
    public var speech: [String]
    public var hint: [String]
    /// The parts spoken from phrases no source verifies, as spoken, so a transcript can
    /// name them as modelled.
    public var inferred: [String]

    public init(speech: [String] = [], hint: [String] = [], inferred: [String] = []) {
        self.speech = speech.filter { !$0.isEmpty }
        self.hint = hint.filter { !$0.isEmpty }
        self.inferred = inferred
    }

    /// The speech as one line, its parts separated by the reader's short pause.
    public var spokenText: String { speech.joined(separator: ", ") }

    /// The hint as one line. Each sentence but the last loses a trailing period before
    /// the next is added, as VoiceOver composes a developer hint with a system hint.
    public var hintText: String {
        var sentences = hint
        for index in sentences.indices.dropLast() where sentences[index].hasSuffix(".") {
            sentences[index].removeLast()
        }
        return sentences.joined(separator: ". ")
    }

    /// Adds more speech after what is already there.
    public mutating func append(_ other: Utterance) {
        speech += other.speech
        hint += other.hint
        inferred += other.inferred
    }
}
