import Foundation
import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// Methods called on the library's values (numbers, strings, arrays, optionals…).
extension Library {
    static func method(_ name: String, of base: Value, _ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(Diagnostic) -> Value {
        let values = arguments.map(\.value)
        switch (base, name) {
        case (.enumCase(nil, let style), _) where ["number", "percent"].contains(style) && Formatting.refinements.contains(name):
            // `.number.notation(.compactName)`, `.percent.precision(…)`: a format style.
            return .instance("FormatStyle", ["style": .string(style), name: values.first ?? .void])
        case (.instance("FormatStyle", var fields), _) where Formatting.refinements.contains(name):
            fields[name] = values.first ?? .void
            return .instance("FormatStyle", fields)
        case (.instance("Announcement", let fields), "post"):
            interpreter.events.append(.announce(fields["text"]?.text ?? "", queued: false))
            return .void
        case (.instance("ScreenChanged", _), "post"):
            interpreter.events.append(.screenChanged(focus: nil))
            return .void
        case (.instance("LayoutChanged", _), "post"):
            interpreter.events.append(.layoutChanged(focus: nil))
            return .void
        case (.opaque("UINotificationFeedbackGenerator"), "notificationOccurred"):
            if case .enumCase(_, "success")? = values.first { interpreter.events.append(.note(.noteHaptic, [:])) }
            return .void
        case (.opaque, _):
            return base
        case (.double(let number), "rounded"):
            if case .enumCase(_, let rule)? = values.first {
                let rules: [String: FloatingPointRoundingRule] = ["down": .down, "up": .up, "towardZero": .towardZero, "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero]
                return .double(number.rounded(rules[rule] ?? .toNearestOrAwayFromZero))
            }
            return .double(number.rounded())
        case (.int, "rounded"):
            return base
        case (.double(let number), "truncatingRemainder"):
            guard let divisor = values.first?.number else { break }
            return .double(number.truncatingRemainder(dividingBy: divisor))
        case (.int(let number), "isMultiple"):
            if case .int(let other)? = values.first { return .bool(number.isMultiple(of: other)) }
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.string(let text), "trimmingCharacters"): return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case (.string(let text), "replacingOccurrences"):
            let target = arguments.first { $0.label == "of" }?.value.text ?? ""
            let replacement = arguments.first { $0.label == "with" }?.value.text ?? ""
            guard !target.isEmpty else { return base }
            return try interpreter.bounded(text.replacingOccurrences(of: target, with: replacement), at: node)
        case (.string(let text), "components"):
            let separator = arguments.first { $0.label == "separatedBy" }?.value.text ?? " "
            return try interpreter.bounded(text.components(separatedBy: separator).map(Value.string), at: node)
        case (.string(let text), "prefix"), (.string(let text), "suffix"):
            guard let count = values.first?.number, count >= 0 else { break }
            return .string(String(name == "prefix" ? text.prefix(Int(min(count, 1e9))) : text.suffix(Int(min(count, 1e9)))))
        case (.instance("Bundle", _), "localizedString"):
            let key = arguments.first { $0.label == "forKey" }?.value.text ?? ""
            let fallback = arguments.first { $0.label == "value" }?.value
            return .string(Localization.text(key, fallback: fallback.flatMap { $0.isNull ? nil : $0.text }, interpreter: interpreter))
        case (_, "formatted"):
            return .string(try Formatting.formatted(base, style: values.first, at: node, interpreter: interpreter))
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        case (.string(let text), "capitalized"): return .string(text.capitalized)
        case (.string(let text), "hasPrefix"): return .bool(text.hasPrefix(values.first?.text ?? ""))
        case (.string(let text), "hasSuffix"): return .bool(text.hasSuffix(values.first?.text ?? ""))
        case (.string(let text), "contains"): return .bool(text.contains(values.first?.text ?? ""))
        case (.array(let items), "contains"):
            if case .closure(let test)? = values.first {
                for item in items where try interpreter.invoke(test, [Argument(label: nil, value: item, node: Syntax(node))]) == .bool(true) { return .bool(true) }
                return .bool(false)
            }
            return .bool(items.contains(values.first ?? .null))
        case (.range(let low, let high, let closed), "contains"):
            guard let number = values.first?.number, let a = low.number, let b = high.number else { break }
            return .bool(number >= a && (closed ? number <= b : number < b))
        case (.array(let items), "firstIndex"), (.array(let items), "index") where arguments.first?.label == "of":
            return items.firstIndex(of: values.first ?? .null).map(Value.int) ?? .null
        case (.array(let items), "enumerated"):
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case (.array(let items), "reversed"):
            return .array(items.reversed())
        case (.array(let items), "sorted") where arguments.first?.label == "by":
            // `sorted(by:)` with a closure: a stable insertion sort, each step the code's own test.
            guard case .closure(let less)? = values.first else { break }
            var result: [Value] = []
            for item in items {
                var index = result.count
                while index > 0, try interpreter.invoke(less, [Argument(label: nil, value: item, node: Syntax(node)), Argument(label: nil, value: result[index - 1], node: Syntax(node))]) == .bool(true) {
                    index -= 1
                }
                result.insert(item, at: index)
            }
            return .array(result)
        case (.array(let items), "sorted"):
            guard values.isEmpty else { break }
            return .array(items.sorted { a, b in
                if let x = a.number, let y = b.number { return x < y }
                return a.text < b.text
            })
        case (.array(let items), "prefix"), (.array(let items), "suffix"), (.array(let items), "dropFirst"), (.array(let items), "dropLast"):
            let count = Int(min(max(values.first?.number ?? 1, 0), 1e9))
            switch name {
            case "prefix": return .array(Array(items.prefix(count)))
            case "suffix": return .array(Array(items.suffix(count)))
            case "dropFirst": return .array(Array(items.dropFirst(count)))
            default: return .array(Array(items.dropLast(count)))
            }
        case (.array(let items), "allSatisfy"):
            guard case .closure(let test)? = values.first else { break }
            for item in items where try interpreter.invoke(test, [Argument(label: nil, value: item, node: Syntax(node))]) != .bool(true) { return .bool(false) }
            return .bool(true)
        case (.array(let items), "joined"):
            return .string(items.map(\.text).joined(separator: values.first?.text ?? ""))
        case (.array(let items), "map"), (.array(let items), "compactMap"), (.array(let items), "filter"), (.array(let items), "first"):
            guard case .closure(let transform)? = values.first else { break }
            var result: [Value] = []
            for item in items {
                let output = try interpreter.invoke(transform, [Argument(label: nil, value: item, node: Syntax(node))])
                switch name {
                case "filter": if output == .bool(true) { result.append(item) }
                case "first": if output == .bool(true) { return item }
                case "compactMap": if !output.isNull { result.append(output) }
                default: result.append(output)
                }
            }
            return name == "first" ? .null : .array(result)
        case (.range, "map"):
            let items = try elements(of: base, at: node, interpreter: interpreter)
            return try method(name, of: .array(items), arguments, interpreter: &interpreter, at: node)
        case (_, "map") where !isArray(base):
            // Optional.map: nil stays nil.
            guard case .closure(let transform)? = values.first else { break }
            if base.isNull { return .null }
            return try interpreter.invoke(transform, [Argument(label: nil, value: base, node: Syntax(node))])
        case (.array, "forEach"), (.range, "forEach"):
            guard case .closure(let body)? = values.first else { break }
            for item in try elements(of: base, at: node, interpreter: interpreter) {
                _ = try interpreter.invoke(body, [Argument(label: nil, value: item, node: Syntax(node))])
            }
            return .void
        case (.array(let items), "union"):
            // Traits, an OptionSet, are held as a list of names.
            let added = try elements(of: values.first.map { if case .enumCase = $0 { .array([$0]) } else { $0 } } ?? .array([]), at: node, interpreter: interpreter)
            return .array(items + added.filter { !items.contains($0) })
        case (.enumCase, "union"):
            return try method(name, of: .array([base]), arguments, interpreter: &interpreter, at: node)
        case (.array, "shuffled"), (.range, "shuffled"), (.array, "randomElement"), (.range, "randomElement"):
            throw interpreter.error(node, UIKitLibrary.randomnessMessage(name, base))
        default:
            if let value = try foundationMethod(name, of: base, arguments, interpreter: &interpreter, at: node) { return value }
        }
        throw interpreter.error(node, "the method '\(name)' is not read for \(base.text)")
    }

    private static func isArray(_ value: Value) -> Bool {
        if case .array = value { return true }
        return false
    }
}
