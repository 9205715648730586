// MARK: - Phrases the model speaks and writes

extension PhraseKey {
    /// `{name}`: the container label of a tab bar.
    public static let tabBarLabel: PhraseKey = "tabBar.label"
    public static let tabContentLabel: PhraseKey = "tabBar.content"

    // Component wording.
    public static let sliderHintHorizontal: PhraseKey = "slider.hint.horizontal"
    public static let sliderHintVertical: PhraseKey = "slider.hint.vertical"
    /// `{value}`, `{percent}`.
    public static let sliderValue: PhraseKey = "slider.value"
    public static let editorField: PhraseKey = "editor.field"
    /// `{min}`, `{max}`.
    public static let editorHint: PhraseKey = "editor.hint"
    public static let editorDone: PhraseKey = "editor.done"
    public static let editorCancel: PhraseKey = "editor.cancel"
    public static let carouselAfterDefault: PhraseKey = "carousel.after"
    /// `{name}`, `{detail}`.
    public static let cardText: PhraseKey = "carousel.card"
    public static let focusOrderName: PhraseKey = "focusOrder.name"

    // Notes beside a step.
    public static let noteBoundary: PhraseKey = "note.boundary"
    public static let noteHaptic: PhraseKey = "note.haptic"
    public static let noteFocusMoved: PhraseKey = "note.focusMoved"
    public static let noteSelectedByFocus: PhraseKey = "note.selectedByFocus"
    public static let noteTabTraitsLost: PhraseKey = "note.tabTraitsLost"
    public static let noteClamped: PhraseKey = "note.clamped"
    public static let noteSnapped: PhraseKey = "note.snapped"
    public static let noteNotAdjustable: PhraseKey = "note.notAdjustable"
    public static let noteNothingToActivate: PhraseKey = "note.nothingToActivate"
    public static let noteNothingToDismiss: PhraseKey = "note.nothingToDismiss"
    public static let noteSaved: PhraseKey = "note.saved"
    public static let noteDiscarded: PhraseKey = "note.discarded"
    public static let notePageShown: PhraseKey = "note.pageShown"
    public static let noteSighted: PhraseKey = "note.sighted"
    public static let noteSelectionKept: PhraseKey = "note.selectionKept"
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

    // One-line summaries of the visible state, and the pictures' text alternatives.
    public static let summarySlider: PhraseKey = "summary.slider"
    public static let summaryEditor: PhraseKey = "summary.editor"
    public static let summaryDragging: PhraseKey = "summary.dragging"
    public static let summaryCarousel: PhraseKey = "summary.carousel"
    public static let summaryTab: PhraseKey = "summary.tab"
    public static let summaryFocus: PhraseKey = "summary.focus"
    public static let summaryNoFocus: PhraseKey = "summary.noFocus"
    public static let pictureSlider: PhraseKey = "picture.slider"
    public static let pictureTicks: PhraseKey = "picture.ticks"
    public static let pictureCarousel: PhraseKey = "picture.carousel"
    public static let pictureTabs: PhraseKey = "picture.tabs"
    public static let pictureFocus: PhraseKey = "picture.focus"
    /// `{facts}`: what the scene shows, such as "Week selected".
    public static let summaryScene: PhraseKey = "summary.scene"
    /// `{label}`
    public static let sceneSelected: PhraseKey = "scene.selected"
    public static let sceneOn: PhraseKey = "scene.on"
    public static let sceneOff: PhraseKey = "scene.off"
    public static let sceneExpanded: PhraseKey = "scene.expanded"
    public static let sceneCollapsed: PhraseKey = "scene.collapsed"
    public static let sceneDimmed: PhraseKey = "scene.dimmed"
    /// `{label}`, `{value}`.
    public static let sceneValue: PhraseKey = "scene.value"
    public static let sceneModal: PhraseKey = "scene.modal"
    /// How a summary names a node that has no label.
    public static let sceneUnlabelled: PhraseKey = "scene.unlabelled"
    /// `{elements}`, `{label}`.
    public static let pictureScene: PhraseKey = "picture.scene"
    /// What separates the names in a picture's list of elements. A name may hold commas
    /// ("Reply, Button"), so the separator is one a listener can tell from a comma.
    public static let listSeparator: PhraseKey = "list.separator"

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
    /// TalkBack does not call an unnamed switch or check box "Unlabelled".
    public static let behaviorUnnamedCheckable: PhraseKey = "behavior.unnamedCheckable"
    /// TalkBack reads an edit box's text before its label.
    public static let behaviorEditBoxText: PhraseKey = "behavior.editBoxText"
    /// TalkBack joins a slider's adjust hint and its click hint.
    public static let behaviorJoinedHints: PhraseKey = "behavior.joinedHints"
    /// A swipe up or down with VoiceOver's rotor on an item the page does not know.
    public static let behaviorRotorUnknown: PhraseKey = "behavior.rotorUnknown"

    /// The behaviour entries every reader's phrase file holds.
    public static let behaviorKeys: [PhraseKey] = [
        behaviorBoundary, behaviorMergedTraits, behaviorTypingEcho, behaviorStateFirst, behaviorActionsControl,
        behaviorAnnouncementCut, behaviorUnnamedCheckable, behaviorEditBoxText, behaviorJoinedHints, behaviorRotorUnknown,
    ]

    /// Every key the model uses; a phrase file must define all of them.
    public static let modelKeys: [PhraseKey] = [
        tabBarLabel, tabContentLabel,
        sliderHintHorizontal, sliderHintVertical, sliderValue, editorField, editorHint,
        editorDone, editorCancel, carouselAfterDefault, cardText, focusOrderName,
        noteBoundary, noteHaptic, noteFocusMoved, noteSelectedByFocus, noteTabTraitsLost,
        noteClamped, noteSnapped, noteNotAdjustable, noteNothingToActivate,
        noteNothingToDismiss, noteSaved, noteDiscarded, notePageShown, noteSighted,
        noteSelectionKept, noteScreenChanged, noteAnnouncementCut, noteAnnouncementSwallowed, noteNoMagicTap, noteNothingScrolls,
        noteRotorEmpty, noteRotorTurned, noteRotorNotOnAdjust,
        summarySlider, summaryEditor, summaryDragging, summaryCarousel, summaryTab,
        summaryFocus, summaryNoFocus,
        pictureSlider, pictureTicks, pictureCarousel, pictureTabs, pictureFocus,
        summaryScene, sceneSelected, sceneOn, sceneOff, sceneExpanded, sceneCollapsed, sceneDimmed, sceneValue, sceneModal, sceneUnlabelled, pictureScene, listSeparator,
    ] + talkBackNoteKeys
}
