import Foundation
import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// The SwiftUI views Rotor reads.
enum SwiftUIViews {
    static let stacks: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "ScrollView", "Form", "List", "Section", "NavigationStack", "NavigationView",
        // A toolbar's items: their views, placed by `.toolbar` (SwiftUIModifiers+Toolbar).
        "ToolbarItem", "ToolbarItemGroup",
    ]
    static let names: Set<String> = stacks.union([
        "Text", "Image", "Label", "Button", "Toggle", "Slider", "Stepper", "TextField", "SecureField",
        "Spacer", "Divider", "ForEach", "EmptyView", "Color", "NavigationLink", "ViewThatFits", "GeometryReader",
        "ScrollViewReader", "GroupBox",
    ])

    /// SwiftUI views Rotor does not read yet: an error names them as such.
    static let unsupported: Set<String> = [
        "DisclosureGroup", "Picker", "TabView", "Menu", "ProgressView", "Gauge", "ShareLink", "Link", "DatePicker",
        "ColorPicker", "TimelineView", "Canvas", "Table", "OutlineGroup", "ControlGroup", "LabeledContent",
        "TextEditor", "PhotosPicker", "Map", "VideoPlayer", "SignInWithAppleButton", "PasteButton", "RenameButton",
        "EditButton", "MultiDatePicker", "ContentUnavailableView", "AsyncImage",
    ]
}

extension Interpreter {
    /// A `Text` literal is Markdown: `**Volume**` shows, and is read, as "Volume".
    static func plainMarkdown(_ text: String) -> String {
        guard text.contains(where: { "*_`~[".contains($0) }) else { return text }
        var result = text
        for marker in ["**", "__", "~~", "*", "_", "`"] {
            // Only paired markers around text are emphasis; a lone one is kept.
            let parts = result.components(separatedBy: marker)
            guard parts.count >= 3, parts.count % 2 == 1 else { continue }
            result = parts.joined()
        }
        // `[text](url)`: the link's text.
        while let open = result.range(of: "["), let close = result.range(of: "](", range: open.upperBound..<result.endIndex),
              let end = result.range(of: ")", range: close.upperBound..<result.endIndex) {
            result.replaceSubrange(open.lowerBound..<end.upperBound, with: result[open.upperBound..<close.lowerBound])
        }
        return result
    }

