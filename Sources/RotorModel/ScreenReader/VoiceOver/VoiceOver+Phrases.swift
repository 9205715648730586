// MARK: - The words VoiceOver speaks

extension PhraseKey {
    public static let traitButton: PhraseKey = "trait.button"
    public static let traitAdjustable: PhraseKey = "trait.adjustable"
    public static let traitSelected: PhraseKey = "trait.selected"
    public static let traitHeader: PhraseKey = "trait.header"
    public static let traitImage: PhraseKey = "trait.image"
    public static let traitTextField: PhraseKey = "trait.textField"
    public static let traitLink: PhraseKey = "trait.link"
    public static let traitDimmed: PhraseKey = "trait.dimmed"
    public static let traitSearchField: PhraseKey = "trait.searchField"
    public static let traitSwitch: PhraseKey = "trait.switch"
    public static let traitToggle: PhraseKey = "trait.toggle"
    public static let stateOn: PhraseKey = "state.on"
    public static let stateOff: PhraseKey = "state.off"
    /// A disclosure's state, in the value's place; not in the reference, so inferred.
    public static let stateExpanded: PhraseKey = "state.expanded"
    public static let stateCollapsed: PhraseKey = "state.collapsed"
    public static let traitTab: PhraseKey = "trait.tab"
    /// `{index}`, `{count}`: a tab's place in its bar, said after every role word.
    public static let positionSeries: PhraseKey = "position.series"
    public static let actionsAvailable: PhraseKey = "actions.available"
    public static let hintAdjustable: PhraseKey = "hint.adjustable"
    public static let hintSwitch: PhraseKey = "hint.switch"
    public static let hintTextField: PhraseKey = "hint.textField"
    public static let hintActions: PhraseKey = "hint.actions"
    /// `{label}`: a labelled group's label, spoken as focus enters it.
    public static let groupEntered: PhraseKey = "group.entered"
    public static let rotorContainers: PhraseKey = "rotor.containers"
    public static let rotorHeadings: PhraseKey = "rotor.headings"
    public static let rotorActions: PhraseKey = "rotor.actions"
    public static let rotorAdjustValue: PhraseKey = "rotor.adjustValue"
    /// `{index}`, `{count}`.
    public static let pagePosition: PhraseKey = "page.position"
    public static let listStart: PhraseKey = "list.start"
    public static let listEnd: PhraseKey = "list.end"
    public static let landmarkStart: PhraseKey = "landmark.start"
    public static let landmarkEnd: PhraseKey = "landmark.end"
    public static let traitIsEditing: PhraseKey = "trait.isEditing"
    public static let hintEditing: PhraseKey = "hint.editing"
}

extension VoiceOver {
    /// The notes only VoiceOver writes: its rotor, magic tap, page scrolling, and an
    /// announcement its own re-read swallows.
    public static let transcriptNoteKeys: [PhraseKey] = [
        .noteAnnouncementSwallowed, .noteNoMagicTap, .noteNothingScrolls, .noteRotorEmpty, .noteRotorTurned, .noteRotorNotOnAdjust,
    ]

    /// Every phrase VoiceOver speaks; its phrase files must define each, with evidence.
    public static let phraseKeys: [PhraseKey] = [
        .traitButton, .traitAdjustable, .traitSelected, .traitHeader, .traitImage, .traitTextField,
        .traitLink, .traitDimmed, .traitSearchField, .traitSwitch, .traitToggle, .stateOn, .stateOff, .stateExpanded, .stateCollapsed,
        .traitTab, .positionSeries, .actionsAvailable, .hintAdjustable, .hintSwitch, .hintTextField, .hintActions, .groupEntered,
        .rotorContainers, .rotorHeadings, .rotorActions, .rotorAdjustValue, .pagePosition,
        .listStart, .listEnd, .landmarkStart, .landmarkEnd, .traitIsEditing, .hintEditing,
    ]
}
