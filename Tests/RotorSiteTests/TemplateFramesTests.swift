import Foundation
import Mustache
@testable import RotorSite
import Testing

/// Frames (``TemplateFrames``) must give exactly what swift-mustache gives for the same view,
/// whatever the strings hold and whatever the shape.
@Suite struct TemplateFramesTests {
    /// Text that escaping, the stand-ins' own characters and the marker could trip on.
    static let awkward: [String] = [
        "", "plain", "Tom & Jerry", "<b>\"quoted\" 'single'</b>", "&amp; already", "\u{1}", "\u{1}\u{1}&amp;\u{1}",
        "\u{1}\(Slots.marker)0&\u{1}", Slots.marker, "NUL\u{0}byte", "줄바꿈\n있는 글", "끝에 줄바꿈\n", "{{title}}",
    ] + EscapingCorpus.payloads

    static func string(_ seed: Int) -> String { awkward[seed % awkward.count] }

    static func words(_ seed: Int) -> InterfaceWords {
        InterfaceWords(Dictionary(uniqueKeysWithValues: ["copied", "skip_to_content", "languages", "main_navigation", "search",
            "footer", "feed", "breadcrumbs", "tags", "on_this_page", "more_in_section", "previous", "next"].enumerated().map {
                ($1, seed % 2 == 0 ? "\($1) & <\($0)>" : "한국어 \($0)")
            }))
    }

    static func links(_ count: Int, seed: Int) -> [Link] {
        (0..<count).map {
            Link(title: string(seed + $0), url: "/\(string(seed + 2 * $0))", current: $0 == seed % 3, inSection: $0 == seed % 4,
                 description: $0 % 2 == 0 ? string(seed * $0) : nil, lang: $0 % 3 == 0 ? "ko" : nil)
        }
    }

    static func layout(_ seed: Int) -> LayoutView {
        LayoutView(
            lang: seed % 2 == 0 ? "en" : "ko", documentTitle: string(seed), description: seed % 3 == 0 ? nil : string(seed + 1),
            canonical: seed % 4 == 0 ? nil : "https://example.org/\(string(seed + 2))", feedURL: string(seed + 3),
            faviconURL: "/i.svg", searchURL: string(seed + 4),
            alternates: (0..<(seed % 3)).map { .init(hreflang: string($0), url: string(seed + $0)) },
            stylesheets: (0..<(seed % 2 + 1)).map { "/a\($0).css" }, scripts: seed % 5 == 0 ? [] : [string(seed + 5)],
            strings: words(seed), siteTitle: string(seed + 6), homeURL: "/",
            languages: (0..<(seed % 3)).map { .init(code: string($0 + seed), name: string($0), url: "/\($0)/", current: $0 == 1) },
            nav: links(seed % 4, seed: seed), content: string(seed + 7) + "<p>page \(seed)</p>\n"
        ).settled()
    }

    static func article(_ seed: Int) -> ArticleView {
        ArticleView(
            title: string(seed), url: string(seed + 1), description: seed % 2 == 0 ? string(seed + 2) : nil, strings: words(seed),
            breadcrumbs: links(seed % 3, seed: seed), date: seed % 3 == 0 ? nil : "2026-11-\(seed % 28 + 1)",
            tags: (0..<(seed % 3)).map { .init(name: string(seed + $0), url: string($0)) },
            toc: (0..<(seed % 4)).map { index in
                var entry = ArticleView.TOCEntry(text: string(seed + index), id: string(index))
                entry.children = (0..<((seed + index) % 3)).map { .init(text: string($0), id: "h-\($0)") }
                entry.hasChildren = !entry.children.isEmpty
                return entry
            },
            body: "<p>\(string(seed + 3))</p>", previous: seed % 2 == 0 ? links(1, seed: seed).first : nil,
            next: seed % 3 == 0 ? nil : links(1, seed: seed + 1).first
        ).settled()
    }

    static func list(_ seed: Int) -> ListView {
        ListView(title: string(seed), url: string(seed + 1), description: seed % 2 == 0 ? nil : string(seed), strings: words(seed),
                 breadcrumbs: links(seed % 2, seed: seed), intro: seed % 3 == 0 ? "" : string(seed + 2),
                 items: links(seed % 5, seed: seed + 3)).settled()
    }

