import Foundation
import Testing
import RotorHTML
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts

/// A kind Rotor does not ship, added the way a new kind is: its model, its picture and its
/// phrase keys here, and one registry line. Nothing in the library names it.
@Suite struct AddedKindTests {
    /// The one registration line, with the kind's own words.
    static let kinds = ComponentRegistry.standard.adding(PipRatingKind.self, phrases: [
        Phrasebook(language: "en", entries: [.pipRatingSummary: "{value} of {count} pips"]),
    ])

    static let spec = """
    component: pip-rating
    label: Rating
    pips: 4
    value: 2
    gestures: [focus, swipe up ×3]
    expect: ["Rating, 2, Adjustable", "3", "4", ""]
    """

    @Test func aSpecRunsAndRendersThroughTheSitesPath() throws {
        let transcripts = try TranscriptExpander.expandAll(yaml: Self.spec, defaultLanguage: "en", kinds: Self.kinds)
        #expect(transcripts.map(\.reader) == ["voiceover", "talkback"])
        let voiceOver = try #require(transcripts.first)
        #expect(voiceOver.steps.map(\.speech) == ["Rating, 2, Adjustable", "3", "4", ""])
        #expect(voiceOver.steps.map { $0.state.details["value"] } == ["2", "3", "4", "4"])
        #expect(voiceOver.steps[3].notes == ["Boundary: nothing changed and nothing was spoken."])
        // TalkBack repeats a slider's value at its limit (the reference's §7.4).
        #expect(transcripts[1].steps.map(\.speech) == ["2, Rating, Slider", "3", "4", "4"])

        let html = TranscriptHTML.renderReaders(transcripts, id: "pips")
        // The last step's picture: four pips, all lit, and the label under them.
        #expect(html.contains("viewBox=\"0 0 120 56\""))
        let lit = "<circle class=\"tp-pip is-on\""
        #expect(html.components(separatedBy: lit).count - 1 == (2 + 3 + 4 + 4) * 2, "each reader's figure draws its steps' lit pips")
        #expect(html.contains("<circle class=\"tp-pip is-on\" cx=\"96\" cy=\"20\" r=\"9\" fill=\"currentColor\" stroke=\"currentColor\" stroke-width=\"2\"/>"))
        #expect(html.contains("<text class=\"tp-label\" x=\"60\" y=\"48\" text-anchor=\"middle\" fill=\"currentColor\">Rating</text>"))
        // The state and the picture's title are worded with the kind's own phrase.
        #expect(voiceOver.steps.map(\.state.summary) == ["2 of 4 pips", "3 of 4 pips", "4 of 4 pips", "4 of 4 pips"])
        #expect(html.contains("4 of 4 pips") && !html.contains("pipRating.summary"))
    }

    @Test func theKindsPhraseKeysAreRequiredOfTheTranscriptPhraseFile() throws {
        let added = PhraseKey.transcriptKeys(Self.kinds).filter { !PhraseKey.transcriptKeys().contains($0) }
        #expect(added == PipRatingModel.phraseKeys)
        // Rotor's own file lacks them, and the check names exactly what it lacks.
        #expect(throws: Diagnostic(path: "transcript/en.yml", message: "missing phrases: pipRating.summary")) {
            try PhraseLibrary.load("transcript", "en", required: PhraseKey.transcriptKeys(Self.kinds), needsEvidence: false)
        }
    }

    @Test func theModelWordsItsStateWithItsOwnPhrase() throws {
        let shipped = try #require(PhraseLibrary.shared.phrasebook(for: "en"))
        let phrases = shipped.merging(Phrasebook(language: "en", entries: [.pipRatingSummary: "{value} of {count} pips"]))
        let state = PipRatingModel(label: "Rating", pips: 4, value: 3).visibleState(focusedID: nil, phrases: phrases)
        #expect(state.summary == "3 of 4 pips")
        #expect(state.pictureDescription == "3 of 4 pips")
    }
}

// MARK: - The kind

/// `component: pip-rating`: a row of pips, as many lit as the value.
enum PipRatingKind: ComponentKind {
    static let name = "pip-rating"
    static let summary = "A rating shown as a row of pips."
    static let example = "component: pip-rating\nlabel: Rating\npips: 4\nvalue: 2\ngestures: [focus]\n"
    static let phraseKeys = PipRatingModel.phraseKeys
    static let keys = [
        SpecKey("label", "text", "The rating's accessibility label. Required."),
        SpecKey("pips", "number", "How many pips there are."),
        SpecKey("value", "number", "How many are lit."),
    ]

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        let label = try SpecMapping.text(try fields.required("label"), field: "label")
        let pips = Int(try fields.number("pips") ?? 5)
        return PipRatingModel(label: label, pips: pips, value: Int(try fields.number("value") ?? 0))
    }
}

extension PhraseKey {
    /// `{value}`, `{count}`.
    static let pipRatingSummary: PhraseKey = "pipRating.summary"
}

/// The model: one adjustable element, and a picture of its pips.
struct PipRatingModel: AccessibleComponent {
    static let phraseKeys: [PhraseKey] = [.pipRatingSummary]

    var label: String
    var pips: Int
    var value: Int

    func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        .stack(id: "screen", [
            AccessibilityNode(id: "rating", label: label, value: "\(value)", traits: .adjustable,
                              isAccessibilityElement: true, actions: [.increment, .decrement]),
        ])
    }

    func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        let shapes: [Drawing.Shape] = (0..<pips).map { index in
            .circle(x: 24 + Double(index) * 24, y: 20, radius: 9, style: index < value ? "pip is-on" : "pip", filled: index < value, lineWidth: 2)
        } + [.text(label, x: 60, y: 48, width: 112, style: "label", anchor: .middle)]
        let summary = phrases.text(.pipRatingSummary, ["value": "\(value)", "count": "\(pips)"])
        return VisibleState(
            summary: summary, details: ["value": "\(value)"],
            picture: Drawing(width: 120, height: 56, shapes: shapes), pictureDescription: summary
        )
    }

    mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        switch action {
        case .increment: value = min(pips, value + 1)
        case .decrement: value = max(0, value - 1)
        default: break
        }
        return []
    }
}
