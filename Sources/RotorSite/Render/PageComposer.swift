import Foundation
import RotorHTML

/// Puts rendered Markdown into templates: one finished HTML document per page.
///
/// The composer knows how pages relate (breadcrumbs, siblings, translations) and builds the
/// typed view models; the templates decide only how those look.
struct PageComposer: Sendable {
    let plan: SitePlan
    let templates: TemplateSet
    let strings: UIStrings
    let stylesheets: [String]
    let scripts: [String]
    let translations: Translations
    /// Each article's place among the articles of its section, for previous and next links.
    /// Computed once, so that large sections do not make the pager quadratic.
    private let familyPositions: [String: (family: [String], index: Int)]

    init(plan: SitePlan, templates: TemplateSet, strings: UIStrings, assets: [String]) {
        self.plan = plan
        self.templates = templates
        self.strings = strings
        self.stylesheets = assets.filter { $0.hasSuffix(".css") }.map { plan.url(for: $0) }
        self.scripts = assets.filter { $0.hasSuffix(".js") }.map { plan.url(for: $0) }
        self.translations = Translations(plan: plan)
        var positions: [String: (family: [String], index: Int)] = [:]
        for path in plan.orderedPaths {
            // Families are folders; tag pages list articles too, but are not their family.
            guard let section = plan[path], section.kind == .section || section.kind == .home,
                  !section.children.isEmpty else { continue }
            let family = section.children.filter { plan[$0]?.kind == .article }
            for (index, child) in family.enumerated() { positions[child] = (family, index) }
        }
        self.familyPositions = positions
    }

    /// The view model of a page's own template.
    enum InnerView: Hashable {
        case article(ArticleView)
        case list(ListView)
        case search(SearchView)
        case notFound(NotFoundView)

        /// The same view with the rendered Markdown left out, for cheap cache keys.
        var withoutBody: InnerView {
            switch self {
            case .article(var view):
                view.body = ""
                return .article(view)
            case .list(var view):
                view.intro = ""
                return .list(view)
            case .search, .notFound:
                return self
            }
        }
    }

    /// The whole HTML document for `page`, given its rendered Markdown (if it has a source).
    ///
    /// With a `cache`, a page whose view models are equal to last time's is not rendered
    /// again: the views hold everything a template can show, so equal views mean equal bytes.
    func compose(_ page: Page, rendered: ArticleRenderer.Output?, cache: BuildCache? = nil) -> Data {
        let words = strings.all(language: page.language)
        let url = plan.url(for: page.path)
        let inner: InnerView
        switch page.kind {
        case .article: inner = .article(articleView(page, rendered: rendered, url: url, words: words))
        case .section, .home, .root, .tags, .tag: inner = .list(listView(page, rendered: rendered, url: url, words: words))
        case .search: inner = .search(searchView(page, url: url, words: words))
        case .notFound: inner = .notFound(notFoundView(page, words: words))
        }
        let layout = layoutView(page, rendered: rendered, words: words)
        guard let cache else { return render(inner, layout) }
        // The article's HTML is represented by its digest, computed once when it was rendered.
        return cache.composed(page.outputPath, views: inner.withoutBody, layout, bodyDigest: rendered?.digest ?? 0) {
            render(inner, layout)
        }
    }

    private func render(_ inner: InnerView, _ layout: LayoutView) -> Data {
        let content: String
        switch inner {
        case .article(let view): content = templates.render(view, with: "article")
        case .list(let view): content = templates.render(view, with: "list")
        case .search(let view): content = templates.render(view, with: "search")
        case .notFound(let view): content = templates.render(view, with: "notfound")
        }
        var layout = layout
        layout.content = content
        return Data(templates.render(layout, with: "layout").utf8)
    }

    private func layoutView(_ page: Page, rendered: ArticleRenderer.Output?, words: [String: String]) -> LayoutView {
        let description = page.frontMatter?.description ?? rendered.flatMap { $0.summary.isEmpty ? nil : $0.summary }
        return LayoutView(
            lang: page.language,
            documentTitle: page.kind == .root || page.kind == .home ? plan.config.title : "\(page.title) – \(plan.config.title)",
            description: description,
            canonical: plan.config.baseURL.contains("://") && page.kind != .notFound ? plan.absoluteURL(for: page.path) : nil,
            feedURL: plan.url(for: "\(page.language)/feed.xml"),
            faviconURL: plan.url(for: "assets/favicon.svg"),
            searchURL: plan.url(for: "\(page.language)/search/"),
            alternates: translations.alternates(of: page),
            stylesheets: stylesheets,
            scripts: scripts,
            strings: words,
            siteTitle: plan.config.title,
            homeURL: plan.url(for: page.kind == .root ? "" : "\(page.language)/"),
            languages: translations.switcher(for: page),
            nav: navigation(for: page),
            content: ""
        ).settled()
    }

