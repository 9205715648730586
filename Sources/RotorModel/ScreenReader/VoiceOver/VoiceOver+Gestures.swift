import RotorDiagnostics

// MARK: - VoiceOver gestures

extension VoiceOver {
    func focus(_ label: String?, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let all = elements(session)
        guard var target = all.first else { throw .noElements }
        if let label {
            guard let match = all.first(where: { $0.label == label || $0.id == label }) else {
                throw .noElement(label, among: all)
            }
            target = match
        }
        return land(on: target, from: nil, in: &session)
    }

    /// The next or previous element swiping reaches. From an element only touch reaches,
    /// swiping goes on from where that element sits.
    func move(by offset: Int, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let all = allElements(session)
        guard let current = focusedElement(session), let index = all.firstIndex(of: current) else {
            if offset > 0 { return try focus(nil, in: &session) }
            throw .noFocus
        }
        let candidates = offset > 0 ? Array(all[(index + 1)...]) : Array(all[..<index].reversed())
        guard let next = candidates.first(where: { !$0.touchOnly }) else {
            return .boundary(phrases)
        }
        return land(on: next, from: current, in: &session)
    }

    /// Touch exploration: focus lands on the element under the finger, swipe order or not.
    func explore(_ label: String, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let all = allElements(session)
        guard let target = all.first(where: { $0.label == label || $0.id == label }) else {
            throw .noElement(label, among: all)
        }
        return land(on: target, from: focusedElement(session), in: &session)
    }

    func adjust(_ action: AccessibilityAction, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
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
        } else if !events.contains(where: {
            switch $0 {
            case .announce, .valueMovedUnreported: true
            default: false
            }
        }) {
            // At a limit nothing changes and nothing is said; an announcement the code posts
            // in reply (`.onChange` of the value it adjusts) is what is heard instead.
            reaction.outcome.notes.insert(phrases.text(.noteBoundary), at: 0)
            reaction.outcome.utterance.behaviors.append(.behaviorBoundary)
        }
        return reaction.finish(phrases)
    }

    func activate(in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard let before = focusedElement(session) else { throw .noFocus }
        if rotorItem(session) == .actions, let index = session.state.actionIndex {
            let names = Self.customActions(before)
            if names.indices.contains(index) {
                var outcome = react(to: session.component.perform(.custom(names[index]), on: before.id), before: before, in: &session)
                // What VoiceOver says once a custom action has run is not documented (the
                // reference's §1.8 is silent): the re-read is modelled, and marked so.
                outcome.utterance.inferred += outcome.utterance.speech.filter { !outcome.utterance.inferred.contains($0) }
                return outcome
            }
        }
        guard before.actions.contains(.activate) else {
            return ReaderOutcome(notes: [phrases.text(.noteNothingToActivate, ["label": before.label])])
        }
        var outcome = react(to: session.component.perform(.activate, on: before.id), before: before,
                            fromButtonAction: before.traits.contains(.button), in: &session)
        // A double tap acts at the element's activation point (the reference's §1.7); which of
        // a combined element's children SwiftUI then runs is not recorded, so what follows is
        // modelled and named under the figure.
        if !before.mergedTraits.intersection([.button, .link, .adjustable, .switchButton, .checkbox, .toggleButton]).isEmpty {
            outcome.utterance.behaviors.append(.behaviorCombinedActivation)
        }
        return outcome
    }

    func escape(in session: inout Session) -> ReaderOutcome {
        guard let before = focusedElement(session) else { return .nothingToDismiss(phrases) }
        let events = session.component.perform(.escape, on: before.id)
        guard !events.isEmpty else { return .nothingToDismiss(phrases) }
        return react(to: events, before: before, rereads: false, in: &session)
    }

    /// The magic tap goes to the focused element, then up to the screen; the system says
    /// nothing of its own, so only what the handler does is heard.
    func magicTap(in session: inout Session) -> ReaderOutcome {
        let target = focusedElement(session)
        let events = session.component.perform(.magicTap, on: target?.id ?? "")
        guard !events.isEmpty else { return ReaderOutcome(notes: [phrases.text(.noteNoMagicTap)]) }
        guard let target else { return apply(events, in: &session).finish(phrases) }
        return react(to: events, before: target, rereads: false, in: &session)
    }

    /// A three-finger swipe scrolls by a page and VoiceOver says which page shows.
    func scroll(forward: Bool, in session: inout Session) -> ReaderOutcome {
        let events = session.component.perform(.scroll(forward: forward), on: session.focusedID ?? "")
        guard !events.isEmpty else { return ReaderOutcome(notes: [phrases.text(.noteNothingScrolls)]) }
        return apply(events, in: &session).finish(phrases)
    }

    func type(_ text: String, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard let field = focusedElement(session) else { throw .noFocus }
        guard field.traits.contains(.textField) || field.traits.contains(.searchField) else {
            throw Diagnostic("'type' needs focus on a text field, but focus is on '\(field.label)'")
        }
        let events: [ComponentEvent]
        events = try session.component.type(text, into: field.id)
        var reaction = apply(events, in: &session)
        reaction.outcome.utterance = typingEcho(focusedElement(session) ?? field)
        return reaction.finish(phrases)
    }
}
