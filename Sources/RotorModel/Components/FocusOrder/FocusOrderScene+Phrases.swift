// MARK: - The focus order's words

extension PhraseKey {
    public static let focusOrderName: PhraseKey = "focusOrder.name"
    public static let summaryFocus: PhraseKey = "summary.focus"
    public static let summaryNoFocus: PhraseKey = "summary.noFocus"
    public static let pictureFocus: PhraseKey = "picture.focus"
}

extension FocusOrderScene {
    /// Every phrase a focus order words things with.
    public static let phraseKeys: [PhraseKey] = [.focusOrderName, .summaryFocus, .summaryNoFocus, .pictureFocus, .listSeparator]
}
