import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// A SwiftUI view from the article's code, as a component the readers can use.
///
/// The body is evaluated again for every tree, the way SwiftUI does after a state change;
/// a gesture runs the closure the code gives for it (a button's action, an adjustable
/// action, a named action), and what that closure changes is in the store's cells.
public struct SwiftUIScene: CodeComponent {
    public var notes: [CodeNote] { interpreter.log.takeNotes() }
    var interpreter: Interpreter
    private var ownFailure: Diagnostic?
    public var failure: Diagnostic? {
        get { ownFailure ?? interpreter.log.failure }
        set { ownFailure = newValue }
    }
    let root: Value
    let viewName: String

    /// - Parameters:
    ///   - program: The parsed code.
    ///   - view: The `View` struct to show.
    ///   - state: Initial values for its properties (`@State`, `@Binding` and plain ones),
    ///     as the author writes them under `state:`.
    public init(program: SwiftProgram, view: String?, state: [String: StateValue]) throws(Diagnostic) {
        guard let view else {
            // A snippet: the code's top-level views are the body, and every `state:`
            // entry is a `@State` it reads (`lowPower`) or binds (`$lowPower`).
            var program = program
            guard let body = program.snippetBody() else {
                throw program.sourceError("the code has no top-level view to show; name a View struct with 'view:'")
            }
            var type = SwiftProgram.TypeDecl(name: SwiftProgram.snippetName, kind: .structure, inherited: ["View"], node: Syntax(body))
            type.computed["body"] = (body, Syntax(body))
            for key in state.keys.sorted() {
                type.stored.append(.init(name: key, isLet: false, wrapper: .state, type: nil, initializer: nil, didSet: nil, node: Syntax(body)))
            }
            program.types[SwiftProgram.snippetName] = type
            var interpreter = Interpreter(program: program)
            var fields: [String: Value] = [:]
            for key in state.keys.sorted() {
                fields[key] = .binding(interpreter.store.newCell(try state[key]!.value(as: nil, interpreter: &interpreter, at: Syntax(body))))
            }
            root = .instance(SwiftProgram.snippetName, fields)
            self.interpreter = interpreter
            viewName = SwiftProgram.snippetName
            try settle()
            _ = try evaluate()
            return
        }
        guard let type = program.type(named: view), type.kind == .structure else {
            let views = program.types.values.filter(\.isView).map(\.name).sorted()
            throw program.sourceError(Suggestion.adding(
                to: "no View struct '\(view)' in the code" + (views.isEmpty ? "" : "; it declares \(views.map { "'\($0)'" }.joined(separator: ", "))"),
                view, in: views)).coded(.undeclaredView)
        }
        guard type.isView else {
            throw program.error(type.node, "'\(view)' is not a View; name a struct that conforms to View")
        }
        var interpreter = Interpreter(program: program)
        let arguments = try StateValue.arguments(state, for: type, interpreter: &interpreter)
        root = try interpreter.construct(type, arguments, at: type.node)
        self.interpreter = interpreter
        viewName = view
        try settle()
        _ = try evaluate()
    }

    /// Evaluates the body with the component's own store, so that the `@State` cells of the
    /// views inside it exist before any copy evaluates it (`accessibilityTree` cannot keep
    /// what it makes). Called after everything that can change state.
    mutating func settle() throws(Diagnostic) {
        // What `.onChange` closures post (an announcement) is kept for the caller; what runs
        // before anything happened (`.onAppear` at first) is not a reaction to a gesture.
        let events = interpreter.events
        // `.onAppear` runs once a view has appeared; what it changes is evaluated again.
        for _ in 0..<8 {
            interpreter.path = ["root"]
            interpreter.pendingAppear = []
            _ = try interpreter.render(root, at: interpreter.program.types[viewName]!.node)
            let appeared = interpreter.pendingAppear
            guard !appeared.isEmpty else { break }
            for (closure, values) in appeared {
                // `{ new in … }` takes the new value, `{ old, new in … }` both, `{ … }` none.
                let given = closure.parameters.count == 1 ? [values.last ?? .null] : closure.parameters.isEmpty ? [] : values
                _ = try interpreter.invoke(closure, given.map { Argument(label: nil, value: $0, node: closure.node) })
            }
        }
        interpreter.pendingAppear = []
        if !keepsEvents { interpreter.events = events }
    }

