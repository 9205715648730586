import RotorTranscripts
import Testing

/// `rotor transcript --expect`: the printed lines, pasted back under the spec, build green.
@Suite struct ExpectFormatterTests {
    static let specs = [
        SceneGoldenTests.segmented,
        VoiceOverBehaviourTests.message,
        "component: scene\nscene:\n  - {label: \"Say \\\"hi\\\" \\\\ now\", hint: \"Tab\\there\", traits: [button]}\ngestures: [focus, double tap]",
        "component: slider\nlabel: 음량\nvalue: 50\nlang: ko\ngestures: [focus, swipe up ×6]",
    ]

    @Test(arguments: specs)
    func pastedExpectationsPass(spec: String) throws {
        let transcript = try TranscriptExpander.expand(yaml: spec, defaultLanguage: "en")
        let pasted = spec + "\n" + TranscriptExpectFormatter.format(transcript)
        let again = try TranscriptExpander.expand(yaml: pasted, defaultLanguage: "en")
        #expect(again.speech == transcript.speech)
        #expect(again.hints == transcript.hints)
    }

    @Test func quotesAndBackslashesAreEscaped() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.specs[2], defaultLanguage: "en")
        #expect(TranscriptExpectFormatter.format(transcript) == """
        expect:
          - "Say \\"hi\\" \\\\ now, Button"
          - "Say \\"hi\\" \\\\ now"
        expect_hint:
          - "Tab\\there"
          - ""

        """)
    }
}
