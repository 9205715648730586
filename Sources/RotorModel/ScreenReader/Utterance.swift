/// What a screen reader says at one moment, in parts.
///
/// `speech` is spoken at once, with short pauses between its parts (label, value, role
/// words). `hint` follows after a longer pause, and only if the user stays on the element;
/// keeping it apart lets a transcript show the pause and lets a setting drop it.
public struct Utterance: Sendable, Hashable {
    public var speech: [String]
    /// What each part of `speech` is, by position; a part past the end is `.other`.
    public var roles: [SpeechRole]
    public var hint: [String]
    /// The parts spoken from phrases no source verifies, as spoken, so a transcript can
    /// name them as modelled.
    public var inferred: [String]
    /// The modelled rules (``PhraseKey/behaviorKeys``) this moment follows, such as silence at
    /// a boundary or a state word placed first: each has its own entry, with evidence, in the
    /// reader's phrase file, and a transcript names the inferred ones under its figure.
    public var behaviors: [PhraseKey] = []

    public init(speech: [String] = [], hint: [String] = [], inferred: [String] = []) {
        self.speech = speech.filter { !$0.isEmpty }
        self.roles = []
        self.hint = hint.filter { !$0.isEmpty }
        self.inferred = inferred
    }

    /// Speech whose parts say what they are, so a transcript can mark them up.
    public init(parts: [(String, SpeechRole)], hint: [String] = [], inferred: [String] = []) {
        let kept = parts.filter { !$0.0.isEmpty }
        self.speech = kept.map(\.0)
        self.roles = kept.map(\.1)
        self.hint = hint.filter { !$0.isEmpty }
        self.inferred = inferred
    }

    /// Each spoken part with its role.
    public var parts: [SpeechPart] {
        speech.enumerated().map { SpeechPart(text: $1, role: $0 < roles.count ? roles[$0] : .other) }
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
        roles = parts.map(\.role) + other.parts.map(\.role)
        speech += other.speech
        hint += other.hint
        inferred += other.inferred
        for key in other.behaviors where !behaviors.contains(key) { behaviors.append(key) }
    }
}

/// What one part of an utterance is, for a transcript that shows sighted readers the
/// parts apart: the element's name, its value or state, the reader's role and trait
/// words, a position, or where focus is (a container entered or left).
public enum SpeechRole: String, Sendable, Hashable, Codable, CaseIterable {
    case label
    case value
    case trait
    case position
    case context
    case other
}

/// One spoken part and what it is.
public struct SpeechPart: Sendable, Hashable, Codable {
    public var text: String
    public var role: SpeechRole

    public init(text: String, role: SpeechRole) {
        self.text = text
        self.role = role
    }
}
