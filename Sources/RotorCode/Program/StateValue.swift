import Foundation
import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// A value an author gives under `state:`, before it meets the property's type.
public indirect enum StateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([StateValue])
    case map([String: StateValue])

    /// The root view's arguments: each `state:` entry converted to its property's type.
    static func arguments(_ state: [String: StateValue], for type: SwiftProgram.TypeDecl, interpreter: inout Interpreter) throws(Diagnostic) -> [Argument] {
        var arguments: [Argument] = []
        let names = type.stored.map(\.name)
        for key in state.keys.sorted() {
            guard let property = type.stored.first(where: { $0.name == key }) else {
                throw interpreter.error(type.node, Suggestion.adding(
                    to: "'state:' sets '\(key)', which '\(type.name)' does not store; its properties are \(names.map { "'\($0)'" }.joined(separator: ", "))",
                    key, in: names)).coded(.unknownStateKey)
            }
            arguments.append(Argument(label: key, value: try state[key]!.value(as: property.type, interpreter: &interpreter, at: property.node), node: property.node))
        }
        // Keep declaration order, as a memberwise initializer takes its arguments.
        return arguments.sorted { a, b in (names.firstIndex(of: a.label ?? "") ?? 0) < (names.firstIndex(of: b.label ?? "") ?? 0) }
    }

    /// The value as the declared type reads it.
    func value(as type: TypeSyntax?, interpreter: inout Interpreter, at node: Syntax) throws(Diagnostic) -> Value {
        var typeName = type?.trimmedDescription ?? ""
        if typeName.hasSuffix("?") {
            if self == .null { return .null }
            typeName.removeLast()
        }
        if typeName.hasPrefix("["), typeName.hasSuffix("]"), case .list(let items) = self {
            let element = String(typeName.dropFirst().dropLast())
            let elementType = TypeSyntax(IdentifierTypeSyntax(name: .identifier(element)))
            var values: [Value] = []
            for item in items { values.append(try item.value(as: elementType, interpreter: &interpreter, at: node)) }
            return .array(values)
        }
        if typeName.hasPrefix("ClosedRange") || typeName.hasPrefix("Range") {
            let closed = typeName.hasPrefix("Closed")
            if case .list(let bounds) = self, bounds.count == 2 {
                return .range(try bounds[0].value(as: nil, interpreter: &interpreter, at: node), try bounds[1].value(as: nil, interpreter: &interpreter, at: node), closed: closed)
            }
            if case .string(let text) = self {
                let parts = text.components(separatedBy: closed ? "..." : "..<")
                if parts.count == 2, let low = Double(parts[0].trimmingCharacters(in: .whitespaces)), let high = Double(parts[1].trimmingCharacters(in: .whitespaces)) {
                    let isInt = !text.contains(".") || text.replacingOccurrences(of: "...", with: "").replacingOccurrences(of: "..<", with: "").allSatisfy { $0 != "." }
                    return .range(isInt ? .int(Int(low)) : .double(low), isInt ? .int(Int(high)) : .double(high), closed: closed)
                }
            }
            throw interpreter.error(node, "a range in 'state:' is written \"0...100\" or [0, 100]")
        }
        if let declared = interpreter.program.type(named: typeName) {
            switch (declared.kind, self) {
            case (.enumeration, .string(let name)):
                if declared.cases.contains(where: { $0.name == name }) { return .enumCase(declared.name, name) }
                for entry in declared.cases {
                    if try interpreter.member("rawValue", of: .enumCase(declared.name, entry.name), at: node, required: true) == .string(name) {
                        return .enumCase(declared.name, entry.name)
                    }
                }
                throw interpreter.error(node, Suggestion.adding(to: "'\(name)' is not a case of '\(declared.name)'", name, in: declared.cases.map(\.name)))
            case (.structure, .map(let fields)):
                var arguments: [Argument] = []
                for property in declared.stored {
                    guard let field = fields[property.name] else { continue }
                    arguments.append(Argument(label: property.name, value: try field.value(as: property.type, interpreter: &interpreter, at: property.node), node: property.node))
                }
                if let extra = fields.keys.sorted().first(where: { key in !declared.stored.contains { $0.name == key } }) {
                    throw interpreter.error(node, Suggestion.adding(to: "'\(declared.name)' has no property '\(extra)'", extra, in: declared.stored.map(\.name)))
                }
                return try interpreter.construct(declared, arguments, at: node)
            default:
                break
            }
        }
        switch (typeName, self) {
        case ("Double", .int(let number)), ("CGFloat", .int(let number)), ("Float", .int(let number)): return .double(Double(number))
        case (_, .null): return .null
        case (_, .bool(let flag)): return .bool(flag)
        case (_, .int(let number)): return .int(number)
        case (_, .double(let number)): return .double(number)
        case (_, .string(let text)): return .string(text)
        case (_, .list(let items)):
            var values: [Value] = []
            for item in items { values.append(try item.value(as: nil, interpreter: &interpreter, at: node)) }
            return .array(values)
        case (_, .map(let fields)):
            guard typeName.isEmpty || typeName.first?.isUppercase == true, !["String", "Int", "Double", "Bool", "Float", "CGFloat"].contains(typeName) else {
                throw interpreter.error(node, "'state:' gives a mapping, but the property's type is '\(typeName)'")
            }
            // A snippet's state has no declared type: a mapping is a value with those fields.
            var values: [String: Value] = [:]
            for (key, field) in fields { values[key] = try field.value(as: nil, interpreter: &interpreter, at: node) }
            // A type the code leaves out (an app's theme model): a value with those fields.
            return .instance(typeName, values)
        }
    }
}
