import Foundation
@testable import RotorSite
import Testing

@Suite struct BuildCacheTests {
    private static func site() throws -> TestSite {
        var files: [String: String] = [:]
        for index in 0..<12 {
            files["en/family/a\(index).md"] = TestSite.article("Article \(index)", "Body \(index).\n\n## Part\n\nSee [next](a\((index + 1) % 12).md#part).")
            files["ko/family/a\(index).md"] = TestSite.article("글 \(index)", "본문 \(index).")
        }
        files["en/other/solo.md"] = TestSite.article("Solo", "Alone.")
        return try TestSite(files)
    }

    private static func bytes(_ site: GeneratedSite) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: site.files.compactMap { file in
            if case .data(let data) = file.contents { return (file.path, data) }
            return nil
        })
    }

    @Test func rebuildWithNothingChangedReusesEverything() async throws {
        let site = try Self.site()
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        let first = try await generator.generate(cache: cache)
        #expect(cache.statistics.pagesRendered == 25, "every article; generated pages have no Markdown")
        let second = try await generator.generate(cache: cache)
        #expect(cache.statistics == .init(sourcesRead: 0, pagesRendered: 0, pagesComposed: 0))
        #expect(Self.bytes(first) == Self.bytes(second))
    }

    @Test func editedArticleRerendersItselfAndOnlyThePagesThatShowIt() async throws {
        let site = try Self.site()
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        _ = try await generator.generate(cache: cache)

        try site.write("en/family/a5.md", TestSite.article("Article five, renamed", "New body.\n\n## Part"))
        let incremental = try await generator.generate(cache: cache)
        #expect(cache.statistics.sourcesRead == 1)
        #expect(cache.statistics.pagesRendered == 1)
        // Itself, the family list, both neighbours' pager links, the Korean translation's
        // language switcher and alternates, and the tag-less English home listing nothing new.
        #expect(cache.statistics.pagesComposed >= 4 && cache.statistics.pagesComposed <= 6,
                "composed \(cache.statistics.pagesComposed)")

        let clean = try await SiteGenerator(options: site.options).generate()
        #expect(Self.bytes(incremental) == Self.bytes(clean), "an incremental rebuild gives the bytes of a clean build")
    }

    @Test func templateChangeRecomposesButDoesNotRerender() async throws {
        let site = try Self.site()
        let theme = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-theme-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestSite.repositoryTemplates.resolvingSymlinksInPath(), to: theme)
        var options = site.options
        options.templates = theme
        let cache = BuildCache()
        _ = try await SiteGenerator(options: options).generate(cache: cache)

        let footer = theme.appendingPathComponent("partials/footer.mustache")
        try Data("<footer class=\"site-footer\"><p>Changed</p></footer>\n".utf8).write(to: footer)
        let rebuilt = try await SiteGenerator(options: options).generate(cache: cache)
        #expect(cache.statistics.pagesRendered == 0)
        #expect(cache.statistics.pagesComposed == rebuilt.pageCount)
    }

    @Test func newArticleRerendersEverythingThatCouldLinkToIt() async throws {
        let site = try Self.site()
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        _ = try await generator.generate(cache: cache)
        try site.write("en/other/new.md", TestSite.article("New"))
        let rebuilt = try await generator.generate(cache: cache)
        #expect(cache.statistics.sourcesRead == 1)
        #expect(cache.statistics.pagesRendered == 26)
        let clean = try await SiteGenerator(options: site.options).generate()
        #expect(Self.bytes(rebuilt) == Self.bytes(clean))
    }
}
