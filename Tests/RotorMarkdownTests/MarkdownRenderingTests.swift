import RotorHTML
import RotorMarkdown
import Foundation
import Testing

/// One fixture per Markdown construct, compared as whole HTML strings.
@Suite struct MarkdownRenderingTests {
    private func html(_ markdown: String, unsafe: Bool = false) throws -> String {
        let renderer = MarkdownHTMLRenderer(options: .init(allowRawHTML: unsafe))
        return try renderer.render(MarkdownParser.parse(markdown)).html
    }

    @Test func headingsGetIDsAndAnchors() throws {
        let output = try html("## Custom slider\n\n## Custom slider\n\n### 초점 순서")
        #expect(output == """
            <div class="heading"><h2 id="custom-slider">Custom slider</h2><a class="heading-anchor" href="#custom-slider"><span aria-hidden="true">#</span><span class="visually-hidden">Link to section: Custom slider</span></a></div>
            <div class="heading"><h2 id="custom-slider-2">Custom slider</h2><a class="heading-anchor" href="#custom-slider-2"><span aria-hidden="true">#</span><span class="visually-hidden">Link to section: Custom slider</span></a></div>
            <div class="heading"><h3 id="초점-순서">초점 순서</h3><a class="heading-anchor" href="#초점-순서"><span aria-hidden="true">#</span><span class="visually-hidden">Link to section: 초점 순서</span></a></div>

            """)
    }

    @Test func levelOneHeadingsAreDemotedBelowThePageTitle() throws {
        let rendered = try MarkdownHTMLRenderer().render(MarkdownParser.parse("# Intro\n\n## Details *now*"))
        #expect(rendered.headings.map(\.level) == [2, 3])
        #expect(rendered.headings.map(\.text) == ["Intro", "Details now"])
        #expect(rendered.headings.map(\.line) == [1, 3])
    }

    @Test func tightAndLooseLists() throws {
        #expect(try html("- one\n- two") == "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n")
        #expect(try html("3. a\n\n4. b") == "<ol start=\"3\">\n<li><p>a</p>\n</li>\n<li><p>b</p>\n</li>\n</ol>\n")
    }

    @Test func codeIsEscaped() throws {
        #expect(try html("Use `a<b>`.") == "<p>Use <code>a&lt;b&gt;</code>.</p>\n")
        #expect(try html("```swift extra\nlet x = \"<&>\"\n```") ==
            "<pre tabindex=\"0\"><code class=\"language-swift\">let x = &quot;&lt;&amp;&gt;&quot;\n</code></pre>\n"
                .replacingOccurrences(of: "&quot;", with: "\""))
        #expect(try html("    indented") == "<pre tabindex=\"0\"><code>indented\n</code></pre>\n")
    }

    @Test func emphasisStrongBreaksAndRules() throws {
        #expect(try html("*a* **b**  \nc\nd\n\n---") ==
            "<p><em>a</em> <strong>b</strong><br>\nc\nd</p>\n<hr>\n")
    }

    @Test func blockQuotes() throws {
        #expect(try html("> quoted\n> > nested") ==
            "<blockquote>\n<p>quoted</p>\n<blockquote>\n<p>nested</p>\n</blockquote>\n</blockquote>\n")
    }

    @Test func linksAndTitles() throws {
        #expect(try html("[VoiceOver](https://example.com/a?b=1&c=2 \"Apple's \\\"reader\\\"\")") ==
            "<p><a href=\"https://example.com/a?b=1&amp;c=2\" title=\"Apple&#39;s &quot;reader&quot;\">VoiceOver</a></p>\n")
    }

    @Test func imagesUsePlainTextAlt() throws {
        #expect(try html("![A *bold* slider](slider.png)") == "<p><img src=\"slider.png\" alt=\"A bold slider\"></p>\n")
    }

    @Test func rawHTMLIsOmittedBySafeDefault() throws {
        #expect(try html("<div>x</div>\n\nText <b>bold</b>") ==
            "<!-- raw HTML omitted -->\n<p>Text <!-- raw HTML omitted -->bold<!-- raw HTML omitted --></p>\n")
    }

    @Test func rawHTMLPassesThroughWhenAllowed() throws {
        #expect(try html("<div>x</div>\n\nText <b>bold</b>", unsafe: true) ==
            "<div>x</div>\n<p>Text <b>bold</b></p>\n")
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", "java\tscript:alert(1)", "vbscript:msgbox(1)",
        "file:///etc/passwd", "data:text/html;base64,PHNjcmlwdD4=", " javascript:alert(1)",
    ])
    func dangerousLinksAreNotEmitted(url: String) throws {
        let markdown = "[click](<\(url)>)"
        let output = try html(markdown)
        #expect(output == "<p>click</p>\n")
    }

    @Test func dataImagesAreAllowedButNotDataScripts() throws {
        #expect(try html("![dot](data:image/png;base64,AAAA)") == "<p><img src=\"data:image/png;base64,AAAA\" alt=\"dot\"></p>\n")
        #expect(try html("![x](data:text/html;base64,AAAA)") == "<p>x</p>\n")
        #expect(try html("![x](javascript:alert(1))") == "<p>x</p>\n")
    }

    @Test func hooksReplaceBlocksAndRewriteLinks() throws {
        let hooks = MarkdownHTMLRenderer.Hooks(
            codeBlock: { info, code, position in
                info == "transcript" ? "<figure data-line=\"\(position.line)\">\(code.count)</figure>\n" : nil
            },
            link: { url, _ in url.replacingOccurrences(of: ".md", with: "/") }
        )
        let document = MarkdownParser.parse("Intro\n\n```transcript\nab\n```\n\n[next](other.md#x)")
        let output = try MarkdownHTMLRenderer().render(document, hooks: hooks).html
        #expect(output == "<p>Intro</p>\n<figure data-line=\"3\">3</figure>\n<p><a href=\"other/#x\">next</a></p>\n")
    }

    @Test func deepNestingRendersWithoutRecursion() throws {
        let depth = 25_000
        let quotes = try html(String(repeating: "> ", count: depth) + "deep")
        #expect(quotes.components(separatedBy: "<blockquote>").count == depth + 1)
        let emphasis = try html(String(repeating: "*", count: depth) + "x" + String(repeating: "*", count: depth))
        #expect(emphasis.hasSuffix("</p>\n"))
        let lists = try html(String(repeating: "- ", count: depth) + "item")
        #expect(lists.components(separatedBy: "<li>").count == depth + 1)
    }

    @Test func plainTextJoinsBreaksWithSpaces() {
        let document = MarkdownParser.parse("a\nb `c`")
        #expect(document.plainText(of: MarkdownDocument.root) == "a b c")
    }
}
