import RotorDiagnostics

// MARK: - TalkBack gestures

extension TalkBack: FocusingReader {
    func focus(_ label: String?, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let all = elements(session)
        guard var target = all.first else { throw .noElements }
        if let label {
            guard let match = all.first(where: { $0.label == label || $0.id == label }) else { throw .noElement(label, among: all) }
            target = match
        }
        return land(on: target, from: nil, in: &session)
    }

    /// Swiping right or left: the next or previous element; at either end TalkBack stays.
    func move(by offset: Int, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let all = elements(session)
        guard let current = focusedElement(session), let index = all.firstIndex(of: current) else {
            if offset > 0 { return try focus(nil, in: &session) }
            throw .noFocus
        }
        let next = index + offset
        guard all.indices.contains(next) else { return .boundary(phrases) }
        return land(on: all[next], from: current, in: &session)
    }

    func explore(_ label: String, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let all = elements(session)
        guard let target = all.first(where: { $0.label == label || $0.id == label }) else {
            throw .noElement(label, among: all)
        }
        return land(on: target, from: focusedElement(session), in: &session)
    }

    /// Puts focus on `target` and speaks it, with the list it enters or leaves.
    ///
    /// The speech is composed as focus lands. If focusing changes the element's selected
    /// state (a carousel that selects the card in view), Compose changes its state
    /// description while it holds accessibility focus, and TalkBack speaks the new state
    /// (compositor.json, `state_description`); the hint, spoken later, is the new state's.
    func land(on target: FocusableElement, from previous: FocusableElement?, in session: inout Session) -> ReaderOutcome {
        var speech = utterance(for: target, in: session)
        speech.append(collectionTransition(to: target, from: previous))
        placeFocus(on: target, in: &session)
        var reaction = apply(session.component.focusDidMove(to: target.id), in: &session)
        // A tab has no state description to change; its "selected" comes with a click.
        if reaction.focus == nil, let after = focusedElement(session), after.id == target.id, !after.traits.contains(.tab),
           let state = selectionChange(from: target, to: after) {
            let now = utterance(for: after, in: session)
            speech.append(state)
            speech.hint = now.hint
            speech.inferred += now.inferred
        }
        reaction.outcome.utterance = speech
        if Self.usesSortPriority(session.component.accessibilityTree(phrases)), session.explained.insert("talkbackOrder").inserted {
            reaction.outcome.notes.append(phrases.text(.noteTalkBackOrder))
        }
        if !target.hint.isEmpty, session.explained.insert("talkbackHint").inserted {
            reaction.outcome.notes.append(phrases.text(.tbNoteNoHint, ["hint": target.hint]))
        }
        return reaction.finishQueued(phrases)
    }

    /// The one place focus moves. A new element resets the actions list to "Activate", and
    /// TalkBack picks a contextual reading control by itself: Adjust slider on a slider,
    /// Actions on an element with custom actions (SelectorController.switchCurrentSetting).
    func placeFocus(on target: FocusableElement, in session: inout Session) {
        if session.focusedID != target.id { session.state.actionIndex = nil }
        // Remember the main window's element when focus enters a dialog or sheet.
        if let modal = session.component.accessibilityTree(phrases).lastModal,
           modal.id == target.id || modal.descendantIDs.contains(target.id) {
            if session.state.windowReturnID == nil, let previous = session.focusedID,
               previous != modal.id, !modal.descendantIDs.contains(previous) {
                session.state.windowReturnID = previous
            }
        } else {
            session.state.windowReturnID = nil
        }
        session.focusedID = target.id
        session.state.contextualControl = Self.contextualControl(target)
    }

    /// After a dialog or sheet closes, TalkBack puts focus back on the element it last had in
    /// the main window, if that is still on screen; an input-focus request the app makes while
    /// the window closes is dropped (the reference's §3.1, DOCUMENTED-SRC (trace)). Returns
    /// `false` when no window closed or the element is gone.
    func returnFocusAfterWindow(to returnID: String?, _ reaction: inout ReaderReaction, in session: inout Session) -> Bool {
        guard let id = returnID, session.component.accessibilityTree(phrases).lastModal == nil,
              let element = elements(session).first(where: { $0.id == id }) else { return false }
        session.state.windowReturnID = nil
        placeFocus(on: element, in: &session)
        let focusNote = reaction.focus.map { phrases.text(.noteFocusMoved, ["label": $0.label]) }
        reaction.outcome.notes.removeAll { $0 == focusNote }
        reaction.focus = element
        reaction.outcome.notes.append(phrases.text(.noteFocusMoved, ["label": element.label]))
        var speech = utterance(for: element, in: session)
        speech.behaviors.append(.behaviorFocusReturn)
        reaction.outcome.utterance = speech
        return true
    }

