import Foundation
import RotorDiagnostics
@testable import RotorSite
import Testing

/// The bad-input corpus in `BadInput/`: every case must fail with exactly the diagnostics in
/// its `expected.txt` and leave the previous good build byte-identical.
///
/// A case is a folder holding `Content/` (and, for template cases, a `Templates/` overlay on
/// the repository theme plus an optional `remove-templates.txt`). Paths in `expected.txt` are
/// relative to the case folder. A case whose expected lines are all warnings must build.
/// Inputs that are binary, huge or symbolic links are made by ``generate(_:in:)`` at test time.
@Suite struct BadInputTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadInput")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: corpus.appendingPathComponent("\($0)/expected.txt").path) }.sorted()
    }()

    @Test func corpusCoversEveryCaseTheIssueLists() {
        let required = [
            "front-matter-yaml-syntax", "front-matter-wrong-types", "front-matter-missing-title", "unknown-component",
            "transcript-min-not-below-max", "transcript-value-out-of-range", "transcript-unknown-gesture",
            "transcript-empty-tab-list", "transcript-failed-expect", "template-missing", "template-broken",
            "template-undefined-partial", "broken-link", "broken-anchor", "missing-alt-text", "not-utf8",
            "empty-file", "huge-file", "same-url", "symlink-outside", "transcript-bad-scenes", "transcript-unknown-names", "transcript-code-drift", "transcript-code-syntax",
            "transcript-bounds", "platform-tabs",
        ]
        #expect(Set(required).subtracting(Self.cases).isEmpty, "missing: \(Set(required).subtracting(Self.cases).sorted())")
    }

    @Test(arguments: cases) func failsWithExactDiagnosticsAndKeepsPreviousOutput(_ name: String) async throws {
        let caseFolder = Self.corpus.appendingPathComponent(name)
        let expected = try String(contentsOf: caseFolder.appendingPathComponent("expected.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-bad-\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        let output = root.appendingPathComponent("site")

        // A previous good build, which a failing build must leave exactly as it is.
        let good = try TestSite(["en/index.md": TestSite.article("Home")], config: "title: Good\n")
        defer { try? FileManager.default.removeItem(at: good.root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: good.content, to: content)
        _ = try await BuildAction(options: BuildOptions(content: content, templates: TestSite.repositoryTemplates, output: output)).run()
        let before = try TestSite.snapshot(output)

        try FileManager.default.removeItem(at: content)
        try FileManager.default.copyItem(at: caseFolder.appendingPathComponent("Content"), to: content)
        let templates = try Self.templates(for: caseFolder, in: root)
        try Self.generate(name, in: root)

        let options = BuildOptions(content: content, templates: templates, output: output)
        let clock = ContinuousClock()
        let start = clock.now
        var reported: [Diagnostic] = []
        var succeeded = false
        do {
            let summary = try await BuildAction(options: options).run()
            reported = summary.warnings
            succeeded = true
        } catch let failure as BuildFailure {
            reported = failure.diagnostics
        } catch let diagnostic as Diagnostic {
            reported = [diagnostic]
        }
        print("bad input \(name): \(clock.now - start)")
        let prefix = root.path + "/"
        // A diagnostic may span lines (an expect: difference shows both texts and a caret).
        let lines = reported.flatMap { $0.description.replacingOccurrences(of: prefix, with: "").split(separator: "\n").map(String.init) }
        #expect(lines == expected, "\(name)")

        let expectsSuccess = expected.allSatisfy { $0.contains(": warning: ") }
        #expect(succeeded == expectsSuccess, "\(name): build \(succeeded ? "succeeded" : "failed")")
        if !expectsSuccess {
            #expect(try TestSite.snapshot(output) == before, "\(name): the previous output changed")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".rotor-new") || $0.hasSuffix(".rotor-old") }
        #expect(leftovers.isEmpty, "\(name): \(leftovers)")

        // The real command, run from the case's folder, prints the same lines and exits 1.
        let cli = try Self.runRotor(["build", "--content", "Content", "--templates", templates.path, "--output", "site"], in: root)
        #expect(cli.status == (expectsSuccess ? 0 : 1), "\(name): exit \(cli.status)")
        let printed = cli.stderr.prefix(expected.count).map { $0.replacingOccurrences(of: prefix, with: "") }
        #expect(printed == expected, "\(name)")
        if !expectsSuccess {
            #expect(try TestSite.snapshot(output) == before, "\(name): the command changed the previous output")
        }
    }

    /// Runs the `rotor` executable built beside the test bundle and returns its exit status and error lines.
    static func runRotor(_ arguments: [String], in directory: URL) throws -> (status: Int32, stderr: [String]) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("rotor")
        let process = Process()
        process.executableURL = FileManager.default.isExecutableFile(atPath: binary.path)
            ? binary : URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug/rotor")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// The repository theme, or a copy of it with the case's overlay applied and files removed.
    static func templates(for caseFolder: URL, in root: URL) throws -> URL {
        let manager = FileManager.default
        let overlay = caseFolder.appendingPathComponent("Templates")
        let removals = caseFolder.appendingPathComponent("remove-templates.txt")
        guard manager.fileExists(atPath: overlay.path) || manager.fileExists(atPath: removals.path) else {
            return TestSite.repositoryTemplates
        }
        let templates = root.appendingPathComponent("Templates")
        try manager.copyItem(at: TestSite.repositoryTemplates.resolvingSymlinksInPath(), to: templates)
        if let enumerator = manager.enumerator(atPath: overlay.path) {
            while let relative = enumerator.nextObject() as? String {
                let source = overlay.appendingPathComponent(relative)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                let target = templates.appendingPathComponent(relative)
                try? manager.removeItem(at: target)
                try manager.copyItem(at: source, to: target)
            }
        }
        if let list = try? String(contentsOf: removals, encoding: .utf8) {
            for name in list.split(separator: "\n") {
                try manager.removeItem(at: templates.appendingPathComponent(String(name)))
            }
        }
        return templates
    }

    /// Writes the inputs that are not committed: bytes that are not UTF-8, a 20 MB article,
    /// symbolic links, and YAML nested deeper than anyone writes by hand.
    static func generate(_ name: String, in root: URL) throws {
        let content = root.appendingPathComponent("Content")
        let en = content.appendingPathComponent("en")
        switch name {
        case "not-utf8":
            // "Café" in Latin-1, as an editor set to the wrong encoding would save it.
            let bytes: [UInt8] = Array("---\ntitle: Menu\n---\n\nCaf".utf8) + [0xE9] + Array("\n".utf8)
            try Data(bytes).write(to: en.appendingPathComponent("latin1.md"))
        case "huge-file":
            let paragraph = String(repeating: "A slider adjusts a value within a range. ", count: 24) + "\n\n"
            var text = "---\ntitle: Huge\n---\n\n"
            text.reserveCapacity(20 * 1024 * 1024 + 2048)
            while text.utf8.count < 20 * 1024 * 1024 { text += paragraph }
            try Data(text.utf8).write(to: en.appendingPathComponent("huge.md"))
        case "symlink-outside":
            let outside = root.appendingPathComponent("outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data(TestSite.article("Secret").utf8).write(to: outside.appendingPathComponent("secret.md"))
            try FileManager.default.createSymbolicLink(at: en.appendingPathComponent("secret.md"),
                                                       withDestinationURL: outside.appendingPathComponent("secret.md"))
            try FileManager.default.createSymbolicLink(at: en.appendingPathComponent("elsewhere"), withDestinationURL: outside)
        case "front-matter-nested-too-deep":
            let depth = 5_000
            let tags = String(repeating: "[", count: depth) + "a" + String(repeating: "]", count: depth)
            try Data("---\ntitle: Deep\ntags: \(tags)\n---\n\nBody.\n".utf8).write(to: en.appendingPathComponent("deep.md"))
        case "transcript-layout-too-deep":
            let depth = 2_000
            // Each nested stack is the single item of its parent's list.
            var layout = ""
            for level in 0..<depth { layout += String(repeating: "  ", count: level + 1) + "- vstack:\n" }
            layout += String(repeating: "  ", count: depth + 1) + "- {text: Leaf}\n"
            let article = "---\ntitle: Deep layout\n---\n\n```transcript\ncomponent: focus-order\nlayout:\n  vstack:\n\(layout)gestures: [focus]\n```\n"
            try Data(article.utf8).write(to: en.appendingPathComponent("deep.md"))
        case "transcript-bounds":
            // Past the scene limits, which a hand-written file would be too long to show.
            let children = (1...3_000).map { "      - {label: Row \($0)}\n" }.joined()
            let wide = "---\ntitle: Wide scene\n---\n\n```transcript\ncomponent: scene\nscene:\n  - label: List\n    children:\n\(children)gestures: [focus]\n```\n"
            try Data(wide.utf8).write(to: en.appendingPathComponent("scene-children.md"))
            var nested = ""
            for level in 0..<60 {
                let indent = String(repeating: "    ", count: level)
                nested += "\(indent)  - label: Level \(level + 1)\n\(indent)    children:\n"
            }
            nested += String(repeating: "    ", count: 60) + "  - {label: Leaf}\n"
            let deep = "---\ntitle: Deep scene\n---\n\n```transcript\ncomponent: scene\nscene:\n\(nested)gestures: [focus]\n```\n"
            try Data(deep.utf8).write(to: en.appendingPathComponent("scene-depth.md"))
        default:
            break
        }
    }
}
