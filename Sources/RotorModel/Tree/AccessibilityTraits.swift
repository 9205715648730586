/// The traits an accessibility element exposes, as UIKit's `UIAccessibilityTraits` does.
///
/// Traits are what a screen reader turns into role words ("Button", "Adjustable") and into
/// state ("Selected"). They are a set because real elements combine them: a fine-input
/// slider is both adjustable and a button. Which traits are spoken, and in what words, is
/// the reader's business; the tree only records them.
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
    /// The role of an editable text field.
    public static let textField = AccessibilityTraits(rawValue: 1 << 8)
    public static let link = AccessibilityTraits(rawValue: 1 << 9)
    /// UIKit's `.notEnabled`, which VoiceOver calls "Dimmed".
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 11)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 12)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 13)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 14)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 15)
    /// Suppresses VoiceOver's re-reading of the element after a double tap.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 16)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 17)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 18)
    /// SwiftUI's `isModal` / UIKit's `accessibilityViewIsModal`: siblings are ignored while it shows.
    public static let modal = AccessibilityTraits(rawValue: 1 << 19)
    /// The role of a switch (`UISwitch`, SwiftUI `Toggle`); its state is the node's `isOn`.
    public static let switchButton = AccessibilityTraits(rawValue: 1 << 20)
    /// iOS 17's `.toggleButton`.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 21)
    /// A text field being edited, with the keyboard up; VoiceOver says "Is editing".
    public static let isEditing = AccessibilityTraits(rawValue: 1 << 22)
    /// A check box (Android's `CheckBox`, Compose's `Role.Checkbox`); its state is the node's
    /// `isOn`. iOS has none: VoiceOver reads it as the toggle a SwiftUI `Toggle` would be.
    public static let checkbox = AccessibilityTraits(rawValue: 1 << 23)
    /// Android's `RadioButton` class (Compose's `Role.RadioButton`); its state is Compose's
    /// "Selected" / "Not selected" state description.
    public static let radioButton = AccessibilityTraits(rawValue: 1 << 24)
    /// Android's `ProgressBar` class: a Compose `progressBarRangeInfo` without `setProgress`.
    public static let progressBar = AccessibilityTraits(rawValue: 1 << 25)

    /// Whether a double tap flips the node's `isOn`: a switch or a check box.
    public var toggles: Bool { contains(.switchButton) || contains(.checkbox) }

    /// Whether the role alone makes an element activatable: a button, link, tab, switch,
    /// toggle button or check box. An author who writes `traits: [button]` in a scene means a
    /// working button, so a double tap acts on it even without `on_activate` (issue 31).
    public var activatableByRole: Bool {
        !intersection([.button, .link, .tab, .switchButton, .toggleButton, .checkbox]).isEmpty
    }
}
