// MARK: - What VoiceOver remembers between gestures

extension VoiceOver {
    /// The rotor and the custom action it is on; focus is the session's.
    public struct State: ReaderState {
        /// The rotor item the user turned to.
        var rotorChoice: RotorItem?
        /// The rotor item the focused element switched to ("Change Rotor with Item").
        var rotorFollowed: RotorItem?
        /// The custom action the Actions rotor is on, as an index into the focused element's actions.
        var actionIndex: Int?

        public init() {}
    }
}
