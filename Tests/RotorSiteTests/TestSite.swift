import Foundation
import RotorDiagnostics
@testable import RotorSite
import RotorTesting

/// A throwaway site in a temporary folder: content written from a dictionary, built with the
/// repository's own templates.
struct TestSite {
    let folder: ContentFolder
    var root: URL { folder.root }
    var content: URL { folder.content }
    var output: URL { root.appendingPathComponent("site") }

    static let repositoryTemplates = ContentFolder.repositoryTemplates

    static let twoLanguageConfig = """
        title: Test Patterns
        base_url: https://example.org/docs/
        languages:
          - {code: en, name: English}
          - {code: ko, name: 한국어}
        default_language: en
        """

    init(_ files: [String: String], config: String? = TestSite.twoLanguageConfig) throws {
        folder = try ContentFolder(prefix: "rotor-test", config: config, files: files)
    }

    func write(_ path: String, _ text: String) throws {
        try folder.write(path, text)
    }

    /// Rewrites a file in place (same inode) and then puts back its modification time, as
    /// `cp -p` or `rsync -t` may: with text of the same length, only its change time tells.
    func overwriteKeepingModificationTime(_ path: String, _ text: String) throws {
        try Self.overwriteKeepingModificationTime(content.appendingPathComponent(path), text)
    }

    /// The same for any file, such as an output page or another name of one.
    static func overwriteKeepingModificationTime(_ url: URL, _ text: String) throws {
        var before = stat()
        guard stat(url.path, &before) == 0 else { throw CocoaError(.fileNoSuchFile) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        guard utimensat(AT_FDCWD, url.path, &times, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var after = stat()
        guard stat(url.path, &after) == 0, after.st_ino == before.st_ino, after.st_size == before.st_size,
              after.st_mtim.tv_sec == before.st_mtim.tv_sec, after.st_mtim.tv_nsec == before.st_mtim.tv_nsec
        else { throw CocoaError(.fileWriteUnknown) }
    }

    var options: BuildOptions {
        BuildOptions(content: content, templates: Self.repositoryTemplates, output: output)
    }

    func build() async throws -> BuildSummary {
        try await BuildAction(options: options).run()
    }

    /// The diagnostics of a build that is expected to fail.
    func failures() async -> [Diagnostic] {
        do {
            _ = try await build()
            return []
        } catch {
            return BuildFailure.diagnostics(of: error)
        }
    }

    func read(_ outputPath: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(outputPath), encoding: .utf8)
    }

    /// Every file below `folder` with its bytes, for byte-for-byte comparisons.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        try ContentFolder.snapshot(folder)
    }

    static func article(_ title: String, _ body: String = "Text.", extra: String = "") -> String {
        ContentFolder.article(title, body, extra: extra)
    }
}
