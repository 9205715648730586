import RotorModel

// MARK: - Any scene

extension TranscriptPicture {
    /// Boxes where the scene puts them. State is drawn as shape, never as colour alone:
    /// the focused box has a heavy outline, a selected one a check mark and bold text, a
    /// dimmed one a dashed outline, a switch a track with its knob at the "on" or "off"
    /// end, and a modal sits over a scrim that covers what it hides.
    static func scene(boxes: [SceneBox], width: Double, height: Double) -> (Double, Double, String) {
        var body = ""
        var scrimDrawn = false
        for box in boxes {
            if box.isModal, !scrimDrawn {
                scrimDrawn = true
                body += "<rect class=\"tp-scrim\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"currentColor\" fill-opacity=\"0.12\"/>"
            }
            body += sceneBox(box)
        }
        return (width, max(height, 20), body)
    }

    private static func sceneBox(_ box: SceneBox) -> String {
        var classes = [box.isContainer ? "tp-group" : "tp-box"]
        if box.isFocused { classes.append("is-focused") }
        if box.isSelected { classes.append("is-selected") }
        if box.isDimmed { classes.append("is-dimmed") }
        if box.isModal { classes.append("is-modal") }
        var out = rect(x: box.x, y: box.y, width: box.width, height: box.height, rx: box.isContainer ? 6 : 4,
                       cls: classes.joined(separator: " "))
        let lines = box.textLines
        // A container's text sits at its top; an element's is centred in its row.
        let textY = box.isContainer ? box.y + 18 : box.y + box.height / 2 + 5 - Double(max(0, lines.count - 1)) * PictureText.lineHeight / 2
        let markWidth = box.isSelected ? 16.0 : 0.0
        if !lines.isEmpty {
            let cls = box.isSelected || box.isFocused ? "tp-label tp-strong" : "tp-label"
            out += "<text class=\"\(cls)\" x=\"\(n(box.x + 8 + markWidth))\" y=\"\(n(textY))\" fill=\"currentColor\">\(tspans(lines, x: box.x + 8 + markWidth))</text>"
        }
        if box.isSelected {
            out += "<path class=\"tp-mark\" d=\"M\(n(box.x + 6)) \(n(textY - 5)) l4 4 l7 -8\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2.5\"/>"
        }
        if let isOn = box.isOn {
            let switchWidth = 34.0
            let trackX = box.x + box.width - switchWidth - 6
            let trackY = box.isContainer ? box.y + 6 : box.y + box.height / 2 - 8
            out += rect(x: trackX, y: trackY, width: switchWidth, height: 16, rx: 8, cls: isOn ? "tp-switch is-on" : "tp-switch", filled: isOn)
            out += "<circle class=\"tp-knob\" cx=\"\(n(isOn ? trackX + switchWidth - 8 : trackX + 8))\" cy=\"\(n(trackY + 8))\" r=\"6\" " +
                "fill=\"\(isOn ? "none" : "currentColor")\" stroke=\"currentColor\" stroke-width=\"2\"/>"
        }
        return out
    }
}
