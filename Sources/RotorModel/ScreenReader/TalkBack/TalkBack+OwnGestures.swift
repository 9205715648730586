import RotorDiagnostics

// MARK: - The gestures only TalkBack has

extension TalkBack {
    public static let ownGestures = [
        ReaderGesture("three-finger-tap", written: ["three-finger tap"], purpose: .actions, phraseKeys: [.gestureThreeFingerTap]),
        ReaderGesture("choose", written: ["choose ACTION"], purpose: .actions, phraseKeys: [.gestureChoose]),
        ReaderGesture("reading-control", written: ["reading control NAME"], purpose: .swipeSetting, phraseKeys: [.gestureReadingControl]),
        ReaderGesture("back", written: ["back"], purpose: .escape, phraseKeys: [.gestureBack]),
    ]

    /// One of TalkBack's own gestures, read from what the spec wrote.
    enum OwnGesture {
        /// A three-finger tap opens the TalkBack menu.
        case threeFingerTap
        /// Pick this item (an action's name) from the open TalkBack menu.
        case choose(String)
        /// Set the reading control (what swipe up and down do) to the one with this name.
        case readingControl(String)
        /// Android's system Back (button or edge swipe), which closes a dialog or sheet.
        case back

        init?(_ gesture: Gesture) {
            guard case .own(let own) = gesture else { return nil }
            switch (own.name, own.argument) {
            case ("three-finger-tap", _): self = .threeFingerTap
            case ("choose", let item?): self = .choose(item)
            case ("reading-control", let name?): self = .readingControl(name)
            case ("back", _): self = .back
            default: return nil
            }
        }

        /// Whether it works while the TalkBack menu is open.
        var worksInMenu: Bool {
            switch self {
            case .choose, .back: true
            case .threeFingerTap, .readingControl: false
            }
        }
    }

    func perform(_ gesture: OwnGesture, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        switch gesture {
        case .threeFingerTap: try openMenu(in: &session)
        case .choose(let item): try choose(item, in: &session)
        case .readingControl(let name): try setReadingControl(name, in: &session)
        case .back: back(in: &session)
        }
    }

    public func describe(_ gesture: Gesture.Own) -> String {
        switch OwnGesture(.own(gesture)) {
        case .threeFingerTap: phrases.text(.gestureThreeFingerTap)
        case .choose(let item): phrases.text(.gestureChoose, ["item": item])
        case .readingControl(let name): phrases.text(.gestureReadingControl, ["name": name])
        case .back: phrases.text(.gestureBack)
        case nil: gesture.name
        }
    }

    /// Another reader's gesture, named by TalkBack's nearest equivalent.
    public static func instead(of gesture: Gesture.Own) -> String? {
        switch gesture.purpose {
        case .escape: "Android's counterpart to \(gesture.owner)'s escape is 'back'"
        case .swipeSetting: "TalkBack has reading controls instead of a rotor: 'reading control NAME' (actions, headings, characters)"
        case .scroll: "scrolling by a page is not modelled for TalkBack"
        case .actions: "custom actions are reached with 'three-finger tap', then 'choose ACTION'"
        case .other: nil
        }
    }
}

extension PhraseKey {
    /// The transcript's words for TalkBack's own gestures.
    static let gestureThreeFingerTap: PhraseKey = "gesture.threeFingerTap"
    /// `{item}`
    static let gestureChoose: PhraseKey = "gesture.choose"
    /// `{name}`
    static let gestureReadingControl: PhraseKey = "gesture.readingControl"
    static let gestureBack: PhraseKey = "gesture.back"
}
