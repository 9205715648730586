import Foundation
import RotorDiagnostics
import RotorOutput
@testable import RotorSite
import Testing

/// Twelve English articles in one family, each linking to the next one's `#part`, their
/// Korean translations, and one article on its own.
private func familySite() throws -> TestSite {
    var files: [String: String] = [:]
    for index in 0..<12 {
        files["en/family/a\(index).md"] = TestSite.article("Article \(index)", "Body \(index).\n\n## Part\n\nSee [next](a\((index + 1) % 12).md#part).")
        files["ko/family/a\(index).md"] = TestSite.article("글 \(index)", "본문 \(index).")
    }
    files["en/other/solo.md"] = TestSite.article("Solo", "Alone.")
    return try TestSite(files)
}

/// The bytes of every generated file held in memory, by path.
private func bytes(_ site: GeneratedSite) -> [String: Data] {
    Dictionary(uniqueKeysWithValues: site.files.compactMap { file in
        if case .data(let data) = file.contents { return (file.path, data) }
        return nil
    })
}

@Suite struct BuildCacheTests {
    private static func site() throws -> TestSite { try familySite() }
    private static func bytes(_ site: GeneratedSite) -> [String: Data] { RotorSiteTests.bytes(site) }

    @Test func aSourceRewrittenWithItsOldModificationTimeIsReadAgain() async throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        _ = try await generator.generate(cache: cache)
        try await Task.sleep(for: .milliseconds(50))
        // The same length, so size, mtime and inode are all as before.
        try site.overwriteKeepingModificationTime("en/other/solo.md", TestSite.article("Solo", "Along."))
        let rebuilt = try await generator.generate(cache: cache)
        #expect(cache.statistics.sourcesRead == 1)
        #expect(Self.bytes(rebuilt) == Self.bytes(try await SiteGenerator(options: site.options).generate()))
        #expect(String(decoding: Self.bytes(rebuilt)["en/other/solo/index.html"] ?? Data(), as: UTF8.self).contains("Along."))
    }

    @Test func rebuildWithNothingChangedReusesEverything() async throws {
        let site = try Self.site()
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        let first = try await generator.generate(cache: cache)
        #expect(cache.statistics.pagesRendered == 25, "every article; generated pages have no Markdown")
        let second = try await generator.generate(cache: cache)
        #expect(cache.statistics == .init(sourcesRead: 0, pagesRendered: 0, pagesComposed: 0, pagesPlanned: first.pageCount))
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

/// Rebuilds after the watcher reports edits: text-only edits skip planning and redo one page.
@Suite struct EditRebuildTests {
    private static func site() throws -> TestSite { try familySite() }
    private static func bytes(_ site: GeneratedSite) -> [String: Data] { RotorSiteTests.bytes(site) }

    /// The family site, built once with a fresh cache.
    private static func builtOnce() async throws -> (TestSite, BuildCache, SiteGenerator) {
        let site = try Self.site()
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        _ = try await generator.generate(cache: cache)
        return (site, cache, generator)
    }

    private static func clean(_ site: TestSite) async throws -> [String: Data] {
        bytes(try await SiteGenerator(options: site.options).generate())
    }

    private static func path(_ site: TestSite, _ relative: String) -> String {
        site.content.appendingPathComponent(relative).standardizedFileURL.path
    }

    @Test func aTextEditRedoesOnlyThatPageAndMatchesACleanBuild() async throws {
        let (site, cache, generator) = try await Self.builtOnce()

        try site.write("en/family/a2.md", TestSite.article("Article 2", "A new first paragraph.\n\n## Part\n\nMore."))
        // An editor's temporary file that is already gone is among the reported paths.
        let changed: Set = [Self.path(site, "en/family/a2.md"), Self.path(site, "en/family/a2.md.tmp")]
        let rebuilt = try await generator.generate(cache: cache, changedFiles: changed)
        #expect(cache.statistics == .init(sourcesRead: 1, pagesRendered: 1, pagesComposed: 1, pagesPlanned: 0))
        #expect(Self.bytes(rebuilt) == (try await Self.clean(site)))
        let entries = Self.bytes(rebuilt).filter { $0.key.hasPrefix("en/search-index/d/") }.values
        #expect(entries.contains { String(decoding: $0, as: UTF8.self).contains("A new first paragraph.") })
    }

    @Test func aFrontMatterEditOrANewFilePlansTheSiteAgain() async throws {
        let (site, cache, generator) = try await Self.builtOnce()

        try site.write("en/family/a2.md", TestSite.article("Article two", "Body 2.\n\n## Part"))
        let retitled = try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/a2.md")])
        #expect(cache.statistics.pagesPlanned > 0)
        #expect(Self.bytes(retitled) == (try await Self.clean(site)))

        try site.write("en/family/new.md", TestSite.article("New"))
        let added = try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/new.md")])
        #expect(cache.statistics.pagesPlanned > 0)
        #expect(Self.bytes(added)["en/family/new/index.html"] != nil)
        #expect(Self.bytes(added) == (try await Self.clean(site)))
    }

    @Test func anEditThatBreaksAnotherPagesAnchorFailsAndTheFixRecovers() async throws {
        let (site, cache, generator) = try await Self.builtOnce()
        let changed: Set = [Self.path(site, "en/family/a3.md")]

        // a2 links to a3#part; the edit removes that heading.
        try site.write("en/family/a3.md", TestSite.article("Article 3", "Body 3, no headings."))
        await #expect(throws: BuildFailure.self) { try await generator.generate(cache: cache, changedFiles: changed) }
        do {
            _ = try await generator.generate(cache: cache, changedFiles: changed)
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.map(\.path).contains { $0.hasSuffix("en/family/a2.md") })
        }

        try site.write("en/family/a3.md", TestSite.article("Article 3", "Body 3, fixed.\n\n## Part"))
        let fixed = try await generator.generate(cache: cache, changedFiles: changed)
        #expect(cache.statistics.pagesPlanned == 0, "the last good build is still the base")
        #expect(Self.bytes(fixed) == (try await Self.clean(site)))
    }

    @Test func aBatchOfOnlyVanishedFilesChangesNothingAndPlansNothing() async throws {
        let (site, cache, generator) = try await Self.builtOnce()
        let before = Self.bytes(try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/a2.md")]))
        let rebuilt = try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/a2.md___jb_old___")])
        #expect(cache.statistics == .init(sourcesRead: 0, pagesRendered: 0, pagesComposed: 0, pagesPlanned: 0))
        #expect(Self.bytes(rebuilt) == before)
    }

    @Test func aFolderMovedAwayBuildsTheWholeSite() async throws {
        let (site, cache, generator) = try await Self.builtOnce()
        try FileManager.default.moveItem(at: site.content.appendingPathComponent("en/other"), to: site.root.appendingPathComponent("other"))
        try site.write("en/family/a2.md", TestSite.article("Article 2", "Edited.\n\n## Part\n\nSee [next](a3.md#part)."))
        // The watcher names the folder, not the article inside it, beside the edit.
        let rebuilt = try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/other"), Self.path(site, "en/family/a2.md")])
        #expect(cache.statistics.pagesPlanned > 0)
        #expect(Self.bytes(rebuilt)["en/other/solo/index.html"] == nil)
        #expect(Self.bytes(rebuilt) == (try await Self.clean(site)))
    }

    @Test func anEditToAnArticleAnotherOneLinksToRebuildsBoth() async throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try FileManager.default.createSymbolicLink(atPath: site.content.appendingPathComponent("en/other/alias.md").path,
                                                   withDestinationPath: site.content.appendingPathComponent("en/other/solo.md").path)
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        _ = try await generator.generate(cache: cache)
        try site.write("en/other/solo.md", TestSite.article("Solo", "Alone, edited."))
        let rebuilt = try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/other/solo.md")])
        let alias = String(decoding: Self.bytes(rebuilt)["en/other/alias/index.html"] ?? Data(), as: UTF8.self)
        #expect(alias.contains("Alone, edited."))
        #expect(Self.bytes(rebuilt) == (try await Self.clean(site)))
    }

    @Test func aKeptStateThatNoLongerFitsFallsBackToAFullBuild() async throws {
        let (site, cache, generator) = try await Self.builtOnce()
        // A cleaner of temporary files took the records the kept state points into.
        let folder = try #require(cache.recordFolder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("records"))
        try site.write("en/family/a2.md", TestSite.article("Article 2", "Edited.\n\n## Part\n\nSee [next](a3.md#part)."))
        let rebuilt = try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/a2.md")])
        #expect(cache.statistics.pagesPlanned > 0)
        #expect(Self.bytes(rebuilt) == (try await Self.clean(site)))
        // The full build kept a new state: the next edit takes the text-only path again.
        try site.write("en/family/a2.md", TestSite.article("Article 2", "Edited again.\n\n## Part\n\nSee [next](a3.md#part)."))
        let again = try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/a2.md")])
        #expect(cache.statistics.pagesPlanned == 0)
        #expect(Self.bytes(again) == (try await Self.clean(site)))
    }

    @Test func anEditAfterAFailedRebuildStillSeesTheFailedEdit() async throws {
        let (site, cache, generator) = try await Self.builtOnce()

        try site.write("en/family/a1.md", TestSite.article("Article 1", "Now [broken](a2.md#nope).\n\n## Part"))
        await #expect(throws: BuildFailure.self) {
            try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/a1.md")])
        }
        // The watcher reports only the next file; a1's broken link must still be seen.
        try site.write("en/family/a4.md", TestSite.article("Article 4", "Other text.\n\n## Part"))
        await #expect(throws: BuildFailure.self) {
            try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/a4.md")])
        }
        try site.write("en/family/a1.md", TestSite.article("Article 1", "Fixed.\n\n## Part"))
        let fixed = try await generator.generate(cache: cache, changedFiles: [Self.path(site, "en/family/a1.md")])
        #expect(Self.bytes(fixed) == (try await Self.clean(site)))
    }
}

