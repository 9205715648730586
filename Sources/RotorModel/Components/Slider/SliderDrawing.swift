/// The picture of a slider (and an integer slider): a track filled to the value, its thumb,
/// tick marks for whole-number steps, and the value editor when it is open.
enum SliderDrawing {
    static func drawing(fraction: Double, vertical: Bool, ticks: Int?, editorText: String?) -> Drawing {
        let length = 180.0
        let filled = max(0, min(1, fraction)) * length
        var shapes: [Drawing.Shape] = []
        if vertical {
            shapes.append(.rect(x: 14, y: 10, width: 20, height: length, radius: 10, style: "track", filled: false))
            shapes.append(.rect(x: 14, y: 10 + length - filled, width: 20, height: filled, radius: 10, style: "fill", filled: true))
            shapes.append(.circle(x: 24, y: 10 + length - filled, radius: 9, style: "thumb", filled: false, lineWidth: 2))
        } else {
            shapes.append(.rect(x: 10, y: 14, width: length, height: 20, radius: 10, style: "track", filled: false))
            shapes.append(.rect(x: 10, y: 14, width: filled, height: 20, radius: 10, style: "fill", filled: true))
            shapes.append(.circle(x: 10 + filled, y: 24, radius: 9, style: "thumb", filled: false, lineWidth: 2))
            if let ticks, ticks > 1 {
                for tick in 0..<ticks {
                    let x = 10 + length * Double(tick) / Double(ticks - 1)
                    shapes.append(.line(x1: x, y1: 38, x2: x, y2: 46, style: "tick", lineWidth: 2))
                }
            }
        }
        let width = vertical ? 48.0 : 200.0
        let height = vertical ? 200.0 : 50.0
        guard let editorText else { return Drawing(width: width, height: height, shapes: shapes) }
        // The open value editor, drawn as a field over the slider's end. It is as wide as its
        // text needs (up to a phone's column), and a longer text wraps onto more lines.
        let fieldWidth = min(max(width - 8, PictureText.width(editorText) + 16), 232)
        let pictureWidth = max(width, fieldWidth + 8)
        let extra = Double(PictureText.lines(editorText, width: fieldWidth - 16).count - 1) * PictureText.lineHeight
        shapes.append(.rect(x: (pictureWidth - fieldWidth) / 2, y: height - 30, width: fieldWidth, height: 26 + extra, radius: 4, style: "editor", filled: false))
        shapes.append(.text(editorText, x: pictureWidth / 2, y: height - 12, width: fieldWidth - 16, style: "label", anchor: .middle))
        return Drawing(width: pictureWidth, height: height + 4 + extra, shapes: shapes)
    }
}
