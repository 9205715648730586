import Foundation
import RotorDiagnostics
import RotorHTML
import RotorModel
@testable import RotorTranscripts
import Testing

/// Issue 31: TalkBack's hints follow TalkBack, every undocumented behaviour is a labelled
/// rule, a recording is compared like expect:, and an article runs whole with its readers.
@Suite struct FidelityTests {
    private func run(_ yaml: String, _ language: String = "en", reader: String? = nil) throws -> Transcript {
        try TranscriptExpander.expand(yaml: yaml, defaultLanguage: language, overrideLanguage: nil, reader: reader)
    }

    private let segments = """
    component: scene
    scene:
      - child_behavior: contain
        children:
          - {id: day, label: Day, traits: [button, selected], on_activate: [{select: day}]}
          - {id: week, label: Week, traits: [button], on_activate: [{select: week}]}
    gestures: [focus, swipe right]

    """

    // MARK: Deliverable 1

    @Test func anUnselectedSegmentIsToggledOnTalkBack() throws {
        let english = try run(segments, reader: "talkback")
        #expect(english.speech == ["Selected, Day, Button", "Not selected, Week, Button"])
        // Compose makes `selected` checkable; a selected item is not clickable (no hint).
        #expect(english.hints == ["", "Double-tap to toggle"])
        #expect(try run(segments, "ko", reader: "talkback").hints == ["", "전환하려면 두 번 탭하세요"])
    }

    @Test func aSceneButtonWithoutOnActivateIsActivatableOnBothReaders() throws {
        let yaml = """
        component: scene
        scene:
          - {label: Reply, traits: [button]}
          - {label: Help, traits: [link]}
        gestures: [focus, double tap, swipe right]

        """
        let talkBack = try run(yaml, reader: "talkback")
        #expect(talkBack.hints == ["Double-tap to activate", "", "Double-tap to activate"])
        #expect(!talkBack.steps[1].notes.contains { $0.contains("has no action") })
        let voiceOver = try run(yaml, reader: "voiceover")
        // A button's action re-reads it; nothing else changes.
        #expect(voiceOver.speech == ["Reply, Button", "Reply", "Help, Link"])
        #expect(!voiceOver.steps[1].notes.contains { $0.contains("has no action") })
    }

    @Test func talkBackSaysNoUnlabelledForACheckableNode() throws {
        let yaml = """
        component: scene
        scene:
          - {id: wifi, traits: [switch], on: true}
          - {id: go, traits: [button]}
        gestures: [focus, swipe right]

        """
        // Nor for an unnamed button: it has a role word (the reference's §2.1).
        #expect(try run(yaml, reader: "talkback").speech == ["On, Switch", "Button"])
    }

    @Test func aSwitchWithACustomValueSpeaksItWhereItsStateWouldBe() throws {
        let yaml = "component: scene\nscene: [{label: Wi-Fi, value: Home, traits: [switch], on: true}]\ngestures: [focus]\n"
        #expect(try run(yaml, reader: "voiceover").speech == ["Wi-Fi, Switch button, Home"])
    }

    // MARK: Deliverable 2

    @Test func silenceAtTheEndIsALabelledRule() throws {
        let yaml = "component: scene\nscene: [{label: Only}]\ngestures: [focus, swipe right]\n"
        for reader in ["voiceover", "talkback"] {
            let transcript = try run(yaml, reader: reader)
            #expect(transcript.steps[1].speech == "")
            #expect(transcript.steps[1].behaviors == ["behavior.boundary"])
            #expect(transcript.steps[1].isInferred)
            #expect(transcript.inferredBehaviors.count == 1)
            #expect(transcript.inferredBehaviors[0].hasPrefix("silence at a boundary"))
            #expect(transcript.fidelity == .inferred)
        }
    }

    @Test func typingEchoIsLabelledOnBothReaders() throws {
        let yaml = "component: scene\nscene: [{label: Name, traits: [text-field]}]\ngestures: [focus, type Mina]\n"
        for reader in ["voiceover", "talkback"] {
            let transcript = try run(yaml, reader: reader)
            #expect(transcript.steps[1].speech == "Mina")
            #expect(transcript.steps[1].behaviors == ["behavior.typingEcho"])
            #expect(transcript.inferredBehaviors == ["typing reads back the field's new value"])
        }
    }