    static func usesSortPriority(_ node: AccessibilityNode) -> Bool {
        node.sortPriority != 0 || node.children.contains { usesSortPriority($0) }
    }

    static func contextualControl(_ element: FocusableElement) -> ReadingControl? {
        if element.traits.contains(.adjustable) { return .adjustSlider }
        if !customActions(element).isEmpty, !element.traits.contains(.textField) { return .actions }
        return nil
    }

    /// What swipe up and down act on: the contextual control, else the one the user set,
    /// else Characters, TalkBack's default.
    func readingControl(_ session: Session) -> ReadingControl? {
        session.state.contextualControl ?? session.state.chosenControl ?? (session.focusedID == nil ? nil : .characters)
    }

    /// Swipe up and down: the reading control's previous and next action.
    func swipeVertically(down: Bool, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard let focused = focusedElement(session) else { throw .noFocus }
        switch readingControl(session) {
        case .adjustSlider:
            // TalkBack's handleAdjustable: "next" (swipe down) decreases, swipe up increases.
            return adjust(down ? .decrement : .increment, on: focused, in: &session)
        case .actions:
            let items = [phrases.text(.tbActionActivate)] + Self.customActions(focused)
            guard items.count > 1 else { return ReaderOutcome(utterance: sayOne(.tbNoActions)) }
            // The list starts on "Activate"; it wraps at both ends (SelectorController.changeAction).
            let current = session.state.actionIndex ?? 0
            let index = (current + (down ? 1 : -1) + items.count) % items.count
            session.state.actionIndex = index
            var utterance = Utterance(speech: [items[index]])
            if speaksHints { utterance.append(Utterance(hint: [sayOne(.tbHintPerformAction).speech[0]])) }
            utterance.inferred += sayOne(.tbHintPerformAction).inferred
            return ReaderOutcome(utterance: utterance)
        case .headings:
            let all = elements(session)
            guard let index = all.firstIndex(of: focused) else { throw .noFocus }
            let candidates = down ? Array(all[(index + 1)...]) : Array(all[..<index].reversed())
            guard let target = candidates.first(where: { $0.traits.contains(.header) }) else {
                return .boundary(phrases)
            }
            return land(on: target, from: focused, in: &session)
        case .characters, nil:
            throw Diagnostic(
                "with the reading control on Characters (TalkBack's default), swipe \(down ? "down" : "up") reads '\(focused.label)' letter by letter, which Rotor does not model; swipe up and down adjust a slider, step through actions, or follow 'reading control headings'"
            )
        }
    }

    /// A slider moved: TalkBack speaks the new state description.
    private func adjust(_ action: AccessibilityAction, on before: FocusableElement, in session: inout Session) -> ReaderOutcome {
        var reaction = apply(session.component.perform(action, on: before.id), in: &session)
        if let moved = reaction.focus {
            reaction.outcome.utterance = utterance(for: moved, in: session)
        } else if let after = focusedElement(session), after.value != before.value {
            reaction.outcome.utterance = Utterance(parts: [(after.value, .value)])
            if after.android?.stateOverridesComponent == true { reaction.outcome.utterance.behaviors.append(.behaviorStateOverride) }
        } else if before.android != nil, before.actions.contains(action) {
            // Not at its limit (Compose offers the scroll action only short of that end), but
            // the code kept a value that reads the same (a setProgress that rounds): Compose
            // sends no state change, so TalkBack has nothing new to say. Inferred: no source
            // describes this case.
            reaction.outcome.notes.insert(phrases.text(.tbNoteSliderUnchanged), at: 0)
            reaction.outcome.utterance.behaviors.append(.behaviorSliderUnchanged)
        } else if let after = focusedElement(session), !after.value.isEmpty {
            // At its limit TalkBack is not silent: NumberAdjustor repeats the slider's state
            // description (the reference's §7.4). A Compose slider is at its limit when it
            // does not offer the action; a built-in model's value stays at its end.
            reaction.outcome.notes.insert(phrases.text(.tbNoteSliderLimit), at: 0)
            reaction.outcome.utterance = Utterance(parts: [(after.value, .value)])
            reaction.outcome.utterance.behaviors.append(.behaviorSliderLimit)
            if after.android?.stateOverridesComponent == true { reaction.outcome.utterance.behaviors.append(.behaviorStateOverride) }
        } else {
            reaction.outcome.notes.insert(phrases.text(.noteBoundary), at: 0)
            reaction.outcome.utterance.behaviors.append(.behaviorBoundary)
        }
        return reaction.finishQueued(phrases)
    }

