import RotorDiagnostics
import SwiftSyntax

/// What UIKit's classes bring to a subclass: the accessibility properties they start with,
/// the values they derive (a label's text as its accessibility label, a switch's "0" or
/// "1"), and the methods that build the view tree or send actions.
enum UIKitLibrary {
    /// `UIView` methods whose effect is layout or drawing, ignored when the view calls them.
    static let ignoredCalls: Set<String> = [
        "bringSubviewToFront", "sendSubviewToBack", "setNeedsLayout", "layoutIfNeeded",
        "setNeedsDisplay", "removeTarget", "setImage", "setTitleColor", "setBackgroundImage",
        "addGestureRecognizer", "removeGestureRecognizer", "addInteraction", "invalidateIntrinsicContentSize",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "addConstraint", "addConstraints",
        "removeConstraints", "addLayoutGuide", "sizeToFit", "layoutSubviews", "draw", "prepareForReuse",
        "setCustomSpacing", "setThumbImage", "setMinimumTrackImage", "setMaximumTrackImage", "setBackgroundColor",
 "setPreferredSymbolConfiguration", "awakeFromNib", "viewDidLoad",
        "viewWillAppear", "viewDidAppear", "didMoveToSuperview", "didMoveToWindow", "traitCollectionDidChange",
        "prepare", "setDividerImage", "setContentOffset", "scrollRectToVisible", "register", "becomeFirstResponder",
        "resignFirstResponder", "setNeedsUpdateConstraints", "updateConstraints",
        // Animation and progress drawing: an activity indicator's spinning is not spoken.
        "startAnimating", "stopAnimating", "setProgress", "setShadowPath", "layoutMarginsDidChange",
        "setBackgroundImage", "setTitleShadowColor", "setImageTintColor", "setInsets",
    ]

    /// Whether a call is a UIKit layout or drawing method the code does not override, so it
    /// is skipped before its arguments are read (`setImage(Assets.icon, for: .normal)`).
    static func skipsUnread(_ name: String, on base: Value, _ interpreter: Interpreter) -> Bool {
        guard ignoredCalls.contains(name), case .object(let id) = base, let type = interpreter.store.objects[id]?.type,
              interpreter.program.uikitBase(of: type) != nil || isUIKitClass(type) else { return false }
        return interpreter.method(name, of: base) == nil
    }

    /// UIKit methods Rotor runs or ignores when a view calls them on itself.
    static let methods: Set<String> = ignoredCalls.union([
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "setTitle", "addTarget",
        "removeArrangedSubview", "removeFromSuperview", "setAttributedTitle",
        "sendActions", "setValue", "setOn", "accessibilityActivate", "accessibilityIncrement", "accessibilityDecrement",
        "accessibilityElementDidBecomeFocused", "accessibilityElementDidLoseFocus", "accessibilityPerformEscape",
        "accessibilityPerformMagicTap",
    ])

    /// Properties whose value is styling or layout: assigning one is not heard, and its right
    /// side is not read.
    static let styling: Set<String> = [
        "backgroundColor", "tintColor", "textColor", "font", "textAlignment", "numberOfLines", "lineBreakMode",
        "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
        "translatesAutoresizingMaskIntoConstraints", "clipsToBounds", "contentMode", "cornerRadius", "masksToBounds",
        "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "alpha", "frame",
        "bounds", "center", "transform", "layoutMargins", "directionalLayoutMargins", "isOpaque", "contentEdgeInsets",
        "imageEdgeInsets", "titleEdgeInsets", "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor",
        "onTintColor", "axis", "spacing", "distribution", "alignment", "isLayoutMarginsRelativeArrangement",
        "contentInset", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "selectionStyle",
        "separatorInset", "isActive", "priority", "constant", "image", "highlightedImage", "isUserInteractionEnabled",
        "preferredMaxLayoutWidth", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "adjustsImageWhenHighlighted", "imageView", "autoresizingMask", "contentHorizontalAlignment",
        "contentVerticalAlignment", "semanticContentAttribute", "overrideUserInterfaceStyle", "tintAdjustmentMode",
        "hidesWhenStopped", "accessibilityFrameInContainerSpace", "accessibilityFrame", "accessibilityPath",
        "progressTintColor", "trackTintColor", "color", "style", "cornerCurve", "contentScaleFactor",
    ]

