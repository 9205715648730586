import RotorModel

/// Runs a spec's gestures through its screen reader.
enum TranscriptRunner {
    /// - Returns: The steps, and what they spoke from inferred phrases, in order of first use.
    static func run(_ spec: TranscriptSpec, phrases: Phrasebook) throws(TranscriptError) -> ([TranscriptStep], [String]) {
        try spec.reader.transcriptSteps(spec, phrases)
    }

    /// Runs every step through `Reader` and records what it said.
    static func run<Reader: ScreenReader>(
        _ spec: TranscriptSpec, _ phrases: Phrasebook, reader: Reader
    ) throws(TranscriptError) -> ([TranscriptStep], [String]) {
        var simulation = Simulation(reader: reader, component: spec.component)
        var result: [TranscriptStep] = []
        var inferred: [String] = []
        for step in spec.steps {
            let outcome: SimulationStep
            do throws(ReaderFailure) {
                outcome = try simulation.perform(step.gesture)
            } catch {
                throw TranscriptError(line: step.line, column: 1, message: "'\(step.text)': \(error.message)")
            }
            for text in outcome.inferred where !inferred.contains(text) { inferred.append(text) }
            var recorded = TranscriptStep(
                gesture: step.text, gestureDescription: describe(step.gesture, phrases),
                speech: outcome.speech, hint: outcome.hint, focus: outcome.focus, state: outcome.state,
                notes: outcome.notes, line: step.line
            )
            recorded.rotor = outcome.rotor
            result.append(recorded)
        }
        return (result, inferred)
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
        case .rotate(let clockwise): phrases.text(clockwise ? .gestureRotateRight : .gestureRotateLeft)
        case .rotor(let item): phrases.text(.gestureRotor, ["item": item])
        case .magicTap: phrases.text(.gestureMagicTap)
        case .threeFingerSwipe(.up): phrases.text(.gestureThreeFingerUp)
        case .threeFingerSwipe(.down): phrases.text(.gestureThreeFingerDown)
        case .threeFingerSwipe(.left): phrases.text(.gestureThreeFingerLeft)
        case .threeFingerSwipe(.right): phrases.text(.gestureThreeFingerRight)
        case .touch(let label): phrases.text(.gestureTouch, ["label": label])
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
    static func transcriptSteps(_ spec: TranscriptSpec, _ phrases: Phrasebook) throws(TranscriptError) -> ([TranscriptStep], [String]) {
        try TranscriptRunner.run(spec, phrases, reader: Self(phrases: phrases, settings: spec.settings))
    }
}