    /// A double tap: the chosen action from the Actions control, or a click. TalkBack plays
    /// its click sound and says only a changed state: a switch's new state description,
    /// "selected" for a tab that became selected (EventTypeViewClickedFeedbackRule), the
    /// new "Selected" or "Not selected" of an element with that state description, or a
    /// disclosure's "expanded" or "collapsed" (the same rule, after checked and selected).
    func activate(in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard let before = focusedElement(session) else { throw .noFocus }
        if readingControl(session) == .actions, let index = session.state.actionIndex, index > 0 {
            let names = Self.customActions(before)
            if names.indices.contains(index - 1) {
                return perform(.custom(names[index - 1]), on: before, in: &session)
            }
        }
        guard before.actions.contains(.activate) else {
            return ReaderOutcome(notes: [phrases.text(.noteNothingToActivate, ["label": before.label])])
        }
        return perform(.activate, on: before, in: &session)
    }

    /// Performs an action and says what TalkBack would after it.
    private func perform(_ action: AccessibilityAction, on before: FocusableElement, in session: inout Session) -> ReaderOutcome {
        let returnID = session.state.windowReturnID
        var reaction = apply(session.component.perform(action, on: before.id), in: &session)
        reaction.outcome.notes.insert(phrases.text(.tbNoteClick), at: 0)
        if returnFocusAfterWindow(to: returnID, &reaction, in: &session) {
            // Focus is back in the main window.
        } else if let moved = reaction.focus {
            reaction.outcome.utterance = utterance(for: moved, in: session)
        } else if let after = focusedElement(session) {
            if let isOn = after.isOn, isOn != before.isOn, after.traits.contains(.checkbox) {
                reaction.outcome.utterance = sayOne(isOn ? .tbStateChecked : .tbStateNotChecked, role: .value)
            } else if let isOn = after.isOn, isOn != before.isOn {
                reaction.outcome.utterance = sayOne(isOn ? .tbStateOn : .tbStateOff, role: .value)
            } else if after.value.isEmpty, let state = selectionChange(from: before, to: after) {
                reaction.outcome.utterance = state
            } else if action == .activate, let expanded = after.isExpanded, expanded != before.isExpanded {
                // The click's feedback (TYPE_VIEW_CLICKED, §2.5); an Expand or Collapse chosen
                // from the Actions list sends no click, and what TalkBack says then is unknown.
                reaction.outcome.utterance = sayOne(expanded ? .tbClickExpanded : .tbClickCollapsed, role: .value)
            } else if after.value != before.value, !after.value.isEmpty {
                reaction.outcome.utterance = Utterance(parts: [(after.value, .value)])
                if after.android?.stateOverridesComponent == true { reaction.outcome.utterance.behaviors.append(.behaviorStateOverride) }
            }
        } else if let first = elements(session).first {
            placeFocus(on: first, in: &session)
            reaction.outcome.notes.append(phrases.text(.noteFocusMoved, ["label": first.label]))
            reaction.outcome.utterance = utterance(for: first, in: session)
        }
        return reaction.finishQueued(phrases)
    }

    /// What TalkBack says when an element's selection changes: for a tab that became
    /// selected, its text, which Compose sends as `TYPE_VIEW_SELECTED` and TalkBack speaks,
    /// cutting off the click feedback (the reference's §7.4, custom tab row); otherwise the
    /// new state description, "Selected" or "Not selected". (A value, when there is one, is
    /// the state description instead.)
    func selectionChange(from before: FocusableElement, to after: FocusableElement) -> Utterance? {
        let isSelected = after.traits.contains(.selected)
        guard isSelected != before.traits.contains(.selected) else { return nil }
        if after.traits.contains(.tab) { return isSelected ? Utterance(parts: [(after.label, .label)]) : nil }
        return sayOne(isSelected ? .tbStateSelected : .tbStateNotSelected, role: .trait)
    }

    /// The two-finger double tap is TalkBack's media control: it goes to the same handler
    /// an app gives the magic tap, where there is one.
    func mediaControl(in session: inout Session) -> ReaderOutcome {
        let target = focusedElement(session)
        let events = session.component.perform(.magicTap, on: target?.id ?? "")
        guard !events.isEmpty else { return ReaderOutcome(notes: [phrases.text(.tbNoteNoMediaControl)]) }
        return apply(events, in: &session).finishQueued(phrases)
    }

    /// A three-finger tap opens the TalkBack menu over the focused element.
    func openMenu(in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard let focused = focusedElement(session) else { throw .noFocus }
        session.state.menuOpen = true
        let actions = Self.customActions(focused)
        let note = actions.isEmpty
            ? phrases.text(.tbNoteMenuNoActions)
            : phrases.text(.tbNoteMenuActions, ["actions": actions.joined(separator: phrases.text(.tbNoteMenuActionsSeparator))])
        return ReaderOutcome(utterance: sayOne(.tbMenu), notes: [note])
    }

