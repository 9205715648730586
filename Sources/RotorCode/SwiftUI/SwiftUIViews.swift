import RotorModel
import SwiftSyntax

/// The SwiftUI views Rotor reads.
enum SwiftUIViews {
    static let stacks: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "ScrollView", "Form", "List", "Section", "NavigationStack", "NavigationView",
    ]
    static let names: Set<String> = stacks.union([
        "Text", "Image", "Label", "Button", "Toggle", "Slider", "Stepper", "TextField", "SecureField",
        "Spacer", "Divider", "ForEach", "EmptyView", "Color",
    ])
}

extension Interpreter {
    /// A view from a SwiftUI initializer.
    mutating func makeView(_ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        if name == "ForEach" || (name == "List" && call.arguments.first?.label == nil && call.arguments.first != nil) {
            return .view(try forEach(call, &frame))
        }
        let arguments = try self.arguments(call, &frame)
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        func cell(_ label: String) throws(CodeError) -> Int {
            guard case .binding(let cell)? = argument(label) else {
                throw error(call, "'\(name)' needs a binding for '\(label):', such as $\(label == "isOn" ? "isOn" : "value")")
            }
            return cell
        }
        let title = arguments.first { $0.label == nil }.flatMap { argument -> String? in
            if case .string(let text) = argument.value { return text }
            if case .view(.text(let text)) = argument.value { return text }
            return nil
        }
        let closures = arguments.compactMap { argument -> (String?, Closure)? in
            if case .closure(let closure) = argument.value { return (argument.label, closure) }
            return nil
        }
        func content(_ label: String? = nil) throws(CodeError) -> [ViewNode] {
            guard let closure = closures.first(where: { $0.0 == label })?.1 ?? (label == nil ? closures.last?.1 : nil) else { return [] }
            return try viewBuilder(closure, [])
        }
        switch name {
        case "Text":
            if case .string(let text)? = argument(nil) ?? argument("verbatim") { return .view(.text(text)) }
            throw error(call, "Text is read with a string")
        case "Image":
            if case .view(.text(let label))? = argument("label") { return .view(.image(label: label)) }
            return .view(.image(label: nil))
        case "Label":
            guard let title else { return .view(.stack(try content("title"))) }
            return .view(.text(title))
        case "Button":
            let action: Closure?
            if case .closure(let given)? = argument("action") {
                action = given
            } else if title != nil || closures.contains(where: { $0.0 == "label" }) {
                action = closures.first { $0.0 == nil }?.1
            } else {
                action = nil
            }
            if let title { return .view(.button(label: [.text(title)], action: action)) }
            let labelClosure = closures.first { $0.0 == "label" }?.1 ?? closures.last { $0.0 == nil && $0.1.node != action?.node }?.1
            return .view(.button(label: try labelClosure.map { closure throws(CodeError) in try viewBuilder(closure, []) } ?? [], action: action))
        case "Toggle":
            let label: [ViewNode] = if let title { [.text(title)] } else { try content() }
            return .view(.toggle(label: label, isOn: try cell("isOn")))
        case "Slider":
            let (lower, upper) = try bounds(argument("in") ?? .range(.double(0), .double(1), closed: true), at: call)
            let label = closures.contains { $0.0 == "label" } ? try content("label") : try content()
            return .view(.slider(value: try cell("value"), lower: lower, upper: upper, step: argument("step")?.number, label: label))
        case "Stepper":
            let (lower, upper) = try bounds(argument("in") ?? .range(.int(Int.min / 2), .int(Int.max / 2), closed: true), at: call)
            let label: [ViewNode] = if let title { [.text(title)] } else { try content("label") }
            return .view(.stepper(label: label, value: try cell("value"), lower: lower, upper: upper, step: argument("step")?.number ?? 1))
        case "TextField", "SecureField":
            return .view(.textField(placeholder: title ?? "", text: try cell("text")))
        case "Spacer", "Divider", "EmptyView", "Color":
            return .view(.empty)
        default:
            // Stacks, lists and forms: the content closure's views.
            return .view(.stack(try content(closures.contains { $0.0 == "content" } ? "content" : nil)))
        }
    }

    private func bounds(_ range: Value, at node: some SyntaxProtocol) throws(CodeError) -> (Double, Double) {
        guard case .range(let low, let high, _) = range, let lower = low.number, let upper = high.number, lower < upper else {
            throw error(node, "'in:' must be a range such as 0...100")
        }
        return (lower, upper)
    }

