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

    /// Composes the view once more, or gives the composition since the last gesture.
    func evaluate() throws(Diagnostic) -> ([ComposeNode], [String: ComposeHandler]) {
        if let composed = memory.composed { return composed }
        var evaluator = ComposeEvaluator(program: program, memory: memory)
        var arguments: [String: ComposeValue] = [:]
        for name in stateNames { if let (cell, _) = state.lookup(name) { arguments[name] = cell.value } }
        let roots = try evaluator.orderRows(evaluator.compose(view: view, state: arguments, at: nil))
        for (name, value) in evaluator.typedState { state.lookup(name)?.0.value = value }
        memory.composed = (roots, evaluator.handlers)
        return (roots, evaluator.handlers)
    }

    public var failure: Diagnostic? { memory.log.failure }
    public var notes: [CodeNote] { memory.log.takeNotes() }

    func roots() -> [ComposeNode] {
        do throws(Diagnostic) {
            return try evaluate().0
        } catch {
            memory.composed = nil
            memory.log.failure = memory.log.failure ?? error
            return []
        }
    }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        memory.phrases = phrases
        return ComposeNode.accessibilityTree(roots(), phrases: phrases)
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
            // Dismiss, Expand or Collapse, chosen by the title TalkBack gives it.
            if found == nil, case .custom(let label) = action, let phrases = memory.phrases {
                let titled: [(PhraseKey, String)] = [(.tbActionDismiss, "dismiss"), (.tbActionExpand, "expand"), (.tbActionCollapse, "collapse")]
                if let (_, name) = titled.first(where: { phrases.text($0.0) == label }) { found = handlers[id + "@" + name] }
            }
            // A range set through `setProgress`: swipe up or down sets one step more or less.
            if found == nil, action == .increment || action == .decrement, let setProgress = handlers[id + "@setProgress"],
               let range = roots.lazy.compactMap({ $0.find(id) }).first?.semantics.progress, !range.indeterminate {
                found = ComposeHandler(lambda: setProgress.lambda, arguments: [.double(ComposeEvaluator.adjusted(range, up: action == .increment))])
            }
            guard let handler = found else { return [] }
            var evaluator = ComposeEvaluator(program: program, memory: memory)
            // Whatever the lambda runs may change state: the reading after it composes again.
            memory.composed = nil
            _ = try evaluator.invokeLambda(handler.lambda, handler.arguments, at: program.trees[0].root)
            var events: [ComponentEvent] = []
            if case .custom = action { events.append(.note(.tbNoteCustomActionUnknown, [:])) }
            let composed = try evaluate().0
            // A pane that appears, or whose title changes, becomes the window's title, and
            // TalkBack says that title alone, without cutting it off (§2.9, `paneTitle`).
            let panesBefore = Set(roots.flatMap { $0.paneTitles() })
            for title in composed.flatMap({ $0.paneTitles() }) where !panesBefore.contains(title) && !title.isEmpty {
                events.append(.announce(title, queued: true))
            }
            // A live region whose words changed is spoken whole: polite queued, assertive
            // interrupting. Regions are matched in tree order when their number stays the same.
            let before = roots.flatMap { $0.liveRegions() }
            let after = composed.flatMap { $0.liveRegions() }
            for (index, region) in after.enumerated() where !region.text.isEmpty {
                let changed = before.count == after.count ? before[index].text != region.text : !before.contains { $0.text == region.text }
                if changed { events.append(.announce(region.text, queued: !region.assertive)) }
            }
            return events
        } catch {
            memory.composed = nil
            memory.log.failure = memory.log.failure ?? error
        }
        return []
    }

    public func displayName(_ phrases: Phrasebook) -> String {
        FocusTraversal.order(accessibilityTree(phrases), platform: .compose).first?.label ?? ""
    }
}
