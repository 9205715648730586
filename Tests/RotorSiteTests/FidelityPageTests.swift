import Foundation
import RotorDiagnostics
import RotorOutput
@testable import RotorSite
import Testing

/// The generated fidelity page and the phrase tables' count of recordings (issue 31): both
/// depend on every article, in a full build and in an incremental one.
@Suite struct FidelityPageTests {
    private static func spec(recorded lines: String?) -> String {
        var spec = """
            ```transcript
            component: scene
            caption: Two buttons in a row
            scene: [{label: Save, traits: [button]}, {label: Cancel, traits: [button]}]
            gestures: [focus, swipe right]

            """
        if let lines {
            spec += """
                recorded:
                  device: iPhone 15
                  os: iOS 18.1
                  reader_version: iOS 18.1
                  date: 2026-11-20
                  by: Mina Kim
                  lines: \(lines)

                """
        }
        return spec + "```\n"
    }

    private static let matching = "[\"Save, Button\", \"Cancel, Button\"]"

    private static func site(heard: String?, other: String?) throws -> TestSite {
        try TestSite([
            "en/index.md": TestSite.article("Home"),
            "ko/index.md": TestSite.article("홈"),
            "en/heard.md": TestSite.article("Heard", "Two buttons.\n\n" + spec(recorded: heard)),
            "en/other.md": TestSite.article("Other", "The same buttons.\n\n" + spec(recorded: other)),
            "en/reference/fidelity.md": TestSite.article("Fidelity", "Every transcript.\n\n```fidelity\n```"),
            "en/reference/voiceover-phrases.md": TestSite.article("VoiceOver", "Phrases.\n\n```phrases\nreader: voiceover\n```"),
            "en/reference/talkback-phrases.md": TestSite.article("TalkBack", "Phrases.\n\n```phrases\nreader: talkback\n```"),
        ])
    }

    /// The cells of the fidelity page's row for `reader` in the totals table.
    private static func totals(_ html: String, _ row: String) -> String? {
        guard let start = html.range(of: "<tr><th scope=\"row\">\(row)</th>") else { return nil }
        let rest = html[start.upperBound...]
        return rest.range(of: "</tr>").map { String(rest[..<$0.lowerBound]) }
    }

    @Test func theFidelityPageListsEveryTranscriptByStanding() async throws {
        let site = try Self.site(heard: Self.matching, other: "[\"Save, Button\", \"Cancel button\"]")
        defer { try? FileManager.default.removeItem(at: site.root) }
        let errors = await site.failures()
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.path.hasSuffix("Content/en/other.md"))
        #expect(error.message.contains("heard on iPhone 15 \"Cancel button\" but VoiceOver says \"Cancel, Button\""))
        #expect(error.message.hasSuffix("^"), "the caret diff")

