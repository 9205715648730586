import RotorModel
import RotorTranscripts
import Testing

/// What the fidelity audit of 2026-11-28 found: every step either sourced or labelled, and
/// TalkBack's hints as its source builds them.
struct FidelityAuditTests {
    /// Korean VoiceOver's system hints have no source; one spoken after a pause is listed
    /// with the inferred phrases, like one in the speech.
    @Test func anInferredSystemHintIsListed() throws {
        let yaml = "component: slider\nlabel: 음량\nvalue: 50\ngestures: [focus]"
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "ko")
        let hint = try #require(transcript.hints.first)
        #expect(hint.contains("값을 조절하려면"))
        #expect(transcript.inferredPhrases.contains { hint.contains($0) && $0.contains("값을 조절하려면") })
    }

    /// A slider a double tap also opens: TalkBack joins the adjust hint and the click hint,
    /// and the join is a labelled, modelled behaviour.
    @Test func aClickableSliderGetsBothHintsOnTalkBack() throws {
        let yaml = """
        component: scene
        scene:
          - {id: level, label: Level, value: '5', traits: [adjustable], adjust: {values: ['4', '5', '6'], index: 1}, on_activate: [{announce: Editing}]}
        gestures: [focus]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.hints == ["\"Swipe up\" or \"Swipe down\" to adjust, Double-tap to activate"])
        #expect(transcript.steps[0].behaviors.contains("behavior.joinedHints"))
        #expect(transcript.inferredBehaviors.contains { $0.contains("adjust hint, then the click hint") })
    }

    /// Silence that no source documents is labelled: an escape with nothing to close, and a
    /// swipe with VoiceOver's rotor on an item the page does not know.
    @Test func undocumentedSilenceIsLabelled() throws {
        let yaml = "component: scene\nscene:\n  - {label: Save, traits: [button]}\ngestures: [focus, two-finger scrub, swipe up]"
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.speech[1] == "" && transcript.speech[2] == "")
        #expect(transcript.steps[1].behaviors.contains("behavior.boundary"))
        #expect(transcript.steps[2].behaviors.contains("behavior.rotorUnknown"))
        #expect(transcript.inferredBehaviors.contains { $0.contains("an escape with nothing to close") })
        #expect(transcript.inferredBehaviors.contains { $0.contains("the rotor on an item the page does not know") })
        #expect(transcript.fidelity == .inferred)
    }

    /// TalkBack: an unnamed switch is not "Unlabelled" (read in its source, so sourced); an
    /// edit box's text before its label, and an announcement cutting off the focus speech,
    /// are modelled and labelled.
    @Test func talkBackBehavioursNameTheirStanding() throws {
        let yaml = """
        component: scene
        scene:
          - {id: s, label: '', traits: [switch], on: true}
          - {id: f, label: Amount, value: '70', traits: [text-field]}
          - {id: b, label: Archive, traits: [button], on_activate: [{hide: b}, {announce: Archived}, {focus: f}]}
        gestures: [focus s, swipe right, swipe right, double tap]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech[0] == "On, Switch")
        #expect(transcript.steps[0].behaviors.contains("behavior.unnamedCheckable"))
        #expect(transcript.speech[1] == "70, Amount, Edit box")
        #expect(transcript.steps[1].behaviors.contains("behavior.editBoxText"))
        #expect(transcript.speech[3] == "Archived")
        #expect(transcript.steps[3].behaviors.contains("behavior.announcementCut"))
        #expect(transcript.inferredBehaviors.contains { $0.contains("cuts off the speech") })
        #expect(!transcript.inferredBehaviors.contains { $0.contains("Unlabelled") })
    }
}
