// MARK: - What TalkBack remembers between gestures

extension TalkBack {
    /// The reading controls, the action picked from the Actions control, and the TalkBack
    /// menu; focus is the session's.
    public struct State: ReaderState {
        /// The reading control the user set.
        var chosenControl: ReadingControl?
        /// The contextual control TalkBack picked by itself when focus landed.
        var contextualControl: ReadingControl?
        /// The entry of the Actions control, as an index into "Activate" and then the
        /// focused element's custom actions.
        var actionIndex: Int?
        /// Whether the TalkBack menu is open over the screen.
        var menuOpen = false
        /// The element focus was on in the main window when it moved into a dialog or sheet:
        /// where TalkBack puts it back when that window closes (the reference's §3.1).
        var windowReturnID: String?

        public init() {}
    }
}
