import Foundation
import RotorHTML
import Testing

/// Runs of another language get their `lang`, found by script (WCAG 3.1.2).
struct LanguageOfPartsTests {
    @Test func koreanTermsOnAnEnglishPageAreMarkedKorean() {
        let html = #"<html lang="en"><body><p><strong>double tap</strong> → VoiceOver <strong>이중 탭</strong> (verb 이중 탭하다).</p></body></html>"#
        let marked = LanguageOfParts.mark(html, pageLanguage: "en")
        #expect(marked.contains(#"<strong><span lang="ko">이중 탭</span></strong>"#))
        #expect(marked.contains(#"(verb <span lang="ko">이중 탭하다</span>)."#))
    }

    @Test func aKoreanSentenceWithQuotesAndDigitsIsOneRun() {
        let marked = LanguageOfParts.mark("<p>says &quot;탭, 3개 중 2번째&quot; here</p>", pageLanguage: "en")
        #expect(marked == #"<p>says &quot;<span lang="ko">탭, 3개 중 2번째</span>&quot; here</p>"#)
    }

    @Test func englishSentencesOnAKoreanPageAreMarkedEnglish() {
        let html = #"<td>What to simulate: one of the kinds.</td><td>한국어 출처 없음; 영어 “Text Field.”(AS)에서 추정</td>"#
        let marked = LanguageOfParts.mark(html, pageLanguage: "ko")
        #expect(marked.contains(#"<td><span lang="en">What to simulate: one of the kinds</span>.</td>"#))
        #expect(marked.contains(#"영어 “<span lang="en">Text Field</span>.”(AS)"#))
    }

    @Test func namesCodeAndSingleWordsStayInThePageLanguage() {
        let html = "<p>VoiceOver와 TalkBack, iOS 18, Slider.swift, google/talkback, Jetpack Compose에서는 toggleable로</p>"
        #expect(LanguageOfParts.mark(html, pageLanguage: "ko") == html)
    }

    @Test func codeHeadScriptsPicturesAndMarkedPartsAreLeftAlone() {
        let html = """
        <html lang="ko"><head><title>Rotor Pattern Library</title></head><body>\
        <code>rotor check --update-expect</code><pre>let label = "Play button"</pre>\
        <script>const a = "two words"; if (a < b) {}</script>\
        <svg role="img"><text>Next step here</text></svg>\
        <figure lang="en"><p>Double tap to activate</p></figure><br/>\
        <p lang="en">이름</p></body></html>
        """
        let marked = LanguageOfParts.mark(html, pageLanguage: "ko")
        // Only the Korean word inside the English paragraph changes.
        #expect(marked == html.replacingOccurrences(of: #"<p lang="en">이름</p>"#, with: #"<p lang="en"><span lang="ko">이름</span></p>"#))
    }

    @Test func anEnglishPageWithoutHangulIsReturnedAsItIs() {
        let html = #"<p title="x > y">Plain English, with <em>emphasis</em> &amp; more.</p>"#
        #expect(LanguageOfParts.mark(html, pageLanguage: "en") == html)
        #expect(LanguageOfParts.mark(html, pageLanguage: "en-GB") == html)
    }

    @Test func anAttributeThatLooksLikeATagDoesNotEndTheTag() {
        let html = #"<p data-x='<b lang="ko">'>Double tap here</p>"#
        let marked = LanguageOfParts.mark(html, pageLanguage: "ko")
        #expect(marked == #"<p data-x='<b lang="ko">'><span lang="en">Double tap here</span></p>"#)
    }
}
