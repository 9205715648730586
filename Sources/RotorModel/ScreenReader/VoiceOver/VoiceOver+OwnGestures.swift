import RotorDiagnostics

// MARK: - The gestures only VoiceOver has

extension VoiceOver {
    public static let ownGestures = [
        ReaderGesture("two-finger-scrub", written: ["two-finger scrub"], purpose: .escape, listedAfter: "double tap",
                      phraseKeys: [.gestureTwoFingerScrub]),
        ReaderGesture("rotate", written: ["rotate right", "rotate left"], purpose: .swipeSetting, listedAfter: "two-finger scrub",
                      phraseKeys: [.gestureRotateRight, .gestureRotateLeft]),
        ReaderGesture("rotor", written: ["rotor NAME"], purpose: .swipeSetting, listedAfter: "rotate left", phraseKeys: [.gestureRotor]),
        ReaderGesture("three-finger-swipe", written: ["three-finger swipe up|down|left|right"], purpose: .scroll, listedAfter: "magic tap",
                      phraseKeys: Direction.allCases.map(\.phraseKey)),
    ]

    /// Which way a three-finger swipe goes.
    enum Direction: String, CaseIterable {
        case up, down, left, right

        /// `gesture.threeFingerUp`
        var phraseKey: PhraseKey { PhraseKey(rawValue: "gesture.threeFinger" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()) }
    }

    /// One of VoiceOver's own gestures, read from what the spec wrote.
    enum OwnGesture {
        /// Escape: dismiss a modal or go back.
        case twoFingerScrub
        /// Two-finger twist: the next (`clockwise`) or previous rotor item.
        case rotate(clockwise: Bool)
        /// Turn the rotor until the item with this name.
        case rotor(String)
        /// Scroll by a page.
        case threeFingerSwipe(Direction)

        init?(_ gesture: Gesture.Own) {
            switch (gesture.name, gesture.argument) {
            case ("two-finger-scrub", _): self = .twoFingerScrub
            case ("rotate", let form): self = .rotate(clockwise: form == "rotate right")
            case ("rotor", let name?): self = .rotor(name)
            case ("three-finger-swipe", let way?):
                guard let direction = Direction(rawValue: way) else { return nil }
                self = .threeFingerSwipe(direction)
            default: return nil
            }
        }
    }

    func perform(_ gesture: OwnGesture, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        switch gesture {
        case .twoFingerScrub: escape(in: &session)
        case .rotate(let clockwise): try rotate(by: clockwise ? 1 : -1, in: &session)
        case .rotor(let name): try turnRotor(to: name, in: &session)
        case .threeFingerSwipe(let direction): scroll(forward: direction == .left || direction == .up, in: &session)
        }
    }

    public func describe(_ gesture: Gesture.Own) -> String {
        switch OwnGesture(gesture) {
        case .twoFingerScrub: phrases.text(.gestureTwoFingerScrub)
        case .rotate(let clockwise): phrases.text(clockwise ? .gestureRotateRight : .gestureRotateLeft)
        case .rotor(let item): phrases.text(.gestureRotor, ["item": item])
        case .threeFingerSwipe(let direction): phrases.text(direction.phraseKey)
        case nil: gesture.name
        }
    }

    /// Another reader's gesture, named by VoiceOver's nearest equivalent.
    public static func instead(of gesture: Gesture.Own) -> String? {
        switch gesture.purpose {
        case .actions: "custom actions are reached with 'rotor actions', then 'swipe down' and 'double tap'"
        case .swipeSetting: "VoiceOver's counterpart is the rotor: 'rotor NAME' or 'rotate right'"
        case .escape: "VoiceOver's escape is 'two-finger scrub'"
        case .scroll: "VoiceOver scrolls by a page with 'three-finger swipe up|down|left|right'"
        case .other: nil
        }
    }
}

extension PhraseKey {
    /// The transcript's words for VoiceOver's own gestures.
    static let gestureTwoFingerScrub: PhraseKey = "gesture.twoFingerScrub"
    static let gestureRotateRight: PhraseKey = "gesture.rotateRight"
    static let gestureRotateLeft: PhraseKey = "gesture.rotateLeft"
    /// `{item}`
    static let gestureRotor: PhraseKey = "gesture.rotor"
}
