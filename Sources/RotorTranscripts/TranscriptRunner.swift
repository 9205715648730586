import RotorModel

/// Runs a spec's gestures through its screen reader.
enum TranscriptRunner {
    /// - Returns: The steps, and the reader's phrases they spoke.
    static func run(_ spec: TranscriptSpec, phrases: Phrasebook) throws(TranscriptError) -> ([TranscriptStep], Set<PhraseKey>) {
        try spec.reader.transcriptSteps(spec, phrases)
    }

    /// Runs every step through `Reader` and records what it said.
    static func run<Reader: ScreenReader>(
        _ spec: TranscriptSpec, _ phrases: Phrasebook, reader: Reader
    ) throws(TranscriptError) -> ([TranscriptStep], Set<PhraseKey>) {
        var simulation = Simulation(reader: reader, component: spec.component)
        var result: [TranscriptStep] = []
        var spoken: Set<PhraseKey> = []
        for step in spec.steps {
            let outcome: SimulationStep
            do throws(ReaderFailure) {
                outcome = try simulation.perform(step.gesture)
            } catch {
                throw TranscriptError(line: step.line, column: 1, message: "'\(step.text)': \(error.message)")
            }
            spoken.formUnion(outcome.phrases)
            result.append(TranscriptStep(
                gesture: step.text, gestureDescription: describe(step.gesture, phrases),
                speech: outcome.speech, hint: outcome.hint, focus: outcome.focus, state: outcome.state,
                notes: outcome.notes, line: step.line
            ))
        }
        return (result, spoken)
    }

    /// The gesture in the transcript's language.
    static func describe(_ gesture: Gesture, _ phrases: Phrasebook) -> String {
        switch gesture {
        case .focus(nil): phrases.text(.gestureFocus)
        case .focus(let label?): phrases.text(.gestureFocusOn, ["label": label])
        case .swipeRight: phrases.text(.gestureSwipeRight)
        case .swipeLeft: phrases.text(.gestureSwipeLeft)
        case .swipeUp: phrases.text(.gestureSwipeUp)
        case .swipeDown: phrases.text(.gestureSwipeDown)
        case .doubleTap: phrases.text(.gestureDoubleTap)
        case .twoFingerScrub: phrases.text(.gestureTwoFingerScrub)
        case .type(let text): phrases.text(.gestureType, ["text": text])
        case .tap(nil): phrases.text(.gestureTap)
        case .tap(let label?): phrases.text(.gestureTapOn, ["label": label])
        case .drag(let fraction): phrases.text(.gestureDrag, ["percent": NumberText.format(fraction * 100)])
        case .release: phrases.text(.gestureRelease)
        }
    }
}

extension ScreenReader {
    /// Opens the spec's reader type, which the registry hands out as an existential.
    static func transcriptSteps(_ spec: TranscriptSpec, _ phrases: Phrasebook) throws(TranscriptError) -> ([TranscriptStep], Set<PhraseKey>) {
        try TranscriptRunner.run(spec, phrases, reader: Self(phrases: phrases, settings: spec.settings))
    }
}
