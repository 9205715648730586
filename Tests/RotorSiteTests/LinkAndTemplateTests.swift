import Foundation
import RotorDiagnostics
@testable import RotorSite
import Testing

@Suite struct LinkAndTemplateTests {
    @Test func markdownLinksBetweenArticlesBecomePageURLs() async throws {
        let site = try TestSite([
            "en/sliders/a.md": TestSite.article("A", "See [B](b.md#details), [focus](../focus/c.md) and [top](#top-part).\n\n## Top part"),
            "en/sliders/b.md": TestSite.article("B", "## Details"),
            "en/focus/c.md": TestSite.article("C"),
        ])
        _ = try await site.build()
        let html = try site.read("en/sliders/a/index.html")
        #expect(html.contains(#"<a href="/docs/en/sliders/b/#details">B</a>"#))
        #expect(html.contains(#"<a href="/docs/en/focus/c/">focus</a>"#))
        #expect(html.contains(##"<a href="#top-part">top</a>"##))
    }

    @Test func brokenLinksAndAnchorsFailWithFileLineAndColumn() async throws {
        let site = try TestSite([
            "en/a.md": "---\ntitle: A\n---\n\nIntro\n\n[gone](missing.md)\n\n[bad anchor](b.md#nowhere)\n\n[here](#nothing)\n",
            "en/b.md": TestSite.article("B", "## Somewhere"),
        ])
        let errors = await site.failures()
        // The column is where the destination is written; cmark places only blocks.
        #expect(errors.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [
            "7:8: broken link 'missing.md': no article at that path (drafts only exist with --drafts)",
            "9:14: broken anchor in 'b.md#nowhere': that page has no heading with id 'nowhere'",
            "11:8: broken anchor '#nothing': no heading on this page has that id",
        ])
        #expect(errors.allSatisfy { $0.path.hasSuffix("Content/en/a.md") })
    }

    @Test func baseURLOverrideReachesLinksAndCanonicals() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A"), "ko/a.md": TestSite.article("가")])
        var options = site.options
        options.baseURL = "https://other.example/sub/path"
        let summary = try await BuildAction(options: options).run()
        #expect(summary.warnings.map(\.description) == [
            "--base-url: warning: base_url has a path (/sub/path/): crawlers read robots.txt only at the root of the host, so the one written here has no effect; put its rules and its Sitemap line in the host's /robots.txt",
        ])
        let html = try site.read("en/a/index.html")
        #expect(html.contains(#"<link rel="canonical" href="https://other.example/sub/path/en/a/">"#))
        #expect(html.contains(#"<link rel="alternate" hreflang="ko" href="https://other.example/sub/path/ko/a/">"#))
        #expect(html.contains(#"href="/sub/path/assets/rotor."#) && html.contains(#".css""#))
        #expect(!html.contains("example.org"))
    }

    @Test func templateSyntaxErrorsNameFileLineAndColumn() throws {
        let folder = try Self.theme(["layout": "<html>\n{{#open}}\n</html>", "article": "x", "list": "y"])
        do {
            _ = try TemplateSet.load(from: folder, displayPath: "Templates")
            Issue.record("expected a template error")
        } catch let failure as BuildFailure {
            let diagnostic = try #require(failure.diagnostics.first)
            #expect(diagnostic.path == "Templates/layout.mustache")
            #expect(diagnostic.line != nil)
            #expect(diagnostic.message.hasPrefix("template syntax"))
        }
    }

    @Test func undefinedPartialsAndMissingTemplatesAreErrors() throws {
        let folder = try Self.theme(["layout": "<main>\n  {{> partials/nope }}\n</main>", "article": "x"])
        do {
            _ = try TemplateSet.load(from: folder, displayPath: "T")
            Issue.record("expected template errors")
        } catch let failure as BuildFailure {
            #expect(failure.description == """
                T/layout.mustache:2:3: error: undefined partial 'partials/nope': no partials/nope.mustache in the templates folder
                T/list.mustache: error: missing template: every theme needs layout.mustache, article.mustache, list.mustache, search.mustache, notfound.mustache
                T/notfound.mustache: error: missing template: every theme needs layout.mustache, article.mustache, list.mustache, search.mustache, notfound.mustache
                T/search.mustache: error: missing template: every theme needs layout.mustache, article.mustache, list.mustache, search.mustache, notfound.mustache
                """)
        }
    }

    @Test func rawHTMLNeedsTheSiteToOptIn() async throws {
        let article = TestSite.article("A", "<div class=\"note\">raw</div>")
        let safe = try TestSite(["en/a.md": article])
        _ = try await safe.build()
        #expect(try safe.read("en/a/index.html").contains("<!-- raw HTML omitted -->"))

        let unsafe = try TestSite(["en/a.md": article], config: "title: T\nlanguages: [{code: en, name: English}]\nmarkdown: {unsafe_html: true}\n")
        _ = try await unsafe.build()
        #expect(try unsafe.read("en/a/index.html").contains("<div class=\"note\">raw</div>"))
    }

    /// Text values answer lookups and render as swift-mustache's own handling of strings did:
    /// names inside a text section reach the view, `.` and transforms see the text, and the
    /// text is escaped once.
    @Test func textValuesKeepMustacheSemantics() throws {
        let folder = try Self.theme([
            "layout": "{{{content}}}", "list": "x", "search": "x", "notfound": "x",
            "article": "{{#description}}<p>{{description}}|{{.}}|{{uppercased(.)}}|{{url}}|{{.length}}</p>{{/description}}"
                + "{{^description}}none{{/description}}{{title.count}}[{{uppercased(title)}}]{{#title}}{{nothing}}{{/title}}{{{title}}}",
        ])
        let templates = try TemplateSet.load(from: folder, displayPath: "T")
        var view = ArticleView(title: "A & B", url: "/a/", description: "<x>", strings: InterfaceWords([:]), breadcrumbs: [],
                               date: nil, tags: [], toc: [], body: "", previous: nil, next: nil)
        #expect(templates.render(view, with: "article") == "<p>&lt;x&gt;|&lt;x&gt;|&lt;X&gt;|/a/|</p>[A &amp; B]A & B")
        view.description = nil
        #expect(templates.render(view, with: "article") == "none[A &amp; B]A & B")
    }

    private static func theme(_ templates: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-theme-\(UUID().uuidString)")
        for (name, text) in templates {
            let url = folder.appendingPathComponent("\(name).mustache")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }
}
