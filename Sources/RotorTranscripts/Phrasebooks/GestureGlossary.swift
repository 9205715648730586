import RotorModel

/// Every gesture a spec can write, what the fingers do, and what each reader does with it.
///
/// The glossary page (a ```` ```gestures ```` block) and the links from each transcript's
/// gesture cells are built from this list and the `glossary.*` phrases, so a gesture added
/// to the parser without an explanation fails the phrase-file check.
public enum GestureGlossary {
    public struct Entry: Sendable, Hashable {
        /// The anchor on the glossary page: `swipe-up` becomes `#gesture-swipe-up`.
        public var id: String
        /// How specs write it.
        public var written: String
        /// The readers that know it, by spec name.
        public var readers: [String]
    }

    /// Every gesture of the shipped readers, in the glossary's order.
    public static let entries = entries(of: .standard)

    /// Every gesture of `registry`'s readers: the screen-reader gestures they share, then each
    /// reader's own (`ScreenReader.ownGestures`), then typing and the touches made without a
    /// reader. The readers that know each come from the readers' own lists (`ScreenReader.gestures`).
    public static func entries(of registry: ReaderRegistry) -> [Entry] {
        func row(_ shared: SharedGesture) -> (id: String, written: String) {
            (shared.name, shared.forms.map(\.written).joined(separator: ", "))
        }
        var written = SharedGesture.all.filter { $0.group == .screenReader }.map(row)
        for gesture in registry.readers.flatMap({ $0.ownGestures }) where !written.contains(where: { $0.id == gesture.name }) {
            written.append((gesture.name, gesture.written.joined(separator: ", ")))
        }
        written += SharedGesture.all.filter { $0.group == .withoutReader }.map(row)
        return written.map { id, written in
            Entry(id: id, written: written, readers: registry.readers.filter { $0.gestures.contains(id) }.map { $0.name })
        }
    }

    /// The glossary entry for a gesture.
    public static func id(for gesture: Gesture) -> String {
        gesture.name
    }

    /// The phrase keys an entry needs: its name, the fingers, and one line per reader.
    static func keys(_ entry: Entry) -> [PhraseKey] {
        [PhraseKey(rawValue: "glossary.\(entry.id).name"), PhraseKey(rawValue: "glossary.\(entry.id).fingers")]
            + entry.readers.map { PhraseKey(rawValue: "glossary.\(entry.id).\($0)") }
    }

    /// Every key the glossary needs, for the phrase-file check.
    public static var phraseKeys: [PhraseKey] { phraseKeys(of: .standard) }

    /// Every key the glossary of `registry`'s readers needs.
    public static func phraseKeys(of registry: ReaderRegistry) -> [PhraseKey] {
        entries(of: registry).flatMap(keys)
    }
}
