/// What a screen reader says at one moment, in parts.
///
/// `speech` is spoken at once, with short pauses between its parts (label, value, role
/// words). `hint` follows after a longer pause, and only if the user stays on the element;
/// keeping it apart lets a transcript show the pause and lets a setting drop it.
public struct Utterance: Sendable, Hashable {
    public var speech: [String]
    public var hint: [String]
    /// The reader's phrases used, so a transcript can say which of them are only inferred.
    public var phrases: Set<PhraseKey>

    public init(speech: [String] = [], hint: [String] = [], phrases: Set<PhraseKey> = []) {
        self.speech = speech.filter { !$0.isEmpty }
        self.hint = hint.filter { !$0.isEmpty }
        self.phrases = phrases
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
        phrases.formUnion(other.phrases)
    }
}
