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
        let isSwitch = traits.contains(.switchButton) || traits.contains(.toggleButton) || traits.contains(.checkbox)
        var inferred: [String] = []
        let say = { (key: PhraseKey, values: [String: String]) -> String in spoken(key, values, noting: &inferred) }
        var speech: [(String, SpeechRole)] = []
        if enteringContainer, let container = element.containerLabel {
            speech.append((say(.groupEntered, ["label": container]), .context))
        }
        if traits.contains(.selected) { speech.append((say(.traitSelected, [:]), .trait)) }
        speech.append((element.label, .label))
        if !isSwitch { speech.append((element.value, .value)) }
        // A disclosure's state, where an app that predates accessibilityExpandedStatus puts
        // it (the value); the reference records neither the words nor the place.
        if let expanded = element.isExpanded { speech.append((say(expanded ? .stateExpanded : .stateCollapsed, [:]), .value)) }
        let hintOnly = element.label.isEmpty && (isSwitch || element.value.isEmpty) && !element.hint.isEmpty
        if hintOnly { speech.append((element.hint, .label)) }

        speech += roleWords(element, say)
        // A tab's position comes after every role word, as AccessibilitySnapshot's series does.
        if let position = element.tabPosition {
            speech.append((say(.positionSeries, ["index": "\(position.index)", "count": "\(position.count)"]), .position))
        }
        for edge in element.edges {
            let key: PhraseKey = switch edge {
            case .listStart: .listStart
            case .listEnd: .listEnd
            case .landmarkStart: .landmarkStart
            case .landmarkEnd: .landmarkEnd
            }
            speech.append((say(key, [:]), .context))
        }
        let hasCustomActions = element.actions.contains { if case .custom = $0 { true } else { false } }
        if hasCustomActions { speech.append((say(.actionsAvailable, [:]), .trait)) }

        // The switch words were observed on UISwitch only. iOS has no check box, and what it
        // says of the .toggleButton trait is not recorded: there they are modelled.
        let borrowsSwitchWords = !traits.contains(.switchButton) && (traits.contains(.toggleButton) || traits.contains(.checkbox))
        if borrowsSwitchWords, traits.contains(.checkbox), let isOn = element.isOn {
            inferred.append(phrases.text(isOn ? .stateOn : .stateOff, [:]))
        }
        // The hints are composed before the utterance, so that an inferred phrase among them
        // (Korean system hints have no source) is listed like one in the speech.
        var hints: [String] = []
        if speaksHints, !hintOnly {
            hints = [element.hint] + systemHints(element, hasCustomActions: hasCustomActions, say)
            if borrowsSwitchWords, !traits.contains(.notEnabled) { inferred.append(phrases.text(.hintSwitch, [:])) }
        }
        var utterance = Utterance(parts: speech, inferred: inferred)
        utterance.hint = hints.filter { !$0.isEmpty }
        utterance.behaviors = Self.behaviors(of: element)
        return utterance
    }

    /// The modelled rules an element's announcement follows: "Selected" before the label,
    /// and role words a combined element took from its children.
    static func behaviors(of element: FocusableElement) -> [PhraseKey] {
        var rules: [PhraseKey] = []
        if element.traits.contains(.selected) { rules.append(.behaviorStateFirst) }
        if !element.mergedTraits.subtracting([.staticText, .tabBar, .modal]).isEmpty { rules.append(.behaviorMergedTraits) }
        return rules
    }

    /// A phrase as spoken, noted in `inferred` when no source verifies it.
    func spoken(_ key: PhraseKey, _ values: [String: String] = [:], noting inferred: inout [String]) -> String {
        let text = phrases.text(key, values)
        if phrases.evidence[key]?.isInferred == true { inferred.append(text) }
        return text
    }

    /// What VoiceOver says after an adjustable element changed: only the new value.
    func valueChange(_ element: FocusableElement) -> Utterance {
        Utterance(parts: [(element.value, .value)])
    }

    /// What VoiceOver says as text is typed: the field's new value, a modelled rule
    /// (``PhraseKey/behaviorTypingEcho``); VoiceOver's typing feedback setting is not modelled.
    func typingEcho(_ element: FocusableElement) -> Utterance {
        var echo = valueChange(element)
        echo.behaviors = [.behaviorTypingEcho]
        return echo
    }

    /// Role words in AccessibilitySnapshot's order. A tab, switch, toggle button or keyboard
    /// key drops "Button".
    private func roleWords(_ element: FocusableElement, _ say: (PhraseKey, [String: String]) -> String) -> [(String, SpeechRole)] {
        let traits = element.traits
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append(say(.traitDimmed, [:])) }
        let isSwitch = traits.contains(.switchButton)
        // iOS has no check box; VoiceOver hears one as the toggle a SwiftUI Toggle would be.
        let isCheckbox = traits.contains(.checkbox) && !isSwitch
        // A toggle button is announced as a "switch button" (Unity's docs), which names the
        // button already, as a switch's words do.
        if traits.contains(.button), !traits.contains(.tab), !isSwitch, !isCheckbox, !traits.contains(.toggleButton),
           !traits.contains(.keyboardKey) {
            words.append(say(.traitButton, [:]))
        }
        var customValue: Int?
        if isSwitch || isCheckbox || traits.contains(.toggleButton) {
            words.append(say(isSwitch ? .traitSwitch : .traitToggle, [:]))
            // Decision (the reference's §1.6 against §1.2 step 4): AccessibilitySnapshot's
            // trait pipeline (5b03db8, UIAccessibility+SnapshotAdditions.swift) hides a switch's
            // value from the description and speaks it after "Switch Button": "1"/"0" as On/Off,
            // any other value verbatim on iOS 17 and later. So a switch with a custom value
            // says that value where its state would be; with none (or UISwitch's own "1"/"0"),
            // its On or Off.
            if isSwitch, !element.value.isEmpty, !["0", "1", "2"].contains(element.value) {
                customValue = words.count
                words.append(element.value)
            } else if isSwitch || isCheckbox, let isOn = element.isOn {
                words.append(say(isOn ? .stateOn : .stateOff, [:]))
            }
        }
        if traits.contains(.tab) || element.tabPosition != nil { words.append(say(.traitTab, [:])) }
        if traits.contains(.textField) { words.append(say(.traitTextField, [:])) }
        if traits.contains(.isEditing) { words.append(say(.traitIsEditing, [:])) }
        if traits.contains(.header) { words.append(say(.traitHeader, [:])) }
        if traits.contains(.link) { words.append(say(.traitLink, [:])) }
        if traits.contains(.adjustable) { words.append(say(.traitAdjustable, [:])) }
        if traits.contains(.image) { words.append(say(.traitImage, [:])) }
        if traits.contains(.searchField) { words.append(say(.traitSearchField, [:])) }
        return words.enumerated().map { ($1, $0 == customValue ? .value : .trait) }
    }

    /// The hints VoiceOver adds after the developer's. A dimmed element gets none.
    private func systemHints(
        _ element: FocusableElement, hasCustomActions: Bool, _ say: (PhraseKey, [String: String]) -> String
    ) -> [String] {
        let traits = element.traits
        guard !traits.contains(.notEnabled) else { return [] }
        var hints: [String] = []
        let isSwitch = traits.contains(.switchButton) || traits.contains(.toggleButton) || traits.contains(.checkbox)
        if isSwitch { hints.append(say(.hintSwitch, [:])) }
        if traits.contains(.isEditing) {
            hints.append(say(.hintEditing, [:]))
        } else if traits.contains(.textField) || traits.contains(.searchField) {
            hints.append(say(.hintTextField, [:]))
        }
        if traits.contains(.adjustable), !isSwitch { hints.append(say(.hintAdjustable, [:])) }
        if hasCustomActions { hints.append(say(.hintActions, [:])) }
        return hints
    }
}
