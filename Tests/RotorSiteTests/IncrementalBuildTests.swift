import Foundation
import RotorDiagnostics
@testable import RotorOutput
@testable import RotorSite
import Testing

/// `rotor build` after edits to article text redoes only those articles from its saved state
/// (``IncrementalBuild``). Whatever the edit, the output must be the bytes of a clean build
/// of the same content, and anything it cannot redo alone must fall back to a full build.
@Suite struct IncrementalBuildTests {
    /// A two-language library: notes with many words, dated ones without a description (their
    /// feed entry shows the summary), links and anchors between them.
    private static func library() throws -> TestSite {
        var files: [String: String] = [
            "en/index.md": TestSite.article("Home"),
            "ko/index.md": TestSite.article("홈"),
            "en/guide/index.md": TestSite.article("Guide", "The guide's own text."),
        ]
        for index in 0..<24 {
            let dated = index % 3 == 0 ? "date: 2026-0\(1 + index % 9)-1\(index % 10)\n" : ""
            let described = index % 4 == 1 ? "description: Note \(index) in short.\n" : ""
            files["en/notes/n\(index).md"] = "---\ntitle: Note \(index)\n\(dated)\(described)tags: [t\(index % 3)]\n---\n\n"
                + IncrementalSearchIndexTests.words(index, count: 120) + "\n\n## Part one\n\nMore.\n"
            files["ko/notes/n\(index).md"] = "---\ntitle: 노트 \(index)\n\(dated)---\n\n"
                + IncrementalSearchIndexTests.koreanWords(index, count: 80) + "\n\n## 첫째\n\n더.\n"
        }
        files["en/guide/links.md"] = TestSite.article("Links", "See [part one](../notes/n1.md#part-one) and [n2](../notes/n2.md).")
        return try TestSite(files)
    }

    private static func cleanBuild(of site: TestSite) async throws -> [String: Data] {
        var options = site.options
        options.output = site.root.appendingPathComponent("clean-\(UUID().uuidString)")
        _ = try await BuildAction(options: options).run()
        defer { try? FileManager.default.removeItem(at: options.output) }
        return try TestSite.snapshot(options.output)
    }

    /// Builds once: the first build leaves both output trees and the saved state, so that an
    /// edit right after it is already redone alone.
    private static func prepared() async throws -> TestSite {
        let site = try library()
        _ = try await site.build()
        try site.write("en/notes/n5.md", try site.readSource("en/notes/n5.md") + "\nOne more line.\n")
        let second = try await site.build()
        #expect(second.rebuiltArticles == 1, "an edit after the first build is redone alone")
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
        return site
    }

    @Test func everyKindOfTextEditGivesTheBytesOfACleanBuild() async throws {
        let site = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let edits: [(String, [String: (String) -> String])] = [
            ("a word appended", ["en/notes/n3.md": { $0 + "\nzanzibarite\n" }]),
            ("the text replaced", ["en/notes/n7.md": { Self.frontMatter(of: $0) + IncrementalSearchIndexTests.words(99, count: 400) }]),
            ("headings added and the summary changed", ["en/notes/n0.md": {
                Self.frontMatter(of: $0) + "A new first paragraph.\n\n## Alpha\n\nA.\n\n### Beta\n\nB.\n\n## Part one\n\nKept.\n" }]),
            ("Korean text", ["ko/notes/n4.md": { Self.frontMatter(of: $0) + IncrementalSearchIndexTests.koreanWords(7, count: 300) }]),
            ("two languages at once", ["en/notes/n9.md": { $0 + "\nTwo at once.\n" }, "ko/notes/n9.md": { $0 + "\n동시에.\n" }]),
            // n1, n10, n11 sit side by side in URL order: one entry chunk, shared fragments.
            ("three neighbours in one language", [
                "en/notes/n1.md": { $0 + "\nquokka " + IncrementalSearchIndexTests.words(41, count: 60) + "\n" },
                "en/notes/n10.md": { Self.frontMatter(of: $0) + "quokka first.\n\n## Part one\n\nKept.\n" },
                "en/notes/n11.md": { $0 + "\n" + IncrementalSearchIndexTests.words(42, count: 200) + "\n" },
            ]),
            ("most words gone", ["en/notes/n12.md": { Self.frontMatter(of: $0) + "Short now.\n" }]),
            ("an edit undone", ["en/notes/n3.md": { $0.replacingOccurrences(of: "\nzanzibarite\n", with: "") }]),
        ]
        for (name, changes) in edits {
            for (path, change) in changes { try site.write(path, change(try site.readSource(path))) }
            let summary = try await site.build()
            #expect(summary.rebuiltArticles == changes.count, "\(name): rebuilt alone")
            let built = try TestSite.snapshot(site.output), clean = try await Self.cleanBuild(of: site)
            let differing = Set(built.keys).union(clean.keys).filter { built[$0] != clean[$0] }.sorted()
            #expect(differing.isEmpty, "\(name)")
        }
    }

