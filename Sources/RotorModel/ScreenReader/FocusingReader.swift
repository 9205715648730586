/// What every reader does the same way: touches made with the reader off, and focus moved
/// by a component rather than by the user.
///
/// A reader supplies how it lists elements and where focus rests, and how it places focus
/// (which is where each resets its own state: VoiceOver's rotor, TalkBack's reading control).
protocol FocusingReader: ScreenReader {
    /// The elements swiping visits, in order.
    func elements(_ session: ReaderSession) -> [FocusableElement]
    func focusedElement(_ session: ReaderSession) -> FocusableElement?
    func placeFocus(on target: FocusableElement, in session: inout ReaderSession)
    /// What the reader makes of a component's events.
    func apply(_ events: [ComponentEvent], in session: inout ReaderSession) -> ReaderReaction
}

extension FocusingReader {
    func touch(tapping label: String?, in session: inout ReaderSession) throws(ReaderFailure) -> ReaderOutcome {
        let all = elements(session)
        let target: FocusableElement?
        if let label {
            target = all.first { $0.label == label || $0.id == label }
            if target == nil { throw .noElement(label, among: all) }
        } else {
            target = focusedElement(session) ?? all.first
        }
        guard let target else { throw .noElements }
        return try touch(.tap(elementID: target.id), in: &session)
    }

    /// A touch made with the screen reader off: the screen changes, and nothing is spoken.
    func touch(_ touch: Touch, in session: inout ReaderSession) throws(ReaderFailure) -> ReaderOutcome {
        let events: [ComponentEvent]
        do throws(ComponentError) {
            events = try session.component.touch(touch)
        } catch {
            throw ReaderFailure(error.message)
        }
        var reaction = apply(events, in: &session)
        reaction.outcome.notes.insert(phrases.text(.noteSighted), at: 0)
        reaction.outcome.utterance = Utterance()
        return reaction.outcome
    }

    /// Moves focus to the element `id`, or into the container `id` at its first element.
    func moveFocus(to id: String?, in session: inout ReaderSession) -> FocusableElement? {
        guard let id else { return nil }
        let all = elements(session)
        var target = all.first { $0.id == id }
        if target == nil, let container = session.component.accessibilityTree(phrases).find(id) {
            let inside = container.descendantIDs
            target = all.first { inside.contains($0.id) }
        }
        guard let target else { return nil }
        placeFocus(on: target, in: &session)
        return target
    }
}

extension VoiceOver: FocusingReader {}
extension TalkBack: FocusingReader {}
