import Foundation
import RotorHTML
import RotorModel
@testable import RotorTranscripts
import Testing

/// What a recording confirms, for the phrase tables' count of recordings (issue 31).
@Suite struct FidelityEntryTests {
    /// The spec, recorded with exactly what the model says for it.
    private func recorded(_ spec: String, _ language: String = "en") throws -> Transcript {
        let computed = try TranscriptExpander.expand(yaml: spec, defaultLanguage: language)
        let lines = computed.speech.map { "\"\($0)\"" }.joined(separator: ", ")
        let yaml = spec + """
            recorded:
              device: iPhone 15
              os: iOS 18.1
              reader_version: iOS 18.1
              date: 2026-11-20
              by: Mina Kim
              lines: [\(lines)]

            """
        return try TranscriptExpander.expand(yaml: yaml, defaultLanguage: language)
    }

    @Test func aRecordingConfirmsThePhrasesItsStepsSpoke() throws {
        let buttons = try recorded("""
            component: scene
            scene: [{label: Save, traits: [button]}, {label: Cancel, traits: [button]}]
            gestures: [focus, swipe right]

            """)
        let entry = FidelityEntry(buttons, figure: "transcript-1")
        #expect(entry.fidelity == .recorded && entry.reader == "voiceover" && entry.language == "en")
        #expect(entry.confirmed == ["trait.button"], "labels are the spec's, not phrases")
    }

    @Test func phrasesWithTheSameWordsAreToldApartByTheirEvidence() throws {
        // A switch and a toggle both say “Switch button”; only the switch's is observed.
        let spec = """
            component: scene
            scene: [{label: Wi-Fi, traits: [switch], on: true}]
            gestures: [focus]

            """
        let keys = try recorded(spec).confirmedPhraseKeys()
        #expect(keys.contains("trait.switch") && !keys.contains("trait.toggle"), "\(keys)")
        #expect(keys.contains("state.on"))
    }

    @Test func koreanParticlesMatchEitherForm() throws {
        let template = try #require(PhraseTemplate("{label}(으)로 이동"))
        #expect(template.matches("메뉴로 이동") && template.matches("버튼으로 이동"))
        #expect(!template.matches("메뉴 이동"))
        #expect(PhraseTemplate("{label}") == nil, "a template of blanks alone would match every part")
    }

    @Test func anUnrecordedTranscriptConfirmsNothing() throws {
        let transcript = try TranscriptExpander.expand(yaml: "component: scene\nscene: [{label: Save, traits: [button]}]\ngestures: [focus]\n", defaultLanguage: "en")
        #expect(FidelityEntry(transcript, figure: "t").confirmed.isEmpty)
    }

    @Test func theTablesAreEscapedSayWhenEmptyAndFallBackToEnglish() {
        #expect(FidelityTableHTML.render([], language: "ko") == "<p class=\"fidelity-none\">아직 음성 기록이 있는 글이 없습니다.</p>")
        let row = FidelityTableHTML.Row(title: "Save & <Cancel>", url: "/fr/a/", entry: FidelityEntry(
            figure: "transcript-1", reader: "talkback", language: "en", fidelity: .inferred))
        let html = FidelityTableHTML.render([row], language: "fr")
        #expect(html.contains("<caption>Transcripts by reader and standing</caption>"))
        #expect(html.contains("<tr><th scope=\"row\"><a href=\"/fr/a/#transcript-1\">Save &amp; &lt;Cancel&gt;</a></th>"))
        #expect(html.contains("<tr><th scope=\"row\">TalkBack</th><td>0</td><td>0</td><td>1</td><td>1</td></tr>"))
        #expect(!html.contains(">VoiceOver<"), "a reader without transcripts has no row")
    }
}