    /// `ForEach(data) { item in … }`: the views for every element, each at its own place.
    private mutating func forEach(_ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> ViewNode {
        guard let data = call.arguments.first else { throw error(call, "ForEach needs its data") }
        let items = try Library.elements(of: try eval(data.expression, &frame), at: data.expression, interpreter: self)
        guard let closureSyntax = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self) else {
            throw error(call, "ForEach is read with a trailing closure: ForEach(items) { item in … }")
        }
        let closure = makeClosure(closureSyntax, frame)
        var children: [ViewNode] = []
        for (index, item) in items.enumerated() {
            path.append("each\(index)")
            defer { path.removeLast() }
            children.append(.stack(try viewBuilder(closure, [item])))
        }
        return .stack(children)
    }

    /// Runs a `@ViewBuilder` closure with arguments.
    mutating func viewBuilder(_ closure: Closure, _ values: [Value]) throws(CodeError) -> [ViewNode] {
        var frame = Frame(closure.captured, selfValue: closure.selfValue)
        try bindClosureParameters(closure, values, &frame)
        let node = try viewBody(closure.body, &frame)
        if case .stack(let children) = node { return children }
        return [node]
    }

    /// A view builder's statements: every expression is a view, `if` and `switch` pick one.
    mutating func viewBody(_ items: CodeBlockItemListSyntax, _ frame: inout Frame) throws(CodeError) -> ViewNode {
        var children: [ViewNode] = []
        frame.scopes.append([:])
        defer { frame.scopes.removeLast() }
        for (index, item) in items.enumerated() {
            path.append(String(index))
            defer { path.removeLast() }
            switch item.item {
            case .expr(let expr):
                children.append(try viewExpression(expr, &frame))
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self) {
                    children.append(try viewExpression(expression.expression, &frame))
                } else if let returnStmt = stmt.as(ReturnStmtSyntax.self), let value = returnStmt.expression {
                    children.append(try viewExpression(value, &frame))
                } else {
                    throw error(stmt, "a view builder holds views, 'if' and 'switch'; this statement is not read here")
                }
            case .decl(let decl):
                // Types and functions beside a snippet's views are declarations, read already.
                guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                    frame.declare(name, try eval(value, &frame))
                }
            }
        }
        return children.count == 1 ? children[0] : .stack(children)
    }

    private mutating func viewExpression(_ expr: ExprSyntax, _ frame: inout Frame) throws(CodeError) -> ViewNode {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            frame.scopes.append([:])
            defer { frame.scopes.removeLast() }
            if try conditions(ifExpr.conditions, &frame) { return try viewBody(ifExpr.body.statements, &frame) }
            switch ifExpr.elseBody {
            case .ifExpr(let next): return try viewExpression(ExprSyntax(next), &frame)
            case .codeBlock(let block): return try viewBody(block.statements, &frame)
            case nil: return .empty
            }
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            let depth = frame.scopes.count
            guard let match = try matchingCase(switchExpr, &frame) else { throw error(switchExpr, "no case of this switch matches") }
            defer { frame.scopes.removeLast(frame.scopes.count - depth) }
            return try viewBody(match.statements, &frame)
        }
        return try view(of: try eval(expr, &frame), at: expr)
    }

    /// A value used as a view: a view, or a user `View` struct whose body is evaluated.
    mutating func view(of value: Value, at node: some SyntaxProtocol) throws(CodeError) -> ViewNode {
        switch value {
        case .view(let view): return view
        case .instance: return try render(value, at: node)
        case .opaque: return .empty
        default: throw error(node, "'\(node.trimmedDescription.prefix(40))' is not a view")
        }
    }

    /// A `View` struct's body, evaluated now.
    mutating func render(_ instance: Value, at node: some SyntaxProtocol) throws(CodeError) -> ViewNode {
        guard case .instance(let typeName, _) = instance, let type = program.type(named: typeName) else {
            throw error(node, "'\(node.trimmedDescription.prefix(40))' is not a view")
        }
        guard let body = type.computed["body"] else {
            throw error(node, "'\(typeName)' has no 'body' in the code; add the block that declares it to the transcript's code")
        }
        var frame = Frame(selfValue: instance)
        return try viewBody(body.getter, &frame)
    }
}
