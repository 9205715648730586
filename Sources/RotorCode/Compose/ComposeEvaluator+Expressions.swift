import Foundation
import RotorDiagnostics
import RotorKotlin
import RotorModel

/// Expressions: names, state reads, top-level values, navigation and the text a value speaks.
extension ComposeEvaluator {
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
