/// The markup of a code sample: a focusable, scrollable `<pre>` and a copy button.
///
/// The button is a real `<button>` with a visible name, but it starts `hidden`: copying needs
/// JavaScript, so `copy.js` reveals it. Without scripts the reader sees no dead control.
public enum CodeBlockHTML {
    /// - Parameters:
    ///   - body: The code, already escaped or highlighted.
    ///   - language: The fence's language word, if any.
    ///   - copyLabel: The button's text in the page's language.
    ///   - fileName: The block's name (```` ```swift file=NAME ````), shown above it and
    ///     linked from the transcripts computed from it.
    public static func render(body: String, language: String?, copyLabel: String, fileName: String? = nil) -> String {
        let classAttribute = language.map { " class=\"language-\(HTMLEscaping.attribute($0))\"" } ?? ""
        let opening = fileName.map {
            "<div class=\"code-block code-block-named\" id=\"\(id(forFile: $0))\">\n<p class=\"code-file\"><code>\(HTMLEscaping.text($0))</code></p>"
        } ?? "<div class=\"code-block\">"
        return """
            \(opening)
            <pre tabindex="0"><code\(classAttribute)>\(body)</code></pre>
            <button type="button" class="copy-button" hidden>\(HTMLEscaping.text(copyLabel))</button>
            </div>

            """
    }

    /// The element id of a named block: `code-` and the name, lowercased, with every other
    /// character than a letter or digit made a hyphen (`LevelSlider.swift` → `code-levelslider-swift`).
    public static func id(forFile name: String) -> String {
        "code-" + String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
