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
    /// The run's step budget and notes, shared by every copy of this interpreter.
    var log = RunLog()
    /// Calls, getters and bodies in progress: a guard against code that calls itself.
    var depth = 0
    /// Inside an `init`, where a view's constants are set.
    var initializing = 0
    /// `.onAppear` closures met while evaluating a body, run once it is done.
    var pendingAppear: [(Closure, [Value])] = []
    /// Localised texts by key, from the spec's `strings:`.
    var strings: [String: String] { program.strings }

    /// The variables in reach, and `self`.
    struct Frame {
        var scopes: [[String: Value]]
        var selfValue: Value?
        /// The type whose declaration the running code is in: a private method is looked
        /// up there before the object's own class.
        var lexicalType: String?

        init(_ locals: [String: Value] = [:], selfValue: Value? = nil, lexicalType: String? = nil) {
            scopes = [locals]
            self.selfValue = selfValue
            self.lexicalType = lexicalType
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

    /// Spends one step of the run's budget.
    func tick(_ node: some SyntaxProtocol) throws(CodeError) {
        log.remaining -= 1
        guard log.remaining > 0 else {
            throw error(node, "the code runs too long: over \(CodeLimits.steps) steps in one transcript (a loop that does not end, or a gesture repeated over costly code)")
        }
    }

    /// Runs `body` one call deeper, failing past `CodeLimits.depth`.
    mutating func nested<T>(_ node: some SyntaxProtocol, _ what: @autoclosure () -> String, _ body: (inout Interpreter) throws(CodeError) -> T) throws(CodeError) -> T {
        guard depth < CodeLimits.depth else {
            throw error(node, "\(what()) nests more than \(CodeLimits.depth) calls deep: a function or view that calls or contains itself?")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    /// The value, or the error it stands for.
    func checked(_ value: Value) throws(CodeError) -> Value {
        switch value {
        case .unresolved(let problem): throw problem
        case .view(.undeclared(_, let problem)): throw problem
        default: return value
        }
    }

    /// A string no longer than `CodeLimits.stringLength`.
    func bounded(_ text: String, at node: some SyntaxProtocol) throws(CodeError) -> Value {
        guard text.utf8.count <= CodeLimits.stringLength * 4, text.count <= CodeLimits.stringLength else {
            throw error(node, "a string grows past \(CodeLimits.stringLength) characters here, more than any label Rotor reads")
        }
        return .string(text)
    }

    /// An array no longer than `CodeLimits.arrayCount`.
    func bounded(_ items: [Value], at node: some SyntaxProtocol) throws(CodeError) -> Value {
        guard items.count <= CodeLimits.arrayCount else {
            throw error(node, "an array grows past \(CodeLimits.arrayCount) elements here, more than Rotor reads")
        }
        return .array(items)
    }

    // MARK: Expressions

    mutating func eval(_ expr: ExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        try tick(expr)
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.replacingOccurrences(of: "_", with: "")
            let parsed: Int? = digits.hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16)
                : digits.hasPrefix("0b") ? Int(digits.dropFirst(2), radix: 2)
                : digits.hasPrefix("0o") ? Int(digits.dropFirst(2), radix: 8) : Int(digits)
            guard let value = parsed else {
                throw error(expr, "the integer literal '\(literal.literal.text)' overflows Int")
            }
            return .int(value)
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw error(expr, "the number '\(literal.literal.text)' is not read; write it in decimal")
            }
            return .double(value)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let string = expr.as(StringLiteralExprSyntax.self) { return .string(try interpolate(string, &frame)) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return try checked(try resolve(reference, &frame)) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(member, &frame) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try self.call(call, &frame) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return try self.infix(infix, &frame) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let value = try eval(prefix.expression, &frame)
            switch (prefix.operator.text, value) {
            case ("!", .bool(let bool)): return .bool(!bool)
            case ("-", .int(let number)):
                guard number != Int.min else { throw error(prefix, "-Int.min overflows Int: the app would crash here") }
                return .int(-number)
            case ("-", .double(let number)): return .double(-number)
            case ("&", _): return value
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
            for element in array.elements { items.append(try checked(try eval(element.expression, &frame))) }
            return .array(items)
        }
        if expr.is(DictionaryExprSyntax.self) {
            throw error(expr, "a dictionary literal is not read yet; use an array or a switch")
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return .closure(makeClosure(closure, frame)) }
        if let cast = expr.as(AsExprSyntax.self) { return try self.cast(cast, &frame) }
        if let test = expr.as(IsExprSyntax.self) {
            return .bool(isInstance(try eval(test.expression, &frame), of: test.type.trimmedDescription))
        }
        if let awaited = expr.as(AwaitExprSyntax.self) { return try eval(awaited.expression, &frame) }
        if let reference = expr.as(InOutExprSyntax.self) { return try eval(reference.expression, &frame) }
        if let conditional = expr.as(PostfixIfConfigExprSyntax.self) { return try postfixIfConfig(conditional, &frame) }
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
            case (.array(let items), .range(.int(let low), .int(let high), let closed)):
                let end = closed ? high + 1 : high
                guard low >= 0, low <= end, end <= items.count else { throw error(expr, "range \(low)..<\(end) is out of bounds (\(items.count) elements): the app would crash here") }
                return .array(Array(items[low..<end]))
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
        if let tryExpr = expr.as(TryExprSyntax.self) {
            // `try?` and `try!` of code that does not throw here: the value itself.
            return try eval(tryExpr.expression, &frame)
        }
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
                guard let first = part.expressions.first else { continue }
                let value = try checked(try eval(first.expression, &frame))
                if part.expressions.count > 1 {
                    // `"\(value, specifier: "%.1f")"` and `"\(date, format: …)"` in a LocalizedStringKey.
                    text += try Library.formatted(value, part.expressions.dropFirst().map { ($0.label?.text, $0.expression) }, interpreter: &self, frame: &frame, at: part)
                } else {
                    text += value.text
                }
                guard text.count <= CodeLimits.stringLength else { _ = try bounded(text, at: part); return text }
            }
        }
        return text
    }

    private func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var output = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let next = characters.next() else {
                output.append(character)
                continue
            }
            switch next {
            case "n": output.append("\n")
            case "t": output.append("\t")
            case "r": output.append("\r")
            case "0": output.append("\0")
            case "u":
                // `\u{2026}`
                var hex = ""
                while let digit = characters.next(), digit != "}" {
                    if digit != "{" { hex.append(digit) }
                }
                if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) { output.unicodeScalars.append(scalar) }
            default: output.append(next)
            }
        }
        return output
    }

    func makeClosure(_ closure: ClosureExprSyntax, _ frame: Frame) -> Closure {
        var parameters: [String] = []
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): parameters = list.map(\.name.text)
            case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        return Closure(parameters: parameters, body: closure.statements, captured: frame.captured, selfValue: frame.selfValue, node: Syntax(closure), lexicalType: frame.lexicalType)
    }

    // MARK: Names

    private mutating func resolve(_ reference: DeclReferenceExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        let name = reference.baseName.text
        if let value = frame.local(name) { return value }
        if name == "self", let selfValue = frame.selfValue { return selfValue }
        if name == "Self", let type = frame.lexicalType { return .type(type) }
        if let selfValue = frame.selfValue, let wrapped = try backing(name, of: selfValue) { return wrapped }
        if let selfValue = frame.selfValue, let value = try member(name, of: selfValue, at: reference, required: false) {
            return value
        }
        if let selfValue = frame.selfValue, let (function, owner) = method(name, of: selfValue), let body = function.body {
            // A method used as a value (`action: decrement`): a closure bound to self.
            let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            return .closure(Closure(parameters: parameters, body: body.statements, captured: [:], selfValue: selfValue, node: Syntax(function), lexicalType: owner))
        }
        if let type = frame.lexicalType, let value = try member(name, of: .type(type), at: reference, required: false) {
            // A static member used inside its own type without the type's name.
            return value
        }
        if program.type(named: name) != nil || Library.types.contains(name) || Library.isLayoutType(name) || UIKitLibrary.isUIKitClass(name) { return .type(name) }
        if program.functions[name] != nil { return .type("func " + name) }
        if name.first?.isUppercase == true {
            throw error(reference, "'\(name)' is a type this code does not declare (from elsewhere in the app, or a library Rotor does not model); add its declaration to the blocks 'code:' names")
        }
        throw error(reference, "unknown name '\(name)'" + (frame.selfValue == nil ? "" : "; it is neither a local, a property nor a type in the code"))
    }

    /// `$value` (the binding behind a wrapped property) and `_value` (its storage).
    func backing(_ name: String, of selfValue: Value) throws(CodeError) -> Value? {
        guard name.hasPrefix("$") || name.hasPrefix("_"), name.count > 1 else { return nil }
        let property = String(name.dropFirst())
        switch selfValue {
        case .instance(let typeName, let fields):
            guard let field = fields[property] else { return nil }
            if name.hasPrefix("_"), program.type(named: typeName)?.stored.contains(where: { $0.name == name }) == true { return nil }
            return field
        case .object(let id):
            // `$model.name` on an observable object: a binding to the field.
            guard name.hasPrefix("$"), store.objects[id]?.fields[property] != nil else { return nil }
            return .instance("(field binding)", ["object": selfValue, "name": .string(property)])
        default:
            return nil
        }
    }

    private mutating func memberAccess(_ member: MemberAccessExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else { return .enumCase(nil, name) }
        if baseExpr.is(SuperExprSyntax.self) {
            // `super.accessibilityTraits`: what the superclass stores.
            guard case .object(let id)? = frame.selfValue else { throw error(member, "'super' is read in a class only") }
            return try UIKitLibrary.derived(name, of: id, interpreter: &self) ?? store.objects[id]?.fields[name] ?? .null
        }
        let base = try checked(try eval(baseExpr, &frame))
        if base.isNull, baseExpr.is(OptionalChainingExprSyntax.self) { return .null }
        if let wrapped = try backing(name, of: base) { return wrapped }
        guard let value = try self.member(name, of: base, at: member, required: true) else { return .null }
        return try checked(value)
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
                return try runGetter(getter, selfValue: base, lexicalType: typeName)
            }
        case .object(let id):
            // A computed override (`override var accessibilityValue`) wins over the stored field.
            if let type = store.objects[id]?.type {
                for owner in program.classChain(type) {
                    if let getter = program.type(named: owner)?.computed[name] {
                        return try runGetter(getter, selfValue: base, lexicalType: owner)
                    }
                }
            }
            if let derived = try UIKitLibrary.derived(name, of: id, interpreter: &self) { return derived }
            if let field = store.objects[id]?.fields[name] { return field }
        case .type(let typeName):
            if let type = program.type(named: typeName) {
                if type.kind == .enumeration, type.cases.contains(where: { $0.name == name }) { return .enumCase(type.name, name) }
                if name == "allCases" { return .array(type.cases.map { .enumCase(type.name, $0.name) }) }
                if let getter = type.computed["static." + name] { return try runGetter(getter, selfValue: nil, lexicalType: type.name) }
                if program.types[type.qualifiedName + "." + name] != nil { return .type(type.qualifiedName + "." + name) }
                if name == "self" { return base }
            }
            if let getter = program.libraryExtensions[typeName]?.computed["static." + name] {
                return try runGetter(getter, selfValue: nil, lexicalType: typeName)
            }
            if let value = try Library.staticMember(typeName, name, interpreter: &self, at: node) { return value }
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
                return try runGetter(getter, selfValue: base, lexicalType: typeName)
            }
            if name == "id" { return base }
        case .opaque:
            return base
        case .unresolved(let problem):
            throw problem
        default:
            break
        }
        if let value = try Library.member(name, of: base, interpreter: &self, at: node) { return value }
        if let typeName = Library.typeName(of: base), let getter = program.libraryExtensions[typeName]?.computed[name] {
            return try runGetter(getter, selfValue: base, lexicalType: typeName)
        }
        guard required else { return nil }
        if case .instance(let typeName, _) = base, program.type(named: typeName) == nil {
            throw error(node, "'\(name)' is read from a value of '\(typeName.isEmpty ? "state:" : typeName)', a type this code does not declare; add its declaration to the code, or give '\(name)' under 'state:'")
        }
        throw error(node, "'\(base.text)' has no property '\(name)' that Rotor can read")
    }

    /// A computed property's value; one whose type is a view is a view builder.
    mutating func runGetter(_ getter: (getter: CodeBlockItemListSyntax, node: Syntax), selfValue: Value?, lexicalType: String?) throws(CodeError) -> Value {
        try nested(getter.node, "reading '\(getter.node.as(PatternBindingSyntax.self)?.pattern.trimmedDescription ?? "a property")'") { interpreter throws(CodeError) in
            var frame = Frame(selfValue: selfValue, lexicalType: lexicalType)
            if interpreter.isViewType(getter.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type), getter.getter.count > 1 || getter.getter.first.map({ if case .expr(let expr) = $0.item { expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) } else { true } }) == true {
                return .view(try interpreter.viewBody(getter.getter, &frame))
            }
            return try interpreter.runBody(getter.getter, &frame)
        }
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

    func arithmetic(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws(CodeError) -> Value {
        let left = try checked(left), right = try checked(right)
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
    mutating func eval(_ expr: ExprSyntax, as type: TypeSyntax?, _ frame: inout Frame) throws(CodeError) -> Value {
        guard let type, Self.isFloating(type) else { return Self.coerce(try eval(expr, &frame), to: type) }
        return Self.coerce(try evalFloating(expr, &frame), to: type)
    }

    static func isFloating(_ type: TypeSyntax) -> Bool {
        var name = type.trimmedDescription
        if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        return ["Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32"].contains(name)
    }

    mutating func evalFloating(_ expr: ExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
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
