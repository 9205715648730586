/// An action an assistive technology can ask an element to perform.
///
/// VoiceOver maps gestures onto these: swipe up and down send `increment` and
/// `decrement`, double tap sends `activate`, the two-finger scrub sends `escape`, and the
/// actions rotor lists the `custom` ones by name.
public enum AccessibilityAction: Sendable, Hashable, Codable {
    case increment
    case decrement
    /// The default action, what a double tap does.
    case activate
    /// Dismiss: close a modal or go back.
    case escape
    /// A named custom action, offered through the actions rotor.
    case custom(String)
    /// The two-finger double tap: the main thing the screen is for (play, answer, stop).
    case magicTap
    /// Scroll by a page: forward is the next page.
    case scroll(forward: Bool)
}
