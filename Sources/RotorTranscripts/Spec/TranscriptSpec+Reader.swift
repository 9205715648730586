import RotorModel
import Yams

// MARK: - The reader and its settings

extension TranscriptSpec {
    static func reader(_ fields: SpecMapping) throws(TranscriptError) -> any ScreenReader.Type {
        guard let node = fields["reader"] else { return ReaderRegistry.defaultReader }
        let name = try SpecMapping.text(node, field: "reader")
        guard let reader = ReaderRegistry.reader(named: name) else {
            let list = ReaderRegistry.names.map { "'\($0)'" }.joined(separator: ", ")
            throw SpecMapping.error(at: node, "unknown reader '\(name)'; expected one of \(list)." + Suggestion.didYouMean(name, in: ReaderRegistry.names))
        }
        return reader
    }

    /// `settings:`, checked against what the reader offers.
    static func settings(_ fields: SpecMapping, for reader: any ScreenReader.Type) throws(TranscriptError) -> ReaderSettings {
        guard let node = fields["settings"] else { return ReaderSettings() }
        let mapping = try SpecMapping(node, what: "'settings'")
        try mapping.checkKeys(reader.settings.map(\.key), for: "\(reader.displayName)'s settings")
        var values: [String: ReaderSettings.Value] = [:]
        for setting in reader.settings {
            guard let value = mapping[setting.key] else { continue }
            switch setting.defaultValue {
            case .flag:
                values[setting.key] = .flag(try mapping.bool(setting.key) ?? true)
            case .choice:
                let word = try SpecMapping.text(value, field: setting.key)
                guard setting.choices.contains(word) else {
                    let list = setting.choices.map { "'\($0)'" }.joined(separator: ", ")
                    throw SpecMapping.error(at: value, "'\(setting.key)' must be one of \(list), not '\(word)'")
                }
                values[setting.key] = .choice(word)
            }
        }
        return ReaderSettings(values)
    }
}
