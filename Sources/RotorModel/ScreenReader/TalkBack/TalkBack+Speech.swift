// MARK: - Composing what TalkBack says

extension TalkBack {
    /// The announcement of an element that focus lands on, as TalkBack's compositor joins it:
    /// "selected" (tabs), the description in the chosen order, "disabled", then "Heading"
    /// and the position in a collection. Entering or leaving a list is added by `land`.
    ///
    /// Without the other elements on screen, an unselected element is read as one with no
    /// selected state; the reader's own gestures use ``utterance(for:in:)``, which can say
    /// "Not selected".
    public func utterance(for element: FocusableElement, enteringContainer: Bool) -> Utterance {
        utterance(for: element, selectable: false)
    }

    /// The same, for an element TalkBack meets among the others on screen.
    func utterance(for element: FocusableElement, in session: Session) -> Utterance {
        utterance(for: element, selectable: isSelectable(element, in: session))
    }

    /// Whether Compose would give the element `selected` semantics, and so a state of
    /// "Selected" or "Not selected" (`Modifier.selectable`): an element that can be activated,
    /// beside a selected one of the same role (the same parent in the tree, or the same
    /// container). A tab's selection is TalkBack's own "selected" instead, and a heading,
    /// a text or an image beside a selected button is not selectable.
    func isSelectable(_ element: FocusableElement, in session: Session) -> Bool {
        guard !element.traits.contains(.tab) else { return false }
        if element.traits.contains(.selected) { return true }
        guard element.actions.contains(.activate), !element.traits.contains(.header) else { return false }
        let roles: AccessibilityTraits = [.button, .link, .image, .header, .adjustable, .switchButton, .checkbox, .toggleButton]
        let tree = session.component.accessibilityTree(phrases)
        let siblings = Set(tree.parent(of: element.id)?.children.map(\.id) ?? [])
        return readingOrder(tree).contains { peer in
            peer.id != element.id && (siblings.contains(peer.id) || (element.groupID != nil && peer.groupID == element.groupID))
                && peer.traits.contains(.selected) && !peer.traits.contains(.tab) && peer.actions.contains(.activate)
                && peer.traits.intersection(roles) == element.traits.intersection(roles)
        }
    }

