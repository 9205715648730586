// MARK: - The words TalkBack speaks

extension PhraseKey {
    /// "selected", spoken before a selected tab (TalkBack's `notifySelected`).
    public static let tbSelected: PhraseKey = "tb.selected"
    /// "disabled", always last.
    public static let tbDisabled: PhraseKey = "tb.disabled"
    public static let tbUnlabelled: PhraseKey = "tb.unlabelled"
    public static let tbHeading: PhraseKey = "tb.heading"
    /// `{index}`, `{count}`.
    public static let tbPosition: PhraseKey = "tb.position"
    public static let tbStateOn: PhraseKey = "tb.state.on"
    public static let tbStateOff: PhraseKey = "tb.state.off"
    /// A disclosure's state as focus lands on it, after the role: TalkBack's words, in a
    /// place the reference does not give (inferred).
    public static let tbStateExpanded: PhraseKey = "tb.state.expanded"
    public static let tbStateCollapsed: PhraseKey = "tb.state.collapsed"
    /// What a click says of a disclosure whose state changed (EventTypeViewClickedFeedbackRule).
    public static let tbClickExpanded: PhraseKey = "tb.click.expanded"
    public static let tbClickCollapsed: PhraseKey = "tb.click.collapsed"
    /// Compose's `stateDescription` for a selected element that is not a tab.
    public static let tbStateSelected: PhraseKey = "tb.state.selected"
    public static let tbStateNotSelected: PhraseKey = "tb.state.notSelected"
    public static let tbRoleButton: PhraseKey = "tb.role.button"
    public static let tbRoleCheckbox: PhraseKey = "tb.role.checkbox"
    public static let tbStateChecked: PhraseKey = "tb.state.checked"
    public static let tbStateNotChecked: PhraseKey = "tb.state.notChecked"
    public static let tbRoleSwitch: PhraseKey = "tb.role.switch"
    public static let tbRoleSlider: PhraseKey = "tb.role.slider"
    public static let tbRoleTab: PhraseKey = "tb.role.tab"
    public static let tbRoleEditBox: PhraseKey = "tb.role.editBox"
    public static let tbRoleImage: PhraseKey = "tb.role.image"
    public static let tbRoleLink: PhraseKey = "tb.role.link"
    public static let tbRoleRadioButton: PhraseKey = "tb.role.radioButton"
    public static let tbRoleProgressBar: PhraseKey = "tb.role.progressBar"
    /// Compose's state description of an indeterminate toggleable state.
    public static let tbStatePartiallyChecked: PhraseKey = "tb.state.partiallyChecked"
    /// Compose's state description of an indeterminate progress bar.
    public static let tbStateInProgress: PhraseKey = "tb.state.inProgress"
    /// `{message}`: Compose's `error(…)`.
    public static let tbError: PhraseKey = "tb.error"
    /// `{label}`: the click hint with the action's label.
    public static let tbHintClickLabel: PhraseKey = "tb.hint.clickLabel"
    public static let tbHintLongClick: PhraseKey = "tb.hint.longClick"
    /// `{label}`
    public static let tbHintLongClickLabel: PhraseKey = "tb.hint.longClickLabel"
    public static let tbListEnter: PhraseKey = "tb.list.enter"
    /// `{name}`
    public static let tbListEnterNamed: PhraseKey = "tb.list.enterNamed"
    public static let tbListExit: PhraseKey = "tb.list.exit"
    /// `{name}`
    public static let tbListExitNamed: PhraseKey = "tb.list.exitNamed"
    public static let tbListOneItem: PhraseKey = "tb.list.oneItem"
    /// `{count}`
    public static let tbListItems: PhraseKey = "tb.list.items"
    public static let tbHintActivate: PhraseKey = "tb.hint.activate"
    public static let tbHintToggle: PhraseKey = "tb.hint.toggle"
    public static let tbHintSelect: PhraseKey = "tb.hint.select"
    public static let tbHintEditText: PhraseKey = "tb.hint.editText"
    public static let tbHintAdjust: PhraseKey = "tb.hint.adjust"
    public static let tbHintActions: PhraseKey = "tb.hint.actions"
    /// The actions hint once the Actions reading control is on.
    public static let tbHintActionsReadingControl: PhraseKey = "tb.hint.actionsReadingControl"
    public static let tbHintPerformAction: PhraseKey = "tb.hint.performAction"
    public static let tbActionActivate: PhraseKey = "tb.action.activate"
    /// TalkBack's titles for a node's Expand, Collapse and Dismiss actions in its Actions list.
    public static let tbActionExpand: PhraseKey = "tb.action.expand"
    public static let tbActionCollapse: PhraseKey = "tb.action.collapse"
    public static let tbActionDismiss: PhraseKey = "tb.action.dismiss"
    public static let tbNoActions: PhraseKey = "tb.noActions"
    public static let tbMenu: PhraseKey = "tb.menu"
    public static let tbControlCharacters: PhraseKey = "tb.control.characters"
    public static let tbControlHeadings: PhraseKey = "tb.control.headings"
    public static let tbControlActions: PhraseKey = "tb.control.actions"
    public static let tbControlAdjustSlider: PhraseKey = "tb.control.adjustSlider"

