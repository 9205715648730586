import Foundation
import RotorDiagnostics
@testable import RotorSite
import Testing

/// Markdown built to break parsers, taken through the whole pipeline: parse, transcript
/// expansion, our HTML walk, templates and the write. Each build runs on the task group's
/// small-stack threads, so anything that recursed over depth would crash here.
///
/// Durations are printed for the record; speed targets live in the benchmarks.
@Suite struct PathologicalMarkdownTests {
    static let depth = 25_000

    /// Builds one article with `body` and returns its page's HTML.
    func build(_ name: String, _ body: String) async throws -> String {
        let site = try TestSite(["en/deep.md": TestSite.article("Deep", body)], config: "title: Deep\n")
        defer { try? FileManager.default.removeItem(at: site.root) }
        let clock = ContinuousClock()
        let start = clock.now
        _ = try await site.build()
        print("pathological \(name) (\(body.utf8.count) bytes): \(clock.now - start)")
        let page = try site.read("en/deep/index.html")
        // Only the article body: the layout's navigation and breadcrumbs have lists and links of their own.
        let bodyStart = try #require(page.range(of: "<div class=\"article-body\">\n"))
        let article = try #require(page.range(of: "</article>", options: .backwards))
        let end = try #require(page.range(of: "</div>", options: .backwards, range: bodyStart.upperBound..<article.lowerBound))
        return String(page[bodyStart.upperBound..<end.lowerBound])
    }

    func count(_ needle: String, in html: String) -> Int {
        html.components(separatedBy: needle).count - 1
    }

    @Test func blockQuotesNested25000Deep() async throws {
        let html = try await build("block quotes", String(repeating: "> ", count: Self.depth) + "bottom")
        #expect(count("<blockquote>", in: html) == Self.depth)
        #expect(count("</blockquote>", in: html) == Self.depth)
        #expect(html.contains("<p>bottom</p>"))
    }

    @Test func bulletListsNested25000Deep() async throws {
        let html = try await build("bullet lists", String(repeating: "- ", count: Self.depth) + "leaf")
        #expect(count("<ul>", in: html) == Self.depth)
        #expect(count("</li>", in: html) == Self.depth)
    }

    @Test func orderedListsAndQuotesInterleaved() async throws {
        let html = try await build("ordered lists in quotes", String(repeating: "> 1. ", count: Self.depth / 2) + "leaf")
        #expect(count("<ol>", in: html) == Self.depth / 2)
        #expect(count("<blockquote>", in: html) == Self.depth / 2)
    }

    @Test func emphasisNested25000Deep() async throws {
        let body = String(repeating: "*a ", count: Self.depth) + "core" + String(repeating: " b*", count: Self.depth)
        let html = try await build("emphasis", body)
        #expect(count("<em>", in: html) == Self.depth)
        #expect(count("</em>", in: html) == Self.depth)
    }

    @Test func strongAndEmphasisRuns() async throws {
        let body = String(repeating: "*", count: Self.depth) + "x" + String(repeating: "*", count: Self.depth)
            + "\n\n" + String(repeating: "a**b_", count: Self.depth)
        let html = try await build("delimiter runs", body)
        #expect(count("<em>", in: html) == count("</em>", in: html))
        #expect(count("<strong>", in: html) + count("<em>", in: html) > 0)
    }

    @Test func emphasisNestedInsideAHeading() async throws {
        let body = "## " + String(repeating: "*a ", count: Self.depth) + "core" + String(repeating: " b*", count: Self.depth)
        let html = try await build("emphasis in a heading", body)
        #expect(count("<h2 id=", in: html) == 1)
        #expect(count("<em>", in: html) >= Self.depth)
    }

    @Test func longRunsOfBrackets() async throws {
        let body = String(repeating: "[", count: 50_000) + "x" + String(repeating: "]", count: 50_000)
            + "\n\n" + String(repeating: "[a](", count: 20_000)
            + "\n\n" + String(repeating: "![", count: 20_000) + "alt" + String(repeating: "](https://example.org/i.png)", count: 20_000)
        let html = try await build("brackets", body)
        #expect(count("[", in: html) >= 50_000)
    }

    @Test func linksNestedAsDeepAsBracketsAllow() async throws {
        let body = String(repeating: "[", count: Self.depth) + "x" + String(repeating: "](https://example.com/u)", count: Self.depth)
        let html = try await build("nested links", body)
        #expect(count("<a href=\"https://example.com/u\">", in: html) == count("</a>", in: html))
        #expect(count("</a>", in: html) >= 1)
    }

