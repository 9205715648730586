/// The traits an accessibility element exposes, as UIKit's `UIAccessibilityTraits` does.
///
/// Traits are what VoiceOver turns into role words ("Button", "Adjustable") and into
/// state ("Selected"). They are a set because real elements combine them: a fine-input
/// slider is both adjustable and a button.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }
}

// MARK: - Traits

extension AccessibilityTraits {
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Set automatically by SwiftUI's `accessibilityAdjustableAction`; swipe up and down adjust.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 1)
    public static let selected = AccessibilityTraits(rawValue: 1 << 2)
    public static let header = AccessibilityTraits(rawValue: 1 << 3)
    /// Given by a tab-bar container to the elements inside it; never set directly by a view.
    public static let tab = AccessibilityTraits(rawValue: 1 << 4)
    public static let image = AccessibilityTraits(rawValue: 1 << 5)
    /// Static text has no spoken role word; it is kept so a model can say what a node is.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// UIKit's `.tabBar`: the elements inside become tabs with a position.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 7)
    /// The role of an editable text field, which VoiceOver announces as "Text field".
    public static let textField = AccessibilityTraits(rawValue: 1 << 8)
}
