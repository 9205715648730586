import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// A `UIView` or `UIControl` subclass from the article's code that is itself one
/// accessibility element: its accessibility properties as `init` and `didSet` leave them,
/// its computed overrides, and the `accessibilityIncrement()` family run for gestures.
public struct UIKitElement: CodeComponent {
    var interpreter: Interpreter
    private var ownFailure: Diagnostic?
    public var failure: Diagnostic? {
        get { ownFailure ?? interpreter.log.failure }
        set { ownFailure = newValue }
    }
    let object: Value
    let className: String
    static let elementID = "element"

    public init(program: SwiftProgram, view: String, state: [String: StateValue]) throws(Diagnostic) {
        guard let type = program.type(named: view), type.kind == .classType else {
            let classes = program.types.values.filter { $0.kind == .classType }.map(\.name).sorted()
            throw program.sourceError(Suggestion.adding(
                to: "no class '\(view)' in the code" + (classes.isEmpty ? "" : "; it declares \(classes.map { "'\($0)'" }.joined(separator: ", "))"),
                view, in: classes)).coded(.undeclaredView)
        }
        guard let superclass = program.uikitBase(of: view) else {
            let root = program.classChain(view).last.flatMap { program.type(named: $0)?.inherited.first } ?? type.inherited.first ?? ""
            if root.hasPrefix("UI") {
                // UIKit's own class, just not one Rotor models: never call it the app's.
                throw program.error(type.node, "'\(view)' builds on '\(root)', a UIKit class Rotor does not model; it reads subclasses of \(UIKitLibrary.superclasses.keys.filter { $0 != "UIAccessibilityElement" }.sorted().joined(separator: ", ")). Describe this view as a scene instead")
            }
            throw program.error(type.node, "'\(view)' must subclass a UIKit view such as UIView, UIControl or UISlider (directly or through classes in the code); it builds on '\(type.inherited.first ?? "nothing")'")
        }
        var interpreter = Interpreter(program: program)
        // `state:` entries that name an initializer's parameters are its arguments
        // (`init(tagName:)`); the rest are set as properties once the view is made.
        var remaining = state
        var arguments: [Argument] = []
        let chain = program.classChain(view)
        let initializers = chain.lazy.compactMap { program.type(named: $0)?.initializers }.first { !$0.isEmpty } ?? []
        if let initializer = initializers.first(where: { initializer in
            // Every parameter is given by `state:`, unnamed, or has a default value Swift fills in.
            let parameters = initializer.signature.parameterClause.parameters
            let labels = parameters.map(\.firstName.text)
            return !labels.isEmpty && labels.contains { state[$0] != nil }
                && parameters.allSatisfy { state[$0.firstName.text] != nil || $0.firstName.text == "_" || $0.defaultValue != nil }
        }) {
            for parameter in initializer.signature.parameterClause.parameters {
                let label = parameter.firstName.text
                guard let given = state[label] else { continue }
                arguments.append(Argument(label: label, value: try given.value(as: parameter.type, interpreter: &interpreter, at: Syntax(parameter)), node: Syntax(parameter)))
                remaining[label] = nil
            }
        }
        let outlets = chain.flatMap { program.type(named: $0)?.stored.filter { $0.wrapper == .outlet } ?? [] }
        let fromNib = arguments.isEmpty && !outlets.isEmpty
        if fromNib {
            // A view with outlets comes from a nib: `init(coder:)`, then `awakeFromNib()`.
            arguments = [Argument(label: "coder", value: .opaque("NSCoder"), node: type.node)]
        }
        let representable = fromNib || !arguments.isEmpty ? nil : Self.representable(making: view, in: program)
        let object: Value
        if let representable {
            // The code puts the view on screen through a UIViewRepresentable: made as its
            // makeUIView makes it, wired to its coordinator, then updated from its state.
            object = try Self.make(through: representable, state: &remaining, interpreter: &interpreter)
        } else {
            object = try interpreter.construct(type, arguments, at: type.node)
        }
        if fromNib {
            // The nib sets its outlets' properties (a label's text) before awakeFromNib runs.
            for outlet in outlets {
                guard case .map(let fields)? = remaining[outlet.name],
                      case .object? = try interpreter.member(outlet.name, of: object, at: type.node, required: false) else { continue }
                remaining[outlet.name] = nil
                let view = try interpreter.member(outlet.name, of: object, at: type.node, required: false) ?? .null
                for key in fields.keys.sorted() {
                    let value = try fields[key]!.value(as: nil, interpreter: &interpreter, at: outlet.node)
                    _ = try interpreter.setProperty(key, of: view, to: value, at: outlet.node)
                }
            }
        }
        if fromNib, let (awake, owner) = interpreter.method("awakeFromNib", of: object) {
            var caller = Interpreter.Frame()
            _ = try interpreter.invoke(awake, owner: owner, self: object, [], &caller)
        }
        for key in remaining.keys.sorted() {
            let declared = chain.lazy.compactMap { program.type(named: $0)?.stored.first { $0.name == key } }.first
            guard declared != nil || UIKitLibrary.baseFields(for: superclass)[key] != nil else {
                let names = type.stored.map(\.name) + UIKitLibrary.baseFields(for: superclass).keys.sorted()
                throw program.error(type.node, Suggestion.adding(to: "'state:' sets '\(key)', which '\(view)' does not have", key, in: names)).coded(.unknownStateKey)
            }
            let value = try remaining[key]!.value(as: declared?.type, interpreter: &interpreter, at: declared?.node ?? type.node)
            _ = try interpreter.setProperty(key, of: object, to: value, at: type.node)
        }
        if superclass == "UIStepper" {
            interpreter.log.note(CodeNote(kind: .undocumentedValue, subject: "UIStepper"))
        }
        interpreter.events = []
        self.interpreter = interpreter
        self.object = object
        className = view
        let tree = try element()
        if !outlets.isEmpty, FocusTraversal.order(tree).isEmpty {
            throw program.error(type.node, "'\(view)' lays out its views in a nib (its @IBOutlet \(outlets.map { "'\($0.name)'" }.joined(separator: ", "))), which Rotor cannot read, so what VoiceOver finds on it is unknown. Add its subviews in code (addSubview), or describe the screen as a scene")
        }
    }