    /// - Parameter selectable: Whether the element has a selected state to speak even when
    ///   it is not selected (``isSelectable(_:in:)``).
    func utterance(for element: FocusableElement, selectable: Bool) -> Utterance {
        var spoken = Spoken(phrases: phrases)
        var speech: [(String, SpeechRole)] = []
        let traits = element.traits
        if traits.contains(.selected), traits.contains(.tab) { speech.append((spoken.say(.tbSelected), .trait)) }

        var state = stateDescription(element, selectable: selectable, &spoken)
        // A disclosure's status: a node offering Expand is "collapsed", one offering Collapse
        // "expanded", spoken with the state, before the name in the default order (the
        // reference's §7.2, `expand {}` / `collapse {}`).
        let expansion = element.isExpanded.map { spoken.say($0 ? .tbStateExpanded : .tbStateCollapsed) } ?? ""
        var name = element.label
        let checkable = selectable || traits.toggles || traits.contains(.toggleButton) || traits.contains(.radioButton)
            || element.android?.checkable == true
        var behaviors: [PhraseKey] = []
        let role = speaksRoles ? roleWord(element, &spoken) : ""
        // "Unlabelled" (the reference's §2.1) only for an actionable node without a name that
        // TalkBack cannot read any other way: not checkable, not a slider or progress bar, no
        // role word and no state. It is then said alone. An unnamed image (not a button) says it
        // as its state.
        if name.isEmpty, !element.actions.isEmpty || traits.contains(.button) || traits.contains(.image) {
            if checkable { behaviors.append(.behaviorUnnamedCheckable) }
            if traits.contains(.image), !traits.contains(.button), state.isEmpty, expansion.isEmpty {
                state = spoken.say(.tbUnlabelled)
            } else if !checkable, traits.isDisjoint(with: [.adjustable, .progressBar]), role.isEmpty, state.isEmpty,
                      expansion.isEmpty, !element.actions.isEmpty {
                name = spoken.say(.tbUnlabelled)
            }
        }
        // An edit box's name is its text when it has one (EditTextDescription.nameDescription);
        // that the label then follows is modelled.
        if traits.contains(.textField) || traits.contains(.searchField), !element.value.isEmpty, !element.label.isEmpty {
            behaviors.append(.behaviorEditBoxText)
        }
        let stateRole: SpeechRole = element.value.isEmpty ? .trait : .value
        let parts: [(String, SpeechRole)] = switch order {
        case .stateNameRole: [(state, stateRole), (expansion, .value), (name, .label), (role, .trait)]
        case .roleNameState: [(role, .trait), (name, .label), (state, stateRole), (expansion, .value)]
        case .nameRoleState: [(name, .label), (role, .trait), (state, stateRole), (expansion, .value)]
        }
        // TalkBack's `dedupJoin`: a part equal to one already said is dropped.
        for part in parts where !part.0.isEmpty && !speech.contains(where: { $0.0 == part.0 }) { speech.append(part) }
        // Compose's `error`: after the description, before "disabled" (TreeNodesDescription).
        if let error = element.android?.error { speech.append((spoken.say(.tbError, ["message": error]), .value)) }
        if traits.contains(.notEnabled) { speech.append((spoken.say(.tbDisabled), .trait)) }

        // A heading in a list says "Heading" before its position.
        if traits.contains(.header) { speech.append((spoken.say(.tbHeading), .trait)) }
        if let position = position(element), position.count > 1 {
            speech.append((spoken.say(.tbPosition, ["index": "\(position.index)", "count": "\(position.count)"]), .position))
        }
        if !element.mergedTraits.subtracting([.staticText, .tabBar, .modal]).isEmpty { behaviors.append(.behaviorMergedTraits) }
        if !state.isEmpty || !expansion.isEmpty, order == .stateNameRole { behaviors.append(.behaviorStateFirst) }
        if !state.isEmpty, element.android?.stateOverridesComponent == true { behaviors.append(.behaviorStateOverride) }
        guard speaksHints, !traits.contains(.notEnabled) else {
            var utterance = Utterance(parts: speech, inferred: spoken.inferred)
            utterance.behaviors = behaviors
            return utterance
        }
        let hint = usageHint(element, checkable: checkable, &spoken)
        if !Self.customActions(element).isEmpty, Self.contextualControl(element) == .actions { behaviors.append(.behaviorActionsControl) }
        var utterance = Utterance(parts: speech, hint: hint.isEmpty ? [] : [hint], inferred: spoken.inferred)
        utterance.behaviors = behaviors
        return utterance
    }

    /// What Compose puts in `stateDescription`: the value; a switch's On or Off; "Selected"
    /// or "Not selected" for an element with a selected state that is not a tab (a tab's
    /// selection is spoken before it).
    private func stateDescription(_ element: FocusableElement, selectable: Bool, _ spoken: inout Spoken) -> String {
        if let isOn = element.isOn, element.traits.contains(.switchButton) || element.traits.contains(.toggleButton) {
            return spoken.say(isOn ? .tbStateOn : .tbStateOff)
        }
        // A check box has no state description; TalkBack says its checked state itself.
        if let isOn = element.isOn, element.traits.contains(.checkbox) {
            return spoken.say(isOn ? .tbStateChecked : .tbStateNotChecked)
        }
        if !element.value.isEmpty { return element.value }
        if element.traits.contains(.selected), !element.traits.contains(.tab) { return spoken.say(.tbStateSelected) }
        if selectable { return spoken.say(.tbStateNotSelected) }
        return ""
    }

    /// The role word: Compose's class name or role description for the element's traits.
    private func roleWord(_ element: FocusableElement, _ spoken: inout Spoken) -> String {
        let traits = element.traits
        if traits.contains(.switchButton) || traits.contains(.toggleButton) { return spoken.say(.tbRoleSwitch) }
        if traits.contains(.checkbox) { return spoken.say(.tbRoleCheckbox) }
        if traits.contains(.radioButton) { return spoken.say(.tbRoleRadioButton) }
        if traits.contains(.progressBar) { return spoken.say(.tbRoleProgressBar) }
        if traits.contains(.adjustable) { return spoken.say(.tbRoleSlider) }
        if traits.contains(.tab) { return spoken.say(.tbRoleTab) }
        if traits.contains(.textField) || traits.contains(.searchField) { return spoken.say(.tbRoleEditBox) }
        if traits.contains(.button) { return spoken.say(.tbRoleButton) }
        if traits.contains(.link) { return spoken.say(.tbRoleLink) }
        if traits.contains(.image) { return spoken.say(.tbRoleImage) }
        return ""
    }