    /// UIKit's `Float` and `CGFloat` properties.
    static let floatFields: Set<String> = ["value", "minimumValue", "maximumValue", "stepValue", "alpha"]

    /// UIKit classes code may create or subclass, each with the class it builds on.
    static let superclasses: [String: String] = [
        "UIView": "UIResponder", "UIControl": "UIView", "UIButton": "UIControl", "UILabel": "UIView",
        "UIStackView": "UIView", "UIImageView": "UIView", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UIStepper": "UIControl", "UISegmentedControl": "UIControl", "UITableViewCell": "UIView",
        "UICollectionViewCell": "UIView", "UICollectionReusableView": "UIView", "UITableViewHeaderFooterView": "UIView",
        "UIScrollView": "UIView", "UIProgressView": "UIView", "UIActivityIndicatorView": "UIView",
        "UIPageControl": "UIControl", "UIVisualEffectView": "UIView", "UITextField": "UIControl",
        "UIAccessibilityElement": "NSObject",
    ]

    static func isUIKitClass(_ name: String) -> Bool { superclasses[name] != nil }

    /// The class and the UIKit classes above it.
    static func ancestors(of name: String) -> [String] {
        var chain = [name]
        while let next = superclasses[chain.last!], !chain.contains(next) { chain.append(next) }
        return chain + ["NSObject", "AnyObject", "Any"]
    }

    static let accessibilityFields: [String: Value] = [
        "isAccessibilityElement": .bool(false), "accessibilityLabel": .null, "accessibilityValue": .null,
        "accessibilityHint": .null, "accessibilityTraits": .array([]), "accessibilityCustomActions": .array([]),
        "accessibilityViewIsModal": .bool(false), "isEnabled": .bool(true), "isSelected": .bool(false),
        "isHidden": .bool(false), "tag": .int(0), "subviews": .array([]), "targets": .array([]), "title": .null,
        "text": .null, "accessibilityContainerType": .null, "accessibilityElementsHidden": .bool(false),
        "accessibilityElements": .null, "layer": .opaque("CALayer"), "frame": .opaque("CGRect"),
        "bounds": .opaque("CGRect"), "superview": .null, "window": .null, "traitCollection": .opaque("UITraitCollection"),
        "contentView": .null, "isHighlighted": .bool(false), "shouldGroupAccessibilityChildren": .bool(false),
    ]

    static func baseFields(for className: String) -> [String: Value] {
        var fields = accessibilityFields
        let chain = ancestors(of: className)
        if chain.contains("UIControl") || className == "UILabel" || className == "UIImageView" {
            fields["isAccessibilityElement"] = .bool(className != "UIControl" && className != "UIStepper" && className != "UISegmentedControl")
        }
        switch className {
        case "UISlider":
            fields["value"] = .double(0)
            fields["minimumValue"] = .double(0)
            fields["maximumValue"] = .double(1)
        case "UIStepper":
            // UIStepper's documented defaults: 0 in 0...100, a step of 1.
            fields["value"] = .double(0)
            fields["minimumValue"] = .double(0)
            fields["maximumValue"] = .double(100)
            fields["stepValue"] = .double(1)
        case "UISwitch":
            fields["isOn"] = .bool(false)
        case "UIImageView":
            fields["isAccessibilityElement"] = .bool(false)
        case "UITableViewCell", "UICollectionViewCell":
            fields["contentView"] = .opaque("UIView")
            fields["textLabel"] = .null
        default:
            break
        }
        return fields
    }

