import Foundation
import RotorDiagnostics
@testable import RotorOutput
@testable import RotorSite
import Testing

@Suite struct AtomicBuildTests {
    @Test func failingBuildLeavesPreviousOutputByteIdentical() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A"), "en/b.md": TestSite.article("B")])
        _ = try await site.build()
        let before = try TestSite.snapshot(site.output)

        try site.write("en/b.md", "---\ntitle: [broken\n---\n")
        try site.write("en/c.md", TestSite.article("C"))
        let errors = await site.failures()
        #expect(errors.count == 1)
        #expect(errors.first?.path.hasSuffix("Content/en/b.md") == true)
        #expect(try TestSite.snapshot(site.output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
            .filter { $0.contains("rotor-") && !$0.hasSuffix("rotor-cache") }
        #expect(leftovers.isEmpty)
    }

    @Test func successfulBuildReplacesEverythingAndIsDeterministic() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A"), "en/b.md": TestSite.article("B")])
        _ = try await site.build()
        let first = try TestSite.snapshot(site.output)
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output) == first)

        try FileManager.default.removeItem(at: site.content.appendingPathComponent("en/b.md"))
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output)["en/b/index.html"] == nil)
    }

    @Test func recoversFromAKilledBuildsLeftovers() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A")])
        _ = try await site.build()
        let staging = site.root.appendingPathComponent(".site.rotor-new")
        try FileManager.default.createDirectory(at: staging.appendingPathComponent("half"), withIntermediateDirectories: true)
        // The two-rename fallback died between renames: only the retired copy exists.
        try FileManager.default.moveItem(at: site.output, to: site.root.appendingPathComponent(".site.rotor-old"))
        let writer = OutputWriter(location: try OutputLocation(site.output, content: site.content, templates: nil))
        try writer.recover()
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/a/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: staging.path))
    }

    @Test func refusesDangerousOutputFolders() throws {
        let site = try TestSite([:])
        let home = FileManager.default.homeDirectoryForCurrentUser
        let cases: [(URL, String)] = [
            (URL(fileURLWithPath: "/"), "it is the file system root"),
            (home, "it is the home directory"),
            (site.content, "it is the content directory"),
            (site.content.appendingPathComponent("en"), "it is inside the content directory"),
            (site.root, "it is the project root"),
            (TestSite.repositoryTemplates, "it is the templates directory"),
        ]
        for (url, reason) in cases {
            #expect(throws: Diagnostic.self) {
                try OutputLocation(url, content: site.content, templates: TestSite.repositoryTemplates)
            }
            do {
                _ = try OutputLocation(url, content: site.content, templates: TestSite.repositoryTemplates)
            } catch {
                #expect(error.message.hasSuffix(reason), "\(url.path): \(error.message)")
            }
        }
    }

    @Test func refusesToReplaceAFolderRotorDidNotWrite() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A")])
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: site.output.appendingPathComponent("notes.txt"))
        let errors = await site.failures()
        #expect(errors.first?.message.contains("non-empty folder that Rotor did not build") == true)
        #expect(try String(contentsOf: site.output.appendingPathComponent("notes.txt"), encoding: .utf8) == "precious")
    }
}

@Suite struct UnchangedOutputTests {
    private static func inode(_ url: URL) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
    }

    @Test func unchangedFilesAreNotRewrittenAndANoOpBuildTouchesNothing() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A"), "en/b.md": TestSite.article("B"), "en/pic.png": "bytes"])
        _ = try await site.build()
        let page = site.output.appendingPathComponent("en/b/index.html")
        let before = try Self.inode(page)
        let outputFolder = try Self.inode(site.output)

        _ = try await site.build()
        #expect(try Self.inode(site.output) == outputFolder, "nothing changed, so the output was not replaced")

        try site.write("en/a.md", TestSite.article("A", "Changed text."))
        _ = try await site.build()
        #expect(try Self.inode(page) == before, "b's page did not change, so it was linked, not rewritten")
        #expect(try site.read("en/a/index.html").contains("Changed text."))
        let clean = try TestSite.snapshot(site.output)
        try FileManager.default.removeItem(at: site.output)
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output) == clean)
    }
}

@Suite struct UpToDateTests {
    @Test func aSecondBuildWithNothingChangedIsUpToDate() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A")])
        let first = try await site.build()
        #expect(!first.upToDate)
        let second = try await site.build()
        #expect(second.upToDate)
        #expect(second.pageCount == first.pageCount)
        #expect(second.description.hasPrefix("Up to date: \(first.pageCount) pages"))

        try await Task.sleep(for: .milliseconds(20))
        try site.write("en/a.md", TestSite.article("A", "Edited."))
        let third = try await site.build()
        #expect(!third.upToDate)
        #expect(try site.read("en/a/index.html").contains("Edited."))

