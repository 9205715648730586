/// A Compose screen as a component: a fixed semantics tree that TalkBack reads.
///
/// Code that runs (the Compose reader in RotorCode) rebuilds the tree after each gesture
/// itself; this type is for a tree given whole, as tests and the model's own checks give it.
/// A double tap changes nothing here: what a click does is the code's business.
public struct ComposeScreen: AccessibleComponent {
    public var roots: [ComposeNode]

    public init(_ roots: [ComposeNode]) {
        self.roots = roots
    }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        ComposeNode.accessibilityTree(roots, phrases: phrases)
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        SceneModel(nodes: [accessibilityTree(phrases)], behaviors: [:]).visibleState(focusedID: focusedID, phrases: phrases)
    }

    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] { [] }

    public func displayName(_ phrases: Phrasebook) -> String {
        FocusTraversal.order(accessibilityTree(phrases), platform: .compose).first?.label ?? ""
    }
}
