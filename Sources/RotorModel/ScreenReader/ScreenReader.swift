import RotorDiagnostics

/// A screen reader over the neutral accessibility tree.
///
/// A reader owns everything that differs between readers: the order in which swiping
/// visits elements, what each gesture means, how an element is spoken (the parts said at
/// once and the hint said after a pause), what it remembers between gestures, and the
/// words it uses, which come from its phrasebook. Components know nothing of any reader;
/// they build trees and react to actions, and no reader names another. Adding a reader is
/// one conforming type in a folder of its own, its phrase files, and a line in the registry.
public protocol ScreenReader: Sendable {
    /// What the reader remembers between gestures besides focus, kept in its session.
    associatedtype State: ReaderState

    /// How specs, the command line and JSON name the reader: `voiceover`.
    static var name: String { get }
    /// The reader's product name, for captions and errors: "VoiceOver".
    static var displayName: String { get }
    /// The settings the reader accepts, with their defaults.
    static var settings: [ReaderSetting] { get }
    /// The phrases a phrasebook must define for this reader.
    static var phraseKeys: [PhraseKey] { get }
    /// The shared gestures the reader accepts, by `Gesture.name`: all of them
    /// (`Gesture.sharedNames`) unless it says otherwise.
    static var sharedGestures: [String] { get }
    /// The gestures only this reader has, which `perform` receives as `Gesture.own` and
    /// decodes itself. The spec's gesture parser and the gesture glossary learn them here.
    static var ownGestures: [ReaderGesture] { get }
    /// Transcript words (gesture names) that the reader's own documentation puts its own way,
    /// which its phrase files override, each with its evidence.
    static var ownWording: [PhraseKey] { get }
    /// The notes only this reader writes beside a step, which the transcript phrase files define.
    static var transcriptNoteKeys: [PhraseKey] { get }

    init(phrases: Phrasebook, settings: ReaderSettings)

    var phrases: Phrasebook { get }

    /// The focusable elements of `tree`, in the order swiping right visits them.
    func readingOrder(_ tree: AccessibilityNode) -> [FocusableElement]

    /// What the reader says when focus lands on `element`.
    ///
    /// - Parameter enteringContainer: Whether focus came from outside the element's
    ///   labelled container, whose label is then spoken first.
    func utterance(for element: FocusableElement, enteringContainer: Bool) -> Utterance

    /// Performs one gesture in `session`.
    ///
    /// - Throws: A `Diagnostic` when the gesture makes no sense here; another reader's own
    ///   gesture fails with `refusal(_:)`.
    func perform(_ gesture: Gesture, in session: inout Session) throws(Diagnostic) -> ReaderOutcome

    /// The transcript's words for one of the reader's own gestures: "Turn the rotor to Headings".
    func describe(_ gesture: Gesture.Own) -> String

    /// What the reader has instead of another reader's gesture for the same purpose, said
    /// when it refuses that gesture; `nil` when it has nothing like it.
    static func instead(of gesture: Gesture.Own) -> String?
}

extension ScreenReader {
    /// A session of this reader, with its own state.
    public typealias Session = ReaderSession<State>

    public static var ownWording: [PhraseKey] { [] }
    public static var transcriptNoteKeys: [PhraseKey] { [] }
    public static var sharedGestures: [String] { Gesture.sharedNames }
    public static var ownGestures: [ReaderGesture] { [] }

    /// The gestures the reader accepts, by `Gesture.name`: the shared ones it takes and its
    /// own; any other fails with `Diagnostic.Code.gestureNotAvailable`. The gesture
    /// glossary's reader columns come from these.
    public static var gestures: [String] { sharedGestures + ownGestures.map(\.name) }

    /// One of the reader's own gestures as a spec writes it, with its placeholder's text, its
    /// choice, or which of its fixed forms (`ReaderGesture`).
    public static func gesture(_ declared: ReaderGesture, _ argument: String? = nil) -> Gesture {
        .own(Gesture.Own(name: declared.name, argument: argument, purpose: declared.purpose, owner: displayName))
    }

    /// Another reader's gesture, refused with what this reader has instead.
    public static func refusal(_ gesture: Gesture.Own) -> Diagnostic {
        let instead = instead(of: gesture).map { "; \($0)" } ?? ""
        return Diagnostic("\(displayName) has no such gesture\(instead)", code: .gestureNotAvailable)
    }
}

/// What a reader says for one gesture: speech at once, a hint after a pause, and notes.
public struct ReaderOutcome: Sendable, Hashable {
    public var utterance: Utterance
    /// Things a listener cannot hear: a boundary, a haptic, focus moving by itself.
    public var notes: [String]
    /// What the rotor (or the reader's equivalent) is set to after the gesture; empty for none.
    public var rotor: String = ""

    public init(utterance: Utterance = Utterance(), notes: [String] = []) {
        self.utterance = utterance
        self.notes = notes
    }

    /// A gesture that changed nothing and said nothing (the end of the swipe order, a
    /// slider at its limit): the note, and the modelled rule of silence at a boundary.
    public static func boundary(_ phrases: Phrasebook) -> ReaderOutcome {
        var outcome = ReaderOutcome(notes: [phrases.text(.noteBoundary)])
        outcome.utterance.behaviors = [.behaviorBoundary]
        return outcome
    }

    /// An escape (or Back) that nothing handles: silent, by the same modelled rule.
    public static func nothingToDismiss(_ phrases: Phrasebook) -> ReaderOutcome {
        var outcome = ReaderOutcome(notes: [phrases.text(.noteNothingToDismiss)])
        outcome.utterance.behaviors = [.behaviorBoundary]
        return outcome
    }
}

/// Why a gesture could not be performed, worded for the author of a spec. A reader throws
/// these unplaced (`code` is `.gestureNotAvailable` for another reader's gesture, else
/// `.invalid`); the transcript places them at the step's line.
extension Diagnostic {
    static let noElements = Diagnostic("the component has no element the screen reader can focus")
    static let noFocus = Diagnostic("nothing has focus yet; start with 'focus'")

    /// No element has the written label (or id); names the labels there are, and the closest.
    static func noElement(_ label: String, among elements: [FocusableElement]) -> Diagnostic {
        let labels = elements.map(\.label).filter { !$0.isEmpty }
        let list = labels.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(Suggestion.adding(
            to: "no element is labelled '\(label)'" + (labels.isEmpty ? "" : "; the elements are \(list)\(labels.count > 12 ? ", …" : "")"),
            label, in: labels + elements.map(\.id)))
    }
}
