/// What a user does to the device: screen-reader gestures, and touches with it off.
///
/// The vocabulary is neutral; what a gesture means is the reader's business (VoiceOver's
/// swipe up adjusts or follows the rotor).
public enum Gesture: Sendable, Hashable, Codable {
    /// Which way a multi-finger swipe goes.
    public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
        case up, down, left, right
    }

    /// Put focus on the first element, or on the element with this label.
    case focus(String?)
    /// Next element in reading order.
    case swipeRight
    /// Previous element in reading order.
    case swipeLeft
    /// VoiceOver: the rotor's previous item; TalkBack: the reading control's previous
    /// action. On an adjustable element both increment it.
    case swipeUp
    /// VoiceOver: the rotor's next item; TalkBack: the reading control's next action. On
    /// an adjustable element both decrement it.
    case swipeDown
    /// Activate the focused element.
    case doubleTap
    /// Escape: dismiss a modal or go back.
    case twoFingerScrub
    /// Two-finger twist: the next (`clockwise`) or previous rotor item.
    case rotate(clockwise: Bool)
    /// Turn the rotor until the item with this name.
    case rotor(String)
    /// Two-finger double tap: VoiceOver's magic tap, TalkBack's media control.
    case magicTap
    /// Scroll by a page.
    case threeFingerSwipe(Direction)
    /// Explore by touch: the finger lands on the element with this label, which gets focus.
    case touch(String)
    /// Type text into the focused text field.
    case type(String)
    /// A touch without the screen reader on the focused element, or on the one with this label.
    case tap(String?)
    /// A touch-and-drag without the screen reader to a fraction (0…1) of a track.
    case drag(Double)
    /// Lifting the finger after a drag.
    case release
    /// TalkBack: a three-finger tap opens the TalkBack menu.
    case threeFingerTap
    /// TalkBack: pick this item (an action's name) from the open TalkBack menu.
    case choose(String)
    /// TalkBack: set the reading control (what swipe up and down do) to the one with this name.
    case readingControl(String)
    /// Android's system Back (button or edge swipe), which closes a dialog or sheet.
    case back

    /// The gesture's name, whatever it acts on: `swipe-up`, `rotor`, `drag` (with its
    /// `release`). Readers list the names they accept, and the gesture glossary has a row
    /// for each.
    public var name: String {
        switch self {
        case .focus: "focus"
        case .swipeRight: "swipe-right"
        case .swipeLeft: "swipe-left"
        case .swipeUp: "swipe-up"
        case .swipeDown: "swipe-down"
        case .doubleTap: "double-tap"
        case .touch: "touch"
        case .magicTap: "magic-tap"
        case .twoFingerScrub: "two-finger-scrub"
        case .rotate: "rotate"
        case .rotor: "rotor"
        case .threeFingerSwipe: "three-finger-swipe"
        case .threeFingerTap: "three-finger-tap"
        case .choose: "choose"
        case .readingControl: "reading-control"
        case .back: "back"
        case .type: "type"
        case .tap: "tap"
        case .drag, .release: "drag"
        }
    }

    /// Whether the gesture is a plain touch, made by someone not using a screen reader.
    public var isTouch: Bool {
        switch self {
        case .tap, .drag, .release: true
        default: false
        }
    }
}
