import Foundation
import RotorDiagnostics
import SwiftSyntax

extension Library {
    /// `toggle()`, `append(_:)`, `insert(_:)` and friends: the value as it is after the call.
    static func mutate(_ name: String, _ value: Value, _ arguments: [Argument], at node: FunctionCallExprSyntax, interpreter: inout Interpreter) throws(Diagnostic) -> Value {
        let argument = arguments.first?.value ?? .null
        switch (value, name) {
        case (.bool(let flag), "toggle"): return .bool(!flag)
        case (.array(let items), "append"):
            if arguments.first?.label == "contentsOf", case .array(let more) = argument { return try interpreter.bounded(items + more, at: node) }
            return try interpreter.bounded(items + [argument], at: node)
        case (.array(let items), "removeAll"):
            // `removeAll(where:)`, or its trailing closure, removes only what the predicate
            // accepts; `removeAll()` and `removeAll(keepingCapacity:)` remove everything.
            if case .closure(let predicate)? = arguments.first(where: { if case .closure = $0.value { true } else { false } })?.value {
                var kept: [Value] = []
                for item in items where try interpreter.invoke(predicate, [Argument(label: nil, value: item, node: Syntax(node))]) != .bool(true) {
                    kept.append(item)
                }
                return .array(kept)
            }
            return .array([])
        case (.array(let items), "removeLast"), (.array(let items), "removeFirst"):
            guard !items.isEmpty || !arguments.isEmpty else { throw interpreter.error(node, "'\(name)()' on an empty array: the app would crash here") }
            let count = arguments.first?.value.number.map { Int($0) } ?? 1
            guard count >= 0, count <= items.count else { throw interpreter.error(node, "'\(name)(\(count))' on an array of \(items.count): the app would crash here") }
            return .array(name == "removeLast" ? Array(items.dropLast(count)) : Array(items.dropFirst(count)))
        case (.array(let items), "insert") where arguments.contains(where: { $0.label == "at" }):
            // `insert(x, at: i)`: at that index, which must be in 0...count.
            guard case .int(let index)? = arguments.first(where: { $0.label == "at" })?.value, index >= 0, index <= items.count else {
                throw interpreter.error(node, "'insert(_:at:)' outside the array's bounds: the app would crash here")
            }
            var copy = items
            copy.insert(argument, at: index)
            return try interpreter.bounded(copy, at: node)
        case (.array(let items), "remove"):
            if case .int(let index) = argument, items.indices.contains(index) {
                var copy = items
                copy.remove(at: index)
                return .array(copy)
            }
        case (.array(let items), "insert"), (.array(let items), "formUnion"):
            // An OptionSet of traits is held as a list of names.
            let added = (try? elements(of: argument, at: node, interpreter: interpreter)) ?? [argument]
            return .array(items + added.filter { !items.contains($0) })
        case (.enumCase, "insert"), (.enumCase, "formUnion"):
            return try mutate(name, .array([value]), arguments, at: node, interpreter: &interpreter)
        case (.enumCase, "remove"):
            return argument == value ? .array([]) : value
        default:
            break
        }
        throw interpreter.error(node, "'\(name)' is not read for \(value.text)")
    }

    /// `String(format:)` for `%d`, `%@`, `%%` and `%.Nf`.
    static func format(_ format: String, _ values: [Value], at node: some SyntaxProtocol, interpreter: Interpreter) throws(Diagnostic) -> String {
        var output = ""
        var remaining = values[...]
        var scalars = Array(format)[...]
        while let character = scalars.popFirst() {
            guard character == "%" else {
                output.append(character)
                continue
            }
            var spec = ""
            while let next = scalars.first, "0123456789.".contains(next) {
                spec.append(next)
                scalars.removeFirst()
            }
            // Length modifiers (`%ld`, `%lld`, `%lu`, `%hd`, `%zd`) change nothing for Swift's numbers.
            while let next = scalars.first, "lhzqjt".contains(next) { scalars.removeFirst() }
            guard let conversion = scalars.popFirst() else { break }
            switch conversion {
            case "%": output += "%"
            case "d", "i", "u", "@":
                output += remaining.popFirst()?.text ?? ""
            case "f":
                let number = remaining.popFirst()?.number ?? 0
                output += String(format: "%\(spec)f", number)
            default:
                throw interpreter.error(node, "the format '%\(spec)\(conversion)' is not read; use %d, %@ or %.Nf")
            }
        }
        return output
    }
}
