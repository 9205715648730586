import Foundation
import RotorDiagnostics
import SwiftParser
import SwiftSyntax

/// UIKit's old global constants and the view-tree edits that remove views.
extension UIKitLibrary {
    /// Swift 3's global trait constants (`UIAccessibilityTraitAdjustable`), which Swift 4
    /// renamed to members of `UIAccessibilityTraits` (`.adjustable`).
    static func legacyConstant(_ name: String) -> Value? {
        let prefix = "UIAccessibilityTrait"
        guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
        let rest = name.dropFirst(prefix.count)
        let member = rest.prefix(1).lowercased() + rest.dropFirst()
        if member == "none" { return .array([]) }
        guard SwiftUIModifiers.traits[member] != nil else { return nil }
        return .enumCase(nil, member)
    }

    /// `removeArrangedSubview(_:)` and `removeFromSuperview()`: the view leaves its
    /// parent's subviews (and so the accessibility tree).
    static func remove(_ view: Value, from parent: Int?, interpreter: inout Interpreter) {
        for (id, object) in interpreter.store.objects where parent == nil || parent == id {
            guard case .array(let subviews)? = object.fields["subviews"], subviews.contains(view) else { continue }
            interpreter.store.objects[id]?.fields["subviews"] = .array(subviews.filter { $0 != view })
        }
    }

    /// Fields of a `UIAccessibilityElement`, which is an element unless told otherwise.
    static func accessibilityElementFields(container: Value) -> [String: Value] {
        var fields = baseFields(for: "UIAccessibilityElement")
        fields["isAccessibilityElement"] = .bool(true)
        fields["accessibilityContainer"] = container
        fields["accessibilityFrameInContainerSpace"] = .opaque("CGRect")
        fields["accessibilityFrame"] = .opaque("CGRect")
        return fields
    }
}

