/// The words a screen reader and a transcript use, in one language.
///
/// The model never hard-codes what a screen reader says: role words, hints, notes and
/// state summaries all come from a phrasebook handed in by the caller, so one simulation
/// can be spoken in English or Korean. Templates name their blanks in braces, like
/// `"Tab, {index} of {count}"`, because word order differs between languages.
public struct Phrasebook: Sendable, Hashable {
    /// The language tag, such as `en` or `ko`.
    public var language: String
    public var entries: [PhraseKey: String]
    /// How each spoken phrase is known: verified on devices, read in a source, or inferred.
    public var evidence: [PhraseKey: PhraseEvidence]

    public init(language: String, entries: [PhraseKey: String], evidence: [PhraseKey: PhraseEvidence] = [:]) {
        self.language = language
        self.entries = entries
        self.evidence = evidence
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
        guard let template = entries[key] else { return key.rawValue }
        return Self.fill(template, values)
    }

    /// Fills `{name}` blanks in one pass, left to right.
    ///
    /// Inserted values are never scanned again, so a label that itself contains `{value}`
    /// is printed as written, and the result does not depend on dictionary order. A Korean
    /// particle written after a blank, such as `{label}(으)로`, takes the form that fits the
    /// inserted word.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        var lastValue: String?
        while let open = rest.firstIndex(of: "{") {
            result += literal(rest[..<open], after: lastValue)
            lastValue = nil
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = String(rest[afterOpen..<close])
            if let value = values[name] {
                result += value
                lastValue = value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += literal(rest, after: lastValue)
        return result
    }

    private static func literal(_ text: Substring, after value: String?) -> String {
        guard let value, !text.isEmpty else { return String(text) }
        return KoreanParticles.resolve(text, after: value)
    }

    /// The keys of `required` that this phrasebook has no phrase for.
    public func missingKeys(_ required: [PhraseKey]) -> [PhraseKey] {
        required.filter { entries[$0] == nil }
    }

    /// This phrasebook with `other`'s phrases added; `other` wins where both have a key.
    public func merging(_ other: Phrasebook) -> Phrasebook {
        Phrasebook(
            language: language,
            entries: entries.merging(other.entries) { $1 },
            evidence: evidence.merging(other.evidence) { $1 }
        )
    }
}

/// How a spoken phrase is known, after the labels of the screen-reader reference.
public struct PhraseEvidence: Sendable, Hashable, Codable {
    public enum Level: String, Sendable, Hashable, Codable, CaseIterable {
        /// Vendor documentation.
        case documented
        /// The screen reader's or the UI framework's own source code.
        case documentedSource = "documented-src"
        /// Seen on devices by practitioners or device-verified test libraries.
        case observed
        /// A deduction, not verified: the best wording available.
        case inferred
    }

    public var level: Level
    /// Where the phrase was found, or why it was inferred.
    public var source: String

    public init(level: Level, source: String) {
        self.level = level
        self.source = source
    }

    /// Whether the phrase is a modelled guess rather than something verified.
    public var isInferred: Bool { level == .inferred }
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
