import Foundation
import RotorDiagnostics
import RotorKotlin
import RotorModel

/// Binary operators, equality, conditions, `if` and `when`.
extension ComposeEvaluator {
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

}
