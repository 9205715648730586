/// The picture of any scene: boxes where ``SceneSketch`` puts them.
///
/// State is drawn as shape, never as colour alone: the focused box has a heavy outline, a
/// selected one a check mark and bold text, a dimmed one a dashed outline, a switch a track
/// with its knob at the "on" or "off" end, and a modal sits over a scrim that covers what it
/// hides.
enum SceneDrawing {
    static func drawing(_ sketch: SceneSketch) -> Drawing {
        var shapes: [Drawing.Shape] = []
        var scrimDrawn = false
        for box in sketch.boxes {
            if box.isModal, !scrimDrawn {
                scrimDrawn = true
                shapes.append(.bar(x: 0, y: 0, width: SceneSketch.width, height: sketch.height, style: "scrim", opacity: 0.12))
            }
            shapes += self.shapes(box)
        }
        return Drawing(width: SceneSketch.width, height: max(sketch.height, 20), shapes: shapes)
    }

    private static func shapes(_ box: SceneBox) -> [Drawing.Shape] {
        var styles = [box.isContainer ? "group" : "box"]
        if box.isFocused { styles.append("is-focused") }
        if box.isSelected { styles.append("is-selected") }
        if box.isDimmed { styles.append("is-dimmed") }
        if box.isModal { styles.append("is-modal") }
        var shapes: [Drawing.Shape] = [
            .rect(x: box.x, y: box.y, width: box.width, height: box.height, radius: box.isContainer ? 6 : 4,
                  style: styles.joined(separator: " "), filled: false),
        ]
        let lineCount = box.textLines.count
        // A container's text sits at its top; an element's is centred in its row.
        let textY = box.isContainer ? box.y + 18 : box.y + box.height / 2 + 5 - Double(max(0, lineCount - 1)) * PictureText.lineHeight / 2
        let markWidth = box.isSelected ? 16.0 : 0.0
        if lineCount > 0 {
            shapes.append(.text(box.text, x: box.x + 8 + markWidth, y: textY, width: box.textWidth,
                                style: box.isSelected || box.isFocused ? "label strong" : "label", anchor: .start))
        }
        if box.isSelected {
            shapes.append(.path(start: .init(box.x + 6, textY - 5), moves: [.init(4, 4), .init(7, -8)], style: "mark", lineWidth: 2.5))
        }
        if let isOn = box.isOn {
            let switchWidth = 34.0
            let trackX = box.x + box.width - switchWidth - 6
            let trackY = box.isContainer ? box.y + 6 : box.y + box.height / 2 - 8
            shapes.append(.rect(x: trackX, y: trackY, width: switchWidth, height: 16, radius: 8, style: isOn ? "switch is-on" : "switch", filled: isOn))
            shapes.append(.circle(x: isOn ? trackX + switchWidth - 8 : trackX + 8, y: trackY + 8, radius: 6, style: "knob", filled: !isOn, lineWidth: 2))
        }
        return shapes
    }
}
