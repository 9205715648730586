import Foundation
import RotorDiagnostics
import RotorOutput
@testable import RotorSite
import Testing

@Suite struct OutputPathTests {
    @Test func cleanURLsMirrorTheContentTree() async throws {
        let site = try TestSite([
            "en/sliders/custom-slider.md": TestSite.article("Custom slider"),
            "en/sliders/deep/nested/page.md": TestSite.article("Nested"),
            "ko/sliders/custom-slider.md": TestSite.article("커스텀 슬라이더"),
            "en/images/slider.png": "not really a png",
        ])
        let summary = try await site.build()
        let files = try TestSite.snapshot(site.output).keys.sorted()
        #expect(files.filter { !$0.hasPrefix("assets/") } == [
            ".rotor-output", "404.html",
            "en/feed.xml",
            "en/images/slider.png",
            "en/index.html",
            "en/search-index/d/0.json",
            "en/search-index/manifest.json",
            "en/search-index/p/0.json",
            "en/search-index/t/0.json",
            "en/search/index.html",
            "en/sliders/custom-slider/index.html",
            "en/sliders/deep/index.html",
            "en/sliders/deep/nested/index.html",
            "en/sliders/deep/nested/page/index.html",
            "en/sliders/index.html",
            "index.html",
            "ko/feed.xml",
            "ko/index.html",
            "ko/search-index/d/0.json",
            "ko/search-index/manifest.json",
            "ko/search-index/p/0.json",
            "ko/search-index/t/0.json",
            "ko/search/index.html",
            "ko/sliders/custom-slider/index.html",
            "ko/sliders/index.html",
            "robots.txt",
            "sitemap.xml",
        ])
        #expect(summary.pageCount == 13, "10 content pages, 2 search pages and 404.html")
    }

    @Test func indexFilesBecomeTheirFoldersPage() async throws {
        let site = try TestSite([
            "en/index.md": TestSite.article("Welcome", "Hello *world*."),
            "en/sliders/index.md": TestSite.article("Sliders", "All about sliders."),
            "en/sliders/a.md": TestSite.article("A", extra: "order: 2\n"),
            "en/sliders/b.md": TestSite.article("B", extra: "order: 1\n"),
        ])
        _ = try await site.build()
        let section = try site.read("en/sliders/index.html")
        #expect(section.contains("<h1>Sliders</h1>"))
        #expect(section.contains("<p>All about sliders.</p>"))
        let b = try #require(section.range(of: "/docs/en/sliders/b/"))
        let a = try #require(section.range(of: "/docs/en/sliders/a/"))
        #expect(b.lowerBound < a.lowerBound, "order: 1 is listed before order: 2")
        #expect(try site.read("en/index.html").contains("<em>world</em>"))
    }

    @Test func pageAndIndexForTheSamePathIsAnError() async throws {
        let site = try TestSite([
            "en/x.md": TestSite.article("X"),
            "en/x/index.md": TestSite.article("X again"),
        ])
        let errors = await site.failures()
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("are the same page (/en/x/)") == true)
    }

    @Test func articlesNeedAKnownLanguageFolder() async throws {
        let site = try TestSite(["fr/page.md": TestSite.article("Bonjour"), "loose.md": TestSite.article("Loose")])
        let messages = await site.failures().map(\.message)
        #expect(messages.contains { $0.hasPrefix("'fr' is not a language listed in site.yml") })
        #expect(messages.contains { $0.hasPrefix("articles belong in a language folder") })
    }

    @Test func symlinkOutsideContentIsAnErrorEvenToAValidArticle() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A")])
        let outside = site.root.appendingPathComponent("outside.md")
        try Data(TestSite.article("Outside").utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: site.content.appendingPathComponent("en/linked.md"), withDestinationURL: outside)
        let errors = await site.failures()
        #expect(errors.map(\.message).contains { $0.hasPrefix("symbolic link leads outside the content folder") })
        #expect(errors.first?.path.hasSuffix("Content/en/linked.md") == true)
    }

    @Test func symlinkInsideContentIsFollowed() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A")])
        try FileManager.default.createSymbolicLink(
            at: site.content.appendingPathComponent("en/b.md"),
            withDestinationURL: site.content.appendingPathComponent("en/a.md"))
        _ = try await site.build()
        #expect(try site.read("en/b/index.html").contains("<h1>A</h1>"))
    }

    /// A link whose target has a relative path as long as its own is still stamped with its
    /// target's `stat`: a stamp missing would leave it out of `rotor build`'s input digest.
    @Test func aLinkedArticleIsStampedByItsTarget() throws {
        let site = try TestSite(["en/a.md": TestSite.article("A"), "ko/a.md": TestSite.article("가")])
        try FileManager.default.createSymbolicLink(
            at: site.content.appendingPathComponent("en/b.md"),
            withDestinationURL: site.content.appendingPathComponent("ko/a.md"))
        let entries = try ContentScanner(root: site.content).scan()
        let linked = try #require(entries.first { $0.relativePath == "en/b.md" })
        #expect(linked.stamp != nil)
        #expect(linked.stamp?.inode == FileStamp(site.content.appendingPathComponent("ko/a.md").path)?.inode)
    }

    @Test func draftsAreLeftOutUnlessAsked() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A"), "en/wip.md": TestSite.article("WIP", extra: "draft: true\n")])
        _ = try await site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/wip/index.html").path))
        var options = site.options
        options.includeDrafts = true
        _ = try await BuildAction(options: options).run()
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/wip/index.html").path))
    }

    @Test func editorLeftoversAreIgnored() {
        for name in [".a.md.swp", "a.md~", ".DS_Store", "#a.md#", "4913"] {
            #expect(ContentScanner.isIgnored(name), "\(name)")
        }
        #expect(!ContentScanner.isIgnored("a.md"))
    }
}