    /// Picks an action from the open menu; the menu closes and focus goes back to the element.
    func choose(_ item: String, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard session.state.menuOpen else {
            throw Diagnostic("the TalkBack menu is not open; open it with 'three-finger tap' first")
        }
        guard let focused = focusedElement(session) else { throw .noFocus }
        let actions = Self.customActions(focused)
        guard let name = actions.first(where: { $0.lowercased() == item.lowercased() }) else {
            let offered = actions.map { "'\($0)'" }.joined(separator: ", ")
            throw Diagnostic(Suggestion.adding(
                to: "the TalkBack menu offers no action '\(item)' for '\(focused.label)'; it offers \(offered.isEmpty ? "none" : offered)",
                item, in: actions))
        }
        session.state.menuOpen = false
        var outcome = perform(.custom(name), on: focused, in: &session)
        outcome.notes.removeAll { $0 == phrases.text(.tbNoteClick) }
        return outcome
    }

    func setReadingControl(_ name: String, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard let focused = focusedElement(session) else { throw .noFocus }
        let wanted = name.lowercased()
        let offered = ReadingControl.allCases.filter { control in
            switch control {
            case .actions: !Self.customActions(focused).isEmpty
            case .adjustSlider: focused.traits.contains(.adjustable)
            case .characters, .headings: true
            }
        }
        guard let control = offered.first(where: { $0.rawValue == wanted || phrases.text($0.phrase).lowercased() == wanted }) else {
            let list = offered.map { "'\(phrases.text($0.phrase))'" }.joined(separator: ", ")
            throw Diagnostic(Suggestion.adding(
                to: "TalkBack offers no reading control '\(name)' here; it offers \(list)",
                name, in: offered.map { phrases.text($0.phrase) } + offered.map(\.rawValue)))
        }
        session.state.chosenControl = control
        session.state.contextualControl = nil
        session.state.actionIndex = nil
        return ReaderOutcome(utterance: sayOne(control.phrase))
    }

    /// Android's Back closes the menu, or goes to the app, which dismisses a dialog or sheet.
    func back(in session: inout Session) -> ReaderOutcome {
        if session.state.menuOpen {
            session.state.menuOpen = false
            return ReaderOutcome(notes: [phrases.text(.tbNoteMenuClosed)])
        }
        guard let before = focusedElement(session) else { return .nothingToDismiss(phrases) }
        let events = session.component.perform(.escape, on: before.id)
        guard !events.isEmpty else { return .nothingToDismiss(phrases) }
        let returnID = session.state.windowReturnID
        var reaction = apply(events, in: &session)
        if returnFocusAfterWindow(to: returnID, &reaction, in: &session) {
            // Focus is back in the main window.
        } else if let moved = reaction.focus {
            reaction.outcome.utterance = utterance(for: moved, in: session)
        } else if focusedElement(session) == nil, let first = elements(session).first {
            placeFocus(on: first, in: &session)
            reaction.outcome.utterance = utterance(for: first, in: session)
        }
        return reaction.finishQueued(phrases)
    }

    func type(_ text: String, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard let field = focusedElement(session) else { throw .noFocus }
        guard field.traits.contains(.textField) || field.traits.contains(.searchField) else {
            throw Diagnostic("'type' needs focus on a text field, but focus is on '\(field.label)'")
        }
        let events: [ComponentEvent]
        events = try session.component.type(text, into: field.id)
        var reaction = apply(events, in: &session)
        // TalkBack echoes what was typed; how a whole word is read back is not sourced,
        // so the echo is a modelled rule, named under the figure.
        let value = (focusedElement(session) ?? field).value
        reaction.outcome.utterance = Utterance(parts: [(value, .value)])
        reaction.outcome.utterance.behaviors = [.behaviorTypingEcho]
        return reaction.finishQueued(phrases)
    }

    /// One phrase as an utterance, noting it when it is only inferred.
    func sayOne(_ key: PhraseKey, _ values: [String: String] = [:], role: SpeechRole = .other) -> Utterance {
        let text = phrases.text(key, values)
        return Utterance(parts: [(text, role)], inferred: phrases.evidence[key]?.isInferred == true ? [text] : [])
    }

    // MARK: Component events

    /// A component scrolled by a page: TalkBack says nothing of its own, so a note says which page shows.
    func pageScrolled(to index: Int, of count: Int, in reaction: inout ReaderReaction) {
        reaction.outcome.notes.append(phrases.text(.tbNotePageScrolled, ["index": "\(index)", "count": "\(count)"]))
    }

    static let screenChangedNote = PhraseKey.tbNoteScreenChanged
}
