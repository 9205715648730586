import RotorModel

/// Inline SVG pictures of a component's visible state.
///
/// Each picture is `role="img"` with a `<title>` naming what it shows, so the picture has
/// a text alternative of its own (named by the `<title>` itself, not through
/// `aria-labelledby`, which made browsers expose the same text again as its description) and never carries information by colour alone: the
/// slider's fill is a length, a selected card or tab has a thicker outline and a bar, and
/// focus order is written as numbers. Fills use the site's colour variables through
/// classes in `transcript.css`, with `currentColor` presentation attributes as a fallback.
enum TranscriptPicture {
    static func svg(_ state: VisibleState, id: String, bidi: BidiIsolation = .none) -> String {
        let titleID = "\(id)-title"
        let drawing = state.picture
        return """
        <svg class="transcript-picture" role="img" \
        viewBox="0 0 \(n(drawing.width)) \(n(drawing.height))" width="\(n(drawing.width))" height="\(n(drawing.height))" \
        xmlns="http://www.w3.org/2000/svg"><title id="\(HTMLEscaping.attribute(titleID))">\
        \(HTMLEscaping.text(bidi.apply(tidied(state.pictureDescription))))</title>\(body(drawing, id: id))</svg>
        """
    }

    /// The text with the full stop a template adds after a label dropped where the label
    /// already ends a sentence ("take?." → "take?", "days.." → "days."), so braille shows
    /// no doubled punctuation; an ellipsis ("...") is left alone.
    static func tidied(_ text: String) -> String {
        var result = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == ".", index > 0, "?!.".contains(characters[index - 1]),
               index + 1 >= characters.count || characters[index + 1] != ".",
               !(characters[index - 1] == "." && index > 1 && characters[index - 2] == ".") {
                continue
            }
            result.append(character)
        }
        return result
    }

    /// A rectangle; `filled` ones fall back to `currentColor` when the stylesheet is missing.
    static func rect(x: Double, y: Double, width: Double, height: Double, rx: Double, cls: String, filled: Bool = false) -> String {
        "<rect class=\"\(cls)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\" " +
            "rx=\"\(n(rx))\" fill=\"\(filled ? "currentColor" : "none")\" stroke=\"currentColor\"/>"
    }

    /// The lines of a `<text>`: one line as it is, more as `<tspan>`s a line apart.
    static func tspans(_ lines: [String], x: Double) -> String {
        guard lines.count > 1 else { return lines.first.map(HTMLEscaping.isolatedText) ?? "" }
        return lines.enumerated().map { index, line in
            "<tspan x=\"\(n(x))\" dy=\"\(index == 0 ? "0" : n(PictureText.lineHeight))\">\(HTMLEscaping.isolatedText(line))</tspan>"
        }.joined()
    }

    /// Numbers with at most one decimal, so the markup stays short and stable.
    static func n(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
    }
}
