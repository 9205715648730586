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

    init(plan: SitePlan, templates: TemplateSet, strings: UIStrings, assets: [String]) {
        self.plan = plan
        self.templates = templates
        self.strings = strings
        self.stylesheets = assets.filter { $0.hasSuffix(".css") }.map { plan.url(for: $0) }
        self.scripts = assets.filter { $0.hasSuffix(".js") }.map { plan.url(for: $0) }
        self.translations = Translations(plan: plan)
    }

    /// The whole HTML document for `page`, given its rendered Markdown (if it has a source).
    func compose(_ page: Page, rendered: ArticleRenderer.Output?) -> String {
        let words = strings.all(language: page.language)
        let url = plan.url(for: page.path)
        let description = page.frontMatter?.description ?? rendered.flatMap { $0.summary.isEmpty ? nil : $0.summary }
        let inner: String
        switch page.kind {
        case .article:
            inner = templates.render(articleView(page, rendered: rendered, url: url, words: words), with: "article")
        case .section, .home, .root, .tags, .tag:
            inner = templates.render(listView(page, rendered: rendered, url: url, words: words), with: "list")
        case .search:
            inner = templates.render(searchView(page, url: url, words: words), with: "search")
        case .notFound:
            inner = templates.render(notFoundView(page, words: words), with: "notfound")
        }
        let layout = LayoutView(
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
            content: inner
        ).settled()
        return templates.render(layout, with: "layout")
    }

    private func articleView(_ page: Page, rendered: ArticleRenderer.Output?, url: String, words: [String: String]) -> ArticleView {
        let siblings = page.parent.flatMap { plan[$0]?.children.filter { plan[$0]?.kind == .article } } ?? []
        let position = siblings.firstIndex(of: page.path)
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
