import RotorModel

/// Every screen reader a spec can name, listed once.
///
/// Adding a reader is its `ScreenReader` type, a phrase folder per language under
/// `Phrases/<name>/`, and one line here.
public enum ReaderRegistry {
    public static let readers: [any ScreenReader.Type] = [
        VoiceOver.self,
        TalkBack.self,
    ]

    /// The reader a spec uses when it names none.
    public static let defaultReader: any ScreenReader.Type = VoiceOver.self

    public static var names: [String] { readers.map { $0.name } }

    public static func reader(named name: String) -> (any ScreenReader.Type)? {
        readers.first { $0.name == name.lowercased() }
    }

    /// The keys a reader's phrase file defines: what it speaks, and its own wording.
    public static func phraseFileKeys(of reader: any ScreenReader.Type) -> [PhraseKey] {
        reader.phraseKeys + PhraseKey.behaviorKeys + reader.ownWording
    }
}
