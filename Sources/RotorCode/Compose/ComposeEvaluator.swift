import Foundation
import RotorDiagnostics
import RotorKotlin
import RotorModel

/// What a node's actions run: the lambdas a double tap calls, with their arguments.
struct ComposeHandler {
    var lambda: ComposeValue
    var arguments: [ComposeValue]
}

/// The state that lives across compositions: remembered slots, by call path and place.
final class ComposeMemory: @unchecked Sendable {
    var slots: [String: ComposeValue] = [:]
    /// The keys each keyed `remember(a, b) { … }` slot was computed with.
    var slotKeys: [String: [ComposeValue]] = [:]
    let log = RunLog()
    /// The last composition, until a gesture runs code: reading the tree again for focus, the
    /// visible state and the figure's name composes nothing new.
    var composed: ([ComposeNode], [String: ComposeHandler])?
    /// The words the last tree was lowered with: TalkBack titles Expand, Collapse and Dismiss
    /// in its own words, and a gesture choosing one names it by that title.
    var phrases: Phrasebook?
}

/// Evaluates a composition by need over the Kotlin tree and emits ``ComposeNode``s.
///
/// It walks the view function's body, calls the code's own functions with their named,
/// default and trailing-lambda arguments, remembers state across compositions, and turns
/// Material components and the semantics modifiers into nodes (the reference's §7.2 and
/// §7.3). Other modifiers are skipped without evaluating their arguments; a call it does
/// not know is skipped, noted as an assumption where it could show something.
struct ComposeEvaluator {
    static let maxDepth = 48

    let program: ComposeProgram
    let memory: ComposeMemory
    var frames: [[ComposeNode]] = [[]]
    var handlers: [String: ComposeHandler] = [:]
    var path: [Int] = []
    var depth = 0
    var counter = 0
    /// What the later passes need to know of a node, by its id (ComposeEvaluator+Order).
    var records: [String: ComposeRecord] = [:]
    /// Whether an argument is being evaluated: a call there is a value (a shape, padding), not
    /// something shown, so one Rotor does not know is left unread rather than an error.
    var inArgument = false
    /// A `return` on its way out: its label (empty for the enclosing function) and value.
    var returning: (label: String, value: ComposeValue)?
    /// A `break` or `continue` on its way to its loop.
    var jumping: String?
    /// Prefix operators being applied around the whole chain they head (see `misboundPrefix`).
    var liftedPrefixes: Set<LiftedPrefix> = []
    /// The ends of the last Float or Double range read at each place (`0f..max`), for the
    /// calls that take one (`ProgressBarRangeInfo`, `Slider`, `coerceIn`).
    var numericRanges: [LiftedPrefix: (Double, Double)] = [:]
    /// `state:` entries that are not the view's parameters but another function's: what a call
    /// in the code leaves out (which Kotlin would refuse) is taken from here.
    var given: [String: ComposeValue] = [:]
    /// Object members and top-level values being computed, so one that reads itself stops.
    var readingMembers: Set<String> = []
    /// The view's `state:` arguments as read by their types, for the app to keep: a callback
    /// then sees the enum entry or instance the view saw.
    var typedState: [String: ComposeValue] = [:]
    /// Whether the view's body is being composed (not `state:` being read), and how many
    /// `remember` lambdas are running: a state object made with both at rest is unremembered.
    var composingBody = false
    var rememberDepth = 0

    init(program: ComposeProgram, memory: ComposeMemory) {
        self.program = program
        self.memory = memory
    }

    // MARK: Errors and budget

    func error(_ node: KotlinNode, _ message: String) -> Diagnostic { program.error(node, message) }

    func step(_ node: KotlinNode) throws(Diagnostic) {
        memory.log.remaining -= 1
        if memory.log.remaining < 0 { throw error(node, "the code takes more than \(CodeLimits.steps) steps over the transcript's compositions and gestures; is there a loop that never ends?") }
    }

