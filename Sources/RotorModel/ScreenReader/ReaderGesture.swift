/// A gesture one reader has and the others lack, as that reader declares it: its name, how
/// specs write it, and what it is for.
///
/// The spec's gesture parser learns these from the readers, and the gesture glossary has a
/// row for each; the reader decodes the written gesture (`Gesture.own`) into its own terms.
///
/// ```swift
/// ReaderGesture("rotor", written: ["rotor NAME"], purpose: .swipeSetting)
/// ```
public struct ReaderGesture: Sendable, Hashable {
    /// What a gesture is for, so that a reader without it can say what it has instead.
    public enum Purpose: Sendable, Hashable {
        /// Dismiss a modal or go back.
        case escape
        /// Choose what swiping up and down does.
        case swipeSetting
        /// Reach the focused element's custom actions.
        case actions
        /// Scroll by a page.
        case scroll
        /// Anything else.
        case other
    }

    /// The name readers list and the glossary's anchor: `rotor`, `two-finger-scrub`.
    public var name: String
    /// How specs write it, as the parser's list of gestures shows each form: words, then
    /// perhaps a placeholder in capitals for any text (`rotor NAME`) or choices between bars
    /// (`three-finger swipe up|down|left|right`). A hyphen may also be written as a space.
    public var written: [String]
    public var purpose: Purpose
    /// The written form (`double tap`) the parser's list of gestures shows it after, to keep
    /// it beside the gestures it was first listed with; at the end when `nil`.
    public var listedAfter: String?
    /// The words a transcript names it with (`gesture.rotor`), which the transcript phrase file
    /// must define.
    public var phraseKeys: [PhraseKey]

    public init(_ name: String, written: [String], purpose: Purpose, listedAfter: String? = nil, phraseKeys: [PhraseKey] = []) {
        self.name = name
        self.written = written
        self.purpose = purpose
        self.listedAfter = listedAfter
        self.phraseKeys = phraseKeys
    }
}
