import Foundation
import RotorOutput
@testable import RotorSite
import Testing

/// A cache with a ``PageStore`` (as `rotor serve` uses) keeps pages on disk and articles'
/// HTML nowhere, and still gives the bytes of a clean build.
@Suite struct PageStoreTests {
    private static func site() throws -> TestSite {
        var files: [String: String] = [:]
        for index in 0..<6 {
            files["en/family/a\(index).md"] = TestSite.article("Article \(index)", "Body \(index).\n\n## Part\n\nSee [next](a\((index + 1) % 6).md#part).")
            files["ko/family/a\(index).md"] = TestSite.article("글 \(index)", "본문 \(index).")
        }
        return try TestSite(files)
    }

    /// The site's options with a copy of the theme of their own, which a test may change.
    private static func withOwnTheme(_ site: TestSite) throws -> (options: BuildOptions, theme: URL) {
        let theme = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-theme-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestSite.repositoryTemplates.resolvingSymlinksInPath(), to: theme)
        var options = site.options
        options.templates = theme
        return (options, theme)
    }

    private static func store() throws -> PageStore {
        try PageStore(root: FileManager.default.temporaryDirectory.appendingPathComponent("rotor-store-test-\(UUID().uuidString)"))
    }

    /// Every file's bytes, reading stored pages from the store.
    private static func bytes(_ site: GeneratedSite, store: PageStore) throws -> [String: Data] {
        var bytes: [String: Data] = [:]
        for file in site.files {
            switch file.contents {
            case .data(let data): bytes[file.path] = data
            case .copy(let url):
                bytes[file.path] = try Data(contentsOf: url)
            case .stored(let path):
                #expect(path.hasPrefix(store.root.path + "/"), "\(file.path) comes from the store")
                bytes[file.path] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return bytes
    }

    private static func clean(_ options: BuildOptions) async throws -> [String: Data] {
        Dictionary(uniqueKeysWithValues: try await SiteGenerator(options: options).generate().files.compactMap { file in
            if case .data(let data) = file.contents { return (file.path, data) }
            return nil
        })
    }

    private static func storedNames(_ store: PageStore) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: store.root.path)) ?? [])
    }

    @Test func pagesAreFilesOfTheStoreWithTheBytesOfACleanBuild() async throws {
        let site = try Self.site()
        let store = try Self.store()
        defer { store.removeAll() }
        let built = try await SiteGenerator(options: site.options).generate(cache: BuildCache(pageStore: store))
        let pages = built.files.filter { $0.path.hasSuffix(".html") }
        #expect(pages.count == built.pageCount)
        #expect(pages.allSatisfy { if case .stored = $0.contents { true } else { false } })
        #expect(try Self.bytes(built, store: store) == (try await Self.clean(site.options)))
        #expect(built.pageStore == store.root)
    }

    @Test func aTemplateChangeRendersArticlesAgainSinceTheirHTMLWasDropped() async throws {
        let site = try Self.site()
        let (options, theme) = try Self.withOwnTheme(site)
        defer { try? FileManager.default.removeItem(at: theme) }
        let store = try Self.store()
        defer { store.removeAll() }
        let cache = BuildCache(pageStore: store)
        _ = try await SiteGenerator(options: options).generate(cache: cache)

        let footer = theme.appendingPathComponent("partials/footer.mustache")
        try Data("<footer class=\"site-footer\"><p>Changed</p></footer>\n".utf8).write(to: footer)
        let rebuilt = try await SiteGenerator(options: options).generate(cache: cache)
        let bytes = try Self.bytes(rebuilt, store: store)
        #expect(bytes == (try await Self.clean(options)))
        let article = String(decoding: bytes["en/family/a3/index.html"] ?? Data(), as: UTF8.self)
        #expect(article.contains("Body 3.") && article.contains("Changed"), "the article's own text is back in its page")
    }

    @Test func aReplacedPageIsRemovedTwoSuccessfulBuildsLater() async throws {
        let site = try Self.site()
        let store = try Self.store()
        defer { store.removeAll() }
        let cache = BuildCache(pageStore: store)
        let generator = SiteGenerator(options: site.options)
        let first = try await generator.generate(cache: cache)
        let page = "en/family/a2/index.html"
        func stored(_ site: GeneratedSite) -> String? {
            guard case .stored(let path)? = site.files.first(where: { $0.path == page })?.contents else { return nil }
            return URL(fileURLWithPath: path).lastPathComponent
        }
        let original = try #require(stored(first))
        let edited = site.options.content.appendingPathComponent("en/family/a2.md").path

        try site.write("en/family/a2.md", TestSite.article("Article 2", "Edited once.\n\n## Part\n\nSee [next](a3.md#part)."))
        let second = try await generator.generate(cache: cache, changedFiles: [edited])
        #expect(stored(second) != original)
        #expect(Self.storedNames(store).contains(original), "the site before may still be served")

        try site.write("en/family/a2.md", TestSite.article("Article 2", "Edited twice.\n\n## Part\n\nSee [next](a3.md#part)."))
        let third = try await generator.generate(cache: cache, changedFiles: [edited])
        #expect(!Self.storedNames(store).contains(original))
        #expect(Self.storedNames(store).count == Set(third.files.compactMap { file -> String? in
            if case .stored(let path) = file.contents { return URL(fileURLWithPath: path).lastPathComponent }
            return nil
        }).count + 1, "the pages of this build, and the one page the build before replaced")
        #expect(try Self.bytes(third, store: store) == (try await Self.clean(site.options)))
    }

    /// With a store, what the cache keeps of the last build holds no Markdown and no
    /// searchable text: text edits, a front-matter edit (which reads every article again) and
    /// a template change still give the bytes of a clean build, search indexes included.
    @Test func theLastBuildKeepsNoArticleTextAndEditsStillMatchACleanBuild() async throws {
        let site = try Self.site()
        let (options, theme) = try Self.withOwnTheme(site)
        defer { try? FileManager.default.removeItem(at: theme) }
        let store = try Self.store()
        defer { store.removeAll() }
        let cache = BuildCache(pageStore: store)
        let generator = SiteGenerator(options: options)
        _ = try await generator.generate(cache: cache)
        func path(_ file: String) -> String { options.content.appendingPathComponent(file).standardizedFileURL.path }
        func keepsNoText() -> Bool {
            // The base of edits is the saved state (records on disk) and the files, whose
            // pages are in the store.
            guard let base = cache.base else { return false }
            let pages = base.files.files.filter { $0.path.hasSuffix(".html") }
            return !pages.isEmpty && pages.allSatisfy { if case .stored = $0.contents { true } else { false } }
                && base.state.search.count == 2
        }
        #expect(keepsNoText())

        let steps: [(file: String, text: String?)] = [
            ("en/family/a2.md", TestSite.article("Article 2", "Slider words now.\n\n## Part\n\nSee [next](a3.md#part).")),
            ("ko/family/a4.md", TestSite.article("글 4", "슬라이더 값을 바꿉니다.")),
            ("en/family/a3.md", TestSite.article("Renamed 3", "Body 3.\n\n## Part\n\nSee [next](a4.md#part).", extra: "description: New.\n")),
            ("en/family/a2.md", TestSite.article("Article 2", "Carousel words after the rename.\n\n## Part\n\nSee [next](a3.md#part).")),
            ("partials/footer.mustache", nil),
            ("en/family/a5.md", TestSite.article("Article 5", "Last words.\n\n## Part\n\nSee [next](a0.md#part).")),
        ]
        for step in steps {
            let changed: Set<String>
            if let text = step.text {
                try site.write(step.file, text)
                changed = [path(step.file)]
            } else {
                let footer = theme.appendingPathComponent(step.file)
                try Data("<footer class=\"site-footer\"><p>Changed</p></footer>\n".utf8).write(to: footer)
                changed = [footer.path]
            }
            let rebuilt = try await generator.generate(cache: cache, changedFiles: changed)
            #expect(try Self.bytes(rebuilt, store: store) == (try await Self.clean(options)), "after \(step.file)")
            #expect(keepsNoText(), "after \(step.file)")
        }
    }
}
