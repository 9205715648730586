import RotorModel

extension SceneBuilder {
    /// A label, value, hint or action written on a view that is not one element (a stack, or
    /// a view of the code's own whose body draws a shape and lays a `Text` over it) describes
    /// the elements inside it: SwiftUI has no element there to carry it, so it reaches the
    /// element or elements the view is made of, as `.accessibilityAddTraits` does. The sources
    /// do not say so; the rule is inferred and the step that reads it says so. A stack that
    /// `.accessibilityElement(children:)` made an element or container keeps what is written
    /// on it; so does one with no element inside (nothing to hand it to).
    ///
    /// Inner stacks hand theirs down first, so a modifier written further out replaces one
    /// written further in, as on a single element.
    mutating func spreadStackModifiers(_ node: inout AccessibilityNode) {
        guard !node.isHidden else { return }
        for index in node.children.indices { spreadStackModifiers(&node.children[index]) }
        guard !node.isAccessibilityElement, node.childBehavior == nil, node.containerType == .none else { return }
        let id = node.id
        let named = handlers.named[id] ?? []
        let activate = handlers.activate[id]
        let adjust = handlers.adjust[id]
        var written: [String] = []
        if !node.label.isEmpty { written.append(".accessibilityLabel") }
        if !node.value.isEmpty { written.append(".accessibilityValue") }
        if !node.hint.isEmpty { written.append(".accessibilityHint") }
        if activate != nil || !named.isEmpty { written.append(".accessibilityAction") }
        if adjust != nil { written.append(".accessibilityAdjustableAction") }
        guard !written.isEmpty else { return }
        var targets: [String] = []
        Self.collectElements(in: node, into: &targets)
        guard !targets.isEmpty else { return }
        let (label, value, hint, actions) = (node.label, node.value, node.hint, node.actions)
        let targetSet = Set(targets)
        Self.update(&node, ids: targetSet) { element in
            if !label.isEmpty { element.label = label }
            if !value.isEmpty { element.value = value }
            if !hint.isEmpty { element.hint = hint }
            if adjust != nil { element.traits.insert(.adjustable) }
            element.actions += actions.filter { !element.actions.contains($0) }
        }
        for target in targets {
            if let activate { handlers.activate[target] = activate }
            if let adjust { handlers.adjust[target] = adjust }
            if !named.isEmpty { handlers.named[target, default: []] += named }
            handlers.spread.append((target, written.joined(separator: ", ")))
        }
        handlers.activate[id] = nil
        handlers.adjust[id] = nil
        handlers.named[id] = nil
        node.label = ""
        node.value = ""
        node.hint = ""
        node.actions = []
        node.traits.remove(.adjustable)
    }

    /// The ids of what reads as one element or is a container of its own, outermost first.
    private static func collectElements(in node: AccessibilityNode, into ids: inout [String]) {
        for child in node.children where !child.isHidden {
            if child.isAccessibilityElement || child.childBehavior != nil || child.containerType != .none {
                ids.append(child.id)
            } else {
                collectElements(in: child, into: &ids)
            }
        }
    }

    private static func update(_ node: inout AccessibilityNode, ids: Set<String>, _ change: (inout AccessibilityNode) -> Void) {
        for index in node.children.indices {
            if ids.contains(node.children[index].id) {
                change(&node.children[index])
            } else {
                update(&node.children[index], ids: ids, change)
            }
        }
    }
}
