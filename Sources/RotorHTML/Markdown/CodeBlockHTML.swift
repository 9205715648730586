/// The markup of a code sample: a focusable, scrollable `<pre>` and a copy button.
///
/// The button is a real `<button>` with a visible name, but it starts `hidden`: copying needs
/// JavaScript, so `copy.js` reveals it. Without scripts the reader sees no dead control.
public enum CodeBlockHTML {
    /// - Parameters:
    ///   - body: The code, already escaped or highlighted.
    ///   - language: The fence's language word, if any.
    ///   - copyLabel: The button's text in the page's language.
    public static func render(body: String, language: String?, copyLabel: String) -> String {
        let classAttribute = language.map { " class=\"language-\(HTMLEscaping.attribute($0))\"" } ?? ""
        return """
            <div class="code-block">
            <pre tabindex="0"><code\(classAttribute)>\(body)</code></pre>
            <button type="button" class="copy-button" hidden>\(HTMLEscaping.text(copyLabel))</button>
            </div>

            """
    }
}