    // Notes beside a TalkBack step (transcript wording, not speech).
    /// `{hint}`
    public static let tbNoteNoHint: PhraseKey = "note.tb.noHint"
    public static let tbNoteClick: PhraseKey = "note.tb.click"
    public static let tbNoteNoMediaControl: PhraseKey = "note.tb.noMediaControl"
    public static let tbNoteMenuNoActions: PhraseKey = "note.tb.menuNoActions"
    /// `{actions}`
    public static let tbNoteMenuActions: PhraseKey = "note.tb.menuActions"
    /// Between the actions ``tbNoteMenuActions`` lists: a note is read aloud, so its list
    /// takes the sentence's comma, not the pictures' separator.
    public static let tbNoteMenuActionsSeparator: PhraseKey = "note.tb.menuActions.separator"
    public static let tbNoteMenuClosed: PhraseKey = "note.tb.menuClosed"
    /// `{index}`, `{count}`
    public static let tbNotePageScrolled: PhraseKey = "note.tb.pageScrolled"
    public static let noteTalkBackOrder: PhraseKey = "note.tb.order"
    public static let tbNoteScreenChanged: PhraseKey = "note.tb.screenChanged"
    public static let tbNoteSliderLimit: PhraseKey = "note.tb.sliderLimit"
    /// A swipe whose setProgress kept the value, short of the slider's limit.
    public static let tbNoteSliderUnchanged: PhraseKey = "note.tb.sliderUnchanged"
    /// After a custom action from Compose code: what TalkBack says then is not in the sources.
    public static let tbNoteCustomActionUnknown: PhraseKey = "note.tb.customActionUnknown"

    /// The notes TalkBack writes; they live in the transcript phrase files.
    static let talkBackNoteKeys: [PhraseKey] = [
        tbNoteNoHint, tbNoteClick, tbNoteNoMediaControl, tbNoteMenuNoActions, tbNoteMenuActions, tbNoteMenuActionsSeparator,
        tbNoteMenuClosed, tbNotePageScrolled, noteTalkBackOrder, tbNoteScreenChanged, tbNoteSliderLimit,
        tbNoteCustomActionUnknown, tbNoteSliderUnchanged,
    ]
}

extension TalkBack {
    public static var transcriptNoteKeys: [PhraseKey] { PhraseKey.talkBackNoteKeys }

    /// Every phrase TalkBack speaks; its phrase files must define each, with evidence.
    public static let phraseKeys: [PhraseKey] = [
        .tbSelected, .tbDisabled, .tbUnlabelled, .tbHeading, .tbPosition, .tbStateOn, .tbStateOff,
        .tbStateExpanded, .tbStateCollapsed, .tbClickExpanded, .tbClickCollapsed,
        .tbStateSelected, .tbStateNotSelected, .tbRoleButton, .tbRoleCheckbox, .tbStateChecked, .tbStateNotChecked, .tbRoleSwitch, .tbRoleSlider, .tbRoleTab, .tbRoleEditBox,
        .tbRoleImage, .tbRoleLink, .tbRoleRadioButton, .tbRoleProgressBar, .tbStatePartiallyChecked, .tbStateInProgress,
        .tbError, .tbHintClickLabel, .tbHintLongClick, .tbHintLongClickLabel, .tbListEnter, .tbListEnterNamed, .tbListExit, .tbListExitNamed,
        .tbListOneItem, .tbListItems, .tbHintActivate, .tbHintToggle, .tbHintSelect, .tbHintEditText,
        .tbHintAdjust, .tbHintActions, .tbHintActionsReadingControl, .tbHintPerformAction, .tbActionActivate, .tbActionExpand, .tbActionCollapse, .tbActionDismiss, .tbNoActions, .tbMenu,
        .tbControlCharacters, .tbControlHeadings, .tbControlActions, .tbControlAdjustSlider,
        // Compose's own wording for a slider's value, which replaces the iOS one.
        .sliderValue,
    ]
}
