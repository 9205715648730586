// MARK: - Phrases the model speaks and writes

extension PhraseKey {
    // Role and state words, spoken after the label and value.
    public static let traitButton: PhraseKey = "trait.button"
    public static let traitAdjustable: PhraseKey = "trait.adjustable"
    public static let traitSelected: PhraseKey = "trait.selected"
    public static let traitHeader: PhraseKey = "trait.header"
    public static let traitImage: PhraseKey = "trait.image"
    public static let traitTextField: PhraseKey = "trait.textField"
    /// `{index}`, `{count}`.
    public static let tabPosition: PhraseKey = "tab.position"
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

    /// Every key the model uses; a phrase file must define all of them.
    public static let modelKeys: [PhraseKey] = [
        traitButton, traitAdjustable, traitSelected, traitHeader, traitImage, traitTextField,
        tabPosition, tabBarLabel, tabContentLabel,
        sliderHintHorizontal, sliderHintVertical, sliderValue, editorField, editorHint,
        editorDone, editorCancel, carouselAfterDefault, cardText, focusOrderName,
        noteBoundary, noteHaptic, noteFocusMoved, noteSelectedByFocus, noteTabTraitsLost,
        noteClamped, noteSnapped, noteNotAdjustable, noteNothingToActivate,
        noteNothingToDismiss, noteSaved, noteDiscarded, notePageShown, noteSighted,
        noteSelectionKept,
        summarySlider, summaryEditor, summaryDragging, summaryCarousel, summaryTab,
        summaryFocus, summaryNoFocus,
        pictureSlider, pictureTicks, pictureCarousel, pictureTabs, pictureFocus,
    ]
}