    mutating func nested<T>(_ node: KotlinNode, _ body: (inout ComposeEvaluator) throws(Diagnostic) -> T) throws(Diagnostic) -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { throw error(node, "the code nests calls more than \(Self.maxDepth) deep; is a composable calling itself?") }
        return try body(&self)
    }

    func assume(_ subject: String) { memory.log.note(CodeNote(kind: .assumed, subject: subject)) }

    // MARK: Composing

    /// Calls the view function with the spec's state as its arguments.
    mutating func compose(view: String, state: [String: ComposeValue], at anchor: KotlinNode?) throws(Diagnostic) -> [ComposeNode] {
        let candidates = program.overloads[view] ?? []
        let fitting = candidates.first { candidate in
            let parameters = Self.parameters(of: candidate.node)
            return state.keys.allSatisfy { key in parameters.contains { $0.name == key } }
                && parameters.allSatisfy { $0.defaultValue != nil || state[$0.name] != nil }
        } ?? candidates.first { candidate in
            let parameters = Self.parameters(of: candidate.node)
            return state.keys.allSatisfy { key in parameters.contains { $0.name == key } }
        }
        guard let function = fitting ?? program.functions[view] else {
            let known = program.functions.values.filter(\.isComposable).map(\.name).sorted()
            throw Diagnostic(code: .undeclaredView, message: "no function '\(view)' in the code" + (known.isEmpty ? "" : "; its @Composable functions are \(known.joined(separator: ", "))"))
        }
        let parameters = Self.parameters(of: function.node)
        given = [:]
        for (name, value) in state where !parameters.contains(where: { $0.name == name }) {
            let elsewhere = program.overloads.values.contains { $0.contains { Self.parameters(of: $0.node).contains { $0.name == name } } }
            guard elsewhere else {
                throw Diagnostic(code: .unknownStateKey, message: "'\(name)' is not a parameter of \(view); its parameters are \(parameters.map(\.name).joined(separator: ", "))")
            }
            given[name] = value
        }
        frames = [[]]
        // `state:` values are read as the parameters' declared types: an enum entry by name,
        // an instance of the code's class with its defaults, a list of either.
        var typed: [String: ComposeValue] = [:]
        for (name, value) in state where given[name] == nil {
            typed[name] = try convert(value, to: parameters.first { $0.name == name }?.type)
        }
        typedState = typed
        composingBody = true
        defer { composingBody = false }
        _ = try invoke(function, named: typed, positional: [], trailing: nil, site: function.node)
        return frames.last ?? []
    }

    struct Parameter { var name: String; var defaultValue: KotlinNode?; var isFunction: Bool; var node: KotlinNode; var type: String? = nil }

    static func parameters(of function: KotlinNode) -> [Parameter] {
        guard let list = function.firstChild(ofType: "function_value_parameters") else { return [] }
        var result: [Parameter] = []
        for child in list.namedChildren {
            if child.type == "parameter" {
                let name = child.firstChild(ofType: "identifier")?.text ?? child.text
                let isFunction = child.first(where: { $0.type == "function_type" }) != nil
                let type = child.namedChildren.first { $0.type.hasSuffix("_type") }?.text
                result.append(Parameter(name: name, defaultValue: nil, isFunction: isFunction, node: child, type: type))
            } else if child.type != "parameter_modifiers", !result.isEmpty, result[result.count - 1].defaultValue == nil {
                result[result.count - 1].defaultValue = child
            }
        }
        return result
    }

    mutating func invoke(_ function: ComposeProgram.Function, named: [String: ComposeValue], positional: [ComposeValue], trailing: ComposeValue?, site: KotlinNode, receiver: ComposeValue? = nil) throws(Diagnostic) -> ComposeValue {
        try nested(site) { (me: inout ComposeEvaluator) throws(Diagnostic) -> ComposeValue in
            let scope = ComposeScope(parent: nil)
            // An extension function's receiver: `this`, and the implicit receiver of its calls.
            if let receiver { scope.bind("this", receiver) }
            if let misread = function.misreadParameters, !misread.namedChildren.isEmpty {
                throw me.error(misread, "Rotor cannot read the parameters of \(function.name): the Kotlin grammar reads an annotated '= expression' function with a modifier and parameters as an assignment; give its body in braces ({ … })")
            }
            let parameters = Self.parameters(of: function.node)
            var positional = positional[...]
            for (index, parameter) in parameters.enumerated() {
                let value: ComposeValue
                if let given = named[parameter.name] {
                    value = given
                } else if index == parameters.count - 1, let trailing, named[parameter.name] == nil {
                    value = trailing
                } else if let next = positional.first {
                    positional = positional.dropFirst()
                    value = next
                } else if let defaultValue = parameter.defaultValue {
                    let outer = me.inArgument
                    me.inArgument = true
                    defer { me.inArgument = outer }
                    value = .pending(defaultValue, scope)
                } else if site.type == "function_declaration" {
                    throw me.error(parameter.node, "\(function.name) needs its parameter '\(parameter.name)': give it in 'state:'" + (parameter.isFunction ? " as a Kotlin lambda in a string, such as \"{ }\"" : ""))
                } else if let fallback = me.given[parameter.name] {
                    // Kotlin refuses this call; the spec's `state:` says what the caller meant.
                    value = try me.convert(fallback, to: parameter.type)
                } else {
                    throw me.error(site, "the call gives no '\(parameter.name)' to \(function.name): give it in the call, or in 'state:'")
                }
                scope.bind(parameter.name, value)
            }
            me.path.append(site.byteRange.lowerBound)
            defer { me.path.removeLast() }
            if let expression = function.expressionBody { return try me.evaluate(expression, scope) }
            if let lambda = function.blockBody {
                var statements = lambda.namedChildren
                if statements.count == 1, statements[0].type == "statements" { statements = statements[0].namedChildren }
                try me.run(statements, ComposeScope(parent: scope))
                if let returned = me.returning {
                    me.returning = nil
                    return returned.value
                }
                return .unit
            }
            guard let body = function.node.firstChild(ofType: "function_body") else { return .unit }
            if let block = body.firstChild(ofType: "block") {
                try me.run(block.namedChildren, ComposeScope(parent: scope))
                // `return` ends the function here; a labelled one that got this far does too.
                if let returned = me.returning {
                    me.returning = nil
                    return returned.value
                }
                return .unit
            }
            guard let expression = body.namedChildren.first else { return .unit }
            return try me.evaluate(expression, scope)
        }
    }

    /// Runs statements; the value of the last is the block's.
    @discardableResult
    mutating func run(_ statements: [KotlinNode], _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        var last = ComposeValue.unit
        for statement in statements {
            try step(statement)
            switch statement.type {
            case "property_declaration":
                if let destructured = statement.firstChild(ofType: "multi_variable_declaration") {
                    // `val (a, b) = …`: the value by need, each name reading its component.
                    guard let expression = statement.namedChildren.last, expression.type != "multi_variable_declaration" else {
                        throw error(statement, "this declaration is not read: 'val (a, b)' needs a value")
                    }
                    let outer = inArgument
                    inArgument = true
                    defer { inArgument = outer }
                    try bindDeclaration(destructured, try evaluate(expression, scope), in: scope)
                    last = .unit
                    continue
                }
                guard let declared = statement.firstChild(ofType: "variable_declaration")?.firstChild(ofType: "identifier")?.text else {
                    throw error(statement, "this declaration is not read: Rotor reads 'val name = …', 'var name = …' and 'var name by …'")
                }
                // A declared value is a value: a call there (a shape, a source) shows nothing.
                let outer = inArgument
                inArgument = true
                defer { inArgument = outer }
                if let delegate = statement.firstChild(ofType: "property_delegate"), let expression = delegate.namedChildren.first {
                    // `by` reads the delegate's value: a state object's `value`; any other delegate
                    // (an animation, a flow collected, a lazy value) is read only if speech needs it.
                    let value = try evaluate(expression, scope)
                    if case .state = value {
                        scope.bind(declared, value, delegated: true)
                    } else if case .unread = value {
                        scope.bind(declared, value)
                    } else {
                        scope.bind(declared, .unread(expression.text, expression))
                    }
                } else if let expression = statement.namedChildren.last, expression.type != "variable_declaration" {
                    // By need, unless computing it changes something (`n++`, a `finally` that sets a name).
                    scope.bind(declared, Self.changesState(expression) ? try evaluate(expression, scope) : .pending(expression, scope))
                } else {
                    scope.bind(declared, .null)
                }
                last = .unit
            case "assignment":
                try assign(statement, scope)
                last = .unit
            case "line_comment", "multiline_comment":
                continue
            default:
                last = try evaluate(statement, scope)
            }
            if returning != nil || jumping != nil { break }
        }
        return last
    }

    mutating func assign(_ statement: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) {
        guard let left = statement.child(field: "left"), let right = statement.child(field: "right") else {
            throw error(statement, "this assignment is not read")
        }
        guard let op = statement.children.first(where: { !$0.isNamed && Self.assignmentOperators.contains($0.text) })?.text else {
            throw error(statement, "this assignment is not read: Rotor reads '=', '+=', '-=', '*=', '/=' and '%='")
        }
        var value = try evaluate(right, scope)
        if op != "=" { value = try compoundValue(op, left, value, at: statement, scope) }
        try store(value, into: left, scope)
    }

    /// Sets a local name, a `by` state's value or a state object's `value`.
    mutating func store(_ value: ComposeValue, into left: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) {
        if left.type == "identifier" {
            guard let (cell, delegated) = scope.lookup(left.text) else { throw error(left, "'\(left.text)' is not declared where it is set") }
            if delegated, case .state(let state) = cell.value { noteUnremembered(state); state.value = value } else { cell.value = value }
            return
        }
        if left.type == "navigation_expression", left.namedChildren.last?.text == "value", let receiver = left.namedChildren.first,
           case .state(let state) = try evaluate(receiver, scope) {
            noteUnremembered(state)
            state.value = value
            return
        }
        throw error(left, "setting '\(left.text)' is not read: Rotor sets local names and state objects' 'value'")
    }
}

extension ComposeValue {
    var number: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}
