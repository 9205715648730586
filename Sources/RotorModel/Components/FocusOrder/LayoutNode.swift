/// A node of a focus-order scene as an author writes it: texts and buttons in stacks.
public indirect enum LayoutNode: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        /// Children top to bottom.
        case vertical = "vstack"
        /// Children left to right.
        case horizontal = "hstack"
        /// Children on top of each other; later ones float over the first.
        case overlay = "zstack"
    }

    public enum Kind: String, Sendable, Hashable {
        case text
        case button
    }

    /// A text or button with an optional sort priority.
    case leaf(kind: Kind, label: String, priority: Double)
    /// A stack, with an optional child behaviour, priority and label.
    case stack(axis: Axis, children: [LayoutNode], behavior: AccessibilityNode.ChildBehavior?, priority: Double, label: String)
}

// MARK: - Accessibility tree

extension LayoutNode {
    /// The tree SwiftUI would expose for this layout. Ids are paths such as `0.2.1`.
    func accessibilityNode(id: String) -> AccessibilityNode {
        switch self {
        case .leaf(.text, let label, let priority):
            return .text(label, id: id, priority: priority)
        case .leaf(.button, let label, let priority):
            return .button(label, id: id, priority: priority)
        case .stack(_, let children, let behavior, let priority, let label):
            return .stack(
                id: id, behavior: behavior, label: label, priority: priority,
                children.enumerated().map { $1.accessibilityNode(id: "\(id).\($0)") }
            )
        }
    }
}
