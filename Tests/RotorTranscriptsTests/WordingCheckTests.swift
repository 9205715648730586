import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Issue 43 item 5: the mechanical parts of the Korean review, as `rotor check` warnings.
@Suite struct WordingCheckTests {
    // MARK: Latin product names in Korean prose

    @Test func aLatinProductNameInKoreanProseIsWarnedAbout() {
        let article = """
        ---
        title: 펼침 행
        ---
        이 낱말은 Rotor의 참고 자료에 없습니다.
        명령은 `rotor check`로 실행하고, 이름은 <span lang="en">Rotor</span>라고 씁니다.
        [생성기](https://example.com/Rotor)가 만든 페이지이며, 로터 항목을 고르는 rotor는 영어 낱말입니다.
        RotorKit과 rotor_follows_item은 다른 낱말입니다.

        ```swift
        let name = "Rotor"
        ```
        """
        let warnings = WordingCheck.warnings(inArticle: article, language: "ko")
        #expect(warnings.map(\.line) == [4])
        #expect(warnings.first?.column == 7)
        #expect(warnings.first?.message.contains("로터") == true)
        // An English article may name it.
        #expect(WordingCheck.warnings(inArticle: article, language: "en").isEmpty)
    }

    @Test func aBuiltKoreanPageIsCheckedOutsideCodeAndEnglish() {
        let korean = """
        <html lang="ko"><head><title>참고</title></head><body>
        <p>Rotor가 만듭니다. <code>rotor build</code> <span lang="en">Rotor</span></p>
        <img alt="Rotor 로고"><script>var Rotor = 1;</script><pre>Rotor</pre>
        </body></html>
        """
        let warnings = WordingCheck.warnings(inPage: korean, path: "ko/a.html")
        #expect(warnings.count == 1)
        #expect(warnings[0].message.contains("2×"))
        let english = korean.replacingOccurrences(of: "lang=\"ko\"", with: "lang=\"en\"")
        #expect(WordingCheck.warnings(inPage: english, path: "en/a.html").isEmpty)
    }

    // MARK: Ids in shown text

    @Test func figureIDsInShownTextAreWarnedAbout() {
        let page = """
        <html lang="en"><body><table><tr><th><a href="#transcript-2">Volume</a></th><td><code>transcript-2</code></td></tr></table>
        <p id="transcript-3">Figure</p></body></html>
        """
        let warnings = WordingCheck.warnings(inPage: page, path: "en/f.html")
        #expect(warnings.count == 1)
        #expect(warnings[0].message.hasPrefix("1 figure id "))
        #expect(WordingCheck.figureIDColumns(in: "그림: transcript-12, my-transcript-1, transcript-1a") == [5])
        let prose = "---\ntitle: T\n---\nSee transcript-4 above.\n"
        #expect(WordingCheck.warnings(inArticle: prose, language: "en").map(\.line) == [4])
    }

    @Test func aSpecIDShownInATranscriptIsWarnedAbout() {
        let article = """
        ```transcript
        component: scene
        caption: Opening “faq-1”
        scene:
          - {id: faq-1, label: How long is delivery?, traits: [button]}
          - {id: Save, label: Save, traits: [button]}
        gestures: [swipe right]
        ```
        """
        #expect(WordingCheck.specIDs(in: "scene:\n  - {id: faq-1, label: Q}\n  - {id: Save, label: Save}\n  - {id: bare}\n") == ["faq-1", "bare"])
        let warnings = WordingCheck.warnings(inArticle: article, language: "en")
        #expect(!warnings.isEmpty)
        #expect(warnings.allSatisfy { $0.message.contains("spec id “faq-1”") && $0.line == 1 })
        let named = article.replacingOccurrences(of: "Opening “faq-1”", with: "Opening the question")
        #expect(WordingCheck.warnings(inArticle: named, language: "en").isEmpty)
    }

    // MARK: One reader's words credited to another

    @Test func anotherReadersStateWordInTheStateColumnIsWarnedAbout() {
        // TalkBack's data says 켜짐 and 꺼짐 (Compose's state words); VoiceOver's does not.
        let foreign = WordingCheck.foreignWords(of: "voiceover", language: "ko").map(\.word)
        #expect(foreign.contains("켜짐") && foreign.contains("꺼짐"))
        #expect(!foreign.contains("선택됨"))
        let summaries = [(line: 3, text: "화면: 저전력 모드 꺼짐"), (line: 4, text: "화면: 저전력 모드 켜져 있음")]
        let voiceOver = WordingCheck.borrowedStateWords(summaries: summaries, said: ["저전력 모드, 끔"], reader: "voiceover", language: "ko")
        #expect(voiceOver.map(\.line) == [3])
        #expect(voiceOver.first?.message.contains("“꺼짐”, a phrase of TalkBack's data") == true)
        // TalkBack's own figure may show its own word, and an app's label is the app's.
        #expect(WordingCheck.borrowedStateWords(summaries: summaries, said: [], reader: "talkback", language: "ko").isEmpty)
        #expect(WordingCheck.borrowedStateWords(summaries: summaries, said: ["꺼짐 알림, 버튼"], reader: "voiceover", language: "ko").isEmpty)
    }

    @Test func proseQuotingAnotherReadersPhraseIsWarnedAbout() {
        let article = """
        ---
        title: 스위치
        ---
        VoiceOver는 꺼진 스위치에서 "꺼짐"이라고 읽습니다. TalkBack은 "꺼짐"이라고 읽습니다.
        """
        let warnings = WordingCheck.warnings(inArticle: article, language: "ko")
        #expect(warnings.map(\.line) == [4])
        #expect(warnings.first?.message.contains("VoiceOver say “꺼짐”, a phrase of TalkBack's data") == true)
    }

    // MARK: The bundled library

    /// The checkout's own articles, the way `rotor check` reads them.
    @Test func theBundledArticlesHaveNoWordingWarnings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let content = root.appendingPathComponent("Content")
        guard let walker = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil) else {
            Issue.record("no Content folder at \(content.path)")
            return
        }
        var found: [String] = []
        var articles = 0
        for case let url as URL in walker where url.pathExtension == "md" {
            let relative = String(url.standardizedFileURL.path.dropFirst(content.standardizedFileURL.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            articles += 1
            let language = TranscriptAction.pageLanguage(ofPath: relative)
            found += WordingCheck.warnings(inArticle: text, language: language).map { "\(relative):\($0.line ?? 0): \($0.message)" }
        }
        #expect(articles > 40)
        #expect(found == [])
    }
}
