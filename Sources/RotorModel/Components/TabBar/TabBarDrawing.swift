/// The picture of a tab bar: tabs in a row, the selected one with a heavy outline and a bar
/// beneath its label. Long names wrap, and every tab grows to hold the longest.
enum TabBarDrawing {
    static func drawing(tabs: [String], selected: Int) -> Drawing {
        // Up to three tabs get 80 px each; more share the 240 px a phone's column has.
        let width = max(44, min(80, 240 / Double(max(tabs.count, 1))).rounded(.down))
        let textWidth = width - 12
        let lines = tabs.map { PictureText.lines($0, width: textWidth).count }.max() ?? 1
        let tabHeight = 44 + Double(lines - 1) * PictureText.lineHeight
        var shapes: [Drawing.Shape] = []
        for (index, tab) in tabs.enumerated() {
            let x = Double(index) * width + 2
            let isSelected = index == selected
            let own = PictureText.lines(tab, width: textWidth).count
            let y = 2 + (tabHeight - 8) / 2 + 7 - Double(own - 1) * PictureText.lineHeight / 2
            shapes.append(.rect(x: x, y: 2, width: width - 4, height: tabHeight, radius: 6, style: isSelected ? "tab is-selected" : "tab", filled: false))
            shapes.append(.text(tab, x: x + (width - 4) / 2, y: y, width: textWidth, style: isSelected ? "label strong" : "label", anchor: .middle))
            if isSelected {
                shapes.append(.bar(x: x + 10, y: tabHeight - 8, width: width - 24, height: 5, style: "bar"))
            }
        }
        return Drawing(width: Double(tabs.count) * width, height: tabHeight + 4, shapes: shapes)
    }
}
