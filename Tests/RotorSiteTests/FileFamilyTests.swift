import Foundation
import RotorDiagnostics
@testable import RotorOutput
@testable import RotorSite
import Testing

/// Every way a file can be reached or changed behind Rotor's back, in the output and in the
/// content folder: a second hard link, an edit in place that puts back size and time, a
/// change of mode alone, a file and a folder trading places, symbolic links to folders and to
/// files outside. After each, the next build equals a clean build, or it refuses with a
/// located error and changes nothing.
@Suite struct FileFamilyTests {
    /// Built, then rebuilt after an edit, so that the output is one of the two trees that take turns.
    static func builtTwice() async throws -> TestSite {
        let site = try TestSite([
            "en/a.md": TestSite.article("A", "Text of A."),
            "en/sliders/b.md": TestSite.article("B", "Text of B."),
        ])
        _ = try await site.build()
        try await Task.sleep(for: .milliseconds(20))
        try site.write("en/a.md", TestSite.article("A", "Text of A, edited."))
        #expect(try await site.build().upToDate == false)
        return site
    }

    static func cleanBuild(of site: TestSite) async throws -> [String: Data] {
        let elsewhere = site.root.appendingPathComponent("clean-\(UUID().uuidString)")
        var options = site.options
        options.output = elsewhere
        _ = try await BuildAction(options: options).run()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        return try TestSite.snapshot(elsewhere)
    }

    static func mode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    // MARK: The output

    /// Issue 45: the page's inode, size and modification time are as the manifest says; only
    /// its change time shows the edit.
    @Test(arguments: [true, false])
    func aPageEditedThroughASecondHardLinkKeepingSizeAndTimeIsMadeAgain(thenAnArticleEdit: Bool) async throws {
        let site = try await Self.builtTwice()
        let page = site.output.appendingPathComponent("en/sliders/b/index.html")
        let other = site.root.appendingPathComponent("second-name.html")
        try FileManager.default.linkItem(at: page, to: other)
        try await Task.sleep(for: .milliseconds(20))
        let text = try String(contentsOf: other, encoding: .utf8)
        try TestSite.overwriteKeepingModificationTime(other, text.replacingOccurrences(of: "Text of B.", with: "Text of X."))
        if thenAnArticleEdit {
            try site.write("en/a.md", TestSite.article("A", "Text of A, third."))
        }
        #expect(try await site.build().upToDate == false)
        #expect(try site.read("en/sliders/b/index.html").contains("Text of B."))
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
        // And the build after it trusts the output again.
        #expect(try await site.build().upToDate)
    }

    @Test func aPageWhoseOnlyChangeIsItsModeGetsItsModeBack() async throws {
        let site = try await Self.builtTwice()
        let page = site.output.appendingPathComponent("en/a/index.html")
        let written = try Self.mode(page)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: page.path)
        try site.write("en/sliders/b.md", TestSite.article("B", "Text of B, edited."))
        _ = try await site.build()
        #expect(try Self.mode(page) == written)
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    @Test func aPageReplacedByAFolderAndAFolderByAFileAreMadeAgain() async throws {
        let site = try await Self.builtTwice()
        let manager = FileManager.default
        let page = site.output.appendingPathComponent("en/a/index.html")
        try manager.removeItem(at: page)
        try manager.createDirectory(at: page, withIntermediateDirectories: true)
        let folder = site.output.appendingPathComponent("en/sliders")
        try manager.removeItem(at: folder)
        try Data("a file where a folder was".utf8).write(to: folder)
        try site.write("en/a.md", TestSite.article("A", "Text of A, third."))
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    // MARK: The content folder

    @Test func anArticleEditedThroughItsSecondNameIsSeenUnderBoth() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A", "Version one.")])
        try FileManager.default.linkItem(at: site.content.appendingPathComponent("en/a.md"),
                                         to: site.content.appendingPathComponent("en/c.md"))
        _ = try await site.build()
        try await Task.sleep(for: .milliseconds(20))
        try site.overwriteKeepingModificationTime("en/c.md", TestSite.article("A", "Version two."))
        #expect(try await site.build().upToDate == false)
        #expect(try site.read("en/a/index.html").contains("Version two."))
        #expect(try site.read("en/c/index.html").contains("Version two."))
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    @Test func anArticleWhoseOnlyChangeIsItsModeBuildsTheSameSite() async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A"), "en/notes.txt": "plain"])
        _ = try await site.build()
        let before = try TestSite.snapshot(site.output)
        for path in ["en/a.md", "en/notes.txt"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: site.content.appendingPathComponent(path).path)
        }
        _ = try await site.build()
        #expect(try TestSite.snapshot(site.output) == before)
        #expect(try Self.mode(site.output.appendingPathComponent("en/notes.txt")) == Int(OutputManifest.writtenMode))
    }

    @Test func anArticleReachedThroughALinkToAFolderInsideIsRebuiltWhenItChanges() async throws {
        let site = try TestSite(["en/real/a.md": TestSite.article("A", "Version one.")])
        try FileManager.default.createSymbolicLink(atPath: site.content.appendingPathComponent("en/alias").path, withDestinationPath: "real")
        _ = try await site.build()
        #expect(try site.read("en/alias/a/index.html").contains("Version one."))
        try await Task.sleep(for: .milliseconds(20))
        try site.overwriteKeepingModificationTime("en/real/a.md", TestSite.article("A", "Version two."))
        #expect(try await site.build().upToDate == false)
        #expect(try site.read("en/alias/a/index.html").contains("Version two."))
        #expect(try TestSite.snapshot(site.output) == (try await Self.cleanBuild(of: site)))
    }

    @Test(arguments: ["file", "folder"])
    func aLinkLeavingTheContentFolderIsRefusedAndTheOutputKept(to kind: String) async throws {
        let site = try TestSite(["en/a.md": TestSite.article("A")])
        _ = try await site.build()
        let before = try TestSite.snapshot(site.output)
        let outside = site.root.appendingPathComponent(kind == "file" ? "outside.md" : "outside")
        if kind == "file" {
            try Data(TestSite.article("Outside").utf8).write(to: outside)
        } else {
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data(TestSite.article("Outside").utf8).write(to: outside.appendingPathComponent("o.md"))
        }
        let name = kind == "file" ? "en/linked.md" : "en/linked"
        try FileManager.default.createSymbolicLink(atPath: site.content.appendingPathComponent(name).path, withDestinationPath: outside.path)
        let failures = await site.failures()
        #expect(failures.map(\.description) == ["\(site.content.path)/\(name): error: symbolic link leads outside the content folder (to \(outside.path))"])
        #expect(try TestSite.snapshot(site.output) == before)
    }
}