    @Test func anythingElseBuildsTheWholeSite() async throws {
        let site = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let changes: [(String, () throws -> Void)] = [
            ("front matter", { try site.write("en/notes/n2.md", try site.readSource("en/notes/n2.md").replacingOccurrences(of: "Note 2", with: "Second")) }),
            ("a new article", { try site.write("en/notes/new.md", TestSite.article("New")) }),
            ("an index file's text", { try site.write("en/guide/index.md", TestSite.article("Guide", "Changed intro.")) }),
            ("an asset", { try site.write("en/notes/picture.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>") }),
            ("an article removed", { try FileManager.default.removeItem(at: site.content.appendingPathComponent("en/notes/new.md")) }),
        ]
        for (name, change) in changes {
            try change()
            let summary = try await site.build()
            #expect(summary.rebuiltArticles == nil, "\(name): a full build")
            #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)), "\(name)")
        }
        // And text edits are incremental again afterwards.
        try site.write("en/notes/n1.md", try site.readSource("en/notes/n1.md") + "\nAgain.\n")
        #expect(try await site.build().rebuiltArticles == 1)
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    @Test func anchorsIntoAnEditedArticleAreCheckedAgain() async throws {
        let site = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let before = try TestSite.snapshot(site.output)
        // links.md points at n1's "Part one"; renaming that heading breaks the link.
        try site.write("en/notes/n1.md", try site.readSource("en/notes/n1.md").replacingOccurrences(of: "## Part one", with: "## Part uno"))
        await #expect(throws: BuildFailure.self) { try await site.build() }
        #expect(try TestSite.snapshot(site.output) == before, "a failed build leaves the output as it was")
        // A new link out of an edited article to a missing anchor is an error too.
        try site.write("en/notes/n1.md", try site.readSource("en/notes/n1.md").replacingOccurrences(of: "## Part uno", with: "## Part one")
                       + "\nSee [nowhere](n2.md#nowhere).\n")
        await #expect(throws: BuildFailure.self) { try await site.build() }
        try site.write("en/notes/n1.md", try site.readSource("en/notes/n1.md").replacingOccurrences(of: "#nowhere", with: "#part-one"))
        #expect(try await site.build().rebuiltArticles == 1)
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    @Test func aDamagedStateIsIgnoredWithAWarning() async throws {
        let site = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let cache = OutputWriter(location: try OutputLocation(site.output, content: site.content, templates: nil)).cacheFolder
        let stateFile = BuildState.url(in: cache)
        var bytes = try Data(contentsOf: stateFile)
        bytes[bytes.count / 2] ^= 0x5A
        try bytes.write(to: stateFile)
        try site.write("en/notes/n6.md", try site.readSource("en/notes/n6.md") + "\nAfter the damage.\n")
        let summary = try await site.build()
        #expect(summary.rebuiltArticles == nil)
        let warning = try #require(summary.warnings.first { $0.message.contains("build state is damaged") })
        // What was damaged follows, in the state's file: the byte changed breaks its digest.
        #expect(warning.following.map(\.message) == ["the file does not match its digest: it was changed or cut short"])
        #expect(warning.following.first?.path == warning.path && warning.following.first?.severity == .warning)
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))

        // Records that do not match their digests, and a truncated state, are not trusted either.
        let records = BuildState.recordsURL(in: cache)
        var recordBytes = try Data(contentsOf: records)
        for index in stride(from: 0, to: recordBytes.count, by: 97) { recordBytes[index] ^= 0x33 }
        try recordBytes.write(to: records)
        try site.write("en/notes/n6.md", try site.readSource("en/notes/n6.md") + "\nAnd again.\n")
        #expect(try await site.build().rebuiltArticles == nil)
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
        try Data(try Data(contentsOf: stateFile).prefix(100)).write(to: stateFile)
        try site.write("en/notes/n6.md", try site.readSource("en/notes/n6.md") + "\nTruncated.\n")
        #expect(try await site.build().rebuiltArticles == nil)
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    @Test func aSearchFragmentEditedByHandSendsTheBuildBackToTheStart() async throws {
        let site = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: site.root) }
        // The fragment no longer fits the saved layout: the patch cannot trust it.
        let fragment = site.output.appendingPathComponent("en/search-index/t/0.json")
        try Data("{}\n".utf8).write(to: fragment)
        try site.write("en/notes/n8.md", try site.readSource("en/notes/n8.md") + "\nzanzibarite\n")
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    /// The text up to and including the front matter's closing line and the blank line after.
    private static func frontMatter(of text: String) -> String {
        let parts = text.components(separatedBy: "\n---\n")
        return parts[0] + "\n---\n\n"
    }
}

extension TestSite {
    func readSource(_ path: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
    }
}