/// `rotor serve` keeps each language's search index and replaces one document after an edit,
/// redoing only the fragments whose bytes change: after every edit the index must be what a
/// clean build of the same content writes, byte for byte.
@Suite struct IncrementalSearchIndexTests {
    /// Words enough that the index has many term and pair fragments.
    static func words(_ seed: Int, count: Int) -> String {
        var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1
        var words: [String] = []
        for _ in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            words.append("w\(state >> 33 % 997)x\((state >> 20) % 13)")
        }
        return words.joined(separator: " ")
    }

    /// A folder of notes built once with a cache, and the bytes of that build.
    private static func notes(_ count: Int, title: (Int) -> String, text: (Int) -> String) async throws
        -> (site: TestSite, cache: BuildCache, generator: SiteGenerator, first: [String: Data]) {
        var files: [String: String] = ["en/index.md": TestSite.article("Home")]
        for index in 0..<count { files["en/notes/n\(index).md"] = TestSite.article(title(index), text(index)) }
        let site = try TestSite(files, config: "title: Words\n")
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        return (site, cache, generator, bytes(try await generator.generate(cache: cache)))
    }

    /// Writes note `article` anew and returns the bytes of the rebuild told of that one file,
    /// and of a clean build.
    private static func edit(_ notes: (site: TestSite, cache: BuildCache, generator: SiteGenerator, first: [String: Data]),
                             article: Int, _ text: String) async throws -> (incremental: [String: Data], clean: [String: Data]) {
        try notes.site.write("en/notes/n\(article).md", text)
        let path = notes.site.content.appendingPathComponent("en/notes/n\(article).md").standardizedFileURL.path
        let incremental = bytes(try await notes.generator.generate(cache: notes.cache, changedFiles: [path]))
        return (incremental, bytes(try await SiteGenerator(options: notes.site.options).generate()))
    }

    private static func searchIndex(_ all: [String: Data]) -> [String: Data] {
        all.filter { $0.key.contains("/search-index/") }
    }

    @Test func everyEditGivesTheBytesOfACleanBuild() async throws {
        let notes = try await Self.notes(40, title: { "Note \($0)" }, text: { Self.words($0, count: 150) })
        defer { try? FileManager.default.removeItem(at: notes.site.root) }
        #expect(notes.first.keys.filter { $0.hasPrefix("en/search-index/p/") }.count > 3, "several pair fragments")
        #expect(notes.first.keys.filter { $0.hasPrefix("en/search-index/t/") }.count > 2, "several term fragments")
        // New words, words gone, a much longer and a much shorter text, and back.
        let edits = [(3, 150, 100), (3, 400, 101), (17, 10, 102), (39, 300, 103), (0, 150, 0), (3, 150, 3)]
        for (article, count, seed) in edits {
            let (incremental, clean) = try await Self.edit(notes, article: article,
                                                           TestSite.article("Note \(article)", Self.words(seed, count: count)))
            #expect(notes.cache.statistics.pagesPlanned == 0, "the edit took the text-only path")
            #expect(Self.searchIndex(incremental) == Self.searchIndex(clean), "after editing n\(article)")
            #expect(incremental == clean)
        }
    }

    /// Korean words (cut into overlapping bigrams), words that mix scripts, and case: keys are
    /// compared by their bytes and pairs kept as token positions, so edits must still land
    /// on the same keys a clean build makes.
    static func koreanWords(_ seed: Int, count: Int) -> String {
        let syllables = Array("슬라이더버튼초점요소값조절캐러셀카드탭선택화면낭독상태")
        var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 7
        var words: [String] = []
        for index in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var word = ""
            for offset in 0..<(2 + Int(state >> 62)) { word.append(syllables[Int((state >> (20 + 5 * UInt64(offset))) % UInt64(syllables.count))]) }
            if index % 7 == 0 { word = "UIKit" + word }
            if index % 11 == 0 { word = "Ｆｕｌｌ" + word }
            words.append(word)
        }
        return words.joined(separator: " ")
    }

    @Test func koreanEditsGiveTheBytesOfACleanBuild() async throws {
        let notes = try await Self.notes(30, title: { "노트 \($0)" }, text: { Self.koreanWords($0, count: 200) })
        defer { try? FileManager.default.removeItem(at: notes.site.root) }
        #expect(notes.first.keys.filter { $0.hasPrefix("en/search-index/p/") }.count > 2, "several pair fragments")
        for (article, count, seed) in [(4, 200, 50), (4, 500, 51), (29, 20, 52), (0, 200, 0)] {
            let (incremental, clean) = try await Self.edit(notes, article: article,
                                                           TestSite.article("노트 \(article)", Self.koreanWords(seed, count: count)))
            #expect(notes.cache.statistics.pagesPlanned == 0, "the edit took the text-only path")
            #expect(Self.searchIndex(incremental) == Self.searchIndex(clean), "after editing n\(article)")
        }
    }
}
