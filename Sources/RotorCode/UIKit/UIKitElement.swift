import RotorModel
import SwiftSyntax

/// A `UIView` or `UIControl` subclass from the article's code that is itself one
/// accessibility element: its accessibility properties as `init` and `didSet` leave them,
/// its computed overrides, and the `accessibilityIncrement()` family run for gestures.
public struct UIKitElement: CodeComponent {
    var interpreter: Interpreter
    public private(set) var failure: CodeError?
    let object: Value
    let className: String
    static let elementID = "element"

    public init(program: SwiftProgram, view: String, state: [String: StateValue]) throws(CodeError) {
        guard let type = program.type(named: view), type.kind == .classType else {
            let classes = program.types.values.filter { $0.kind == .classType }.map(\.name).sorted()
            throw program.sourceError(Suggestion.adding(
                to: "no class '\(view)' in the code" + (classes.isEmpty ? "" : "; it declares \(classes.map { "'\($0)'" }.joined(separator: ", "))"),
                view, in: classes))
        }
        guard let superclass = type.inherited.first, superclass.hasPrefix("UI") else {
            throw program.error(type.node, "'\(view)' must subclass a UIKit view such as UIView, UIControl or UISlider")
        }
        var interpreter = Interpreter(program: program)
        let object = try interpreter.construct(type, [], at: type.node)
        for key in state.keys.sorted() {
            let declared = type.stored.first { $0.name == key }
            guard declared != nil || UIKitLibrary.baseFields(for: superclass)[key] != nil else {
                let names = type.stored.map(\.name) + UIKitLibrary.baseFields(for: superclass).keys.sorted()
                throw program.error(type.node, Suggestion.adding(to: "'state:' sets '\(key)', which '\(view)' does not have", key, in: names))
            }
            let value = try state[key]!.value(as: declared?.type, interpreter: &interpreter, at: declared?.node ?? type.node)
            _ = try interpreter.setProperty(key, of: object, to: value, at: type.node)
        }
        interpreter.events = []
        self.interpreter = interpreter
        self.object = object
        className = view
        _ = try element()
    }

    private var superclass: String {
        interpreter.program.type(named: className)?.inherited.first ?? "UIView"
    }

    /// The tree as the objects' properties are now: the view itself when it is an element,
    /// else a container of its subviews (a tab bar of buttons, as in seed 003).
    func element() throws(CodeError) -> AccessibilityNode {
        var copy = interpreter
        return .stack(id: "scene", [try node(object, id: Self.elementID, isRoot: true, &copy)])
    }

    private func node(_ view: Value, id: String, isRoot: Bool, _ copy: inout Interpreter) throws(CodeError) -> AccessibilityNode {
        let place = copy.program.types[className]!.node
        func read(_ name: String) throws(CodeError) -> Value {
            try copy.member(name, of: view, at: place, required: false) ?? .null
        }
        guard case .object(let objectID) = view, let type = copy.store.objects[objectID]?.type else {
            return AccessibilityNode(id: id, isHidden: true)
        }
        let kind = isRoot ? superclass : (copy.program.type(named: type)?.inherited.first ?? type)
        var traits = try copy.traits(try read("accessibilityTraits"), at: place)
        var value = try read("accessibilityValue")
        if kind == "UISlider" {
            traits.insert(.adjustable)
            if value.isNull, let current = try read("value").number, let low = try read("minimumValue").number, let high = try read("maximumValue").number, high > low {
                value = .string("\(Int(((current - low) / (high - low) * 100).rounded()))%")
            }
        }
        if kind == "UIButton" { traits.insert(.button) }
        if kind == "UILabel" { traits.insert(.staticText) }
        if try read("isSelected") == .bool(true) { traits.insert(.selected) }
        if try read("isEnabled") == .bool(false) { traits.insert(.notEnabled) }
        var label = try read("accessibilityLabel")
        if label.isNull { label = try read("title") }
        if label.isNull { label = try read("text") }
        var actions: [AccessibilityAction] = []
        if traits.contains(.adjustable) { actions += [.increment, .decrement] }
        let hasTargets: Bool = if case .array(let targets) = try read("targets") { !targets.isEmpty } else { false }
        if traits.contains(.button) || hasTargets || (isRoot && method("accessibilityActivate") != nil) { actions.append(.activate) }
        if case .array(let custom) = try read("accessibilityCustomActions") {
            for action in custom {
                if case .instance(_, let fields) = action, let name = fields["name"] { actions.append(.custom(name.text)) }
            }
        }
        var node = AccessibilityNode(
            id: id, label: label.textOrEmpty, value: value.textOrEmpty, hint: try read("accessibilityHint").textOrEmpty,
            traits: traits, isAccessibilityElement: try read("isAccessibilityElement") == .bool(true), actions: actions
        )
        if try read("accessibilityViewIsModal") == .bool(true) { node.traits.insert(.modal) }
        if try read("isHidden") == .bool(true) { node.isHidden = true }
        if !node.isAccessibilityElement, case .array(let subviews) = try read("subviews") {
            for (offset, subview) in subviews.enumerated() {
                node.children.append(try self.node(subview, id: "\(id).\(offset)", isRoot: false, &copy))
            }
            // The tab-bar trait on a container makes UIKit present its elements as tabs.
            if traits.contains(.tabBar) { node.containerType = .tabBar }
            if case .enumCase(_, let container) = try read("accessibilityContainerType") {
                node.containerType = AccessibilityNode.ContainerType(rawValue: container == "semanticGroup" ? "semantic-group" : container == "dataTable" ? "data-table" : container) ?? .none
            }
        }
        return node
    }

