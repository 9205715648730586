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

    // MARK: Calls

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
