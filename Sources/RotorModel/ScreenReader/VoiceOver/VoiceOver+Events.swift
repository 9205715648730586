// MARK: - What VoiceOver does with a component's reaction

extension VoiceOver {
    typealias Reaction = ReaderReaction

    /// Puts focus on `target` and speaks it, then lets the component react to the focus.
    ///
    /// The speech is composed before the component reacts: VoiceOver starts speaking as
    /// focus lands, so a selection that focusing causes is not part of what is heard.
    func land(on target: FocusableElement, from previous: FocusableElement?, in session: inout ReaderSession) -> ReaderOutcome {
        let entering = target.containerLabel != nil && target.containerID != previous?.containerID
        var speech = utterance(for: target, enteringContainer: entering)
        placeFocus(on: target, in: &session)
        // What VoiceOver says for an element only touch reaches is not documented.
        if target.touchOnly { speech.inferred.append(speech.spokenText) }
        var reaction = apply(session.component.focusDidMove(to: target.id), in: &session)
        reaction.outcome.utterance = speech
        return reaction.finish(phrases)
    }

    /// After a double tap or an escape: speak where focus went, or read the element again.
    ///
    /// VoiceOver re-reads an element that keeps focus after a double tap (observed on
    /// devices), unless it starts a media session, whose sound must not be talked over.
    func react(
        to events: [ComponentEvent], before: FocusableElement, rereads: Bool = true, in session: inout ReaderSession
    ) -> ReaderOutcome {
        var reaction = apply(events, in: &session)
        if let moved = reaction.focus {
            reaction.outcome.utterance = utterance(for: moved, enteringContainer: moved.containerLabel != nil)
        } else if let after = focusedElement(session) {
            if rereads, !after.traits.contains(.startsMediaSession) {
                reaction.outcome.utterance = utterance(for: after, enteringContainer: false)
            }
        } else if let first = elements(session).first {
            placeFocus(on: first, in: &session)
            reaction.outcome.notes.append(phrases.text(.noteFocusMoved, ["label": first.label]))
            reaction.outcome.utterance = utterance(for: first, enteringContainer: first.containerLabel != nil)
        }
        return reaction.finish(phrases)
    }

    /// Turns events into notes and announcements, and moves focus as they ask.
    func apply(_ events: [ComponentEvent], in session: inout ReaderSession) -> Reaction {
        var reaction = Reaction()
        for event in events {
            switch event {
            case .note(let key, let values):
                reaction.outcome.notes.append(phrases.text(key, values))
            case .announce(let text, let queued):
                reaction.announcements.append((text, queued))
            case .pageScrolled(let index, let count):
                reaction.outcome.utterance.speech.append(phrases.text(.pagePosition, ["index": "\(index)", "count": "\(count)"]))
            case .moveFocus(let id):
                if let element = moveFocus(to: id, in: &session) {
                    reaction.focus = element
                    reaction.outcome.notes.append(phrases.text(.noteFocusMoved, ["label": element.label]))
                }
            case .screenChanged(let id):
                reaction.outcome.notes.append(phrases.text(.noteScreenChanged))
                if let element = moveFocus(to: id, in: &session) ?? elements(session).first {
                    placeFocus(on: element, in: &session)
                    reaction.focus = element
                }
            case .layoutChanged(let id):
                if let id, let element = moveFocus(to: id, in: &session) {
                    reaction.focus = element
                }
            }
        }
        return reaction
    }

    /// The one place focus moves: a new element forgets the chosen action, and with Change
    /// Rotor with Item on, the rotor follows what the element offers.
    func placeFocus(on target: FocusableElement, in session: inout ReaderSession) {
        if session.focusedID != target.id { session.actionIndex = nil }
        session.focusedID = target.id
        session.rotorFollowed = rotorFollowsItem ? Self.followedItem(target)?.rawValue : nil
    }
}
