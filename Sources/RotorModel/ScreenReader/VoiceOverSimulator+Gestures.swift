// MARK: - VoiceOver gestures

extension VoiceOverSimulator {
    mutating func focus(_ label: String?) throws(Failure) -> Outcome {
        let all = elements
        guard let first = all.first else { throw .noElements }
        var target = first
        if let label {
            guard let match = all.first(where: { $0.label == label || $0.id == label }) else {
                throw .noElement(label)
            }
            target = match
        }
        return land(on: target, from: nil)
    }

    mutating func move(by offset: Int) throws(Failure) -> Outcome {
        let all = elements
        guard let current = focusedElement, let index = all.firstIndex(of: current) else {
            if offset > 0 { return try focus(nil) }
            throw .noFocus
        }
        let next = index + offset
        guard all.indices.contains(next) else {
            return Outcome(speech: "", notes: [phrases.text(.noteBoundary)])
        }
        return land(on: all[next], from: current)
    }

    mutating func adjust(_ action: AccessibilityAction) throws(Failure) -> Outcome {
        guard let before = focusedElement else { throw .noFocus }
        guard before.traits.contains(.adjustable) else {
            return Outcome(notes: [phrases.text(.noteNotAdjustable, ["label": before.label])])
        }
        let events = component.perform(action, on: before.id)
        var outcome = Outcome(notes: notes(for: events))
        if let moved = followFocus(events) {
            outcome.speech = composer.describe(moved)
        } else if let after = focusedElement, after.value != before.value {
            outcome.speech = composer.valueChange(after)
        } else {
            outcome.notes.insert(phrases.text(.noteBoundary), at: 0)
        }
        return outcome
    }

    mutating func activate() throws(Failure) -> Outcome {
        guard let before = focusedElement else { throw .noFocus }
        guard before.actions.contains(.activate) else {
            return Outcome(notes: [phrases.text(.noteNothingToActivate, ["label": before.label])])
        }
        return react(to: component.perform(.activate, on: before.id), before: before)
    }

    mutating func escape() -> Outcome {
        guard let before = focusedElement else {
            return Outcome(notes: [phrases.text(.noteNothingToDismiss)])
        }
        let events = component.perform(.escape, on: before.id)
        guard !events.isEmpty else {
            return Outcome(notes: [phrases.text(.noteNothingToDismiss)])
        }
        return react(to: events, before: before)
    }

    mutating func type(_ text: String) throws(Failure) -> Outcome {
        guard let field = focusedElement else { throw .noFocus }
        guard field.traits.contains(.textField) else { throw .notATextField(field.label) }
        let events: [ComponentEvent]
        do throws(ComponentError) {
            events = try component.type(text, into: field.id)
        } catch {
            throw .component(error)
        }
        let after = focusedElement ?? field
        return Outcome(speech: composer.valueChange(after), notes: notes(for: events))
    }

    // MARK: Shared steps

    /// Puts focus on `target`, speaks it, and lets the component react to the focus.
    ///
    /// The speech is composed before the component reacts: VoiceOver starts speaking as
    /// focus lands, so a selection that focusing causes is not part of what is heard.
    mutating func land(on target: FocusableElement, from previous: FocusableElement?) -> Outcome {
        let entering = target.containerLabel != nil && target.containerID != previous?.containerID
        let speech = composer.describe(target, enteringContainer: entering)
        focusedID = target.id
        let events = component.focusDidMove(to: target.id)
        let outcome = Outcome(speech: speech, notes: notes(for: events))
        _ = followFocus(events)
        return outcome
    }

    /// After an action: speak where focus went, or the element again if it changed.
    mutating func react(to events: [ComponentEvent], before: FocusableElement) -> Outcome {
        var outcome = Outcome(notes: notes(for: events))
        if let moved = followFocus(events) {
            outcome.speech = composer.describe(moved, enteringContainer: moved.containerLabel != nil)
        } else if let after = focusedElement, after != before {
            outcome.speech = composer.describe(after)
        } else if focusedElement == nil, let first = elements.first {
            focusedID = first.id
            outcome.notes.append(phrases.text(.noteFocusMoved, ["label": first.label]))
            outcome.speech = composer.describe(first, enteringContainer: first.containerLabel != nil)
        }
        return outcome
    }

    /// Applies the last focus move among `events`, returning the newly focused element.
    mutating func followFocus(_ events: [ComponentEvent]) -> FocusableElement? {
        var target: String?
        for case .moveFocus(let id) in events { target = id }
        guard let target, let element = elements.first(where: { $0.id == target }) else { return nil }
        focusedID = element.id
        return element
    }
}
