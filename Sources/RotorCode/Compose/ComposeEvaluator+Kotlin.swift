import Foundation
import RotorDiagnostics
import RotorKotlin

/// The Kotlin expressions the core evaluator hands over: `is`, ranges, infix calls, indexing,
/// `in`, `for` loops and destructuring (classes are in +KotlinClasses, methods of values in
/// +KotlinMethods). Everything is bounded by the run's step budget.
extension ComposeEvaluator {
    static let maxCollection = 10_000
    static let listMutations: Set<String> = ["add", "addAll", "remove", "removeAt", "removeAll", "removeIf", "removeFirst", "removeLast", "clear", "set", "sort", "sortBy", "shuffle", "put", "putAll"]

    // MARK: Expressions the core evaluator hands over

    mutating func kotlinExpression(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        switch node.type {
        case "is_expression":
            guard let left = node.child(field: "left"), let right = node.child(field: "right") else { return .unread(node.text, node) }
            let value = try evaluate(left, scope)
            guard let result = isInstance(value, of: right.text) else { return .unread(node.text, node) }
            return .bool(node.hasToken("!is") ? !result : result)
        case "in_expression":
            guard let left = node.child(field: "left"), let right = node.child(field: "right") else { return .unread(node.text, node) }
            let item = try evaluate(left, scope)
            if let inRange = try numberInRange(item, right, scope) {
                return .bool(node.hasToken("!in") ? !inRange : inRange)
            }
            let result = try contains(try evaluate(right, scope), item, at: node)
            guard let result else { return .unread(node.text, node) }
            return .bool(node.hasToken("!in") ? !result : result)
        case "range_expression":
            let parts = node.namedChildren
            guard parts.count == 2 else { return .unread(node.text, node) }
            let start = try evaluate(parts[0], scope), end = try evaluate(parts[1], scope)
            guard case .int(let low) = start, case .int(let high) = end else {
                // A range of Float or Double: not a list, but its ends are kept for what reads it.
                if let a = start.number, let b = end.number, !node.hasToken("..<") { numericRanges[LiftedPrefix(node)] = (a, b) }
                return .unread(node.text, node)
            }
            return try range(low, node.hasToken("..<") ? high - 1 : high, step: 1, at: node)
        case "infix_expression":
            return try infix(node, scope)
        case "index_expression":
            let parts = node.namedChildren
            guard parts.count >= 2 else { return .unread(node.text, node) }
            let receiver = try evaluate(parts[0], scope)
            let index = try evaluate(parts[1], scope)
            return element(receiver, index) ?? .unread(node.text, node)
        case "for_statement":
            try forLoop(node, scope)
            return .unit
        case "return_expression":
            let value = try node.namedChildren.last.map { v throws(Diagnostic) in try evaluate(v, scope) } ?? .unit
            returning = (node.text.hasPrefix("return@") ? String(node.text.dropFirst(7).prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : "", value)
            return value
        default:
            return .unread(node.text, node)
        }
    }

    mutating func range(_ low: Int, _ high: Int, step: Int, at node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        guard step != 0 else { throw error(node, "a range's step is 0") }
        let (span, overflow) = step > 0 ? high.subtractingReportingOverflow(low) : low.subtractingReportingOverflow(high)
        let count = span < 0 ? 0 : span / abs(step) + 1
        guard !overflow, count <= Self.maxCollection else { throw error(node, "this range holds more than \(Self.maxCollection) values, more than Rotor reads") }
        return .list((0..<count).map { .int(low + $0 * step) })
    }

    mutating func infix(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        let parts = node.namedChildren
        guard parts.count == 3 else { return .unread(node.text, node) }
        let op = parts[1].text
        let lhs = try evaluate(parts[0], scope)
        let rhs = try evaluate(parts[2], scope)
        switch (op, lhs, rhs) {
        case ("to", _, _): return .list([lhs, rhs])
        case ("until", .int(let a), .int(let b)): return try range(a, b - 1, step: 1, at: node)
        case ("downTo", .int(let a), .int(let b)): return try range(a, b, step: -1, at: node)
        case ("step", .list(let items), .int(let by)) where by > 0:
            return .list(items.enumerated().filter { $0.offset % by == 0 }.map(\.element))
        case ("and", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("or", .bool(let a), .bool(let b)): return .bool(a || b)
        case ("xor", .bool(let a), .bool(let b)): return .bool(a != b)
        default: return .unread(node.text, node)
        }
    }

    func element(_ receiver: ComposeValue, _ index: ComposeValue) -> ComposeValue? {
        switch (receiver, index) {
        case (.list(let items), .int(let i)): return items.indices.contains(i) ? items[i] : nil
        case (.string(let text), .int(let i)):
            let characters = Array(text)
            return characters.indices.contains(i) ? .string(String(characters[i])) : nil
        case (.object(let properties), _):
            guard let key = Self.key(index) else { return nil }
            return properties[key] ?? .null
        default: return nil
        }
    }

    /// A map's key as text: maps from `mapOf` and `state:` are keyed by what their keys read.
    static func key(_ value: ComposeValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .instance(let instance): instance.entry?.name
        case .constant(let name): name
        default: nil
        }
    }

    func contains(_ collection: ComposeValue, _ item: ComposeValue, at node: KotlinNode) throws(Diagnostic) -> Bool? {
        switch collection {
        case .list(let items):
            for candidate in items {
                guard let same = try equal(candidate, item, node) else { return nil }
                if same { return true }
            }
            return false
        case .string(let text):
            guard case .string(let part) = item else { return nil }
            return text.contains(part)
        case .object(let properties):
            return Self.key(item).map { properties[$0] != nil }
        default: return nil
        }
    }

    /// `for (x in xs)`, `for ((a, b) in pairs)`: the body once per element, each a step.
    mutating func forLoop(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) {
        let parts = node.namedChildren.filter { $0.type != "line_comment" && $0.type != "multiline_comment" }
        guard parts.count >= 3 else { throw error(node, "this loop is not read") }
        let iterable = try evaluate(parts[1], scope)
        guard case .list(let items) = iterable else {
            throw error(parts[1], "Rotor cannot tell what '\(parts[1].text)' holds, and the loop over it shows what it holds: give it in 'state:'")
        }
        for item in items {
            try step(node)
            let inner = ComposeScope(parent: scope)
            try bindDeclaration(parts[0], item, in: inner)
            _ = try evaluate(parts[2], inner)
            if returning != nil { return }
            if let jump = jumping {
                jumping = nil
                if jump == "break" { return }
            }
        }
    }

    /// Binds `x` or `(a, b)` to `value`: a destructuring reads `component1()`, `component2()`…,
    /// which are a list's elements and a data class's constructor properties in order.
    mutating func bindDeclaration(_ declaration: KotlinNode, _ value: ComposeValue, in scope: ComposeScope) throws(Diagnostic) {
        if declaration.type == "multi_variable_declaration" {
            for (index, variable) in declaration.children(ofType: "variable_declaration").enumerated() {
                guard let name = variable.firstChild(ofType: "identifier")?.text, name != "_" else { continue }
                scope.bind(name, try component(value, index, at: variable))
            }
            return
        }
        guard let name = (declaration.type == "identifier" ? declaration : declaration.firstChild(ofType: "identifier"))?.text else {
            throw error(declaration, "this declaration is not read")
        }
        scope.bind(name, value)
    }

    func component(_ value: ComposeValue, _ index: Int, at node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        switch value {
        case .list(let items) where index < items.count: return items[index]
        case .instance(let instance) where instance.isData && index < instance.properties.count: return instance.properties[index].value
        case .unread(let what, let at): return .unread("\(what) (part \(index + 1))", at)
        case .state(let cell) where index < 2: return try stateComponent(cell, index, at: node)
        default: throw error(node, "this value cannot be destructured into part \(index + 1)")
        }
    }

}

extension ComposeEvaluator {
    /// tree-sitter-kotlin 1.1.0 binds a prefix operator tighter than member access and calls:
    /// `!a.b` comes as `(!a).b`. For a navigation, call or index whose receiver chain starts
    /// with a prefix `!`, `-` or `+`, that unary node and its operator.
    static func misboundPrefix(_ node: KotlinNode) -> (KotlinNode, String)? {
        guard node.type == "navigation_expression" || node.type == "call_expression" || node.type == "index_expression" else { return nil }
        var current = node
        var hops = 0
        while hops < 256, current.type == "navigation_expression" || current.type == "call_expression" || current.type == "index_expression",
              let head = current.namedChildren.first {
            current = head
            hops += 1
        }
        guard current.type == "unary_expression" || current.type == "prefix_expression",
              let first = current.children.first, !first.isNamed, ["!", "-", "+"].contains(first.text) else { return nil }
        return (current, first.text)
    }

    func prefix(_ op: String, _ value: ComposeValue, _ node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        switch (op, value) {
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("-", .int(let number)): return .int(0 &- number)
        case ("-", .double(let number)): return .double(-number)
        case ("+", _): return value
        default: return .unread(node.text, node)
        }
    }
}

/// A prefix operator being lifted, by its source and place (callbacks from `state:` are other sources).
struct LiftedPrefix: Hashable {
    var source: ObjectIdentifier
    var offset: Int
    init(_ node: KotlinNode) {
        source = ObjectIdentifier(node.source)
        offset = node.byteRange.lowerBound
    }
}
