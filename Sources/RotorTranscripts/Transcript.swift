import RotorModel

/// A computed record of a screen-reader session with one component: every gesture, what
/// was spoken at once and after a pause, and what the screen showed after it.
///
/// Transcripts are produced by `TranscriptExpander` from a spec, never written by hand,
/// so an article cannot claim VoiceOver says something the model does not.
public struct Transcript: Sendable, Codable, Equatable {
    /// The spec's component name, such as `slider` or `tab-bar`.
    public var component: String
    /// The reader that spoke it, as specs name it: `voiceover` or `talkback`.
    public var reader: String
    /// The reader's product name: "VoiceOver".
    public var readerName: String
    /// The language the transcript is spoken in, `en` or `ko`.
    public var language: String
    /// The figure caption: the spec's `caption`, or one made from the component's name.
    public var caption: String
    public var steps: [TranscriptStep]
    /// Interface words for renderers, in the transcript's language.
    public var labels: TranscriptLabels
    /// Spoken phrases with no verified source, as written in the phrase file, sorted.
    public var inferredPhrases: [String]
    /// The modelled rules (``RotorModel/PhraseKey/behaviorKeys``) its steps follow whose
    /// evidence is `inferred`, as the phrase file words them, in order of first use: named
    /// under the figure beside the inferred phrases.
    public var inferredBehaviors: [String] = []
    /// The keys of rules its steps follow that are labelled as sourced but cite no section of
    /// the reference, or have no entry at all: `rotor check` fails when such a transcript
    /// would count as sourced.
    public var unsourcedBehaviors: [String] = []
    /// Why the spec leaves other readers out (`readers_note:`); empty when it shows them all.
    public var readersNote: String = ""
    /// The article's Swift blocks this transcript was computed from (`code:`), by file name.
    public var codeSources: [String] = []
    /// What a person heard on a device (`recorded:`), which the computed speech matched
    /// step for step; `nil` when nobody recorded it.
    public var recording: TranscriptRecording? = nil

    /// How the page classes the transcript: heard on a device, every step sourced, or some
    /// step inferred.
    public var fidelity: TranscriptFidelity {
        if recording != nil { return .recorded }
        return steps.contains(where: \.isInferred) || !inferredPhrases.isEmpty || !inferredBehaviors.isEmpty ? .inferred : .sourced
    }

    /// The reader block (`talkback:`) the transcript's `expect:` lines belong under, or
    /// `nil` when they are the spec's own, for the primary reader.
    public var expectBlock: String? = nil

    public init(
        component: String, reader: String, readerName: String, language: String, caption: String,
        steps: [TranscriptStep], labels: TranscriptLabels, inferredPhrases: [String] = []
    ) {
        self.inferredPhrases = inferredPhrases
        self.component = component
        self.reader = reader
        self.readerName = readerName
        self.language = language
        self.caption = caption
        self.steps = steps
        self.labels = labels
    }

    /// The spoken lines, one per step; empty where the reader said nothing.
    public var speech: [String] { steps.map(\.speech) }

    /// The hints, one per step; empty where there was none.
    public var hints: [String] { steps.map(\.hint) }
}

/// Where, when and by whom a transcript was heard on a device (`recorded:`).
public struct TranscriptRecording: Sendable, Codable, Equatable {
    public var device: String
    public var os: String
    public var readerVersion: String
    /// `YYYY-MM-DD`.
    public var date: String
    public var by: String
    /// The lines heard, one per step.
    public var lines: [String]

    public init(device: String, os: String, readerVersion: String, date: String, by: String, lines: [String]) {
        self.device = device
        self.os = os
        self.readerVersion = readerVersion
        self.date = date
        self.by = by
        self.lines = lines
    }
}

/// A transcript's standing on the fidelity page.
public enum TranscriptFidelity: String, Sendable, Codable, CaseIterable {
    /// Heard on a device, and the computed speech matches the recording.
    case recorded
    /// Every phrase and behaviour comes from a source (documented, source code or observed).
    case sourced
    /// At least one step rests on an inferred phrase or behaviour.
    case inferred
}

