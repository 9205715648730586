import Foundation
import RotorModel
import Testing
import RotorTranscripts

@Suite struct FocusOrderGoldenTests {
    @Test func gridWithoutPrioritiesReadsAcrossRows() throws {
        #expect(try Fixtures.speech(Fixtures.grid(priorities: false, contain: true)) == [
            "Current focus order", "1", "4", "7", "2", "5", "8", "3", "6", "9",
        ])
    }

    @Test func gridWithPrioritiesInsideContainReadsOneToNine() throws {
        #expect(try Fixtures.speech(Fixtures.grid(priorities: true, contain: true)) == [
            "Current focus order", "1", "2", "3", "4", "5", "6", "7", "8", "9",
        ])
        #expect(try Fixtures.speech(Fixtures.grid(priorities: true, contain: true, status: "현재 초점 순서"), "ko") == [
            "현재 초점 순서", "1", "2", "3", "4", "5", "6", "7", "8", "9",
        ])
    }

    @Test func withoutContainTheStatusTextMovesToTheEnd() throws {
        #expect(try Fixtures.speech(Fixtures.grid(priorities: true, contain: false)) == [
            "1", "2", "3", "4", "5", "6", "7", "8", "9", "Current focus order",
        ])
        #expect(try Fixtures.speech(Fixtures.grid(priorities: true, contain: false, status: "현재 초점 순서"), "ko") == [
            "1", "2", "3", "4", "5", "6", "7", "8", "9", "현재 초점 순서",
        ])
    }

    @Test func floatingComposeButtonWithPriorityIsReadFirst() throws {
        #expect(try Fixtures.speech(Fixtures.compose("Inbox", "Meeting at 3", "Lunch plans", "Compose")) == [
            "Compose, Button", "Inbox", "Meeting at 3, Button", "Lunch plans, Button",
        ])
        #expect(try Fixtures.speech(Fixtures.compose("받은 편지함", "3시 회의", "점심 약속", "새로 작성"), "ko") == [
            "새로 작성, 버튼", "받은 편지함", "3시 회의, 버튼", "점심 약속, 버튼",
        ])
    }

    @Test func focusOrderStateNamesTheFocusedElement() throws {
        let transcript = try TranscriptExpander.expand(yaml: Fixtures.grid(priorities: false, contain: true), defaultLanguage: "en")
        #expect(transcript.steps[2].state.summary == "Focus on “4”, 3 of 10 in focus order")
        #expect(transcript.steps[2].state.details["order"] == "Current focus order, 1, 4, 7, 2, 5, 8, 3, 6, 9")
        let korean = try TranscriptExpander.expand(yaml: Fixtures.grid(priorities: false, contain: true), defaultLanguage: "ko")
        #expect(korean.steps[2].state.summary == "초점: “4”, 초점 순서 10개 중 3번째")
    }

    @Test func combinedAndIgnoredStacksReadAsOneElement() throws {
        let yaml = """
        component: focus-order
        layout:
          vstack:
            - hstack: [{text: Wi-Fi}, {button: "On"}]
              container: combine
            - vstack: [{text: hidden}, {text: also hidden}]
              container: ignore
              label: Summary
        gestures: [focus, swipe right]
        """
        #expect(try Fixtures.speech(yaml) == ["Wi-Fi, On, Button", "Summary"])
    }
}
