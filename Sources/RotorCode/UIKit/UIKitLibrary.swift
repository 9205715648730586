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

    static let accessibilityFields: [String: Value] = [
        "isAccessibilityElement": .bool(false), "accessibilityLabel": .null, "accessibilityValue": .null,
        "accessibilityHint": .null, "accessibilityTraits": .array([]), "accessibilityCustomActions": .array([]),
        "accessibilityViewIsModal": .bool(false), "isEnabled": .bool(true), "isSelected": .bool(false),
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
            fields["accessibilityTraits"] = .array([.enumCase(nil, "button")])
        case "UISwitch":
            fields["isAccessibilityElement"] = .bool(true)
            fields["isOn"] = .bool(false)
        default:
            break
        }
        return fields
    }
}
