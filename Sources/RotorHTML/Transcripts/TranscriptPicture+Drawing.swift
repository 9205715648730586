import RotorModel

// MARK: - A drawing the component made

extension TranscriptPicture {
    /// The SVG of a component's own drawing: each shape as one element, its style names as
    /// `tp-` classes, so no component needs code of its own here.
    ///
    /// - Parameter id: Names the arrowhead marker an arrow uses, unique on the page.
    static func body(_ drawing: Drawing, id: String) -> String {
        var body = ""
        let marker = HTMLEscaping.attribute("\(id)-arrow")
        if drawing.shapes.contains(where: { if case .arrow = $0 { true } else { false } }) {
            body += "<defs><marker id=\"\(marker)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" " +
                "orient=\"auto-start-reverse\"><path class=\"tp-arrowhead\" d=\"M0 0 L10 5 L0 10 z\" fill=\"currentColor\"/></marker></defs>"
        }
        for shape in drawing.shapes {
            switch shape {
            case .rect(let x, let y, let width, let height, let radius, let style, let filled):
                body += rect(x: x, y: y, width: width, height: height, rx: radius, cls: classes(style), filled: filled)
            case .bar(let x, let y, let width, let height, let style, let opacity):
                body += "<rect class=\"\(classes(style))\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"currentColor\"" +
                    "\(opacity.map { " fill-opacity=\"\($0)\"" } ?? "")/>"
            case .circle(let x, let y, let radius, let style, let filled, let lineWidth):
                body += "<circle class=\"\(classes(style))\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(radius))\" " +
                    "fill=\"\(filled ? "currentColor" : "none")\" stroke=\"currentColor\"\(lineWidth.map { " stroke-width=\"\(n($0))\"" } ?? "")/>"
            case .path(let start, let moves, let style, let lineWidth):
                let data = "M\(n(start.x)) \(n(start.y))" + moves.map { " l\(n($0.x)) \(n($0.y))" }.joined()
                body += "<path class=\"\(classes(style))\" d=\"\(data)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"\(n(lineWidth))\"/>"
            case .line(let x1, let y1, let x2, let y2, let style, let lineWidth):
                body += "<line class=\"\(classes(style))\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" " +
                    "stroke=\"currentColor\" stroke-width=\"\(n(lineWidth))\"/>"
            case .arrow(let x1, let y1, let x2, let y2, let style, let lineWidth):
                body += "<line class=\"\(classes(style))\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" " +
                    "stroke=\"currentColor\" stroke-width=\"\(n(lineWidth))\" marker-end=\"url(#\(marker))\"/>"
            case .text(let text, let x, let y, let width, let style, let anchor):
                let lines = PictureText.lines(text, width: width)
                let anchored = anchor == .middle ? " text-anchor=\"middle\"" : ""
                body += "<text class=\"\(classes(style))\" x=\"\(n(x))\" y=\"\(n(y))\"\(anchored) fill=\"currentColor\">\(tspans(lines, x: x))</text>"
            }
        }
        return body
    }

    /// `label strong` → `tp-label tp-strong`; a state (`is-selected`) keeps its name.
    private static func classes(_ style: String) -> String {
        HTMLEscaping.attribute(style.split(separator: " ").map { $0.hasPrefix("is-") ? String($0) : "tp-" + $0 }.joined(separator: " "))
    }
}