    static func builtIn() throws -> TemplateSet {
        try TemplateSet.load(from: try #require(Theme.builtInDirectory), displayPath: "T")
    }

    /// swift-mustache's own rendering of `view`, with no frames.
    static func direct(_ set: TemplateSet, _ view: some MustacheParent, _ name: String) -> String {
        set.render(Boxed(view), with: name)
    }

    @Test func theBuiltInThemeRendersThroughFramesByteForByte() throws {
        let set = try Self.builtIn()
        #expect(set.framesAllowed)
        // Twice over the same seeds: the first pass makes the frames, the second fills them.
        for seed in Array(0..<60) + Array(0..<60) {
            #expect(set.render(Self.layout(seed), with: "layout") == Self.direct(set, Self.layout(seed), "layout"), "layout \(seed)")
            #expect(set.render(Self.article(seed), with: "article") == Self.direct(set, Self.article(seed), "article"), "article \(seed)")
            #expect(set.render(Self.list(seed), with: "list") == Self.direct(set, Self.list(seed), "list"), "list \(seed)")
            let search = SearchView(title: Self.string(seed), indexURL: Self.string(seed + 1), strings: Self.words(seed),
                                    sections: Self.links(seed % 3, seed: seed))
            #expect(set.render(search, with: "search") == Self.direct(set, search, "search"))
            let missing = NotFoundView(title: Self.string(seed), strings: Self.words(seed), languages: Self.links(seed % 3, seed: seed),
                                       searchURL: Self.string(seed + 2))
            #expect(set.render(missing, with: "notfound") == Self.direct(set, missing, "notfound"))
        }
    }

    @Test func pagesOfOneShapeShareOneFrame() throws {
        let set = try Self.builtIn()
        for seed in stride(from: 0, to: 1200, by: 60) { _ = set.render(Self.article(seed), with: "article") }
        var slots = Slots()
        let shape = Self.article(0).slotted(&slots)
        var otherSlots = Slots()
        #expect(Self.article(60).slotted(&otherSlots) == shape)
        #expect(set.frames.entry(template: "article", shape: shape) { Issue.record("made again"); return .direct } != nil)
    }

    /// No string of any view survives `slotted`: each is a stand-in whose slot holds it.
    @Test func everyStringOfEveryViewBecomesASlot() {
        func strings(in value: Any, path: String, into found: inout [(path: String, text: String)]) {
            if value is InterfaceWords { return }
            if let text = value as? String {
                found.append((path, text))
                return
            }
            for (index, child) in Mirror(reflecting: value).children.enumerated() {
                strings(in: child.value, path: "\(path).\(child.label ?? "\(index)")", into: &found)
            }
        }
        func check(_ view: some Slotted, _ name: String) {
            var slots = Slots()
            let shape = view.slotted(&slots)
            var before: [(path: String, text: String)] = []
            strings(in: view, path: name, into: &before)
            var after: [(path: String, text: String)] = []
            strings(in: shape, path: name, into: &after)
            #expect(after.count == before.count && after.count == slots.values.count, "\(name)")
            for (index, (slot, original)) in zip(after, before).enumerated() {
                #expect(slot.text == Slots.standIn(index), "\(slot.path) was not swapped")
                #expect(slots.values[index] == original.text, "\(slot.path)")
            }
        }
        check(Self.layout(7), "layout")
        check(Self.article(7), "article")
        check(Self.list(7), "list")
        check(SearchView(title: "t", indexURL: "i", strings: Self.words(1), sections: Self.links(2, seed: 1)), "search")
        check(NotFoundView(title: "t", strings: Self.words(1), languages: Self.links(2, seed: 3), searchURL: "s"), "notfound")
    }

    /// Templates that could see more of a string than its text render every page directly.
    @Test(arguments: [
        ("{{uppercased(title)}}", "a transform"),
        ("{{#reversed(nav)}}{{title}}{{/reversed(nav)}}", "a transform of a list"),
        ("{{% CONTENT_TYPE: TEXT }}\n{{title}}", "a content type"),
        ("{{=<% %>=}}<% title %>", "other delimiters"),
        ("{{>*title}}", "a dynamic partial"),
        ("<p>\n  {{>partials/footer}}\n</p>", "an indented partial"),
        ("{{#hasNav}}\n<nav></nav>{{/hasNav}} {{>partials/footer}}", "a partial after a closed section and a space"),
        ("  {{! c }}{{$main}}{{{content}}}</main>{{/main}}", "a block after a comment and spaces"),
        ("\t{{<parent}}{{/parent}}", "a parent after a tab"),
        ("{{title\n}}", "a tag across lines"),
        ("{{title}}\r\n", "a carriage return"),
        ("\u{1}{{title}}", "the stand-ins' control character"),
    ])
    func riskyTemplatesAreRefused(text: String, reason: String) {
        #expect(!TemplateFrames.accepts(["article": text]), "\(reason)")
    }

    /// Interface strings are part of a shape by their digest: tables that a plain joining of
    /// keys and values would confuse must differ.
    @Test func interfaceWordsOfDifferentTablesDiffer() {
        #expect(InterfaceWords(["a": "x", "b": "y"]) != InterfaceWords(["a": "x\u{1}b\u{0}y"]))
        #expect(InterfaceWords(["a": "x", "b": "y"]) != InterfaceWords(["a": "x4:b", "": "y"]))
        #expect(InterfaceWords(["a": "x", "b": "y"]) == InterfaceWords(["b": "y", "a": "x"]))
    }

    @Test func theBuiltInTemplatesAreAccepted() throws {
        let folder = try #require(Theme.builtInDirectory)
        var sources: [String: String] = [:]
        for name in TemplateSet.required + ["partials/header", "partials/navigation", "partials/footer", "partials/assets", "partials/breadcrumbs"] {
            sources[name] = try String(contentsOf: folder.appendingPathComponent("\(name).mustache"), encoding: .utf8)
        }
        #expect(TemplateFrames.accepts(sources))
    }

    /// `{{.}}` of a whole view prints its Swift description, which quotes the stand-ins: that
    /// shape renders directly, and the bytes are still swift-mustache's.
    @Test func aShapeThatPrintsAStandInOtherwiseRendersDirectly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = [
            "layout": "<title>{{documentTitle}}</title>\n{{#hasNav}}{{.}}{{/hasNav}}\n{{{content}}}\n",
            "article": "{{title}}", "list": "{{title}}", "search": "{{title}}", "notfound": "{{title}}",
        ]
        for (name, text) in templates { try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).mustache"), createFolder: true) }
        let set = try TemplateSet.load(from: folder, displayPath: "T")
        #expect(set.framesAllowed)
        for seed in [1, 4, 1, 4] {
            let view = Self.layout(seed)
            #expect(set.render(view, with: "layout") == Self.direct(set, view, "layout"))
        }
        var slots = Slots()
        let shape = Self.layout(1).slotted(&slots)
        #expect(view(shape, in: set) == "direct")
        var otherSlots = Slots()
        #expect(view(Self.layout(4).slotted(&otherSlots), in: set) == "frame")
    }

    private func view(_ shape: LayoutView, in set: TemplateSet) -> String {
        switch set.frames.entry(template: "layout", shape: shape, make: { .direct }) {
        case .frame?: "frame"
        case .direct?: "direct"
        case nil: "none"
        }
    }

    @Test func aFrameRefusesAStandInItDidNotHandOut() {
        #expect(Frame("a\(Slots.standIn(3))b", slots: 3) == nil)
        #expect(Frame("a\(Slots.marker)b", slots: 3) == nil)
        #expect(Frame("a\u{1}\(Slots.marker)1&lt;\u{1}", slots: 3) == nil)
        let frame = Frame("<a title=\"\(Slots.standIn(0).replacingOccurrences(of: "&", with: "&amp;"))\">\(Slots.standIn(1))</a>", slots: 2)
        #expect(frame?.filled(with: ["\"&\"", "<b>"]) == "<a title=\"&quot;&amp;&quot;\"><b></a>")
    }
}

private extension Data {
    func write(to url: URL, createFolder: Bool) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(to: url)
    }
}
