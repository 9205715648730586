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
        let (width, height, body) = switch state.picture {
        case .slider(let fraction, let vertical, let ticks, let editorText):
            slider(fraction: fraction, vertical: vertical, ticks: ticks, editorText: editorText)
        case .carousel(let cards, let selected):
            carousel(cards: cards, selected: selected)
        case .tabBar(let tabs, let selected):
            tabBar(tabs: tabs, selected: selected)
        case .focusOrder(let boxes, let focused):
            focusOrder(boxes: boxes, focused: focused, markerID: "\(id)-arrow")
        case .scene(let boxes, let width, let height):
            scene(boxes: boxes, width: width, height: height)
        }
        return """
        <svg class="transcript-picture" role="img" \
        viewBox="0 0 \(n(width)) \(n(height))" width="\(n(width))" height="\(n(height))" \
        xmlns="http://www.w3.org/2000/svg"><title id="\(HTMLEscaping.attribute(titleID))">\
        \(HTMLEscaping.text(bidi.apply(state.pictureDescription)))</title>\(body)</svg>
        """
    }

    // MARK: Slider

    private static func slider(fraction: Double, vertical: Bool, ticks: Int?, editorText: String?) -> (Double, Double, String) {
        let length = 180.0
        let filled = max(0, min(1, fraction)) * length
        var body = ""
        if vertical {
            body += rect(x: 14, y: 10, width: 20, height: length, rx: 10, cls: "tp-track")
            body += rect(x: 14, y: 10 + length - filled, width: 20, height: filled, rx: 10, cls: "tp-fill", filled: true)
            body += "<circle class=\"tp-thumb\" cx=\"24\" cy=\"\(n(10 + length - filled))\" r=\"9\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/>"
        } else {
            body += rect(x: 10, y: 14, width: length, height: 20, rx: 10, cls: "tp-track")
            body += rect(x: 10, y: 14, width: filled, height: 20, rx: 10, cls: "tp-fill", filled: true)
            body += "<circle class=\"tp-thumb\" cx=\"\(n(10 + filled))\" cy=\"24\" r=\"9\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/>"
            if let ticks, ticks > 1 {
                for tick in 0..<ticks {
                    let x = 10 + length * Double(tick) / Double(ticks - 1)
                    body += "<line class=\"tp-tick\" x1=\"\(n(x))\" y1=\"38\" x2=\"\(n(x))\" y2=\"46\" stroke=\"currentColor\" stroke-width=\"2\"/>"
                }
            }
        }
        let width = vertical ? 48.0 : 200.0
        let height = vertical ? 200.0 : 50.0
        guard let editorText else { return (width, height, body) }
        // The open value editor, drawn as a field over the slider's end. It is as wide as its
        // text needs (up to a phone's column), and a longer text wraps onto more lines.
        let fieldWidth = min(max(width - 8, PictureText.width(editorText) + 16), 232)
        let pictureWidth = max(width, fieldWidth + 8)
        let extra = Double(lineCount(editorText, width: fieldWidth - 16) - 1) * PictureText.lineHeight
        let box = rect(x: (pictureWidth - fieldWidth) / 2, y: height - 30, width: fieldWidth, height: 26 + extra, rx: 4, cls: "tp-editor")
        let text = label(editorText, x: pictureWidth / 2, y: height - 12, cls: "tp-label", width: fieldWidth - 16)
        return (pictureWidth, height + 4 + extra, body + box + text)
    }

    /// A rectangle; `filled` ones fall back to `currentColor` when the stylesheet is missing.
    static func rect(x: Double, y: Double, width: Double, height: Double, rx: Double, cls: String, filled: Bool = false) -> String {
        "<rect class=\"\(cls)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\" " +
            "rx=\"\(n(rx))\" fill=\"\(filled ? "currentColor" : "none")\" stroke=\"currentColor\"/>"
    }

    /// Centred text, wrapped to `width` so that it is never cut: the first line's baseline is
    /// at `y` (see ``lineCount(_:width:)`` to make room for the rest).
    static func label(_ text: String, x: Double, y: Double, cls: String, width: Double) -> String {
        let lines = PictureText.lines(text, width: width)
        return "<text class=\"\(cls)\" x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"middle\" fill=\"currentColor\">\(tspans(lines, x: x))</text>"
    }

    /// How many lines ``label(_:x:y:cls:width:)`` draws.
    static func lineCount(_ text: String, width: Double) -> Int {
        PictureText.lines(text, width: width).count
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
