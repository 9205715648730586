/// What a user does to the device: the screen-reader gestures every reader has, touches
/// made with the reader off, and a reader's own gestures.
///
/// The vocabulary is neutral; what a gesture means is the reader's business (swiping up may
/// adjust a slider or step through a list of actions). A gesture only one reader has is
/// `own`, declared by that reader (`ScreenReader.ownGestures`), which decodes it itself.
public enum Gesture: Sendable, Hashable {
    /// Put focus on the first element, or on the element with this label.
    case focus(String?)
    /// Next element in reading order.
    case swipeRight
    /// Previous element in reading order.
    case swipeLeft
    /// Up: the reader's previous item or action; on an adjustable element, increment it.
    case swipeUp
    /// Down: the reader's next item or action; on an adjustable element, decrement it.
    case swipeDown
    /// Activate the focused element.
    case doubleTap
    /// A two-finger double tap, which the reader hands to the app's magic-tap handler.
    case magicTap
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
    /// A gesture one reader has and the others lack.
    case own(Own)

    /// One reader's own gesture as a spec wrote it.
    public struct Own: Sendable, Hashable {
        /// The name its reader declares (`ReaderGesture.name`): `rotor`.
        public var name: String
        /// What the spec wrote for the gesture's placeholder or choice (`Headings`, `up`), or
        /// which of its fixed forms it wrote (`rotate right`); `nil` for its only fixed form.
        public var argument: String?
        /// What it is for, so that a reader without it can name its own way.
        public var purpose: ReaderGesture.Purpose
        /// The display name of the reader whose gesture it is.
        public var owner: String

        public init(name: String, argument: String? = nil, purpose: ReaderGesture.Purpose, owner: String) {
            self.name = name
            self.argument = argument
            self.purpose = purpose
            self.owner = owner
        }
    }

    /// The names of the gestures every reader shares, in the glossary's order (`SharedGesture.all`).
    public static let sharedNames = SharedGesture.all.map(\.name)

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
        case .type: "type"
        case .tap: "tap"
        case .drag, .release: "drag"
        case .own(let own): own.name
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
