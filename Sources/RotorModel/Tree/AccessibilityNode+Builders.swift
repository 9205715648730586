// MARK: - Building trees

extension AccessibilityNode {
    /// A static text element, as SwiftUI's `Text` exposes it.
    public static func text(_ label: String, id: String, priority: Double = 0) -> AccessibilityNode {
        AccessibilityNode(
            id: id, label: label, traits: .staticText, isAccessibilityElement: true,
            sortPriority: priority
        )
    }

    /// A button element, whose default action is `activate`.
    public static func button(
        _ label: String, id: String, priority: Double = 0, traits: AccessibilityTraits = []
    ) -> AccessibilityNode {
        AccessibilityNode(
            id: id, label: label, traits: traits.union(.button), isAccessibilityElement: true,
            sortPriority: priority, actions: [.activate]
        )
    }

    /// A layout stack. Without a behaviour, priority or label it is transparent.
    public static func stack(
        id: String,
        behavior: ChildBehavior? = nil,
        label: String = "",
        priority: Double = 0,
        containerType: ContainerType = .none,
        _ children: [AccessibilityNode]
    ) -> AccessibilityNode {
        AccessibilityNode(
            id: id, label: label, childBehavior: behavior, sortPriority: priority,
            containerType: containerType, children: children
        )
    }
}
