import RotorModel

/// Every screen reader a spec can name, listed once.
///
/// Adding a reader is its `ScreenReader` type, a phrase file per language under
/// `Phrases/<name>/`, and one line in `standard`. A test may add a reader of its own, with
/// its phrasebook, and hand the registry to `TranscriptExpander`.
public struct ReaderRegistry: Sendable {
    public private(set) var readers: [any ScreenReader.Type]
    /// The phrasebooks of readers added without phrase files, by name; used in every language.
    private var phrasebooks: [String: Phrasebook] = [:]

    /// The readers Rotor ships.
    public static let standard = ReaderRegistry(readers: [
        VoiceOver.self,
        TalkBack.self,
    ])

    /// These readers and `reader`, which speaks from `phrases` whatever the language.
    public func adding(_ reader: any ScreenReader.Type, phrases: Phrasebook) -> ReaderRegistry {
        var registry = self
        registry.readers.append(reader)
        registry.phrasebooks[reader.name] = phrases
        return registry
    }

    public var names: [String] { readers.map { $0.name } }

    public func reader(named name: String) -> (any ScreenReader.Type)? {
        readers.first { $0.name == name.lowercased() }
    }

    /// The phrasebook a reader was added with, if it ships none.
    func phrasebook(of reader: String) -> Phrasebook? {
        phrasebooks[reader]
    }

    // MARK: The shipped readers

    public static var readers: [any ScreenReader.Type] { standard.readers }

    /// The reader a spec uses when it names none.
    public static let defaultReader: any ScreenReader.Type = VoiceOver.self
    /// Its name, for code that names readers without knowing the model's types.
    public static var defaultReaderName: String { defaultReader.name }

    public static var names: [String] { standard.names }

    public static func reader(named name: String) -> (any ScreenReader.Type)? {
        standard.reader(named: name)
    }

    /// The keys a reader's phrase file defines: what it speaks, and its own wording.
    public static func phraseFileKeys(of reader: any ScreenReader.Type) -> [PhraseKey] {
        reader.phraseKeys + PhraseKey.behaviorKeys + reader.ownWording
    }
}
