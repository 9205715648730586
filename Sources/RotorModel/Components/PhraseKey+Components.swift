// MARK: - Words more than one component uses

extension PhraseKey {
    /// A haptic a listener cannot hear: a slider reaching its end, or code that plays one.
    public static let noteHaptic: PhraseKey = "note.haptic"
    /// What separates the names in a picture's list of elements. A name may hold commas
    /// ("Reply, Button"), so the separator is one a listener can tell from a comma.
    public static let listSeparator: PhraseKey = "list.separator"
}