        try FileManager.default.removeItem(at: site.output)
        let fourth = try await site.build()
        #expect(!fourth.upToDate, "a missing output is rebuilt")
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/a/index.html").path))
    }

    @Test func theProgramsResourceBundlesAreInputs() throws {
        // A program folder as SwiftPM lays it out: the executable, and its resource bundles
        // beside it (phrase files, the built-in theme), which `Bundle.module` reads.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-program-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let phrases = folder.appendingPathComponent("Tool_Phrases.resources/Phrases/reader")
        try FileManager.default.createDirectory(at: phrases, withIntermediateDirectories: true)
        try Data("tool".utf8).write(to: folder.appendingPathComponent("tool"))
        try Data("a: b".utf8).write(to: phrases.appendingPathComponent("en.yml"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let files = InputStamp.programFiles(folder.appendingPathComponent("tool").path)
        #expect(files.first == folder.appendingPathComponent("tool").path)
        #expect(files.contains { $0.hasSuffix("Tool_Phrases.resources/Phrases/reader/en.yml") })
        #expect(!files.contains { $0.hasSuffix("notes.txt") }, "only the program and its bundles")
    }

    @Test func anEditThatKeepsSizeModificationTimeAndInodeIsSeen() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A", "Version one.")])
        _ = try await site.build()
        #expect(try await site.build().upToDate)
        // The kernel's file clock may tick only every few milliseconds.
        try await Task.sleep(for: .milliseconds(50))
        try site.overwriteKeepingModificationTime("en/a.md", TestSite.article("A", "Version two."))
        let rebuilt = try await site.build()
        #expect(!rebuilt.upToDate, "the change time differs")
        #expect(try site.read("en/a/index.html").contains("Version two."))
    }
}

/// The two output trees that take turns: whatever the previous tree held, the output after a
/// build is exactly what a build into an empty folder gives.
@Suite struct OutputTreeTests {
    private static func cleanBuild(of site: TestSite) async throws -> [String: Data] {
        let elsewhere = site.root.appendingPathComponent("clean-\(UUID().uuidString)")
        var options = site.options
        options.output = elsewhere
        _ = try await BuildAction(options: options).run()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        return try TestSite.snapshot(elsewhere)
    }

    @Test func handEditsAndStrayFilesInTheOutputDoNotSurviveTwoBuilds() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A"), "en/b.md": TestSite.article("B")])
        _ = try await site.build()
        try site.write("en/a.md", TestSite.article("A", "Second."))
        _ = try await site.build()
        // Someone edits the live output, then two more builds swap both trees through.
        try Data("tampered".utf8).write(to: site.output.appendingPathComponent("en/b/index.html"))
        try Data("stray".utf8).write(to: site.output.appendingPathComponent("stray.txt"))
        for text in ["Third.", "Fourth."] {
            try site.write("en/a.md", TestSite.article("A", text))
            _ = try await site.build()
        }
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    @Test func aFileAndAFolderCanTradePlacesBetweenBuilds() async throws {
        // `en/thing` is first a copied file, then the folder of the page `en/thing.md`.
        let site = try TestSite(["en/a.md": TestSite.article("A"), "en/thing": "plain file"])
        _ = try await site.build()
        try site.write("en/a.md", TestSite.article("A", "Two."))
        _ = try await site.build()
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("en/thing"))
        try site.write("en/thing.md", TestSite.article("Thing"))
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("en/thing.md"))
        try site.write("en/thing", "plain file again")
        _ = try await site.build()
        try site.write("en/a.md", TestSite.article("A", "Three."))
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    @Test func aStrayFileGoesEvenWhenNothingElseChanged() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A")])
        _ = try await site.build()
        try Data("stray".utf8).write(to: site.output.appendingPathComponent("stray.txt"))
        try FileManager.default.createDirectory(at: site.output.appendingPathComponent("stray-folder"), withIntermediateDirectories: true)
        // Same bytes, new modification time: the build runs and makes the same site.
        try await Task.sleep(for: .milliseconds(20))
        try site.write("en/a.md", TestSite.article("A"))
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("stray-folder").path))
    }

    @Test func aContentFileTakesThePlaceOfAGeneratedOneWithoutTouchingTheOldOutput() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A")])
        _ = try await site.build()
        try site.write("en/a.md", TestSite.article("A", "Two."))
        _ = try await site.build()
        let generated = try Data(contentsOf: site.output.appendingPathComponent("robots.txt"))
        let oldOutputInode = try #require(FileManager.default.attributesOfItem(atPath: site.output.path)[.systemFileNumber] as? UInt64)

        try site.write("robots.txt", "User-agent: *\nDisallow: /drafts/\n")
        _ = try await site.build()
        #expect(try site.read("robots.txt") == "User-agent: *\nDisallow: /drafts/\n")
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
        // The tree that was the output keeps its own robots.txt: nothing was written into a
        // file it shares with the new tree.
        let previous = site.root.appendingPathComponent(".site.rotor-cache/previous")
        #expect(try FileManager.default.attributesOfItem(atPath: previous.path)[.systemFileNumber] as? UInt64 == oldOutputInode)
        #expect(try Data(contentsOf: previous.appendingPathComponent("robots.txt")) == generated)
    }
}
