import RotorCode
import RotorModel

// MARK: - The words of a scene computed from code

extension CodeKind {
    /// The scene's words, a haptic the code plays, and the notes about code run on an assumption.
    static let phraseKeys: [PhraseKey] = SceneModel.phraseKeys + [.noteHaptic] + [
        CodeNote.Kind.skipped, .localizationKey, .externalClosure, .outlets, .unlabelledSymbol, .undocumentedValue, .representable, .assumed, .modifierOrder, .stackModifier, .subviewLabel, .unrememberedState, .transparent, .coveredControls, .restyledToggle,
    ].map(PhraseKey.codeNote)
}

extension PhraseKey {
    /// Notes about code Rotor ran on an assumption (`CodeNote`), each with `{subject}`.
    public static func codeNote(_ kind: CodeNote.Kind) -> PhraseKey { PhraseKey(rawValue: "note.code.\(kind.rawValue)") }
}
