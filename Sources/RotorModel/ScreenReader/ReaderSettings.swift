/// One setting a screen reader offers, such as VoiceOver's "Speak Hints".
public struct ReaderSetting: Sendable, Hashable {
    /// The key in a spec's `settings:` mapping, such as `hints`.
    public var key: String
    public var defaultValue: ReaderSettings.Value
    /// The allowed words for a choice; empty for an on/off setting.
    public var choices: [String]
    /// One line for the reference pages.
    public var summary: String

    public init(key: String, defaultValue: ReaderSettings.Value, choices: [String] = [], summary: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.choices = choices
        self.summary = summary
    }
}

/// The values a spec gives a reader's settings; anything not given takes its default.
public struct ReaderSettings: Sendable, Hashable {
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        case flag(Bool)
        case choice(String)

        public var description: String {
            switch self {
            case .flag(let on): on ? "true" : "false"
            case .choice(let word): word
            }
        }
    }

    public var values: [String: Value]

    public init(_ values: [String: Value] = [:]) {
        self.values = values
    }

    /// The on/off setting `key`, or `fallback` when the spec does not set it.
    public func flag(_ key: String, default fallback: Bool) -> Bool {
        if case .flag(let on)? = values[key] { return on }
        return fallback
    }

    /// The choice `key`, or `fallback` when the spec does not set it.
    public func choice(_ key: String, default fallback: String) -> String {
        if case .choice(let word)? = values[key] { return word }
        return fallback
    }
}
