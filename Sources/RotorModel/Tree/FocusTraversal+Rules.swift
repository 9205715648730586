extension FocusTraversal {
    /// How `combine` and `ignore` turn a subtree into one element.
    enum Merging {
        static func element(from node: AccessibilityNode) -> FocusableElement {
            var element = merged(node)
            element.frame = node.frame
            return element
        }

        private static func merged(_ node: AccessibilityNode) -> FocusableElement {
            guard node.childBehavior == .combine else {
                // An element, or `ignore`: only what is set on the node itself.
                var element = FocusableElement(
                    id: node.id, label: node.label, value: node.value, hint: node.hint,
                    traits: node.traits, actions: node.actions, isOn: node.isOn,
                    memberIDs: [node.id] + descendantIDs(node)
                )
                element.isExpanded = node.isExpanded
                element.android = node.android
                return element
            }
            let parts = FocusTraversal.order(AccessibilityNode.stack(id: node.id, node.children))
            let joinedLabel = BidiText.joined(parts.map(\.label).filter { !$0.isEmpty }, separator: ", ")
            let joinedValue = BidiText.joined(parts.map(\.value).filter { !$0.isEmpty }, separator: ", ")
            var traits = node.traits
            var actions = node.actions
            for part in parts {
                traits.formUnion(part.traits)
                for action in part.actions where !actions.contains(action) {
                    actions.append(action)
                }
            }
            if traits.contains(.button) || traits.contains(.adjustable) {
                // A merged control is no longer static text.
                traits.remove(.staticText)
            }
            var element = FocusableElement(
                id: node.id,
                label: node.label.isEmpty ? joinedLabel : node.label,
                value: node.value.isEmpty ? joinedValue : node.value,
                hint: node.hint.isEmpty ? (parts.first { !$0.hint.isEmpty }?.hint ?? "") : node.hint,
                traits: traits, actions: actions, isOn: node.isOn ?? parts.lazy.compactMap(\.isOn).first,
                memberIDs: [node.id] + descendantIDs(node)
            )
            element.mergedTraits = traits.subtracting(node.traits).subtracting(.staticText)
            element.isExpanded = node.isExpanded ?? parts.lazy.compactMap(\.isExpanded).first
            element.android = node.android
            return element
        }

        private static func descendantIDs(_ node: AccessibilityNode) -> [String] {
            node.children.filter { !$0.isHidden }.flatMap { [$0.id] + descendantIDs($0) }
        }
    }

    /// The tab-bar trait: what UIKit does to the elements inside a `.tabBar` container.
    enum TabBarRule {
        /// - Parameters:
        ///   - elements: The tab bar's elements in traversal order.
        ///   - broken: Whether an accessibility container encloses the tab bar. UIKit then
        ///     drops the tab semantics and swiping no longer reaches the tabs, a known bug
        ///     the tab-bar article warns about.
        static func apply(to elements: [FocusableElement], broken: Bool) -> [FocusableElement] {
            elements.enumerated().map { offset, element in
                var element = element
                if broken {
                    // Seed 003: an accessibility container above a tab bar leaves its tabs
                    // reachable only by touch exploration; swiping skips them.
                    element.lostTabTraits = true
                    element.touchOnly = true
                } else {
                    element.traits.remove(.button)
                    element.traits.insert(.tab)
                    element.tabPosition = FocusableElement.TabPosition(index: offset + 1, count: elements.count)
                }
                return element
            }
        }
    }
}
