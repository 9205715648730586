import Foundation
import RotorDiagnostics
@testable import RotorTranscripts
import Testing

/// `--update-expect` changes the items that differ and not one byte more, sees the blocks
/// the build sees, and replaces the file safely.
@Suite struct ExpectUpdateSafetyTests {
    /// A slider spec whose second expectation is stale, in the given line ending.
    static func article(_ newline: String = "\n", bom: Bool = false, spec extra: String = "") -> String {
        let lines = [
            "---", "title: A slider", "---", "", "# A slider", "", "Some prose.\t(a tab)", "",
            "```transcript", "component: slider   # the stock slider", "label: Volume", "value: 50",
            "gestures: [focus, swipe up]", "expect: [\"Volume, 50, 50%, Adjustable\", \"stale\"]\t# stale", extra,
            "```", "", "More prose.", "",
        ]
        return (bom ? "\u{FEFF}" : "") + lines.joined(separator: newline)
    }

    static func fixed(_ text: String) -> String {
        text.replacingOccurrences(of: "\"stale\"]", with: "\"60, 60%\"]")
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndingIsKept(newline: String) throws {
        let before = Self.article(newline)
        let result = try ExpectUpdate.update(article: before, language: "en")
        #expect(Array(result.text.utf8) == Array(Self.fixed(before).utf8))
        #expect(result.changes.map(\.line) == [14])
        try ExpectUpdateTests.passes(result.text)
    }

    @Test func oneCRLFLineBeforeTheBlockMovesNothing() throws {
        let before = Self.article().replacingOccurrences(of: "Some prose.\t(a tab)\n", with: "Some prose.\t(a tab)\r\n")
        let result = try ExpectUpdate.update(article: before, language: "en")
        #expect(Array(result.text.utf8) == Array(Self.fixed(before).utf8))
        #expect(result.changes == [ExpectUpdate.Change(
            line: 14,
            old: ["expect: [\"Volume, 50, 50%, Adjustable\", \"stale\"]\t# stale"],
            new: ["expect: [\"Volume, 50, 50%, Adjustable\", \"60, 60%\"]\t# stale"]
        )])
    }

    @Test func aByteOrderMarkStays() throws {
        let before = Self.article("\r\n", bom: true)
        let result = try ExpectUpdate.update(article: before, language: "en")
        #expect(result.text.utf8.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(Array(result.text.utf8) == Array(Self.fixed(before).utf8))
    }

    @Test(arguments: [">-", "|-", ">", "|+"])
    func aBlockScalarItemIsRewrittenSoThatItParses(indicator: String) throws {
        let before = Self.article().replacingOccurrences(
            of: "expect: [\"Volume, 50, 50%, Adjustable\", \"stale\"]\t# stale\n",
            with: "expect:\n  - \(indicator)\n    Volume, 50,\n    50%, Adjustable\n\n  - \(indicator)\n    old\n\n    words\n# after\n")
        let result = try ExpectUpdate.update(article: before, language: "en")
        try ExpectUpdateTests.passes(result.text)
        #expect(result.text.contains("  - \"60, 60%\"\n# after\n"))
        #expect(try ExpectUpdate.update(article: result.text, language: "en").changes.isEmpty)
    }

    @Test func aPlainItemWrittenOverTwoLinesIsReplacedWhole() throws {
        let before = Self.article().replacingOccurrences(
            of: "expect: [\"Volume, 50, 50%, Adjustable\", \"stale\"]\t# stale\n",
            with: "expect:\n  - \"Volume, 50, 50%, Adjustable\"\n  - sixty\n    percent\n")
        let result = try ExpectUpdate.update(article: before, language: "en")
        #expect(result.text.contains("  - \"60, 60%\"\n\n```"))
        try ExpectUpdateTests.passes(result.text)
    }

    /// What cmark does not read as a transcript block, the build does not run and the update does not touch.
    @Test(arguments: [
        "    ```transcript\n    component: slider\n    label: Volume\n    value: 50\n    gestures: [focus]\n    expect: [\"stale\"]\n    ```\n",
        "<!--\n```transcript\ncomponent: slider\nlabel: Volume\nvalue: 50\ngestures: [focus]\nexpect: [\"stale\"]\n```\n-->\n",
        "````markdown\n```transcript\ncomponent: slider\nlabel: Volume\nvalue: 50\ngestures: [focus]\nexpect: [\"stale\"]\n```\n````\n",
    ])
    func blocksTheBuildIgnoresAreLeftAlone(hidden: String) throws {
        let before = Self.article().replacingOccurrences(of: "More prose.\n", with: "More prose.\n\n" + hidden)
        let result = try ExpectUpdate.update(article: before, language: "en")
        let after = Self.fixed(Self.article()).replacingOccurrences(of: "More prose.\n", with: "More prose.\n\n" + hidden)
        #expect(Array(result.text.utf8) == Array(after.utf8))
        #expect(TranscriptAction.blocks(inArticle: before).count == 1)
    }

    @Test func aListInAQuoteGrowsWithTheQuotesPrefix() throws {
        let before = "---\ntitle: Q\n---\n\n> ```transcript\r\n> component: slider\r\n> label: Volume\r\n> value: 50\r\n> gestures: [focus, swipe up ×2]\r\n> expect:\r\n>   - \"Volume, 50, 50%, Adjustable\"\r\n>   - \"60, 60%\"\r\n> ```\r\n"
        let result = try ExpectUpdate.update(article: before, language: "en")
        #expect(result.text == before.replacingOccurrences(of: ">   - \"60, 60%\"\r\n", with: ">   - \"60, 60%\"\r\n>   - \"70, 70%\"\r\n"))
        try ExpectUpdateTests.passes(result.text)
    }

    @Test func namedSwiftBlocksOfACRLFArticleAreFound() {
        let article = "---\r\ntitle: T\r\n---\r\n\r\n```swift file=Level.swift\r\nlet a = 1\r\n```\r\n"
        let code = ArticleCode(ArticleBlocks(article: article))
        #expect(code.blocks.map(\.name) == ["Level.swift"])
        #expect(code.blocks.first?.firstLine == 6)
        #expect(ArticleCode.scan(article).blocks.map(\.name) == ["Level.swift"])
    }

    // MARK: The file

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-expect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: [0o600, 0o640, 0o664])
    func theModeIsKept(mode: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("slider.md").path
        try Data(Self.article("\r\n", bom: true).utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        let changes = try TranscriptAction(path: path, language: nil).updateExpectations()
        #expect(changes.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(Self.fixed(Self.article("\r\n", bom: true)).utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == mode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["slider.md"])
    }

    @Test func aSymbolicLinkIsWrittenThrough() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.md").path
        let link = folder.appendingPathComponent("link.md").path
        try Data(Self.article().utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.md")
        _ = try TranscriptAction(path: link, language: nil).updateExpectations()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.md")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.fixed(Self.article()))
    }

    @Test func aReadOnlyFileIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("slider.md").path
        try Data(Self.article().utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect {
            try TranscriptAction(path: path, language: nil).updateExpectations()
        } throws: { error in
            (error as? Diagnostic)?.description == "\(path):14:1: error: the file is read-only; make it writable to update its expectations"
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.article())
    }
}
