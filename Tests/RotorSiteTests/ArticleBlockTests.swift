import Foundation
import RotorDiagnostics
import RotorHTML
import RotorTranscripts
@testable import RotorSite
import Testing

/// A block that only this test defines: how many transcripts the site has in the page's
/// language, which it knows only once every other page has been rendered.
private struct TallyBlock: ArticleBlock {
    let language = "tally"
    let showsSite = true

    func render(_ fence: BlockFence, in context: inout BlockContext) -> String {
        let label = fence.text.trimmingCharacters(in: .whitespacesAndNewlines)
        // A row per reader of each figure.
        let count = Set((context.renderer.fidelity.rows[context.page.language] ?? []).map { $0.url + "#" + $0.entry.figure }).count
        return "<p class=\"tally\">\(HTMLEscaping.text(label)): \(count)</p>"
    }
}

/// The registry of article blocks (issue 44): a new generated page is one file and one line,
/// and every place that needs to know a block's language asks the registry.
@Suite struct ArticleBlockTests {
    /// A fenced transcript spec of a row of buttons.
    private static func spec(_ labels: [String], caption: String = "Buttons") -> String {
        let scene = labels.map { "{label: \($0), traits: [button]}" }.joined(separator: ", ")
        return "```transcript\ncomponent: scene\ncaption: \(caption)\nscene: [\(scene)]\ngestures: [focus]\n```\n"
    }

    private static func site(_ extra: [String: String]) throws -> TestSite {
        try TestSite([
            "en/index.md": TestSite.article("Home"),
            "ko/index.md": TestSite.article("홈"),
            "en/first.md": TestSite.article("First", "One button.\n\n" + spec(["Save"])),
            "en/second.md": TestSite.article("Second", "Another.\n\n" + spec(["Cancel"])),
        ].merging(extra) { _, new in new })
    }

    private static func options(_ site: TestSite, output: String = "site") -> BuildOptions {
        var options = site.options
        options.output = site.root.appendingPathComponent(output)
        options.blocks = BlockRegistry.standard.adding(TallyBlock())
        return options
    }

    @Test func aBlockTheTestDefinesRendersAfterTheSiteAndFollowsEdits() async throws {
        // Named to sort first, so only the registry's `showsSite` puts it after the others.
        let site = try Self.site(["en/a-tally.md": TestSite.article("Tally", "How many.\n\n```tally\nTranscripts\n```\n")])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let options = Self.options(site)
        _ = try await BuildAction(options: options).run()
        #expect(try site.read("en/a-tally/index.html").contains("<p class=\"tally\">Transcripts: 2</p>"))

        // A second transcript in one article: the edited article and the tally page, no full build.
        try site.write("en/second.md", TestSite.article("Second", "Another.\n\n" + Self.spec(["Cancel"]) + "\n" + Self.spec(["Undo"])))
        #expect(try await BuildAction(options: options).run().rebuiltArticles == 1)
        #expect(try site.read("en/a-tally/index.html").contains("<p class=\"tally\">Transcripts: 3</p>"))
        let clean = Self.options(site, output: "clean")
        _ = try await BuildAction(options: clean).run()
        #expect(try TestSite.snapshot(options.output) == (try TestSite.snapshot(clean.output)), "the bytes of a clean build")

        // Without the block in the registry, the fence is plain code.
        var standard = options
        standard.output = site.root.appendingPathComponent("standard")
        standard.blocks = .standard
        _ = try await BuildAction(options: standard).run()
        let plain = try String(contentsOf: standard.output.appendingPathComponent("en/a-tally/index.html"), encoding: .utf8)
        #expect(!plain.contains("class=\"tally\"") && plain.contains("Transcripts"))
    }