    private func articleView(_ page: Page, rendered: ArticleRenderer.Output?, url: String, words: [String: String]) -> ArticleView {
        let siblings = familyPositions[page.path]?.family ?? []
        let position = familyPositions[page.path]?.index
        let link = { (path: String) in Link(title: plan[path]?.title ?? path, url: plan.url(for: path)) }
        return ArticleView(
            title: page.title, url: url, description: page.frontMatter?.description, strings: words,
            breadcrumbs: breadcrumbs(for: page), date: page.frontMatter?.date,
            tags: (page.frontMatter?.tags ?? []).map {
                ArticleView.Tag(name: $0, url: plan.url(for: plan.tagPath($0, language: page.language)))
            },
            toc: Self.tableOfContents(rendered?.headings ?? []),
            body: rendered?.html ?? "",
            previous: position.flatMap { $0 > 0 ? link(siblings[$0 - 1]) : nil },
            next: position.flatMap { $0 + 1 < siblings.count ? link(siblings[$0 + 1]) : nil }
        ).settled()
    }

    private func listView(_ page: Page, rendered: ArticleRenderer.Output?, url: String, words: [String: String]) -> ListView {
        let items = page.children.compactMap { path -> Link? in
            guard let child = plan[path] else { return nil }
            let language = plan.config.language(child.language)
            let isLanguageHome = page.kind == .root
            var title = isLanguageHome ? (language?.name ?? child.language) : child.title
            if case .tag(let name) = child.kind { title = "\(name) (\(child.children.count))" }
            return Link(
                title: title,
                url: plan.url(for: path),
                description: child.frontMatter?.description,
                lang: isLanguageHome ? child.language : nil)
        }
        return ListView(
            title: page.title, url: url, description: page.frontMatter?.description, strings: words,
            breadcrumbs: breadcrumbs(for: page), intro: rendered?.html ?? "", items: items
        ).settled()
    }

    private func searchView(_ page: Page, url: String, words: [String: String]) -> SearchView {
        SearchView(title: page.title, indexURL: plan.url(for: "\(page.language)/search-index.json"),
                   strings: words, sections: navigation(for: page))
    }

    private func notFoundView(_ page: Page, words: [String: String]) -> NotFoundView {
        NotFoundView(title: page.title, strings: words,
                     languages: plan.config.languages.map { Link(title: $0.name, url: plan.url(for: "\($0.code)/"), lang: $0.code) },
                     searchURL: plan.url(for: "\(page.language)/search/"))
    }

    /// `h2` headings with their `h3`s nested; deeper headings stay out of the contents.
    static func tableOfContents(_ headings: [RenderedMarkdown.Heading]) -> [ArticleView.TOCEntry] {
        var entries: [ArticleView.TOCEntry] = []
        for heading in headings where heading.level <= 3 {
            let entry = ArticleView.TOCEntry(text: heading.text, id: heading.id)
            if heading.level == 3, !entries.isEmpty {
                entries[entries.count - 1].children.append(entry)
                entries[entries.count - 1].hasChildren = true
            } else {
                entries.append(entry)
            }
        }
        return entries
    }

    /// Ancestors from the language home down to the parent; empty on home and root pages.
    private func breadcrumbs(for page: Page) -> [Link] {
        switch page.kind {
        case .article, .section, .tags, .tag: break
        default: return []
        }
        var trail: [Link] = []
        var current = page.parent
        while let path = current, let ancestor = plan[path], ancestor.kind != .root {
            trail.insert(Link(title: ancestor.title, url: plan.url(for: path)), at: 0)
            current = ancestor.parent
        }
        return trail
    }

    /// The sections directly below the page's language home.
    private func navigation(for page: Page) -> [Link] {
        guard page.kind != .root, page.kind != .notFound, let home = plan["\(page.language)/"] else { return [] }
        return home.children.compactMap { path in
            guard let section = plan[path], section.kind == .section else { return nil }
            return Link(title: section.title, url: plan.url(for: path),
                        current: page.path == path || page.parent == path)
        }
    }
}
