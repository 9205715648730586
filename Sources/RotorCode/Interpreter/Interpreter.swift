import Foundation
import RotorModel
import SwiftSyntax

/// Runs the Swift subset Rotor reads: enough of the language to evaluate a SwiftUI body
/// or a UIKit view's accessibility code, and to run the closures a gesture triggers.
///
/// Everything outside the subset stops with a `CodeError` at the construct, naming it;
/// nothing is skipped that could change what a screen reader hears. Layout and styling
/// (fonts, frames, colours, constraints) are the exception: they are recognised and ignored.
struct Interpreter: Sendable {
    let program: SwiftProgram
    var store = Store()
    /// What the code did that a screen reader notices, since the caller last took them.
    var events: [ComponentEvent] = []
    /// The place in the view hierarchy being evaluated, which keys `@State` cells.
    var path: [String] = ["root"]
    /// Statements run since the last reset: a guard against code that never ends.
    var budget = 200_000
    /// Inside an `init`, where a view's constants are set.
    var initializing = 0

    /// The variables in reach, and `self`.
    struct Frame {
        var scopes: [[String: Value]]
        var selfValue: Value?

        init(_ locals: [String: Value] = [:], selfValue: Value? = nil) {
            scopes = [locals]
            self.selfValue = selfValue
        }

        func local(_ name: String) -> Value? {
            for scope in scopes.reversed() {
                if let value = scope[name] { return value }
            }
            return nil
        }

        mutating func setLocal(_ name: String, _ value: Value) -> Bool {
            for index in scopes.indices.reversed() where scopes[index][name] != nil {
                scopes[index][name] = value
                return true
            }
            return false
        }

        mutating func declare(_ name: String, _ value: Value) {
            scopes[scopes.count - 1][name] = value
        }

        var captured: [String: Value] {
            scopes.reduce(into: [:]) { all, scope in all.merge(scope) { $1 } }
        }
    }

    /// How a list of statements ended.
    enum Flow {
        case normal
        case returned(Value)
        case broke
        case continued
    }

    init(program: SwiftProgram) {
        self.program = program
    }

    func error(_ node: some SyntaxProtocol, _ message: String) -> CodeError {
        program.error(node, message)
    }

    // MARK: Expressions

