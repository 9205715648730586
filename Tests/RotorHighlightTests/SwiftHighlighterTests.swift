import Foundation
import RotorHighlight
import Testing

@Suite struct SwiftHighlighterTests {
    @Test func classifiesKeywordsTypesStringsNumbersAndComments() {
        let html = SwiftHighlighter.highlight("let x: Int = 42 // answer\nText(\"<b>\")")
        #expect(html == """
            <span class="hl-keyword">let</span> x: <span class="hl-type">Int</span> = <span class="hl-number">42</span> \
            <span class="hl-comment">// answer</span>
            Text(<span class="hl-string">&quot;&lt;b&gt;&quot;</span>)
            """.replacingOccurrences(of: "&quot;", with: "\""))
    }

    @Test func attributesAndInvalidCodeKeepEveryCharacter() {
        let source = "@State private var value = 0.5\nfunc broken( { <"
        let html = SwiftHighlighter.highlight(source)
        #expect(html.contains("<span class=\"hl-attribute\">@State</span>") || html.contains("<span class=\"hl-attribute\">State</span>"))
        let stripped = html.replacingOccurrences(of: #"<span class="[a-z-]+">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
            .replacingOccurrences(of: "&lt;", with: "<")
        #expect(stripped == source)
    }
}
