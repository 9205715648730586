// MARK: - What VoiceOver does with a component's reaction

extension VoiceOver: FocusingReader {
    typealias Reaction = ReaderReaction

    /// Puts focus on `target` and speaks it, then lets the component react to the focus.
    ///
    /// The speech is composed before the component reacts: VoiceOver starts speaking as
    /// focus lands, so a selection that focusing causes is not part of what is heard.
    func land(on target: FocusableElement, from previous: FocusableElement?, in session: inout Session) -> ReaderOutcome {
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
    /// That re-read also swallows an announcement posted from a button's own action
    /// (documented by Unity for iOS), unless it is queued; one posted by a custom action is
    /// spoken.
    func react(
        to events: [ComponentEvent], before: FocusableElement, rereads: Bool = true, fromButtonAction: Bool = false,
        in session: inout Session
    ) -> ReaderOutcome {
        var reaction = apply(events, in: &session)
        if let moved = reaction.focus {
            reaction.outcome.utterance = utterance(for: moved, enteringContainer: moved.containerLabel != nil)
        } else if let after = focusedElement(session) {
            if rereads, !after.traits.contains(.startsMediaSession) {
                reaction.outcome.utterance = reread(after, before: before)
                if fromButtonAction {
                    // One that waits for the re-read to end is not cut by it; that it is
                    // then spoken is inferred.
                    for announcement in reaction.announcements where !announcement.queued {
                        reaction.outcome.notes.append(phrases.text(.noteAnnouncementSwallowed, ["text": announcement.text]))
                    }
                    reaction.announcements.removeAll { !$0.queued }
                    reaction.outcome.utterance.inferred += reaction.announcements.map(\.text)
                }
            }
        } else if let first = elements(session).first {
            placeFocus(on: first, in: &session)
            reaction.outcome.notes.append(phrases.text(.noteFocusMoved, ["label": first.label]))
            reaction.outcome.utterance = utterance(for: first, enteringContainer: first.containerLabel != nil)
        }
        return reaction.finish(phrases)
    }

    /// A component scrolled by a page: VoiceOver says which page shows.
    func pageScrolled(to index: Int, of count: Int, in reaction: inout Reaction) {
        reaction.outcome.utterance.speech.append(phrases.text(.pagePosition, ["index": "\(index)", "count": "\(count)"]))
    }

    static let screenChangedNote = PhraseKey.noteScreenChanged

    /// The one place focus moves: a new element forgets the chosen action, and with Change
    /// Rotor with Item on, the rotor follows what the element offers.
    func placeFocus(on target: FocusableElement, in session: inout Session) {
        if session.focusedID != target.id { session.state.actionIndex = nil }
        session.focusedID = target.id
        session.state.rotorFollowed = rotorFollowsItem ? Self.followedItem(target) : nil
    }
}

extension VoiceOver {
    /// What VoiceOver says of an element that keeps focus after a double tap: its label
    /// again (observed), and after it became selected, "Selected" and the label, without its
    /// role words (observed). What else it says of a switch whose state changed, or of an
    /// element whose value changed, is not recorded: those words are marked inferred, as is
    /// the whole re-read of an element without a label.
    func reread(_ element: FocusableElement, before: FocusableElement) -> Utterance {
        // With no label to re-read, the most plausible is what it says on landing.
        guard !element.label.isEmpty else {
            var landing = utterance(for: element, enteringContainer: false)
            landing.hint = []
            landing.inferred.append(landing.spokenText)
            return landing
        }
        var inferred: [String] = []
        var speech: [(String, SpeechRole)] = []
        if element.traits.contains(.selected), !before.traits.contains(.selected) {
            speech.append((spoken(.traitSelected, noting: &inferred), .trait))
        } else if element.traits.contains(.selected) {
            // Still selected: that the re-read keeps "Selected" is not recorded (inferred).
            let selected = spoken(.traitSelected, noting: &inferred)
            speech.append((selected, .trait))
            if !inferred.contains(selected) { inferred.append(selected) }
        }
        speech.append((element.label, .label))
        // A switch or check box speaks its state; a toggle button has none (Unity's docs).
        let hasState = element.traits.toggles
        if hasState, !element.value.isEmpty, element.value != before.value {
            // A value the code gives a switch replaces On and Off, as on landing.
            speech.append((element.value, .value))
            inferred.append(element.value)
        } else if hasState, let isOn = element.isOn, isOn != before.isOn {
            let state = phrases.text(isOn ? .stateOn : .stateOff, [:])
            speech.append((state, .trait))
            inferred.append(state)
        } else if !hasState, !element.value.isEmpty, element.value != before.value {
            speech.append((element.value, .value))
            inferred.append(element.value)
        }
        if let expanded = element.isExpanded, expanded != before.isExpanded {
            speech.append((spoken(expanded ? .stateExpanded : .stateCollapsed, noting: &inferred), .value))
        }
        var reread = Utterance(parts: speech, inferred: inferred)
        if speech.first?.1 == .trait, element.traits.contains(.selected) { reread.behaviors = [.behaviorStateFirst] }
        // As on landing, what VoiceOver says for an element only touch reaches is not documented.
        if element.touchOnly { reread.inferred.append(reread.spokenText) }
        return reread
    }
}
