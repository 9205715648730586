import RotorDiagnostics

// MARK: - Reacting: actions run effects

extension SceneModel {
    /// Runs what the author wrote for `action`. A switch or a disclosure without
    /// `on_activate` toggles itself, as every switch and DisclosureGroup does; adjustable
    /// values stop at either end.
    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        let behavior = behaviors[elementID] ?? Behavior()
        switch action {
        case .activate:
            if let effects = behavior.onActivate { return run(effects) }
            if let target = node(elementID), target.traits.toggles || target.isExpanded != nil { return run([.toggle(elementID)]) }
            // A combined element activates the first control inside it, as SwiftUI does
            // for a row that merges a label with a toggle.
            guard let inner = node(elementID).flatMap(firstActivatable) else { return [] }
            return perform(.activate, on: inner)
        case .increment, .decrement:
            guard let adjust = behavior.adjust, let index = adjustIndex[elementID] else { return [] }
            let next = action == .increment ? index + 1 : index - 1
            if adjust.values.indices.contains(next) { adjustIndex[elementID] = next }
            return []
        case .custom(let name):
            return behavior.actions.first { $0.name == name }.map { run($0.effects) } ?? []
        case .escape:
            guard let effects = nearest(from: elementID, \.onEscape) else { return [] }
            return run(effects)
        case .magicTap:
            guard let effects = nearest(from: elementID, \.onMagicTap) ?? onMagicTap else { return [] }
            return run(effects)
        case .scroll(let forward):
            let scrollers = selfAndAncestors(elementID) + paths.keys.sorted { paths[$0]!.lexicographicallyPrecedes(paths[$1]!) }
            guard let id = scrollers.first(where: { behaviors[$0]?.pages != nil }),
                  let count = behaviors[id]?.pages?.count, let page = currentPage[id] else { return [] }
            // At either end the same page is announced again, which tells the user it is the end.
            let next = min(count, max(1, page + (forward ? 1 : -1)))
            currentPage[id] = next
            return [.pageScrolled(index: next, count: count)]
        }
    }

    /// The first visible descendant that a double tap can act on.
    private func firstActivatable(in node: AccessibilityNode) -> String? {
        for child in node.children where !child.isHidden {
            if behaviors[child.id]?.onActivate != nil || child.traits.toggles || child.isExpanded != nil { return child.id }
            if let inner = firstActivatable(in: child) { return inner }
        }
        return nil
    }

    /// The effects a key path names on the node or its nearest ancestor that has them.
    private func nearest(from id: String, _ key: KeyPath<Behavior, [SceneEffect]?>) -> [SceneEffect]? {
        for candidate in selfAndAncestors(id) {
            if let effects = behaviors[candidate]?[keyPath: key] { return effects }
        }
        return nil
    }

    /// Typing replaces a text field's value.
    public mutating func type(_ text: String, into elementID: String) throws(Diagnostic) -> [ComponentEvent] {
        guard let field = node(elementID), field.traits.contains(.textField) || field.traits.contains(.searchField) else {
            throw Diagnostic("only a node with the 'text-field' or 'search-field' trait accepts typing")
        }
        update(elementID) { $0.value = text }
        return []
    }

    /// Applies effects in order and returns what the screen reader must hear of them.
    mutating func run(_ effects: [SceneEffect]) -> [ComponentEvent] {
        var events: [ComponentEvent] = []
        for effect in effects {
            switch effect {
            case .announce(let text, let queued): events.append(.announce(text, queued: queued))
            case .focus(let id): events.append(.moveFocus(to: id))
            case .screenChanged(let id): events.append(.screenChanged(focus: id))
            case .layoutChanged(let id): events.append(.layoutChanged(focus: id))
            case .set(let id, let changes): update(id) { $0.apply(changes) }
            case .show(let id): update(id) { $0.isHidden = false }
            case .hide(let id): update(id) { $0.isHidden = true }
            case .toggle(let id):
                update(id) { node in
                    if node.isOn != nil || node.traits.toggles {
                        node.isOn = !(node.isOn ?? false)
                    } else if let expanded = node.isExpanded {
                        node.isExpanded = !expanded
                    } else {
                        node.traits.formSymmetricDifference(.selected)
                    }
                }
            case .when(let condition, let then, let otherwise):
                let holds = node(condition.id).map(condition.holds) ?? false
                events += run(holds ? then : otherwise)
            case .select(let id):
                guard let path = paths[id], let last = path.last else { break }
                updateChildren(of: Array(path.dropLast())) { siblings in
                    for offset in siblings.indices {
                        if offset == last { siblings[offset].traits.insert(.selected) } else { siblings[offset].traits.remove(.selected) }
                    }
                }
            }
        }
        return events
    }

    private mutating func update(_ id: String, _ change: (inout AccessibilityNode) -> Void) {
        guard let path = paths[id] else { return }
        Self.modify(&root, at: path[...], change)
    }

    private mutating func updateChildren(of path: [Int], _ change: (inout [AccessibilityNode]) -> Void) {
        Self.modify(&root, at: path[...]) { change(&$0.children) }
    }

    private static func modify(_ node: inout AccessibilityNode, at path: ArraySlice<Int>, _ change: (inout AccessibilityNode) -> Void) {
        guard let first = path.first else { return change(&node) }
        modify(&node.children[first], at: path.dropFirst(), change)
    }
}

extension AccessibilityNode {
    mutating func apply(_ changes: SceneChanges) {
        if let label = changes.label { self.label = label }
        if let value = changes.value { self.value = value }
        if let hint = changes.hint { self.hint = hint }
        if let traits = changes.traits { self.traits = traits }
        if let hidden = changes.hidden { isHidden = hidden }
        if let on = changes.on { isOn = on }
        if let expanded = changes.expanded { isExpanded = expanded }
    }
}
