import RotorDiagnostics
import RotorModel

/// Turns evaluated views into the neutral accessibility tree, keeping beside it what each
/// node does when a gesture reaches it: the closures of the code.
struct SceneBuilder {
    struct Handlers {
        var activate: [String: Closure] = [:]
        var tap: [String: Closure] = [:]
        var named: [String: [(name: String, run: Closure)]] = [:]
        var adjust: [String: Closure] = [:]
        var escape: [String: Closure] = [:]
        var magicTap: [String: Closure] = [:]
        var toggles: [String: Int] = [:]
        var sliders: [String: (cell: Int, lower: Double, upper: Double, step: Double)] = [:]
        var textFields: [String: Int] = [:]
        var focus: [String: (cell: Int, equals: Value?)] = [:]
        var disabled: Set<String> = []
        /// Unlabelled SF Symbols by the id of the node that shows them, noted when focus
        /// reaches that node, beside the step that speaks it.
        var symbols: [(id: String, name: String)] = []
        /// Elements that took a label, value or hint written before their
        /// `.accessibilityElement(children:)`, by id, with the modifiers' names.
        var reordered: [(id: String, modifiers: String)] = []
        /// Elements that took a label, value, hint or action written on a stack around them
        /// that is not itself one element, by id, with the modifiers' names.
        var spread: [(id: String, modifiers: String)] = []
        /// Elements made with `children: .ignore` over controls and with no action of their
        /// own: a double tap lands on one of those controls, which one unknown without sizes.
        var covered: Set<String> = []
    }

    let store: Store
    var handlers = Handlers()
    /// Undeclared views that reached the tree.
    var problems: [Diagnostic] = []
    /// Inside a hidden or ignored subtree, where nothing is read.
    private var muted = 0

    init(store: Store) {
        self.store = store
    }

    mutating func build(_ view: ViewNode, id: String) -> AccessibilityNode {
        switch view {
        case .text(let text):
            return .text(text, id: id)
        case .image(let label):
            guard let label else { return AccessibilityNode(id: id, isHidden: true) }
            return AccessibilityNode(id: id, label: label, traits: .image, isAccessibilityElement: true)
        case .symbol(let name):
            if muted == 0 { handlers.symbols.append((id, name)) }
            return AccessibilityNode(id: id, label: "", traits: .image, isAccessibilityElement: true)
        case .button(let label, let action):
            if let action { handlers.activate[id] = action }
            noteSymbols(in: label, id: id)
            var button = AccessibilityNode.button(Self.labelText(label), id: id)
            // A label made one element with its own value (`.accessibilityValue`) gives the
            // button that value, as the button reads its label's accessibility content.
            if let value = label.lazy.compactMap(Self.valueText).first { button.value = value }
            return button
        case .toggle(let label, let cell):
            handlers.toggles[id] = cell
            let isOn = store.cells[cell] == .bool(true)
            return AccessibilityNode(
                id: id, label: Self.labelText(label), traits: .switchButton, isAccessibilityElement: true,
                actions: [.activate], isOn: isOn
            )
        case .slider(let cell, let lower, let upper, let step, let label):
            handlers.sliders[id] = (cell, lower, upper, step ?? (upper - lower) / 10)
            let value = store.cells[cell].number ?? lower
            let percent = ((value - lower) / (upper - lower) * 100).rounded()
            return AccessibilityNode(
                id: id, label: Self.labelText(label), value: "\(Int(percent))%", traits: .adjustable,
                isAccessibilityElement: true, actions: [.increment, .decrement]
            )
        case .stepper(let label, let cell, let lower, let upper, let step):
            handlers.sliders[id] = (cell, lower, upper, step)
            return AccessibilityNode(
                id: id, label: Self.labelText(label), value: store.cells[cell].text, traits: .adjustable,
                isAccessibilityElement: true, actions: [.increment, .decrement]
            )
        case .textField(let placeholder, let cell):
            handlers.textFields[id] = cell
            return AccessibilityNode(id: id, label: placeholder, value: store.cells[cell].text, traits: .textField, isAccessibilityElement: true)
        case .stack(let children):
            return .stack(id: id, children.enumerated().map { build($0.element, id: "\(id).\($0.offset)") })
        case .empty:
            return .stack(id: id, [])
        case .shape:
            return AccessibilityNode(id: id, isHidden: true)
        case .sheet(let base, let content):
            let covered = build(base, id: "\(id).0")
            var sheet = AccessibilityNode.stack(id: "\(id).sheet", content.enumerated().map { build($0.element, id: "\(id).sheet.\($0.offset)") })
            sheet.traits.insert(.modal)
            return .stack(id: id, [covered, sheet])
        case .modified(let inner, let modifier):
            return apply(modifier, to: inner, id: id)
        case .undeclared(_, let problem):
            if muted == 0 { problems.append(problem) }
            return .stack(id: id, [])
        }
    }