    @Test func mergedTraitsAndKoreanStateFirstAreLabelled() throws {
        let yaml = """
        component: scene
        scene:
          - id: range
            label: Range
            child_behavior: combine
            children:
              - {id: day, label: Day, traits: [button, selected]}
        gestures: [focus]

        """
        let english = try run(yaml, reader: "voiceover")
        #expect(english.speech == ["Selected, Range, Button"])
        #expect(english.steps[0].behaviors == ["behavior.stateFirst", "behavior.mergedTraits"])
        // In English "Selected" first is observed (AccessibilitySnapshot); only the merge is inferred.
        #expect(english.inferredBehaviors == ["a combined element speaks the traits of the children it merged"])
        let korean = try run(yaml, "ko", reader: "voiceover")
        #expect(korean.speech == ["선택됨, Range, 버튼"])
        #expect(korean.inferredBehaviors.contains("“선택됨”을 레이블 앞에 읽음"))
        let html = TranscriptHTML.render(korean, id: "t")
        #expect(html.contains("transcript-behaviour"))
        #expect(html.contains("“선택됨”을 레이블 앞에 읽음"))
    }

    @Test func talkBacksActionsControlOnFocusIsLabelled() throws {
        let yaml = """
        component: scene
        scene:
          - {id: card, label: Ana, actions: {Reply: [{announce: Replying}]}}
        gestures: [focus]

        """
        let transcript = try run(yaml, reader: "talkback")
        #expect(transcript.hints == ["Actions available, swipe up or swipe down and double-tap to activate"])
        #expect(transcript.steps[0].behaviors.contains("behavior.actionsControl"))
        #expect(transcript.inferredBehaviors.contains { $0.hasPrefix("the Actions reading control chosen on focus") })
    }

    @Test func everyBehaviourHasEvidenceInEveryReadersPhraseFile() throws {
        for reader in ReaderRegistry.names {
            for language in PhraseLibrary.languages {
                let book = try #require(PhraseLibrary.shared.phrasebook(for: language, reader: reader))
                for key in PhraseKey.behaviorKeys {
                    #expect(book.entries[key] != nil, "\(reader)/\(language) lacks \(key.rawValue)")
                    #expect(book.evidence[key] != nil, "\(reader)/\(language) gives no evidence for \(key.rawValue)")
                }
            }
        }
    }

    // MARK: Deliverable 3

    private func recorded(_ lines: String, date: String = "2026-11-20") -> String {
        """
        component: scene
        scene: [{label: Save, traits: [button]}, {label: Cancel, traits: [button]}]
        gestures: [focus, swipe right]
        recorded:
          device: iPhone 15
          os: iOS 18.1
          reader_version: iOS 18.1
          date: \(date)
          by: Mina Kim
          lines: \(lines)

        """
    }

    @Test func aMatchingRecordingMarksTheTranscriptHeard() throws {
        let transcript = try run(recorded("[\"Save, Button\", \"Cancel, Button\"]"))
        #expect(transcript.recording?.device == "iPhone 15")
        #expect(transcript.fidelity == .recorded)
        let html = TranscriptHTML.render(transcript, id: "t")
        #expect(html.contains("Heard on iPhone 15, iOS 18.1, 2026-11-20"))
        #expect(html.contains("VoiceOver iOS 18.1, recorded by Mina Kim"))
        #expect(html.components(separatedBy: "class=\"transcript-verified\"").count == 3)
    }

