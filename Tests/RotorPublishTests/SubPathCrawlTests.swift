import Foundation
import RotorPublish
import RotorSite
import Testing

/// Publishes under `/sub/path/`, serves the parent folder over real HTTP, and follows every link.
@Suite struct SubPathCrawlTests {
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case fixture, repositoryContent
        var testDescription: String { rawValue }
    }

    @Test(arguments: Source.allCases)
    func everyLinkWorksUnderASubPath(_ source: Source) async throws {
        let fixture = try PublishFixture()
        let content = source == .fixture ? fixture.content : PublishFixture.repositoryRoot.appendingPathComponent("Content")
        let (report, published) = try await crawlPublished(content, in: fixture)
        #expect(report.broken == [])
        let unreached = published.filter { path in
            let url = "/sub/path/" + path
            let page = path == "index.html" || path.hasSuffix("/index.html") ? String(url.dropLast("index.html".count)) : url
            return !report.visited.contains(url) && !report.visited.contains(page)
        }
        #expect(unreached.sorted() == [], "every published file is linked from somewhere")
        #expect(report.visited.count >= published.count)
    }

    /// An image beside an article, referenced as authors write it, from the article's own
    /// folder. Clean URLs put the page one folder deeper (`en/sliders/custom-slider/`), and
    /// RotorSite passes the `src` through unchanged, so the browser looks in the wrong place.
    @Test func imagesBesideAnArticleResolve() async throws {
        let fixture = try PublishFixture()
        try fixture.write("en/sliders/custom-slider.md", PublishFixture.article("Custom slider", "![A slider at 50%](slider.svg)"))
        try fixture.write("en/sliders/slider.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        let (report, _) = try await crawlPublished(fixture.content, in: fixture)
        #expect(report.broken == [])
    }

    /// Publishes `content` into `served/sub/path`, serves `served` on 127.0.0.1 and crawls
    /// from the home page, `robots.txt`, and `404.html` as a host serves it for a missing
    /// page deep in the site.
    func crawlPublished(_ content: URL, in fixture: PublishFixture) async throws -> (LinkCrawler.Report, [String]) {
        let served = fixture.url("served")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        let server = try await StaticServer(serving: served)
        defer { server.stop() }

        let folder = served.appendingPathComponent("sub/path")
        let base = "\(server.origin)/sub/path/"
        let build = BuildOptions(content: content, templates: PublishFixture.repositoryTemplates, output: folder, baseURL: base)
        _ = try await PublishAction(options: PublishOptions(build: build, target: .directory(folder))).run()

        let root = try #require(URL(string: base))
        let deepMissingPage = try #require(URL(string: "no/such/deep/page/", relativeTo: root)?.absoluteURL)
        let starts = try ["", "robots.txt", "404.html"].map { path in
            let url = try #require(path.isEmpty ? root : URL(string: path, relativeTo: root)?.absoluteURL)
            return (url: url, base: path == "404.html" ? deepMissingPage : url)
        }
        let report = try await LinkCrawler(origin: server.origin).crawl(starts)
        return (report, try snapshot(folder).keys.filter { $0 != PublishManifest.fileName })
    }
}
