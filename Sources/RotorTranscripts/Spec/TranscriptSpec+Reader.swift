import RotorDiagnostics
import RotorModel
import RotorYAML

// MARK: - The reader and its settings

extension TranscriptSpec {
    /// The readers in the order a page shows them: the primary (`reader:`) first, then the
    /// rest of `readers:` (all readers by default), and the note that says why any is left out.
    static func readerList(
        _ fields: SpecMapping, kindReaders: [String], platform: CodePlatform = .any, _ registry: ReaderRegistry
    ) throws(Diagnostic) -> ([any ScreenReader.Type], String?) {
        func displayName(_ name: String) -> String { registry.reader(named: name)?.displayName ?? name }
        var names = kindReaders
        if let node = fields["readers"] {
            guard let items = try fields.sequence("readers"), !items.isEmpty else {
                throw SpecMapping.error(at: node, "'readers' must list at least one reader, such as [voiceover]")
            }
            names = []
            for item in items {
                let name = try named(item, registry)
                guard kindReaders.contains(name) else {
                    throw SpecMapping.error(at: item, "\(displayName(name)) cannot read this kind: it is \(platform.codeDescription), which only \(kindReaders.map(displayName).joined(separator: " and ")) reads")
                }
                if !names.contains(name) { names.append(name) }
            }
        }
        if let node = fields["reader"] {
            let primary = try named(node, registry)
            guard names.contains(primary) else {
                throw SpecMapping.error(at: node, "'reader: \(primary)' is not among 'readers'")
            }
            names.removeAll { $0 == primary }
            names.insert(primary, at: 0)
        }
        let note = try fields.string("readers_note")
        let missing = kindReaders.filter { !names.contains($0) }
        if !missing.isEmpty, note == nil, let node = fields["readers"] {
            let list = missing.map(displayName).joined(separator: " and ")
            throw SpecMapping.error(at: node, "this spec leaves out \(list); say why in 'readers_note:', which the page shows")
        }
        for name in missing {
            if let node = fields[name] {
                throw SpecMapping.error(at: node, "'\(name):' is given, but 'readers' leaves \(displayName(name)) out")
            }
        }
        var readers: [any ScreenReader.Type] = []
        for name in names {
            if let reader = registry.reader(named: name) { readers.append(reader) }
        }
        return (readers, note)
    }

    /// The registered name of the reader `node` names.
    private static func named(_ node: YAMLNode, _ registry: ReaderRegistry) throws(Diagnostic) -> String {
        let name = try SpecMapping.text(node, field: "reader")
        guard registry.reader(named: name) != nil else {
            let list = registry.names.map { "'\($0)'" }.joined(separator: ", ")
            throw SpecMapping.error(at: node, "unknown reader '\(name)'; expected one of \(list)." + Suggestion.didYouMean(name, in: registry.names))
        }
        return name.lowercased()
    }

    /// `settings:`, checked against what the reader offers.
    static func settings(_ fields: SpecMapping, for reader: any ScreenReader.Type) throws(Diagnostic) -> ReaderSettings {
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
                    throw SpecMapping.error(at: value, Suggestion.adding(to: "'\(setting.key)' must be one of \(list), not '\(word)'", word, in: setting.choices))
                }
                values[setting.key] = .choice(word)
            }
        }
        return ReaderSettings(values)
    }
}
