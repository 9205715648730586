import Foundation
@testable import RotorSite
import Testing

/// A build with no input changed still notices an output that someone changed, and makes
/// it again: what it leaves is the site a clean build makes.
@Suite struct StaleOutputTests {
    static func builtTwice() async throws -> (site: TestSite, clean: [String: Data]) {
        let site = try TestSite([
            "en/a.md": TestSite.article("A", "Text of A."),
            "en/sliders/b.md": TestSite.article("B", "Text of B."),
        ])
        _ = try await site.build()
        // The second build is incremental, so the output is then one of the two trees that take turns.
        try await Task.sleep(for: .milliseconds(20))
        try site.write("en/a.md", TestSite.article("A", "Text of A, edited."))
        _ = try await site.build()
        #expect(try await site.build().upToDate)
        return (site, try TestSite.snapshot(site.output))
    }

    static func expectRestored(_ site: TestSite, _ clean: [String: Data]) async throws {
        let repaired = try await site.build()
        #expect(!repaired.upToDate)
        #expect(try TestSite.snapshot(site.output) == clean)
        #expect(try await site.build().upToDate)
    }

    @Test func aDeletedPageIsRestored() async throws {
        let (site, clean) = try await Self.builtTwice()
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("en/a/index.html"))
        try await Self.expectRestored(site, clean)
    }

    @Test func aDeletedFolderIsRestored() async throws {
        let (site, clean) = try await Self.builtTwice()
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("en/sliders"))
        try await Self.expectRestored(site, clean)
    }

    @Test func anEditedPageIsRestored() async throws {
        let (site, clean) = try await Self.builtTwice()
        try await Task.sleep(for: .milliseconds(20))
        let page = site.output.appendingPathComponent("en/a/index.html")
        let handle = try FileHandle(forWritingTo: page)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("<!-- edited -->".utf8))
        try handle.close()
        try await Self.expectRestored(site, clean)
    }

    @Test func anOlderPagePutBackIsReplaced() async throws {
        let (site, clean) = try await Self.builtTwice()
        // An older copy of the page, as restoring a backup of site/ puts it back: a new file.
        let page = site.output.appendingPathComponent("en/a/index.html")
        let old = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "Text of A, edited.", with: "Text of A.")
        try FileManager.default.removeItem(at: page)
        try Data(old.utf8).write(to: page)
        try await Self.expectRestored(site, clean)
    }

    @Test func aStrayFileIsRemoved() async throws {
        let (site, clean) = try await Self.builtTwice()
        try Data("stray".utf8).write(to: site.output.appendingPathComponent("en/stray.html"))
        try await Self.expectRestored(site, clean)
    }
}