    @Test func longRunsOfBackticks() async throws {
        let body = String(repeating: "`", count: 50_000) + "\n\n"
            + (1...3_000).map { String(repeating: "`", count: $0) + "x" }.joined()
            + "\n\n" + String(repeating: "a` ", count: 20_000)
        let html = try await build("backticks", body)
        #expect(count("`", in: html) > 50_000)
    }

    @Test func thousandsOfReferenceDefinitions() async throws {
        let count = 10_000
        let definitions = (0..<count).map { "[ref\($0)]: https://example.com/target/\($0) \"Title \($0)\"" }.joined(separator: "\n")
        let uses = (0..<count).map { "[link \($0)][ref\($0)]" }.joined(separator: " ")
        let html = try await build("reference definitions", uses + "\n\n" + definitions)
        #expect(self.count("<a href=\"https://example.com/target/", in: html) == count)
    }

    @Test func thousandsOfHeadingsWithTheSameText() async throws {
        let count = 10_000
        let body = String(repeating: "## Same\n\n", count: count) + "[last](#same-\(count))"
        let html = try await build("repeated headings", body)
        #expect(self.count("<h2 id=\"same", in: html) == count)
        #expect(html.contains("id=\"same-\(count)\""))
    }

    @Test func rawHTMLNestedDeepIsOmittedInSafeMode() async throws {
        let body = String(repeating: "<div>", count: Self.depth) + "\n\ntext " + String(repeating: "<span>", count: Self.depth)
        let html = try await build("raw HTML", body)
        #expect(!html.contains("<span>"))
        #expect(count("<div>", in: html) == 0)
    }

    @Test func deeplyNestedSwiftCodeBlock() async throws {
        let code = "let x = " + String(repeating: "(", count: Self.depth) + "1" + String(repeating: ")", count: Self.depth)
            + "\nfunc f() " + String(repeating: "{ ", count: 5_000) + String(repeating: "} ", count: 5_000)
        let html = try await build("nested Swift", "```swift\n\(code)\n```")
        #expect(html.contains("<code class=\"language-swift\">"))
        #expect(count("(", in: html) == Self.depth + 1, "every parenthesis, and the one of f()")
    }

    @Test func aThousandTranscriptsInOneArticle() async throws {
        let transcript = "```transcript\ncomponent: slider\nlabel: Volume\nvalue: 50\ngestures: [focus, swipe up ×3]\n```\n\n"
        let html = try await build("transcripts", String(repeating: transcript, count: 1_000))
        // Each spec is heard by both readers: one group of two figures per spec.
        #expect(count("<figure class=\"transcript\"", in: html) == 2_000)
        #expect(count("data-transcript-readers", in: html) == 1_000)
        #expect(html.contains("id=\"transcript-1000-talkback\""))
    }

    @Test func aLongSingleLineAndManyShortLines() async throws {
        let body = String(repeating: "word ", count: 400_000) + "\n\n" + String(repeating: "x\n", count: 200_000)
        let html = try await build("long lines", body)
        #expect(html.contains("word word"))
    }
}

/// YAML nested just below libyaml's limit of 1000 levels: Yams composes it recursively, and so
/// does the focus-order layout parser, so these must fit the build's thread stacks.
@Suite struct DeepYAMLTests {
    static let depth = 990

    @Test func frontMatterJustBelowTheNestingLimitFailsCleanly() async throws {
        let tags = String(repeating: "[", count: Self.depth) + "a" + String(repeating: "]", count: Self.depth)
        let site = try TestSite(["en/deep.md": "---\ntitle: Deep\ntags: \(tags)\n---\n\nBody.\n"], config: "title: Deep\n")
        defer { try? FileManager.default.removeItem(at: site.root) }
        let errors = await site.failures()
        #expect(errors.map(\.message) == ["'tags' must be a list of text"])
        #expect(errors.first?.line == 3)
    }

    @Test func focusOrderLayoutJustBelowTheNestingLimitBuilds() async throws {
        var layout = ""
        // Two YAML levels (a mapping and its list) per stack.
        let stacks = Self.depth / 2 - 4
        for level in 0..<stacks { layout += String(repeating: "  ", count: level + 1) + "- vstack:\n" }
        layout += String(repeating: "  ", count: stacks + 1) + "- {text: Leaf}\n"
        let body = "```transcript\ncomponent: focus-order\nlayout:\n  vstack:\n\(layout)gestures: [focus]\n```"
        let site = try TestSite(["en/deep.md": TestSite.article("Deep layout", body)], config: "title: Deep\n")
        defer { try? FileManager.default.removeItem(at: site.root) }
        let clock = ContinuousClock()
        let start = clock.now
        let errors = await site.failures()
        print("deep layout (\(stacks) stacks): \(clock.now - start)")
        #expect(errors.isEmpty, "\(errors)")
        #expect(try site.read("en/deep/index.html").contains("Leaf"))
    }
}