    /// The tree of a whole body: `build`, then what was written on plain stacks handed to the
    /// elements inside them (`SceneBuilder+Stacks`).
    mutating func buildBody(_ view: ViewNode, id: String) -> AccessibilityNode {
        var tree = build(view, id: id)
        spreadStackModifiers(&tree)
        return tree
    }

    private mutating func apply(_ modifier: ViewModifier, to inner: ViewNode, id: String) -> AccessibilityNode {
        switch modifier {
        case .element(let behavior):
            // A new element (or container) around what was there; `.ignore` keeps none of it.
            if behavior == .ignore { muted += 1 }
            var child = build(inner, id: "\(id).0")
            if behavior == .ignore { muted -= 1 }
            var adopted: AccessibilityTraits = []
            var actions: [AccessibilityAction] = []
            var written = (label: "", value: "", hint: "")
            if behavior != .contain, !child.isAccessibilityElement, child.childBehavior == nil {
                // What was put on the stack before it became one element (an adjustable
                // action, traits) belongs to that element, as in SwiftUI.
                adopted = child.traits
                actions = child.actions
                child.traits = []
                child.actions = []
                // A label, value or hint written before it too: SwiftUI's accessibility modifiers
                // describe the element the view becomes, whatever their order (inferred; noted).
                var moved: [String] = []
                if !child.label.isEmpty { written.label = child.label; child.label = ""; moved.append(".accessibilityLabel") }
                if !child.value.isEmpty { written.value = child.value; child.value = ""; moved.append(".accessibilityValue") }
                if !child.hint.isEmpty { written.hint = child.hint; child.hint = ""; moved.append(".accessibilityHint") }
                if !moved.isEmpty, muted == 0 { handlers.reordered.append((id, moved.joined(separator: ", "))) }
                let childID = child.id
                if let adjust = handlers.adjust.removeValue(forKey: childID) { handlers.adjust[id] = adjust }
                if let activate = handlers.activate.removeValue(forKey: childID) { handlers.activate[id] = activate }
                if let named = handlers.named.removeValue(forKey: childID) { handlers.named[id, default: []] += named }
            }
            let coversControls = behavior == .ignore && Self.hasControl(child, handlers)
            if behavior != .contain, let tap = handlers.tap.removeValue(forKey: child.id) {
                // A tap gesture on the whole view the new element is made of: VoiceOver's double
                // tap lands at the element's centre (§1.7), on that view, so it still runs.
                handlers.tap[id] = tap
                if !actions.contains(.activate) { actions.append(.activate) }
                child.actions.removeAll { $0 == .activate }
            }
            if behavior == .combine {
                // Several children each with a default `.accessibilityAction`: the combined
                // element offers each as a named action, by the child's label (the comments of
                // Apple's sample code on accessibility actions); a double tap runs the first. Buttons are left
                // as they were: what combining several does to them is not in the sources.
                let actionable = Self.elements(in: child).filter {
                    handlers.activate[$0.id] != nil && !$0.label.isEmpty && !$0.traits.contains(.button)
                }
                if actionable.count > 1 {
                    for element in actionable {
                        handlers.named[id, default: []].append((element.label, handlers.activate[element.id]!))
                        actions.append(.custom(element.label))
                    }
                }
            }
            var node = AccessibilityNode.stack(id: id, behavior: behavior, [child])
            node.traits.formUnion(adopted)
            if !written.label.isEmpty { node.label = written.label }
            if !written.value.isEmpty { node.value = written.value }
            if !written.hint.isEmpty { node.hint = written.hint }
            node.actions += actions.filter { !node.actions.contains($0) }
            if behavior == .ignore { node.children = [] }
            if coversControls, !node.actions.contains(.activate), handlers.tap[id] == nil, handlers.activate[id] == nil {
                handlers.covered.insert(id)
                node.actions.append(.activate)
            }
            return node
        case .hidden(true):
            muted += 1
            defer { muted -= 1 }
            var node = build(inner, id: id)
            node.isHidden = true
            return node
        case .representation(let views):
            return .stack(id: id, views.enumerated().map { build($0.element, id: "\(id).\($0.offset)") })
        default:
            break
        }
        var node = build(inner, id: id)
        switch modifier {
        case .label(let text):
            node.label = text
            if Self.isShape(inner) {
                node.isHidden = false
                node.isAccessibilityElement = true
            }
        case .value(let text): node.value = text
        case .hint(let text): node.hint = text
        case .addTraits(let traits):
            Self.forEachElement(in: &node) { $0.traits.formUnion(traits) }
        case .removeTraits(let traits):
            Self.forEachElement(in: &node) { $0.traits.subtract(traits) }
        case .hidden(let hidden): node.isHidden = hidden
        case .sortPriority(let priority): node.sortPriority = priority
        case .namedAction(let name, let closure):
            handlers.named[node.id, default: []].append((name, closure))
            node.actions.append(.custom(name))
        case .defaultAction(let closure):
            handlers.activate[node.id] = closure
            if !node.actions.contains(.activate) { node.actions.append(.activate) }
        case .magicTap(let closure): handlers.magicTap[node.id] = closure
        case .escape(let closure): handlers.escape[node.id] = closure
        case .adjustable(let closure):
            handlers.adjust[node.id] = closure
            node.traits.insert(.adjustable)
            node.actions += [.increment, .decrement].filter { !node.actions.contains($0) }
        case .focused(let cell, let equals): handlers.focus[node.id] = (cell, equals)
        case .disabled(let disabled):
            guard disabled else { break }
            Self.forEachElement(in: &node) { $0.traits.insert(.notEnabled) }
            Self.visit(node) { handlers.disabled.insert($0.id) }
        case .tap(let closure):
            // A VoiceOver double tap taps the element at its activation point (§1.7), so a
            // tap gesture is what activating it does.
            handlers.tap[node.id] = closure
            if !node.actions.contains(.activate) { node.actions.append(.activate) }
        case .element, .representation: break
        }
        return node
    }

