import Foundation
import RotorHTML
import RotorModel
import RotorTranscripts
import Testing

@Suite struct TranscriptHTMLTests {
    private func render(_ yaml: String, language: String = "en", id: String = "transcript-1") throws -> String {
        TranscriptHTML.render(try TranscriptExpander.expand(yaml: yaml, defaultLanguage: language), id: id)
    }

    @Test func wholeFigureForOneStep() throws {
        let html = try render("component: integer-slider\nlabel: Rating\nmax: 2\nvalue: 1\ngestures: [focus]")
        #expect(html == """
        <figure class="transcript" id="transcript-1" lang="en" aria-labelledby="transcript-1-caption" data-transcript data-reader="voiceover" data-reader-name="VoiceOver" data-label-previous="Previous step" \
        data-label-next="Next step" data-label-status="Step {index} of {count}" data-label-player="Step through the transcript" \
        data-label-restart="Back to step 1" data-label-silence="(nothing spoken)">
        <figcaption id="transcript-1-caption">VoiceOver transcript: Rating</figcaption>
        <div class="table-scroll" tabindex="0" role="group" aria-labelledby="transcript-1-caption">
        <table class="transcript-table" role="table">
        <caption>Each gesture, what VoiceOver says, and the resulting state</caption>
        <thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">Step</th><th scope="col" role="columnheader">Gesture</th>\
        <th scope="col" role="columnheader">Spoken output</th><th scope="col" role="columnheader">Resulting state</th></tr></thead>
        <tbody role="rowgroup">
        <tr id="transcript-1-step-1" class="transcript-step" role="row"><th scope="row" role="rowheader" data-label="Step">1</th>\
        <td class="transcript-gesture" role="cell" data-label="Gesture"><bdi>Focus the first element</bdi></td>\
        <td class="transcript-speech" role="cell" data-label="Spoken output"><span class="transcript-said"><bdi class="sp sp-label">Rating</bdi><span class="sp-part"> (name)</span>, \
        <bdi class="sp sp-value">1</bdi><span class="sp-part"> (value or state)</span>, \
        <bdi class="sp sp-trait">Adjustable</bdi><span class="sp-part"> (role and trait words)</span></span>\
        <p class="transcript-hint"><span class="transcript-hint-label">After a pause:</span> \
        <bdi>Swipe up or down with one finger to adjust the value.</bdi></p></td><td class="transcript-state" role="cell" data-label="Resulting state">\
        <svg class="transcript-picture" role="img" viewBox="0 0 200 50" width="200" height="50" \
        xmlns="http://www.w3.org/2000/svg"><title id="transcript-1-step-1-picture-title">Slider track with 3 tick marks, thumb at 1</title>\
        <rect class="tp-track" x="10" y="14" width="180" height="20" rx="10" fill="none" stroke="currentColor"/>\
        <rect class="tp-fill" x="10" y="14" width="90" height="20" rx="10" fill="currentColor" stroke="currentColor"/>\
        <circle class="tp-thumb" cx="100" cy="24" r="9" fill="none" stroke="currentColor" stroke-width="2"/>\
        <line class="tp-tick" x1="10" y1="38" x2="10" y2="46" stroke="currentColor" stroke-width="2"/>\
        <line class="tp-tick" x1="100" y1="38" x2="100" y2="46" stroke="currentColor" stroke-width="2"/>\
        <line class="tp-tick" x1="190" y1="38" x2="190" y2="46" stroke="currentColor" stroke-width="2"/></svg>\
        <p class="transcript-summary"><bdi>Value 1 (0–2)</bdi></p><p class="transcript-focus"><span class="transcript-focus-label">Focus:</span> <bdi>Rating</bdi></p></td></tr>
        </tbody>
        </table>
        </div>
        <p class="transcript-legend">In the spoken output: <span class="sp sp-label">name</span>, <span class="sp sp-value">value or state</span>, \
        <span class="sp sp-trait">role and trait words</span>, <span class="sp sp-position">position</span>, \
        <span class="sp sp-context">where focus is</span></p>
        </figure>
        """)
    }

    @Test func koreanFigureIsMarkedAndLabelledInKorean() throws {
        let html = try render("component: tab-bar\nname: 메인\ntabs: [홈, 검색]\ngestures: [focus, swipe right]", language: "ko", id: "t-ko")
        #expect(html.contains("lang=\"ko\""))
        #expect(html.contains("data-label-previous=\"이전 단계\" data-label-next=\"다음 단계\""))
        // The player's restart button (a11y audit 3, B9) is named in the page's language, and the
        // state cell's own label introduces the state in each step's announcement (B11).
        #expect(html.contains("data-label-restart=\"첫 단계로\""))
        #expect(html.contains("<td class=\"transcript-state\" role=\"cell\" data-label=\"결과 상태\">"))
        #expect(html.contains("<th scope=\"col\" role=\"columnheader\">단계</th><th scope=\"col\" role=\"columnheader\">제스처</th>"))
        #expect(html.contains("data-label=\"음성 출력\""))
        #expect(html.contains("<span class=\"transcript-said\"><bdi class=\"sp sp-context\">메인 탭 막대</bdi><span class=\"sp-part\"> (초점이 있는 곳)</span>, "
            + "<bdi class=\"sp sp-trait\">선택됨</bdi><span class=\"sp-part\"> (역할·특성 단어)</span>, "
            + "<bdi class=\"sp sp-label\">홈</bdi><span class=\"sp-part\"> (이름)</span>, <bdi class=\"sp sp-trait\">탭</bdi><span class=\"sp-part\"> (역할·특성 단어)</span>, "
            + "<bdi class=\"sp sp-position\">2개 중 1번째</bdi><span class=\"sp-part\"> (위치)</span></span>"))
        #expect(html.contains("<p class=\"transcript-legend\">음성 출력 칸의 표시: <span class=\"sp sp-label\">이름</span>"))
        #expect(html.contains("<title id=\"t-ko-step-2-picture-title\">탭 2개가 있는 탭 막대. 1번째 탭 “홈”이 선택되어 있음</title>"))
    }

    @Test func authorTextIsEscapedEverywhere() throws {
        let html = try render("""
        component: tab-bar
        name: "<script>alert(1)</script>"
        tabs: [{label: "javascript:alert(1)"}, {label: "\\"><img src=x onerror=alert(2)>"}]
        caption: "A & B <b>"
        gestures: [focus, swipe right]
        """)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("href"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; Tab bar"))
        #expect(html.contains("<figcaption id=\"transcript-1-caption\">A &amp; B &lt;b&gt;</figcaption>"))
    }

    @Test func idsAreUniqueAndPrefixedAndEveryPictureIsNamed() throws {
        let yaml = "component: focus-order\nlayout: {vstack: [{text: A}, {button: B}, {hstack: [{text: C}, {text: D}]}]}\ngestures: [focus, swipe right ×3]"
        let html = try render(yaml, id: "fo-7")
        let ids = html.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix("fo-7") })
        // Named by its <title> alone: aria-labelledby would expose the title again as the description.
        let pictures = html.matches(of: /<svg ([^>]*role="img"[^>]*)><title id="([^"]+)">([^<]+)<\/title>/)
        #expect(pictures.count == 4)
        #expect(pictures.allSatisfy { !$0.output.1.contains("aria-labelledby") && !$0.output.1.contains("aria-describedby") })
        #expect(pictures.last.map { String($0.output.3) } == "Layout numbered in focus order: A; B; C; D. Focus on D.")
        #expect(html.contains("marker-end=\"url(#fo-7-step-1-picture-arrow)\""))
    }

    @Test func picturesShowTheVisibleState() throws {
        let carousel = try render("component: carousel\nvariant: adjustable\nlabel: Cards\nitems: [{name: A, detail: '1'}, {name: B, detail: '2'}]\nselected: 1\ngestures: [focus]")
        #expect(carousel.contains("<rect class=\"tp-card is-selected\" x=\"70\""))
        #expect(carousel.contains(">Card 2 of 2 centred: B, 2</title>"))
        let tabs = try render("component: tab-bar\nname: M\ntabs: [One, Two, Three]\nselected: 2\ngestures: [focus]")
        #expect(tabs.contains("<rect class=\"tp-tab is-selected\" x=\"162\""))
        #expect(tabs.contains("<rect class=\"tp-bar\""))
        let silent = try render("component: slider\nlabel: V\nvalue: 100\ngestures: [focus, swipe up]")
        #expect(silent.contains("<span class=\"transcript-silence\">(nothing spoken)</span><p class=\"transcript-note\"><span class=\"transcript-note-label\">Note:</span> <bdi>Boundary: nothing changed and nothing was spoken.</bdi></p>"))
    }

    /// A component that draws its own picture needs no code of its own in the renderer: its
    /// shapes become SVG, its style names `tp-` classes, its texts wrap like any label.
    @Test func aComponentsOwnDrawingRendersWithoutCodeOfItsOwn() throws {
        var transcript = try TranscriptExpander.expand(yaml: "component: slider\nlabel: V\nvalue: 5\ngestures: [focus]", defaultLanguage: "en")
        transcript.steps[0].state.picture = Drawing(width: 120, height: 40, shapes: [
            .rect(x: 2, y: 2, width: 116, height: 36, radius: 4, style: "gauge is-selected", filled: false),
            .bar(x: 4, y: 30, width: 50, height: 4, style: "bar"),
            .circle(x: 60, y: 20, radius: 3, style: "dot", filled: true, lineWidth: nil),
            .path(start: .init(10, 10), moves: [.init(5, 5)], style: "mark", lineWidth: 2),
            .text("Pressure gauge reading high", x: 60, y: 16, width: 100, style: "label strong", anchor: .middle),
        ])
        let html = TranscriptHTML.render(transcript, id: "t")
        #expect(html.contains("viewBox=\"0 0 120 40\""))
        #expect(html.contains("<rect class=\"tp-gauge is-selected\" x=\"2\" y=\"2\" width=\"116\" height=\"36\" rx=\"4\" fill=\"none\" stroke=\"currentColor\"/>"))
        #expect(html.contains("<rect class=\"tp-bar\" x=\"4\" y=\"30\" width=\"50\" height=\"4\" fill=\"currentColor\"/>"))
        #expect(html.contains("<circle class=\"tp-dot\" cx=\"60\" cy=\"20\" r=\"3\" fill=\"currentColor\" stroke=\"currentColor\"/>"))
        #expect(html.contains("<path class=\"tp-mark\" d=\"M10 10 l5 5\""))
        #expect(html.contains("<text class=\"tp-label tp-strong\" x=\"60\" y=\"16\" text-anchor=\"middle\" fill=\"currentColor\"><tspan"))
        #expect(!html.contains("…"))
    }

    /// Labels wrap instead of being cut, and pictures fit a phone's 240 px column instead of
    /// being scaled down with their text.
    @Test func longLabelsWrapAndWidePicturesFitAPhone() throws {
        let long = "How long does delivery take to the islands?"
        let scene = try render("component: scene\nscene:\n  - {label: \(long), traits: [button]}\n  - {label: Next}\ngestures: [focus]")
        #expect(!scene.contains("…"))
        #expect(scene.contains(">How long does delivery take to</tspan><tspan x=\"12\" dy=\"14\">the islands?</tspan>"))
        // The row grew by a line, and the next row starts below it.
        #expect(scene.contains("<rect class=\"tp-box is-focused\" x=\"4\" y=\"4\" width=\"232\" height=\"40\""))
        #expect(scene.contains("<rect class=\"tp-box\" x=\"4\" y=\"48\""))
        let tabs = try render("component: tab-bar\nname: M\ntabs: [Home, Search, Notifications, Profile]\nselected: 0\ngestures: [focus]")
        #expect(tabs.contains("viewBox=\"0 0 240 "))
        #expect(tabs.contains("<tspan"))
        #expect(!tabs.contains("…"))
        let grid = try render("""
        component: focus-order
        layout:
          hstack:
            - {text: "Rated 4.8 from 120 reviews"}
            - {text: A}
            - {text: B}
            - {text: C}
            - {text: D}
            - {text: E}
            - {text: F}
        gestures: [focus]
        """)
        let viewBox = try #require(grid.components(separatedBy: "viewBox=\"0 0 ").dropFirst().first)
        let width = try #require(Double(viewBox.prefix { $0 != " " }))
        #expect(width <= 240)
        #expect(grid.contains("Rated 4.8 from"))
        #expect(!grid.contains("…"))
    }
}

@Suite struct EvidenceHTMLTests {
    @Test func inferredPhrasesAreNamedUnderTheFigureAndLinkToTheEvidencePage() throws {
        let yaml = "component: scene\nscene:\n  - {label: Wi-Fi, traits: [switch], on: true}\ngestures: [focus]"
        let korean = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "ko")
        let html = TranscriptHTML.render(korean, id: "t", evidenceURL: "/ko/reference/voiceover-phrases/")
        #expect(html.contains("""
        <p class="transcript-evidence"><a href="/ko/reference/voiceover-phrases/">실제 기기로 확인하지 못하고 모델링한 문구(VoiceOver가 이렇게 말한다는 출처 없음)</a>: “스위치 버튼”; “켬”</p>
        """))
        let english = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(!TranscriptHTML.render(english, id: "t", evidenceURL: "/en/").contains("transcript-evidence"))
    }

    @Test func thePhraseTableListsEveryPhraseWithItsEvidence() throws {
        let html = try #require(PhraseTableHTML.render(reader: "voiceover", language: "ko"))
        #expect(html.contains("<caption>VoiceOver가 하는 말과 각 문구의 근거</caption>"))
        #expect(html.contains("<tr><th scope=\"row\" lang=\"ko\">조절 가능</th><td class=\"evidence-observed\">실제 기기에서 관찰</td>"))
        #expect(html.contains("<tr><th scope=\"row\" lang=\"ko\">켬</th><td class=\"evidence-inferred\">추정(확인 안 됨)</td>"))
        // What the reader says and the rules it follows are two tables; another reader's
        // rules (an empty text) are left out of both.
        #expect(html.contains("<caption>음성 기록에서 VoiceOver가 따르는 것으로 모델링한 규칙과 그 근거</caption>"))
        #expect(html.components(separatedBy: "<caption>").count - 1 == 2)
        func rows(_ reader: String, _ language: String, _ keys: [PhraseKey]) throws -> Int {
            let book = try #require(PhraseLibrary.shared.phrasebook(for: language, reader: reader))
            return keys.filter { book.entries[$0].map { !$0.isEmpty } ?? false }.count
        }
        let voiceOverRules = try rows("voiceover", "ko", PhraseKey.behaviorKeys)
        #expect(voiceOverRules < PhraseKey.behaviorKeys.count)
        #expect(!html.contains("TalkBack 전용"))
        #expect(html.components(separatedBy: "<tr><th scope=\"row\"").count - 1 == VoiceOver.phraseKeys.count + voiceOverRules)
        let talkBack = try #require(PhraseTableHTML.render(reader: "talkback", language: "en"))
        #expect(talkBack.components(separatedBy: "<tr><th scope=\"row\"").count - 1
            == TalkBack.phraseKeys.count + (try rows("talkback", "en", PhraseKey.behaviorKeys)))
        #expect(PhraseTableHTML.render(reader: "narrator", language: "en") == nil)
    }
}

/// A spec's figures, one per reader, as a page shows them.
@Suite struct ReaderGroupHTMLTests {
    @Test func oneFigurePerReaderEachNamingItsReader() throws {
        let transcripts = try TranscriptExpander.expandAll(
            yaml: "component: slider\nlabel: Volume\nvalue: 50\ncaption: Volume at half\ngestures: [focus]", defaultLanguage: "en"
        )
        let html = TranscriptHTML.renderReaders(transcripts, id: "transcript-2", evidenceURLs: ["talkback": "/en/reference/talkback-phrases/"])
        #expect(html.hasPrefix("<div class=\"transcript-readers\" id=\"transcript-2\" data-transcript-readers data-label-readers=\"Screen reader\" data-label-remembered=\"Applies to every transcript on the site, and is remembered on this device.\">"))
        #expect(html.contains("id=\"transcript-2-voiceover\""))
        #expect(html.contains("<figcaption id=\"transcript-2-voiceover-caption\">VoiceOver: Volume at half</figcaption>"))
        #expect(html.contains("<figcaption id=\"transcript-2-talkback-caption\">TalkBack: Volume at half</figcaption>"))
        #expect(html.contains("<bdi class=\"sp sp-value\">50 percent.</bdi><span class=\"sp-part\"> (value or state)</span>, <bdi class=\"sp sp-label\">Volume</bdi><span class=\"sp-part\"> (name)</span>, <bdi class=\"sp sp-trait\">Slider</bdi>"))
        #expect(!html.contains("transcript-readers-note"))
        // A caption that names both readers still gets each figure's own: the player's buttons
        // are named from the caption, and two figures must not share their names.
        let both = try TranscriptExpander.expandAll(
            yaml: "component: slider\nlabel: Volume\nvalue: 50\ncaption: VoiceOver and TalkBack at half\ngestures: [focus]", defaultLanguage: "en"
        )
        let named = TranscriptHTML.renderReaders(both, id: "t")
        #expect(named.contains(">VoiceOver: VoiceOver and TalkBack at half</figcaption>"))
        #expect(named.contains(">TalkBack: VoiceOver and TalkBack at half</figcaption>"))
    }

    @Test func aSpecThatLeavesAReaderOutSaysWhy() throws {
        let transcripts = try TranscriptExpander.expandAll(
            yaml: "component: slider\nlabel: Volume\nvalue: 50\nreaders: [talkback]\nreaders_note: \"Android only <for now>\"\ngestures: [focus]",
            defaultLanguage: "en"
        )
        let html = TranscriptHTML.renderReaders(transcripts, id: "transcript-3")
        #expect(html.contains("<p class=\"transcript-readers-note\">Android only &lt;for now&gt;</p>"))
        #expect(!html.contains("voiceover"))
    }
}

@Suite struct GeneratedPagesHTMLTests {
    @Test func theReferenceShowsEveryKindWithItsExample() throws {
        let html = try #require(SpecReferenceHTML.render(language: "ko"))
        #expect(html.contains("<h3>모든 명세에 쓰는 키</h3>"))
        for kind in SpecReference.kinds { #expect(html.contains("<h3><code>\(kind.name)</code></h3>")) }
        #expect(html.contains("<th scope=\"row\"><code>readers_note</code></th>"))
        #expect(html.contains("<code>speak_roles</code>"))
    }

    @Test func theGlossaryHasARowPerGestureAndSaysWhichReaderLacksIt() throws {
        let html = try #require(GestureGlossaryHTML.render(language: "en"))
        #expect(html.components(separatedBy: "<tr id=\"gesture-").count - 1 == GestureGlossary.entries.count)
        #expect(html.contains("<tr id=\"gesture-three-finger-tap\"><th scope=\"row\">Three-finger tap<br><code>three-finger tap</code></th>"))
        #expect(html.contains("<td class=\"gesture-none\">Not a VoiceOver gesture</td>"))
    }
}
