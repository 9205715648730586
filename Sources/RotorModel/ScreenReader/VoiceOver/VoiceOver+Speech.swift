// MARK: - Composing what VoiceOver says

extension VoiceOver {
    /// The announcement of an element that focus lands on.
    ///
    /// The order is the one AccessibilitySnapshot verified on devices: the labelled
    /// container on entry, `Selected`, the label, the value (not for a switch, whose state
    /// is spoken instead), the role words in a fixed order, the tab position, and
    /// "Actions available". An element with only a hint speaks the hint in the label's
    /// place and gets no separate hint.
    public func utterance(for element: FocusableElement, enteringContainer: Bool) -> Utterance {
        let traits = element.traits
        let isSwitch = traits.contains(.switchButton) || traits.contains(.toggleButton)
        var description: [String] = []
        if traits.contains(.selected) { description.append(phrases.text(.traitSelected)) }
        description.append(element.label)
        if !isSwitch { description.append(element.value) }
        let hintOnly = element.label.isEmpty && (isSwitch || element.value.isEmpty) && !element.hint.isEmpty
        if hintOnly { description.append(element.hint) }

        var speech: [String] = []
        if enteringContainer, let container = element.containerLabel { speech.append(container) }
        speech += description + roleWords(element)
        if let position = element.tabPosition {
            speech.append(phrases.text(.tabPosition, ["index": "\(position.index)", "count": "\(position.count)"]))
        }
        let hasCustomActions = element.actions.contains { if case .custom = $0 { true } else { false } }
        if hasCustomActions { speech.append(phrases.text(.actionsAvailable)) }

        guard speaksHints, !hintOnly else { return Utterance(speech: speech) }
        return Utterance(speech: speech, hint: [element.hint] + systemHints(element, hasCustomActions: hasCustomActions))
    }

    /// What VoiceOver says after an adjustable element changed: only the new value.
    func valueChange(_ element: FocusableElement) -> Utterance {
        Utterance(speech: [element.value])
    }

    /// Role words in AccessibilitySnapshot's order. A tab's role is spoken with its
    /// position, and a switch or keyboard key drops "Button".
    private func roleWords(_ element: FocusableElement) -> [String] {
        let traits = element.traits
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append(phrases.text(.traitDimmed)) }
        let isSwitch = traits.contains(.switchButton)
        if traits.contains(.button), !traits.contains(.tab), !isSwitch, !traits.contains(.keyboardKey) {
            words.append(phrases.text(.traitButton))
        }
        if isSwitch || traits.contains(.toggleButton) {
            words.append(phrases.text(isSwitch ? .traitSwitch : .traitToggle))
            if isSwitch, let isOn = element.isOn { words.append(phrases.text(isOn ? .stateOn : .stateOff)) }
        }
        if traits.contains(.textField) { words.append(phrases.text(.traitTextField)) }
        if traits.contains(.header) { words.append(phrases.text(.traitHeader)) }
        if traits.contains(.link) { words.append(phrases.text(.traitLink)) }
        if traits.contains(.adjustable) { words.append(phrases.text(.traitAdjustable)) }
        if traits.contains(.image) { words.append(phrases.text(.traitImage)) }
        if traits.contains(.searchField) { words.append(phrases.text(.traitSearchField)) }
        return words
    }

    /// The hints VoiceOver adds after the developer's. A dimmed element gets none.
    private func systemHints(_ element: FocusableElement, hasCustomActions: Bool) -> [String] {
        let traits = element.traits
        guard !traits.contains(.notEnabled) else { return [] }
        var hints: [String] = []
        let isSwitch = traits.contains(.switchButton) || traits.contains(.toggleButton)
        if isSwitch { hints.append(phrases.text(.hintSwitch)) }
        if traits.contains(.textField) || traits.contains(.searchField) { hints.append(phrases.text(.hintTextField)) }
        if traits.contains(.adjustable), !isSwitch { hints.append(phrases.text(.hintAdjustable)) }
        if hasCustomActions { hints.append(phrases.text(.hintActions)) }
        return hints
    }
}
