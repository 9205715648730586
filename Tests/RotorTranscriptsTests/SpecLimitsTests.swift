import Foundation
import RotorDiagnostics
@testable import RotorTranscripts
import Testing

/// Every spec is bounded: what would take minutes or gigabytes is an error at its place,
/// found at once, and a spec at a limit still runs.
@Suite struct SpecLimitsTests {
    /// Ten levels of ten aliases: 10¹⁰ nodes when expanded, in 600 bytes.
    static var aliasBomb: String {
        var yaml = "component: scene\nscene:\n  - {label: A}\nbomb:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i", "j"] {
            yaml += "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        return yaml + "gestures: [focus]\n"
    }

    static func error(_ yaml: String) -> Diagnostic? {
        do {
            _ = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
            return nil
        } catch {
            return error
        }
    }

    /// Finding the blocks is linear in the article: a 2 MB code block of one-character
    /// lines before the transcript (a million lines) used to copy the block's lines once per
    /// line, which ran for minutes. The limit guards against a hang; speed is `make bench`'s.
    @Test(.timeLimit(.minutes(1))) func aMillionShortLinesBeforeATranscriptAreReadOnce() throws {
        let block = String(repeating: "x\n", count: 1_000_000)
        let article = "---\ntitle: Long\n---\n\n```text\n" + block + "```\n\n```transcript\ncomponent: slider\nlabel: Volume\nvalue: 50\ngestures: [focus]\nexpect: [\"Volume\"]\n```\n"
        let result = try ExpectUpdate.update(article: article, language: "en")
        #expect(result.text == article.replacingOccurrences(of: "[\"Volume\"]", with: "[\"Volume, 50, 50%, Adjustable\"]"))
    }

    /// It stops at the node limit, counted as the nodes are built, rather than after
    /// expanding 10¹⁰ nodes; the time limit only turns a hang into a failure.
    @Test(.timeLimit(.minutes(1))) func anAliasBombStopsAtTheNodeLimitAtOnce() {
        let error = Self.error(Self.aliasBomb)
        #expect(error?.message.hasPrefix("the spec has more than 50,000 YAML nodes") == true)
        #expect((5...14).contains(error?.line ?? 0))
    }

    @Test(arguments: ["×1000000", "×9223372036854775807", "x 99999999999999999999999999"])
    func aHugeRepeatIsAnErrorAtItsGesture(count: String) {
        let error = Self.error("component: slider\nlabel: Volume\nvalue: 50\ngestures: [focus, swipe up \(count)]\n")
        #expect(error?.line == 4)
        #expect(error?.column == 19)
        #expect(error?.message.hasPrefix("a gesture may repeat at most 1,000 times") == true)
    }

    @Test func aSpecAtTheLimitsRuns() throws {
        let transcript = try TranscriptExpander.expand(
            yaml: "component: slider\nlabel: Volume\nvalue: 0\ngestures: [focus, swipe up ×999]\n", defaultLanguage: "en")
        #expect(transcript.steps.count == SpecLimits.steps)
    }

    @Test func aLongLabelIsAnErrorAtIt() {
        let label = String(repeating: "é", count: SpecLimits.textLength + 1)
        let error = Self.error("component: scene\nscene:\n  - {label: \(label)}\ngestures: [focus]\n")
        #expect(error?.line == 3)
        #expect(error?.message == "'label' is longer than 2,000 characters")
        #expect(Self.error("component: scene\nscene:\n  - {label: \(label.dropLast())}\ngestures: [focus]\n") == nil)
    }
}