    public var notes: [CodeNote] { interpreter.log.takeNotes() }

    /// The one `UIViewRepresentable` in the code whose `makeUIView` makes the class.
    static func representable(making view: String, in program: SwiftProgram) -> SwiftProgram.TypeDecl? {
        let found = program.types.values.filter { type in
            type.inherited.contains("UIViewRepresentable") && type.methods["makeUIView"]?.first?.signature.returnClause?.type.trimmedDescription == view
        }
        let unique = Dictionary(found.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        return unique.count == 1 ? unique.values.first : nil
    }

    /// The view as a representable makes it: the representable from the `state:` entries it
    /// stores, its coordinator, `makeUIView(context:)` then `updateUIView(_:context:)`.
    static func make(through representable: SwiftProgram.TypeDecl, state: inout [String: StateValue], interpreter: inout Interpreter) throws(Diagnostic) -> Value {
        var arguments: [Argument] = []
        for property in representable.stored {
            guard let given = state[property.name] else { continue }
            arguments.append(Argument(label: property.name, value: try given.value(as: property.type, interpreter: &interpreter, at: property.node), node: property.node))
            state[property.name] = nil
        }
        let wrapper = try interpreter.construct(representable, arguments, at: representable.node)
        var caller = Interpreter.Frame()
        var coordinator = Value.null
        if let (make, owner) = interpreter.method("makeCoordinator", of: wrapper) {
            coordinator = try interpreter.invoke(make, owner: owner, self: wrapper, [], &caller)
        }
        let context = Value.instance("Context", ["coordinator": coordinator])
        guard let (makeView, owner) = interpreter.method("makeUIView", of: wrapper) else { return .null }
        let view = try interpreter.invoke(makeView, owner: owner, self: wrapper, [Argument(label: "context", value: context, node: Syntax(makeView))], &caller)
        if let (update, owner) = interpreter.method("updateUIView", of: wrapper) {
            _ = try interpreter.invoke(update, owner: owner, self: wrapper, [Argument(label: nil, value: view, node: Syntax(update)), Argument(label: "context", value: context, node: Syntax(update))], &caller)
        }
        interpreter.log.note(CodeNote(kind: .representable, subject: representable.name))
        return view
    }

    private var superclass: String {
        interpreter.program.uikitBase(of: className) ?? "UIView"
    }

    /// The tree as the objects' properties are now: the view itself when it is an element,
    /// else a container of its subviews (a tab bar of buttons, as in seed 003).
    func element() throws(Diagnostic) -> AccessibilityNode {
        var copy = interpreter
        return .stack(id: "scene", [try node(object, id: Self.elementID, isRoot: true, &copy)])
    }

    private func node(_ view: Value, id: String, isRoot: Bool, _ copy: inout Interpreter) throws(Diagnostic) -> AccessibilityNode {
        let place = copy.program.types[className]!.node
        func read(_ name: String) throws(Diagnostic) -> Value {
            let value = try copy.member(name, of: view, at: place, required: false) ?? .null
            // `accessibilityAttributedLabel` and its kin are the same text with attributes.
            if value.isNull, let attributed = UIKitLibrary.attributedCounterpart[name] {
                return try copy.member(attributed, of: view, at: place, required: false) ?? .null
            }
            return value
        }
        guard case .object(let objectID) = view, let type = copy.store.objects[objectID]?.type else {
            return AccessibilityNode(id: id, isHidden: true)
        }
        let kind = copy.program.uikitBase(of: type) ?? type
        var traits = try copy.traits(try read("accessibilityTraits"), at: place)
        var value = try read("accessibilityValue")
        var isOn: Bool?
        if traits.contains(.switchButton), value == .string("0") || value == .string("1") {
            // A switch's value is "0" or "1", which VoiceOver speaks as Off or On.
            isOn = value == .string("1")
            value = .null
        }
        if kind == "UISlider" {
            traits.insert(.adjustable)
            if value.isNull, let current = try read("value").number, let low = try read("minimumValue").number, let high = try read("maximumValue").number, high > low {
                let percent = ((current - low) / (high - low) * 100).rounded()
                guard percent.isFinite else { throw copy.error(place, "the slider's value is not a finite number") }
                value = .string("\(Int(percent))%")
            }
        }
        // UIKit's controls add their own traits in their `accessibilityTraits` getter; a getter
        // the code overrides without asking `super` is the whole answer (Swift's dynamic
        // dispatch), so nothing is added to what it returns.
        if !Self.overridesTraitsGetter(type, in: copy.program) {
            if kind == "UIButton" { traits.insert(.button) }
            if kind == "UILabel" { traits.insert(.staticText) }
            if try read("isSelected") == .bool(true) { traits.insert(.selected) }
            if try read("isEnabled") == .bool(false) { traits.insert(.notEnabled) }
        }
        let label = try copy.checked(try read("accessibilityLabel"))
        value = try copy.checked(value)
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
            id: id, label: label.textOrEmpty, value: value.textOrEmpty, hint: try copy.checked(try read("accessibilityHint")).textOrEmpty,
            traits: traits, isAccessibilityElement: try read("isAccessibilityElement") == .bool(true), actions: actions
        )
        node.isOn = isOn
        if node.isAccessibilityElement, node.label.isEmpty, kind != "UILabel", kind != "UIButton", kind != "UISlider",
           kind != "UISwitch", case .array(let subviews) = try read("subviews"), !subviews.isEmpty {
            // An element with no label of its own (a cell made one element) is read with the
            // text of the views inside it, as UIKit reads a cell; the sources do not say so.
            var parts: [String] = []
            for (offset, subview) in subviews.enumerated() {
                Self.spokenLabels(of: try self.node(subview, id: "\(id).\(offset)", isRoot: false, &copy), into: &parts)
            }
            if !parts.isEmpty {
                node.label = parts.joined(separator: ", ")
                copy.log.note(CodeNote(kind: .subviewLabel, subject: node.label))
            }
        }
        if try read("accessibilityViewIsModal") == .bool(true) { node.traits.insert(.modal) }
        if try read("isHidden") == .bool(true) { node.isHidden = true }
        let elements = try read("accessibilityElements")
        if !node.isAccessibilityElement, case .array(let subviews) = elements.isNull ? try read("subviews") : elements {
            // `accessibilityElements`, when set, is the order VoiceOver goes through.
            for (offset, subview) in subviews.enumerated() {
                node.children.append(try self.node(subview, id: "\(id).\(offset)", isRoot: false, &copy))
            }
            // The tab-bar trait on a container makes UIKit present its elements as tabs.
            if traits.contains(.tabBar) { node.containerType = .tabBar }
            if case .enumCase(_, let container) = try read("accessibilityContainerType") {
                node.containerType = AccessibilityNode.ContainerType(rawValue: container == "semanticGroup" ? "semantic-group" : container == "dataTable" ? "data-table" : container) ?? .none
            }
            if node.containerType == .none {
                // A view that is not an element and not a container is not read: its label,
                // value and hint (an override of its own, say) are never spoken (§1.13 names
                // what a container's label does; a plain view has none).
                node.label = ""
                node.value = ""
                node.hint = ""
            }
        }
        return node
    }

