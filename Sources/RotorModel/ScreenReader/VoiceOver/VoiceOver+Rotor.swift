import RotorDiagnostics

// MARK: - The rotor

extension VoiceOver {
    /// The rotor items Rotor models. Real VoiceOver also offers text and speech items
    /// (characters, words, speaking rate); they change nothing a transcript shows.
    public enum RotorItem: String, Sendable, CaseIterable {
        case containers
        case headings
        case actions
        case adjustValue = "adjust value"

        var phrase: PhraseKey {
            switch self {
            case .containers: .rotorContainers
            case .headings: .rotorHeadings
            case .actions: .rotorActions
            case .adjustValue: .rotorAdjustValue
            }
        }
    }

    /// The items the rotor offers here, in the order observed on iOS 26.5 (Containers,
    /// Headings, Actions); where Adjust value sits among them is not documented.
    func rotorItems(_ session: Session) -> [RotorItem] {
        let all = elements(session)
        let focused = focusedElement(session)
        var items: [RotorItem] = []
        if all.contains(where: { $0.groupID != nil }) { items.append(.containers) }
        if all.contains(where: { $0.traits.contains(.header) }) { items.append(.headings) }
        if let focused, !Self.customActions(focused).isEmpty { items.append(.actions) }
        if let focused, focused.traits.contains(.adjustable) { items.append(.adjustValue) }
        return items
    }

    /// What swipe up and down act on now: the item the focused element switched the rotor
    /// to, or else the one the user turned to, if it is still offered.
    func rotorItem(_ session: Session) -> RotorItem? {
        let offered = rotorItems(session)
        for item in [session.state.rotorFollowed, session.state.rotorChoice] {
            if let item, offered.contains(item) { return item }
        }
        return nil
    }

    /// The item "Change Rotor with Item" turns to when focus lands on `element`. For an
    /// element both adjustable and with actions the sources name none (INFERRED): Rotor turns
    /// to Adjust value, as TalkBack's selector checks a slider before actions, so that swipe
    /// up and down adjust as they do on any adjustable element; Actions is a rotor turn away.
    static func followedItem(_ element: FocusableElement) -> RotorItem? {
        if element.traits.contains(.adjustable) { return .adjustValue }
        if !customActions(element).isEmpty { return .actions }
        return nil
    }

    static func customActions(_ element: FocusableElement) -> [String] {
        element.actions.compactMap { if case .custom(let name) = $0 { name } else { nil } }
    }

    /// A two-finger twist: the next or previous item, wrapping around; VoiceOver says its name.
    func rotate(by offset: Int, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let items = rotorItems(session)
        guard !items.isEmpty else { return ReaderOutcome(notes: [phrases.text(.noteRotorEmpty)]) }
        let current = rotorItem(session).flatMap { items.firstIndex(of: $0) }
        let next = current.map { (($0 + offset) % items.count + items.count) % items.count } ?? (offset > 0 ? 0 : items.count - 1)
        return choose(items[next], in: &session)
    }

    /// Turns until the item named `name`, in the transcript's language or in English.
    func turnRotor(to name: String, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let items = rotorItems(session)
        let wanted = name.lowercased()
        guard let item = items.first(where: { $0.rawValue == wanted || phrases.text($0.phrase).lowercased() == wanted }) else {
            let offered = items.map { "'\(phrases.text($0.phrase))'" }.joined(separator: ", ")
            throw Diagnostic(Suggestion.adding(
                to: "the rotor offers no item '\(name)' here; it offers \(offered.isEmpty ? "nothing" : offered)",
                name, in: items.map { phrases.text($0.phrase) } + items.map(\.rawValue)))
        }
        return choose(item, in: &session)
    }

    private func choose(_ item: RotorItem, in session: inout Session) -> ReaderOutcome {
        session.state.rotorChoice = item
        session.state.rotorFollowed = nil
        session.state.actionIndex = nil
        return ReaderOutcome(utterance: say(item.phrase), notes: [phrases.text(.noteRotorTurned)])
    }

    /// Swipe up and down follow the rotor.
    func swipeVertically(down: Bool, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        guard let focused = focusedElement(session) else { throw .noFocus }
        switch rotorItem(session) {
        case .adjustValue:
            return try adjust(down ? .decrement : .increment, in: &session)
        case .actions:
            let names = Self.customActions(focused)
            let index = session.state.actionIndex.map { ($0 + (down ? 1 : -1) + names.count) % names.count } ?? (down ? 0 : names.count - 1)
            session.state.actionIndex = index
            return ReaderOutcome(utterance: Utterance(speech: [names[index]]))
        case .headings:
            return navigate(down: down, from: focused, in: &session) { $0.traits.contains(.header) }
        case .containers:
            let all = elements(session)
            return navigate(down: down, from: focused, in: &session) { element in
                guard let group = element.groupID, let index = all.firstIndex(of: element) else { return false }
                return index == 0 || all[index - 1].groupID != group
            }
        case nil:
            // The rotor is on whatever the user last chose, which the page does not know: the
            // swipe is shown as silent, and the figure says that this is modelled.
            let note: PhraseKey = focused.traits.contains(.adjustable) ? .noteRotorNotOnAdjust : .noteNotAdjustable
            var outcome = ReaderOutcome(notes: [phrases.text(note, ["label": focused.label])])
            outcome.utterance.behaviors = [.behaviorRotorUnknown]
            return outcome
        }
    }

    /// Moves to the next or previous element that matches, as navigation rotor items do.
    private func navigate(
        down: Bool, from focused: FocusableElement, in session: inout Session, _ matches: (FocusableElement) -> Bool
    ) -> ReaderOutcome {
        let all = elements(session)
        guard let index = all.firstIndex(of: focused) else { return .boundary(phrases) }
        let candidates = down ? Array(all[(index + 1)...]) : Array(all[..<index].reversed())
        guard let target = candidates.first(where: matches) else {
            return .boundary(phrases)
        }
        let item = rotorItem(session)
        let outcome = land(on: target, from: focused, in: &session)
        // Moving with a navigation item keeps the rotor on it.
        if let item { session.state.rotorChoice = item }
        return outcome
    }

    /// One reader phrase as an utterance, noting it when it is only inferred.
    func say(_ key: PhraseKey, _ values: [String: String] = [:]) -> Utterance {
        let text = phrases.text(key, values)
        return Utterance(speech: [text], inferred: phrases.evidence[key]?.isInferred == true ? [text] : [])
    }
}
