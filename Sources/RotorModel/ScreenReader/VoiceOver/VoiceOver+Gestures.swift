// MARK: - VoiceOver gestures

extension VoiceOver {
    func focus(_ label: String?, in session: inout ReaderSession) throws(ReaderFailure) -> ReaderOutcome {
        let all = elements(session)
        guard var target = all.first else { throw .noElements }
        if let label {
            guard let match = all.first(where: { $0.label == label || $0.id == label }) else {
                throw .noElement(label)
            }
            target = match
        }
        return land(on: target, from: nil, in: &session)
    }

    func move(by offset: Int, in session: inout ReaderSession) throws(ReaderFailure) -> ReaderOutcome {
        let all = elements(session)
        guard let current = focusedElement(session), let index = all.firstIndex(of: current) else {
            if offset > 0 { return try focus(nil, in: &session) }
            throw .noFocus
        }
        let next = index + offset
        guard all.indices.contains(next) else {
            return ReaderOutcome(notes: [phrases.text(.noteBoundary)])
        }
        return land(on: all[next], from: current, in: &session)
    }

    func adjust(_ action: AccessibilityAction, in session: inout ReaderSession) throws(ReaderFailure) -> ReaderOutcome {
        guard let before = focusedElement(session) else { throw .noFocus }
        guard before.traits.contains(.adjustable) else {
            return ReaderOutcome(notes: [phrases.text(.noteNotAdjustable, ["label": before.label])])
        }
        let events = session.component.perform(action, on: before.id)
        var reaction = apply(events, in: &session)
        if let moved = reaction.focus {
            reaction.outcome.utterance = utterance(for: moved, enteringContainer: false)
        } else if let after = focusedElement(session), after.value != before.value {
            reaction.outcome.utterance = valueChange(after)
        } else {
            reaction.outcome.notes.insert(phrases.text(.noteBoundary), at: 0)
        }
        return reaction.finish(phrases)
    }

    func activate(in session: inout ReaderSession) throws(ReaderFailure) -> ReaderOutcome {
        guard let before = focusedElement(session) else { throw .noFocus }
        guard before.actions.contains(.activate) else {
            return ReaderOutcome(notes: [phrases.text(.noteNothingToActivate, ["label": before.label])])
        }
        return react(to: session.component.perform(.activate, on: before.id), before: before, in: &session)
    }

    func escape(in session: inout ReaderSession) -> ReaderOutcome {
        guard let before = focusedElement(session) else {
            return ReaderOutcome(notes: [phrases.text(.noteNothingToDismiss)])
        }
        let events = session.component.perform(.escape, on: before.id)
        guard !events.isEmpty else {
            return ReaderOutcome(notes: [phrases.text(.noteNothingToDismiss)])
        }
        return react(to: events, before: before, in: &session)
    }

    func type(_ text: String, in session: inout ReaderSession) throws(ReaderFailure) -> ReaderOutcome {
        guard let field = focusedElement(session) else { throw .noFocus }
        guard field.traits.contains(.textField) || field.traits.contains(.searchField) else {
            throw ReaderFailure("'type' needs focus on a text field, but focus is on '\(field.label)'")
        }
        let events: [ComponentEvent]
        do throws(ComponentError) {
            events = try session.component.type(text, into: field.id)
        } catch {
            throw ReaderFailure(error.message)
        }
        var reaction = apply(events, in: &session)
        reaction.outcome.utterance = valueChange(focusedElement(session) ?? field)
        return reaction.finish(phrases)
    }

    func touch(tapping label: String?, in session: inout ReaderSession) throws(ReaderFailure) -> ReaderOutcome {
        let all = elements(session)
        let target: FocusableElement?
        if let label {
            target = all.first { $0.label == label || $0.id == label }
            if target == nil { throw .noElement(label) }
        } else {
            target = focusedElement(session) ?? all.first
        }
        guard let target else { throw .noElements }
        return try touch(.tap(elementID: target.id), in: &session)
    }

    /// A touch made with VoiceOver off: the screen changes, and nothing is spoken.
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
}
