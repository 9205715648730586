import Foundation
import RotorHTML
import RotorMarkdown
@testable import RotorSite
import RotorTranscripts
import Testing

/// Every seed and every input the fuzzers in `Tests/Fuzz` ever crashed on, replayed through
/// the same calls as the fuzz targets so that a fixed crash stays fixed under `swift test`.
@Suite struct FuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// The files kept for `target`: its seeds and its regressions.
    static func inputs(_ target: String) -> [URL] {
        ["Seeds", "Regressions"].flatMap { kind -> [URL] in
            let folder = fuzzFolder.appendingPathComponent("\(kind)/\(target)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    @Test func frontMatterSiteConfigAndTranscriptSpecs() throws {
        let inputs = Self.inputs("FuzzFrontMatter")
        #expect(!inputs.isEmpty)
        for url in inputs {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            var parsed = (try? FrontMatter.split(text, path: "fuzz.md")) != nil
            _ = try? FrontMatter.split("---\n" + text + "\n---\nBody\n", path: "fuzz.md")
            parsed = (try? SiteConfig.parse(text, path: "site.yml")) != nil || parsed
            do {
                _ = try TranscriptExpander.expand(yaml: text, defaultLanguage: "en")
                parsed = true
            } catch where url.pathExtension == "yml" && text.hasPrefix("component:") {
                Issue.record("\(url.lastPathComponent): \(error)")
            } catch {}
            // The seeds are valid examples of one format each, so each parses as what it is.
            if url.path.contains("/Seeds/") { #expect(parsed, "\(url.lastPathComponent)") }
        }
    }

    @Test func markdownToHTML() throws {
        let inputs = Self.inputs("FuzzMarkdown")
        #expect(!inputs.isEmpty)
        for url in inputs {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let document = MarkdownParser.parse(text)
            let safe = try MarkdownHTMLRenderer(options: .init(allowRawHTML: false)).render(document)
            _ = try MarkdownHTMLRenderer(options: .init(allowRawHTML: true)).render(document)
            _ = document.readableText()
            #expect(HTMLSafetyChecker.problems(in: safe.html) { _ in false }.isEmpty, "\(url.lastPathComponent)")
        }
    }

    @Test func expectUpdates() throws {
        let inputs = Self.inputs("FuzzExpectUpdate")
        #expect(!inputs.isEmpty)
        for url in inputs {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            guard let result = try? ExpectUpdate.update(article: text, language: "en") else {
                #expect(!url.path.contains("/Seeds/"), "\(url.lastPathComponent) did not update")
                continue
            }
            // The seeds each have a stale expectation; a rewrite needs no second one.
            if url.path.contains("/Seeds/") { #expect(!result.changes.isEmpty, "\(url.lastPathComponent)") }
            #expect(try ExpectUpdate.update(article: result.text, language: "en").changes.isEmpty, "\(url.lastPathComponent)")
            if let first = result.changes.first {
                // Every byte before the first changed line is as it was.
                let lines = text.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: first.line - 1, omittingEmptySubsequences: false)
                #expect(result.text.utf8.starts(with: text.utf8.prefix(text.utf8.count - (lines.last?.count ?? 0))), "\(url.lastPathComponent)")
            }
        }
    }

    @Test func scenes() throws {
        let inputs = Self.inputs("FuzzScene")
        #expect(!inputs.isEmpty)
        for url in inputs {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            var expanded = false
            for yaml in [text, "component: scene\n" + text] {
                if let transcripts = try? TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en") {
                    #expect(!TranscriptHTML.renderReaders(transcripts, id: "fuzz").isEmpty)
                    expanded = true
                }
            }
            if url.path.contains("/Seeds/") { #expect(expanded, "\(url.lastPathComponent)") }
        }
    }

    /// The Swift reader: every kept input as a SwiftUI snippet, a SwiftUI view and a UIKit
    /// class, as `FuzzSwiftCode` feeds it (the first crash it found was swift-syntax trapping
    /// while wording an invalid character before `=`).
    @Test func swiftCodeAsSnippetViewAndUIKitClass() throws {
        let inputs = Self.inputs("FuzzSwiftCode")
        #expect(inputs.count >= 3)
        for url in inputs {
            let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let indented = source.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
            for head in ["component: swiftui\n", "component: swiftui\nview: V\n", "component: uikit\nview: V\n"] {
                let yaml = head + "gestures: [focus, swipe right, double tap, swipe up, swipe down, two-finger scrub]\nswift: |\n" + indented + "\n"
                if let transcripts = try? TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en") {
                    _ = TranscriptHTML.renderReaders(transcripts, id: "fuzz")
                }
            }
        }
    }
}