    /// Whether `settle()` keeps the events its closures post: after a gesture's action.
    private var keepsEvents = false

    /// The tree and its handlers for the state as it is now.
    func evaluate() throws(Diagnostic) -> (AccessibilityNode, SceneBuilder.Handlers) {
        var copy = interpreter
        copy.path = ["root"]
        let view = try copy.render(root, at: interpreter.program.types[viewName]!.node)
        var builder = SceneBuilder(store: copy.store)
        let tree = try SceneLimits.checked(builder.buildBody(view, id: "v"), at: interpreter.program.types[viewName]!.node, program: interpreter.program)
        if let problem = builder.problems.first { throw problem }
        return (.stack(id: "scene", [tree]), builder.handlers)
    }

    /// The tree, or an empty one should evaluation fail after a change (the failure is
    /// reported by `perform`, which runs first).
    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        do {
            return try evaluate().0
        } catch {
            interpreter.log.failure = interpreter.log.failure ?? error
            return .stack(id: "scene", [])
        }
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        SceneModel(nodes: accessibilityTree(phrases).children, behaviors: [:]).visibleState(focusedID: focusedID, phrases: phrases)
    }

    public func displayName(_ phrases: Phrasebook) -> String {
        FocusTraversal.order(accessibilityTree(phrases)).first?.label ?? viewName
    }

    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        do {
            return try performChecked(action, on: elementID)
        } catch {
            failure = failure ?? error
            return []
        }
    }

    /// Runs what the code does for an action; a failure in the code is an error.
    public mutating func performChecked(_ action: AccessibilityAction, on elementID: String) throws(Diagnostic) -> [ComponentEvent] {
        let (tree, handlers) = try evaluate()
        guard !handlers.disabled.contains(elementID) else { return [] }
        let before = focusValues(handlers)
        let hadModal = tree.lastModalID
        interpreter.events = []
        let ancestors = tree.path(to: elementID)
        switch action {
        case .activate:
            guard let target = activationTarget(elementID, in: tree, handlers) else {
                if handlers.covered.contains(elementID) {
                    interpreter.log.note(CodeNote(kind: .coveredControls, subject: tree.find(elementID)?.label ?? ""))
                }
                return []
            }
            try activate(target, handlers)
        case .increment, .decrement:
            if let closure = handlers.adjust[elementID] {
                _ = try interpreter.invoke(closure, [Argument(label: nil, value: .enumCase("AccessibilityAdjustmentDirection", action == .increment ? "increment" : "decrement"), node: closure.node)])
            } else if let slider = handlers.sliders[elementID] {
                let current = interpreter.store.cells[slider.cell].number ?? slider.lower
                let next = min(slider.upper, max(slider.lower, current + (action == .increment ? slider.step : -slider.step)))
                guard next.isFinite else { throw interpreter.error(interpreter.program.types[viewName]!.node, "the slider's value is not a finite number") }
                if case .int = interpreter.store.cells[slider.cell] {
                    interpreter.store.cells[slider.cell] = .int(Int(next.rounded()))
                } else {
                    interpreter.store.cells[slider.cell] = .double(next)
                }
            }
        case .custom(let name):
            guard let closure = (ancestors.reversed().lazy.compactMap { handlers.named[$0]?.first(where: { $0.name == name })?.run }).first else { return [] }
            _ = try interpreter.invoke(closure, [])
        case .escape, .magicTap:
            let table = action == .escape ? handlers.escape : handlers.magicTap
            guard let id = ancestors.reversed().first(where: { table[$0] != nil }) ?? (action == .magicTap ? table.keys.sorted().first : nil),
                  let closure = table[id] else { return [] }
            _ = try interpreter.invoke(closure, [])
        case .scroll:
            return []
        }
        var events = interpreter.events
        interpreter.events = []
        keepsEvents = true
        defer { keepsEvents = false }
        try settle()
        events += interpreter.events
        interpreter.events = []
        let (after, newHandlers) = try evaluate()
        events += focusMoves(from: before, handlers: newHandlers, in: after)
        if after.lastModalID != hadModal, !events.contains(where: { if case .moveFocus = $0 { true } else { false } }) {
            events.append(.screenChanged(focus: nil))
        }
        return events
    }

    private func activationTarget(_ id: String, in tree: AccessibilityNode, _ handlers: SceneBuilder.Handlers) -> String? {
        if handlers.activate[id] != nil || handlers.toggles[id] != nil || handlers.tap[id] != nil { return id }
        // A combined element activates the first control inside it, as SwiftUI does.
        guard let node = tree.find(id) else { return nil }
        for child in node.children where !child.isHidden {
            if let inner = activationTarget(child.id, in: tree, handlers) { return inner }
        }
        return nil
    }

    private mutating func activate(_ id: String, _ handlers: SceneBuilder.Handlers) throws(Diagnostic) {
        if let closure = handlers.activate[id] ?? handlers.tap[id] {
            _ = try interpreter.invoke(closure, [])
        } else if let cell = handlers.toggles[id], case .bool(let isOn) = interpreter.store.cells[cell] {
            interpreter.store.cells[cell] = .bool(!isOn)
        }
    }

    public mutating func touch(_ touch: Touch) throws(Diagnostic) -> [ComponentEvent] {
        guard case .tap(let id) = touch else { throw Diagnostic("a SwiftUI view from code has no track to drag; use swipes") }
        do {
            return try performChecked(.activate, on: id)
        } catch {
            // The code the tap ran failed: kept, for the transcript to report at its line.
            failure = failure ?? error
            throw error
        }
    }

    public mutating func type(_ text: String, into elementID: String) throws(Diagnostic) -> [ComponentEvent] {
        guard let (_, handlers) = try? evaluate(), let cell = handlers.textFields[elementID] else {
            throw Diagnostic("'type' needs focus on a TextField")
        }
        interpreter.store.cells[cell] = .string(text)
        try? settle()
        return []
    }

    /// SwiftUI sets `@AccessibilityFocusState` when VoiceOver focus lands on a bound view.
    public mutating func focusDidMove(to elementID: String) -> [ComponentEvent] {
        guard let (tree, handlers) = try? evaluate() else { return [] }
        let members = Set(FocusTraversal.order(tree).first { $0.id == elementID }?.memberIDs ?? [elementID])
        for symbol in handlers.symbols where members.contains(where: { symbol.id == $0 || symbol.id.hasPrefix($0 + ".") }) {
            interpreter.log.note(CodeNote(kind: .unlabelledSymbol, subject: symbol.name))
        }
        for moved in handlers.reordered where members.contains(moved.id) {
            interpreter.log.note(CodeNote(kind: .modifierOrder, subject: moved.modifiers))
        }
        for spread in handlers.spread where members.contains(spread.id) {
            interpreter.log.note(CodeNote(kind: .stackModifier, subject: spread.modifiers))
        }
        for (id, binding) in handlers.focus {
            let focused = members.contains(id)
            if let equals = binding.equals {
                if focused { interpreter.store.cells[binding.cell] = equals }
                else if interpreter.store.cells[binding.cell] == equals { interpreter.store.cells[binding.cell] = .null }
            } else {
                interpreter.store.cells[binding.cell] = .bool(focused)
            }
        }
        try? settle()
        return []
    }

    private func focusValues(_ handlers: SceneBuilder.Handlers) -> [Int: Value] {
        Dictionary(handlers.focus.values.map { ($0.cell, interpreter.store.cells[$0.cell]) }, uniquingKeysWith: { a, _ in a })
    }

    /// A focus state the code set moves VoiceOver focus to the view bound to it.
    private func focusMoves(from before: [Int: Value], handlers: SceneBuilder.Handlers, in tree: AccessibilityNode) -> [ComponentEvent] {
        for (id, binding) in handlers.focus.sorted(by: { $0.key < $1.key }) {
            let now = interpreter.store.cells[binding.cell]
            guard before[binding.cell] != now else { continue }
            let matches = binding.equals.map { now == $0 } ?? (now == .bool(true))
            if matches { return [.moveFocus(to: id)] }
        }
        return []
    }
}

extension AccessibilityNode {
    /// The ids from the root down to the node with `id`, the node included.
    func path(to id: String) -> [String] {
        if self.id == id { return [id] }
        for child in children {
            let found = child.path(to: id)
            if !found.isEmpty { return [self.id] + found }
        }
        return []
    }

    var lastModalID: String? {
        guard !isHidden else { return nil }
        for child in children.reversed() {
            if let found = child.lastModalID { return found }
        }
        return traits.contains(.modal) ? id : nil
    }
}