    /// The element's place in its list or tab row; TalkBack says it only when there is more than one item.
    func position(_ element: FocusableElement) -> (index: Int, count: Int)? {
        if let tab = element.tabPosition { return (tab.index, tab.count) }
        if let collection = element.collection, let index = collection.index { return (index, collection.count) }
        return nil
    }

    /// The usage hint, joined as TalkBack's compositor joins it: the role's hint (a slider's,
    /// an edit box's, or the click hint), then the actions hint. A selected item is not
    /// clickable in Compose, so it has no click hint.
    ///
    /// The click hint follows `ClickableHint.getHint` (TB 26a27dc0): a checkable node says
    /// "toggle", any other clickable node "activate"; Compose never makes a single-selection
    /// collection, so "select" is not heard from it.
    /// Compose makes an element with `selected` semantics checkable (`isCheckable = true`,
    /// CMP), so an unselected segment beside a selected one is toggled, not activated.
    private func usageHint(_ element: FocusableElement, checkable: Bool, _ spoken: inout Spoken) -> String {
        let traits = element.traits
        var hints: [String] = []
        if traits.contains(.adjustable) {
            hints.append(spoken.say(.tbHintAdjust))
        } else if traits.contains(.textField) || traits.contains(.searchField) {
            hints.append(spoken.say(.tbHintEditText))
        }
        // A slider gets the adjust hint instead of the click hint, even when a double tap
        // also opens it (NodeRoleHint, the reference's §2.4). An item of a Compose
        // `selectableGroup()` (a tab row) is in a collection of selection mode NONE, so it is
        // activated, not selected (§7.2, §7.3).
        if !(traits.contains(.textField) || traits.contains(.searchField) || traits.contains(.adjustable)), Self.isClickable(element) {
            if let label = element.android?.clickLabel {
                hints.append(spoken.say(.tbHintClickLabel, ["label": label]))
            } else if checkable {
                hints.append(spoken.say(.tbHintToggle))
            } else {
                hints.append(spoken.say(.tbHintActivate))
            }
        }
        // The long-click part follows the click part (LongClickableHint); a slider's adjust
        // hint replaces both (NodeRoleHint.java:113-125).
        if let longClick = element.android?.longClick, !traits.contains(.adjustable) {
            hints.append(longClick.label.map { spoken.say(.tbHintLongClickLabel, ["label": $0]) } ?? spoken.say(.tbHintLongClick))
        }
        // By the time the hint is spoken TalkBack has turned its reading control to Actions,
        // and names the swipes (AccessibilityNodeFeedbackUtils.getHintForNodeActions); on an
        // edit box, whose control may change back, it names the menu gesture.
        if !Self.customActions(element).isEmpty {
            hints.append(spoken.say(Self.contextualControl(element) == .actions ? .tbHintActionsReadingControl : .tbHintActions))
        }
        return hints.joined(separator: ", ")
    }

    /// Whether Compose gives the element a click action TalkBack hints at: it can be activated
    /// and is not selected (a selected item is not clickable).
    static func isClickable(_ element: FocusableElement) -> Bool {
        element.actions.contains(.activate) && !element.traits.contains(.selected)
    }

    /// "In list, 3 items" on entering a list or tab row, "Out of list" on leaving one.
    func collectionTransition(to target: FocusableElement, from previous: FocusableElement?) -> Utterance {
        var spoken = Spoken(phrases: phrases)
        var speech: [String] = []
        let entered = target.collection
        let left = previous?.collection
        if let left, left.id != entered?.id {
            speech.append(left.label.isEmpty ? spoken.say(.tbListExit) : spoken.say(.tbListExitNamed, ["name": left.label]))
        }
        if let entered, entered.id != left?.id {
            speech.append(entered.label.isEmpty ? spoken.say(.tbListEnter) : spoken.say(.tbListEnterNamed, ["name": entered.label]))
            speech.append(spoken.say(entered.count == 1 ? .tbListOneItem : .tbListItems, ["count": "\(entered.count)"]))
        }
        return Utterance(parts: speech.map { ($0, .context) }, inferred: spoken.inferred)
    }

    /// Phrases said while composing, remembering the inferred ones.
    struct Spoken {
        let phrases: Phrasebook
        var inferred: [String] = []

        mutating func say(_ key: PhraseKey, _ values: [String: String] = [:]) -> String {
            let text = phrases.text(key, values)
            if phrases.evidence[key]?.isInferred == true { inferred.append(text) }
            return text
        }
    }
}
