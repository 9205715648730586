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
        "partials/flag": "{{#hasNav}}{{.}}{{/hasNav}}{{^nav}}{{.}}{{/nav}}\n",
        "partials/elements": "{{#stylesheets}}<link href=\"{{.}}\">\n{{/stylesheets}}",
        "partials/empty": "{{#hasLanguages}}\n<nav>{{#languages}}{{code}}{{/languages}}</nav>\n{{/hasLanguages}}\n",
        "partials/footer": "<footer>{{strings.footer}}</footer>",
    ]

    @Test func standaloneTopLevelPartialsAreSharedWithTheNamesTheyCanSee() {
        let shared = SharedPartials(layout: Self.layout, sources: Self.partials.merging(["layout": Self.layout]) { $1 })
        #expect(shared.partials.map(\.template) == ["partials/header", "partials/header", "partials/elements", "partials/empty", "partials/footer"])
        #expect(shared.partials[0].names == ["siteTitle", "nav", "url", "current", "title", "strings", "search"])
        #expect(shared.partials[2].names == ["stylesheets"])
        #expect(shared.partials[4].names == ["strings", "footer"])
        // Indented, inside a section, or naming `.` where it is the whole view: left in the layout.
        #expect(shared.layout.contains("  {{>partials/indented}}\n{{#hasNav}}\n{{>partials/inside}}\n{{/hasNav}}\n{{>partials/dot}}\n{{>partials/flag}}\n"))
        #expect(!shared.layout.contains("{{>partials/header}}"))
    }

    @Test func otherDelimitersShareNothing() {
        let layout = "{{=<% %>=}}\n<%>partials/footer%>\n{{>partials/footer}}\n"
        let shared = SharedPartials(layout: layout, sources: Self.partials)
        #expect(shared.partials.isEmpty)
        #expect(shared.layout == layout)
    }

    /// The layout with shared partials renders exactly what the partials rendered in place
    /// give, for views that share a header and views that don't.
    @Test func sharedRenderingIsByteForByteTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var templates = Self.partials
        // `{{.}}` outside a value shows the whole view, shared partials and all.
        templates["layout"] = Self.layout.replacingOccurrences(of: "{{>partials/dot}}\n{{>partials/flag}}\n", with: "")
        for name in ["article", "list", "search", "notfound"] { templates[name] = "x" }
        for (name, text) in templates {
            let url = folder.appendingPathComponent("\(name).mustache")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let set = try TemplateSet.load(from: folder, displayPath: "T")
        #expect(set.shared.partials.count == 5)
        #expect(templates["layout"]?.contains("partials/dot") == false)
        var plain: [String: MustacheTemplate] = [:]
        for (name, text) in templates { plain[name] = try MustacheTemplate(string: EscapedHTML.pragma + text) }
        let unshared = MustacheLibrary(templates: plain)

        let memo = PartialMemo()
        for (index, (current, languages)) in [(0, 1), (1, 2), (0, 1), (1, 2), (2, 2)].enumerated() {
            var view = LayoutView(
                lang: "en", documentTitle: "Page \(index) <b>", description: index % 2 == 0 ? "D & \(index)" : nil,
                feedURL: "/f", faviconURL: "/i", searchURL: "/s", alternates: [], stylesheets: ["/a\(index % 2).css"], scripts: [],
                strings: ["search": "Search", "footer": "Built <with> Rotor"], siteTitle: "Site",
                homeURL: "/", languages: (0..<languages).map { .init(code: "l\($0)", name: "L", url: "/l/", current: false) },
                nav: (0..<3).map { Link(title: "S\($0)", url: "/s\($0)/", current: $0 == current) },
                content: "<p>page \(index)</p>"
            ).settled()
            let expected = unshared.render(view, withTemplate: "layout")
            for partial in set.shared.partials {
                view.partials[partial.variable] = memo.text(of: partial, key: { view.keeping(partial.names) }) {
                    set.render(Boxed(view), with: partial.template)
                }
            }
            #expect(set.render(Boxed(view), with: "layout") == expected)
        }
    }
}
