// MARK: - The slider's words

extension PhraseKey {
    public static let sliderHintHorizontal: PhraseKey = "slider.hint.horizontal"
    public static let sliderHintVertical: PhraseKey = "slider.hint.vertical"
    /// `{value}`, `{percent}`.
    public static let sliderValue: PhraseKey = "slider.value"
    public static let editorField: PhraseKey = "editor.field"
    /// `{min}`, `{max}`.
    public static let editorHint: PhraseKey = "editor.hint"
    public static let editorDone: PhraseKey = "editor.done"
    public static let editorCancel: PhraseKey = "editor.cancel"
    public static let noteClamped: PhraseKey = "note.clamped"
    public static let noteSaved: PhraseKey = "note.saved"
    public static let noteDiscarded: PhraseKey = "note.discarded"
    public static let summarySlider: PhraseKey = "summary.slider"
    public static let summaryEditor: PhraseKey = "summary.editor"
    public static let pictureSlider: PhraseKey = "picture.slider"
}

extension SliderModel {
    /// Every phrase the slider and its value editor word things with.
    public static let phraseKeys: [PhraseKey] = [
        .sliderHintHorizontal, .sliderHintVertical, .sliderValue, .editorField, .editorHint, .editorDone, .editorCancel,
        .noteHaptic, .noteClamped, .noteSaved, .noteDiscarded, .summarySlider, .summaryEditor, .pictureSlider,
    ]
}
