import Foundation
import RotorDiagnostics
import RotorHTML
import RotorTranscripts
import Testing

/// `FuzzCompose`'s seeds and every input it ever crashed or hung on, replayed as the fuzz
/// target runs them: the input's Kotlin with its spec lines, then its spec lines against the
/// target's own composables (read from the target's source, so the two cannot drift). Each
/// run ends in transcripts or in errors that all carry a line.
@Suite struct ComposeFuzzRegressionTests {
    static let target = FuzzRegressionTests.fuzzFolder.appendingPathComponent("Sources/FuzzCompose/FuzzCompose.swift")

    /// The target's composables by name: each `("Name", """ … """)` of its list.
    static func composables() throws -> [(name: String, code: String)] {
        let source = try String(contentsOf: target, encoding: .utf8)
        var found: [(name: String, code: String)] = []
        var rest = source[...]
        while let open = rest.range(of: "\n        (\""), let close = rest[open.upperBound...].range(of: "\", \"\"\"\n") {
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard let end = rest[close.upperBound...].range(of: "\"\"\")") else { break }
            let body = String(rest[close.upperBound..<end.lowerBound])
            // The closing quotes' indentation is stripped from every line, as Swift does.
            let rows: [String] = body.components(separatedBy: "\n")
            let indent: Int = rows.last?.count ?? 0
            var kept: [String] = []
            for row in rows.dropLast() { kept.append(String(row.dropFirst(min(indent, row.count)))) }
            found.append((name: name, code: kept.joined(separator: "\n")))
            rest = rest[end.upperBound...]
        }
        return found
    }

    static func split(_ input: String) -> (kotlin: String, tail: String) {
        var lines = input.split(separator: "\n", omittingEmptySubsequences: false)
        guard let marker = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else {
            return (input, "view: Screen\n")
        }
        let tail = lines[(marker + 1)...].joined(separator: "\n")
        lines.removeSubrange(marker...)
        return (lines.joined(separator: "\n"), tail + "\n")
    }

    /// Transcripts, or nil after errors that all have a line.
    static func run(kotlin: String, tail: String) -> [Transcript]? {
        var yaml = "component: compose\nreader: talkback\n"
        if !tail.contains("gestures:") { yaml += "gestures: [focus, swipe right, double tap, swipe right, double tap, swipe left, double tap]\n" }
        yaml += tail
        if !yaml.hasSuffix("\n") { yaml += "\n" }
        yaml += "kotlin: |\n" + kotlin.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        do throws(Diagnostic) {
            let transcripts = try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en")
            #expect(!TranscriptHTML.renderReaders(transcripts, id: "fuzz").isEmpty)
            return transcripts
        } catch {
            for problem in error.all { #expect(problem.line != nil, "an error without a place: \(problem)") }
            return nil
        }
    }

    @Test func everyKeptInputEndsInTranscriptsOrLocatedErrors() throws {
        let composables = try Self.composables()
        #expect(composables.map(\.name) == ["Volume", "Sizes", "Mail", "Wifi"])
        let inputs = FuzzRegressionTests.inputs("FuzzCompose")
        #expect(inputs.count >= 5)
        var read = 0
        for url in inputs {
            let data = try Data(contentsOf: url)
            let input = String(decoding: data, as: UTF8.self)
            let (kotlin, tail) = Self.split(input)
            let own = composables.first { tail.contains("view: " + $0.name) } ?? composables[data.count % composables.count]
            let ownRun = Self.run(kotlin: own.code, tail: tail)
            let inputRun = Self.run(kotlin: kotlin, tail: tail)
            // The seeds are working examples: their own Kotlin, or a composable of the target's, is read.
            if url.path.contains("/Seeds/"), inputRun != nil || ownRun != nil { read += 1 }
        }
        #expect(read >= 6)
    }
}
