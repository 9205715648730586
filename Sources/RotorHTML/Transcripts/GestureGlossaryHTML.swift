import RotorModel
import RotorTranscripts

/// Renders the gesture glossary: every gesture a transcript can show, what the fingers do,
/// and what each reader does with it, one row per gesture with an anchor that the gesture
/// cells of every transcript link to.
///
/// Articles place it with a ```` ```gestures ```` block; it is built from `GestureGlossary`
/// and the phrase files, so it names every gesture the parser accepts.
public enum GestureGlossaryHTML {
    /// - Parameter language: The page's language.
    /// - Returns: The table, or `nil` when the language has no phrases.
    public static func render(language: String) -> String? {
        guard let phrases = PhraseLibrary.shared.phrasebook(for: language) else { return nil }
        let readers = ReaderRegistry.readers
        let caption = phrases.text(.uiGlossaryCaption)
        var html = """
        <div class="table-scroll phrase-table gesture-glossary" tabindex="0" role="group" aria-label="\(a(caption))">
        <table>
        <caption>\(t(caption))</caption>
        <thead><tr><th scope="col">\(t(phrases.text(.uiGesture)))</th><th scope="col">\(t(phrases.text(.uiGlossaryFingers)))</th>
        """
        for reader in readers { html += "<th scope=\"col\">\(t(reader.displayName))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for entry in GestureGlossary.entries {
            let name = phrases.text(PhraseKey(rawValue: "glossary.\(entry.id).name"))
            html += "<tr id=\"gesture-\(a(entry.id))\"><th scope=\"row\">\(t(name))<br><code>\(t(entry.written))</code></th>"
            html += "<td>\(t(phrases.text(PhraseKey(rawValue: "glossary.\(entry.id).fingers"))))</td>"
            for reader in readers {
                if entry.readers.contains(reader.name) {
                    html += "<td>\(t(phrases.text(PhraseKey(rawValue: "glossary.\(entry.id).\(reader.name)"))))</td>"
                } else {
                    html += "<td class=\"gesture-none\">\(t(phrases.text(.uiGlossaryNone, ["reader": reader.displayName])))</td>"
                }
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>"
    }

    private static func t(_ text: String) -> String { HTMLEscaping.text(text) }
    private static func a(_ text: String) -> String { HTMLEscaping.attribute(text) }
}
