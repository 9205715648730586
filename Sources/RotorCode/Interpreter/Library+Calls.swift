import Foundation
import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// Free functions and static calls into the Swift and Apple libraries.
extension Library {
    static func call(_ name: String, _ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(Diagnostic) -> Value {
        let values = arguments.map(\.value)
        switch name {
        case "abs":
            if case .int(let number)? = values.first {
                guard number != Int.min else { throw interpreter.error(node, "abs(Int.min) overflows Int: the app would crash here") }
                return .int(abs(number))
            }
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
        case "UIAccessibilityPostNotification":
            return try legacyPost(arguments, interpreter: &interpreter, at: node)
        case "UIAccessibilityTraits", "AccessibilityTraits":
            return try traitsFromRaw(arguments, interpreter: interpreter, at: node)
        case "fatalError":
            throw interpreter.error(node, "the code calls fatalError here")
        case "Double", "Float", "CGFloat", "Float32", "Float64", "TimeInterval":
            guard let first = values.first else { return .double(0) }
            if case .string(let text) = first { return Double(text).map(Value.double) ?? .null }
            if let number = first.number { return .double(number) }
        case "Int", "Int64", "Int32", "UInt", "UInt64", "UInt32":
            guard let first = values.first else { return .int(0) }
            if name.hasPrefix("U"), let number = first.number, number < 0 {
                throw interpreter.error(node, "\(name)(\(first.text)) crashes: a negative number is not a \(name)")
            }
            if case .string(let text) = first { return Int(text).map(Value.int) ?? .null }
            if case .int = first { return first }
            if let number = first.number {
                guard number.isFinite, number > -9.2e18, number < 9.2e18 else { throw interpreter.error(node, "Int(\(number)) crashes: the number is not finite or too large for Int") }
                return .int(Int(number))
            }
        case "String":
            if arguments.first?.label == "format", case .string(let format)? = values.first {
                var rest = Array(values.dropFirst())
                if let list = arguments.first(where: { $0.label == "arguments" })?.value, case .array(let items) = list { rest = items }
                return .string(try self.format(format, rest.filter { if case .opaque = $0 { false } else { true } }, at: node, interpreter: interpreter))
            }
            if arguments.first?.label == "repeating", let count = arguments.first(where: { $0.label == "count" })?.value.number {
                let unit = values.first?.text ?? ""
                guard count >= 0 else { throw interpreter.error(node, "String(repeating:count:) with a negative count crashes") }
                guard Double(unit.count) * count <= Double(CodeLimits.stringLength) else { return try interpreter.bounded(String(repeating: "x", count: CodeLimits.stringLength + 1), at: node) }
                return .string(String(repeating: unit, count: Int(count)))
            }
            if arguments.first?.label == "describing", let first = values.first {
                if case .type(let name) = first { return .string(name) }
                return .string(first.text)
            }
            if let first = values.first { return .string(first.text) }
            return .string("")
        case "Array":
            // `Array(items.enumerated())`, `Array(0..<n)`: the elements as an array.
            guard let first = values.first else { return .array([]) }
            return .array(try elements(of: first, at: node, interpreter: interpreter))
        case "Bool":
            if let first = values.first, case .bool = first { return first }
        case "UIAccessibilityCustomAction":
            guard case .string(let title)? = arguments.first(where: { $0.label == "name" })?.value else { break }
            if case .closure(let handler)? = arguments.first(where: { $0.label == "actionHandler" || $0.label == nil })?.value {
                return .instance("UIAccessibilityCustomAction", ["name": .string(title), "handler": .closure(handler)])
            }
            if case .string(let selector)? = arguments.first(where: { $0.label == "selector" })?.value {
                let target = arguments.first { $0.label == "target" }?.value ?? .null
                return .instance("UIAccessibilityCustomAction", ["name": .string(title), "selector": .string(selector), "target": target])
            }
        case "UINotificationFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator":
            return .opaque(name)
        case "NumberFormatter":
            return makeNumberFormatter()
        case "NSNumber":
            // `NSNumber(value: x)`: the number itself.
            if let first = values.first { return first }
        case "UIAccessibilityElement":
            // An element a container makes for VoiceOver (`init(accessibilityContainer:)`).
            let id = interpreter.store.objects.count
            guard id < CodeLimits.arrayCount else { throw interpreter.error(node, "the code makes more than \(CodeLimits.arrayCount) objects") }
            interpreter.store.objects[id] = Store.Object(type: name, fields: UIKitLibrary.accessibilityElementFields(container: values.first ?? .null))
            return .object(id)
        case _ where UIKitLibrary.isUIKitClass(name):
            // A subview the code makes: an object like the code's own, with UIKit's defaults.
            let id = interpreter.store.objects.count
            var fields = UIKitLibrary.baseFields(for: name)
            if case .array(let views)? = arguments.first(where: { $0.label == "arrangedSubviews" })?.value { fields["subviews"] = .array(views) }
            interpreter.store.objects[id] = Store.Object(type: name, fields: fields)
            return .object(id)
        default:
            if isLayoutType(name) { return .opaque(name) }
        }
        if name.first?.isLowercase == true, interpreter.program.functions[name] == nil {
            throw interpreter.error(node, "'\(name)(…)' is a function this code does not declare; add its declaration to the blocks 'code:' names").coded(.undeclared)
        }
        throw interpreter.error(node, "the call '\(name)(…)' is outside what Rotor reads")
    }

    static func staticCall(_ type: String, _ name: String, _ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(Diagnostic) -> Value {
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
            return .instance("Announcement", ["text": .string(values.first?.spokenText ?? "")])
        case ("AccessibilityNotification", "ScreenChanged"):
            return .instance("ScreenChanged", [:])
        case ("AccessibilityNotification", "LayoutChanged"):
            return .instance("LayoutChanged", [:])
        case ("ByteCountFormatter", "string"):
            guard let count = arguments.first(where: { $0.label == "fromByteCount" })?.value.number else { break }
            return .string(Formatting.byteCount(count))
        case ("String", "init"), ("Int", "init"), ("Double", "init"):
            return try call(type, arguments, interpreter: &interpreter, at: node)
        default:
            if let value = try foundationStaticCall(type, name, arguments, interpreter: &interpreter, at: node) { return value }
        }
        if isLayoutType(type) { return .opaque(type) }
        if interpreter.program.type(named: type) != nil {
            throw interpreter.error(node, "'\(type).\(name)(…)' is a function this code does not declare (cut from the snippet?); add its declaration to the blocks 'code:' names").coded(.undeclared)
        }
        throw interpreter.error(node, "the call '\(type).\(name)(…)' is outside what Rotor reads")
    }
}
