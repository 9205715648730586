/// Lays out a scene for its picture: boxes at their frames, or stacked by hierarchy.
///
/// With frames, every framed node is drawn where the author put it, scaled to fit. Without
/// them, each element gets a row, indented by depth, and each container an outline around
/// its rows. Modal subtrees are drawn last so the picture can cover the rest with a scrim.
struct SceneSketch {
    static let width = 240.0
    static let rowHeight = 30.0
    static let indent = 12.0

    private(set) var boxes: [SceneBox] = []
    private(set) var height = 0.0
    private let focusedIDs: Set<String>

    /// - Parameters:
    ///   - root: The scene's current tree; hidden nodes are left out.
    ///   - focusedIDs: The focused element's node; a combined element is outlined as a whole.
    init(_ root: AccessibilityNode, focusedIDs: Set<String>) {
        self.focusedIDs = focusedIDs
        let visible = root.children.filter { !$0.isHidden }
        let ordered = visible.filter { !$0.traits.contains(.modal) } + visible.filter { $0.traits.contains(.modal) }
        if Self.hasFrames(root) {
            placeByFrame(ordered)
        } else {
            var y = 4.0
            for node in ordered { y = stack(node, depth: 0, y: y) }
            height = y + 4
        }
    }

    private static func hasFrames(_ node: AccessibilityNode) -> Bool {
        node.frame != nil || node.children.contains { hasFrames($0) }
    }

    private func box(_ node: AccessibilityNode, x: Double, y: Double, width: Double, height: Double, modal: Bool) -> SceneBox {
        let text = node.value.isEmpty || node.isOn != nil ? node.label : node.label.isEmpty ? node.value : "\(node.label): \(node.value)"
        return SceneBox(
            id: node.id, text: text, x: x, y: y, width: width, height: height,
            isContainer: !node.children.isEmpty, isSelected: node.traits.contains(.selected),
            isDimmed: node.traits.contains(.notEnabled), isFocused: focusedIDs.contains(node.id),
            isModal: modal, isOn: node.isOn
        )
    }

    /// One node and its subtree as rows from `y`; returns the y below them.
    private mutating func stack(_ node: AccessibilityNode, depth: Double, y: Double, modal: Bool = false) -> Double {
        let modal = modal || node.traits.contains(.modal)
        let x = 4 + depth * Self.indent
        let width = Self.width - 8 - depth * Self.indent * 2
        let children = node.children.filter { !$0.isHidden }
        guard !children.isEmpty else {
            // A row grows by a line for each line its wrapped text takes beyond the first.
            var row = box(node, x: x, y: y, width: width, height: Self.rowHeight - 4, modal: modal)
            row.height += Self.extraHeight(row)
            boxes.append(row)
            return y + row.height + 4
        }
        let isPlain = node.childBehavior == nil && node.containerType == .none && node.label.isEmpty && !modal
        if isPlain {
            var cursor = y
            for child in children { cursor = stack(child, depth: depth, y: cursor, modal: modal) }
            return cursor
        }
        let index = boxes.count
        let outline = box(node, x: x, y: y, width: width, height: 0, modal: modal)
        boxes.append(outline)
        var cursor = y + (node.label.isEmpty ? 6 : Self.rowHeight + Self.extraHeight(outline))
        for child in children { cursor = stack(child, depth: depth + 1, y: cursor, modal: modal) }
        boxes[index].height = cursor - y
        return cursor + 4
    }

    /// What a box's wrapped text needs beyond one line.
    private static func extraHeight(_ box: SceneBox) -> Double {
        Double(max(0, box.textLines.count - 1)) * PictureText.lineHeight
    }

    private mutating func placeByFrame(_ nodes: [AccessibilityNode]) {
        var framed: [(AccessibilityNode, AccessibilityNode.Frame, Bool)] = []
        func collect(_ node: AccessibilityNode, modal: Bool) {
            guard !node.isHidden else { return }
            let modal = modal || node.traits.contains(.modal)
            if let frame = node.frame { framed.append((node, frame, modal)) }
            node.children.forEach { collect($0, modal: modal) }
        }
        nodes.forEach { collect($0, modal: false) }
        let right = framed.map { $0.1.x + $0.1.width }.max() ?? Self.width
        let scale = min(1, (Self.width - 8) / max(right, 1))
        for (node, frame, modal) in framed {
            boxes.append(box(node, x: 4 + frame.x * scale, y: 4 + frame.y * scale,
                             width: frame.width * scale, height: frame.height * scale, modal: modal))
        }
        height = (framed.map { $0.1.y + $0.1.height }.max() ?? 0) * scale + 8
    }
}

/// One node of a scene's picture: where ``SceneSketch`` put it and what state it shows.
struct SceneBox: Hashable {
    var id: String
    /// The label, and the value after a colon when there is one.
    var text: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    /// A node with children, drawn as an outline around them.
    var isContainer = false
    var isSelected = false
    var isDimmed = false
    var isFocused = false
    /// A modal node: everything drawn before it is covered by a scrim.
    var isModal = false
    /// A switch's state; `nil` for anything else.
    var isOn: Bool? = nil

    /// The room the text has: the box less its padding, the check mark of a selected box
    /// and the track of a switch.
    var textWidth: Double {
        width - 16 - (isSelected ? 16 : 0) - (isOn == nil ? 0 : 40)
    }

    /// The text as the picture draws it, wrapped to ``textWidth``.
    var textLines: [String] {
        text.isEmpty ? [] : PictureText.lines(text, width: textWidth)
    }
}
