import RotorDiagnostics
import SwiftSyntax

/// `switch` and the patterns its cases, `if case` and `for case` match.
extension Interpreter {
    /// The case of a `switch` that matches, with its bindings in a new scope.
    mutating func matchingCase(_ switchExpr: SwitchExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> SwitchCaseSyntax? {
        let subject = try eval(switchExpr.subject, &frame)
        for item in switchExpr.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self) else {
                throw error(item, "'#if' inside a switch is not read")
            }
            switch switchCase.label {
            case .default:
                return switchCase
            case .case(let label):
                for caseItem in label.caseItems {
                    frame.scopes.append([:])
                    if try matches(caseItem.pattern, subject, &frame),
                       try caseItem.whereClause.map({ clause throws(Diagnostic) in try truth(clause.condition, &frame) }) ?? true {
                        return switchCase
                    }
                    frame.scopes.removeLast()
                }
            }
        }
        return nil
    }

    mutating func switchStatement(_ switchExpr: SwitchExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Flow {
        let depth = frame.scopes.count
        guard let match = try matchingCase(switchExpr, &frame) else {
            throw error(switchExpr, "no case of this switch matches '\(try eval(switchExpr.subject, &frame).text)'")
        }
        defer { frame.scopes.removeLast(frame.scopes.count - depth) }
        let flow = try execute(match.statements, &frame)
        if case .broke = flow { return .normal }
        return flow
    }

    mutating func switchExpression(_ switchExpr: SwitchExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        let depth = frame.scopes.count
        guard let match = try matchingCase(switchExpr, &frame) else {
            throw error(switchExpr, "no case of this switch matches")
        }
        defer { frame.scopes.removeLast(frame.scopes.count - depth) }
        return try runBody(match.statements, &frame)
    }

    /// `case .loading(let progress)`, `case .failed(_)`, `case .size(2, let unit)`: the value is
    /// that case, each given value equals the case's, and each binding takes its value.
    mutating func matchesCase(_ call: FunctionCallExprSyntax, _ value: Value, bindingAll: Bool, _ frame: inout Frame) throws(Diagnostic) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw error(call, "the pattern '\(call.trimmedDescription)' is not read")
        }
        guard case .associated(_, let name, let values, _) = value, name == member.declName.baseName.text,
              values.count == call.arguments.count else { return false }
        for (argument, item) in zip(call.arguments, values) {
            let expression = argument.expression
            if let inner = expression.as(PatternExprSyntax.self) {
                try bind(inner.pattern, item, &frame)
            } else if expression.is(DiscardAssignmentExprSyntax.self) {
                continue
            } else if bindingAll, let reference = expression.as(DeclReferenceExprSyntax.self) {
                frame.declare(reference.baseName.text, item)
            } else if try eval(expression, &frame) != item {
                return false
            }
        }
        return true
    }

    /// Whether a case pattern matches: an enum case, a value, or a binding.
    mutating func matches(_ pattern: PatternSyntax, _ value: Value, _ frame: inout Frame) throws(Diagnostic) -> Bool {
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            if let call = expression.expression.as(FunctionCallExprSyntax.self) {
                return try matchesCase(call, value, bindingAll: false, &frame)
            }
            let expected = try eval(expression.expression, &frame)
            if case .range(let low, let high, let closed) = expected, let number = value.number, let a = low.number, let b = high.number {
                return number >= a && (closed ? number <= b : number < b)
            }
            return expected == value
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            // `case let .failed(message)`: every name in the case's parentheses is bound.
            if let call = binding.pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) {
                return try matchesCase(call, value, bindingAll: true, &frame)
            }
            try bind(binding.pattern, value, &frame)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        throw error(pattern, "the pattern '\(pattern.trimmedDescription)' is not read")
    }
}
