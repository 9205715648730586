import Foundation
import RotorDiagnostics
import RotorKotlin
import RotorModel

/// A call's parts: tree-sitter nests `f(a) { … }` as a call of the call `f(a)`.
struct ComposeCall {
    var callee: KotlinNode
    var arguments: [(label: String?, node: KotlinNode)] = []
    var trailing: KotlinNode?
    var node: KotlinNode

    init(_ node: KotlinNode) {
        self.node = node
        var current = node
        var trailing: KotlinNode?
        var arguments: [(String?, KotlinNode)] = []
        while true {
            let parts = current.namedChildren
            guard let head = parts.first else { break }
            for part in parts.dropFirst() {
                if part.type == "value_arguments" {
                    for argument in part.namedChildren where argument.type == "value_argument" {
                        let inner = argument.namedChildren
                        if argument.children.contains(where: { !$0.isNamed && $0.text == "=" }), inner.count >= 2 {
                            arguments.append((inner[0].text, inner[inner.count - 1]))
                        } else if let only = inner.last {
                            arguments.append((nil, only))
                        }
                    }
                } else if part.type == "annotated_lambda" {
                    trailing = part.firstChild(ofType: "lambda_literal") ?? part
                }
            }
            if head.type == "call_expression", parts.count == 2, parts[1].type == "annotated_lambda", trailing != nil, arguments.isEmpty {
                current = head
                continue
            }
            self.callee = head
            self.arguments = arguments
            self.trailing = trailing
            return
        }
        self.callee = node
        self.trailing = trailing
        self.arguments = arguments
    }

    var name: String? {
        switch callee.type {
        case "identifier", "simple_identifier": callee.text
        case "navigation_expression": callee.namedChildren.last?.text
        default: nil
        }
    }
}