    /// The labels a subtree would be heard by, in order: an element's own, else its children's.
    private static func spokenLabels(of node: AccessibilityNode, into parts: inout [String]) {
        guard !node.isHidden else { return }
        if node.isAccessibilityElement {
            if !node.label.isEmpty { parts.append(node.label) }
            return
        }
        for child in node.children { spokenLabels(of: child, into: &parts) }
    }

    /// The object a tree id stands for.
    private func object(at id: String) -> Value? {
        var current = object
        for part in id.split(separator: ".").dropFirst() {
            guard case .object(let objectID) = current, let fields = interpreter.store.objects[objectID]?.fields else { return nil }
            let elements = fields["accessibilityElements"] ?? .null
            guard case .array(let subviews) = elements.isNull ? fields["subviews"] ?? .null : elements,
                  let offset = Int(part), subviews.indices.contains(offset) else { return nil }
            current = subviews[offset]
        }
        return current
    }

    private func method(_ name: String) -> FunctionDeclSyntax? {
        interpreter.method(name, of: object)?.0
    }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        do {
            return try element()
        } catch {
            interpreter.log.failure = interpreter.log.failure ?? error
            return .stack(id: "scene", [])
        }
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

    /// Whether the class, or a class of the code's it builds on, declares an
    /// `accessibilityTraits` getter that never reads `super.accessibilityTraits`.
    static func overridesTraitsGetter(_ typeName: String, in program: SwiftProgram) -> Bool {
        var name: String? = typeName
        var seen: Set<String> = []
        while let current = name, !seen.contains(current), let type = program.type(named: current) {
            seen.insert(current)
            if let getter = type.computed["accessibilityTraits"] {
                return !getter.getter.description.contains("super.accessibilityTraits")
            }
            name = type.inherited.first
        }
        return false
    }

