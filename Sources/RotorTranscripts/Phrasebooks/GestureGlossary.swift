import RotorModel

/// Every gesture a spec can write, what the fingers do, and what each reader does with it.
///
/// The glossary page (a ```` ```gestures ```` block) and the links from each transcript's
/// gesture cells are built from this list and the `glossary.*` phrases, so a gesture added
/// to the parser without an explanation fails the phrase-file check.
public enum GestureGlossary {
    public struct Entry: Sendable, Hashable {
        /// The anchor on the glossary page: `swipe-up` becomes `#gesture-swipe-up`.
        public var id: String
        /// How specs write it.
        public var written: String
        /// The readers that know it, by spec name.
        public var readers: [String]
    }

    private static let both = ["voiceover", "talkback"]

    public static let entries: [Entry] = [
        Entry(id: "focus", written: "focus, focus LABEL", readers: both),
        Entry(id: "swipe-right", written: "swipe right", readers: both),
        Entry(id: "swipe-left", written: "swipe left", readers: both),
        Entry(id: "swipe-up", written: "swipe up", readers: both),
        Entry(id: "swipe-down", written: "swipe down", readers: both),
        Entry(id: "double-tap", written: "double tap", readers: both),
        Entry(id: "touch", written: "touch LABEL", readers: both),
        Entry(id: "magic-tap", written: "magic tap, two-finger double tap", readers: both),
        Entry(id: "two-finger-scrub", written: "two-finger scrub", readers: ["voiceover"]),
        Entry(id: "rotate", written: "rotate right, rotate left", readers: ["voiceover"]),
        Entry(id: "rotor", written: "rotor NAME", readers: ["voiceover"]),
        Entry(id: "three-finger-swipe", written: "three-finger swipe up|down|left|right", readers: ["voiceover"]),
        Entry(id: "three-finger-tap", written: "three-finger tap", readers: ["talkback"]),
        Entry(id: "choose", written: "choose ACTION", readers: ["talkback"]),
        Entry(id: "reading-control", written: "reading control NAME", readers: ["talkback"]),
        Entry(id: "back", written: "back", readers: ["talkback"]),
        Entry(id: "type", written: "type TEXT", readers: both),
        Entry(id: "tap", written: "tap, tap LABEL", readers: both),
        Entry(id: "drag", written: "drag to FRACTION, release", readers: both),
    ]

    /// The glossary entry for a gesture.
    public static func id(for gesture: Gesture) -> String {
        switch gesture {
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

    /// The phrase keys an entry needs: its name, the fingers, and one line per reader.
    static func keys(_ entry: Entry) -> [PhraseKey] {
        [PhraseKey(rawValue: "glossary.\(entry.id).name"), PhraseKey(rawValue: "glossary.\(entry.id).fingers")]
            + entry.readers.map { PhraseKey(rawValue: "glossary.\(entry.id).\($0)") }
    }

    /// Every key the glossary needs, for the phrase-file check.
    public static var phraseKeys: [PhraseKey] { entries.flatMap(keys) }
}
