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
            "Selected, What is a11y?, Tab, 2 of 2",
            "Tab content, What is a11y?, Heading",
            "",
        ])
        #expect(transcript.steps[2].state.summary == "Selected tab: What is a11y?")
        #expect(try Fixtures.speech(Self.spec(name: "메인", tabs: ["i18n이란?", "a11y란?", "설정"], gestures: gestures), "ko") == [
            "메인 탭 막대, 선택됨, i18n이란?, 탭, 3개 중 1번째",
            "a11y란?, 탭, 3개 중 2번째",
            "선택됨, a11y란?, 탭, 3개 중 2번째",
            "설정, 탭, 3개 중 3번째",
            "탭 콘텐츠, a11y란?, 머리말",
        ])
    }

    @Test(arguments: ["contain", "semantic-group"])
    func tabBarInsideAContainerReadsAsPlainButtonsAndSaysSo(container: String) throws {
        let transcript = try TranscriptExpander.expand(
            yaml: Self.spec(name: "Main", tabs: ["Home", "Search"], container: container, gestures: "[focus, swipe right]"),
            defaultLanguage: "en"
        )
        #expect(transcript.speech == ["Main Tab bar, Selected, Home, Button", "Search, Button"])
        #expect(transcript.steps[0].notes == [
            "The tab bar sits inside an accessibility container, so VoiceOver loses its tab traits: tabs read as plain buttons, without “Tab, N of M”.",
        ])
        #expect(transcript.steps[1].notes.isEmpty)
        let korean = try TranscriptExpander.expand(
            yaml: Self.spec(name: "메인", tabs: ["홈", "검색"], container: container, gestures: "[focus, swipe right]"),
            defaultLanguage: "ko"
        )
        #expect(korean.speech == ["메인 탭 막대, 선택됨, 홈, 버튼", "검색, 버튼"])
        #expect(korean.steps[0].notes.first?.contains("탭 특성을 잃습니다") == true)
    }
}
