import Foundation
import RotorDiagnostics
import SwiftSyntax

extension Interpreter {
    // MARK: Operators

    mutating func infix(_ infix: InfixOperatorExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true,
           isStyling(infix.leftOperand, frame) {
            // `label.font = …`, `layer.cornerRadius = …`: what it sets is not heard, so the
            // right side (often an app's colour or spacing token) is not even read.
            return .void
        }
        if infix.operator.is(AssignmentExprSyntax.self) {
            let value = try checked(try eval(infix.rightOperand, &frame))
            try assign(infix.leftOperand, value, &frame)
            return .void
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw error(infix, "'\(infix.operator.trimmedDescription)' is not read")
        }
        switch op {
        case "&&":
            guard try truth(infix.leftOperand, &frame) else { return .bool(false) }
            return .bool(try truth(infix.rightOperand, &frame))
        case "||":
            if try truth(infix.leftOperand, &frame) { return .bool(true) }
            return .bool(try truth(infix.rightOperand, &frame))
        case "??":
            let left = try eval(infix.leftOperand, &frame)
            return left.isNull ? try eval(infix.rightOperand, &frame) : left
        case "+=", "-=", "*=", "/=":
            let current = try eval(infix.leftOperand, &frame)
            let right = try eval(infix.rightOperand, &frame)
            try assign(infix.leftOperand, try arithmetic(String(op.dropLast()), current, right, at: infix), &frame)
            return .void
        default:
            break
        }
        let left = try eval(infix.leftOperand, &frame)
        let right = try eval(infix.rightOperand, &frame)
        switch op {
        case "==": return .bool(left == right)
        case "!=": return .bool(left != right)
        case "<", ">", "<=", ">=":
            if let a = left.number, let b = right.number {
                return .bool(op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b)
            }
            if case .string(let a) = left, case .string(let b) = right {
                return .bool(op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b)
            }
            throw error(infix, "'\(op)' compares numbers or strings here")
        case "...": return .range(left, right, closed: true)
        case "..<": return .range(left, right, closed: false)
        default: return try arithmetic(op, left, right, at: infix)
        }
    }

    /// Whether an assignment's target is a UIKit styling or layout property.
    private func isStyling(_ target: ExprSyntax, _ frame: Frame) -> Bool {
        if let member = target.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "layer" || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "layer" { return true }
            guard UIKitLibrary.styling.contains(name) else { return false }
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" { return isStyling(name, of: frame.selfValue) }
            return true
        }
        if let reference = target.as(DeclReferenceExprSyntax.self), UIKitLibrary.styling.contains(reference.baseName.text), frame.local(reference.baseName.text) == nil {
            return isStyling(reference.baseName.text, of: frame.selfValue)
        }
        return false
    }

    private func isStyling(_ name: String, of selfValue: Value?) -> Bool {
        guard case .object(let id)? = selfValue, let type = store.objects[id]?.type else { return false }
        return !program.classChain(type).contains { program.type(named: $0)?.stored.contains { $0.name == name } == true }
    }

    func arithmetic(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws(Diagnostic) -> Value {
        let left = try checked(left), right = try checked(right)
        if let traits = Library.traitOperation(op, left, right) { return traits }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/", "%":
                guard b != 0 else { throw error(node, "division by zero: the app would crash here") }
                result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default:
                throw error(node, "'\(op)' is not read for \(left.text) and \(right.text)")
            }
            guard !result.overflow else { throw error(node, "\(a) \(op) \(b) overflows Int: the app would crash here") }
            return .int(result.partialValue)
        case (.string(let a), .string(let b)) where op == "+":
            guard a.utf8.count + b.utf8.count <= CodeLimits.stringLength * 4 else { return try bounded(a + b, at: node) }
            return .string(a + b)
        case (.view(.text(let a)), .view(.text(let b))) where op == "+":
            // `Text("a") + Text("b")` reads as one text.
            return .view(.text(a + b))
        case (.array(let a), .array(let b)) where op == "+":
            return try bounded(a + b, at: node)
        case (.opaque(let name), _), (_, .opaque(let name)):
            // Geometry or a style token (`proxy.size.height / 2`, `spacing * 2`): layout that
            // nothing spoken reads, so its arithmetic is layout too.
            return .opaque(name)
        case (.associated(nil, let a, _, _), .associated(nil, let b, _, _)) where op == "+" || op == "-",
             (.associated(nil, let a, _, _), .enumCase(nil, let b)) where op == "+" || op == "-",
             (.enumCase(nil, let a), .associated(nil, let b, _, _)) where op == "+" || op == "-":
            // `.left(16) + .topBottom(8)`: members of a type only the app declares (insets or
            // offsets made by its own extension), summed as that type does. What they make is
            // layout; it stays unknown, and is an error only if something spoken reads it.
            return .opaque(".\(a) \(op) .\(b)")
        default:
            if let a = left.number, let b = right.number {
                switch op {
                case "+": return .double(a + b)
                case "-": return .double(a - b)
                case "*": return .double(a * b)
                case "/": return .double(a / b)
                case "%": return .double(a.truncatingRemainder(dividingBy: b))
                default: break
                }
            }
        }
        throw error(node, "'\(op)' is not read for \(left.text) and \(right.text)")
    }

    /// An expression whose type is given (`let a: Double = 7 / 2`): integer literals in it
    /// are that type, as Swift infers them, so its division is not integer division.
    mutating func eval(_ expr: ExprSyntax, as type: TypeSyntax?, _ frame: inout Frame) throws(Diagnostic) -> Value {
        if let made = try implicitInit(expr, as: type, &frame) { return made }
        guard let type, Self.isFloating(type) else { return Self.coerce(try eval(expr, &frame), to: type) }
        return Self.coerce(try evalFloating(expr, &frame), to: type)
    }

    static func isFloating(_ type: TypeSyntax) -> Bool {
        var name = type.trimmedDescription
        if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        return ["Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32"].contains(name)
    }

    mutating func evalFloating(_ expr: ExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            try tick(expr)
            return .double(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/"].contains(op) {
            let left = try evalFloating(infix.leftOperand, &frame)
            let right = try evalFloating(infix.rightOperand, &frame)
            return try arithmetic(op, left.number.map(Value.double) ?? left, right.number.map(Value.double) ?? right, at: infix)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try evalFloating(only.expression, &frame)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            let value = try evalFloating(prefix.expression, &frame)
            if let number = value.number { return .double(-number) }
        }
        return try eval(expr, &frame)
    }
}
