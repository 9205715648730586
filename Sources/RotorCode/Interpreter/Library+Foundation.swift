import Foundation
import RotorDiagnostics
import SwiftSyntax

extension Library {
    /// Calls whose arguments need reading in their own way: localisation, SwiftUI's
    /// `State` and `Binding` storage, `UUID`. `nil` when the name is none of these.
    static func constructor(_ name: String, _ call: FunctionCallExprSyntax, interpreter: inout Interpreter, frame: inout Interpreter.Frame) throws(Diagnostic) -> Value? {
        switch name {
        case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
            let arguments = try interpreter.arguments(call, &frame)
            let key = arguments.first { $0.label == nil }?.value.text ?? ""
            let fallback = arguments.first { $0.label == "value" }?.value.text
            guard name == "NSLocalizedString" else { return .string(interpreter.strings[key] ?? key) }
            return .string(Localization.text(key, fallback: fallback?.isEmpty == false ? fallback : nil, interpreter: interpreter))
        case "String" where call.arguments.first?.label?.text == "localized":
            let arguments = try interpreter.arguments(call, &frame)
            let key = arguments.first?.value.text ?? ""
            let fallback = arguments.first { $0.label == "defaultValue" }?.value.text
            return .string(Localization.text(key, fallback: fallback, interpreter: interpreter))
        case "NSAttributedString", "NSMutableAttributedString":
            // UIKit's attributed text is spoken as its characters; the attributes are styling, unread.
            guard let text = call.arguments.first(where: { $0.label == nil || $0.label?.text == "string" }) else { return .string("") }
            return .string(try interpreter.checked(try interpreter.eval(text.expression, &frame)).spokenText)
        case "AttributedString" where call.arguments.count == 1:
            // Swift's styled text: what is spoken is its characters; the attributes the code
            // sets on it (an announcement's priority, a font) are kept as fields nothing reads.
            let arguments = try interpreter.arguments(call, &frame)
            return .instance("AttributedString", ["string": .string(arguments.first?.value.spokenText ?? "")])
        case "State":
            let arguments = try interpreter.arguments(call, &frame)
            return .instance("State", ["wrappedValue": arguments.first?.value ?? .null])
        case "Binding":
            let arguments = try interpreter.arguments(call, &frame)
            if let value = arguments.first(where: { $0.label == "projectedValue" || $0.label == nil })?.value, case .binding = value { return value }
            throw interpreter.error(call, "Binding(get:set:) is not read; pass a @State's binding ($name) or .constant(value)")
        case "UUID":
            // A stable identifier: what it is is never spoken.
            interpreter.store.uuids += 1
            return .instance("UUID", ["uuid": .string("UUID-\(interpreter.store.uuids)")])
        case "AnyLayout":
            let arguments = try interpreter.arguments(call, &frame)
            return arguments.first?.value ?? .instance("Layout", [:])
        case "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout":
            // A layout value; called with content it is a stack, as `layout { … }` is.
            if let closure = call.trailingClosure {
                return .view(.stack(try interpreter.viewBuilder(interpreter.makeClosure(closure, frame), [])))
            }
            return .instance("Layout", [:])
        case "AnyView":
            let arguments = try interpreter.arguments(call, &frame)
            return arguments.first?.value ?? .view(.empty)
        default:
            return nil
        }
    }

    /// An interpolation with options: `"\(value, specifier: "%.1f")"`, `"\(n, format: .number)"`.
    static func formatted(
        _ value: Value, _ options: [(String?, ExprSyntax)], interpreter: inout Interpreter, frame: inout Interpreter.Frame, at node: some SyntaxProtocol
    ) throws(Diagnostic) -> String {
        guard let (label, expression) = options.first else { return value.text }
        let option = try interpreter.eval(expression, &frame)
        switch label {
        case "specifier": return try format(option.text, [value], at: node, interpreter: interpreter)
        case "format": return try Formatting.formatted(value, style: option, at: node, interpreter: interpreter)
        default: throw interpreter.error(node, "the interpolation option '\(label ?? "_"):' is not read; use specifier: or format:")
        }
    }
}

/// Localised text: the spec's `strings:` table first, else what the code itself gives.
enum Localization {
    /// The text for a key: from `strings:`, else the code's fallback, else the key itself.
    /// Either of the last two is noted, since the app's real table may say otherwise.
    static func text(_ key: String, fallback: String?, interpreter: Interpreter) -> String {
        if let text = interpreter.strings[key] { return text }
        interpreter.log.note(CodeNote(kind: .localizationKey, subject: key))
        return fallback ?? key
    }
}

/// Number formatting as Foundation does it for English (`en_US`).
enum Formatting {
    /// `formatted()` and `Text(_:format:)`: a number with grouping, a percentage, or text.
    static func formatted(_ value: Value, style: Value?, at node: some SyntaxProtocol, interpreter: Interpreter) throws(Diagnostic) -> String {
        guard let number = value.number else {
            if case .string(let text) = value { return text }
            throw interpreter.error(node, "formatting '\(value.text)' is not read; Rotor formats numbers")
        }
        var styleName = ""
        if case .enumCase(_, let name)? = style { styleName = name }
        if case .instance("FormatStyle", let fields)? = style {
            styleName = fields["style"]?.text ?? ""
            if styleName == "number", case .enumCase(_, "compactName")? = fields["notation"] { return compact(number) }
        }
        switch styleName {
        case "", "number":
            return grouped(number, fractionDigits: value.isInteger ? 0 : 3)
        case "percent":
            // An integer is a percentage already; a fraction is multiplied by 100.
            return grouped(value.isInteger ? number : number * 100, fractionDigits: 0) + "%"
        default:
            throw interpreter.error(node, "the format '.\(styleName)' is not read; Rotor reads .number and .percent")
        }
    }

    /// What a number format style can be refined with; only `notation(.compactName)` changes
    /// the text Rotor makes, the rest keep the plain number.
    static let refinements: Set<String> = ["notation", "precision", "grouping", "locale", "sign", "decimalSeparator", "rounded", "scale"]

    /// `.number.notation(.compactName)` in English: "950", "1.2K", "15K", "3.4M".
    static func compact(_ number: Double) -> String {
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        guard let (size, suffix) = units.first(where: { abs(number) >= $0.0 }) else { return grouped(number, fractionDigits: 0) }
        let scaled = number / size
        return grouped(abs(scaled) < 10 ? (scaled * 10).rounded() / 10 : scaled.rounded(), fractionDigits: 1) + suffix
    }

    /// A number with thousands separators and at most `fractionDigits` decimals.
    static func grouped(_ number: Double, fractionDigits: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = fractionDigits
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }

    /// `ByteCountFormatter` with the `.file` style: decimal units, "124 bytes", "1.2 MB".
    static func byteCount(_ count: Double) -> String {
        if abs(count) < 1000 { return "\(Int(count)) \(abs(count) == 1 ? "byte" : "bytes")" }
        let units = ["KB", "MB", "GB", "TB", "PB"]
        var scaled = count / 1000
        var unit = 0
        while abs(scaled) >= 1000, unit < units.count - 1 {
            scaled /= 1000
            unit += 1
        }
        let digits = unit == 0 ? 0 : 1
        return grouped(scaled, fractionDigits: digits) + " " + units[unit]
    }
}

extension Value {
    /// The text a screen reader would get from the value: an attributed string's characters.
    var spokenText: String {
        if case .instance("AttributedString", let fields) = self { return fields["string"]?.text ?? "" }
        return text
    }

    var isInteger: Bool {
        if case .int = self { return true }
        return false
    }
}
