import Foundation
import RotorDiagnostics
import Testing
import RotorModel
import RotorTranscripts

/// State-dependent scenes: a disclosure's `expanded:` state, `toggle` flipping it, and
/// `when` effects that run one branch or the other, so one control opens and closes.
@Suite struct SceneConditionTests {
    static let faq = """
    component: scene
    scene:
      - id: question
        label: Delivery?
        traits: [button]
        expanded: false
        on_activate:
          - toggle: question
          - when: {id: question, expanded: true}
            then: [{show: answer}]
            else: [{hide: answer}]
      - {id: answer, label: Two days., hidden: true}
      - {id: next, label: Returns?, traits: [button]}
    gestures: [focus question, double tap, swipe right, swipe left, double tap, swipe right]
    """

    @Test func aRowExpandsAndCollapsesInVoiceOver() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.faq, defaultLanguage: "en")
        #expect(transcript.speech == [
            "Delivery?, Collapsed, Button", "Delivery?, Expanded", "Two days.", "Delivery?, Expanded, Button",
            "Delivery?, Collapsed", "Returns?, Button",
        ])
        // The reference does not give VoiceOver's words for the state: they are marked.
        #expect(transcript.inferredPhrases.contains("Collapsed"))
        #expect(transcript.inferredPhrases.contains("Expanded"))
        #expect(transcript.steps[1].state.summary == "On screen: Delivery? expanded")
        #expect(transcript.steps[1].state.details["question.expanded"] == "true")
        #expect(transcript.steps[4].state.details["question.expanded"] == "false")
    }

    @Test func aRowExpandsAndCollapsesInTalkBack() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.faq, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech == [
            "collapsed, Delivery?, Button", "expanded", "Two days.", "expanded, Delivery?, Button", "collapsed", "Returns?, Button",
        ])
        // "Returns?" has no `on_activate`, but a button is activatable by its role, so TalkBack
        // still gives the hint.
        #expect(transcript.hints == ["Double-tap to activate", "", "", "Double-tap to activate", "", "Double-tap to activate"])
        // The state's place on focus, before the name, is in TalkBack's source (§7.2); whether
        // the click feedback names the new state or the old one is not (§6 item 14).
        #expect(transcript.inferredPhrases == ["expanded", "collapsed"])
    }

    /// VoiceOver's Korean words are its own (inferred from the English), never TalkBack's
    /// documented 펼쳐짐/접힘 (issue 43).
    @Test func koreanVoiceOverHasItsOwnInferredStateWords() throws {
        let korean = Self.faq.replacingOccurrences(of: "Delivery?", with: "배송?").replacingOccurrences(of: "Two days.", with: "이틀.")
            .replacingOccurrences(of: "Returns?", with: "반품?")
        let voiceOver = try TranscriptExpander.expand(yaml: korean, defaultLanguage: "ko")
        #expect(voiceOver.speech == ["배송?, 축소됨, 버튼", "배송?, 확장됨", "이틀.", "배송?, 확장됨, 버튼", "배송?, 축소됨", "반품?, 버튼"])
        #expect(voiceOver.inferredPhrases.sorted() == ["축소됨", "확장됨"])
        let talkBack = try TranscriptExpander.expand(yaml: korean, defaultLanguage: "ko", overrideLanguage: nil, reader: "talkback")
        #expect(talkBack.speech == ["접힘, 배송?, 버튼", "펼쳐짐", "이틀.", "펼쳐짐, 배송?, 버튼", "접힘", "반품?, 버튼"])
    }

    @Test func aDisclosureWithoutOnActivateTogglesItself() throws {
        let yaml = """
        component: scene
        scene: [{id: more, label: More, traits: [button], expanded: true}]
        gestures: [focus, double tap, double tap]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.speech == ["More, Expanded, Button", "More, Collapsed", "More, Expanded"])
    }

    @Test func conditionsOnOtherStatesPickTheirBranch() throws {
        // A cycle through three values, written as conditions on the value.
        let yaml = """
        component: scene
        scene:
          - id: speed
            label: Speed
            value: Slow
            traits: [button]
            on_activate:
              - when: {id: speed, value: Slow}
                then: [{set: {id: speed, value: Fast}}]
                else:
                  - when: {id: speed, value: Fast}
                    then: [{set: {id: speed, value: Off}}]
                    else: [{set: {id: speed, value: Slow}}]
          - {id: wifi, label: Wi-Fi, traits: [switch], on: true, on_activate: [{toggle: wifi}, {when: {id: wifi, on: false}, then: [{announce: {text: Offline, queued: true}}]}]}
        gestures: [focus, double tap ×3, swipe right, double tap]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.speech.prefix(4) == ["Speed, Slow, Button", "Speed, Fast", "Speed, Off", "Speed, Slow"])
        #expect(transcript.steps[5].notes.contains { $0.contains("Offline") } || transcript.speech[5].contains("Offline"))
    }

    @Test func everyReadersMismatchesAreReportedAtOnce() {
        let yaml = """
        component: scene
        scene: [{id: more, label: More, traits: [button], expanded: false}]
        gestures: [focus]
        expect: ["More, Button"]
        talkback:
          expect: ["More, Button"]
        """
        do {
            _ = try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en")
            Issue.record("expected both readers' mismatches")
        } catch {
            let all = error.all
            #expect(all.count == 2)
            #expect(all.map(\.line) == [4, 6])
            #expect(all[0].message.contains("VoiceOver says \"More, Collapsed, Button\""))
            #expect(all[1].message.contains("TalkBack says \"collapsed, More, Button\""))
        }
    }

    @Test func expectLinesForAReaderBlockAreIndentedForIt() throws {
        let transcript = try TranscriptExpander.expand(
            yaml: Self.faq, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback", checksExpectations: false
        )
        let printed = TranscriptExpectFormatter.format(transcript)
        #expect(printed.hasPrefix("# under talkback:\n  expect:\n    - \"collapsed, Delivery?, Button\"\n"))
        // Pasted under the block, the lines are read back as TalkBack's expectations.
        let pasted = Self.faq + "\ntalkback:\n" + printed.split(separator: "\n").dropFirst().joined(separator: "\n")
        #expect(try TranscriptExpander.expandAll(yaml: pasted, defaultLanguage: "en").count == 2)
        let primary = try TranscriptExpander.expand(yaml: Self.faq, defaultLanguage: "en", overrideLanguage: nil, checksExpectations: false)
        #expect(TranscriptExpectFormatter.format(primary).hasPrefix("expect:\n  - "))
    }

    @Test(arguments: [
        // A condition on a state the node does not have could never hold.
        ("component: scene\nscene:\n  - {id: a, label: A, on_activate: [{when: {id: a, expanded: true}, then: []}]}\ngestures: [focus]", 3, "has no 'expanded:' state"),
        ("component: scene\nscene:\n  - {id: a, label: A, on_activate: [{when: {id: a, on: true}, then: []}]}\ngestures: [focus]", 3, "is not a switch"),
        ("component: scene\nscene:\n  - {id: a, label: A, on_activate: [{when: {id: a}, then: []}]}\ngestures: [focus]", 3, "needs a state to compare"),
        ("component: scene\nscene:\n  - {id: a, label: A, on_activate: [{when: {id: a, selected: true}}]}\ngestures: [focus]", 3, "needs 'then:' or 'else:'"),
        ("component: scene\nscene:\n  - {id: a, label: A, on_activate: [{when: {id: b, selected: true}, then: []}]}\ngestures: [focus]", 3, "no node has the id 'b'"),
        ("component: scene\nscene:\n  - {id: a, label: A, on_activate: [{when: {id: a, open: true}, then: []}]}\ngestures: [focus]", 3, "unknown field 'open'"),
        ("component: scene\nscene:\n  - {id: a, label: A, on_activate: [{when: {id: a, selected: true}, then: [], otherwise: []}]}\ngestures: [focus]", 3, "unknown field 'otherwise'"),
        ("component: scene\nscene:\n  - {id: a, label: A, expanded: maybe}\ngestures: [focus]", 3, "expanded"),
    ])
    func badConditionsFailAtTheirLine(yaml: String, line: Int, message: String) {
        do {
            _ = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
            Issue.record("expected an error containing \(message)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test func whenMayNestOnlySoDeep() {
        var effect = "{announce: deep}"
        for _ in 0..<25 { effect = "{when: {id: a, selected: true}, then: [\(effect)]}" }
        let yaml = "component: scene\nscene:\n  - {id: a, label: A, on_activate: [\(effect)]}\ngestures: [focus]"
        do {
            _ = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
            Issue.record("expected the nesting limit")
        } catch {
            #expect(error.message.contains("nest at most 20"), "\(error)")
        }
    }
}
