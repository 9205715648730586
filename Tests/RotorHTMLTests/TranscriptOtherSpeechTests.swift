import Foundation
import RotorHTML
import RotorTranscripts
import Testing

/// Speech that is none of the legend's parts (an announcement, an action's name) is named
/// too, in hidden text and in the legend, but only on a figure that has some (a11y audit 3, B16).
@Suite struct TranscriptOtherSpeechTests {
    static let scene = """
        component: scene
        scene:
          - id: note
            child_behavior: combine
            children:
              - {label: Draft}
            actions:
              Send: [{announce: Draft sent}]
        gestures: [focus, swipe down, double tap]
        """

    @Test func anActionsNameAndAnAnnouncementAreNamedAsOtherSpeech() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.scene, defaultLanguage: "en")
        let html = TranscriptHTML.render(transcript, id: "t")
        #expect(html.contains(#"<bdi class="sp sp-other">Send</bdi><span class="sp-part"> (other speech)</span>"#))
        #expect(html.contains(#"<bdi class="sp sp-other">Draft sent</bdi><span class="sp-part"> (other speech"#))
        #expect(html.contains(#"<span class="sp sp-context">where focus is</span>, <span class="sp sp-other">other speech</span></p>"#))
    }

    @Test func inKoreanToo() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.scene + "\nlang: ko", defaultLanguage: "ko")
        let html = TranscriptHTML.render(transcript, id: "t")
        #expect(html.contains(#"<span class="sp-part"> (그 밖의 말)</span>"#))
    }

    @Test func aFigureWithoutOtherSpeechKeepsItsLegendAsItWas() throws {
        let transcript = try TranscriptExpander.expand(yaml: "component: integer-slider\nlabel: Rating\nmax: 2\nvalue: 1\ngestures: [focus]", defaultLanguage: "en")
        let html = TranscriptHTML.render(transcript, id: "t")
        #expect(html.contains(#"<span class="sp sp-context">where focus is</span></p>"#))
        #expect(!html.contains("other speech"))
    }
}
