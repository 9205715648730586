import Foundation
import RotorHTML
import RotorOutput
import RotorSearch

/// The machine-readable files beside the pages: Atom feeds, the sitemap, robots.txt and
/// the search index of each language.
///
/// All of them are sorted and carry only dates taken from front matter, so two builds of
/// the same content give the same bytes.
struct SiteIndexes: Sendable {
    let plan: SitePlan
    let pages: [SiteGenerator.RenderedPage]
    /// Each language's searchable pages, from ``searchOrder()``; computed when `nil`.
    var searchPaths: [String: [Int]]?

    /// The index files, built in parallel; each search index is dropped once its files are made.
    func files() async throws -> [OutputFile] {
        try await made(keepingIndexes: false).files
    }

    /// Every index file and each language's search index, all made in parallel: the search
    /// indexes, which take longest, alongside the feeds and the sitemap.
    func filesAndSearchIndexes() async throws -> (files: [OutputFile], search: [String: SearchIndex]) {
        try await made(keepingIndexes: true)
    }

    private func made(keepingIndexes: Bool) async throws -> (files: [OutputFile], search: [String: SearchIndex]) {
        enum Job: Sendable {
            case sitemap, robots
            case feed(SiteConfig.Language)
            case search(String)
        }
        let searchPaths = self.searchPaths ?? searchOrder()
        let languages = plan.config.languages
        // The search indexes first: they take longest, and the rest fills in around them.
        let jobs: [Job] = languages.map { .search($0.code) } + languages.map { .feed($0) } + [.sitemap, .robots]
        let results = try await jobs.concurrentMap { job -> ([OutputFile], SearchIndex?) in
            switch job {
            case .sitemap: return ([OutputFile(path: "sitemap.xml", text: sitemap())], nil)
            case .robots: return ([OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n\nSitemap: \(plan.absoluteURL(for: "sitemap.xml"))\n")], nil)
            case .feed(let language): return ([OutputFile(path: "\(language.code)/feed.xml", text: feed(language))], nil)
            case .search(let code):
                let index = searchIndex(code, order: searchPaths[code] ?? [])
                return (index.outputFiles(), keepingIndexes ? index : nil)
            }
        }
        var indexes: [String: SearchIndex] = [:]
        for case let index? in results.map(\.1) { indexes[index.language] = index }
        return (results.flatMap(\.0), indexes)
    }

    func sitemap() -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for index in pages.indices where pages[index].page.kind != .notFound {
            let page = pages[index].page
            xml += "<url><loc>"
            xml += xmlEscape(plan.absoluteURL(for: page.path))
            xml += "</loc>"
            if let date = page.source?.frontMatter.date {
                xml += "<lastmod>"
                xml += date
                xml += "</lastmod>"
            }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// An Atom feed of a language's dated articles, newest first.
    func feed(_ language: SiteConfig.Language) -> String {
        // Sorted by keys taken once, and by position: copying whole pages around was most of the work.
        // Pages are read in place, never copied: a copy retains every reference a page holds.
        let dated = pages.indices.compactMap { index -> (date: String, path: String, index: Int)? in
            guard pages[index].page.kind == .article, pages[index].page.language == language.code,
                  let date = pages[index].page.source?.frontMatter.date else { return nil }
            return (date, pages[index].page.path, index)
        }
        let entries = dated.sorted { ($0.date, $1.path) > ($1.date, $0.path) }.map(\.index)
        let updated = entries.first.flatMap { pages[$0].page.frontMatter?.date } ?? "2000-01-01"
        let home = plan.absoluteURL(for: "\(language.code)/")
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(xmlEscape(language.code))">
            <title>\(xmlEscape(plan.config.title(in: language.code))) (\(xmlEscape(language.name)))</title>
            <id>\(xmlEscape(home))</id>
            <link href="\(xmlEscape(home))"/>
            <link rel="self" href="\(xmlEscape(plan.absoluteURL(for: "\(language.code)/feed.xml")))"/>
            <updated>\(updated)T00:00:00Z</updated>

            """
        for index in entries {
            let url = plan.absoluteURL(for: pages[index].page.path)
            let summary = pages[index].page.frontMatter?.description ?? pages[index].output?.summary ?? ""
            xml += """
                <entry>
                <title>\(xmlEscape(pages[index].page.title))</title>
                <id>\(xmlEscape(url))</id>
                <link href="\(xmlEscape(url))"/>
                <updated>\(pages[index].page.frontMatter!.date!)T00:00:00Z</updated>
                <author><name>\(xmlEscape(plan.config.title(in: language.code)))</name></author>
                <summary>\(xmlEscape(summary))</summary>
                </entry>

                """
        }
        return xml + "</feed>\n"
    }

    /// The positions in `pages` of each language's searchable pages, in index order.
    func searchOrder() -> [String: [Int]] {
        var order: [String: [Int]] = [:]
        for index in pages.indices {
            let page = pages[index].page
            if Self.isSearchable(page) {
                order[page.language, default: []].append(index)
            }
        }
        return order
    }

    /// A language's sharded search index (see ``SearchIndex``).
    func searchIndex(_ language: String, order: [Int]) -> SearchIndex {
        // A loop rather than a closure, which copied each whole page to read one field.
        var documents: [SearchTerms] = []
        documents.reserveCapacity(order.count)
        for index in order {
            if let terms = pages[index].searchTerms { documents.append(terms) }
        }
        return SearchIndex(language: language, documents: documents)
    }

    /// Whether a page is in its language's search index.
    static func isSearchable(_ page: Page) -> Bool {
        (page.kind == .article || page.kind == .section) && page.source != nil
    }

    private func xmlEscape(_ text: String) -> String {
        HTMLEscaping.attribute(text)
    }
}
