// MARK: - The integer slider's words

extension PhraseKey {
    public static let noteSnapped: PhraseKey = "note.snapped"
    public static let summaryDragging: PhraseKey = "summary.dragging"
    public static let pictureTicks: PhraseKey = "picture.ticks"
}

extension IntegerSliderModel {
    /// Every phrase the integer slider words things with; its summary is the slider's.
    public static let phraseKeys: [PhraseKey] = [.noteSnapped, .summarySlider, .summaryDragging, .pictureTicks]
}
