import Foundation
import RotorDiagnostics
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
        "Bundle", "Locale", "UUID", "ByteCountFormatter", "NumberFormatter", "Int64", "Int32", "Int16", "Int8", "UInt",
        "UInt64", "UInt32", "UInt8", "Float32", "Float64", "TimeInterval", "State", "Binding", "LocalizedStringKey",
        "NSLocalizedString", "NSNumber", "AccessibilityAdjustmentDirection", "AccessibilityTraits", "UIAccessibilityTraits",
        "Set", "Date", "AnyView", "UIAccessibilityElement", "NSAttributedString", "NSMutableAttributedString", "AttributedString", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout",
    ]

    /// Names with a layout prefix that are not layout: what they make can be spoken.
    private static let spokenFoundation: Set<String> = ["NSLocalizedString", "NSNumber", "NSAttributedString", "NSMutableAttributedString", "NSString"]

    /// Styling values SwiftUI code names: colours, fonts, shapes, gradients, geometry.
    private static let styleTypes: Set<String> = [
        "Color", "Font", "Animation", "IndexPath", "Circle", "Capsule", "RoundedRectangle", "Rectangle", "Ellipse",
        "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Angle", "UnitPoint", "LinearGradient",
        "RadialGradient", "AngularGradient", "Gradient", "Material", "StrokeStyle", "Path", "EdgeInsets",
        "ContainerRelativeShape", "UnevenRoundedRectangle", "ShapeStyle", "Transaction", "Timer", "DispatchQueue",
        "NotificationCenter", "Task",
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

    /// Whether a type's values are layout or styling, which nothing is spoken from.
    static func isLayoutType(_ name: String) -> Bool {
        if styleTypes.contains(name) { return true }
        guard ["UI", "NS", "CG", "CA"].contains(where: { name.hasPrefix($0) }) else { return false }
        return !name.hasPrefix("UIAccessibility") && !spokenFoundation.contains(name) && !UIKitLibrary.isUIKitClass(name)
            && !["UINotificationFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator"].contains(name)
    }

    static func staticMember(_ type: String, _ name: String, interpreter: inout Interpreter, at node: some SyntaxProtocol) throws(Diagnostic) -> Value? {
        switch (type, name) {
        case ("Double", "pi"), ("CGFloat", "pi"), ("Float", "pi"): return .double(Double.pi)
        case ("Double", "infinity"), ("CGFloat", "infinity"), ("Float", "infinity"): return .double(.infinity)
        case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case ("Int", "max"), ("Int64", "max"): return .int(Int.max)
        case ("Int", "min"), ("Int64", "min"): return .int(Int.min)
        case ("UIAccessibility", "isVoiceOverRunning"):
            // The transcript is what VoiceOver does, so VoiceOver is running.
            return .bool(true)
        case ("UIAccessibility", let setting) where setting.hasPrefix("is"):
            // Reduce Motion, Bold Text and the rest keep their default: off.
            return .bool(false)
        case ("UIAccessibility", let notification) where notification.hasSuffix("Notification") && notification.first?.isLowercase == true && !["announcement", "screenChanged", "layoutChanged", "pageScrolled"].contains(notification):
            return .opaque("UIAccessibility." + notification)
        case ("UIAccessibility", "Notification"):
            // Written in full: `UIAccessibility.Notification.layoutChanged`.
            return .type("UIAccessibility.Notification")
        case ("UIAccessibility.Notification", let notification):
            return .enumCase("UIAccessibility.Notification", notification)
        case ("UIAccessibility", let notification):
            return .enumCase("UIAccessibility.Notification", notification)
        case ("UIAccessibilityTraits", let trait), ("AccessibilityTraits", let trait):
            return .enumCase(nil, trait)
        case ("AccessibilityAdjustmentDirection", let direction):
            return .enumCase("AccessibilityAdjustmentDirection", direction)
        case ("Bundle", "main"), ("Bundle", "module"):
            return .instance("Bundle", [:])
        case ("Locale", _), ("TimeZone", _), ("Calendar", _):
            return .opaque(type + "." + name)
        default:
            if program(interpreter).type(named: type) == nil, isLayoutType(type) { return .opaque(type + "." + name) }
            return nil
        }
    }

    private static func program(_ interpreter: Interpreter) -> SwiftProgram { interpreter.program }

    static func member(_ name: String, of value: Value, interpreter: inout Interpreter, at node: some SyntaxProtocol) throws(Diagnostic) -> Value? {
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
        case (.string(let text), "localizedUppercase"), (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.string(let text), "localizedLowercase"): return .string(text.lowercased())
        case (.string(let text), "localizedCapitalized"), (.string(let text), "capitalized"): return .string(text.capitalized)
        case (.string(let text), "first"): return text.first.map { .string(String($0)) } ?? .null
        case (.string(let text), "last"): return text.last.map { .string(String($0)) } ?? .null
        case (.string(let text), "description"), (.string(let text), "string"): return .string(text)
        case (.string(let text), "length"): return .int(text.utf16.count)
        case (.bool(let flag), "description"): return .string(flag ? "true" : "false")
        case (.int(let number), "description"): return .string(String(number))
        case (.double(let number), "isNaN"): return .bool(number.isNaN)
        case (.double(let number), "isFinite"): return .bool(number.isFinite)
        case (.int(let number), "magnitude"): return .int(number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude))
        case (.double(let number), "magnitude"): return .double(number.magnitude)
        case (.instance("UUID", let fields), "uuidString"): return fields["uuid"] ?? .string("")
        case (.null, _): return nil
        case (.range(let low, _, _), "lowerBound"): return low
        case (.range(_, let high, _), "upperBound"): return high
        case (.range(.int(let low), .int(let high), let closed), "count"):
            let (span, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow else { throw interpreter.error(node, "the range's count overflows Int") }
            return .int(max(0, closed ? span + 1 : span))
        case (.double(let number), "description"): return .string("\(number)")
        case (.tuple(let items, let labels), _):
            if let index = labels.firstIndex(of: name) { return items[index] }
            if let index = Int(name), items.indices.contains(index) { return items[index] }
            return nil
        default: return nil
        }
    }

    /// The values a `for` loop or `ForEach` goes through.
    static func elements(of value: Value, at node: some SyntaxProtocol, interpreter: Interpreter) throws(Diagnostic) -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(.int(let low), .int(let high), let closed):
            guard low <= high else { throw interpreter.error(node, "a range whose start is above its end crashes") }
            let (span, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow, span < CodeLimits.arrayCount else {
                throw interpreter.error(node, "this range has more than \(CodeLimits.arrayCount) elements, more than Rotor lays out; use a smaller one")
            }
            return (closed ? Array(low...high) : Array(low..<high)).map(Value.int)
        case .string(let text):
            return text.map { .string(String($0)) }
        default: throw interpreter.error(node, "'\(node.trimmedDescription)' is not something to loop over")
        }
    }
}