    /// A view from a SwiftUI initializer.
    mutating func makeView(_ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        if name == "ForEach" || (name == "List" && call.arguments.first?.label == nil && call.arguments.first != nil) {
            return .view(try forEach(call, &frame))
        }
        let arguments = try self.arguments(call, &frame)
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        func cell(_ label: String) throws(Diagnostic) -> Int {
            guard case .binding(let cell)? = argument(label) else {
                throw error(call, "'\(name)' needs a binding for '\(label):', such as $\(label == "isOn" ? "isOn" : "value")")
            }
            return cell
        }
        // A literal title is a LocalizedStringKey, as for Text: `strings:` may translate it
        // (`Toggle("key", systemImage: …, isOn: …)`, `Button("key") { … }`, `Label("key", …)`).
        let titleIsLiteral = call.arguments.first.map { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) } ?? false
        let title = arguments.first { $0.label == nil }.flatMap { argument -> String? in
            if case .string(let text) = argument.value { return titleIsLiteral ? Self.plainMarkdown(strings[text] ?? text) : text }
            if case .view(.text(let text)) = argument.value { return text }
            return nil
        }
        let closures = arguments.compactMap { argument -> (String?, Closure)? in
            if case .closure(let closure) = argument.value { return (argument.label, closure) }
            return nil
        }
        func content(_ label: String? = nil) throws(Diagnostic) -> [ViewNode] {
            guard let closure = closures.first(where: { $0.0 == label })?.1 ?? (label == nil ? closures.last?.1 : nil) else { return [] }
            return try viewBuilder(closure, [])
        }
        switch name {
        case "Text":
            if let format = argument("format"), let value = argument(nil) {
                return .view(.text(try Formatting.formatted(value, style: format, at: call, interpreter: self)))
            }
            if case .string(let text)? = argument("verbatim") { return .view(.text(text)) }
            if case .instance("AttributedString", let fields)? = argument(nil) { return .view(.text(fields["string"]?.text ?? "")) }
            if case .string(let text)? = argument(nil) {
                // A literal is a LocalizedStringKey: `strings:` may translate it.
                let isLiteral = call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
                return .view(.text(isLiteral ? Self.plainMarkdown(strings[text] ?? text) : text))
            }
            if let value = argument(nil), value.number != nil { throw error(call, "Text of a number needs a format: Text(value, format: .number) or a string") }
            throw error(call, "Text is read with a string")
        case "Image":
            if case .view(.text(let label))? = argument("label") { return .view(.image(label: label)) }
            if argument("decorative") != nil { return .view(.image(label: nil)) }
            if let symbol = argument("systemName") ?? argument("systemSymbol") {
                // What VoiceOver says for a symbol without a label is not documented.
                return .view(.symbol(symbol.text))
            }
            if case .string(let asset)? = argument(nil) {
                // `Image("name")`: SwiftUI uses the image's name as its label.
                return .view(.image(label: strings[asset] ?? asset))
            }
            return .view(.symbol(argument(nil).map { $0.text } ?? "image"))
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
            return .view(.button(label: try labelClosure.map { closure throws(Diagnostic) in try viewBuilder(closure, []) } ?? [], action: action))
        case "Toggle":
            let label: [ViewNode] = if let title { [.text(title)] } else { try content() }
            return .view(.toggle(label: label, isOn: try cell("isOn")))
        case "Slider":
            let (lower, upper) = try bounds(argument("in") ?? .range(.double(0), .double(1), closed: true), at: call)
            // A trailing closure with a parameter is `onEditingChanged`, not the label.
            let labelClosure = closures.first { $0.0 == "label" }?.1 ?? closures.first { $0.0 == nil && $0.1.parameters.isEmpty }?.1
            let label = try labelClosure.map { closure throws(Diagnostic) in try viewBuilder(closure, []) } ?? []
            var step = argument("step")?.number
            if let expression = call.arguments.first(where: { $0.label?.text == "step" })?.expression {
                step = try evalFloating(expression, &frame).number
            }
            if let step, !(step > 0 && step.isFinite) { throw error(call, "a Slider's step must be a positive number; it is \(step)") }
            return .view(.slider(value: try cell("value"), lower: lower, upper: upper, step: step, label: label))
        case "Stepper":
            let (lower, upper) = try bounds(argument("in") ?? .range(.int(Int.min / 2), .int(Int.max / 2), closed: true), at: call)
            let label: [ViewNode] = if let title { [.text(title)] } else { try content("label") }
            return .view(.stepper(label: label, value: try cell("value"), lower: lower, upper: upper, step: argument("step")?.number ?? 1))
        case "TextField", "SecureField":
            return .view(.textField(placeholder: title ?? "", text: try cell("text")))
        case "Spacer", "Divider", "EmptyView", "Color":
            return .view(.empty)
        case "NavigationLink":
            // A link to another screen reads as a button; where it leads is not simulated.
            let label: [ViewNode] = if let title { [.text(title)] } else { try content("label") }
            return .view(.button(label: label, action: nil))
        case "ViewThatFits":
            // The first child that fits; at a phone's width Rotor takes the first.
            return .view(try content().first ?? .empty)
        case "GeometryReader":
            guard let closure = closures.last?.1 else { return .view(.empty) }
            return .view(.stack(try viewBuilder(closure, [.opaque("GeometryProxy")])))
        case "ScrollViewReader":
            // Its proxy scrolls; VoiceOver moves through elements, not offsets.
            guard let closure = closures.last?.1 else { return .view(.empty) }
            return .view(.stack(try viewBuilder(closure, [.opaque("ScrollViewProxy")])))
        default:
            // Stacks, lists, forms, sections and group boxes: a title or header view first
            // (`GroupBox(label:)`, `Section(header:)`), then the content, then a footer.
            var views: [ViewNode] = []
            if let title { views.append(.text(title)) }
            for label in ["label", "header"] {
                if case .view(let view)? = argument(label) {
                    views.append(view)
                } else if case .string(let text)? = argument(label) {
                    views.append(.text(text))
                } else if closures.contains(where: { $0.0 == label }) {
                    views += try content(label)
                }
            }
            if closures.contains(where: { $0.0 == "content" || $0.0 == nil }) {
                views += try content(closures.contains { $0.0 == "content" } ? "content" : nil)
            }
            if case .view(let view)? = argument("footer") { views.append(view) } else if closures.contains(where: { $0.0 == "footer" }) { views += try content("footer") }
            return .view(.stack(views))
        }
    }

    private func bounds(_ range: Value, at node: some SyntaxProtocol) throws(Diagnostic) -> (Double, Double) {
        guard case .range(let low, let high, _) = range, let lower = low.number, let upper = high.number, lower < upper,
              lower.isFinite, upper.isFinite else {
            throw error(node, "'in:' must be a range such as 0...100")
        }
        return (lower, upper)
    }

    /// `ForEach(data) { item in … }`: the views for every element, each at its own place.
    private mutating func forEach(_ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> ViewNode {
        guard let data = call.arguments.first else { throw error(call, "ForEach needs its data") }
        let items = try Library.elements(of: try eval(data.expression, &frame), at: data.expression, interpreter: self)
        guard let closureSyntax = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self) else {
            throw error(call, "ForEach is read with a trailing closure: ForEach(items) { item in … }")
        }
        let closure = makeClosure(closureSyntax, frame)
        var children: [ViewNode] = []
        guard items.count <= CodeLimits.arrayCount else { throw error(call, "ForEach makes more than \(CodeLimits.arrayCount) views here") }
        for (index, item) in items.enumerated() {
            path.append("each\(index)")
            defer { path.removeLast() }
            children.append(.stack(try viewBuilder(closure, [item])))
        }
        return .stack(children)
    }

    /// Runs a `@ViewBuilder` closure with arguments.
    mutating func viewBuilder(_ closure: Closure, _ values: [Value]) throws(Diagnostic) -> [ViewNode] {
        var frame = Frame(closure.captured, selfValue: closure.selfValue)
        try bindClosureParameters(closure, values, &frame)
        let node = try viewBody(closure.body, &frame)
        if case .stack(let children) = node { return children }
        return [node]
    }

    /// A view builder's statements: every expression is a view, `if` and `switch` pick one.
    mutating func viewBody(_ items: CodeBlockItemListSyntax, _ frame: inout Frame) throws(Diagnostic) -> ViewNode {
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
                if let conditional = decl.as(IfConfigDeclSyntax.self) {
                    // `#if os(iOS)` around views: the iPhone's clause.
                    let inner = try viewBody(SwiftProgram.activeClause(conditional), &frame)
                    if case .stack(let nodes) = inner { children += nodes } else { children.append(inner) }
                    continue
                }
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

    private mutating func viewExpression(_ expr: ExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> ViewNode {
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
    mutating func view(of value: Value, at node: some SyntaxProtocol) throws(Diagnostic) -> ViewNode {
        switch value {
        case .view(let view): return view
        case .instance("Announcement", _), .instance("ScreenChanged", _), .instance("LayoutChanged", _):
            throw error(node, "'\(node.trimmedDescription.prefix(40))' is not a view")
        case .instance: return try render(value, at: node)
        case .opaque: return .empty
        case .unresolved(let problem): throw problem
        default: throw error(node, "'\(node.trimmedDescription.prefix(40))' is not a view")
        }
    }

    /// A `View` struct's body, evaluated now.
    mutating func render(_ instance: Value, at node: some SyntaxProtocol) throws(Diagnostic) -> ViewNode {
        guard case .instance(let typeName, _) = instance, let type = program.type(named: typeName) else {
            throw error(node, "'\(node.trimmedDescription.prefix(40))' is not a view")
        }
        guard let body = type.computed["body"] else {
            throw error(node, "'\(typeName)' has no 'body' in the code; add the block that declares it to the transcript's code")
        }
        return try nested(node, "the view '\(typeName)'") { interpreter throws(Diagnostic) in
            var frame = Frame(selfValue: instance, lexicalType: typeName)
            return try interpreter.viewBody(body.getter, &frame)
        }
    }
}
