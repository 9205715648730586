import RotorCode
import RotorDiagnostics
import RotorModel

/// Runs a spec's gestures through its screen reader.
enum TranscriptRunner {
    /// - Returns: The steps, and what they spoke from inferred phrases, in order of first use.
    static func run(_ spec: TranscriptSpec, _ plan: TranscriptSpec.ReaderPlan, phrases: Phrasebook) throws(Diagnostic) -> ([TranscriptStep], [String]) {
        do throws(Diagnostic) {
            return try plan.reader.transcriptSteps(spec.component, plan, phrases)
        } catch {
            guard plan.reader.name != spec.primary.reader.name, error.code == .gestureNotAvailable else { throw error }
            // A gesture written for the primary reader: say how to give this reader its own.
            var located = error
            located.message += ". Give \(plan.reader.displayName) its own gestures with '\(plan.reader.name): {gestures: [...]}', or leave it out with 'readers: [\(spec.primary.reader.name)]' and a 'readers_note:'"
            throw located
        }
    }

    /// Runs every step through `Reader` and records what it said.
    static func run<Reader: ScreenReader>(
        _ component: any AccessibleComponent, _ plan: TranscriptSpec.ReaderPlan, _ phrases: Phrasebook, reader: Reader
    ) throws(Diagnostic) -> ([TranscriptStep], [String]) {
        try SpecLimits.checkWork(component.accessibilityTree(phrases), steps: plan.steps.count, line: plan.steps.first?.line ?? 1)
        var simulation = Simulation(reader: reader, component: component)
        var result: [TranscriptStep] = []
        var inferred: [String] = []
        for step in plan.steps {
            // A gesture that names its target by spec id shows the element's label instead.
            let shown = labelled(step.gesture, in: simulation.session.component.accessibilityTree(phrases))
            let performed: Result<SimulationStep, Diagnostic>
            do throws(Diagnostic) {
                performed = .success(try simulation.perform(step.gesture))
            } catch {
                performed = .failure(error)
            }
            let code = simulation.session.component as? any CodeComponent
            if let failure = code?.failure {
                // The code the gesture ran failed (and the reader may have found nothing
                // because of it): the error is in the code, named by the step.
                var located = CodeKind.specError(failure)
                located.message = "'\(step.text)' ran code that failed: " + located.message
                throw located
            }
            let outcome: SimulationStep
            switch performed {
            case .success(let step): outcome = step
            case .failure(let refusal):
                // The reader's or the component's refusal, placed at the step that met it.
                var located = refusal
                located.line = step.line
                located.column = 1
                located.message = "'\(step.text)': " + refusal.message
                throw located
            }
            for text in outcome.inferred where !inferred.contains(text) { inferred.append(text) }
            // What the code ran on an assumption during this step, said beside it.
            let rawNotes = code?.notes ?? []
            let codeNotes = rawNotes.map { note in
                phrases.text(.codeNote(note.kind), ["subject": note.subject])
            }
            var recorded = TranscriptStep(
                gesture: step.text, gestureDescription: describe(shown, phrases, reader),
                speech: outcome.speech, hint: outcome.hint, focus: outcome.focus, state: outcome.state,
                notes: outcome.notes + codeNotes, line: step.line
            )
            recorded.rotor = outcome.rotor
            recorded.glossaryID = GestureGlossary.id(for: step.gesture)
            recorded.parts = outcome.parts
            recorded.behaviors = outcome.behaviors.map(\.rawValue)
            recorded.assumptions = rawNotes.filter(\.isAssumption).map { phrases.text(.codeNote($0.kind), ["subject": $0.subject]) }
            recorded.isInferred = !outcome.inferred.isEmpty || rawNotes.contains(where: \.isInferred)
                || outcome.behaviors.contains { phrases.evidence[$0]?.isInferred == true }
            result.append(recorded)
        }
        return (result, inferred)
    }

    /// The gesture with its target named as a listener knows it: a target written as a
    /// node's spec id (`focus question`) becomes that node's label, when it has one.
    static func labelled(_ gesture: Gesture, in tree: AccessibilityNode) -> Gesture {
        func label(_ written: String) -> String {
            guard let node = tree.find(written), !node.label.isEmpty else { return written }
            return node.label
        }
        switch gesture {
        case .focus(let target?): return .focus(label(target))
        case .touch(let target): return .touch(label(target))
        case .tap(let target?): return .tap(label(target))
        default: return gesture
        }
    }

    /// The gesture in the transcript's language: a shared gesture in the words its form
    /// declares (`SharedGesture`); the reader words its own gestures.
    static func describe(_ gesture: Gesture, _ phrases: Phrasebook, _ reader: some ScreenReader) -> String {
        if case .own(let own) = gesture { return reader.describe(own) }
        guard let (form, arguments) = SharedGesture.form(of: gesture) else { return gesture.name }
        return phrases.text(form.words, arguments)
    }
}

extension ScreenReader {
    /// Opens the spec's reader type, which the registry hands out as an existential.
    static func transcriptSteps(
        _ component: any AccessibleComponent, _ plan: TranscriptSpec.ReaderPlan, _ phrases: Phrasebook
    ) throws(Diagnostic) -> ([TranscriptStep], [String]) {
        try TranscriptRunner.run(component, plan, phrases, reader: Self(phrases: phrases, settings: plan.settings))
    }
}
