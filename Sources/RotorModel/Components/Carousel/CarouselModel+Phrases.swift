// MARK: - The carousel's words

extension PhraseKey {
    public static let carouselAfterDefault: PhraseKey = "carousel.after"
    /// `{name}`, `{detail}`.
    public static let cardText: PhraseKey = "carousel.card"
    public static let noteSelectedByFocus: PhraseKey = "note.selectedByFocus"
    public static let noteSelectionKept: PhraseKey = "note.selectionKept"
    public static let summaryCarousel: PhraseKey = "summary.carousel"
    public static let pictureCarousel: PhraseKey = "picture.carousel"
}

extension CarouselModel {
    /// Every phrase the carousel words things with.
    public static let phraseKeys: [PhraseKey] = [
        .carouselAfterDefault, .cardText, .noteSelectedByFocus, .noteSelectionKept, .summaryCarousel, .pictureCarousel,
    ]
}