    mutating func eval(_ expr: ExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        budget -= 1
        guard budget > 0 else { throw error(expr, "the code runs too long (a loop that does not end?)") }
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            guard let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw error(expr, "the number '\(literal.literal.text)' is not read; write it in decimal")
            }
            return .int(value)
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            return .double(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let string = expr.as(StringLiteralExprSyntax.self) { return .string(try interpolate(string, &frame)) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return try resolve(reference, &frame) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(member, &frame) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try self.call(call, &frame) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return try self.infix(infix, &frame) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let value = try eval(prefix.expression, &frame)
            switch (prefix.operator.text, value) {
            case ("!", .bool(let bool)): return .bool(!bool)
            case ("-", .int(let number)): return .int(-number)
            case ("-", .double(let number)): return .double(-number)
            default: throw error(prefix, "the operator '\(prefix.operator.text)' is not read here")
            }
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return try truth(ternary.condition, &frame) ? eval(ternary.thenExpression, &frame) : eval(ternary.elseExpression, &frame)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, tuple.elements.first!.label == nil { return try eval(tuple.elements.first!.expression, &frame) }
            var items: [Value] = []
            for element in tuple.elements { items.append(try eval(element.expression, &frame)) }
            return .tuple(items, labels: tuple.elements.map { $0.label?.text })
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            var items: [Value] = []
            for element in array.elements { items.append(try eval(element.expression, &frame)) }
            return .array(items)
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return .closure(makeClosure(closure, frame)) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            let value = try eval(unwrap.expression, &frame)
            if value.isNull { throw error(unwrap, "force-unwrapped a nil value: the app would crash here") }
            return value
        }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return try eval(chain.expression, &frame) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            let container = try eval(subscriptCall.calledExpression, &frame)
            guard let first = subscriptCall.arguments.first else { throw error(expr, "a subscript needs an index") }
            let index = try eval(first.expression, &frame)
            switch (container, index) {
            case (.array(let items), .int(let offset)):
                guard items.indices.contains(offset) else { throw error(expr, "index \(offset) is out of range (\(items.count) elements): the app would crash here") }
                return items[offset]
            case (.string(let text), .int(let offset)):
                guard offset >= 0, offset < text.count else { throw error(expr, "index out of range") }
                return .string(String(text[text.index(text.startIndex, offsetBy: offset)]))
            default:
                throw error(expr, "only arrays are subscripted here")
            }
        }
        if let tryExpr = expr.as(TryExprSyntax.self) { return try eval(tryExpr.expression, &frame) }
        if let ifExpr = expr.as(IfExprSyntax.self) { return try ifExpression(ifExpr, &frame) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try switchExpression(switchExpr, &frame) }
        if expr.is(KeyPathExprSyntax.self) { return .void }
        if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector", let argument = macro.arguments.first {
            // `#selector(archive)`: the method's name, for a custom action's target.
            let text = argument.expression.trimmedDescription
            return .string(String(text.split(separator: "(").first ?? Substring(text)).split(separator: ".").last.map(String.init) ?? text)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            throw error(sequence, "this operator sequence could not be read")
        }
        throw error(expr, "the expression '\(expr.trimmedDescription.prefix(40))' is outside what Rotor reads; see the README's table 'What Rotor can read'")
    }

    mutating func truth(_ expr: ExprSyntax, _ frame: inout Frame) throws(CodeError) -> Bool {
        guard case .bool(let value) = try eval(expr, &frame) else {
            throw error(expr, "'\(expr.trimmedDescription.prefix(40))' is not a Bool")
        }
        return value
    }

    private mutating func interpolate(_ string: StringLiteralExprSyntax, _ frame: inout Frame) throws(CodeError) -> String {
        var text = ""
        for segment in string.segments {
            switch segment {
            case .stringSegment(let part):
                text += unescape(part.content.text)
            case .expressionSegment(let part):
                guard let first = part.expressions.first, part.expressions.count == 1 else {
                    throw error(part, "an interpolation with options is not read")
                }
                text += try eval(first.expression, &frame).text
            }
        }
        return text
    }

    private func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    func makeClosure(_ closure: ClosureExprSyntax, _ frame: Frame) -> Closure {
        var parameters: [String] = []
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): parameters = list.map(\.name.text)
            case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        return Closure(parameters: parameters, body: closure.statements, captured: frame.captured, selfValue: frame.selfValue, node: Syntax(closure))
    }

    // MARK: Names

    private mutating func resolve(_ reference: DeclReferenceExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        let name = reference.baseName.text
        if let value = frame.local(name) { return value }
        if name == "self", let selfValue = frame.selfValue { return selfValue }
        if name.hasPrefix("$"), let selfValue = frame.selfValue {
            // `$value`: the binding behind a wrapped property, not its value.
            if case .instance(_, let fields) = selfValue, let field = fields[String(name.dropFirst())] { return field }
        }
        if let selfValue = frame.selfValue, let value = try member(name, of: selfValue, at: reference, required: false) {
            return value
        }
        if program.type(named: name) != nil || Library.types.contains(name) { return .type(name) }
        if program.functions[name] != nil { return .type("func " + name) }
        throw error(reference, "unknown name '\(name)'" + (frame.selfValue == nil ? "" : "; it is neither a local, a property nor a type in the code"))
    }

    private mutating func memberAccess(_ member: MemberAccessExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else { return .enumCase(nil, name) }
        if baseExpr.is(SuperExprSyntax.self) {
            // `super.accessibilityTraits`: what the superclass stores.
            guard case .object(let id)? = frame.selfValue else { throw error(member, "'super' is read in a class only") }
            return store.objects[id]?.fields[name] ?? .null
        }
        let base = try eval(baseExpr, &frame)
        if base.isNull, baseExpr.is(OptionalChainingExprSyntax.self) { return .null }
        guard let value = try self.member(name, of: base, at: member, required: true) else { return .null }
        return value
    }

    /// A property of a value: stored, computed, or one the library gives.
    mutating func member(_ name: String, of base: Value, at node: some SyntaxProtocol, required: Bool) throws(CodeError) -> Value? {
        switch base {
        case .instance(let typeName, let fields):
            if let field = fields[name] {
                if case .binding(let cell) = field { return store.cells[cell] }
                return field
            }
            if let getter = program.type(named: typeName)?.computed[name] {
                return try runGetter(getter.getter, selfValue: base)
            }
        case .object(let id):
            // A computed override (`override var accessibilityValue`) wins over the stored field.
            if let type = store.objects[id]?.type, let getter = program.type(named: type)?.computed[name] {
                return try runGetter(getter.getter, selfValue: base)
            }
            if let field = store.objects[id]?.fields[name] { return field }
        case .type(let typeName):
            if let type = program.type(named: typeName) {
                if type.kind == .enumeration, type.cases.contains(where: { $0.name == name }) { return .enumCase(type.name, name) }
                if name == "allCases" { return .array(type.cases.map { .enumCase(type.name, $0.name) }) }
                if let getter = type.computed["static." + name] { return try runGetter(getter.getter, selfValue: nil) }
            }
            if let value = Library.staticMember(typeName, name) { return value }
        case .enumCase(let typeName, let caseName):
            if name == "rawValue", let typeName, let type = program.type(named: typeName) {
                guard let entry = type.cases.first(where: { $0.name == caseName }) else { break }
                if let raw = entry.raw {
                    var empty = Frame()
                    return try eval(raw, &empty)
                }
                if type.rawType == "Int" { return .int(type.cases.firstIndex { $0.name == caseName } ?? 0) }
                return .string(caseName)
            }
            if let typeName, let getter = program.type(named: typeName)?.computed[name] {
                return try runGetter(getter.getter, selfValue: base)
            }
            if name == "id" { return base }
        case .opaque:
            return base
        default:
            break
        }
        if let value = try Library.member(name, of: base, interpreter: &self, at: node) { return value }
        if let typeName = Library.typeName(of: base), let getter = program.libraryExtensions[typeName]?.computed[name] {
            return try runGetter(getter.getter, selfValue: base)
        }
        guard required else { return nil }
        throw error(node, "'\(base.text)' has no property '\(name)' that Rotor can read")
    }

    mutating func runGetter(_ body: CodeBlockItemListSyntax, selfValue: Value?) throws(CodeError) -> Value {
        var frame = Frame(selfValue: selfValue)
        return try runBody(body, &frame)
    }

    /// Runs a function or closure body: a single expression is its value, else `return` is.
    mutating func runBody(_ body: CodeBlockItemListSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        if body.count == 1, case .expr(let expr) = body.first!.item {
            return try eval(expr, &frame)
        }
        switch try execute(body, &frame) {
        case .returned(let value): return value
        default: return .void
        }
    }

    // MARK: Operators

    private mutating func infix(_ infix: InfixOperatorExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            let value = try eval(infix.rightOperand, &frame)
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

    func arithmetic(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws(CodeError) -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+": return .int(a + b)
            case "-": return .int(a - b)
            case "*": return .int(a * b)
            case "/", "%":
                guard b != 0 else { throw error(node, "division by zero: the app would crash here") }
                return .int(op == "/" ? a / b : a % b)
            default: break
            }
        case (.string(let a), .string(let b)) where op == "+":
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        default:
            if let a = left.number, let b = right.number {
                switch op {
                case "+": return .double(a + b)
                case "-": return .double(a - b)
                case "*": return .double(a * b)
                case "/": return .double(a / b)
                default: break
                }
            }
        }
        throw error(node, "'\(op)' is not read for \(left.text) and \(right.text)")
    }
}