/// One gesture of a transcript and its result.
public struct TranscriptStep: Sendable, Codable, Equatable {
    /// The gesture as the spec writes it, without its repeat count: `swipe up`.
    public var gesture: String
    /// The gesture in the transcript's language, for display.
    public var gestureDescription: String
    /// What the reader said at once; empty when it said nothing.
    public var speech: String
    /// What it said after a pause; empty when there was no hint.
    public var hint: String
    /// The label of the element with VoiceOver focus; empty when none has it.
    public var focus: String
    /// The visible state: `summary`, details, and the picture with its text alternative.
    public var state: VisibleState
    /// What a listener cannot hear: boundaries, haptics, focus moving by itself.
    public var notes: [String]
    /// The 1-based line of the gesture in the spec.
    public var line: Int
    /// The rotor item after the gesture, in the transcript's language; empty for none.
    public var rotor: String = ""
    /// The gesture's entry in the glossary (`GestureGlossary`), such as `swipe-up`.
    public var glossaryID: String = ""
    /// `speech` in parts, each with what it is, for renderers that mark the parts up.
    public var parts: [SpeechPart] = []
    /// The keys of the modelled rules the reader followed in this step (`behavior.boundary`…),
    /// whatever their evidence.
    public var behaviors: [String] = []
    /// Whether anything this step says or does rests on inferred evidence: an inferred phrase
    /// or an inferred behaviour. The fidelity page counts these steps.
    public var isInferred: Bool = false
    /// The notes of this step that are assumptions about code Rotor skipped (`CodeNote.assumed`):
    /// they make the step inferred, and `rotor check` lists them.
    public var assumptions: [String] = []

    public init(
        gesture: String, gestureDescription: String, speech: String, hint: String = "", focus: String,
        state: VisibleState, notes: [String], line: Int
    ) {
        self.gesture = gesture
        self.gestureDescription = gestureDescription
        self.speech = speech
        self.hint = hint
        self.focus = focus
        self.state = state
        self.notes = notes
        self.line = line
    }
}

/// The interface words a rendered transcript needs, taken from the phrase file.
public struct TranscriptLabels: Sendable, Codable, Equatable {
    public var tableCaption: String
    public var step: String
    public var gesture: String
    public var speech: String
    public var state: String
    public var focus: String
    public var notes: String
    /// Shown in place of speech when VoiceOver said nothing.
    public var silence: String
    public var previous: String
    public var next: String
    /// A template with `{index}` and `{count}`, filled in by the player.
    public var stepStatus: String
    /// The accessible name of the step-through player.
    public var player: String
    /// Introduces the hint, which is spoken after a pause.
    public var hint: String
    /// Introduces the list of phrases that are modelled rather than verified.
    public var inferred: String
    /// The player's button that goes back to the first step.
    public var restart: String = ""
    /// Names the switch between the readers of one figure.
    public var readers: String = ""
    /// Says that the reader switch applies to every transcript and is remembered.
    public var readersRemembered: String = ""
    /// The link to the page that explains every gesture.
    public var glossary: String = ""
    /// Introduces the legend of speech parts.
    public var legend: String = ""
    /// The legend's name for each of `SpeechRole.legendRoles`, in that order.
    public var legendRoles: [String] = []
    /// The legend's name for speech of no part it lists (``SpeechRole/other``: an
    /// announcement, an action's or a setting's name), shown only where a figure has some.
    public var legendOther: String = ""
    /// Introduces the code blocks a transcript was computed from.
    public var computedFrom: String = ""
    /// Introduces the list of modelled behaviour that no source documents.
    public var inferredBehaviors: String = ""
    /// `{device}`, `{os}`, `{date}`: where a recorded transcript was heard.
    public var heardOn: String = ""
    /// `{reader}`, `{version}`, `{by}`: the reader's version and who recorded it.
    public var heardDetail: String = ""
    /// Marks a step of a recorded transcript as heard on the device.
    public var verified: String = ""
}