        try site.write("en/other.md", TestSite.article("Other", "The same buttons.\n\n" + Self.spec(recorded: nil)))
        _ = try await site.build()
        let html = try site.read("en/reference/fidelity/index.html")
        #expect(html.contains("<caption>Transcripts by reader and standing</caption>"))
        #expect(html.contains("<th scope=\"col\">Recorded</th><th scope=\"col\">Sourced</th><th scope=\"col\">Inferred</th>"))
        // Each block runs both readers; only VoiceOver's of the first was heard.
        #expect(html.contains("<tr><th scope=\"row\"><a href=\"/docs/en/heard/#transcript-1\">Heard</a></th><td class=\"fidelity-figure\">Two buttons in a row</td><td>VoiceOver</td><td class=\"fidelity-recorded\">Recorded</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\"><a href=\"/docs/en/heard/#transcript-1\">Heard</a></th><td class=\"fidelity-figure\">Two buttons in a row</td><td>TalkBack</td><td class=\"fidelity-sourced\">Sourced</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\"><a href=\"/docs/en/other/#transcript-1\">Other</a></th><td class=\"fidelity-figure\">Two buttons in a row</td><td>VoiceOver</td><td class=\"fidelity-sourced\">Sourced</td></tr>"))
        // Figures are named by their titles, never by their ids (issue 43).
        #expect(!html.contains("<code>transcript-"))
        #expect(Self.totals(html, "VoiceOver") == "<td>1</td><td>1</td><td>0</td><td>2</td>")
        #expect(Self.totals(html, "TalkBack") == "<td>0</td><td>2</td><td>0</td><td>2</td>")
        #expect(html.contains("<tfoot><tr><th scope=\"row\">Total</th><td>1</td><td>3</td><td>0</td><td>4</td></tr></tfoot>"))
    }

    @Test func aPhraseCountsTheRecordingsThatHeardIt() async throws {
        let site = try Self.site(heard: Self.matching, other: nil)
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try await site.build()
        let voiceOver = try site.read("en/reference/voiceover-phrases/index.html")
        #expect(voiceOver.contains("<th scope=\"col\">Confirmed by recordings</th>"))
        let button = try #require(voiceOver.range(of: "<th scope=\"row\" lang=\"en\">Button</th>"))
        let row = voiceOver[button.upperBound...].prefix { $0 != "\n" }
        #expect(row.hasSuffix("<td>1</td></tr>"), "one recording heard “Button”: \(row)")
        let heading = try #require(voiceOver.range(of: "<th scope=\"row\" lang=\"en\">Heading</th>"))
        #expect(voiceOver[heading.upperBound...].prefix { $0 != "\n" }.hasSuffix("<td>0</td></tr>"), "0 is shown plainly")
        // TalkBack's transcripts were not recorded.
        let talkBack = try site.read("en/reference/talkback-phrases/index.html")
        #expect(!talkBack.contains("<td>1</td></tr>"))
    }

    @Test func anIncrementalBuildAfterARecordingIsAddedUpdatesTheFidelityPage() async throws {
        let site = try Self.site(heard: nil, other: nil)
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try await site.build()
        #expect(Self.totals(try site.read("en/reference/fidelity/index.html"), "VoiceOver") == "<td>0</td><td>2</td><td>0</td><td>2</td>")

        // Prose alone leaves every standing as it was: the article is redone by itself.
        let heard = TestSite.article("Heard", "Two buttons, side by side.\n\n" + Self.spec(recorded: nil))
        try site.write("en/heard.md", heard)
        #expect(try await site.build().rebuiltArticles == 1)

        try site.write("en/heard.md", TestSite.article("Heard", "Two buttons, side by side.\n\n" + Self.spec(recorded: Self.matching)))
        #expect(try await site.build().rebuiltArticles == 1, "the article alone, and the pages that show every transcript")
        let html = try site.read("en/reference/fidelity/index.html")
        #expect(Self.totals(html, "VoiceOver") == "<td>1</td><td>1</td><td>0</td><td>2</td>")
        #expect(html.contains("<td>VoiceOver</td><td class=\"fidelity-recorded\">Recorded</td>"))
        let phrases = try site.read("en/reference/voiceover-phrases/index.html")
        let button = try #require(phrases.range(of: "<th scope=\"row\" lang=\"en\">Button</th>"))
        #expect(phrases[button.upperBound...].prefix { $0 != "\n" }.hasSuffix("<td>1</td></tr>"))

        var clean = site.options
        clean.output = site.root.appendingPathComponent("clean")
        _ = try await BuildAction(options: clean).run()
        #expect(try TestSite.snapshot(site.output) == (try TestSite.snapshot(clean.output)), "the bytes of a clean build")
        #expect(try await site.build().upToDate, "nothing changed: nothing is built")

        // The fidelity page's own text, and an article's first transcript (which has no place
        // in the saved list yet: a full build).
        try site.write("en/reference/fidelity.md", TestSite.article("Fidelity", "Every transcript, by standing.\n\n```fidelity\n```"))
        #expect(try await site.build().rebuiltArticles == 1)
        try site.write("en/new.md", TestSite.article("New", "Soon."))
        _ = try await site.build()
        try site.write("en/new.md", TestSite.article("New", "Now.\n\n" + Self.spec(recorded: Self.matching)))
        #expect(try await site.build().rebuiltArticles == nil)
        #expect(Self.totals(try site.read("en/reference/fidelity/index.html"), "VoiceOver") == "<td>2</td><td>1</td><td>0</td><td>3</td>")
        try FileManager.default.removeItem(at: clean.output)
        _ = try await BuildAction(options: clean).run()
        #expect(try TestSite.snapshot(site.output) == (try TestSite.snapshot(clean.output)), "the bytes of a clean build")
    }

    @Test func aServedRebuildAfterARecordingIsAddedUpdatesTheFidelityPage() async throws {
        let site = try Self.site(heard: nil, other: nil)
        defer { try? FileManager.default.removeItem(at: site.root) }
        let cache = BuildCache()
        let generator = SiteGenerator(options: site.options)
        _ = try await generator.generate(cache: cache)
        let path = site.content.appendingPathComponent("en/heard.md").standardizedFileURL.path
        try site.write("en/heard.md", TestSite.article("Heard", "Two buttons.\n\n" + Self.spec(recorded: Self.matching)))
        let rebuilt = try await generator.generate(cache: cache, changedFiles: [path])
        let clean = try await SiteGenerator(options: site.options).generate()
        func page(_ site: GeneratedSite, _ path: String) -> String? {
            guard let file = site.files.first(where: { $0.path == path }), case .data(let data) = file.contents else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        let html = try #require(page(rebuilt, "en/reference/fidelity/index.html"))
        #expect(Self.totals(html, "VoiceOver") == "<td>1</td><td>1</td><td>0</td><td>2</td>")
        #expect(html == page(clean, "en/reference/fidelity/index.html"))
        #expect(page(rebuilt, "en/reference/voiceover-phrases/index.html") == page(clean, "en/reference/voiceover-phrases/index.html"))
    }

    @Test func theDependentPagesAreThoseWithAFidelityOrPhrasesFence() {
        for body in ["```fidelity\n```\n", "Text.\n\n  ~~~~ phrases\nreader: talkback\n~~~~", "```fidelity", "```phrases\r\nreader: voiceover\r\n```"] {
            #expect(BlockRegistry.standard.showsSite(body[...]), "\(body)")
        }
        for body in ["```swift\nlet phrases = 1\n```", "Say ```fidelity``` inline.", "```phrasebook\n```", "``fidelity\n", ""] {
            #expect(!BlockRegistry.standard.showsSite(body[...]), "\(body)")
        }
    }
}
