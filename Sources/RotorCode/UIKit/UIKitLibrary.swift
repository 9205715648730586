import SwiftSyntax

/// What UIKit's classes bring to a subclass: the accessibility properties they start with.
enum UIKitLibrary {
    /// `UIView` methods whose effect is layout or drawing, ignored when the view calls them.
    static let ignoredSelfCalls: Set<String> = [
        "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "setNeedsLayout", "layoutIfNeeded",
        "setNeedsDisplay", "sendActions", "addTarget", "removeTarget", "setTitle", "setImage", "setTitleColor",
        "addGestureRecognizer", "addInteraction", "invalidateIntrinsicContentSize",
    ]

    /// UIKit's `Float` and `CGFloat` properties.
    static let floatFields: Set<String> = ["value", "minimumValue", "maximumValue", "alpha"]

    /// UIKit classes code may create as subviews; they are objects like the code's own.
    static let classes: Set<String> = ["UIView", "UIButton", "UILabel", "UIStackView", "UIImageView", "UISwitch", "UISlider", "UIControl"]

    /// Methods of UIKit objects that build the view tree or wire actions.
    static func call(_ name: String, on id: Int, _ arguments: [Argument], interpreter: inout Interpreter, at node: some SyntaxProtocol) throws(CodeError) -> Value {
        let values = arguments.map(\.value)
        switch name {
        case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview":
            guard let view = values.first else { return .void }
            if case .array(let subviews)? = interpreter.store.objects[id]?.fields["subviews"] {
                interpreter.store.objects[id]?.fields["subviews"] = .array(subviews + [view])
            }
        case "setTitle":
            interpreter.store.objects[id]?.fields["title"] = values.first ?? .null
        case "addTarget":
            let target = values.first ?? .null
            let selector = arguments.first { $0.label == "action" }?.value ?? .null
            if case .array(let targets)? = interpreter.store.objects[id]?.fields["targets"] {
                interpreter.store.objects[id]?.fields["targets"] = .array(targets + [.tuple([target, selector], labels: [nil, nil])])
            }
        default:
            if !ignoredSelfCalls.contains(name) {
                throw interpreter.error(node, "the UIKit method '\(name)' is not read; see the README's table 'What Rotor can read'")
            }
        }
        return .void
    }

    static let accessibilityFields: [String: Value] = [
        "isAccessibilityElement": .bool(false), "accessibilityLabel": .null, "accessibilityValue": .null,
        "accessibilityHint": .null, "accessibilityTraits": .array([]), "accessibilityCustomActions": .array([]),
        "accessibilityViewIsModal": .bool(false), "isEnabled": .bool(true), "isSelected": .bool(false),
        "isHidden": .bool(false), "tag": .int(0), "subviews": .array([]), "targets": .array([]), "title": .null,
        "text": .null, "accessibilityContainerType": .null,
    ]

    static func baseFields(for superclass: String) -> [String: Value] {
        var fields = accessibilityFields
        switch superclass {
        case "UISlider":
            fields["isAccessibilityElement"] = .bool(true)
            fields["value"] = .double(0)
            fields["minimumValue"] = .double(0)
            fields["maximumValue"] = .double(1)
        case "UIButton":
            fields["isAccessibilityElement"] = .bool(true)
        case "UILabel":
            fields["isAccessibilityElement"] = .bool(true)
        case "UISwitch":
            fields["isAccessibilityElement"] = .bool(true)
            fields["isOn"] = .bool(false)
        default:
            break
        }
        return fields
    }
}
