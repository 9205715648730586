import Foundation
import RotorModel
import Testing
import RotorTranscripts

@Suite struct TabBarGoldenTests {
    static func spec(name: String, tabs: [String], container: String = "none", gestures: String) -> String {
        """
        component: tab-bar
        name: \(name)
        tabs:
        \(tabs.map { "  - {label: \"\($0)\", icon: star}" }.joined(separator: "\n"))
        container: \(container)
        gestures: \(gestures)
        """
    }

    @Test func tabsAreSelectedThenTabNOfM() throws {
        let gestures = "[focus, swipe right, double tap, swipe right ×2]"
        let transcript = try TranscriptExpander.expand(
            yaml: Self.spec(name: "Main", tabs: ["What is i18n?", "What is a11y?"], gestures: gestures), defaultLanguage: "en"
        )
        #expect(transcript.speech == [
            "Main Tab bar, Selected, What is i18n?, Tab, 1 of 2",
            "What is a11y?, Tab, 2 of 2",
            "Selected, What is a11y?",
            "Tab content, What is a11y?, Heading",
            "",
        ])
        #expect(transcript.steps[2].state.summary == "Selected tab: What is a11y?")
        #expect(try Fixtures.speech(Self.spec(name: "메인", tabs: ["i18n이란?", "a11y란?", "설정"], gestures: gestures), "ko") == [
            "메인 탭 막대, 선택됨, i18n이란?, 탭, 3개 중 1번째",
            "a11y란?, 탭, 3개 중 2번째",
            "선택됨, a11y란?",
            "설정, 탭, 3개 중 3번째",
            "탭 콘텐츠, a11y란?, 머리말",
        ])
    }

    @Test(arguments: ["contain", "semantic-group"])
    func tabBarInsideAContainerIsReachedOnlyByTouchExploration(container: String) throws {
        let gestures = "[focus, swipe left, touch Search, double tap, swipe right]"
        let transcript = try TranscriptExpander.expand(
            yaml: Self.spec(name: "Main", tabs: ["Home", "Search"], container: container, gestures: gestures),
            defaultLanguage: "en"
        )
        // Swiping never reaches the tabs (seed 003); a finger on one does.
        #expect(transcript.speech == [
            "Tab content, Home, Heading", "", "Main Tab bar, Search, Button", "Selected, Search", "Tab content, Search, Heading",
        ])
        #expect(transcript.steps[1].notes == ["Boundary: nothing changed and nothing was spoken."])
        #expect(transcript.steps[2].notes == [
            "The tab bar sits inside an accessibility container, so swiping skips its tabs: only touch exploration reaches them (seed 003). What VoiceOver says for a tab found by touch is modelled as a plain button.",
        ])
        #expect(transcript.inferredPhrases.contains("Main Tab bar, Search, Button"))
        #expect(transcript.inferredPhrases.contains("Selected, Search"))
        let korean = try TranscriptExpander.expand(
            yaml: Self.spec(name: "메인", tabs: ["홈", "검색"], container: container, gestures: gestures.replacingOccurrences(of: "Search", with: "검색")),
            defaultLanguage: "ko"
        )
        #expect(korean.speech == ["탭 콘텐츠, 홈, 머리말", "", "메인 탭 막대, 검색, 버튼", "선택됨, 검색", "탭 콘텐츠, 검색, 머리말"])
        #expect(korean.steps[2].notes.first?.contains("터치 탐색으로만") == true)
    }
}
