/// Where each node of a layout sits, in grid units, for pictures of the focus order.
///
/// Leaves are one unit high and `width` units wide; stacks place children in a column or
/// a row, and an overlay pins its later children to the bottom-right corner of the
/// first, where a floating button usually sits.
struct LayoutGeometry {
    struct Frame: Hashable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    private(set) var frames: [String: Frame] = [:]

    init(_ root: LayoutNode) {
        _ = place(root, id: "root", x: 0, y: 0)
    }

    /// The smallest frame around the given nodes.
    func bounds(of ids: [String]) -> Frame? {
        let found = ids.compactMap { frames[$0] }
        guard let first = found.first else { return nil }
        let minX = found.map(\.x).min() ?? first.x
        let minY = found.map(\.y).min() ?? first.y
        let maxX = found.map { $0.x + $0.width }.max() ?? first.x
        let maxY = found.map { $0.y + $0.height }.max() ?? first.y
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private mutating func place(_ node: LayoutNode, id: String, x: Double, y: Double) -> Frame {
        switch node {
        case .leaf(_, let label, _):
            let frame = Frame(x: x, y: y, width: Self.width(of: label), height: 1)
            frames[id] = frame
            return frame
        case .stack(let axis, let children, _, _, _):
            var cursorX = x
            var cursorY = y
            var width = 0.0
            var height = 0.0
            for (index, child) in children.enumerated() {
                let childID = "\(id).\(index)"
                switch axis {
                case .vertical:
                    let frame = place(child, id: childID, x: x, y: cursorY)
                    cursorY += frame.height
                    width = max(width, frame.width)
                    height = cursorY - y
                case .horizontal:
                    let frame = place(child, id: childID, x: cursorX, y: y)
                    cursorX += frame.width
                    width = cursorX - x
                    height = max(height, frame.height)
                case .overlay:
                    let origin = index == 0 ? (x, y) : (x + max(0, width - 1.5), y + max(0, height - 1))
                    let frame = place(child, id: childID, x: origin.0, y: origin.1)
                    if index == 0 {
                        width = frame.width
                        height = frame.height
                    }
                }
            }
            let frame = Frame(x: x, y: y, width: max(width, 1), height: max(height, 1))
            frames[id] = frame
            return frame
        }
    }

    /// Short labels get one unit; longer ones grow so that their text fits.
    private static func width(of label: String) -> Double {
        max(1, min(6, Double(label.count) / 6 + 0.5).rounded(.up))
    }
}
