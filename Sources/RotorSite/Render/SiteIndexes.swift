import Foundation
import RotorHTML

/// The machine-readable files beside the pages: Atom feeds, the sitemap, robots.txt and
/// the search index of each language.
///
/// All of them are sorted and carry only dates taken from front matter, so two builds of
/// the same content give the same bytes.
struct SiteIndexes: Sendable {
    let plan: SitePlan
    let pages: [SiteGenerator.RenderedPage]
    /// Keeps each search document's JSON between builds, so a rebuild encodes only what
    /// changed; `nil` for one-off builds, which would only pay its memory.
    var memo: RenderMemo?

    /// Every index file; the sitemap, each feed and each search index are built in parallel.
    func files() async throws -> [OutputFile] {
        enum Job: Sendable {
            case sitemap, robots
            case feed(SiteConfig.Language)
            case search(String)
        }
        var jobs: [Job] = [.sitemap, .robots]
        for language in plan.config.languages { jobs += [.search(language.code), .feed(language)] }
        return try await jobs.concurrentMap { job in
            switch job {
            case .sitemap: OutputFile(path: "sitemap.xml", text: sitemap())
            case .robots: OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n\nSitemap: \(plan.absoluteURL(for: "sitemap.xml"))\n")
            case .feed(let language): OutputFile(path: "\(language.code)/feed.xml", text: feed(language))
            case .search(let code): OutputFile(path: "\(code)/search-index.json", text: searchIndex(code))
            }
        }
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
    ///
    /// A JSON array of objects with sorted keys (`summary`, `text`, `title`, `url`), written
    /// directly: `JSONEncoder` was a tenth of a large build.
    func searchIndex(_ language: String) -> String {
        let fragments = pages
            .filter { $0.page.language == language && ($0.page.kind == .article || $0.page.kind == .section) && $0.page.source != nil }
            .map { rendered -> String in
                let title = rendered.page.title, url = plan.url(for: rendered.page.path)
                let summary = rendered.page.frontMatter?.description ?? rendered.output?.summary ?? ""
                let text = rendered.output?.text ?? ""
                let encode = {
                    var json = "{\"summary\":"
                    json.reserveCapacity(text.utf8.count + summary.utf8.count + 128)
                    JSONText.append(summary, to: &json)
                    json += ",\"text\":"
                    JSONText.append(text, to: &json)
                    json += ",\"title\":"
                    JSONText.append(title, to: &json)
                    json += ",\"url\":"
                    JSONText.append(url, to: &json)
                    return json + "}"
                }
                guard let memo else { return encode() }
                var key = ContentHash.value(text.utf8)
                for field in [title, url, summary] { key = ContentHash.value(field.utf8, seed: key) }
                return memo.value(for: "search\u{0}\(key)", make: encode)
            }
        return "[" + fragments.joined(separator: ",") + "]\n"
    }

    private func xmlEscape(_ text: String) -> String {
        HTMLEscaping.attribute(text)
    }
}

/// JSON string literals, escaped as `JSONEncoder` escapes them with `.withoutEscapingSlashes`.
enum JSONText {
    static func append(_ text: String, to json: inout String) {
        var text = text
        let plain = text.withUTF8 { bytes in
            !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        guard !plain else {
            json += "\""
            json += text
            json += "\""
            return
        }
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        text.withUTF8 { bytes in
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): out += [0x5C, UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, UInt8(ascii: "n")]
                case 0x0D: out += [0x5C, UInt8(ascii: "r")]
                case 0x09: out += [0x5C, UInt8(ascii: "t")]
                case 0x08: out += [0x5C, UInt8(ascii: "b")]
                case 0x0C: out += [0x5C, UInt8(ascii: "f")]
                case ..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
        json += String(decoding: out, as: UTF8.self)
    }
}