    /// A value UIKit works out rather than stores, when the code has not set it: a label's
    /// or button's text as its accessibility label, a switch's traits and "0"/"1" value.
    static func derived(_ name: String, of id: Int, interpreter: inout Interpreter) throws(Diagnostic) -> Value? {
        guard let object = interpreter.store.objects[id] else { return nil }
        let kind = interpreter.program.uikitBase(of: object.type) ?? object.type
        let stored = object.fields[name]
        switch (kind, name) {
        case ("UILabel", "accessibilityLabel") where stored?.isNull ?? true:
            let text = object.fields["text"] ?? .null
            return text.isNull ? object.fields["attributedText"] ?? .null : text
        case ("UIButton", "accessibilityLabel") where stored?.isNull ?? true: return object.fields["title"] ?? .null
        case ("UISwitch", "accessibilityTraits") where stored == .array([]): return .array([.enumCase(nil, "switchButton")])
        case ("UISwitch", "accessibilityValue") where stored?.isNull ?? true: return .string(object.fields["isOn"] == .bool(true) ? "1" : "0")
        case ("UIStackView", "arrangedSubviews"): return object.fields["subviews"]
        case ("UIButton", "titleLabel"): return titleLabel(of: id, interpreter: &interpreter)
        default: return nil
        }
    }

    /// A value UIKit keeps in range when it is set: a slider's or stepper's `value`.
    static func clamped(_ name: String, _ value: Value, in object: Store.Object, at node: some SyntaxProtocol, interpreter: Interpreter) throws(Diagnostic) -> Value {
        guard name == "value", let number = value.number else { return value }
        guard number.isFinite else { throw interpreter.error(node, "the value is set to \(number), which UIKit cannot show") }
        let kind = interpreter.program.uikitBase(of: object.type) ?? object.type
        guard kind == "UISlider" || kind == "UIStepper", let low = object.fields["minimumValue"]?.number,
              let high = object.fields["maximumValue"]?.number else { return value }
        return .double(min(max(number, low), high))
    }

    /// A slider's or stepper's value after its range changes: UIKit moves it into the new
    /// range (a `minimumValue` of 18 raises a value of 0 to 18).
    static func keepInRange(_ object: inout Store.Object, after name: String, interpreter: Interpreter) {
        guard name == "minimumValue" || name == "maximumValue" else { return }
        let kind = interpreter.program.uikitBase(of: object.type) ?? object.type
        guard kind == "UISlider" || kind == "UIStepper", let value = object.fields["value"]?.number,
              let low = object.fields["minimumValue"]?.number, let high = object.fields["maximumValue"]?.number, low <= high else { return }
        object.fields["value"] = .double(min(max(value, low), high))
    }

    /// Whether a property the code declares is UIKit's own, observed: `override var value:
    /// Double { didSet { … } }` keeps UIKit's storage and rules and adds the observer.
    static func isObservedOverride(_ property: SwiftProgram.StoredProperty, of type: String, interpreter: Interpreter) -> Bool {
        guard property.initializer == nil, property.didSet != nil, let base = interpreter.program.uikitBase(of: type) else { return false }
        return baseFields(for: base)[property.name] != nil
    }

