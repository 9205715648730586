import RotorDiagnostics
import RotorKotlin
import RotorModel

/// A state entry of a `compose` spec: a value, or a Kotlin lambda in a string.
public enum ComposeStateValue: Sendable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    /// A lambda the caller passes, such as `{ checked = it }`, run against the other entries.
    case lambda(String)
    /// A list, or an object's properties by name (a data class the caller builds).
    indirect case list([ComposeStateValue])
    indirect case object([String: ComposeStateValue])

    var value: ComposeValue? {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .lambda: nil
        case .list(let items): .list(items.compactMap(\.value))
        case .object(let properties): .object(properties.compactMapValues(\.value))
        }
    }
}

/// A composable from the article's Kotlin as a component: each reading composes it again
/// with the state it has reached, and a double tap runs the focused node's click lambda.
public struct ComposeApp: CodeComponent {
    let program: ComposeProgram
    let view: String
    let memory = ComposeMemory()
    /// The spec's state entries, as cells the callbacks can set.
    let state: ComposeScope
    let stateNames: [String]

    public init(program: ComposeProgram, view: String, state: [(String, ComposeStateValue)]) throws(Diagnostic) {
        self.program = program
        self.view = view
        let scope = ComposeScope(parent: nil)
        var callbacks: [ComposeProgram.Source] = []
        for (name, value) in state {
            if case .lambda(let text) = value {
                callbacks.append(ComposeProgram.Source(name: name, text: "val callback = " + text))
            } else if let plain = value.value {
                scope.bind(name, plain)
            }
        }
        if !callbacks.isEmpty {
            let parsed: ComposeProgram
            do throws(Diagnostic) {
                parsed = try ComposeProgram(callbacks)
            } catch {
                throw Diagnostic(code: .unknownStateKey, message: "state '\(error.path)': \(error.message)")
            }
            for (index, source) in callbacks.enumerated() {
                guard let lambda = parsed.trees[index].root.first(where: { $0.type == "lambda_literal" }) else {
                    throw Diagnostic(code: .unknownStateKey, message: "state '\(source.name)' is not a Kotlin lambda such as \"{ checked = it }\"")
                }
                scope.bind(source.name, .lambda(lambda, scope))
            }
        }
        self.state = scope
        self.stateNames = state.map(\.0)
        _ = try evaluate()
    }

    /// Composes the view once more.
    func evaluate() throws(Diagnostic) -> ([ComposeNode], [String: ComposeHandler]) {
        var evaluator = ComposeEvaluator(program: program, memory: memory)
        var arguments: [String: ComposeValue] = [:]
        for name in stateNames { if let (cell, _) = state.lookup(name) { arguments[name] = cell.value } }
        memory.log.remaining = CodeLimits.steps
        let roots = try evaluator.orderRows(evaluator.compose(view: view, state: arguments, at: nil))
        return (roots, evaluator.handlers)
    }

    public var failure: Diagnostic? { memory.log.failure }
    public var notes: [CodeNote] { memory.log.takeNotes() }

    func roots() -> [ComposeNode] {
        do throws(Diagnostic) {
            return try evaluate().0
        } catch {
            memory.log.failure = memory.log.failure ?? error
            return []
        }
    }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        ComposeNode.accessibilityTree(roots(), phrases: phrases)
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        SceneModel(nodes: [accessibilityTree(phrases)], behaviors: [:]).visibleState(focusedID: focusedID, phrases: phrases)
    }

    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        let suffix: String
        switch action {
        case .activate: suffix = ""
        case .increment: suffix = "@increment"
        case .decrement: suffix = "@decrement"
        case .custom(let label): suffix = "@custom:" + label
        default: return []
        }
        do throws(Diagnostic) {
            let (roots, handlers) = try evaluate()
            let id = String(elementID.split(separator: "#").first ?? "")
            var found = handlers[id + suffix]
            // A range set through `setProgress`: swipe up or down sets one step more or less.
            if found == nil, action == .increment || action == .decrement, let setProgress = handlers[id + "@setProgress"],
               let range = roots.lazy.compactMap({ $0.find(id) }).first?.semantics.progress, !range.indeterminate {
                found = ComposeHandler(lambda: setProgress.lambda, arguments: [.double(ComposeEvaluator.adjusted(range, up: action == .increment))])
            }
            guard let handler = found else { return [] }
            var evaluator = ComposeEvaluator(program: program, memory: memory)
            _ = try evaluator.invokeLambda(handler.lambda, handler.arguments, at: program.trees[0].root)
            var events: [ComponentEvent] = []
            if case .custom = action { events.append(.note(.tbNoteCustomActionUnknown, [:])) }
            // A live region whose words changed is spoken whole: polite queued, assertive interrupting.
            let before = roots.reduce(into: [String: (text: String, assertive: Bool)]()) { $0.merge($1.liveRegions()) { a, _ in a } }
            let after = try evaluate().0.reduce(into: [String: (text: String, assertive: Bool)]()) { $0.merge($1.liveRegions()) { a, _ in a } }
            for (id, region) in after.sorted(by: { $0.key < $1.key }) where !region.text.isEmpty && before[id]?.text != region.text {
                events.append(.announce(region.text, queued: !region.assertive))
            }
            return events
        } catch {
            memory.log.failure = memory.log.failure ?? error
        }
        return []
    }

    public func displayName(_ phrases: Phrasebook) -> String {
        FocusTraversal.order(accessibilityTree(phrases), platform: .compose).first?.label ?? ""
    }
}
