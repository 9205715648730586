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

    // MARK: Expressions

    mutating func evaluate(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        try step(node)
        if let (unary, op) = Self.misboundPrefix(node), !liftedPrefixes.contains(LiftedPrefix(unary)) {
            // Kotlin applies `!a.b` to `a.b`; the grammar binds it to `a`. The chain is read with
            // the operator's operand in its place, and the operator applied to the whole.
            liftedPrefixes.insert(LiftedPrefix(unary))
            defer { liftedPrefixes.remove(LiftedPrefix(unary)) }
            return try prefix(op, try evaluate(node, scope), node)
        }
        switch node.type {
        case "number_literal", "integer_literal", "long_literal":
            let text = node.text.replacingOccurrences(of: "_", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "lLuU"))
            if let number = Int(text) { return .int(number) }
            return .unread(node.text, node)
        case "float_literal", "real_literal":
            // tree-sitter-kotlin 1.1.0 names `0.5f`, `1f` and `1.0` float_literal.
            let text = node.text.replacingOccurrences(of: "_", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "fF"))
            return Double(text).map(ComposeValue.double) ?? .unread(node.text, node)
        case "boolean_literal": return .bool(node.text == "true")
        case "null_literal": return .null
        case "character_literal": return .string(String(node.text.dropFirst().dropLast()))
        case "string_literal", "multiline_string_literal":
            var text = ""
            for part in node.templateParts ?? [] {
                switch part {
                case .text(let piece): text += piece
                case .name(let name, _):
                    if let (cell, delegated) = scope.lookup(name) {
                        text += try spoken(force(cell, delegated), node)
                    } else if let global = try globalValue(name, at: node) {
                        text += try spoken(global, node)
                    } else {
                        throw error(node, "'\(name)' in this string is not declared")
                    }
                case .expression(let expression): text += try spoken(evaluate(expression, scope), expression)
                }
                try bounded(text, node)
            }
            return .string(text)
        case "parenthesized_expression", "control_structure_body", "statement":
            guard let inner = node.namedChildren.first else { return .unit }
            return try evaluate(inner, scope)
        case "block":
            return try run(node.namedChildren, ComposeScope(parent: scope))
        case "identifier", "simple_identifier":
            let name = node.text
            if let (cell, delegated) = scope.lookup(name) { return try force(cell, delegated) }
            switch name {
            case "Modifier": return .modifier([])
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            case "break", "continue":
                // tree-sitter-kotlin 1.1.0 reads a bare `break` or `continue` as a name.
                jumping = name
                return .unit
            default:
                return try globalValue(name, at: node) ?? .unread(name, node)
            }
        case "this_expression":
            if node.namedChildren.isEmpty, let (cell, delegated) = scope.lookup("this") { return try force(cell, delegated) }
            return .unread("this", node)
        default:
            return try evaluateMore(node, scope)
        }
    }

    /// A name no scope holds: an object the code declares, or a top-level `val`.
    mutating func globalValue(_ name: String, at node: KotlinNode) throws(Diagnostic) -> ComposeValue? {
        if let declared = program.classes[name], declared.kind == .object {
            return try construct(declared, named: [:], positional: [], trailing: nil, at: node)
        }
        if let value = program.topLevel[name] {
            if value.type == "getter" { return try nested(node) { (me: inout ComposeEvaluator) throws(Diagnostic) in try me.getterValue(value, ComposeScope(parent: nil)) } }
            // A top-level `val`, computed where it is read.
            return try computedOnce(value, slot: "top-level", name: name, at: node)
        }
        return nil
    }

    /// The expressions after names: lambdas, member access, calls, conditions, operators.
    mutating func evaluateMore(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        switch node.type {
        case "lambda_literal":
            return .lambda(node, scope)
        case "annotated_lambda":
            guard let lambda = node.firstChild(ofType: "lambda_literal") else { return .unread(node.text, node) }
            return .lambda(lambda, scope)
        case "navigation_expression":
            return try navigate(node, scope)
        case "call_expression":
            return try call(node, scope)
        case "if_expression":
            return try ifExpression(node, scope)
        case "assignment":
            // A branch without braces (`if (c) x = 1`, `else -> x = 2`) is the assignment itself.
            try assign(node, scope)
            return .unit
        case "when_expression":
            return try whenExpression(node, scope)
        case "unary_expression", "prefix_expression":
            if let increment = try incrementOrDecrement(node, scope) { return increment }
            let operand = node.namedChildren.last.map { $0 } ?? node
            let op = node.children.first(where: { !$0.isNamed })?.text ?? ""
            let value = try evaluate(operand, scope)
            if liftedPrefixes.contains(LiftedPrefix(node)) { return value }
            switch (op, value) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .int(let number)): return .int(0 &- number)
            case ("-", .double(let number)): return .double(-number)
            case ("+", _): return value
            case ("!!", .null): throw error(node, "'\(operand.text)' is null here, and '!!' throws NullPointerException")
            case ("!!", _): return value
            default: return .unread(node.text, node)
            }
        case "binary_expression":
            return try binary(node, scope)
        case "postfix_expression":
            // `x!!`: the value itself.
            if node.children.contains(where: { !$0.isNamed && $0.text == "!!" }), let inner = node.namedChildren.first { return try evaluate(inner, scope) }
            return .unread(node.text, node)
        case "while_statement", "do_while_statement":
            try whileLoop(node, scope)
            return .unit
        case "try_expression":
            return try tryExpression(node, scope)
        case "throw_expression":
            throw thrown(node)
        case "getter":
            return try getterValue(node, scope)
        case "as_expression":
            guard let inner = node.namedChildren.first else { return .unread(node.text, node) }
            return try cast(try evaluate(inner, scope), node)
        default:
            return try kotlinExpression(node, scope)
        }
    }

    /// A top-level or object `val`: computed where first read and kept, as Kotlin initialises
    /// it once (a state object there is one object); one that reads itself is an error.
    mutating func computedOnce(_ value: KotlinNode, slot: String, name: String, at node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        let key = slot + " " + name
        if let kept = memory.slots[key] { return kept }
        guard !readingMembers.contains(name) else { throw error(node, "'\(name)' reads itself") }
        readingMembers.insert(name)
        defer { readingMembers.remove(name) }
        let outer = inArgument
        inArgument = true
        defer { inArgument = outer }
        let computed = try evaluate(value, ComposeScope(parent: nil))
        memory.slots[key] = computed
        return computed
    }

    /// A name's value, computing a pending one once, where it is first needed.
    mutating func force(_ cell: ComposeCell, _ delegated: Bool) throws(Diagnostic) -> ComposeValue {
        // A property with a getter is computed each time it is read.
        if case .pending(let getter, let scope) = cell.value, getter.type == "getter" { return try getterValue(getter, scope) }
        if case .pending(let expression, let scope) = cell.value {
            let outer = inArgument
            inArgument = true
            defer { inArgument = outer }
            cell.value = .unit
            cell.value = try evaluate(expression, scope)
        }
        if delegated, case .state(let state) = cell.value, case .lambda(let body, _)? = state.derived {
            return try stateValue(state, at: body)
        }
        return read(cell, delegated)
    }

    /// A state object's value: a `derivedStateOf` computes it again each time it is read.
    mutating func stateValue(_ state: ComposeCell, at node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        guard let derived = state.derived else { return state.value }
        return try invokeLambda(derived, [], at: node, asValue: true)
    }

    func read(_ cell: ComposeCell, _ delegated: Bool) -> ComposeValue {
        if delegated, case .state(let state) = cell.value { return state.value }
        return cell.value
    }

    mutating func binary(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        guard let left = node.child(field: "left"), let right = node.child(field: "right") else { return .unread(node.text, node) }
        let op = node.children.first(where: { !$0.isNamed })?.text ?? ""
        let lhs = try evaluate(left, scope)
        switch op {
        case "&&":
            guard case .bool(let a) = lhs else { return try unknownCondition(left, lhs) }
            if !a { return .bool(false) }
            guard case .bool(let b) = try evaluate(right, scope) else { return try unknownCondition(right, .null) }
            return .bool(b)
        case "||":
            guard case .bool(let a) = lhs else { return try unknownCondition(left, lhs) }
            if a { return .bool(true) }
            guard case .bool(let b) = try evaluate(right, scope) else { return try unknownCondition(right, .null) }
            return .bool(b)
        case "?:":
            return lhs.isNull ? try evaluate(right, scope) : lhs
        default: break
        }
        let rhs = try evaluate(right, scope)
        return try combine(op, lhs, rhs, at: node, right: right)
    }

    /// The value of `lhs op rhs` for the arithmetic, comparison and equality operators.
    func combine(_ op: String, _ lhs: ComposeValue, _ rhs: ComposeValue, at node: KotlinNode, right: KotlinNode) throws(Diagnostic) -> ComposeValue {
        switch (op, lhs, rhs) {
        case ("==", _, _): return try equal(lhs, rhs, node).map(ComposeValue.bool) ?? .unread(node.text, node)
        case ("!=", _, _): return try equal(lhs, rhs, node).map { .bool(!$0) } ?? .unread(node.text, node)
        case ("+", .string(let a), _):
            let text = a + (try spoken(rhs, right))
            try bounded(text, node)
            return .string(text)
        case ("+", .list(let a), .list(let b)): return .list(a + b)
        case ("+", .list(let a), _): return .list(a + [rhs])
        case ("-", .list(let a), _):
            var kept: [ComposeValue] = []
            for item in a {
                guard let same = try equal(item, rhs, node) else { return .unread(node.text, node) }
                if !same { kept.append(item) }
            }
            return .list(kept)
        case ("+", .int(let a), .int(let b)): return .int(a &+ b)
        case ("-", .int(let a), .int(let b)): return .int(a &- b)
        case ("*", .int(let a), .int(let b)): return .int(a &* b)
        // Wrapping as Kotlin's Long does (Long.MIN_VALUE / -1 is itself), never Swift's overflow trap.
        case ("%", .int(let a), .int(let b)) where b != 0: return .int(a.remainderReportingOverflow(dividingBy: b).partialValue)
        case ("/", .int(let a), .int(let b)) where b != 0: return .int(a.dividedReportingOverflow(by: b).partialValue)
        case ("<", .int(let a), .int(let b)): return .bool(a < b)
        case (">", .int(let a), .int(let b)): return .bool(a > b)
        case ("<=", .int(let a), .int(let b)): return .bool(a <= b)
        case (">=", .int(let a), .int(let b)): return .bool(a >= b)
        default:
            if let a = lhs.number, let b = rhs.number {
                switch op {
                case "+": return .double(a + b)
                case "-": return .double(a - b)
                case "*": return .double(a * b)
                case "/": return .double(a / b)
                case "<": return .bool(a < b)
                case ">": return .bool(a > b)
                case "<=": return .bool(a <= b)
                case ">=": return .bool(a >= b)
                default: break
                }
            }
            return .unread(node.text, node)
        }
    }

    func equal(_ a: ComposeValue, _ b: ComposeValue, _ node: KotlinNode) throws(Diagnostic) -> Bool? {
        switch (a, b) {
        case (.null, .null): return true
        case (.null, .unread), (.unread, .null), (.unread, _), (_, .unread): return nil
        case (.null, _), (_, .null): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.constant(let x), .constant(let y)): return x == y
        case (.instance(let x), .instance(let y)):
            guard x.type == y.type else { return false }
            if let left = x.entry, let right = y.entry { return left.name == right.name }
            guard x.properties.count == y.properties.count else { return false }
            for (left, right) in zip(x.properties, y.properties) {
                guard let same = try equal(left.value, right.value, node) else { return nil }
                if !same { return false }
            }
            return true
        case (.list(let x), .list(let y)):
            guard x.count == y.count else { return false }
            for (left, right) in zip(x, y) {
                guard let same = try equal(left, right, node) else { return nil }
                if !same { return false }
            }
            return true
        case (.instance, .string), (.string, .instance), (.instance, .int), (.int, .instance), (.instance, .bool), (.bool, .instance):
            return false
        // A Boolean and a number or text (an `Any` compared in a `when`) are never equal. Text
        // and a number are left undecided: a number given in `state:` as text is the spec's slip.
        case (.bool, .int), (.int, .bool), (.bool, .double), (.double, .bool), (.bool, .string), (.string, .bool):
            return false
        default:
            if let x = a.number, let y = b.number { return x == y }
            return nil
        }
    }

    /// A string within `CodeLimits.stringLength`, or an error at the code that made it.
    func bounded(_ text: String, _ node: KotlinNode) throws(Diagnostic) {
        if text.utf8.count > CodeLimits.stringLength { throw error(node, "the code makes a string longer than \(CodeLimits.stringLength) characters") }
    }

    func unknownCondition(_ node: KotlinNode, _ value: ComposeValue) throws(Diagnostic) -> ComposeValue {
        throw error(node, "Rotor cannot tell whether '\(node.text)' is true: give the values it reads in 'state:'")
    }

    func condition(_ node: KotlinNode, _ value: ComposeValue) throws(Diagnostic) -> Bool {
        guard case .bool(let flag) = value else { _ = try unknownCondition(node, value); return false }
        return flag
    }

    mutating func ifExpression(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        guard let test = node.child(field: "condition") else { return .unread(node.text, node) }
        let branches = node.namedChildren.filter { $0.byteRange != test.byteRange && $0.type != "line_comment" && $0.type != "multiline_comment" }
        let tested = try evaluate(test, scope)
        if case .bool = tested {} else if inArgument, branches.count == 2 {
            // By need: a value whose condition Rotor cannot tell, but whose branches come to the
            // same thing for speech (two modifier chains with nothing Rotor reads), is that thing.
            let first = try evaluate(branches[0], scope)
            let second = try evaluate(branches[1], scope)
            if Self.sameForSpeech(first, second) { return first }
        }
        if try condition(test, tested) {
            return try branches.first.map { b throws(Diagnostic) in try evaluate(b, scope) } ?? .unit
        }
        return try branches.dropFirst().first.map { b throws(Diagnostic) in try evaluate(b, scope) } ?? .unit
    }

    mutating func whenExpression(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        let subjectNode = node.firstChild(ofType: "when_subject").flatMap { $0.namedChildren.last }
        let subject = try subjectNode.map { s throws(Diagnostic) in try evaluate(s, scope) }
        // `when (val x = …)`: the subject is named inside the branches.
        let scope = ComposeScope(parent: scope)
        if let subject, let declared = node.firstChild(ofType: "when_subject")?.firstChild(ofType: "variable_declaration")?.firstChild(ofType: "identifier")?.text {
            scope.bind(declared, subject)
        }
        for entry in node.children(ofType: "when_entry") {
            let conditions = entry.children(field: "condition")
            let body = entry.namedChildren.last { c in !conditions.contains { $0.byteRange == c.byteRange } }
            var matches = conditions.isEmpty
            for condition in conditions where !matches {
                let expression = condition.type == "when_condition" ? (condition.namedChildren.first ?? condition) : condition
                if expression.type == "range_test", let subject, let test = expression.namedChildren.last,
                   let inRange = try numberInRange(subject, test, scope) {
                    matches = expression.hasToken("!in") ? !inRange : inRange
                    continue
                }
                if expression.type == "type_test" || expression.type == "range_test", let subject {
                    guard let test = expression.namedChildren.last, let result = expression.type == "type_test"
                        ? isInstance(subject, of: test.text)
                        : try contains(try evaluate(test, scope), subject, at: expression) else {
                        throw error(expression, "Rotor cannot tell whether this case matches: give the values it reads in 'state:'")
                    }
                    matches = expression.hasToken("!is") || expression.hasToken("!in") ? !result : result
                    continue
                }
                let value = try evaluate(expression, scope)
                if let subject {
                    guard let same = try equal(subject, value, expression) else {
                        throw error(expression, "Rotor cannot tell whether this case matches: give the values it reads in 'state:'")
                    }
                    matches = same
                } else {
                    matches = try self.condition(expression, value)
                }
            }
            if matches { return try body.map { b throws(Diagnostic) in try evaluate(b, scope) } ?? .unit }
        }
        return .unit
    }

    mutating func navigate(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        let parts = node.namedChildren
        guard let receiverNode = parts.first, let member = parts.last?.text else { return .unread(node.text, node) }
        if receiverNode.type == "navigation_expression", receiverNode.namedChildren.first?.text == "R",
           let kind = receiverNode.namedChildren.last?.text {
            return .resource(kind: kind, name: member)
        }
        if receiverNode.type == "identifier" || receiverNode.type == "navigation_expression", scope.lookup(receiverNode.text) == nil,
           let declared = program.kotlinClass(named: receiverNode.text), let value = try staticMember(declared, member, at: node) {
            return value
        }
        if receiverNode.type == "identifier", scope.lookup(receiverNode.text) == nil,
           let first = receiverNode.text.first, first.isUppercase, receiverNode.text != "Modifier" {
            return .constant(node.text)
        }
        let receiver = try evaluate(receiverNode, scope)
        // `a?.b`: null when `a` is.
        if receiver.isNull, node.hasToken("?.") { return .null }
        switch (receiver, member) {
        case (.instance(let instance), _): return try memberValue(instance, member, at: node)
        case (.list(let items), "indices"): return .list(items.indices.map { .int($0) })
        case (.list(let items), "lastIndex"): return .int(items.count - 1)
        case (.object(let properties), "size"): return .int(properties.count)
        case (.state(let cell), "value"): return try stateValue(cell, at: node)
        case (.string(let text), "length"): return .int(text.count)
        case (.list(let items), "size"): return .int(items.count)
        case (.list(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.object(let properties), _): return properties[member] ?? .unread(node.text, node)
        case (.constant(let head), _) where Self.isMaterialIcon(head): return .constant(node.text)
        default: return try standardProperty(receiver, member, at: node) ?? .unread(node.text, node)
        }
    }

    /// Text for speech, or an error saying what to give.
    func spoken(_ value: ComposeValue, _ node: KotlinNode) throws(Diagnostic) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number):
            if number == number.rounded() && abs(number) < 1e15 { return String(format: "%.1f", number) }
            try Self.sameAsFloatAndDouble(number, node, program: program)
            return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .constant(let name):
            // A member of a type the code does not declare (`Strings.title`): its text is not its name.
            throw error(node, "Rotor does not know the value of '\(name)', and what is spoken depends on it: put its declaration in the article's Kotlin, or give it in 'state:' or 'strings:'")
        case .instance(let instance):
            if let entry = instance.entry { return entry.name }
            guard instance.isData else { throw error(node, "this object is not text Rotor can speak: a class that is not a data class prints its address") }
            var parts: [String] = []
            for property in instance.properties { parts.append("\(property.name)=" + (try spoken(property.value, node))) }
            return "\(instance.type.split(separator: ".").last ?? "")(" + parts.joined(separator: ", ") + ")"
        case .unread(let what, let at):
            throw error(at, "Rotor does not read '\(what)', and what is spoken depends on it: give it in 'state:' or 'strings:'")
        default:
            throw error(node, "this value is not text Rotor can speak")
        }
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
