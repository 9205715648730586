import Foundation
import Testing

/// Rules of the house that no compiler checks, read from the `Sources` tree itself: one error
/// type, one target that imports Yams, a site that does not reach into the model, and an
/// article renderer that asks the block registry instead of naming fences.
@Suite struct LayoutRuleTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file under `Sources` (or under `Sources/folder`), by path from `Sources`, with its text.
    static func swiftFiles(under folder: String = "") throws -> [(path: String, text: String)] {
        let root = folder.isEmpty ? sources : sources.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(sources.path.count + 1))
            files.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The text without comments, so a rule is judged on code alone. A `//` or `/*` counts
    /// when an even number of quotes comes before it on its line (it is not inside a string).
    static func code(_ text: String) -> String {
        func outsideString(_ marker: String, in line: Substring) -> Range<Substring.Index>? {
            var from = line.startIndex
            while let found = line[from...].range(of: marker) {
                if line[..<found.lowerBound].filter({ $0 == "\"" }).count % 2 == 0 { return found }
                from = found.upperBound
            }
            return nil
        }
        var lines: [Substring] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = line
            if inBlock {
                guard let end = line.range(of: "*/") else {
                    lines.append("")
                    continue
                }
                line = line[end.upperBound...]
                inBlock = false
            }
            if let start = outsideString("/*", in: line) {
                inBlock = line[start.upperBound...].range(of: "*/") == nil
                line = line[..<start.lowerBound]
            }
            if let comment = outsideString("//", in: line) { line = line[..<comment.lowerBound] }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// Each type declaration and extension in `text` with the types its inheritance clause
    /// names: `struct Name<T>: A, B where …` gives (`Name`, [`A`, `B`]), however the clause is broken into lines.
    static func conformances(in text: String) -> [(type: String, conforms: [String])] {
        let code = code(text)
        let declaration = /(?:^|[\s;{}])(?:struct|enum|class|actor|extension|protocol)\s+([A-Za-z_][\w.]*)(?:<[^{>]*>)?\s*:\s*([^{]*)\{/
        return code.matches(of: declaration).map { match in
            let clause = match.output.2.split(separator: " where ").first ?? ""
            let names = clause.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
            }.joined()
            return (String(match.output.1), Array(names))
        }
    }

    /// The modules a file imports, whatever the import's form (`@testable`, `import struct M.T`).
    static func imports(in text: String) -> [String] {
        code(text).matches(of: /(?m)^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/)
            .map { String($0.output.1) }
    }

    /// The types that may conform to `Error`: the located error, and the list a stopped build
    /// throws, which holds only `Diagnostic`s (a container, not a second kind of error).
    static let errorTypes: Set<String> = ["Diagnostic", "BuildFailure"]

    @Test func onlyDiagnosticIsAnError() throws {
        let errorNames: Set<String> = ["Error", "Swift.Error", "LocalizedError", "Foundation.LocalizedError", "CustomNSError"]
        var found: [String] = []
        for file in try Self.swiftFiles() {
            for declared in Self.conformances(in: file.text) where !Self.errorTypes.contains(declared.type) {
                if declared.conforms.contains(where: errorNames.contains) { found.append("\(file.path): \(declared.type)") }
            }
        }
        #expect(found.isEmpty, "side error types: \(found)")
    }

    @Test func onlyRotorYAMLImportsYams() throws {
        let found = try Self.swiftFiles().filter { !$0.path.hasPrefix("RotorYAML/") && Self.imports(in: $0.text).contains("Yams") }
        #expect(found.map(\.path).isEmpty, "Yams imported by \(found.map(\.path))")
    }

    @Test func rotorSiteDoesNotImportRotorModel() throws {
        let found = try Self.swiftFiles(under: "RotorSite").filter { Self.imports(in: $0.text).contains("RotorModel") }
        #expect(found.isEmpty, "RotorModel imported by \(found.map(\.path))")
    }

    /// `ArticleRenderer` looks a fence's language up in the block registry; it never names one
    /// of the blocks itself. The names are read from the blocks' own files.
    @Test func articleRendererNamesNoFence() throws {
        let blocks = try Self.swiftFiles(under: "RotorSite/Render/Blocks")
        let languages = blocks.flatMap { Self.code($0.text).matches(of: /let language = "([^"]+)"/).map { String($0.output.1) } }
        #expect(languages.count >= 5, "the blocks' languages are no longer found: \(languages)")
        let renderer = try Self.swiftFiles(under: "RotorSite/Render").filter { $0.path.contains("/ArticleRenderer") }
        #expect(!renderer.isEmpty)
        for file in renderer {
            let code = Self.code(file.text)
            let named = languages.filter { code.contains("\"\($0)\"") }
            #expect(named.isEmpty, "\(file.path) names the fences \(named)")
        }
    }

    /// The readers above see what they must: a side error type, a Yams import and a fence name
    /// written the ways the rules forbid are each found.
    @Test func theRulesFindWhatTheyForbid() {
        let side = """
            /// A doc comment: struct Commented: Error {}
            public enum Invalid:
                Error, Sendable {
                case wrong
            }
            struct Generic<T>: Hashable, LocalizedError where T: Sendable { }
            extension Invalid: Swift.Error {}
            """
        let found = Self.conformances(in: side).filter { $0.conforms.contains { ["Error", "Swift.Error", "LocalizedError"].contains($0) } }
        #expect(found.map(\.type) == ["Invalid", "Generic", "Invalid"])
        #expect(Self.imports(in: "import Foundation\n@testable import Yams\n// import Hidden\nimport struct RotorModel.Gesture\n")
                == ["Foundation", "Yams", "RotorModel"])
        #expect(Self.code("let a = \"x\" // \"transcript\"\n/* \"phrases\"\n*/ let b = 1") == "let a = \"x\" \n\n let b = 1")
    }
}
