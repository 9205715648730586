import RotorDiagnostics
import RotorKotlin

/// Kotlin statements beyond `val`, `=` and `for`: compound assignments, `++`/`--`, `while` and
/// `do … while` (each pass a step of the run's budget, so a loop that never ends is an error,
/// not a hang), `try` whose body throws nothing, `throw` as an error at its place, and
/// properties with a getter, read each time.
extension ComposeEvaluator {
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%="]

    // MARK: Compound assignments and ++/--

    /// The value `left op= value` stores: `left op value`, as Kotlin's `x = x op value` for a
    /// `var` or a state's value. A list in a plain name is changed in place by `+=` in Kotlin
    /// (`plusAssign` on a `MutableList`), which Rotor does not model: an error, as `add` is.
    mutating func compoundValue(_ op: String, _ left: KotlinNode, _ value: ComposeValue, at statement: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        let current = try evaluate(left, scope)
        if left.type == "identifier", let (_, delegated) = scope.lookup(left.text), !delegated {
            switch current {
            case .list, .object:
                throw error(statement, "Rotor does not change a list or map in place ('\(op)'); keep it in mutableStateOf and assign a new one, such as '\(left.text) = \(left.text) + x'")
            default: break
            }
        }
        let result = try combine(String(op.dropLast()), current, value, at: statement, right: statement.child(field: "right") ?? statement)
        if case .unread = result {
            if case .unread = current { return result }
            if case .unread = value { return result }
            throw error(statement, "Rotor cannot tell what '\(statement.text)' makes from these values")
        }
        return result
    }

    /// `x++`, `++x`, `x--`, `--x` on a number in a name or a state's value: the name is set, and
    /// the expression's value is the old number (postfix) or the new one (prefix). nil when the
    /// operator is another.
    mutating func incrementOrDecrement(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        guard let token = node.children.first(where: { !$0.isNamed && ($0.text == "++" || $0.text == "--") }),
              let operand = node.namedChildren.first else { return nil }
        let isPrefix = node.children.first.map { !$0.isNamed } ?? false
        let by = token.text == "++" ? 1 : -1
        let current = try evaluate(operand, scope)
        let updated: ComposeValue
        switch current {
        case .int(let number): updated = .int(number &+ by)
        case .double(let number): updated = .double(number + Double(by))
        default: throw error(node, "Rotor cannot tell what '\(node.text)' makes: '\(operand.text)' is not a number it knows")
        }
        try store(updated, into: operand, scope)
        return isPrefix ? updated : current
    }

    /// Whether evaluating `expression` sets a name or a state (`n++`, an assignment in a
    /// `finally` or a branch), outside the lambdas it makes: such a value is computed where it
    /// is declared, as Kotlin does, not by need.
    static func changesState(_ expression: KotlinNode) -> Bool {
        var pending = [expression]
        var visited = 0
        while let node = pending.popLast(), visited < 100_000 {
            visited += 1
            if node.type == "lambda_literal" || node.type == "annotated_lambda" { continue }
            if node.type == "assignment" { return true }
            if node.type == "unary_expression" || node.type == "prefix_expression" || node.type == "postfix_expression",
               node.children.contains(where: { !$0.isNamed && ($0.text == "++" || $0.text == "--") }) { return true }
            pending += node.namedChildren
        }
        return false
    }

    // MARK: Loops, try and throw

    /// `while (c) { … }` and `do { … } while (c)`: the body as long as the condition holds,
    /// each pass a step. The condition of a `do` loop sees the names its body declares.
    mutating func whileLoop(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) {
        guard let test = node.child(field: "condition") else { throw error(node, "this loop is not read") }
        let body = node.namedChildren.first { $0.byteRange != test.byteRange && $0.type != "line_comment" && $0.type != "multiline_comment" }
        let isDo = node.type == "do_while_statement"
        while true {
            try step(node)
            if !isDo, !(try condition(test, try evaluate(test, scope))) { return }
            let inner = ComposeScope(parent: scope)
            if let body {
                if body.type == "block" { try run(body.namedChildren, inner) } else { _ = try evaluate(body, inner) }
            }
            if returning != nil { return }
            if let jump = jumping {
                jumping = nil
                if jump == "break" { return }
            }
            if isDo, !(try condition(test, try evaluate(test, inner))) { return }
        }
    }

    /// `try { … } catch (…) { … } finally { … }` where the body throws nothing: the body's
    /// value, then the `finally` block. A `throw` the body reaches is an error at it (`thrown`).
    mutating func tryExpression(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        guard let block = node.firstChild(ofType: "block") else { throw error(node, "this try is not read") }
        let value = try evaluate(block, scope)
        if let finally = node.firstChild(ofType: "finally_block")?.firstChild(ofType: "block") {
            // `finally` runs on the way out too; a return or break it makes wins.
            let (leaving, jump) = (returning, jumping)
            returning = nil
            jumping = nil
            _ = try evaluate(finally, scope)
            if returning == nil { returning = leaving }
            if jumping == nil { jumping = jump }
        }
        return value
    }

    /// A `throw` reached: what follows depends on an exception, which Rotor does not follow.
    func thrown(_ node: KotlinNode) -> Diagnostic {
        let written = node.text.count > 80 ? String(node.text.prefix(77)) + "…" : node.text
        return error(node, "the code reaches '\(written)': Kotlin throws here, and Rotor reads only code that throws nothing (a catch block is not run)")
    }

    // MARK: Casts

    /// `x as T` and `x as? T`: the value when it is a `T` (or Rotor cannot tell); for one that
    /// is not, `as?` gives null and `as` is an error where Kotlin throws ClassCastException.
    func cast(_ value: ComposeValue, _ node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        guard let type = node.child(field: "right") ?? node.namedChildren.dropFirst().last,
              isInstance(value, of: type.text) == false else { return value }
        if node.hasToken("as?") { return .null }
        throw error(node, "'\(node.text.prefix(80))' is given a value that is not \(type.text): Kotlin throws ClassCastException here")
    }

    // MARK: Getters

    /// A property's `get() = …` or `get() { … return … }`, computed in `scope`.
    mutating func getterValue(_ getter: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        guard let body = getter.firstChild(ofType: "function_body") else { throw error(getter, "this getter is not read: Rotor reads 'get() = …' and 'get() { … }'") }
        if let block = body.firstChild(ofType: "block") {
            try run(block.namedChildren, ComposeScope(parent: scope))
            jumping = nil
            if let returned = returning {
                returning = nil
                return returned.value
            }
            return .unit
        }
        guard let expression = body.namedChildren.first else { return .unit }
        return try evaluate(expression, scope)
    }

    /// `object.member`: a property, or a getter computed now.
    mutating func memberValue(_ instance: ComposeInstance, _ member: String, at node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        guard let value = instance[member] else { return .unread(node.text, node) }
        if case .pending(let getter, let scope) = value, getter.type == "getter" {
            return try nested(node) { (me: inout ComposeEvaluator) throws(Diagnostic) in try me.getterValue(getter, scope) }
        }
        return value
    }

    // MARK: Ranges of numbers

    /// Whether a number is in a written range `a..b` or `a..<b` of numbers, without listing it;
    /// nil when the value or the range is not numbers (an `Int` list's `in` reads it then).
    mutating func numberInRange(_ value: ComposeValue, _ range: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> Bool? {
        guard range.type == "range_expression", let number = value.number else { return nil }
        let parts = range.namedChildren
        guard parts.count == 2, let low = try evaluate(parts[0], scope).number, let high = try evaluate(parts[1], scope).number else { return nil }
        return range.hasToken("..<") ? number >= low && number < high : number >= low && number <= high
    }
}
