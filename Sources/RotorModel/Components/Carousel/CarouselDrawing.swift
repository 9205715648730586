/// The picture of a carousel: the selected card in the middle, its neighbours peeking in
/// from the edges, and a dot for each card. A long name wraps, and the cards grow to hold it.
enum CarouselDrawing {
    static func drawing(cards: [String], selected: Int) -> Drawing {
        // The name keeps clear of the check mark in the card's corner.
        let textWidth = 76.0
        let lines = cards.indices.contains(selected) ? PictureText.lines(cards[selected], width: textWidth).count : 1
        let cardHeight = max(60, Double(lines) * PictureText.lineHeight + 32)
        var shapes: [Drawing.Shape] = []
        for offset in -1...1 {
            let index = selected + offset
            guard cards.indices.contains(index) else { continue }
            let x = 70 + Double(offset) * 110
            let isSelected = offset == 0
            shapes.append(.rect(x: x, y: 10, width: 100, height: cardHeight, radius: 8, style: isSelected ? "card is-selected" : "card", filled: false))
            // A neighbour peeks in from the edge: its name would be cut there, so only the
            // centred card is labelled (the picture's title names the card).
            if isSelected {
                let y = 10 + cardHeight / 2 + 4 - Double(lines - 1) * PictureText.lineHeight / 2
                shapes.append(.text(cards[index], x: x + 50, y: y, width: textWidth, style: "label strong", anchor: .middle))
                shapes.append(.path(start: .init(154, 22), moves: [.init(5, 5), .init(9, -10)], style: "mark", lineWidth: 3))
            }
        }
        // Dots under the cards: the selected one is larger and filled.
        let start = 120 - Double(cards.count - 1) * 6
        let dotY = 10 + cardHeight + 12
        for index in cards.indices {
            let isSelected = index == selected
            shapes.append(.circle(x: start + Double(index) * 12, y: dotY, radius: isSelected ? 4 : 2.5,
                                  style: isSelected ? "dot is-selected" : "dot", filled: isSelected, lineWidth: nil))
        }
        return Drawing(width: 240, height: cardHeight + 32, shapes: shapes)
    }
}