extension ComposeEvaluator {
    /// The arguments, evaluated, by name and in order.
    mutating func arguments(_ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> (named: [String: ComposeValue], positional: [ComposeValue], trailing: ComposeValue?) {
        var named: [String: ComposeValue] = [:]
        var positional: [ComposeValue] = []
        let outer = inArgument
        inArgument = true
        defer { inArgument = outer }
        for argument in call.arguments {
            let value = try evaluate(argument.node, scope)
            if let label = argument.label { named[label] = value } else { positional.append(value) }
        }
        let trailing = call.trailing.map { ComposeValue.lambda($0, scope) }
        return (named, positional, trailing)
    }

    mutating func call(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        let call = ComposeCall(node)
        // A modifier chain: `Modifier.a().b()` or `modifier.a()`.
        if call.callee.type == "navigation_expression", let receiverNode = call.callee.namedChildren.first, let name = call.name {
            // `Type.Nested(…)`, `Type.valueOf(…)`, `Type.values()` on the code's own classes.
            if receiverNode.type == "identifier" || receiverNode.type == "navigation_expression", scope.lookup(receiverNode.text) == nil,
               let declared = program.kotlinClass(named: receiverNode.text) {
                if let nested = program.classes[declared.qualifiedName + "." + name] {
                    let (named, positional, trailing) = try arguments(call, scope)
                    return try construct(nested, named: named, positional: positional, trailing: trailing, at: node)
                }
                if declared.kind == .enumeration, name == "values" { return .list(try enumEntries(declared)) }
                if declared.kind == .enumeration, name == "valueOf" {
                    guard case .string(let wanted)? = try arguments(call, scope).positional.first else { return .unread(node.text, node) }
                    guard let index = declared.entries.firstIndex(where: { $0.name == wanted }) else {
                        throw error(node, "'\(wanted)' is not an entry of \(declared.name): Kotlin throws IllegalArgumentException here")
                    }
                    return try enumEntry(declared, index)
                }
            }
            if receiverNode.type == "identifier", scope.lookup(receiverNode.text) == nil,
               let value = try staticStandardCall(receiverNode.text, name, call, scope) { return value }
            let receiver = try evaluate(receiverNode, scope)
            // `a?.f()`: null when `a` is, the arguments unread.
            if receiver.isNull, call.callee.hasToken("?.") { return .null }
            if case .modifier(let chain) = receiver {
                if let extended = try modifierExtension(name, call, scope, chain: chain) { return extended }
                return .modifier(chain + (try modifier(name, call, scope)))
            }
            switch (receiver, name) {
            case (.lambda, "invoke"):
                let (_, positional, _) = try arguments(call, scope)
                return try invokeLambda(receiver, positional, at: node)
            case (.string(let text), "uppercase"), (.string(let text), "toUpperCase"): return .string(text.uppercased())
            case (.string(let text), "lowercase"), (.string(let text), "toLowerCase"): return .string(text.lowercased())
            case (.string(let text), "trim"): return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
            case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
            case (.string(let text), "isNotEmpty"): return .bool(!text.isEmpty)
            case (.string(let text), "isBlank"): return .bool(text.trimmingCharacters(in: .whitespaces).isEmpty)
            case (.int(let number), "toString"): return .string(String(number))
            case (.string, "toString"): return receiver
            case (.list(let items), "isEmpty"): return .bool(items.isEmpty)
            case (.list(let items), "forEach"), (.list(let items), "forEachIndexed"):
                let (_, positional, trailing) = try arguments(call, scope)
                guard let body = trailing ?? positional.last else { return .unread(node.text, node) }
                for (index, item) in items.enumerated() {
                    _ = try invokeLambda(body, name == "forEach" ? [item] : [.int(index), item], at: node)
                }
                return .unit
            case (.list(let items), "isNotEmpty"): return .bool(!items.isEmpty)
            default:
                return try method(receiver, name, call, scope) ?? .unread(node.text, node)
            }
        }
        guard let name = call.name else { return .unread(node.text, node) }
        // Inside a Modifier extension, `semantics { … }` or another extension without `this.`
        // is called on the receiver.
        if call.callee.type == "identifier", scope.lookup(name) == nil, case .modifier(let chain)? = scope.lookup("this").map({ $0.0.value }),
           Self.semanticModifiers.contains(name) || Self.unreadModifiers.contains(name) || name == "composed" || !modifierExtensions(name).isEmpty {
            if let extended = try modifierExtension(name, call, scope, chain: chain) { return extended }
            return .modifier(chain + (try modifier(name, call, scope)))
        }
        // A lambda in scope: a parameter such as `onClick` or a content slot.
        if let (cell, delegated) = scope.lookup(name) {
            let value = try force(cell, delegated)
            let (_, positional, trailing) = try arguments(call, scope)
            if case .null = value { return .null }
            return try invokeLambda(value, positional + (trailing.map { [$0] } ?? []), at: node)
        }
        if program.functions[name] != nil {
            let (named, positional, trailing) = try arguments(call, scope)
            guard let function = resolveTyped(name, named: named, positional: positional, trailing: trailing) else { return .unit }
            return try invoke(function, named: named, positional: positional, trailing: trailing, site: node)
        }
        if let declared = program.kotlinClass(named: name), declared.kind != .enumeration, declared.kind != .sealed {
            let (named, positional, trailing) = try arguments(call, scope)
            return try construct(declared, named: named, positional: positional, trailing: trailing, at: node)
        }
        if let value = try kotlinFunction(program.aliases[name] ?? name, call, scope) { return value }
        if let value = try standardFunction(program.aliases[name] ?? name, call, scope) { return value }
        if let value = try drawing(program.aliases[name] ?? name, call, scope) { return value }
        return try builtin(name, call, scope)
    }

    /// Calls a lambda with `arguments`; a lambda's value is its last statement's.
    mutating func invokeLambda(_ value: ComposeValue, _ arguments: [ComposeValue], at site: KotlinNode, asValue: Bool = false) throws(Diagnostic) -> ComposeValue {
        guard case .lambda(let lambda, let closure) = value else {
            if case .unread(let what, let at) = value { throw error(at, "'\(what)' is called but Rotor does not know what it is: give it in 'state:' as a Kotlin lambda in a string") }
            throw error(site, "this is called but is not a lambda")
        }
        let outer = inArgument
        inArgument = asValue
        defer { inArgument = outer }
        return try nested(site) { (me: inout ComposeEvaluator) throws(Diagnostic) -> ComposeValue in
            let scope = ComposeScope(parent: closure)
            var statements = lambda.namedChildren
            if let parameters = lambda.firstChild(ofType: "lambda_parameters") {
                let names = parameters.namedChildren.map { $0.firstChild(ofType: "identifier")?.text ?? $0.text }
                for (index, name) in names.enumerated() where name != "_" {
                    scope.bind(name, index < arguments.count ? arguments[index] : .unread(name, parameters))
                }
                statements.removeAll { $0.type == "lambda_parameters" }
            } else if let first = arguments.first {
                scope.bind("it", first)
            }
            if statements.count == 1, statements[0].type == "statements" { statements = statements[0].namedChildren }
            let value = try me.run(statements, scope)
            me.jumping = nil
            // `return@label` ends this lambda with its value; a bare `return` goes on to the function.
            if let returned = me.returning, !returned.label.isEmpty {
                me.returning = nil
                return returned.value
            }
            return value
        }
    }

    // MARK: Nodes

    mutating func nextID() -> String {
        counter += 1
        return "c\(counter)"
    }

    /// Runs `content` (a slot lambda, or nothing) and collects the nodes it emits.
    mutating func children(_ content: ComposeValue?, arguments: [ComposeValue] = [], at site: KotlinNode) throws(Diagnostic) -> [ComposeNode] {
        guard let content, !content.isNull else { return [] }
        frames.append([])
        _ = try invokeLambda(content, arguments, at: site)
        return frames.removeLast()
    }

    mutating func emit(_ node: ComposeNode) {
        frames[frames.count - 1].append(unsealed(node))
    }

    /// A node for one layout: its modifier chain's semantics, then what the component sets.
    mutating func makeNode(_ modifier: ComposeValue?, at site: KotlinNode, children: [ComposeNode] = []) throws(Diagnostic) -> ComposeNode {
        // The same bound as a SwiftUI scene's: past it TalkBack's walks would take seconds a step.
        if counter >= SceneLimits.nodes { throw error(site, "the code composes more than \(SceneLimits.nodes) nodes; is a list or a loop larger than the screen?") }
        var node = ComposeNode(id: nextID(), children: children)
        if case .modifier(let chain)? = modifier {
            // Compose gathers a node's semantics from the innermost modifier outwards and starts
            // again at clearAndSetSemantics: what is inside it, the component's own included, is lost.
            let clear = chain.firstIndex { $0.name == "clearAndSetSemantics" }
            for entry in chain[..<(clear.map { $0 + 1 } ?? chain.count)] { try apply(entry, to: &node) }
            if clear != nil { seal(node) }
        }
        return node
    }
}
