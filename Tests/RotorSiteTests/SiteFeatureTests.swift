import Foundation
import RotorDiagnostics
@testable import RotorSite
import Testing

@Suite struct SiteFeatureTests {
    static let transcriptArticle = """
        ---
        title: Volume
        tags: [Sliders, SwiftUI]
        date: 2026-02-03
        ---

        Intro text about sliders.

        ## Transcript

        ```transcript
        component: slider
        label: Volume
        min: 0
        max: 100
        value: 50
        gestures: [focus, swipe up]
        expect:
          - "Volume, 50, 50%, Adjustable"
          - "70, 70%"
        ```
        """

    @Test func failedExpectationNamesTheArticleLineAndBothTexts() async throws {
        let site = try TestSite(["en/volume.md": Self.transcriptArticle])
        let errors = await site.failures()
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.path.hasSuffix("Content/en/volume.md"))
        #expect(error.line == 20, "the line of the failing expect item in the file")
        #expect(error.message.contains("70, 70%") && error.message.contains("60, 60%"))
    }

    @Test func transcriptsRenderWithTheirExpectationsHeld() async throws {
        let fixed = Self.transcriptArticle.replacingOccurrences(of: "\"70, 70%\"", with: "\"60, 60%\"")
        let site = try TestSite(["en/volume.md": fixed])
        _ = try await site.build()
        let html = try site.read("en/volume/index.html")
        #expect(html.contains("<figure class=\"transcript\" id=\"transcript-1-voiceover\""))
        #expect(html.contains("<figure class=\"transcript\" id=\"transcript-1-talkback\""))
        #expect(html.contains("60, 60%"))
        #expect(html.contains("60 percent."))
        #expect(html.contains("<table"))
    }

    @Test func platformGroupsCarryTheirPagesWordsAndTheScript() async throws {
        let body = "<!-- platforms -->\n## SwiftUI\n\n하나.\n\n## UIKit\n\n둘.\n<!-- /platforms -->\n\n[UIKit](#uikit)"
        let site = try TestSite(["en/a.md": TestSite.article("A", body), "ko/a.md": TestSite.article("가", body)])
        _ = try await site.build()
        let english = try site.read("en/a/index.html")
        let korean = try site.read("ko/a/index.html")
        #expect(english.contains(#"data-label-tablist="Platform" data-label-remembered="Showing {}, the platform you chose before.""#))
        #expect(korean.contains(#"data-label-tablist="플랫폼" data-label-remembered="전에 고른 플랫폼({})을 보여 줍니다.""#))
        #expect(korean.contains(#"<section class="platform-panel" id="platforms-1-uikit" data-platform="uikit" data-platform-name="UIKit">"#))
        // The heading inside the panel is still the anchor a link on the page resolves to.
        #expect(korean.contains(##"<a href="#uikit">UIKit</a>"##))
        #expect(english.range(of: #"<script src="[^"]*/assets/platforms\.[0-9a-f]+\.js" defer>"#, options: .regularExpression) != nil)
    }

    @Test func imagesNeedAltTextUnlessDecorative() async throws {
        let site = try TestSite([
            "en/a.md": TestSite.article("A", "![](photo.png)\n\n![](rule.png \"decorative\")\n\n![A slider at 50%](s.png)"),
            "en/photo.png": "png", "en/rule.png": "png", "en/s.png": "png",
        ])
        let errors = await site.failures()
        #expect(errors.map(\.line) == [5])
        #expect(errors.first?.message.hasPrefix("image 'photo.png' has no alt text") == true)

        try site.write("en/a.md", TestSite.article("A", "![](rule.png \"decorative\")\n\n![A slider at 50%](s.png)"))
        _ = try await site.build()
        let html = try site.read("en/a/index.html")
        #expect(html.contains(#"<img src="/docs/en/rule.png" alt="">"#), "resolved from the article's folder")
        #expect(html.contains(#"<img src="/docs/en/s.png" alt="A slider at 50%">"#))
    }

    @Test func filesBesideAnArticleResolveFromItsFolderAndMissingOnesFail() async throws {
        let site = try TestSite([
            "en/sliders/a.md": TestSite.article("A", "![Knob](img/knob.svg)\n\n[Spec](spec.pdf#page=2)\n\n[Gone](missing.zip)"),
            "en/sliders/img/knob.svg": "<svg/>", "en/sliders/spec.pdf": "pdf",
        ])
        let errors = await site.failures()
        #expect(errors.map { "\($0.line ?? 0) \($0.message)" } == [
            "9 broken link 'missing.zip': no file at en/sliders/missing.zip in the content folder",
        ])
        try site.write("en/sliders/a.md", TestSite.article("A", "![Knob](img/knob.svg)\n\n[Spec](spec.pdf#page=2)"))
        _ = try await site.build()
        let html = try site.read("en/sliders/a/index.html")
        #expect(html.contains(#"<img src="/docs/en/sliders/img/knob.svg" alt="Knob">"#))
        #expect(html.contains(#"<a href="/docs/en/sliders/spec.pdf#page=2">Spec</a>"#))
    }

    @Test func skippedHeadingLevelsFailTheBuild() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A", "## Two\n\n#### Four")])
        let errors = await site.failures()
        #expect(errors.map { "\($0.line ?? 0) \($0.message)" } == [
            "7 heading 'Four' is level 4 after level 2; do not skip heading levels",
        ])
    }

    @Test func swiftSamplesAreHighlightedAndOthersEscaped() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A", "```swift\nlet x = 1\n```\n\n```html\n<b>x</b>\n```")])
        _ = try await site.build()
        let html = try site.read("en/a/index.html")
        #expect(html.contains(#"<code class="language-swift"><span class="hl-keyword">let</span> x = <span class="hl-number">1</span>"#))
        #expect(html.contains(#"<code class="language-html">&lt;b&gt;x&lt;/b&gt;"#))
        #expect(html.contains(#"<button type="button" class="copy-button" hidden>Copy code</button>"#))
    }

    @Test func tagsFeedsSitemapSearchAndNotFound() async throws {
        let fixed = Self.transcriptArticle.replacingOccurrences(of: "\"70, 70%\"", with: "\"60, 60%\"")
        let site = try TestSite(["en/volume.md": fixed, "en/other.md": TestSite.article("Other", extra: "tags: [sliders]\n")])
        _ = try await site.build()
        let tag = try site.read("en/tags/sliders/index.html")
        #expect(tag.contains("/docs/en/volume/") && tag.contains("/docs/en/other/"))
        #expect(try site.read("en/tags/index.html").contains("Sliders (2)") || (try site.read("en/tags/index.html")).contains("sliders (2)"))
        let feed = try site.read("en/feed.xml")
        #expect(feed.contains("<id>https://example.org/docs/en/volume/</id>"))
        #expect(feed.contains("<updated>2026-02-03T00:00:00Z</updated>"))
        #expect(!feed.contains("/en/other/"), "undated articles stay out of the feed")
        let sitemap = try site.read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/docs/en/volume/</loc><lastmod>2026-02-03</lastmod>"))
        #expect(!sitemap.contains("404"))
        #expect(try site.read("robots.txt").contains("Sitemap: https://example.org/docs/sitemap.xml"))
        let manifest = try JSONSerialization.jsonObject(with: Data(try site.read("en/search-index/manifest.json").utf8)) as? [String: Any]
        #expect(manifest?["documents"] as? Int == 2)
        let entries = try JSONSerialization.jsonObject(with: Data(try site.read("en/search-index/d/0.json").utf8)) as? [[String]]
        #expect(entries?.map { $0[0] } == ["Other", "Volume"], "entries in address order")
        #expect(entries?.last?[1] == "/docs/en/volume/")
        #expect(entries?.last?[2].hasPrefix("Intro text about sliders.") == true, "the excerpt starts the text")
        #expect(try site.read("en/search-index/t/0.json").contains(#""sliders":["#))
        let notFound = try site.read("404.html")
        #expect(notFound.contains(#"<a href="/docs/en/""#), "404.html links are absolute from the base path")
    }

    @Test func previousAndNextStayWithinTheFamilyEvenWhenTagsCrossFamilies() async throws {
        let site = try TestSite([
            "en/sliders/a.md": TestSite.article("A", extra: "order: 1\ntags: [shared]\n"),
            "en/sliders/b.md": TestSite.article("B", extra: "order: 2\ntags: [shared]\n"),
            "en/tabs/c.md": TestSite.article("C", extra: "tags: [shared]\n"),
        ])
        _ = try await site.build()
        let b = try site.read("en/sliders/b/index.html")
        #expect(b.contains(#"<a href="/docs/en/sliders/a/" rel="prev">"#))
        #expect(!b.contains("rel=\"next\""), "b is the last slider; c belongs to another family")
        #expect(!(try site.read("en/tabs/c/index.html")).contains("rel=\"prev\""))
    }

    @Test func generatedFoldersCannotBeClaimedByContent() async throws {
        let site = try TestSite(["en/tags/mine.md": TestSite.article("Mine")])
        let errors = await site.failures()
        #expect(errors.contains { $0.message.hasPrefix("'en/tags/' is generated by Rotor") })
    }

    @Test func translationsGetAlternatesAndTheSwitcherLinksThem() async throws {
        let site = try TestSite([
            "en/a.md": TestSite.article("A"), "ko/a.md": TestSite.article("가"),
            "en/b.md": TestSite.article("B", extra: "translation_key: bee\n"),
            "ko/other-name.md": TestSite.article("나", extra: "translation_key: bee\n"),
        ])
        _ = try await site.build()
        let b = try site.read("en/b/index.html")
        #expect(b.contains(#"<link rel="alternate" hreflang="ko" href="https://example.org/docs/ko/other-name/">"#))
        #expect(b.contains(#"<a href="/docs/ko/other-name/" hreflang="ko" lang="ko">한국어</a>"#))
        let korean = try site.read("ko/a/index.html")
        #expect(korean.contains(#"<html lang="ko""#))
        #expect(korean.contains("본문으로 건너뛰기"))
    }

    /// A language's own site title reaches its pages and feed; the other language and the page
    /// that lists both keep the main title.
    @Test func aLanguageCanHaveItsOwnSiteTitle() async throws {
        let config = TestSite.twoLanguageConfig.replacingOccurrences(
            of: "{code: ko, name: 한국어}", with: "{code: ko, name: 한국어, title: 시험 패턴}")
        let site = try TestSite([
            "en/a.md": TestSite.article("A", extra: "date: 2026-01-02\n"),
            "ko/a.md": TestSite.article("가", extra: "date: 2026-01-02\n"),
        ], config: config)
        _ = try await site.build()
        let korean = try site.read("ko/a/index.html")
        #expect(korean.contains("<title>가 – 시험 패턴</title>"))
        #expect(korean.contains(#"<a class="site-title" href="/docs/ko/">시험 패턴</a>"#))
        #expect(!korean.contains("Test Patterns"))
        #expect(try site.read("ko/index.html").contains("<title>시험 패턴</title>"))
        let feed = try site.read("ko/feed.xml")
        #expect(feed.contains("<title>시험 패턴 (한국어)</title>") && feed.contains("<name>시험 패턴</name>"))
        #expect(try site.read("en/a/index.html").contains("<title>A – Test Patterns</title>"))
        #expect(try site.read("index.html").contains("<title>Test Patterns</title>"))

        try site.write("site.yml", TestSite.twoLanguageConfig.replacingOccurrences(
            of: "{code: ko, name: 한국어}", with: "{code: ko, name: 한국어, title: \"  \"}"))
        let errors = await site.failures()
        #expect(errors.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [
            "5:34: a language's 'title' must not be empty; leave it out to use the site's title",
        ])
    }

    /// A language may name tags for its readers; addresses stay the same in every language,
    /// so tag pages remain translations of each other, and the tag list is in the shown order.
    @Test func tagsAreShownByTheirNamesInEachLanguage() async throws {
        let config = """
            title: Test Patterns
            languages:
              - {code: en, name: English, tags: {swiftui: SwiftUI}}
              - code: ko
                name: 한국어
                tags: {carousels: 캐러셀, adjustable: 조절 가능}
            """
        let site = try TestSite([
            "en/a.md": TestSite.article("A", extra: "tags: [carousels, swiftui, adjustable]\n"),
            "ko/a.md": TestSite.article("가", extra: "tags: [carousels, swiftui, adjustable]\n"),
        ], config: config)
        _ = try await site.build()
        let korean = try site.read("ko/a/index.html")
        #expect(korean.contains(#"<li><a href="/ko/tags/carousels/">캐러셀</a></li>"#))
        #expect(korean.contains(#"<li><a href="/ko/tags/swiftui/">swiftui</a></li>"#))
        let tag = try site.read("ko/tags/adjustable/index.html")
        #expect(tag.contains("<h1>‘조절 가능’ 태그가 붙은 글</h1>"))
        #expect(tag.contains(#"<link rel="alternate" hreflang="en" href="/en/tags/adjustable/">"#))
        let index = try site.read("ko/tags/index.html")
        let order = ["swiftui (1)", "조절 가능 (1)", "캐러셀 (1)"].map { index.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! })
        #expect(try site.read("en/a/index.html").contains(#"<li><a href="/en/tags/swiftui/">SwiftUI</a></li>"#))

        try site.write("site.yml", config.replacingOccurrences(of: "adjustable: 조절 가능", with: "adjustable: [a, b]"))
        let errors = await site.failures()
        #expect(errors.map { "\($0.line ?? 0): \($0.message)" } == ["6: 'tags' must be a mapping of text to text"])
    }
}

