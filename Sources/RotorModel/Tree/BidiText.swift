/// Keeps one text's bidirectional formatting characters to itself when the model joins
/// several texts into one: a combined element's label ("Wi-Fi, Connected"), a state
/// summary, a picture's description.
///
/// A right-to-left override (U+202E) left open in one label would otherwise reorder every
/// label written after it in the same string. A text holding explicit formatting
/// (U+202A–U+202E, U+2066–U+2069) is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL
/// ISOLATE, which closes whatever it left open. Other texts are returned as they are, so
/// ordinary labels are never changed. The marks are silent: a screen reader speaks the
/// same words, and `expect:` compares speech without them (`withoutIsolates`).
public enum BidiText {
    public static let firstStrongIsolate: Character = "\u{2068}"
    public static let popDirectionalIsolate: Character = "\u{2069}"

    /// Whether `text` holds an embedding, override or isolate character.
    public static func hasControls(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }

    /// `text` isolated when it holds formatting characters; otherwise `text` itself.
    public static func isolated(_ text: String) -> String {
        hasControls(text) ? String(firstStrongIsolate) + text + String(popDirectionalIsolate) : text
    }

    /// Several texts joined, each isolated.
    public static func joined(_ texts: some Sequence<String>, separator: String) -> String {
        texts.map(isolated).joined(separator: separator)
    }

    /// `text` without FSI and PDI, for comparing what an author wrote with what was computed.
    public static func withoutIsolates(_ text: String) -> String {
        guard text.contains(firstStrongIsolate) || text.contains(popDirectionalIsolate) else { return text }
        return String(text.filter { $0 != firstStrongIsolate && $0 != popDirectionalIsolate })
    }
}
