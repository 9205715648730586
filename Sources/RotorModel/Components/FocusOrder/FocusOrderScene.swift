import RotorDiagnostics

/// Any arrangement of texts and buttons in stacks, used to show SwiftUI's focus order.
///
/// The scene does nothing when activated; it exists to be swiped through. Its picture
/// numbers every element in traversal order so readers can compare it with the layout.
public struct FocusOrderScene: AccessibleComponent, Hashable {
    public var layout: LayoutNode

    public init(layout: LayoutNode) {
        self.layout = layout
    }

    public func displayName(_ phrases: Phrasebook) -> String { phrases.text(.focusOrderName) }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        layout.accessibilityNode(id: "root")
    }

    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        []
    }

    public mutating func touch(_ touch: Touch) throws(Diagnostic) -> [ComponentEvent] {
        throw Diagnostic("a focus-order scene only responds to VoiceOver gestures")
    }

    /// The labels in the order VoiceOver visits them.
    public func readingOrder(_ phrases: Phrasebook) -> [String] {
        FocusTraversal.order(accessibilityTree(phrases)).map(\.label)
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        let order = FocusTraversal.order(accessibilityTree(phrases))
        let geometry = LayoutGeometry(layout)
        let boxes = order.enumerated().compactMap { offset, element -> FocusBox? in
            guard let frame = geometry.bounds(of: element.memberIDs) else { return nil }
            return FocusBox(label: element.label, x: frame.x, y: frame.y, width: frame.width, height: frame.height, order: offset + 1)
        }
        let focusedIndex = order.firstIndex { $0.id == focusedID }
        let orderText = BidiText.joined(order.map(\.label), separator: ", ")
        let summary: String
        if let focusedIndex {
            summary = phrases.text(.summaryFocus, [
                "label": BidiText.isolated(order[focusedIndex].label), "index": "\(focusedIndex + 1)", "count": "\(order.count)",
            ])
        } else {
            summary = phrases.text(.summaryNoFocus)
        }
        return VisibleState(
            summary: summary,
            details: ["order": orderText, "focused": focusedIndex.map { order[$0].label } ?? ""],
            picture: FocusOrderDrawing.drawing(boxes: boxes, focused: focusedIndex.map { $0 + 1 }),
            pictureDescription: phrases.text(.pictureFocus, [
                "order": BidiText.joined(order.map(\.label), separator: phrases.text(.listSeparator)), "label": focusedIndex.map { BidiText.isolated(order[$0].label) } ?? "—",
            ])
        )
    }
}