    /// Methods of UIKit objects that build the view tree, wire actions or set values.
    static func call(
        _ name: String, on id: Int, _ arguments: [Argument], interpreter: inout Interpreter, at node: some SyntaxProtocol, asSuper: Bool = false
    ) throws(Diagnostic) -> Value {
        let values = arguments.map(\.value)
        switch name {
        case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview":
            guard let view = values.first else { return .void }
            if case .array(let subviews)? = interpreter.store.objects[id]?.fields["subviews"] {
                let updated = try interpreter.bounded(subviews + [view], at: node)
                interpreter.store.objects[id]?.fields["subviews"] = updated
            }
        case "removeArrangedSubview":
            // UIKit's documentation: the view stops being arranged but stays a subview, so
            // VoiceOver still finds it; only removeFromSuperview takes it away.
            break
        case "removeFromSuperview":
            remove(.object(id), from: nil, interpreter: &interpreter)
        case "setTitle", "setAttributedTitle":
            interpreter.store.objects[id]?.fields["title"] = values.first ?? .null
            if case .object(let label)? = interpreter.store.objects[id]?.fields["titleLabel"] {
                interpreter.store.objects[label]?.fields["text"] = values.first ?? .null
            }
        case "addTarget":
            let target = values.first ?? .null
            let selector = arguments.first { $0.label == "action" }?.value ?? .null
            let event = arguments.first { $0.label == "for" }?.value ?? .null
            if case .array(let targets)? = interpreter.store.objects[id]?.fields["targets"] {
                let updated = try interpreter.bounded(targets + [.tuple([target, selector, event], labels: [nil, nil, nil])], at: node)
                interpreter.store.objects[id]?.fields["targets"] = updated
            }
        case "sendActions":
            try sendActions(of: .object(id), event: arguments.first { $0.label == "for" }?.value, interpreter: &interpreter, at: node)
        case "setValue":
            // `setValue(_:animated:)` on a slider: the value, kept in range.
            guard let value = values.first else { return .void }
            _ = try interpreter.setProperty("value", of: .object(id), to: value, at: node)
        case "setOn":
            _ = try interpreter.setProperty("isOn", of: .object(id), to: values.first ?? .bool(false), at: node)
        case "accessibilityActivate":
            return .bool(false)
        case "accessibilityIncrement", "accessibilityDecrement":
            try adjust(.object(id), up: name == "accessibilityIncrement", interpreter: &interpreter, at: node)
        case "accessibilityElementDidBecomeFocused", "accessibilityElementDidLoseFocus", "accessibilityPerformEscape", "accessibilityPerformMagicTap":
            return name.hasPrefix("accessibilityPerform") ? .bool(false) : .void
        default:
            if !ignoredCalls.contains(name) {
                // A UIKit method Rotor does not model may still change what is spoken: it is
                // skipped, and the transcript says so as an assumption.
                let type = interpreter.store.objects[id]?.type ?? "UIView"
                interpreter.log.note(CodeNote(kind: .assumed, subject: "\(interpreter.program.uikitBase(of: type) ?? type).\(name)(…)"))
            }
        }
        return .void
    }

    /// What UIKit's own `accessibilityIncrement()` does: a slider moves a tenth of its range,
    /// a stepper one step; either sends `.valueChanged` to its targets.
    static func adjust(_ control: Value, up: Bool, interpreter: inout Interpreter, at node: some SyntaxProtocol) throws(Diagnostic) {
        guard case .object(let id) = control, let object = interpreter.store.objects[id] else { return }
        let kind = interpreter.program.uikitBase(of: object.type) ?? object.type
        let current = try interpreter.member("value", of: control, at: node, required: false)?.number ?? 0
        let low = object.fields["minimumValue"]?.number ?? 0
        let high = object.fields["maximumValue"]?.number ?? 1
        let step: Double
        switch kind {
        case "UISlider": step = (high - low) / 10
        case "UIStepper": step = object.fields["stepValue"]?.number ?? 1
        default: return
        }
        _ = try interpreter.setProperty("value", of: control, to: .double(current + (up ? step : -step)), at: node)
        try sendActions(of: control, event: .enumCase(nil, "valueChanged"), interpreter: &interpreter, at: node)
    }

    /// Runs a control's target-action pairs for an event (all of them for `nil`), each
    /// with the control as the sender.
    static func sendActions(of control: Value, event: Value?, interpreter: inout Interpreter, at node: some SyntaxProtocol) throws(Diagnostic) {
        guard case .object(let id) = control, case .array(let targets)? = interpreter.store.objects[id]?.fields["targets"] else { return }
        for case .tuple(let entry, _) in targets {
            guard entry.count == 3 else { continue }
            if let event, !event.isNull, !entry[2].isNull, entry[2] != event, !(entry[2] == .enumCase(nil, "primaryActionTriggered") && event == .enumCase(nil, "touchUpInside")) { continue }
            guard let (function, owner) = interpreter.method(entry[1].text, of: entry[0]) else { continue }
            let takesSender = !function.signature.parameterClause.parameters.isEmpty
            var caller = Interpreter.Frame()
            _ = try interpreter.invoke(function, owner: owner, self: entry[0], takesSender ? [Argument(label: nil, value: control, node: Syntax(function))] : [], &caller)
        }
    }
}
