import RotorModel

/// A small English phrasebook for model tests, which cannot load the shipped files.
enum TestPhrases {
    static let english = Phrasebook(language: "en", entries: [
        .traitButton: "Button", .traitAdjustable: "Adjustable", .traitSelected: "Selected",
        .traitHeader: "Heading", .traitImage: "Image", .traitTextField: "Text field",
        .tabPosition: "Tab, {index} of {count}", .tabBarLabel: "{name} Tab bar",
        .tabContentLabel: "Tab content", .sliderHintHorizontal: "Horizontal slider",
        .sliderHintVertical: "Vertical slider", .sliderValue: "{value}, {percent}%",
        .editorField: "Slider value", .editorHint: "Minimum: {min}, maximum: {max}",
        .editorDone: "Done", .editorCancel: "Cancel", .carouselAfterDefault: "Confirm",
        .cardText: "{name}, {detail}", .noteBoundary: "boundary", .noteHaptic: "haptic",
        .noteFocusMoved: "focus moved to {label}", .noteSelectedByFocus: "selected {label} by focus",
        .noteTabTraitsLost: "tab traits lost", .noteClamped: "clamped {typed} to {value}",
        .noteSnapped: "snapped {from} to {to}", .noteNotAdjustable: "{label} not adjustable",
        .noteSighted: "touch", .noteSaved: "saved {value}", .noteDiscarded: "discarded",
        .notePageShown: "page {label}", .noteSelectionKept: "kept {label}",
        .summarySlider: "Value {value} ({min}–{max})", .summaryCarousel: "Selected card: {card}",
        .summaryTab: "Selected tab: {label}",
    ])
}
