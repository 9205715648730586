import Foundation
import RotorDiagnostics
import Testing
import RotorTranscripts

@Suite struct ExpanderTests {
    @Test func blockAndFlowStylesGiveTheSameTranscript() throws {
        let block = """
        component: tab-bar
        name: Main
        tabs:
          - label: Home
            icon: house
          - label: Search
        gestures:
          - focus
          - swipe right
        """
        let flow = "{component: tab-bar, name: Main, tabs: [{label: Home, icon: house}, {label: Search}], gestures: [focus, swipe right]}"
        let fromBlock = try TranscriptExpander.expand(yaml: block, defaultLanguage: "en")
        let fromFlow = try TranscriptExpander.expand(yaml: flow, defaultLanguage: "en")
        #expect(fromBlock.speech == fromFlow.speech)
        #expect(fromBlock.speech == ["Main Tab bar, Selected, Home, Tab, 1 of 2", "Search, Tab, 2 of 2"])
    }

    @Test func specLanguageOverridesThePageLanguage() throws {
        let yaml = "component: slider\nlabel: 음량\nvalue: 10\nlang: ko\ngestures: [focus]"
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.language == "ko")
        #expect(transcript.speech == ["음량, 10, 10%, 조절 가능"])
        let forced = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: "en")
        #expect(forced.speech == ["음량, 10, 10%, Adjustable"])
    }

    @Test func pageLanguageIsUsedAndUnknownPageLanguagesFallBackToEnglish() throws {
        let yaml = "component: slider\nlabel: V\nvalue: 10\ngestures: [focus]"
        #expect(try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "ko-KR").language == "ko")
        #expect(try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "ja").language == "en")
    }

    @Test func stepMayBeAnAmountOrAPercentageOfTheRange() throws {
        let percent = "component: slider\nlabel: V\nmin: -50\nmax: 50\nvalue: -50\nstep: 25%\ngestures: [focus, swipe up]"
        #expect(try Fixtures.speech(percent) == ["V, -50, 0%, Adjustable", "-25, 25%"])
        let amount = "component: slider\nlabel: V\nvalue: 0\nstep: 7.5\ngestures: [focus, swipe up]"
        #expect(try Fixtures.speech(amount)[1] == "7.5, 7.5%")
    }

    @Test func captionComesFromTheSpecOrTheComponent() throws {
        let named = try TranscriptExpander.expand(yaml: "component: slider\nlabel: V\ncaption: Before the fix\ngestures: [focus]", defaultLanguage: "en")
        #expect(named.caption == "Before the fix")
        let tabs = try TranscriptExpander.expand(yaml: "component: tab-bar\nname: 메인\ntabs: [홈]\ngestures: [focus]", defaultLanguage: "ko")
        #expect(tabs.caption == "VoiceOver 음성 기록: 메인 탭 막대")
        #expect(tabs.labels.previous == "이전 단계")
    }

    @Test func textLookingLikeMarkupIsPlainData() throws {
        let yaml = """
        component: tab-bar
        name: "<script>alert(1)</script>"
        tabs: [{label: "javascript:alert(1)"}, {label: "<img src=x onerror=alert(2)>"}]
        gestures: [focus, swipe right]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.speech == [
            "<script>alert(1)</script> Tab bar, Selected, javascript:alert(1), Tab, 1 of 2",
            "<img src=x onerror=alert(2)>, Tab, 2 of 2",
        ])
    }

    @Test func expandingConcurrentlyGivesTheSameResults() async throws {
        let specs = [
            Fixtures.grid(priorities: true, contain: true),
            "component: slider\nlabel: V\nvalue: 50\ngestures: [focus, swipe up ×3]",
            "component: tab-bar\nname: M\ntabs: [A, B]\ngestures: [focus, swipe right, double tap]",
        ]
        let expected = try specs.map { try TranscriptExpander.expand(yaml: $0, defaultLanguage: "ko") }
        let results = try await withThrowingTaskGroup(of: (Int, Transcript).self) { group in
            for index in 0..<60 {
                group.addTask { (index, try TranscriptExpander.expand(yaml: specs[index % specs.count], defaultLanguage: "ko")) }
            }
            var collected: [(Int, Transcript)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 60)
        for (index, transcript) in results {
            #expect(transcript == expected[index % specs.count])
        }
    }

    @Test func actionReportsPathLineAndColumn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.yml")
        try "component: slider\nlabel: V\nmin: 5\nmax: 1\ngestures: [focus]\n".write(to: bad, atomically: true, encoding: .utf8)
        #expect(throws: Diagnostic.self) { try TranscriptAction(path: bad.path, language: nil).run() }
        do {
            _ = try TranscriptAction(path: bad.path, language: nil).run()
        } catch {
            #expect(error.description == "\(bad.path):4:6: error: min (5) must be less than max (1)")
        }
        let good = directory.appendingPathComponent("good.yml")
        try "component: slider\nlabel: V\nvalue: 5\ngestures: [focus]\n".write(to: good, atomically: true, encoding: .utf8)
        #expect(try TranscriptAction(path: good.path, language: "ko").run().language == "ko")
        let missing = TranscriptAction(path: directory.appendingPathComponent("none.yml").path, language: nil)
        #expect(throws: Diagnostic.self) { try missing.run() }
    }
}
