import Foundation
import RotorDiagnostics
import RotorPublish
import RotorSite
import Testing

@Suite struct DirectoryPublishTests {
    /// Files a host or another tool put in the folder, with their contents.
    static let foreignFiles = [
        "CNAME": "patterns.example.org\n",
        ".git/HEAD": "ref: refs/heads/main\n",
        ".git/objects/ab/cdef": "object\n",
        ".well-known/security.txt": "Contact: mailto:security@example.org\n",
        "en/sliders/notes.txt": "kept beside Rotor's pages\n",
    ]

    func plantForeignFiles(in folder: URL) throws {
        for (path, text) in Self.foreignFiles {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func inode(_ url: URL) throws -> UInt64? {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    @Test func keepsForeignFilesAndRemovesPagesThatAreGone() async throws {
        let site = try PublishFixture()
        let folder = site.url("www")
        try plantForeignFiles(in: folder)
        let inodes = try ["CNAME", ".git/HEAD", "en/sliders/notes.txt"].map { try inode(folder.appendingPathComponent($0)) }

        let first = try await site.publish(.directory(folder))
        #expect(first.changes.added.contains("en/sliders/stepper/index.html"))
        #expect(first.changes.changed.isEmpty && first.changes.removed.isEmpty)
        var files = try snapshot(folder)
        for (path, text) in Self.foreignFiles { #expect(files[path] == Data(text.utf8), "\(path)") }
        let after = try ["CNAME", ".git/HEAD", "en/sliders/notes.txt"].map { try inode(folder.appendingPathComponent($0)) }
        #expect(after == inodes, "the very same files, hard-linked, not copies")
        let manifest = PublishManifest(parsing: String(decoding: try #require(files[PublishManifest.fileName]), as: UTF8.self))
        #expect(manifest.paths == Set(files.keys).subtracting(Self.foreignFiles.keys).subtracting([PublishManifest.fileName]))

        try site.remove("en/sliders/stepper.md")
        try site.write("en/sliders/custom-slider.md", PublishFixture.article("Custom slider", "Swipe up or down.", extra: "tags: [adjustable]\n"))
        let second = try await site.publish(.directory(folder))
        #expect(second.changes.removed == ["en/sliders/stepper/index.html"])
        #expect(second.changes.changed.contains("en/sliders/custom-slider/index.html"))
        files = try snapshot(folder)
        #expect(files["en/sliders/stepper/index.html"] == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("en/sliders/stepper").path),
                "a folder that held only a removed page goes with it")
        for (path, text) in Self.foreignFiles { #expect(files[path] == Data(text.utf8), "\(path)") }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.contains("rotor-") }
        #expect(leftovers.isEmpty)
    }

    @Test func manifestIsSortedAndDeterministic() async throws {
        let site = try PublishFixture()
        _ = try await site.publish(.directory(site.url("a")))
        _ = try await site.publish(.directory(site.url("b")))
        let first = try snapshot(site.url("a"))
        #expect(first == (try snapshot(site.url("b"))), "two builds of the same input are byte-identical")
        let text = String(decoding: try #require(first[PublishManifest.fileName]), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("# ") == true)
        #expect(Array(lines.dropFirst()) == first.keys.filter { $0 != PublishManifest.fileName }.sorted())
        let again = try await site.publish(.directory(site.url("a")))
        #expect(again.changes.isEmpty)
        #expect(try snapshot(site.url("a")) == first)
    }

    @Test func dryRunWritesNothingWhetherOrNotTheFolderExists() async throws {
        let site = try PublishFixture()
        let folder = site.url("www")
        let before = try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted()
        let fresh = try await site.publish(.directory(folder), dryRun: true)
        #expect(fresh.dryRun)
        #expect(fresh.changes.added.contains("index.html") && fresh.changes.added.contains("en/sliders/sample.txt"))
        #expect(!fresh.changes.added.contains(PublishManifest.fileName))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == before)

        try site.write("en/retired.md", PublishFixture.article("Retired"))
        _ = try await site.publish(.directory(folder))
        let published = try snapshot(folder)
        try site.remove("en/retired.md")
        try site.write("en/new.md", PublishFixture.article("New"))
        let planned = try await site.publish(.directory(folder), dryRun: true)
        #expect(planned.changes.added == ["en/new/index.html"])
        #expect(planned.changes.removed == ["en/retired/index.html"])
        #expect(planned.changes.changed.contains("sitemap.xml"))
        #expect(planned.changes.listing.contains("removed  en/retired/index.html"))
        #expect(try snapshot(folder) == published)
    }

    @Test func refusesToOverwriteAFileItDidNotWrite() async throws {
        let site = try PublishFixture()
        let folder = site.url("www")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("User-agent: *\nDisallow: /\n".utf8).write(to: folder.appendingPathComponent("robots.txt"))
        let errors = await site.failures(.directory(folder))
        #expect(errors.map(\.path) == [folder.appendingPathComponent("robots.txt").path])
        #expect(errors.first?.message.hasPrefix("Rotor would overwrite a file it did not write") == true)
        #expect(try snapshot(folder).keys.sorted() == ["robots.txt"])
        let dryRunErrors = await site.failures(.directory(folder), dryRun: true)
        #expect(dryRunErrors.count == 1, "a dry run reports it too")
    }

    @Test func adoptsAForeignFileThatAlreadyHoldsRotorsBytes() async throws {
        let site = try PublishFixture()
        _ = try await site.publish(.directory(site.url("www")))
        let folder = site.url("www")
        try FileManager.default.removeItem(at: folder.appendingPathComponent(PublishManifest.fileName))
        let summary = try await site.publish(.directory(folder))
        #expect(summary.changes.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(PublishManifest.fileName).path))
    }

    @Test func refusesDangerousFolders() async throws {
        let site = try PublishFixture()
        for (folder, reason) in [(site.content, "it is the content folder"), (site.root, "it holds the content folder"),
                                 (URL(fileURLWithPath: "/"), "it is the file system root")] {
            let errors = await site.failures(.directory(folder))
            #expect(errors.first?.message == "refusing to publish here: \(reason)", "\(folder.path)")
        }
    }
}
