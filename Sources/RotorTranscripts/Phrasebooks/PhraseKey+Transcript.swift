import RotorModel

// MARK: - Transcript interface and gesture names

extension PhraseKey {
    public static let uiCaption: PhraseKey = "ui.caption"
    public static let uiIOSCodeOnly: PhraseKey = "ui.iosCodeOnly"
    public static let uiAndroidCodeOnly: PhraseKey = "ui.androidCodeOnly"
    public static let uiComputedFrom: PhraseKey = "ui.computedFrom"
    public static let uiTableCaption: PhraseKey = "ui.tableCaption"
    public static let uiStep: PhraseKey = "ui.step"
    public static let uiGesture: PhraseKey = "ui.gesture"
    public static let uiSpeech: PhraseKey = "ui.speech"
    public static let uiState: PhraseKey = "ui.state"
    public static let uiFocus: PhraseKey = "ui.focus"
    public static let uiNotes: PhraseKey = "ui.notes"
    public static let uiSilence: PhraseKey = "ui.silence"
    public static let uiPrevious: PhraseKey = "ui.previous"
    public static let uiNext: PhraseKey = "ui.next"
    public static let uiStepStatus: PhraseKey = "ui.stepStatus"
    public static let uiPlayer: PhraseKey = "ui.player"
    /// The player's button that goes back to the first step.
    public static let uiRestart: PhraseKey = "ui.restart"
    public static let uiHint: PhraseKey = "ui.hint"
    public static let uiInferred: PhraseKey = "ui.inferred"
    public static let uiInferredBehaviors: PhraseKey = "ui.inferredBehaviors"
    public static let uiHeardOn: PhraseKey = "ui.heardOn"
    public static let uiHeardDetail: PhraseKey = "ui.heardDetail"
    public static let uiVerified: PhraseKey = "ui.verified"
    public static let uiReaders: PhraseKey = "ui.readers"
    /// Said beside the reader switch: the choice is the page's and the site's, and kept.
    public static let uiReadersRemembered: PhraseKey = "ui.readersRemembered"
    public static let uiGlossary: PhraseKey = "ui.glossary"
    public static let uiLegend: PhraseKey = "ui.legend"
    public static let uiGlossaryCaption: PhraseKey = "ui.glossaryCaption"
    public static let uiGlossaryFingers: PhraseKey = "ui.glossaryFingers"
    /// `{reader}`
    public static let uiGlossaryNone: PhraseKey = "ui.glossaryNone"
    /// `{reader}`
    public static let uiPhraseTable: PhraseKey = "ui.phraseTable"
    public static let uiPhrase: PhraseKey = "ui.phrase"
    /// `{reader}`: the caption of the second table, the rules the reader follows in the model.
    public static let uiBehaviorTable: PhraseKey = "ui.behaviorTable"
    /// The heading of the rules' column.
    public static let uiBehavior: PhraseKey = "ui.behavior"
    public static let uiEvidence: PhraseKey = "ui.evidence"
    public static let uiSource: PhraseKey = "ui.source"
    public static let evidenceDocumented: PhraseKey = "evidence.documented"
    public static let evidenceDocumentedSource: PhraseKey = "evidence.documented-src"
    public static let evidenceObserved: PhraseKey = "evidence.observed"
    public static let evidenceInferred: PhraseKey = "evidence.inferred"

    /// Every key the transcript phrase file must define: the words of `kinds`, what every
    /// reader and each reader alone writes there, the interface's, and the names of each
    /// reader's own gestures, each once.
    public static func transcriptKeys(_ kinds: ComponentRegistry = .standard, readers: ReaderRegistry = .standard) -> [PhraseKey] {
        var seen = Set<PhraseKey>()
        let notes = readers.readers.flatMap { $0.transcriptNoteKeys }
        let ownGestures = readers.readers.flatMap { reader in reader.ownGestures.flatMap { $0.phraseKeys } }
        return (kinds.phraseKeys + readerTranscriptKeys + notes + interfaceKeys + ownGestures).filter { seen.insert($0).inserted }
    }

    /// The words of transcripts themselves and of the pages about them, whatever the kinds.
    static let interfaceKeys: [PhraseKey] = [
        uiCaption, uiIOSCodeOnly, uiAndroidCodeOnly, uiComputedFrom, uiTableCaption, uiStep, uiGesture, uiSpeech, uiState, uiFocus, uiNotes,
        uiSilence, uiPrevious, uiNext, uiStepStatus, uiPlayer, uiRestart, uiHint, uiInferred, uiInferredBehaviors, uiHeardOn, uiHeardDetail, uiVerified, uiReaders, uiReadersRemembered,
        uiGlossary, uiGlossaryCaption, uiGlossaryFingers, uiGlossaryNone, uiLegend,
        uiPhraseTable, uiPhrase, uiBehaviorTable, uiBehavior, uiEvidence, uiSource, evidenceDocumented, evidenceDocumentedSource,
        evidenceObserved, evidenceInferred,
    ] + SharedGesture.all.flatMap { $0.forms.map(\.words) } + GestureGlossary.phraseKeys + referenceKeys + fidelityKeys + SpeechRole.legendRoles.map { PhraseKey(rawValue: "ui.legend.\($0.rawValue)") }
        + [PhraseKey(rawValue: "ui.legend.other")]
}

extension TranscriptLabels {
    init(_ phrases: Phrasebook, reader: String) {
        self.init(
            tableCaption: phrases.text(.uiTableCaption, ["reader": reader]), step: phrases.text(.uiStep),
            gesture: phrases.text(.uiGesture), speech: phrases.text(.uiSpeech),
            state: phrases.text(.uiState), focus: phrases.text(.uiFocus),
            notes: phrases.text(.uiNotes), silence: phrases.text(.uiSilence),
            previous: phrases.text(.uiPrevious), next: phrases.text(.uiNext),
            stepStatus: phrases.text(.uiStepStatus), player: phrases.text(.uiPlayer),
            hint: phrases.text(.uiHint), inferred: phrases.text(.uiInferred, ["reader": reader])
        )
        self.restart = phrases.text(.uiRestart)
        self.readers = phrases.text(.uiReaders)
        self.readersRemembered = phrases.text(.uiReadersRemembered)
        self.glossary = phrases.text(.uiGlossary)
        self.computedFrom = phrases.text(.uiComputedFrom)
        self.inferredBehaviors = phrases.text(.uiInferredBehaviors, ["reader": reader])
        self.heardOn = phrases.text(.uiHeardOn)
        self.heardDetail = phrases.text(.uiHeardDetail)
        self.verified = phrases.text(.uiVerified)
        self.legend = phrases.text(.uiLegend)
        self.legendRoles = SpeechRole.legendRoles.map { phrases.text(PhraseKey(rawValue: "ui.legend.\($0.rawValue)")) }
        self.legendOther = phrases.text(PhraseKey(rawValue: "ui.legend.other"))
    }
}

extension SpeechRole {
    /// The roles a figure's legend explains, in the order it lists them.
    public static let legendRoles: [SpeechRole] = [.label, .value, .trait, .position, .context]
}

extension PhraseKey {
    /// The words of the authors' reference page.
    static let referenceKeys: [PhraseKey] = [
        "common", "key", "type", "summary", "example", "sceneNodes", "traits", "containers", "effects",
        "settings", "reader", "default", "gestures", "gesture", "readers",
    ].map { PhraseKey(rawValue: "ui.ref.\($0)") }
}