@Suite struct ScaffoldTests {
    @Test func initCreatesASiteThatBuildsAndAGitignoreForItsOutput() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let created = try ScaffoldAction(destination: root).run()
        #expect(created > 3)
        let ignore = try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.split(separator: "\n").contains("site/"))
        #expect(ignore.split(separator: "\n").contains(".site.rotor-cache/"))
        let options = BuildOptions(
            content: root.appendingPathComponent("Content"), templates: root.appendingPathComponent("Templates"),
            output: root.appendingPathComponent("site")
        )
        _ = try await BuildAction(options: options).run()
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("site/en/first-pattern/index.html").path))
        // A section folder with one article per kind of transcript, in both languages.
        for language in ["en", "ko"] {
            for kind in ["slider", "integer-slider", "carousel", "tab-bar", "focus-order", "scene", "swiftui", "uikit", "compose"] {
                #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("site/\(language)/components/\(kind)/index.html").path))
            }
            // The reference pages come from the same generators as the bundled library's, and
            // the transcripts' gestures link to the glossary.
            func page(_ path: String) throws -> String {
                try String(contentsOf: root.appendingPathComponent("site/\(language)/\(path)/index.html"), encoding: .utf8)
            }
            #expect(try page("reference/gestures").contains("id=\"gesture-swipe-right\""))
            #expect(try page("reference/authoring").contains("<code>gestures</code>"))
            #expect(try page("reference/voiceover-phrases").contains("<table>"))
            #expect(try page("reference/talkback-phrases").contains("<table>"))
            #expect(try page("reference/fidelity").contains("<table>"))
            #expect(try page("components/slider").contains("reference/gestures/#gesture-"))
        }
    }
}
