import Foundation
import RotorModel

/// JSON rendering of a transcript, in the fixed shape tools outside Rotor read:
///
/// `{"version": 1, "component": "...", "reader": "voiceover", "readers_note": "", "inferred_phrases": [...], "inferred_behaviors": [...],
/// "steps": [{"gesture", "speech", "hint", "focus", "rotor", "state": {"summary", ...}, "notes", "behaviors", "inferred"}]}`. `speech` is what is said at once; `hint` what
/// follows after a pause, `""` when there is none.
///
/// Keys are sorted so that the same transcript always gives the same bytes.
public enum TranscriptJSONFormatter {
    /// The shape's version, written as `version`: it goes up by one whenever a key is removed,
    /// renamed or changes its meaning, so a reader outside Rotor can refuse a shape it does not
    /// know. Adding a key does not change it.
    public static let version = 1

    private struct Document: Encodable {
        /// `TranscriptJSONFormatter.version`.
        var version: Int
        var component: String
        var reader: String
        /// Why the spec leaves other readers out; `""` when it shows them all.
        var readers_note: String
        /// Spoken phrases with no verified source.
        var inferred_phrases: [String]
        /// Modelled behaviour no source documents, as the phrase file words it.
        var inferred_behaviors: [String]
        var steps: [Step]
    }

    private struct Step: Encodable {
        var gesture: String
        var speech: String
        var hint: String
        var focus: String
        var rotor: String
        /// `summary` plus the component's details, such as `value` or `tab`.
        var state: [String: String]
        var notes: [String]
        /// The keys of the modelled rules the step follows (`behavior.boundary`…).
        var behaviors: [String]
        /// Whether the step rests on an inferred phrase or an inferred behaviour.
        var inferred: Bool
    }

    public static func format(_ transcript: Transcript) -> String {
        let document = Document(
            version: version,
            component: transcript.component,
            reader: transcript.reader,
            readers_note: transcript.readersNote,
            inferred_phrases: transcript.inferredPhrases,
            inferred_behaviors: transcript.inferredBehaviors,
            steps: transcript.steps.map { step in
                var state = step.state.details
                state["summary"] = step.state.summary
                return Step(
                    gesture: step.gesture, speech: step.speech, hint: step.hint, focus: step.focus,
                    rotor: step.rotor, state: state, notes: step.notes,
                    behaviors: step.behaviors, inferred: step.isInferred
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding strings and arrays of strings cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
