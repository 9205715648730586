/// The picture of a focus order: boxes where the layout puts them, numbered in focus order
/// and linked by arrows. The grid fits a phone's column (240 px) rather than being scaled
/// down with its text, and its rows grow when a label needs more lines in its narrower box.
enum FocusOrderDrawing {
    static func drawing(boxes: [FocusBox], focused: Int?) -> Drawing {
        let columns = boxes.map { $0.x + $0.width }.max() ?? 1
        let unitX = min(52, (224 / max(columns, 1)).rounded(.down))
        func textWidth(_ box: FocusBox) -> Double { box.width * unitX - 20 }
        func lineCount(_ box: FocusBox) -> Double { Double(PictureText.lines(box.label, width: textWidth(box)).count) }
        let unitY = boxes.reduce(40.0) { unit, box in
            max(unit, ((lineCount(box) - 1) * PictureText.lineHeight + 32 + 8) / max(box.height, 0.1))
        }.rounded(.up)
        func centre(_ box: FocusBox) -> (Double, Double) {
            ((box.x + box.width / 2) * unitX + 6, (box.y + box.height / 2) * unitY + 6)
        }
        var shapes: [Drawing.Shape] = []
        for box in boxes {
            let x = box.x * unitX + 10
            let y = box.y * unitY + 10
            shapes.append(.rect(x: x, y: y, width: box.width * unitX - 8, height: box.height * unitY - 8, radius: 4,
                                style: box.order == focused ? "box is-focused" : "box", filled: false))
            let middle = y + (box.height * unitY - 8) / 2 + 8 - (lineCount(box) - 1) * PictureText.lineHeight / 2
            shapes.append(.text(box.label, x: x + (box.width * unitX - 8) / 2, y: middle, width: textWidth(box), style: "label", anchor: .middle))
            shapes.append(.circle(x: x + 2, y: y + 2, radius: 10, style: "badge", filled: false, lineWidth: nil))
            shapes.append(.text("\(box.order)", x: x + 2, y: y + 6, width: .infinity, style: "badge-text", anchor: .middle))
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
            shapes.append(.arrow(x1: start.0 + ux, y1: start.1 + uy, x2: end.0 - ux, y2: end.1 - uy, style: "arrow", lineWidth: 1.5))
        }
        let width = columns * unitX + 16
        let height = (boxes.map { $0.y + $0.height }.max() ?? 1) * unitY + 16
        return Drawing(width: width, height: height, shapes: shapes)
    }
}

/// One focusable element of a focus-order picture, in layout units.
struct FocusBox: Hashable {
    var label: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    /// 1-based position in focus order.
    var order: Int
}