/// Number formatting and format strings as Foundation does them for English (`en_US`).
extension Library {
    /// Static Foundation calls that make text: `NumberFormatter.localizedString(from:number:)`,
    /// `String.localizedStringWithFormat(_:_:)`. `nil` when the call is none of these.
    static func foundationStaticCall(_ type: String, _ name: String, _ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(Diagnostic) -> Value? {
        let values = arguments.map(\.value)
        // A class method is inherited: `UIButton.animate(…)` is UIView's.
        let owner = UIKitLibrary.ancestors(of: type).contains("UIView") ? "UIView" : type
        switch (owner, name) {
        case ("NumberFormatter", "localizedString"):
            guard let number = arguments.first(where: { $0.label == "from" })?.value,
                  let style = arguments.first(where: { $0.label == "number" })?.value else { return nil }
            var formatter = makeNumberFormatter()
            if case .instance(_, var fields) = formatter {
                fields["numberStyle"] = style
                formatter = .instance("NumberFormatter", fields)
            }
            return try numberFormatterString(formatter, number, at: node, interpreter: interpreter)
        case ("UIView", "animate"), ("UIView", "transition"), ("UIView", "performWithoutAnimation"), ("UIView", "animateKeyframes"):
            // An animation's block runs (what it changes is what VoiceOver then finds); its
            // completion runs after it, told the animation finished.
            let blocks = arguments.filter { $0.label == "animations" || ($0.label == nil && name == "performWithoutAnimation") }
            for case .closure(let block) in blocks.map(\.value) { _ = try interpreter.invoke(block, []) }
            if case .closure(let completion)? = arguments.first(where: { $0.label == "completion" })?.value {
                _ = try interpreter.invoke(completion, [Argument(label: nil, value: .bool(true), node: Syntax(node))])
            }
            return .void
        case ("String", "localizedStringWithFormat"), ("NSString", "localizedStringWithFormat"):
            guard case .string(let format)? = values.first else { return nil }
            return .string(try self.format(format, Array(values.dropFirst()), at: node, interpreter: interpreter))
        default:
            return nil
        }
    }

    /// A `NumberFormatter()` with Foundation's defaults: no style, en_US.
    static func makeNumberFormatter() -> Value {
        .instance("NumberFormatter", [
            "numberStyle": .enumCase(nil, "none"), "maximumFractionDigits": .null, "minimumFractionDigits": .null,
            "minimumIntegerDigits": .null, "usesGroupingSeparator": .null, "locale": .opaque("Locale"),
            "roundingMode": .opaque("RoundingMode"), "maximumSignificantDigits": .null, "multiplier": .null,
            "positivePrefix": .null, "positiveSuffix": .null, "zeroSymbol": .null,
        ])
    }

    /// `formatter.string(from:)` and `string(for:)`.
    static func foundationMethod(_ name: String, of base: Value, _ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(Diagnostic) -> Value? {
        guard case .instance("NumberFormatter", _) = base, name == "string", let number = arguments.first?.value else { return nil }
        return try numberFormatterString(base, number, at: node, interpreter: interpreter)
    }

    /// What a `NumberFormatter` with these settings makes of a number, in English.
    static func numberFormatterString(_ formatter: Value, _ number: Value, at node: some SyntaxProtocol, interpreter: Interpreter) throws(Diagnostic) -> Value {
        guard case .instance(_, let fields) = formatter else { return .null }
        guard let value = number.number else {
            throw interpreter.error(node, "a NumberFormatter formats numbers; '\(number.text)' is not one")
        }
        let styles: [String: NumberFormatter.Style] = [
            "none": .none, "decimal": .decimal, "percent": .percent, "currency": .currency, "scientific": .scientific,
            "spellOut": .spellOut, "ordinal": .ordinal, "currencyPlural": .currencyPlural,
        ]
        var styleName = "none"
        if case .enumCase(_, let name)? = fields["numberStyle"] { styleName = name }
        guard let style = styles[styleName] else {
            throw interpreter.error(node, "the number style '.\(styleName)' is not read; Rotor reads \(styles.keys.sorted().map { ".\($0)" }.joined(separator: ", "))")
        }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = style
        if let digits = fields["maximumFractionDigits"]?.number { formatter.maximumFractionDigits = Int(max(0, min(digits, 20))) }
        if let digits = fields["minimumFractionDigits"]?.number { formatter.minimumFractionDigits = Int(max(0, min(digits, 20))) }
        if let digits = fields["minimumIntegerDigits"]?.number { formatter.minimumIntegerDigits = Int(max(0, min(digits, 40))) }
        if let digits = fields["maximumSignificantDigits"]?.number {
            formatter.usesSignificantDigits = true
            formatter.maximumSignificantDigits = Int(max(1, min(digits, 20)))
        }
        if case .bool(let grouping)? = fields["usesGroupingSeparator"] { formatter.usesGroupingSeparator = grouping }
        if let multiplier = fields["multiplier"]?.number { formatter.multiplier = NSNumber(value: multiplier) }
        if case .string(let prefix)? = fields["positivePrefix"] { formatter.positivePrefix = prefix }
        if case .string(let suffix)? = fields["positiveSuffix"] { formatter.positiveSuffix = suffix }
        if case .string(let zero)? = fields["zeroSymbol"] { formatter.zeroSymbol = zero }
        guard value.isFinite else { return .string(value.isNaN ? "NaN" : value > 0 ? "∞" : "-∞") }
        return formatter.string(from: NSNumber(value: value)).map(Value.string) ?? .null
    }
}

extension Interpreter {
    /// `.init(…)` where the declared type says what is made (`let label: UILabel = .init()`):
    /// that type's initializer. `nil` when the expression is not such a call.
    mutating func implicitInit(_ expr: ExprSyntax, as type: TypeSyntax?, _ frame: inout Frame) throws(Diagnostic) -> Value? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil, member.declName.baseName.text == "init", var name = type?.trimmedDescription else { return nil }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if let declared = program.type(named: name) { return try construct(declared, try arguments(call, &frame), at: call) }
        guard UIKitLibrary.isUIKitClass(name) else { return nil }
        return try Library.call(name, try arguments(call, &frame), interpreter: &self, at: call)
    }
}

extension Interpreter {
    /// A UIKit method named as a function value (`views.forEach(addSubview)`): a closure that
    /// calls it on `self` with its argument.
    func uikitMethodReference(_ name: String, _ reference: DeclReferenceExprSyntax, _ frame: Frame) -> Value? {
        guard UIKitLibrary.methods.contains(name), case .object(let id)? = frame.selfValue, let type = store.objects[id]?.type,
              program.uikitBase(of: type) != nil || UIKitLibrary.isUIKitClass(type) else { return nil }
        let body = Parser.parse(source: "\(name)($0)").statements
        return .closure(Closure(parameters: [], body: body, captured: [:], selfValue: frame.selfValue, node: Syntax(reference), lexicalType: frame.lexicalType))
    }
}

extension UIKitLibrary {
    /// A button's `titleLabel`: a label subview showing its title, made when first used.
    static func titleLabel(of id: Int, interpreter: inout Interpreter) -> Value {
        if case .object? = interpreter.store.objects[id]?.fields["titleLabel"] { return interpreter.store.objects[id]!.fields["titleLabel"]! }
        let label = interpreter.store.objects.count
        var fields = baseFields(for: "UILabel")
        fields["text"] = interpreter.store.objects[id]?.fields["title"] ?? .null
        interpreter.store.objects[label] = Store.Object(type: "UILabel", fields: fields)
        interpreter.store.objects[id]?.fields["titleLabel"] = .object(label)
        if case .array(let subviews)? = interpreter.store.objects[id]?.fields["subviews"] {
            interpreter.store.objects[id]?.fields["subviews"] = .array(subviews + [.object(label)])
        }
        return .object(label)
    }
}

extension UIKitLibrary {
    /// Why `shuffled()` and `randomElement()` stop a transcript: each run differs, and for
    /// views VoiceOver's order comes from their frames, which Rotor does not compute.
    static func randomnessMessage(_ name: String, _ base: Value) -> String {
        var holdsViews = false
        if case .array(let items) = base { holdsViews = items.contains { if case .object = $0 { true } else { false } } }
        if holdsViews {
            return "'\(name)()' puts these views in a different order on every run; VoiceOver reads views by where their frames put them on screen, which Rotor does not compute, so the order it reads is unknown. Add the views in the order the screen shows them (or set 'accessibilityElements' in that order), or describe the screen as a scene"
        }
        return "'\(name)()' gives a different result on every run, so no one transcript is right; use the value or order the screen shows"
    }
}

extension UIKitLibrary {
    /// The attributed form of each spoken property, read when the plain one is not set.
    static let attributedCounterpart: [String: String] = [
        "accessibilityLabel": "accessibilityAttributedLabel", "accessibilityValue": "accessibilityAttributedValue",
        "accessibilityHint": "accessibilityAttributedHint",
    ]
}
