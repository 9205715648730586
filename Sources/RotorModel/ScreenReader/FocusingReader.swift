import RotorDiagnostics

/// What every reader does the same way: touches made with the reader off, and focus moved
/// by a component rather than by the user.
///
/// A reader supplies how it lists elements and where focus rests, how it places focus
/// (which is where it resets its own state), and what it says of a page scrolled and of a
/// changed screen.
protocol FocusingReader: ScreenReader {
    /// The elements swiping visits, in order.
    func elements(_ session: Session) -> [FocusableElement]
    func focusedElement(_ session: Session) -> FocusableElement?
    func placeFocus(on target: FocusableElement, in session: inout Session)
    /// A component scrolled by a page: what the reader says or notes of it.
    func pageScrolled(to index: Int, of count: Int, in reaction: inout ReaderReaction)
    /// The note for a screen that changed.
    static var screenChangedNote: PhraseKey { get }
}

extension FocusingReader {
    func touch(tapping label: String?, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
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
    func touch(_ touch: Touch, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let events: [ComponentEvent]
        events = try session.component.touch(touch)
        var reaction = apply(events, in: &session)
        reaction.outcome.notes.insert(phrases.text(.noteSighted), at: 0)
        reaction.outcome.utterance = Utterance()
        return reaction.outcome
    }

    /// Moves focus to the element `id`, or into the container `id` at its first element.
    func moveFocus(to id: String?, in session: inout Session) -> FocusableElement? {
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

    /// Turns events into notes and announcements, and moves focus as they ask.
    func apply(_ events: [ComponentEvent], in session: inout Session) -> ReaderReaction {
        var reaction = ReaderReaction()
        for event in events {
            switch event {
            case .note(let key, let values):
                reaction.outcome.notes.append(phrases.text(key, values))
            case .announce(let text, let queued):
                reaction.announcements.append((text, queued, reaction.focus != nil))
            case .pageScrolled(let index, let count):
                pageScrolled(to: index, of: count, in: &reaction)
            case .moveFocus(let id):
                if let element = moveFocus(to: id, in: &session) {
                    reaction.focus = element
                    reaction.outcome.notes.append(phrases.text(.noteFocusMoved, ["label": element.label]))
                }
            case .screenChanged(let id):
                reaction.outcome.notes.append(phrases.text(Self.screenChangedNote))
                if let element = moveFocus(to: id, in: &session) ?? elements(session).first {
                    placeFocus(on: element, in: &session)
                    reaction.focus = element
                }
            case .layoutChanged(let id):
                if let id, let element = moveFocus(to: id, in: &session) {
                    reaction.focus = element
                }
            case .valueMovedUnreported:
                // Nothing to hear; the component notes what moved itself.
                break
            }
        }
        return reaction
    }
}
