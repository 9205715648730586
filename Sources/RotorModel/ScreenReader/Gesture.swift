/// What a user does to the device: VoiceOver gestures, and touches with VoiceOver off.
public enum Gesture: Sendable, Hashable, Codable {
    /// Put VoiceOver focus on the first element, or on the element with this label.
    case focus(String?)
    /// Next element in traversal order.
    case swipeRight
    /// Previous element in traversal order.
    case swipeLeft
    /// Increment an adjustable element.
    case swipeUp
    /// Decrement an adjustable element.
    case swipeDown
    /// Activate the focused element.
    case doubleTap
    /// Escape: dismiss a modal or go back.
    case twoFingerScrub
    /// Type text into the focused text field.
    case type(String)
    /// A touch without VoiceOver on the focused element, or on the one with this label.
    case tap(String?)
    /// A touch-and-drag without VoiceOver to a fraction (0…1) of a track.
    case drag(Double)
    /// Lifting the finger after a drag.
    case release

    /// Whether the gesture is a plain touch, made by someone not using VoiceOver.
    public var isTouch: Bool {
        switch self {
        case .tap, .drag, .release: true
        default: false
        }
    }
}