    /// A UIStepper's `value` as a number, when the object has one.
    private mutating func stepperValue() -> Double? {
        guard let type = interpreter.program.types[className] else { return nil }
        return (try? interpreter.member("value", of: object, at: type.node, required: false))??.number
    }

    /// A double tap on a subview control: its target-action pairs run, with it as the sender.
    private mutating func sendActions(of control: Value) throws(Diagnostic) -> [ComponentEvent] {
        interpreter.events = []
        try UIKitLibrary.sendActions(of: control, event: .enumCase(nil, "touchUpInside"), interpreter: &interpreter, at: interpreter.program.types[className]!.node)
        let events = interpreter.events
        interpreter.events = []
        return events
    }

    public mutating func performChecked(_ action: AccessibilityAction) throws(Diagnostic) -> [ComponentEvent] {
        interpreter.events = []
        let overrides: [AccessibilityAction: String] = [
            .increment: "accessibilityIncrement", .decrement: "accessibilityDecrement", .activate: "accessibilityActivate",
            .escape: "accessibilityPerformEscape", .magicTap: "accessibilityPerformMagicTap",
        ]
        var caller = Interpreter.Frame()
        let stepperValueBefore = action == .increment || action == .decrement ? stepperValue() : nil
        if let name = overrides[action], let (function, owner) = interpreter.method(name, of: object) {
            let handled = try interpreter.invoke(function, owner: owner, self: object, [], &caller)
            // An `accessibilityActivate()` that returns false leaves the double tap to UIKit, which
            // taps the activation point (Apple's `accessibilityActivate()` documentation).
            if action == .activate, handled == .bool(false) {
                try UIKitLibrary.sendActions(of: object, event: .enumCase(nil, "touchUpInside"), interpreter: &interpreter, at: interpreter.program.types[className]!.node)
            }
        } else if action == .activate {
            // No override: VoiceOver's double tap is a tap at the activation point, so a control's
            // own `.touchUpInside` targets run, the control itself the sender.
            try UIKitLibrary.sendActions(of: object, event: .enumCase(nil, "touchUpInside"), interpreter: &interpreter, at: interpreter.program.types[className]!.node)
        } else if action == .increment || action == .decrement {
            // UISlider steps by a tenth of its range, UIStepper by its step; both send .valueChanged.
            try UIKitLibrary.adjust(object, up: action == .increment, interpreter: &interpreter, at: interpreter.program.types[className]!.node)
        } else if case .custom(let name) = action {
            let node = interpreter.program.types[className]!.node
            guard case .array(let custom)? = try interpreter.member("accessibilityCustomActions", of: object, at: node, required: false) else { return [] }
            for entry in custom {
                guard case .instance(_, let fields) = entry, fields["name"]?.text == name else { continue }
                if case .closure(let handler)? = fields["handler"] {
                    _ = try interpreter.invoke(handler, [Argument(label: nil, value: entry, node: handler.node)])
                } else if let selector = fields["selector"]?.text {
                    let target = fields["target"] ?? object
                    guard let (function, owner) = interpreter.method(selector, of: target.isNull ? object : target) else { break }
                    // A selector with one argument (`handleAction(_:)`) is sent the action itself.
                    let takesAction = !function.signature.parameterClause.parameters.isEmpty
                    let arguments = takesAction ? [Argument(label: nil, value: entry, node: Syntax(function))] : []
                    _ = try interpreter.invoke(function, owner: owner, self: target.isNull ? object : target, arguments, &caller)
                }
                break
            }
        }
        if action == .increment || action == .decrement, interpreter.program.uikitBase(of: className) == "UIStepper",
           (try interpreter.member("accessibilityValue", of: object, at: interpreter.program.types[className]!.node, required: false) ?? .null).isNull {
            // The step ran and the stepper's value moved, but what VoiceOver says for it is not
            // documented: the step says so rather than passing for a silent limit.
            let now = stepperValue()
            let shown = now.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) } ?? "unknown"
            interpreter.log.note(CodeNote(kind: .undocumentedValue, subject: "UIStepper (its value is now \(shown))"))
            // The value moved: the step did something, so it is no silent limit (it is one only
            // when the value stayed where it was).
            if let now, let before = stepperValueBefore, now != before { interpreter.events.append(.valueMovedUnreported) }
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
