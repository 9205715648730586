import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
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

    /// A slider a double tap also opens: TalkBack gives a seek control the adjust hint
    /// instead of the click hint (the reference's §2.4), and at its limit it repeats the
    /// value rather than staying silent (§7.4).
    @Test func aClickableSliderGetsOnlyTheAdjustHintAndRepeatsItsLimit() throws {
        let yaml = """
        component: scene
        scene:
          - {id: level, label: Level, value: '5', traits: [adjustable], adjust: {values: ['4', '5', '6'], index: 1}, on_activate: [{announce: Editing}]}
        gestures: [focus, swipe up, swipe up]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.hints[0] == "\"Swipe up\" or \"Swipe down\" to adjust")
        #expect(transcript.speech[1] == "6")
        #expect(transcript.speech[2] == "6")
        #expect(transcript.steps[2].behaviors == ["behavior.sliderLimit"])
        #expect(!transcript.steps[2].behaviors.contains("behavior.boundary"))
        #expect(transcript.fidelity == .sourced)
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

    /// TalkBack: an unnamed switch is not "Unlabelled" (§2.1); an edit box's text before its
    /// label is modelled and labelled; an announcement posted before focus moves is short,
    /// so it plays and the focus speech waits behind it (§2.9): nothing is cut off.
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
        #expect(transcript.speech[3] == "Archived, 70, Amount, Edit box")
        #expect(transcript.steps[3].behaviors.contains("behavior.announcementQueued"))
        #expect(!transcript.steps[3].behaviors.contains("behavior.announcementCut"))
        #expect(!transcript.inferredBehaviors.contains { $0.contains("announcement") })
        #expect(!transcript.inferredBehaviors.contains { $0.contains("Unlabelled") })
    }

    /// An announcement posted after focus moved waits behind the focus speech; one longer than
    /// 30 characters posted before it is cut off by it, and a note says so (§2.9).
    @Test func talkBackAnnouncementsQueueByLength() throws {
        let yaml = """
        component: scene
        scene:
          - {id: a, label: Send, traits: [button], on_activate: [{focus: c}, {announce: Sent}]}
          - {id: b, label: Save, traits: [button], on_activate: [{announce: The draft was saved to your outbox folder}, {focus: c}]}
          - {id: c, label: Done, traits: [button]}
        gestures: [focus a, double tap, focus b, double tap]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech[1] == "Done, Button, Sent")
        #expect(transcript.speech[3] == "Done, Button")
        #expect(transcript.steps[3].notes.contains { $0.contains("cut off the announcement") })
    }

    /// "Unlabelled" only where TalkBack has nothing else to read (§2.1): an unnamed button
    /// says its role; with element types off, an unnamed clickable node says "Unlabelled"
    /// alone; an unnamed image says it as its state.
    @Test func unlabelledOnlyWithoutARoleWord() throws {
        let button = "component: scene\nscene:\n  - {id: x, label: '', traits: [button]}\ngestures: [focus]"
        var transcript = try TranscriptExpander.expand(yaml: button, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech == ["Button"])
        let quiet = "component: scene\nreader: talkback\nsettings: {speak_roles: false}\nscene:\n  - {id: x, label: '', traits: [button]}\ngestures: [focus]"
        transcript = try TranscriptExpander.expand(yaml: quiet, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech == ["Unlabelled"])
        let image = "component: scene\nscene:\n  - {id: x, label: '', traits: [image]}\ngestures: [focus]"
        transcript = try TranscriptExpander.expand(yaml: image, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech == ["Unlabelled, Image"])
    }

    /// A sheet closed with Back: TalkBack puts focus back on the element it left in the main
    /// window, whatever the app asked for while the window closed (§3.1).
    @Test func focusReturnsToTheMainWindowAfterASheetCloses() throws {
        let yaml = """
        component: scene
        scene:
          - {id: title, label: Shoes, traits: [header]}
          - {id: filter, label: Filter, traits: [button], on_activate: [{show: sheet}, {screen_changed: size}]}
          - id: sheet
            hidden: true
            traits: [modal]
            on_escape: [{hide: sheet}, {focus: title}]
            children:
              - {id: size, label: Size, traits: [button]}
        gestures: [focus Filter, double tap, back]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech[2] == "Filter, Button")
        #expect(transcript.steps[2].behaviors.contains("behavior.focusReturn"))
        #expect(transcript.fidelity == .sourced)
    }

    /// A disclosure's status is spoken with the state, before the name (§7.2).
    @Test func expandedStateComesFirst() throws {
        let yaml = "component: scene\nscene:\n  - {id: q, label: Details, traits: [button], expanded: false}\ngestures: [focus]"
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech == ["collapsed, Details, Button"])
    }

    /// VoiceOver's double tap on a combined element of buttons is modelled and named.
    @Test func combinedActivationIsLabelled() throws {
        let yaml = """
        component: scene
        scene:
          - id: range
            label: Range
            child_behavior: combine
            children:
              - {id: day, label: Day, traits: [button, selected]}
              - {id: week, label: Week, traits: [button]}
        gestures: [focus, double tap]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.steps[1].behaviors.contains("behavior.combinedActivation"))
        #expect(transcript.inferredBehaviors.contains { $0.contains("double tap on a combined element") })
    }

    /// Every rule a reader labels as sourced cites a section of the reference, so no step of a
    /// transcript counted "Sourced" rests on a label the reference does not back.
    @Test func sourcedBehaviourLabelsCiteTheReference() throws {
        for reader in ["voiceover", "talkback"] {
            for language in PhraseLibrary.languages {
                let book = try #require(PhraseLibrary.shared.phrasebook(for: language, reader: reader))
                for key in PhraseKey.behaviorKeys {
                    let evidence = try #require(book.evidence[key], "\(reader) \(language) \(key.rawValue)")
                    #expect(evidence.isInferred || evidence.source.contains("§"), "\(reader) \(language) \(key.rawValue)")
                }
            }
        }
    }

    /// A rule labelled as sourced whose source cites no section of the reference makes the
    /// check fail on a transcript that would be called "Sourced"; labelled inferred, or citing
    /// the reference, it passes.
    @Test func aSourcedTranscriptWithAnUnbackedLabelFailsTheCheck() throws {
        let yaml = "component: scene\nscene:\n  - {id: s, label: Wi-Fi, traits: [switch], on: true}\ngestures: [focus]"
        var transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.steps[0].behaviors.contains("behavior.stateFirst"))
        #expect(transcript.fidelity == .sourced)
        #expect(transcript.unsourcedBehaviors.isEmpty)
        #expect(FidelityCheck.unsourcedClaim(transcript, number: 1, fenceLine: 10) == nil)

        let unbacked = Phrasebook(language: "en", entries: ["behavior.stateFirst": "the state first"],
                                  evidence: ["behavior.stateFirst": PhraseEvidence(level: .documentedSource, source: "read in TalkBack's source for this decision")])
        transcript.unsourcedBehaviors = TranscriptExpander.unsourcedBehaviors(transcript.steps, unbacked)
        #expect(transcript.unsourcedBehaviors == ["behavior.stateFirst"])
        let error = try #require(FidelityCheck.unsourcedClaim(transcript, number: 1, fenceLine: 10))
        #expect(error.severity == .error)
        #expect(error.message.contains("would be counted Sourced"))

        let cited = Phrasebook(language: "en", entries: ["behavior.stateFirst": "the state first"],
                               evidence: ["behavior.stateFirst": PhraseEvidence(level: .documentedSource, source: "TB rule_default (the reference's §2.1)")])
        #expect(TranscriptExpander.unsourcedBehaviors(transcript.steps, cited).isEmpty)
        let unlabelled = Phrasebook(language: "en", entries: [:])
        #expect(TranscriptExpander.unsourcedBehaviors(transcript.steps, unlabelled) == ["behavior.stateFirst"])
    }
}
