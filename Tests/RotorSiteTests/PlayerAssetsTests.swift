import Foundation
import RotorTesting
import Testing

/// What the built pages give the player, the reader switch and the scroll frames to work with
/// (a11y audit 3: B4, B8, B9, B11). The scripts themselves are driven in Chromium by
/// Tests/Gate/player_gate.py.
@Suite struct PlayerAssetsTests {
    private static let article = """
        ---
        title: 음량
        date: 2026-02-03
        ---

        ```transcript
        component: integer-slider
        label: 별점
        max: 5
        value: 2
        gestures: [focus, swipe up]
        ```

        ```swift
        let x = 1
        ```
        """

    @Test func everyScrollFrameIsATabStopWithoutScriptAndTheScriptThatTrimsThemIsLinked() async throws {
        let site = try TestSite(["ko/a.md": Self.article, "en/a.md": Self.article.replacingOccurrences(of: "음량", with: "Volume")])
        _ = try await site.build()
        for language in ["en", "ko"] {
            let html = try site.read("\(language)/a/index.html")
            // Without JavaScript every frame stays focusable, so one that overflows can be scrolled.
            let frames = html.components(separatedBy: "<div class=\"table-scroll").count - 1
            let focusable = html.components(separatedBy: "<div class=\"table-scroll\" tabindex=\"0\"").count - 1
            #expect(frames == 2 && focusable == 2)
            #expect(html.contains("<pre tabindex=\"0\">"))
            #expect(html.range(of: #"<script src="[^"]*/assets/scroll-focus\.[0-9a-f]+\.js" defer>"#, options: .regularExpression) != nil)
        }
        let korean = try site.read("ko/a/index.html")
        let english = try site.read("en/a/index.html")
        // The restart button's name and the state cell's label, in each page's language.
        #expect(korean.components(separatedBy: "data-label-restart=\"첫 단계로\"").count - 1 == 2)
        #expect(english.components(separatedBy: "data-label-restart=\"Back to step 1\"").count - 1 == 2)
        #expect(korean.contains("data-label=\"결과 상태\""))
        // The reader switch announces the shown figure's reader name with its counter.
        #expect(korean.contains("data-reader-name=\"TalkBack\""))
        #expect(korean.contains("data-label-status=\"{count}단계 중 {index}단계\""))
    }

    /// scroll-focus.js itself, run in node against frames of given sizes (Tests/Player/scroll-focus.js):
    /// a frame keeps its Tab stop exactly while it overflows (a pixel of rounding allowed), gets it
    /// back when the window narrows, and a focused frame keeps it until focus leaves.
    @Test func scrollFramesAreTabStopsOnlyWhileTheyOverflow() throws {
        let (status, output) = try NodeScript.run("Tests/Player/scroll-focus.js", [])
        #expect(status == 0)
        #expect(output == #"{"start":["overflows"],"narrow":["fits","overflows","one pixel over"],"wideWhileFocused":["overflows"],"afterBlur":[]}"#)
    }
}
