import Foundation
import RotorDiagnostics
@testable import RotorSite
import Testing

/// Links as CommonMark's reference renderer writes them, and root-relative links checked
/// against the site and written as they are.
@Suite struct LinkURLTests {
    static func site(_ body: String) throws -> TestSite {
        try TestSite([
            "en/a.md": TestSite.article("A", body),
            "en/sliders/b.md": TestSite.article("B", "## Steps\n\nText of B."),
            "en/x.html": "<p>x</p>\n",
        ])
    }

    @Test func absoluteAndAutolinkURLsArePercentEncodedAsCmarkDoes() async throws {
        let site = try Self.site("<http://example.com/\\[\\>, <https://example.com/ä>, [q](https://example.com/?a=1&b='2'), ![i](https://example.com/{i}.png)")
        _ = try await site.build()
        let html = try site.read("en/a/index.html")
        #expect(html.contains("<a href=\"http://example.com/%5C%5B%5C\">"))
        #expect(html.contains("<a href=\"https://example.com/?a=1&amp;b=&#39;2&#39;\">"))
        #expect(html.contains("<a href=\"https://example.com/%C3%A4\">"))
        #expect(html.contains("src=\"https://example.com/%7Bi%7D.png\""))
    }

    @Test func rootRelativeLinksKeepQueryFragmentAndSlashes() async throws {
        let site = try Self.site("""
        [1](/en/sliders/b/?q=1#steps) [2](/en//sliders/b/) [3](/en/sliders/b.md?x=1) [4](/x.html?y=1) [5](/en/sliders/b)
        """.replacingOccurrences(of: "/x.html", with: "/en/x.html"))
        _ = try await site.build()
        let html = try site.read("en/a/index.html")
        #expect(html.contains("<a href=\"/docs/en/sliders/b/?q=1#steps\">1</a>"))
        #expect(html.contains("<a href=\"/docs/en//sliders/b/\">2</a>"))
        #expect(html.contains("<a href=\"/docs/en/sliders/b/?x=1\">3</a>"))
        #expect(html.contains("<a href=\"/docs/en/x.html?y=1\">4</a>"))
        #expect(html.contains("<a href=\"/docs/en/sliders/b\">5</a>"))
    }

    @Test func rootRelativeLinksAreCheckedLikeRelativeOnes() async throws {
        let site = try Self.site("[gone](/en/nothing/) [file](/en/missing.png?v=1) [anchor](/en/sliders/b/#nope)")
        let messages = await site.failures().map(\.message)
        #expect(messages.contains { $0.hasPrefix("broken link '/en/nothing/'") })
        #expect(messages.contains { $0.hasPrefix("broken link '/en/missing.png?v=1': no file at en/missing.png") })
        #expect(messages.contains { $0.contains("'nope'") })
    }

    /// An image or file link with a query or fragment (a cache buster, a PDF page) names the
    /// file before it: checked as that file and written with the query kept.
    @Test func fileLinksWithAQueryAreCheckedAsTheFile() async throws {
        let site = try Self.site("![r](/en/x.html?v=1) ![s](x.html?v=2#top) [t](x.html?page=3) ![gone](/en/y.png?v=1)")
        let messages = await site.failures().map(\.message)
        #expect(messages == ["broken link '/en/y.png?v=1': no file at en/y.png in the content folder"])
        let fixed = try Self.site("![r](/en/x.html?v=1) ![s](x.html?v=2#top) [t](x.html?page=3)")
        _ = try await fixed.build()
        let html = try fixed.read("en/a/index.html")
        #expect(html.contains("src=\"/docs/en/x.html?v=1\""))
        #expect(html.contains("src=\"/docs/en/x.html?v=2#top\""))
        #expect(html.contains("<a href=\"/docs/en/x.html?page=3\">t</a>"))
    }
}
