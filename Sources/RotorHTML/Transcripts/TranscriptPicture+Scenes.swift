import RotorModel

// MARK: - Focus order

extension TranscriptPicture {
    /// Boxes where the layout puts them, numbered in focus order and linked by arrows.
    static func focusOrder(boxes: [FocusBox], focused: Int?, markerID: String) -> (Double, Double, String) {
        // The grid fits a phone's column (240 px) rather than being scaled down with its text,
        // and its rows grow when a label needs more lines in its narrower box.
        let columns = boxes.map { $0.x + $0.width }.max() ?? 1
        let unitX = min(52, (224 / max(columns, 1)).rounded(.down))
        func textWidth(_ box: FocusBox) -> Double { box.width * unitX - 20 }
        let unitY = boxes.reduce(40.0) { unit, box in
            let lines = Double(lineCount(box.label, width: textWidth(box)))
            return max(unit, ((lines - 1) * PictureText.lineHeight + 32 + 8) / max(box.height, 0.1))
        }.rounded(.up)
        let marker = HTMLEscaping.attribute(markerID)
        var body = "<defs><marker id=\"\(marker)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" " +
            "orient=\"auto-start-reverse\"><path class=\"tp-arrowhead\" d=\"M0 0 L10 5 L0 10 z\" fill=\"currentColor\"/></marker></defs>"
        func centre(_ box: FocusBox) -> (Double, Double) {
            ((box.x + box.width / 2) * unitX + 6, (box.y + box.height / 2) * unitY + 6)
        }
        for box in boxes {
            let x = box.x * unitX + 10
            let y = box.y * unitY + 10
            let isFocused = box.order == focused
            body += rect(x: x, y: y, width: box.width * unitX - 8, height: box.height * unitY - 8, rx: 4,
                         cls: isFocused ? "tp-box is-focused" : "tp-box")
            let lines = Double(lineCount(box.label, width: textWidth(box)))
            let middle = y + (box.height * unitY - 8) / 2 + 8 - (lines - 1) * PictureText.lineHeight / 2
            body += label(box.label, x: x + (box.width * unitX - 8) / 2, y: middle, cls: "tp-label", width: textWidth(box))
            body += "<circle class=\"tp-badge\" cx=\"\(n(x + 2))\" cy=\"\(n(y + 2))\" r=\"10\" fill=\"none\" stroke=\"currentColor\"/>"
            body += "<text class=\"tp-badge-text\" x=\"\(n(x + 2))\" y=\"\(n(y + 6))\" text-anchor=\"middle\" fill=\"currentColor\">\(box.order)</text>"
        }
        // Arrows go on top of the boxes, trimmed so they start and end beside the labels.
        for (from, to) in zip(boxes, boxes.dropFirst()) {
            let start = centre(from)
            let end = centre(to)
            let dx = end.0 - start.0
            let dy = end.1 - start.1
            let length = max(1, (dx * dx + dy * dy).squareRoot())
            let trim = min(12, length / 3)
            let (ux, uy) = (dx / length * trim, dy / length * trim)
            body += "<line class=\"tp-arrow\" x1=\"\(n(start.0 + ux))\" y1=\"\(n(start.1 + uy))\" x2=\"\(n(end.0 - ux))\" y2=\"\(n(end.1 - uy))\" " +
                "stroke=\"currentColor\" stroke-width=\"1.5\" marker-end=\"url(#\(marker))\"/>"
        }
        let width = (boxes.map { $0.x + $0.width }.max() ?? 1) * unitX + 16
        let height = (boxes.map { $0.y + $0.height }.max() ?? 1) * unitY + 16
        return (width, height, body)
    }
}
