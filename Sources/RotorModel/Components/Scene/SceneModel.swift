/// A screen an author describes node by node: any component, with declarative behaviour.
///
/// The tree is the one every reader reads (`AccessibilityNode`); what nodes do is kept
/// beside it, keyed by node id: the effects of a double tap, named custom actions, and
/// the values an adjustable node steps through. Effects change the tree in place, so the
/// next gesture sees the new state, the way a SwiftUI body is evaluated again.
public struct SceneModel: AccessibleComponent {
    /// What one node does.
    public struct Behavior: Sendable, Hashable {
        /// What a double tap does; `nil` when the author gave nothing.
        public var onActivate: [SceneEffect]?
        public var actions: [CustomAction]
        public var adjust: Adjust?
        /// What the two-finger double tap does when focus is on this node or inside it.
        public var onMagicTap: [SceneEffect]?
        /// What the two-finger scrub does when focus is on this node or inside it.
        public var onEscape: [SceneEffect]?
        /// A scroll view's pages, which three-finger swipes move through.
        public var pages: Pages?

        public init(
            onActivate: [SceneEffect]? = nil, actions: [CustomAction] = [], adjust: Adjust? = nil,
            onMagicTap: [SceneEffect]? = nil, onEscape: [SceneEffect]? = nil, pages: Pages? = nil
        ) {
            self.onActivate = onActivate
            self.actions = actions
            self.adjust = adjust
            self.onMagicTap = onMagicTap
            self.onEscape = onEscape
            self.pages = pages
        }
    }

    /// How many pages a scroll view has and which one shows (1-based).
    public struct Pages: Sendable, Hashable {
        public var count: Int
        public var current: Int

        public init(count: Int, current: Int) {
            self.count = count
            self.current = current
        }
    }

    /// A named custom action and what it does.
    public struct CustomAction: Sendable, Hashable {
        public var name: String
        public var effects: [SceneEffect]

        public init(name: String, effects: [SceneEffect]) {
            self.name = name
            self.effects = effects
        }
    }

    /// The values swipe up and down step through, without wrapping around.
    public struct Adjust: Sendable, Hashable {
        public var values: [String]
        public var index: Int

        public init(values: [String], index: Int) {
            self.values = values
            self.index = index
        }
    }

    /// The scene as it is now; its children are the author's top-level nodes.
    public internal(set) var root: AccessibilityNode
    public let behaviors: [String: Behavior]
    /// Where each node sits, as child indices from the root, for effects to find it.
    let paths: [String: [Int]]
    /// The current index of every adjustable node.
    var adjustIndex: [String: Int]
    /// The page every scroll view shows now.
    var currentPage: [String: Int]
    /// The screen's own magic tap, when no focused node or ancestor has one.
    public let onMagicTap: [SceneEffect]?

    /// - Parameters:
    ///   - nodes: The top-level nodes, in view-hierarchy order, with unique ids.
    ///   - behaviors: What nodes do, by id.
    ///   - onMagicTap: What the magic tap does anywhere on the screen.
    public init(nodes: [AccessibilityNode], behaviors: [String: Behavior], onMagicTap: [SceneEffect]? = nil) {
        root = .stack(id: Self.rootID, nodes)
        self.behaviors = behaviors
        self.onMagicTap = onMagicTap
        currentPage = behaviors.compactMapValues { $0.pages?.current }
        var paths: [String: [Int]] = [:]
        Self.index(root, path: [], into: &paths)
        self.paths = paths
        adjustIndex = behaviors.compactMapValues { $0.adjust?.index }
    }

    static let rootID = "scene"

    private static func index(_ node: AccessibilityNode, path: [Int], into paths: inout [String: [Int]]) {
        paths[node.id] = path
        for (offset, child) in node.children.enumerated() {
            index(child, path: path + [offset], into: &paths)
        }
    }

    /// The node with `id` as it is now.
    public func node(_ id: String) -> AccessibilityNode? {
        guard let path = paths[id] else { return nil }
        var node = root
        for offset in path { node = node.children[offset] }
        return node
    }

    /// The node's id and its ancestors' ids, nearest first.
    func selfAndAncestors(_ id: String) -> [String] {
        guard let path = paths[id] else { return [] }
        var ids: [String] = []
        var node = root
        for offset in path {
            node = node.children[offset]
            ids.append(node.id)
        }
        return ids.reversed()
    }

    /// The top-level node's label, for a default caption.
    public func displayName(_ phrases: Phrasebook) -> String {
        let shown = root.children.filter { !$0.isHidden }
        return shown.first { !$0.label.isEmpty }?.label ?? FocusTraversal.order(accessibilityTree(phrases)).first?.label ?? ""
    }
}

// MARK: - The tree readers see

extension SceneModel {
    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        withBehavior(root)
    }

    /// A node with the actions its behaviour offers and the current adjustable value. A node
    /// whose role is activatable (``AccessibilityTraits/activatableByRole``) can be activated
    /// even without `on_activate`; its default action then changes nothing.
    private func withBehavior(_ node: AccessibilityNode) -> AccessibilityNode {
        var node = node
        node.children = node.children.map(withBehavior)
        let behavior = behaviors[node.id] ?? Behavior()
        if behavior.onActivate != nil || node.traits.toggles || node.traits.activatableByRole || node.isExpanded != nil { node.actions.append(.activate) }
        if let adjust = behavior.adjust, let index = adjustIndex[node.id] {
            node.traits.insert(.adjustable)
            node.value = adjust.values[index]
            node.actions += [.increment, .decrement]
        }
        node.actions += behavior.actions.map { .custom($0.name) }
        return node
    }
}
