/// The words a screen reader and a transcript use, in one language.
///
/// The model never hard-codes what VoiceOver says: role words, hints, notes and state
/// summaries all come from a phrasebook handed in by the caller, so one simulation can
/// be spoken in English or Korean. Templates name their blanks in braces, like
/// `"Tab, {index} of {count}"`, because word order differs between languages.
public struct Phrasebook: Sendable, Hashable {
    /// The language tag, such as `en` or `ko`.
    public var language: String
    public var entries: [PhraseKey: String]

    public init(language: String, entries: [PhraseKey: String]) {
        self.language = language
        self.entries = entries
    }

    /// The phrase for `key` with its blanks filled in.
    ///
    /// A missing phrase yields the key itself, which makes the gap obvious in output;
    /// the phrase files are checked for completeness by tests and when they load.
    ///
    /// - Parameters:
    ///   - key: Which phrase.
    ///   - values: Replacements for `{name}` blanks.
    /// - Returns: The filled-in phrase.
    public func text(_ key: PhraseKey, _ values: [String: String] = [:]) -> String {
        var result = entries[key] ?? key.rawValue
        for (name, value) in values {
            result = result.replacing("{\(name)}", with: value)
        }
        return result
    }

    /// The keys of `required` that this phrasebook has no phrase for.
    public func missingKeys(_ required: [PhraseKey]) -> [PhraseKey] {
        required.filter { entries[$0] == nil }
    }
}

/// The name of one phrase in a phrasebook.
///
/// Keys are open-ended so that other modules (transcripts, HTML) can add their own
/// interface strings next to the model's phrases in the same files.
public struct PhraseKey: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}
