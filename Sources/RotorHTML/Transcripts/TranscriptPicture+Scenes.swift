import RotorModel

// MARK: - Carousel, tab bar and focus order

extension TranscriptPicture {
    /// The selected card in the middle; its neighbours peek in from the edges. A long name
    /// wraps, and the cards grow to hold it.
    static func carousel(cards: [String], selected: Int) -> (Double, Double, String) {
        // The name keeps clear of the check mark in the card's corner.
        let textWidth = 76.0
        let lines = cards.indices.contains(selected) ? lineCount(cards[selected], width: textWidth) : 1
        let cardHeight = max(60, Double(lines) * PictureText.lineHeight + 32)
        var body = ""
        for offset in -1...1 {
            let index = selected + offset
            guard cards.indices.contains(index) else { continue }
            let x = 70 + Double(offset) * 110
            let isSelected = offset == 0
            body += rect(x: x, y: 10, width: 100, height: cardHeight, rx: 8, cls: isSelected ? "tp-card is-selected" : "tp-card")
            // A neighbour peeks in from the edge: its name would be cut there, so only the
            // centred card is labelled (the picture's title names the card).
            if isSelected {
                let y = 10 + cardHeight / 2 + 4 - Double(lines - 1) * PictureText.lineHeight / 2
                body += label(cards[index], x: x + 50, y: y, cls: "tp-label tp-strong", width: textWidth)
                body += "<path class=\"tp-mark\" d=\"M154 22 l5 5 l9 -10\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"3\"/>"
            }
        }
        // Dots under the cards: the selected one is larger and filled.
        let start = 120 - Double(cards.count - 1) * 6
        let dotY = 10 + cardHeight + 12
        for index in cards.indices {
            let isSelected = index == selected
            body += "<circle class=\"\(isSelected ? "tp-dot is-selected" : "tp-dot")\" cx=\"\(n(start + Double(index) * 12))\" " +
                "cy=\"\(n(dotY))\" r=\"\(isSelected ? 4 : 2.5)\" fill=\"\(isSelected ? "currentColor" : "none")\" stroke=\"currentColor\"/>"
        }
        return (240, cardHeight + 32, body)
    }

    /// Tabs in a row; the selected one has a heavy outline and a bar beneath its label. Long
    /// names wrap, and every tab grows to hold the longest.
    static func tabBar(tabs: [String], selected: Int) -> (Double, Double, String) {
        // Up to three tabs get 80 px each; more share the 240 px a phone's column has.
        let width = max(44, min(80, 240 / Double(max(tabs.count, 1))).rounded(.down))
        let textWidth = width - 12
        let lines = tabs.map { lineCount($0, width: textWidth) }.max() ?? 1
        let tabHeight = 44 + Double(lines - 1) * PictureText.lineHeight
        var body = ""
        for (index, tab) in tabs.enumerated() {
            let x = Double(index) * width + 2
            let isSelected = index == selected
            let own = lineCount(tab, width: textWidth)
            let y = 2 + (tabHeight - 8) / 2 + 7 - Double(own - 1) * PictureText.lineHeight / 2
            body += rect(x: x, y: 2, width: width - 4, height: tabHeight, rx: 6, cls: isSelected ? "tp-tab is-selected" : "tp-tab")
            body += label(tab, x: x + (width - 4) / 2, y: y, cls: isSelected ? "tp-label tp-strong" : "tp-label", width: textWidth)
            if isSelected {
                body += "<rect class=\"tp-bar\" x=\"\(n(x + 10))\" y=\"\(n(tabHeight - 8))\" width=\"\(n(width - 24))\" height=\"5\" fill=\"currentColor\"/>"
            }
        }
        return (Double(tabs.count) * width, tabHeight + 4, body)
    }

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
