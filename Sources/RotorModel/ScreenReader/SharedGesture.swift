/// A gesture every reader shares, declared once: its name, how specs write it, and the words
/// a transcript names it with.
///
/// `SharedGesture.all` is the one table of the shared vocabulary, as `ReaderGesture` is for a
/// reader's own gestures. The spec's gesture parser, its list of gestures, the gesture
/// glossary, `Gesture.sharedNames` and a transcript's gesture words all come from it; adding
/// a shared gesture is a `Gesture` case, a row here, and the case in each reader's `perform`.
public struct SharedGesture: Sendable {
    /// Where the glossary puts the gesture: before the readers' own gestures, or after them
    /// with typing and the touches made without a reader.
    public enum Group: Sendable, Hashable {
        case screenReader
        case withoutReader
    }

    /// One way of writing the gesture.
    public struct Form: Sendable {
        /// How specs write it: words, then perhaps a placeholder in capitals for any text
        /// (`focus LABEL`). A hyphen may also be written as a space, as for `ReaderGesture`.
        public var written: String
        /// Other spellings the parser takes and no list shows: `double-tap`.
        public var spellings: [String]
        /// Whether the parser's list of gestures (in its error) shows the form; the glossary
        /// shows every form.
        public var listed: Bool
        /// The words a transcript names the gesture with when written in this form.
        public var words: PhraseKey
        /// The gesture, given the text written for the placeholder (`nil` for a form without
        /// one); `nil` when that text does not fit (`drag to 2`).
        let make: @Sendable (String?) -> Gesture?
        /// The arguments of `words` when `gesture` is this form of the gesture, else `nil`.
        let arguments: @Sendable (Gesture) -> [String: String]?

        init(
            _ written: String, spellings: [String] = [], listed: Bool = true, words: PhraseKey,
            make: @escaping @Sendable (String?) -> Gesture?, arguments: @escaping @Sendable (Gesture) -> [String: String]?
        ) {
            self.written = written
            self.spellings = spellings
            self.listed = listed
            self.words = words
            self.make = make
            self.arguments = arguments
        }

        /// A form without a placeholder, always the same gesture.
        init(_ written: String, spellings: [String] = [], listed: Bool = true, words: PhraseKey, _ gesture: Gesture) {
            self.init(written, spellings: spellings, listed: listed, words: words, make: { _ in gesture }, arguments: { $0 == gesture ? [:] : nil })
        }

        /// Whether the form takes text for a placeholder: its last word is in capitals.
        public var hasPlaceholder: Bool {
            written.split(separator: " ").last.map { $0.allSatisfy(\.isUppercase) } ?? false
        }

        /// The gesture written in this form, with `argument` for its placeholder.
        public func gesture(_ argument: String?) -> Gesture? { make(argument) }

        /// The arguments of `words` for `gesture`, when it is this form of the gesture.
        public func wordArguments(for gesture: Gesture) -> [String: String]? { arguments(gesture) }
    }

    /// The name readers list and the glossary's anchor (`Gesture.name`): `swipe-up`.
    public var name: String
    public var forms: [Form]
    public var group: Group
    /// The written form the parser's list shows the gesture after, as `ReaderGesture.listedAfter`;
    /// in the table's order when `nil`.
    public var listedAfter: String?

    init(_ name: String, group: Group = .screenReader, listedAfter: String? = nil, _ forms: [Form]) {
        self.name = name
        self.group = group
        self.listedAfter = listedAfter
        self.forms = forms
    }

    /// Every shared gesture, in the glossary's order.
    public static let all: [SharedGesture] = [
        SharedGesture("focus", [
            Form("focus", words: "gesture.focus", .focus(nil)),
            Form("focus LABEL", words: "gesture.focusOn", make: { $0.map { .focus($0) } }, arguments: {
                if case .focus(let label?) = $0 { ["label": label] } else { nil }
            }),
        ]),
        SharedGesture("swipe-right", [Form("swipe right", words: "gesture.swipeRight", .swipeRight)]),
        SharedGesture("swipe-left", [Form("swipe left", words: "gesture.swipeLeft", .swipeLeft)]),
        SharedGesture("swipe-up", [Form("swipe up", words: "gesture.swipeUp", .swipeUp)]),
        SharedGesture("swipe-down", [Form("swipe down", words: "gesture.swipeDown", .swipeDown)]),
        SharedGesture("double-tap", [Form("double tap", spellings: ["double-tap"], words: "gesture.doubleTap", .doubleTap)]),
        SharedGesture("touch", [
            Form("touch LABEL", words: "gesture.touch", make: { $0.map { .touch($0) } }, arguments: {
                if case .touch(let label) = $0 { ["label": label] } else { nil }
            }),
        ]),
        SharedGesture("magic-tap", listedAfter: "double tap", [
            Form("magic tap", words: "gesture.magicTap", .magicTap),
            Form("two-finger double tap", listed: false, words: "gesture.magicTap", .magicTap),
        ]),
        SharedGesture("type", group: .withoutReader, [
            Form("type TEXT", words: "gesture.type", make: { $0.map { .type($0) } }, arguments: {
                if case .type(let text) = $0 { ["text": text] } else { nil }
            }),
        ]),
        SharedGesture("tap", group: .withoutReader, [
            Form("tap", words: "gesture.tap", .tap(nil)),
            Form("tap LABEL", words: "gesture.tapOn", make: { $0.map { .tap($0) } }, arguments: {
                if case .tap(let label?) = $0 { ["label": label] } else { nil }
            }),
        ]),
        SharedGesture("drag", group: .withoutReader, [
            Form("drag to FRACTION", words: "gesture.drag", make: { $0.flatMap(SharedGesture.fraction).map { .drag($0) } }, arguments: {
                if case .drag(let fraction) = $0 { ["percent": NumberText.format(fraction * 100)] } else { nil }
            }),
            Form("release", words: "gesture.release", .release),
        ]),
    ]

    /// The form `gesture` was written in, with the arguments of its words; `nil` for a reader's own.
    public static func form(of gesture: Gesture) -> (form: Form, arguments: [String: String])? {
        for shared in all {
            for form in shared.forms {
                if let arguments = form.arguments(gesture) { return (form, arguments) }
            }
        }
        return nil
    }

    /// The shared forms as the parser's list of gestures shows them: in the table's order,
    /// each gesture with a `listedAfter` moved to follow that form.
    public static var listedForms: [String] {
        var words: [String] = []
        var placedLater: [SharedGesture] = []
        for shared in all {
            if shared.listedAfter != nil { placedLater.append(shared) } else { words += shared.forms.filter(\.listed).map(\.written) }
        }
        for shared in placedLater {
            let index = shared.listedAfter.flatMap { words.firstIndex(of: $0) }.map { $0 + 1 } ?? words.endIndex
            words.insert(contentsOf: shared.forms.filter(\.listed).map(\.written), at: index)
        }
        return words
    }

    /// `0.6` or `60%`, within 0…1.
    private static func fraction(_ text: String) -> Double? {
        let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        guard let value, (0...1).contains(value) else { return nil }
        return value
    }
}
