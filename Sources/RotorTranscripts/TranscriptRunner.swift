import RotorModel

/// Runs a spec's gestures through the VoiceOver simulator.
enum TranscriptRunner {
    static func run(_ spec: TranscriptSpec, phrases: Phrasebook) throws(TranscriptError) -> [TranscriptStep] {
        switch spec.component {
        case .slider(let model): try run(model, spec.steps, phrases)
        case .integerSlider(let model): try run(model, spec.steps, phrases)
        case .carousel(let model): try run(model, spec.steps, phrases)
        case .tabBar(let model): try run(model, spec.steps, phrases)
        case .focusOrder(let model): try run(model, spec.steps, phrases)
        }
    }

    private static func run<Component: AccessibleComponent>(
        _ component: Component, _ steps: [TranscriptSpec.Step], _ phrases: Phrasebook
    ) throws(TranscriptError) -> [TranscriptStep] {
        var simulator = VoiceOverSimulator(component: component, phrases: phrases)
        var result: [TranscriptStep] = []
        for step in steps {
            let outcome: SimulationStep
            do throws(VoiceOverSimulator<Component>.Failure) {
                outcome = try simulator.perform(step.gesture)
            } catch {
                throw TranscriptError(line: step.line, column: 1, message: "'\(step.text)': \(error.message)")
            }
            result.append(TranscriptStep(
                gesture: step.text, gestureDescription: describe(step.gesture, phrases),
                speech: outcome.speech, focus: outcome.focus, state: outcome.state,
                notes: outcome.notes, line: step.line
            ))
        }
        return result
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
