import RotorDiagnostics

/// TalkBack on Android, reduced to what a transcript needs, over the same neutral tree.
///
/// The tree is read as Jetpack Compose would hand it to TalkBack (the reference's mapping
/// table): a value is the `stateDescription`, an adjustable element is a slider with
/// `progressBarRangeInfo`, a tab bar is a `selectableGroup` of `Role.Tab` items, custom
/// actions are `customActions`. Speech follows TalkBack's compositor: the description in
/// the user's order (state, name, role by default), "selected" before it and "disabled"
/// after it, then the position in a collection and the collection transition; usage hints
/// follow after 400 ms. Reading order is Compose's geometry (`FocusTraversal.Platform.compose`).
public struct TalkBack: ScreenReader {
    public static let name = "talkback"
    public static let displayName = "TalkBack"
    /// TalkBack's Korean documentation says 두 번 탭 and 스와이프 where Apple's says 이중 탭
    /// and 쓸기, and calls the magic tap a two-finger double tap.
    public static let ownWording: [PhraseKey] = [
        "gesture.swipeRight", "gesture.swipeLeft", "gesture.swipeUp", "gesture.swipeDown", "gesture.doubleTap", "gesture.magicTap",
    ]

    /// The three description orders TalkBack offers (Settings › Verbosity › Element description order).
    public enum DescriptionOrder: String, Sendable, CaseIterable {
        case stateNameRole = "state-name-role"
        case roleNameState = "role-name-state"
        case nameRoleState = "name-role-state"
    }

    public static let settings = [
        ReaderSetting(
            key: "order", defaultValue: .choice(DescriptionOrder.stateNameRole.rawValue),
            choices: DescriptionOrder.allCases.map(\.rawValue),
            summary: "Element description order (TalkBack › Verbosity): state, name and role words in this order; state-name-role by default."
        ),
        ReaderSetting(
            key: "hints", defaultValue: .flag(true),
            summary: "Speak usage hints (TalkBack › Verbosity): when off, no hint is spoken after the pause."
        ),
        ReaderSetting(
            key: "speak_roles", defaultValue: .flag(true),
            summary: "Speak element type (TalkBack › Verbosity): when off, role words such as “Button” are left out."
        ),
    ]

    /// The reading controls Rotor models. TalkBack has more (words, lines, links, speech
    /// rate…); they change nothing a transcript of a component shows.
    public enum ReadingControl: String, Sendable, CaseIterable {
        /// The default: swipe up and down move through the focused text by character.
        case characters
        case headings
        /// Contextual: chosen by itself when focus lands on an element with custom actions.
        case actions
        /// Contextual: chosen by itself when focus lands on a slider.
        case adjustSlider = "adjust slider"

        var phrase: PhraseKey {
            switch self {
            case .characters: .tbControlCharacters
            case .headings: .tbControlHeadings
            case .actions: .tbControlActions
            case .adjustSlider: .tbControlAdjustSlider
            }
        }
    }

    public let phrases: Phrasebook
    public var order: DescriptionOrder
    public var speaksHints: Bool
    public var speaksRoles: Bool

    public init(phrases: Phrasebook, settings: ReaderSettings = ReaderSettings()) {
        self.phrases = phrases
        self.order = DescriptionOrder(rawValue: settings.choice("order", default: "")) ?? .stateNameRole
        self.speaksHints = settings.flag("hints", default: true)
        self.speaksRoles = settings.flag("speak_roles", default: true)
    }

    /// Compose's order. While a modal node shows, only it is read: on Android a dialog is a
    /// window of its own, and TalkBack moves within the active window.
    public func readingOrder(_ tree: AccessibilityNode) -> [FocusableElement] {
        guard let modal = tree.lastModal else { return FocusTraversal.order(tree, platform: .compose) }
        return FocusTraversal.order(.stack(id: tree.id, [modal]), platform: .compose)
    }

    public func perform(_ gesture: Gesture, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
        let own = OwnGesture(gesture)
        if session.state.menuOpen, own?.worksInMenu != true {
            throw Diagnostic("the TalkBack menu is open; 'choose ACTION' picks from it, 'back' closes it")
        }
        var outcome: ReaderOutcome
        switch gesture {
        case .focus(let label): outcome = try focus(label, in: &session)
        case .swipeRight: outcome = try move(by: 1, in: &session)
        case .swipeLeft: outcome = try move(by: -1, in: &session)
        case .swipeUp: outcome = try swipeVertically(down: false, in: &session)
        case .swipeDown: outcome = try swipeVertically(down: true, in: &session)
        case .doubleTap: outcome = try activate(in: &session)
        case .magicTap: outcome = mediaControl(in: &session)
        case .touch(let label): outcome = try explore(label, in: &session)
        case .type(let text): outcome = try type(text, in: &session)
        case .tap(let label): outcome = try touch(tapping: label, in: &session)
        case .drag(let fraction): outcome = try touch(.drag(fraction: fraction), in: &session)
        case .release: outcome = try touch(.release, in: &session)
        case .own(let written):
            guard let own else { throw Self.refusal(written) }
            outcome = try perform(own, in: &session)
        }
        outcome.rotor = readingControl(session).map { phrases.text($0.phrase) } ?? ""
        return outcome
    }

    // MARK: Looking at the session

    func elements(_ session: Session) -> [FocusableElement] {
        readingOrder(session.component.accessibilityTree(phrases))
    }

    func focusedElement(_ session: Session) -> FocusableElement? {
        guard let id = session.focusedID else { return nil }
        return elements(session).first { $0.id == id }
    }

    static func customActions(_ element: FocusableElement) -> [String] {
        element.actions.compactMap { if case .custom(let name) = $0 { name } else { nil } }
    }
}