    /// The node itself when it reads as one element; otherwise every element inside it,
    /// as SwiftUI applies a modifier on a plain stack to its children.
    private static func forEachElement(in node: inout AccessibilityNode, _ change: (inout AccessibilityNode) -> Void) {
        if node.isAccessibilityElement || node.childBehavior == .combine || node.childBehavior == .ignore || node.childBehavior == .contain {
            change(&node)
            return
        }
        for index in node.children.indices { forEachElement(in: &node.children[index], change) }
    }

    /// Whether a control, or a view with a tap gesture, is inside the node.
    private static func hasControl(_ node: AccessibilityNode, _ handlers: Handlers) -> Bool {
        if handlers.activate[node.id] != nil || handlers.tap[node.id] != nil || handlers.toggles[node.id] != nil
            || node.traits.contains(.button) { return true }
        return node.children.contains { hasControl($0, handlers) }
    }

    /// The elements inside a node, itself included when it is one.
    private static func elements(in node: AccessibilityNode) -> [AccessibilityNode] {
        if node.isAccessibilityElement { return [node] }
        return node.children.flatMap(elements)
    }

    private static func visit(_ node: AccessibilityNode, _ body: (AccessibilityNode) -> Void) {
        body(node)
        for child in node.children { visit(child, body) }
    }

    /// Notes the unlabelled symbols a control's label is made of.
    private mutating func noteSymbols(in views: [ViewNode], id: String) {
        guard muted == 0 else { return }
        for view in views {
            switch view {
            case .symbol(let name): handlers.symbols.append((id, name))
            case .stack(let children): noteSymbols(in: children, id: id)
            case .modified(_, .label), .modified(_, .hidden(true)): break
            case .modified(let inner, _): noteSymbols(in: [inner], id: id)
            default: break
            }
        }
    }

    private static func valueText(_ view: ViewNode) -> String? {
        switch view {
        case .modified(_, .value(let text)): text
        case .modified(let inner, _): valueText(inner)
        default: nil
        }
    }

    private static func isShape(_ view: ViewNode) -> Bool {
        switch view {
        case .shape: true
        case .modified(let inner, _): isShape(inner)
        default: false
        }
    }

    /// What a control's label content reads as: its texts and labelled images, joined.
    static func labelText(_ views: [ViewNode]) -> String {
        BidiText.joined(views.compactMap(labelText).filter { !$0.isEmpty }, separator: ", ")
    }

    private static func labelText(_ view: ViewNode) -> String? {
        switch view {
        case .text(let text): text
        case .image(let label): label
        case .stack(let children): labelText(children)
        case .modified(_, .label(let text)): text
        case .modified(_, .hidden(true)): nil
        case .modified(let inner, _): labelText(inner)
        case .button(let label, _), .toggle(let label, _): labelText(label)
        default: nil
        }
    }
}
