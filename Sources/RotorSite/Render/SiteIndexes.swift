import Foundation
import RotorHTML

/// The machine-readable files beside the pages: Atom feeds, the sitemap, robots.txt and
/// the search index of each language.
///
/// All of them are sorted and carry only dates taken from front matter, so two builds of
/// the same content give the same bytes.
struct SiteIndexes {
    let plan: SitePlan
    let pages: [SiteGenerator.RenderedPage]
    /// Keeps each search document's JSON between builds, so a rebuild encodes only what
    /// changed; `nil` for one-off builds, which would only pay its memory.
    var memo: RenderMemo?

    func files() -> [OutputFile] {
        var files = [
            OutputFile(path: "sitemap.xml", text: sitemap()),
            OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n\nSitemap: \(plan.absoluteURL(for: "sitemap.xml"))\n"),
        ]
        for language in plan.config.languages {
            files.append(OutputFile(path: "\(language.code)/feed.xml", text: feed(language)))
            files.append(OutputFile(path: "\(language.code)/search-index.json", text: searchIndex(language.code)))
        }
        return files
    }

    private var articles: [SiteGenerator.RenderedPage] {
        pages.filter { $0.page.kind == .article }
    }

    func sitemap() -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for rendered in pages where rendered.page.kind != .notFound {
            xml += "<url><loc>\(xmlEscape(plan.absoluteURL(for: rendered.page.path)))</loc>"
            if let date = rendered.page.frontMatter?.date { xml += "<lastmod>\(date)</lastmod>" }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// An Atom feed of a language's dated articles, newest first.
    func feed(_ language: SiteConfig.Language) -> String {
        let entries = articles
            .filter { $0.page.language == language.code && $0.page.frontMatter?.date != nil }
            .sorted { ($0.page.frontMatter!.date!, $1.page.path) > ($1.page.frontMatter!.date!, $0.page.path) }
        let updated = entries.first?.page.frontMatter?.date ?? "2000-01-01"
        let home = plan.absoluteURL(for: "\(language.code)/")
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(xmlEscape(language.code))">
            <title>\(xmlEscape(plan.config.title)) (\(xmlEscape(language.name)))</title>
            <id>\(xmlEscape(home))</id>
            <link href="\(xmlEscape(home))"/>
            <link rel="self" href="\(xmlEscape(plan.absoluteURL(for: "\(language.code)/feed.xml")))"/>
            <updated>\(updated)T00:00:00Z</updated>

            """
        for entry in entries {
            let url = plan.absoluteURL(for: entry.page.path)
            let summary = entry.page.frontMatter?.description ?? entry.output?.summary ?? ""
            xml += """
                <entry>
                <title>\(xmlEscape(entry.page.title))</title>
                <id>\(xmlEscape(url))</id>
                <link href="\(xmlEscape(url))"/>
                <updated>\(entry.page.frontMatter!.date!)T00:00:00Z</updated>
                <author><name>\(xmlEscape(plan.config.title))</name></author>
                <summary>\(xmlEscape(summary))</summary>
                </entry>

                """
        }
        return xml + "</feed>\n"
    }

    /// The documents `search.js` searches: title, URL, summary and text of every article.
    func searchIndex(_ language: String) -> String {
        struct Document: Encodable {
            var title: String
            var url: String
            var summary: String
            var text: String
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Each document is encoded on its own and the array joined by hand: the same bytes as
        // encoding the array at once, but an unchanged document's JSON comes from the memo.
        let fragments = pages
            .filter { $0.page.language == language && ($0.page.kind == .article || $0.page.kind == .section) && $0.page.source != nil }
            .map { rendered -> String in
                let document = Document(title: rendered.page.title, url: plan.url(for: rendered.page.path),
                                        summary: rendered.page.frontMatter?.description ?? rendered.output?.summary ?? "",
                                        text: rendered.output?.text ?? "")
                let encode = { String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self) }
                guard let memo else { return encode() }
                var key = ContentHash.value(document.text.utf8)
                for field in [document.title, document.url, document.summary] { key = ContentHash.value(field.utf8, seed: key) }
                return memo.value(for: "search\u{0}\(key)", make: encode)
            }
        return "[" + fragments.joined(separator: ",") + "]\n"
    }

    private func xmlEscape(_ text: String) -> String {
        HTMLEscaping.attribute(text)
    }
}
