import Foundation
import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// Runs the Swift subset Rotor reads: enough of the language to evaluate a SwiftUI body
/// or a UIKit view's accessibility code, and to run the closures a gesture triggers.
///
/// Everything outside the subset stops with a `Diagnostic` at the construct, naming it;
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

    func error(_ node: some SyntaxProtocol, _ message: String) -> Diagnostic {
        program.error(node, message)
    }

    /// Spends one step of the run's budget.
    func tick(_ node: some SyntaxProtocol) throws(Diagnostic) {
        log.remaining -= 1
        guard log.remaining > 0 else {
            throw error(node, "the code runs too long: over \(CodeLimits.steps) steps in one transcript (a loop that does not end, or a gesture repeated over costly code)")
        }
    }

    /// Runs `body` one call deeper, failing past `CodeLimits.depth`.
    mutating func nested<T>(_ node: some SyntaxProtocol, _ what: @autoclosure () -> String, _ body: (inout Interpreter) throws(Diagnostic) -> T) throws(Diagnostic) -> T {
        guard depth < CodeLimits.depth else {
            throw error(node, "\(what()) nests more than \(CodeLimits.depth) calls deep: a function or view that calls or contains itself?")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    /// The value, or the error it stands for.
    func checked(_ value: Value) throws(Diagnostic) -> Value {
        switch value {
        case .unresolved(let problem): throw problem
        case .view(.undeclared(_, let problem)): throw problem
        default: return value
        }
    }

    /// A string no longer than `CodeLimits.stringLength`.
    func bounded(_ text: String, at node: some SyntaxProtocol) throws(Diagnostic) -> Value {
        guard text.utf8.count <= CodeLimits.stringLength * 4, text.count <= CodeLimits.stringLength else {
            throw error(node, "a string grows past \(CodeLimits.stringLength) characters here, more than any label Rotor reads")
        }
        return .string(text)
    }

    /// An array no longer than `CodeLimits.arrayCount`.
    func bounded(_ items: [Value], at node: some SyntaxProtocol) throws(Diagnostic) -> Value {
        guard items.count <= CodeLimits.arrayCount else {
            throw error(node, "an array grows past \(CodeLimits.arrayCount) elements here, more than Rotor reads")
        }
        return .array(items)
    }

    // MARK: Expressions

    mutating func eval(_ expr: ExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
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
        if !strings.isEmpty, expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self),
           let text = strings[expr.trimmedDescription] {
            // `strings:` keyed by the expression as written: a generated accessor
            // (`L10n.settings.title`, `localize(.welcome)`) the code does not declare.
            return .string(text)
        }
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
            // One-sided ranges, as a `case ..<limit:` pattern reads them.
            case ("..<", _) where value.number != nil: return .range(.double(-.infinity), value, closed: false)
            case ("...", _) where value.number != nil: return .range(.double(-.infinity), value, closed: true)
            default: throw error(prefix, "the operator '\(prefix.operator.text)' is not read here")
            }
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            // `5...`: a range with no upper end.
            let value = try eval(postfix.expression, &frame)
            guard value.number != nil else { throw error(postfix, "'...' is read after a number here") }
            return .range(value, .double(.infinity), closed: true)
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
        if let path = expr.as(KeyPathExprSyntax.self) {
            // `\.name` used as a function (`map(\.name)`, `first(where: \.isOn)`): a closure
            // that reads the path from its argument (`invoke` walks it).
            return .closure(Closure(parameters: [], body: CodeBlockItemListSyntax([]), captured: [:], selfValue: nil, node: Syntax(path)))
        }
        if let macro = expr.as(MacroExpansionExprSyntax.self), ["colorLiteral", "imageLiteral", "fileLiteral"].contains(macro.macroName.text) {
            // A colour, image or file from a literal: styling, its arguments unread.
            return .opaque(macro.macroName.text)
        }
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

    mutating func truth(_ expr: ExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Bool {
        guard case .bool(let value) = try eval(expr, &frame) else {
            throw error(expr, "'\(expr.trimmedDescription.prefix(40))' is not a Bool")
        }
        return value
    }

    private mutating func interpolate(_ string: StringLiteralExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> String {
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
}
