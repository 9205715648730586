import Foundation
import RotorDiagnostics
import RotorSite
import RotorTesting
@testable import RotorTranscripts
import Testing

/// `rotor check --update-expect` and the ways a file can be reached: it writes only a file
/// the build would read, the same rule in the same words, and never splits a file that has
/// two names; its diffs read top to bottom.
@Suite struct ExpectUpdateFileTests {
    /// Two blocks, each with two stale items on one flow-list line.
    static let article = [
        "---", "title: Two sliders", "---", "", "# Two sliders", "",
        "```transcript", "component: slider", "label: Volume", "value: 50", "gestures: [focus, swipe up]",
        "expect: [\"old one\", \"old two\"]", "```", "",
        "```transcript", "component: slider", "label: Bass", "value: 50", "gestures: [focus, swipe up]",
        "expect: [\"old three\", \"old four\"]", "```", "",
    ].joined(separator: "\n")

    static func folder() throws -> ContentFolder {
        try ContentFolder(prefix: "rotor-expect-files", config: "title: Files\n", files: [:])
    }

    static func check(_ folder: ContentFolder) -> CheckAction {
        CheckAction(options: BuildOptions(content: folder.content, templates: ContentFolder.repositoryTemplates,
                                          output: folder.root.appendingPathComponent("site")))
    }

    static func tree(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[url.path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    // MARK: The diffs

    @Test func itemsOnOneLineMakeOneChangeShownAsItWasAndAsItEnds() throws {
        let result = try ExpectUpdate.update(article: Self.article, language: "en")
        #expect(result.changes.map(\.line) == [12, 20])
        #expect(result.changes.map(\.old) == [["expect: [\"old one\", \"old two\"]"], ["expect: [\"old three\", \"old four\"]"]])
        #expect(result.changes.map(\.new) == [["expect: [\"Volume, 50, 50%, Adjustable\", \"60, 60%\"]"],
                                              ["expect: [\"Bass, 50, 50%, Adjustable\", \"60, 60%\"]"]])
        // Each `-` line is what the file held, each `+` line what it holds now.
        let before = Self.article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for change in result.changes {
            #expect(Array(before[(change.line - 1)..<(change.line - 1 + change.old.count)]) == change.old)
            #expect(Array(after[(change.line - 1)..<(change.line - 1 + change.new.count)]) == change.new)
        }
    }

    // MARK: Symbolic links: the build's rule

    @Test func aLinkToAFileOutsideTheContentFolderIsRefusedAsTheBuildRefusesIt() async throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let outside = folder.root.appendingPathComponent("outside.md")
        try Data(Self.article.utf8).write(to: outside)
        try FileManager.default.createDirectory(at: folder.url("en"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url("en/linked.md").path, withDestinationPath: "../../outside.md")
        let before = try Self.tree(folder.root)
        let path = folder.url("en/linked.md").path
        var refused: Diagnostic?
        do { _ = try Self.check(folder).updateExpectations(of: path) } catch { refused = error }
        #expect(refused?.description == "\(folder.content.path)/en/linked.md: error: symbolic link leads outside the content folder (to \(outside.path))")
        #expect(try Self.tree(folder.root) == before, "nothing is written")
        // The build names the same link in the same words.
        var built: String?
        do { _ = try await Self.check(folder).run() } catch { built = "\(error)" }
        #expect(built?.contains(refused?.description ?? "no error") == true)
    }

    @Test func aFileReachedThroughAFolderLinkThatLeavesIsRefusedNamingTheFolder() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let elsewhere = folder.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data(Self.article.utf8).write(to: elsewhere.appendingPathComponent("a.md"))
        try FileManager.default.createDirectory(at: folder.url("en"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url("en/shared").path, withDestinationPath: elsewhere.path)
        #expect {
            try Self.check(folder).updateExpectations(of: folder.url("en/shared/a.md").path)
        } throws: { error in
            (error as? Diagnostic)?.description == "\(folder.content.path)/en/shared: error: symbolic link leads outside the content folder (to \(elsewhere.path))"
        }
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("a.md"), encoding: .utf8) == Self.article)
    }

    @Test func linksThatStayInsideAreWrittenThrough() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        try folder.write("en/real/a.md", Self.article)
        try FileManager.default.createSymbolicLink(atPath: folder.url("en/alias").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: folder.url("en/b.md").path, withDestinationPath: "real/a.md")
        let changes = try Self.check(folder).updateExpectations(of: folder.url("en/b.md").path)
        #expect(changes.count == 2)
        #expect(try String(contentsOf: folder.url("en/real/a.md"), encoding: .utf8).contains("Volume, 50, 50%, Adjustable"))
        #expect(try Self.check(folder).updateExpectations(of: folder.url("en/alias/a.md").path).isEmpty)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("en/b.md").path) == "real/a.md")
    }

    // MARK: Hard links

    @Test func aFileWithASecondNameIsRefusedAndBothNamesKeepTheirText() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        try folder.write("en/a.md", Self.article)
        let second = folder.root.appendingPathComponent("second-name.md")
        try FileManager.default.linkItem(at: folder.url("en/a.md"), to: second)
        let path = folder.url("en/a.md").path
        #expect {
            try Self.check(folder).updateExpectations(of: path)
        } throws: { error in
            (error as? Diagnostic)?.description == "\(path):12:1: error: the file has 2 names (hard links); a rewrite would leave the others with the old text, so nothing was changed: remove the other links first"
        }
        #expect(try String(contentsOf: second, encoding: .utf8) == Self.article)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.article)
        let inode = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int }
        #expect(try inode(path) == inode(second.path), "still one file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url("en").path) == ["a.md"], "no temporary file left")
    }

    @Test func aFileWhoseOnlyChangeIsItsModeIsStillWrittenWithThatMode() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        try folder.write("en/a.md", Self.article)
        let path = folder.url("en/a.md").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        _ = try Self.check(folder).updateExpectations(of: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try folder.write("en/a.md", Self.article)
        _ = try Self.check(folder).updateExpectations(of: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    }

    // MARK: A file replaced by a folder, a folder by a file

    @Test func aFolderWhereTheArticleWasIsAnErrorThatChangesNothing() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        try folder.write("en/a.md/inner.md", Self.article)
        let before = try Self.tree(folder.root)
        #expect(throws: Diagnostic.self) { try Self.check(folder).updateExpectations(of: folder.url("en/a.md").path) }
        #expect(try Self.tree(folder.root) == before)
    }
}