    @Test func aDifferingRecordingFailsWithACaret() throws {
        let yaml = recorded("[\"Save, Button\", \"Cancel button\"]")
        #expect {
            try run(yaml)
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.line == 10 && error.message.contains("step 2 (swipe right): heard on iPhone 15 \"Cancel button\" but VoiceOver says \"Cancel, Button\"")
                && error.message.hasSuffix("    expected: Cancel button\n    computed: Cancel, Button\n" + String(repeating: " ", count: 20) + "^")
        }
        #expect(throws: Diagnostic.self) { try run(recorded("[\"Save, Button\"]")) }
        #expect {
            try run(recorded("[\"Save, Button\", \"Cancel, Button\"]", date: "20 Nov"))
        } throws: { ($0 as? Diagnostic)?.message.contains("YYYY-MM-DD") == true }
    }

    @Test func anArticleWithARecordedBlockThatDiffersFailsAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-recorded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let matching = "```transcript\n" + recorded("[\"Save, Button\", \"Cancel, Button\"]") + "```\n"
        let differing = "```transcript\n" + recorded("[\"Save, Button\", \"Cancel button\"]") + "```\n"
        let good = folder.appendingPathComponent("good.md").path
        try Data(("# Good\n\n" + matching).utf8).write(to: URL(fileURLWithPath: good))
        let runs = try TranscriptAction(path: good, language: nil).runArticle()
        // Both readers run: the recording is VoiceOver's, TalkBack has none.
        #expect(runs.count == 1 && runs[0].transcripts.map(\.reader) == ["voiceover", "talkback"])
        #expect(runs[0].transcripts.map(\.fidelity) == [.recorded, .sourced])
        let bad = folder.appendingPathComponent("bad.md").path
        try Data(("# Bad\n\n" + matching + "\n" + differing).utf8).write(to: URL(fileURLWithPath: bad))
        #expect {
            try TranscriptAction(path: bad, language: nil).runArticle()
        } throws: { error in
            let text = (error as? Diagnostic)?.description ?? ""
            // The second block's fence is on line 16; `lines:` on its 10th line.
            return text.hasPrefix("\(bad):26:") && text.contains("heard on iPhone 15") && text.hasSuffix("^")
        }
    }

    // MARK: Deliverable 5

    @Test func anArticleRunsEveryBlockWithTheReadersItNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-readers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let article = """
        # Two readers

        ```transcript
        component: scene
        scene: [{label: Saved, traits: [header]}]
        gestures: [focus, rotor Headings]
        readers: [voiceover]
        readers_note: The rotor is VoiceOver's.
        ```

        ```transcript
        component: scene
        scene: [{label: Save, traits: [button]}]
        gestures: [focus, three-finger tap]
        readers: [talkback]
        readers_note: The TalkBack menu is Android's.
        ```

        """
        let path = folder.appendingPathComponent("a.md").path
        try Data(article.utf8).write(to: URL(fileURLWithPath: path))
        let all = try TranscriptAction(path: path, language: nil).runArticle()
        #expect(all.map { $0.transcripts.map(\.reader) } == [["voiceover"], ["talkback"]])
        let talkBack = try TranscriptAction(path: path, language: nil, reader: "talkback").runArticle()
        #expect(talkBack[0].transcripts.isEmpty && talkBack[0].skipped == "The rotor is VoiceOver's.")
        #expect(talkBack[1].transcripts.map(\.reader) == ["talkback"])
    }

    // MARK: Deliverable 4

    @Test func proseQuotingAPhraseNoTranscriptSaysIsWarnedAbout() throws {
        let article = """
        ---
        title: Quotes
        ---
        VoiceOver says “Save, Button” when focus lands,
        and then VoiceOver says "Saved to your library" at once.
        TalkBack이 "저장, 버튼"이라고 읽습니다. A plain “quote” is nobody's.

        ```transcript
        component: scene
        scene: [{label: Save, traits: [button]}]
        gestures: [focus]
        ```

        """
        let warnings = FidelityCheck.warnings(inArticle: article, language: "en")
        #expect(warnings.map(\.line) == [5, 6])
        #expect(warnings[0].message.contains("VoiceOver say “Saved to your library”"))
        #expect(warnings[0].column == 25)
        #expect(warnings[1].message.contains("TalkBack say “저장, 버튼”"))
    }

    @Test func aSilentStepWithoutALabelIsWarnedAbout() throws {
        // Every silent step the readers make carries a note or a rule; a bundled article
        // therefore has none, and this one, silent only at a boundary, has none either.
        let article = "```transcript\ncomponent: scene\nscene: [{label: Only}]\ngestures: [focus, swipe right]\n```\n"
        #expect(FidelityCheck.warnings(inArticle: article, language: "en").isEmpty)
    }
}