    @Test func aMisspeltFenceOfAnAddedBlockIsReported() async throws {
        let site = try Self.site(["en/tally.md": TestSite.article("Tally", "How many.\n\n```taly\nTranscripts\n```\n")])
        defer { try? FileManager.default.removeItem(at: site.root) }
        var messages: [String] = []
        do {
            _ = try await BuildAction(options: Self.options(site)).run()
        } catch {
            messages = BuildFailure.diagnostics(of: error).map(\.description)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("tally.md:7:1: error: unknown fence language 'taly'; did you mean 'tally'?") == true, "\(messages)")
    }

    @Test func theNearMissCheckAndTheSiteWideBlocksComeFromTheRegistry() {
        let standard = BlockRegistry.standard
        #expect(standard.blocks.map(\.language) == ["transcript", "phrases", "gestures", "reference", "fidelity"])
        #expect(standard.blocks.filter(\.showsSite).map(\.language) == ["phrases", "fidelity"])
        #expect(standard.nearMiss("Transcript") == "transcript")
        #expect(standard.nearMiss("fidelty") == "fidelity")
        #expect(standard.nearMiss("transcript") == nil)
        #expect(standard.nearMiss("taly") == nil)
        #expect(!standard.showsSite("```tally\n```\n"))

        let added = standard.adding(TallyBlock())
        #expect(added.nearMiss("taly") == "tally")
        #expect(added["tally"]?.showsSite == true)
        #expect(added.showsSite("Text.\n\n```tally\n```\n"))
        #expect(added.adding(TallyBlock()).blocks.count == standard.blocks.count + 1, "a language is registered once")
    }

    @Test func aFenceInABlockQuoteOrAListShowsTheSiteLikeAnyOther() {
        let registry = BlockRegistry.standard
        for body in ["> ```fidelity\n> ```\n", "> Quoted:\n>\n> > ~~~ phrases\n> > reader: talkback\n> > ~~~\n",
                     "- A list:\n\n  ```fidelity\n  ```\n", "```fid&#101;lity\n```\n"] {
            #expect(registry.showsSite(body[...]), "\(body)")
        }
        // Where cmark sees no fenced block, neither does the build.
        for body in ["    ```fidelity\n    ```\n", "<!--\n```fidelity\n```\n-->\n", "````\n```fidelity\n```\n````\n", "> `fidelity`\n"] {
            #expect(!registry.showsSite(body[...]), "\(body)")
        }
    }

    @Test func aQuotedFidelityBlockListsEveryTranscript() async throws {
        let site = try Self.site([
            "en/plain.md": TestSite.article("Plain", "Every transcript.\n\n```fidelity\n```\n"),
            "en/a-quoted.md": TestSite.article("Quoted", "> Every transcript:\n>\n> ```fidelity\n> ```\n"),
        ])
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try await site.build()
        func table(_ path: String) throws -> String? {
            let html = try site.read(path)
            guard let start = html.range(of: "<div class=\"table-scroll phrase-table fidelity-totals\""),
                  let end = html.range(of: "</tbody>\n</table>\n</div>", range: start.upperBound..<html.endIndex) else { return nil }
            return String(html[start.lowerBound..<end.upperBound])
        }
        let plain = try #require(try table("en/plain/index.html"))
        #expect(plain.contains("<a href=\"/docs/en/first/#transcript-1\">First</a>") && plain.contains(">Second</a>"))
        #expect(try table("en/a-quoted/index.html") == plain)

        // An edit to a transcript's caption redoes the quoted page too, as a clean build would.
        try site.write("en/first.md", TestSite.article("First", "One button.\n\n" + Self.spec(["Save"], caption: "Save alone")))
        #expect(try await site.build().rebuiltArticles == 1)
        #expect(try table("en/a-quoted/index.html")?.contains("Save alone") == true)
        var clean = site.options
        clean.output = site.root.appendingPathComponent("clean")
        _ = try await BuildAction(options: clean).run()
        #expect(try TestSite.snapshot(site.output) == (try TestSite.snapshot(clean.output)), "the bytes of a clean build")
    }
}
