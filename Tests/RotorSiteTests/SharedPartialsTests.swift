import Foundation
import Mustache
@testable import RotorSite
import Testing

@Suite struct SharedPartialsTests {
    static let layout = """
        <title>{{documentTitle}}</title>
        {{#description}}
        <meta name="description" content="{{description}}">
        {{/description}}
        {{>partials/header}}
        {{>partials/header}}
          {{>partials/indented}}
        {{#hasNav}}
        {{>partials/inside}}
        {{/hasNav}}
        {{>partials/dot}}
        {{>partials/flag}}
        {{>partials/elements}}
        {{>partials/empty}}
        {{{content}}}
        {{>partials/footer}}
        """

    static let partials = [
        "partials/header": "<header>{{siteTitle}}\n{{#nav}}\n<a href=\"{{url}}\"{{#current}} aria-current=\"page\"{{/current}}>{{title}}</a>\n{{/nav}}\n{{>partials/words}}</header>\n",
        "partials/words": "{{strings.search}}",
        "partials/indented": "a\nb\n",
        "partials/inside": "{{lang}}\n",
        "partials/dot": "{{.}}\n",
        "partials/flag": "{{#hasNav}}{{.}}{{/hasNav}}{{^nav}}{{.}}{{/nav}}{{#empty(alternates)}}{{.}}{{/empty(alternates)}}\n",
        "partials/elements": "{{#stylesheets}}<link href=\"{{.}}\">\n{{/stylesheets}}",
        "partials/empty": "{{#hasLanguages}}\n<nav>{{#languages}}{{code}}{{/languages}}</nav>\n{{/hasLanguages}}\n",
        "partials/footer": "<footer>{{strings.footer}}</footer>",
    ]

    @Test func standaloneTopLevelPartialsAreSharedWithTheNamesTheyCanSee() {
        let shared = SharedPartials(layout: Self.layout, sources: Self.partials)
        #expect(shared.partials.map(\.template) == ["partials/header", "partials/header", "partials/elements", "partials/empty", "partials/footer"])
        #expect(shared.partials[0].names == ["siteTitle", "nav", "url", "current", "title", "strings", "search"])
        #expect(shared.partials[2].names == ["stylesheets"])
        #expect(shared.partials[4].names == ["strings", "footer"])
        // Indented, inside a section, or naming `.` where it is the whole view: left in the layout.
        #expect(shared.layout.contains("  {{>partials/indented}}\n{{#hasNav}}\n{{>partials/inside}}\n{{/hasNav}}\n{{>partials/dot}}\n{{>partials/flag}}\n"))
        #expect(!shared.layout.contains("{{>partials/header}}"))
    }

    /// Layouts and partials that a line-by-line reading could get wrong share nothing.
    @Test(arguments: [
        ("{{=<% %>=}}\n<%>partials/footer%>\n{{>partials/footer}}\n", "other delimiters"),
        ("{{#nav\n}}\n{{>partials/footer}}\n{{/nav}}\n", "a tag across lines"),
        ("{{#nav}}\n{{! x\n{{/nav}}\n{{>partials/footer}}\n{{/nav}}\n", "a comment across lines"),
        ("{{>partials/footer}}\r\ntext}}\n", "a carriage return"),
        ("{{>partials/footer}} a{b}}\n", "text after the tag"),
        ("{{>partials/title}}\n", "a partial with a tag across lines"),
        ("{{>partials/whole}}\n", "{{.}} inside a transform's section"),
    ])
    func nothingIsSharedWhenTheTextCantBeReadSurely(layout: String, reason: String) {
        var sources = Self.partials
        sources["partials/title"] = "<f>{{documentTitle\n}}</f>"
        sources["partials/whole"] = "{{#empty(nav)}}{{.}}{{/empty(nav)}}"
        #expect(SharedPartials(layout: layout, sources: sources).partials.isEmpty, "\(reason)")
    }

    /// The layout with shared partials renders exactly what swift-mustache gives with every
    /// partial rendered in place and no box around the view, for views that share partials
    /// and views that don't; `layout` included from elsewhere is the layout as written.
    @Test func sharedRenderingIsByteForByteTheSame() throws {
        var templates = Self.partials
        templates["layout"] = Self.layout
        templates["wrapper"] = "[{{>layout}}]"
        for name in ["article", "list", "search", "notfound"] { templates[name] = "x" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in templates {
            let url = folder.appendingPathComponent("\(name).mustache")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let set = try TemplateSet.load(from: folder, displayPath: "T")
        #expect(set.shared.partials.count == 5)
        var plain: [String: MustacheTemplate] = [:]
        for (name, text) in templates { plain[name] = try MustacheTemplate(string: EscapedHTML.pragma + text) }
        let unshared = MustacheLibrary(templates: plain)

        let memo = PartialMemo()
        for (index, (current, languages)) in [(0, 1), (1, 2), (0, 1), (1, 2), (2, 2)].enumerated() {
            let view = LayoutView(
                lang: "en", documentTitle: "Page \(index) <b>", description: index % 2 == 0 ? "D & \(index)" : nil,
                feedURL: "/f", faviconURL: "/i", searchURL: "/s", alternates: [], stylesheets: ["/a\(index % 2).css"],
                scripts: [], strings: InterfaceWords(["search": "Search", "footer": "Built <with> Rotor"]), siteTitle: "Site",
                homeURL: "/", languages: (0..<languages).map { .init(code: "l\($0)", name: "L", url: "/l/", current: false) },
                nav: index == 4 ? [] : (0..<3).map { Link(title: "S\($0)", url: "/s\($0)/", current: $0 == current) },
                content: "<p>page \(index)</p>"
            ).settled()
            let expected = try #require(unshared.render(view, withTemplate: "layout"))
            // `{{.}}` prints the whole view, escaped, without the stand-ins.
            #expect(expected.contains("LayoutView(lang: &quot;en&quot;, documentTitle: &quot;Page \(index)"))
            #expect(!expected.contains("partials"))
            #expect(set.renderLayout(view, memo: memo) == expected)
            #expect(set.render(Boxed(view), with: "wrapper") == unshared.render(view, withTemplate: "wrapper"))
        }
    }
}
