import Foundation
@testable import RotorSite

/// A throwaway site in a temporary folder: content written from a dictionary, built with the
/// repository's own templates.
struct TestSite {
    let root: URL
    var content: URL { root.appendingPathComponent("Content") }
    var output: URL { root.appendingPathComponent("site") }

    static let repositoryTemplates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    static let twoLanguageConfig = """
        title: Test Patterns
        base_url: https://example.org/docs/
        languages:
          - {code: en, name: English}
          - {code: ko, name: 한국어}
        default_language: en
        """

    init(_ files: [String: String], config: String? = TestSite.twoLanguageConfig) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        if let config { try write("site.yml", config) }
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = content.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Rewrites a file in place (same inode) and then puts back its modification time, as
    /// `cp -p` or `rsync -t` may: with text of the same length, only its change time tells.
    func overwriteKeepingModificationTime(_ path: String, _ text: String) throws {
        let url = content.appendingPathComponent(path)
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
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try Data(contentsOf: url)
            }
        }
        return files
    }

    static func article(_ title: String, _ body: String = "Text.", extra: String = "") -> String {
        "---\ntitle: \(title)\n\(extra)---\n\n\(body)\n"
    }
}