    /// The object a tree id stands for.
    private func object(at id: String) -> Value? {
        var current = object
        for part in id.split(separator: ".").dropFirst() {
            guard case .object(let objectID) = current, case .array(let subviews)? = interpreter.store.objects[objectID]?.fields["subviews"],
                  let offset = Int(part), subviews.indices.contains(offset) else { return nil }
            current = subviews[offset]
        }
        return current
    }

    private func method(_ name: String) -> FunctionDeclSyntax? {
        interpreter.program.type(named: className)?.methods[name]?.first
    }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        (try? element()) ?? .stack(id: "scene", [])
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        SceneModel(nodes: accessibilityTree(phrases).children, behaviors: [:]).visibleState(focusedID: focusedID, phrases: phrases)
    }

    public func displayName(_ phrases: Phrasebook) -> String {
        accessibilityTree(phrases).children.first?.label ?? className
    }

    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        do {
            if elementID != Self.elementID, action == .activate, let target = object(at: elementID) {
                return try sendActions(of: target)
            }
            return try performChecked(action)
        } catch {
            failure = failure ?? error
            return []
        }
    }

    /// A double tap on a subview control: its target-action pairs run, with it as the sender.
    private mutating func sendActions(of control: Value) throws(CodeError) -> [ComponentEvent] {
        interpreter.events = []
        guard case .object(let id) = control, case .array(let targets)? = interpreter.store.objects[id]?.fields["targets"] else { return [] }
        for case .tuple(let pair, _) in targets {
            guard pair.count == 2, case .object(let targetID) = pair[0], let type = interpreter.store.objects[targetID]?.type,
                  let function = interpreter.program.type(named: type)?.methods[pair[1].text]?.first else { continue }
            let takesSender = !function.signature.parameterClause.parameters.isEmpty
            var caller = Interpreter.Frame()
            _ = try interpreter.invoke(function, self: pair[0], takesSender ? [Argument(label: nil, value: control, node: Syntax(function))] : [], &caller)
        }
        let events = interpreter.events
        interpreter.events = []
        return events
    }

    public mutating func performChecked(_ action: AccessibilityAction) throws(CodeError) -> [ComponentEvent] {
        interpreter.events = []
        let overrides: [AccessibilityAction: String] = [
            .increment: "accessibilityIncrement", .decrement: "accessibilityDecrement", .activate: "accessibilityActivate",
            .escape: "accessibilityPerformEscape", .magicTap: "accessibilityPerformMagicTap",
        ]
        var caller = Interpreter.Frame()
        if let name = overrides[action], let function = method(name) {
            _ = try interpreter.invoke(function, self: object, [], &caller)
        } else if (action == .increment || action == .decrement) && superclass == "UISlider" {
            // UISlider steps by a tenth of its range.
            let node = interpreter.program.types[className]!.node
            let current = try interpreter.member("value", of: object, at: node, required: true)?.number ?? 0
            let low = try interpreter.member("minimumValue", of: object, at: node, required: true)?.number ?? 0
            let high = try interpreter.member("maximumValue", of: object, at: node, required: true)?.number ?? 1
            let next = min(high, max(low, current + (action == .increment ? 1 : -1) * (high - low) / 10))
            _ = try interpreter.setProperty("value", of: object, to: .double(next), at: node)
        } else if case .custom(let name) = action {
            let node = interpreter.program.types[className]!.node
            guard case .array(let custom)? = try interpreter.member("accessibilityCustomActions", of: object, at: node, required: false) else { return [] }
            for entry in custom {
                guard case .instance(_, let fields) = entry, fields["name"]?.text == name else { continue }
                if case .closure(let handler)? = fields["handler"] {
                    _ = try interpreter.invoke(handler, [Argument(label: nil, value: entry, node: handler.node)])
                } else if let selector = fields["selector"]?.text, let function = method(selector) {
                    _ = try interpreter.invoke(function, self: object, [], &caller)
                }
                break
            }
        }
        let events = interpreter.events
        interpreter.events = []
        return events
    }
}

extension Value {
    /// An optional string property's text, empty for nil.
    var textOrEmpty: String {
        isNull ? "" : text
    }
}
