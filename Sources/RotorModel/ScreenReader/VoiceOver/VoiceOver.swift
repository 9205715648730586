import RotorDiagnostics

/// VoiceOver on iOS, reduced to what a transcript needs: a focus cursor over a tree.
///
/// Reading order follows SwiftUI's rules (`FocusTraversal`). Speech follows what
/// AccessibilitySnapshot reverse-engineered from devices: `Selected` first, then label,
/// value and role words in a fixed order, and the hint after a pause with the system
/// hints for adjustable elements, switches and text fields appended to the developer's.
public struct VoiceOver: ScreenReader {
    public static let name = "voiceover"
    public static let displayName = "VoiceOver"

    public static let settings = [
        ReaderSetting(
            key: "hints", defaultValue: .flag(true),
            summary: "Speak Hints (VoiceOver › Verbosity): when off, no hint is spoken."
        ),
        ReaderSetting(
            key: "rotor_follows_item", defaultValue: .flag(true),
            summary: "Change Rotor with Item: focusing an adjustable element or one with actions turns the rotor to Adjust value or Actions."
        ),
    ]

    public let phrases: Phrasebook
    /// "Speak Hints": whether hints are spoken after the pause.
    public var speaksHints: Bool
    /// "Change Rotor with Item".
    public var rotorFollowsItem: Bool

    public init(phrases: Phrasebook, settings: ReaderSettings = ReaderSettings()) {
        self.phrases = phrases
        self.speaksHints = settings.flag("hints", default: true)
        self.rotorFollowsItem = settings.flag("rotor_follows_item", default: true)
    }

    /// SwiftUI's order; while a modal node is visible, only the last one is read, since
    /// VoiceOver ignores a modal's siblings (Apple's `isModal`, AccessibilitySnapshot).
    public func readingOrder(_ tree: AccessibilityNode) -> [FocusableElement] {
        guard let modal = tree.lastModal else { return FocusTraversal.order(tree) }
        return FocusTraversal.order(.stack(id: tree.id, [modal]))
    }

    public func perform(_ gesture: Gesture, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        var outcome: ReaderOutcome
        switch gesture {
        case .focus(let label): outcome = try focus(label, in: &session)
        case .swipeRight: outcome = try move(by: 1, in: &session)
        case .swipeLeft: outcome = try move(by: -1, in: &session)
        case .swipeUp: outcome = try swipeVertically(down: false, in: &session)
        case .swipeDown: outcome = try swipeVertically(down: true, in: &session)
        case .doubleTap: outcome = try activate(in: &session)
        case .magicTap: outcome = magicTap(in: &session)
        case .touch(let label): outcome = try explore(label, in: &session)
        case .type(let text): outcome = try type(text, in: &session)
        case .tap(let label): outcome = try touch(tapping: label, in: &session)
        case .drag(let fraction): outcome = try touch(.drag(fraction: fraction), in: &session)
        case .release: outcome = try touch(.release, in: &session)
        case .own(let written):
            guard let own = OwnGesture(written) else { throw Self.refusal(written) }
            outcome = try perform(own, in: &session)
        }
        if !gesture.isTouch, let element = focusedElement(session), element.lostTabTraits,
           session.explained.insert("lostTabTraits").inserted {
            outcome.notes.append(phrases.text(.noteTabTraitsLost))
        }
        outcome.rotor = rotorItem(session).map { phrases.text($0.phrase) } ?? ""
        return outcome
    }

    // MARK: Looking at the session

    /// Every element, including those only touch exploration reaches.
    func allElements(_ session: Session) -> [FocusableElement] {
        readingOrder(session.component.accessibilityTree(phrases))
    }

    /// The elements swiping visits.
    func elements(_ session: Session) -> [FocusableElement] {
        allElements(session).filter { !$0.touchOnly }
    }

    func focusedElement(_ session: Session) -> FocusableElement? {
        guard let id = session.focusedID else { return nil }
        return allElements(session).first { $0.id == id }
    }
}
