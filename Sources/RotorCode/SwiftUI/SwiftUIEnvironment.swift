import RotorDiagnostics
import SwiftSyntax

/// SwiftUI's environment as VoiceOver users have it by default, for `@Environment(\.key)`
/// properties `state:` does not set.
enum SwiftUIEnvironment {
    static let defaults: [String: Value] = [
        "isEnabled": .bool(true), "accessibilityVoiceOverEnabled": .bool(true), "accessibilityEnabled": .bool(true),
        "accessibilityReduceMotion": .bool(false), "accessibilityReduceTransparency": .bool(false),
        "accessibilityDifferentiateWithoutColor": .bool(false), "accessibilityInvertColors": .bool(false),
        "accessibilityShowButtonShapes": .bool(false), "accessibilitySwitchControlEnabled": .bool(false),
        "colorScheme": .enumCase("ColorScheme", "light"), "colorSchemeContrast": .enumCase("ColorSchemeContrast", "standard"),
        "sizeCategory": .enumCase("ContentSizeCategory", "large"), "dynamicTypeSize": .enumCase("DynamicTypeSize", "large"),
        "layoutDirection": .enumCase("LayoutDirection", "leftToRight"), "horizontalSizeClass": .enumCase("UserInterfaceSizeClass", "compact"),
        "verticalSizeClass": .enumCase("UserInterfaceSizeClass", "regular"), "legibilityWeight": .enumCase("LegibilityWeight", "regular"),
        "isFocused": .bool(false), "isSearching": .bool(false), "editMode": .null,
        "locale": .opaque("Locale"), "calendar": .opaque("Calendar"), "timeZone": .opaque("TimeZone"),
        "displayScale": .double(3), "font": .opaque("Font"), "openURL": .external("openURL"),
        "dismiss": .external("dismiss"), "presentationMode": .opaque("PresentationMode"),
    ]

    /// The property's default, or an error saying to give it with `state:`.
    static func value(_ property: SwiftProgram.StoredProperty, interpreter: Interpreter) throws(Diagnostic) -> Value {
        guard let key = property.environmentKey, let value = defaults[key] else {
            throw interpreter.error(property.node, "the environment value '\\.\(property.environmentKey ?? property.name)' has no default in Rotor; give '\(property.name)' under 'state:'")
        }
        return value
    }
}
