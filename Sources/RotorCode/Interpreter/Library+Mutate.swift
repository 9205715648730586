import Foundation
import RotorDiagnostics
import SwiftSyntax

extension Library {
    /// `toggle()`, `append(_:)`, `insert(_:)` and friends: the value as it is after the call.
    static func mutate(_ name: String, _ value: Value, _ arguments: [Argument], at node: FunctionCallExprSyntax, interpreter: Interpreter) throws(Diagnostic) -> Value {
        let argument = arguments.first?.value ?? .null
        switch (value, name) {
        case (.bool(let flag), "toggle"): return .bool(!flag)
        case (.array(let items), "append"):
            if arguments.first?.label == "contentsOf", case .array(let more) = argument { return try interpreter.bounded(items + more, at: node) }
            return try interpreter.bounded(items + [argument], at: node)
        case (.array(let items), "removeAll"):
            return .array([])
        case (.array(let items), "removeLast"): return .array(Array(items.dropLast()))
        case (.array(let items), "removeFirst"): return .array(Array(items.dropFirst()))
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
            return try mutate(name, .array([value]), arguments, at: node, interpreter: interpreter)
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
