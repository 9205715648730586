import Foundation
import RotorModel
import SwiftSyntax

/// The part of the Swift and Apple libraries that code reaches: numbers, strings, arrays,
/// optionals, `withAnimation`, announcements and haptics.
enum Library {
    /// Library types code may name; the `UI`, `NS`, `CG` and `CA` families are layout
    /// unless `UIKitLibrary` models them.
    static let types: Set<String> = [
        "Double", "Int", "Float", "CGFloat", "String", "Bool", "Array", "Optional", "Character",
        "UIAccessibility", "AccessibilityNotification", "UINotificationFeedbackGenerator",
        "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UIAccessibilityCustomAction",
        "Color", "Font", "Animation", "IndexPath", "Circle", "Capsule", "RoundedRectangle", "Rectangle",
    ]

    static let globalFunctions: Set<String> = ["abs", "min", "max", "round", "floor", "ceil", "withAnimation", "print", "debugPrint", "assert", "precondition", "fatalError"]

    static let mutatingMethods: Set<String> = ["toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "formUnion"]

    static func typeName(of value: Value) -> String? {
        switch value {
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .array: "Array"
        default: nil
        }
    }

    static func isLayoutType(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA"].contains { name.hasPrefix($0) } || ["Color", "Font", "Animation", "IndexPath", "Circle", "Capsule", "RoundedRectangle", "Rectangle"].contains(name)
    }

    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("Double", "pi"), ("CGFloat", "pi"): .double(Double.pi)
        case ("Double", "infinity"), ("CGFloat", "infinity"): .double(.infinity)
        case ("Int", "max"): .int(Int.max)
        case ("Int", "min"): .int(Int.min)
        case ("UIAccessibility", let notification): .enumCase("UIAccessibility.Notification", notification)
        default: isLayoutType(type) ? .opaque(type + "." + name) : nil
        }
    }

    static func member(_ name: String, of value: Value, interpreter: inout Interpreter, at node: some SyntaxProtocol) throws(CodeError) -> Value? {
        switch (value, name) {
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return items.first ?? .null
        case (.array(let items), "last"): return items.last ?? .null
        case (.array(let items), "indices"): return .range(.int(0), .int(items.count), closed: false)
        case (.array(let items), "startIndex"): return .int(items.startIndex)
        case (.array(let items), "endIndex"): return .int(items.endIndex)
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.range(let low, _, _), "lowerBound"): return low
        case (.range(_, let high, _), "upperBound"): return high
        case (.double(let number), "description"): return .string("\(number)")
        case (.int(let number), "description"): return .string(String(number))
        case (.tuple(let items, let labels), _):
            if let index = labels.firstIndex(of: name) { return items[index] }
            if let index = Int(name), items.indices.contains(index) { return items[index] }
            return nil
        default: return nil
        }
    }

    /// The values a `for` loop or `ForEach` goes through.
    static func elements(of value: Value, at node: some SyntaxProtocol, interpreter: Interpreter) throws(CodeError) -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(.int(let low), .int(let high), let closed):
            guard closed ? low <= high : low <= high else { throw interpreter.error(node, "a range whose start is above its end crashes") }
            return (closed ? Array(low...high) : Array(low..<high)).map(Value.int)
        default: throw interpreter.error(node, "'\(node.trimmedDescription)' is not something to loop over")
        }
    }

    // MARK: Calls

    static func call(_ name: String, _ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(CodeError) -> Value {
        let values = arguments.map(\.value)
        switch name {
        case "abs":
            if case .int(let number)? = values.first { return .int(abs(number)) }
            if let number = values.first?.number { return .double(abs(number)) }
        case "min", "max":
            guard values.count >= 2 else { break }
            var best = values[0]
            for value in values.dropFirst() {
                guard let a = best.number, let b = value.number else { break }
                if name == "min" ? b < a : b > a { best = value }
            }
            if values.allSatisfy({ if case .int = $0 { true } else { false } }) { return best }
            return best.number.map(Value.double) ?? best
        case "round", "floor", "ceil":
            if let number = values.first?.number {
                return .double(name == "round" ? number.rounded() : name == "floor" ? number.rounded(.down) : number.rounded(.up))
            }
        case "withAnimation":
            guard case .closure(let body)? = values.last else { break }
            return try interpreter.invoke(body, [])
        case "print", "debugPrint", "assert", "precondition":
            return .void
        case "fatalError":
            throw interpreter.error(node, "the code calls fatalError here")
        case "Double", "Float", "CGFloat":
            guard let first = values.first else { return .double(0) }
            if case .string(let text) = first { return Double(text).map(Value.double) ?? .null }
            if let number = first.number { return .double(number) }
        case "Int":
            guard let first = values.first else { return .int(0) }
            if case .string(let text) = first { return Int(text).map(Value.int) ?? .null }
            if case .int = first { return first }
            if let number = first.number {
                guard number.isFinite else { throw interpreter.error(node, "Int(\(number)) crashes") }
                return .int(Int(number))
            }
        case "String":
            if arguments.first?.label == "format", case .string(let format)? = values.first {
                return .string(try self.format(format, Array(values.dropFirst()), at: node, interpreter: interpreter))
            }
            if let first = values.first { return .string(first.text) }
            return .string("")
        case "Bool":
            if let first = values.first, case .bool = first { return first }
        case "UIAccessibilityCustomAction":
            guard case .string(let title)? = arguments.first(where: { $0.label == "name" })?.value else { break }
            if case .closure(let handler)? = arguments.first(where: { $0.label == "actionHandler" || $0.label == nil })?.value {
                return .instance("UIAccessibilityCustomAction", ["name": .string(title), "handler": .closure(handler)])
            }
            if case .string(let selector)? = arguments.first(where: { $0.label == "selector" })?.value {
                return .instance("UIAccessibilityCustomAction", ["name": .string(title), "selector": .string(selector)])
            }
        case "UINotificationFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator":
            return .opaque(name)
        case _ where UIKitLibrary.classes.contains(name):
            // A subview the code makes: an object like the code's own, with UIKit's defaults.
            let id = interpreter.store.objects.count
            var fields = UIKitLibrary.baseFields(for: name)
            if case .array(let views)? = arguments.first(where: { $0.label == "arrangedSubviews" })?.value { fields["subviews"] = .array(views) }
            interpreter.store.objects[id] = Store.Object(type: name, fields: fields)
            return .object(id)
        default:
            if isLayoutType(name) { return .opaque(name) }
        }
        throw interpreter.error(node, "the call '\(name)(…)' is outside what Rotor reads")
    }

    static func staticCall(_ type: String, _ name: String, _ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(CodeError) -> Value {
        let values = arguments.map(\.value)
        switch (type, name) {
        case ("UIAccessibility", "post"):
            let notification = arguments.first { $0.label == "notification" }?.value
            let argument = arguments.first { $0.label == "argument" }?.value ?? .null
            switch notification {
            case .enumCase(_, "announcement")?:
                interpreter.events.append(.announce(argument.text, queued: false))
            case .enumCase(_, "screenChanged")?:
                interpreter.events.append(.screenChanged(focus: nil))
            case .enumCase(_, "layoutChanged")?:
                interpreter.events.append(.layoutChanged(focus: nil))
            default:
                throw interpreter.error(node, "only .announcement, .screenChanged and .layoutChanged notifications are read")
            }
            return .void
        case ("AccessibilityNotification", "Announcement"):
            return .instance("Announcement", ["text": .string(values.first?.text ?? "")])
        case ("AccessibilityNotification", "ScreenChanged"):
            return .instance("ScreenChanged", [:])
        case ("AccessibilityNotification", "LayoutChanged"):
            return .instance("LayoutChanged", [:])
        default:
            if isLayoutType(type) { return .opaque(type) }
            throw interpreter.error(node, "the call '\(type).\(name)(…)' is outside what Rotor reads")
        }
    }

    static func method(_ name: String, of base: Value, _ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(CodeError) -> Value {
        let values = arguments.map(\.value)
        switch (base, name) {
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
        case (.int(let number), "isMultiple"):
            if case .int(let other)? = values.first { return .bool(number.isMultiple(of: other)) }
        case (.string(let text), "uppercased"): return .string(text.uppercased())
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
        case (.array(let items), "firstIndex"):
            return items.firstIndex(of: values.first ?? .null).map(Value.int) ?? .null
        case (.array(let items), "enumerated"):
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case (.array(let items), "reversed"):
            return .array(items.reversed())
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
        default:
            break
        }
        throw interpreter.error(node, "the method '\(name)' is not read for \(base.text)")
    }

    private static func isArray(_ value: Value) -> Bool {
        if case .array = value { return true }
        return false
    }

    /// `toggle()`, `append(_:)`, `insert(_:)` and friends: the value as it is after the call.
    static func mutate(_ name: String, _ value: Value, _ arguments: [Argument], at node: FunctionCallExprSyntax, interpreter: Interpreter) throws(CodeError) -> Value {
        let argument = arguments.first?.value ?? .null
        switch (value, name) {
        case (.bool(let flag), "toggle"): return .bool(!flag)
        case (.array(let items), "append"): return .array(items + [argument])
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
    static func format(_ format: String, _ values: [Value], at node: some SyntaxProtocol, interpreter: Interpreter) throws(CodeError) -> String {
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
            guard let conversion = scalars.popFirst() else { break }
            switch conversion {
            case "%": output += "%"
            case "d", "i", "@":
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
