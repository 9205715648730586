// MARK: - Readers' notes and modelled behaviour

extension PhraseKey {
    // Notes beside a step. A component's own notes are declared beside it (`SliderModel+Phrases`).
    public static let noteBoundary: PhraseKey = "note.boundary"
    public static let noteFocusMoved: PhraseKey = "note.focusMoved"
    public static let noteTabTraitsLost: PhraseKey = "note.tabTraitsLost"
    public static let noteNotAdjustable: PhraseKey = "note.notAdjustable"
    public static let noteNothingToActivate: PhraseKey = "note.nothingToActivate"
    public static let noteNothingToDismiss: PhraseKey = "note.nothingToDismiss"
    public static let noteSighted: PhraseKey = "note.sighted"
    public static let noteScreenChanged: PhraseKey = "note.screenChanged"
    public static let noteNoMagicTap: PhraseKey = "note.noMagicTap"
    public static let noteNothingScrolls: PhraseKey = "note.nothingScrolls"
    public static let noteRotorEmpty: PhraseKey = "note.rotorEmpty"
    public static let noteRotorTurned: PhraseKey = "note.rotorTurned"
    /// `{label}`
    public static let noteRotorNotOnAdjust: PhraseKey = "note.rotorNotOnAdjust"

    /// `{speech}`: what the announcement cut off.
    public static let noteAnnouncementCut: PhraseKey = "note.announcementCut"
    /// `{text}`: the announcement VoiceOver did not speak.
    public static let noteAnnouncementSwallowed: PhraseKey = "note.announcementSwallowed"
    /// `{text}`: the long announcement TalkBack's focus speech cut off.
    public static let noteAnnouncementCutByFocus: PhraseKey = "note.announcementCutByFocus"

    // Modelled behaviour: rules a reader follows that no source documents word for word.
    // Each is an entry of the reader's phrase file, with evidence and source, so a page can
    // name the inferred ones under the figure as it names inferred phrases.
    /// Silence at the end of the swipe order, at a slider's limit, or past the last rotor item.
    public static let behaviorBoundary: PhraseKey = "behavior.boundary"
    /// A combined (merged) element speaks the traits of the children it merged.
    public static let behaviorMergedTraits: PhraseKey = "behavior.mergedTraits"
    /// What a reader says while text is typed into a field.
    public static let behaviorTypingEcho: PhraseKey = "behavior.typingEcho"
    /// Where a state word ("Selected") sits in the utterance.
    public static let behaviorStateFirst: PhraseKey = "behavior.stateFirst"
    /// TalkBack turns its reading control to Actions when an element with actions gets focus.
    public static let behaviorActionsControl: PhraseKey = "behavior.actionsControl"
    /// An announcement cuts off what the reader was saying about the element focus moved to.
    public static let behaviorAnnouncementCut: PhraseKey = "behavior.announcementCut"
    /// TalkBack's announcement waits behind the speech for the element focus moved to.
    public static let behaviorAnnouncementQueued: PhraseKey = "behavior.announcementQueued"
    /// TalkBack does not call an unnamed switch or check box "Unlabelled".
    public static let behaviorUnnamedCheckable: PhraseKey = "behavior.unnamedCheckable"
    /// TalkBack reads an edit box's text before its label.
    public static let behaviorEditBoxText: PhraseKey = "behavior.editBoxText"
    /// TalkBack repeats a slider's value when a swipe finds it at its limit.
    public static let behaviorSliderLimit: PhraseKey = "behavior.sliderLimit"
    /// A swipe that makes a Compose slider's code keep the value it had, short of its limit:
    /// no state change, so TalkBack says nothing (inferred).
    public static let behaviorSliderUnchanged: PhraseKey = "behavior.sliderUnchanged"
    /// TalkBack puts focus back on the element it was on before a dialog or sheet opened.
    public static let behaviorFocusReturn: PhraseKey = "behavior.focusReturn"
    /// A double tap on a combined element runs none of the actions of the children it merged.
    public static let behaviorCombinedActivation: PhraseKey = "behavior.combinedActivation"
    /// A swipe up or down with VoiceOver's rotor on an item the page does not know.
    public static let behaviorRotorUnknown: PhraseKey = "behavior.rotorUnknown"
    /// TalkBack speaks the code's state description on a component that writes its own
    /// (a Material 3 `Slider`'s value): which of the two wins is not documented.
    public static let behaviorStateOverride: PhraseKey = "behavior.stateOverride"

    /// The behaviour entries every reader's phrase file holds.
    public static let behaviorKeys: [PhraseKey] = [
        behaviorBoundary, behaviorMergedTraits, behaviorTypingEcho, behaviorStateFirst, behaviorActionsControl,
        behaviorAnnouncementCut, behaviorAnnouncementQueued, behaviorUnnamedCheckable, behaviorEditBoxText, behaviorRotorUnknown,
        behaviorSliderLimit, behaviorFocusReturn, behaviorCombinedActivation, behaviorSliderUnchanged, behaviorStateOverride,
    ]

    /// What every reader may write in the transcript phrase file rather than its own: notes
    /// beside a step, the name of an unlabelled focus, the separator of a list it reads out. A
    /// reader's own notes come from the reader (`ScreenReader.transcriptNoteKeys`), the
    /// components' keys from the kinds that show them (`ComponentRegistry`).
    public static let readerTranscriptKeys: [PhraseKey] = [
        noteBoundary, noteFocusMoved, noteTabTraitsLost, noteNotAdjustable, noteNothingToActivate,
        noteNothingToDismiss, noteSighted, noteScreenChanged, noteAnnouncementCut, noteAnnouncementCutByFocus, sceneUnlabelled, listSeparator,
    ]
}
