import Foundation
import RotorHTML
import RotorOutput

/// Puts rendered Markdown into templates: one finished HTML document per page.
///
/// The composer knows how pages relate (breadcrumbs, siblings, translations) and builds the
/// typed view models; the templates decide only how those look.
struct PageComposer: Sendable {
    private(set) var plan: SitePlan
    let templates: TemplateSet
    let strings: UIStrings
    let stylesheets: [String]
    let scripts: [String]
    private(set) var translations: Translations
    /// Each article's place among the articles of its section, for previous and next links.
    /// Computed once, so that large sections do not make the pager quadratic.
    private let familyPositions: [String: (family: [String], index: Int)]
    /// What the pages of one language share, by language code, worked out once rather than
    /// for each page.
    private let languages: [String: LanguageParts]
    /// Breadcrumb trails by the path of the page they end at, for every page that is a parent.
    private let trails: [String: [Link]]
    private let faviconURL: String
    /// Whether the site has an absolute base URL, so pages name their canonical URL.
    private let hasAbsoluteBase: Bool

    /// This composer over `plan`, a plan of the same pages that keeps less of them (see
    /// ``SitePlan/dropSourceText()``): a long-running build keeps that one.
    func over(_ plan: SitePlan) -> PageComposer {
        precondition(plan.orderedPaths == self.plan.orderedPaths, "the same pages")
        var composer = self
        composer.plan = plan
        composer.translations = translations.over(plan)
        return composer
    }

    private struct LanguageParts: Sendable {
        /// ``UIStrings/all(language:)``.
        var words: InterfaceWords
        var feedURL: String
        var searchURL: String
        var homeURL: String
        /// The sections below the language home, none of them current.
        var nav: [Link] = []
        /// The same links with one section current, by that section's path.
        var navWithCurrent: [String: [Link]] = [:]
        /// Tag page URLs by tag, for the tags of articles in this language.
        var tagURLs: [String: String] = [:]
    }

    init(plan: SitePlan, templates: TemplateSet, strings: UIStrings, assets: [String]) {
        self.plan = plan
        self.templates = templates
        self.strings = strings
        self.stylesheets = assets.filter { $0.hasSuffix(".css") }.map { plan.url(for: $0) }
        self.scripts = assets.filter { $0.hasSuffix(".js") }.map { plan.url(for: $0) }
        self.translations = Translations(plan: plan)
        self.faviconURL = plan.url(for: "assets/favicon.svg")
        self.hasAbsoluteBase = plan.config.baseURL.contains("://")
        var positions: [String: (family: [String], index: Int)] = [:]
        var languages: [String: LanguageParts] = [:]
        var trails: [String: [Link]] = [:]
        for path in plan.orderedPaths {
            guard let page = plan[path] else { continue }
            if languages[page.language] == nil {
                languages[page.language] = Self.languageParts(page.language, plan: plan, strings: strings)
            }
            for tag in page.frontMatter?.tags ?? [] where languages[page.language]?.tagURLs[tag] == nil {
                languages[page.language]?.tagURLs[tag] = plan.url(for: plan.tagPath(tag, language: page.language))
            }
            if let parent = page.parent, trails[parent] == nil {
                trails[parent] = Self.trail(endingAt: parent, plan: plan)
            }
            // Families are folders; tag pages list articles too, but are not their family.
            guard page.kind == .section || page.kind == .home, !page.children.isEmpty else { continue }
            let family = page.children.filter { plan[$0]?.kind == .article }
            for (index, child) in family.enumerated() { positions[child] = (family, index) }
        }
        self.familyPositions = positions
        self.languages = languages
        self.trails = trails
    }

    private static func languageParts(_ language: String, plan: SitePlan, strings: UIStrings) -> LanguageParts {
        var parts = LanguageParts(words: InterfaceWords(strings.all(language: language)),
                                  feedURL: plan.url(for: "\(language)/feed.xml"),
                                  searchURL: plan.url(for: "\(language)/search/"),
                                  homeURL: plan.url(for: "\(language)/"))
        guard let home = plan["\(language)/"] else { return parts }
        let sections = home.children.filter { plan[$0]?.kind == .section }
        parts.nav = sections.map { Link(title: plan[$0]?.title ?? $0, url: plan.url(for: $0)) }
        for (index, section) in sections.enumerated() {
            var nav = parts.nav
            nav[index].current = true
            parts.navWithCurrent[section] = nav
        }
        return parts
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
    ///
    /// - Parameter rerender: Renders the article again, for a cached output whose HTML was
    ///   dropped (``ArticleRenderer/Output/hasHTML``) when the page must be composed anew.
    /// - Parameter keepingFrame: Whether to return the page's frame too (see
    ///   ``frame(_:inner:layout:)``), made from the views composed here.
    func compose(_ page: Page, rendered: ArticleRenderer.Output?, cache: BuildCache? = nil, keepingFrame: Bool = false,
                 rerender: () -> ArticleRenderer.Output? = { nil }) -> (contents: OutputFile.Contents, frame: PageFrame?) {
        let (inner, layout) = views(page, rendered: rendered)
        let frame = keepingFrame ? Self.frame(page, inner: inner, layout: layout) : nil
        guard let cache else { return (.data(render(inner, layout)), frame) }
        // The article's HTML is represented by its digest, computed once when it was rendered.
        let contents = cache.composed(page.outputPath, views: inner.withoutBody, layout, bodyDigest: rendered?.digest ?? .zero) {
            guard rendered?.hasHTML == false, let fresh = rerender() else { return render(inner, layout) }
            let (inner, layout) = views(page, rendered: fresh)
            return render(inner, layout)
        }
        return (contents, frame)
    }

    /// The view models of a page: everything its templates can show.
    private func views(_ page: Page, rendered: ArticleRenderer.Output?) -> (InnerView, LayoutView) {
        let words = languages[page.language]?.words ?? InterfaceWords(strings.all(language: page.language))
        let url = plan.url(for: page.path)
        let inner: InnerView
        switch page.kind {
        case .article: inner = .article(articleView(page, rendered: rendered, url: url, words: words))
        case .section, .home, .root, .tags, .tag: inner = .list(listView(page, rendered: rendered, url: url, words: words))
        case .search: inner = .search(searchView(page, url: url, words: words))
        case .notFound: inner = .notFound(notFoundView(page, words: words))
        }
        return (inner, layoutView(page, rendered: rendered, words: words))
    }

    private func render(_ inner: InnerView, _ layout: LayoutView) -> Data {
        Self.document(inner, layout, templates: templates)
    }

    /// A page's HTML document from its views.
    static func document(_ inner: InnerView, _ layout: LayoutView, templates: TemplateSet) -> Data {
        let content: String
        switch inner {
        case .article(let view): content = templates.render(view, with: "article")
        case .list(let view): content = templates.render(view, with: "list")
        case .search(let view): content = templates.render(view, with: "search")
        case .notFound(let view): content = templates.render(view, with: "notfound")
        }
        var layout = layout
        layout.content = content
        // Runs of another language get their `lang` last, so that text from every source
        // (articles, generated tables, templates, front matter) is covered.
        return Data(LanguageOfParts.mark(templates.render(layout, with: "layout"), pageLanguage: layout.lang).utf8)
    }

    /// What `rotor build` keeps to compose an article's page again after an edit to its text:
    /// the page's views without the text's parts (the contents, the body, a description taken
    /// from the summary). `nil` for pages other than articles.
    private static func frame(_ page: Page, inner: InnerView, layout: LayoutView) -> PageFrame? {
        guard page.kind == .article, case .article(var article) = inner else { return nil }
        article.toc = []
        article.body = ""
        var frame = PageFrame(article: article.settled(), layout: layout)
        frame.layout.description = page.frontMatter?.description
        return frame
    }

    private func layoutView(_ page: Page, rendered: ArticleRenderer.Output?, words: InterfaceWords) -> LayoutView {
        let description = page.frontMatter?.description ?? rendered.flatMap { $0.summary.isEmpty ? nil : $0.summary }
        // The root page lists every language, so it keeps the main title.
        let siteTitle = page.kind == .root ? plan.config.title : plan.config.title(in: page.language)
        return LayoutView(
            lang: page.language,
            documentTitle: page.kind == .root || page.kind == .home ? siteTitle : "\(page.title) – \(siteTitle)",
            description: description,
            canonical: hasAbsoluteBase && page.kind != .notFound ? plan.absoluteURL(for: page.path) : nil,
            feedURL: languages[page.language]?.feedURL ?? plan.url(for: "\(page.language)/feed.xml"),
            faviconURL: faviconURL,
            searchURL: languages[page.language]?.searchURL ?? plan.url(for: "\(page.language)/search/"),
            searchCurrent: page.kind == .search,
            alternates: translations.alternates(of: page),
            stylesheets: stylesheets,
            scripts: scripts,
            strings: words,
            siteTitle: siteTitle,
            homeURL: page.kind == .root ? plan.url(for: "") : languages[page.language]?.homeURL ?? plan.url(for: "\(page.language)/"),
            languages: translations.switcher(for: page),
            nav: navigation(for: page),
            content: ""
        ).settled()
    }

    private func articleView(_ page: Page, rendered: ArticleRenderer.Output?, url: String, words: InterfaceWords) -> ArticleView {
        let siblings = familyPositions[page.path]?.family ?? []
        let position = familyPositions[page.path]?.index
        let link = { (path: String) in Link(title: plan[path]?.title ?? path, url: plan.url(for: path)) }
        return ArticleView(
            title: page.title, url: url, description: page.frontMatter?.description, strings: words,
            breadcrumbs: breadcrumbs(for: page), date: page.frontMatter?.date,
            tags: (page.frontMatter?.tags ?? []).map {
                ArticleView.Tag(name: plan.config.tagName($0, in: page.language), url: languages[page.language]?.tagURLs[$0]
                                ?? plan.url(for: plan.tagPath($0, language: page.language)))
            },
            toc: Self.tableOfContents(rendered?.headings ?? []),
            body: rendered?.html ?? "",
            previous: position.flatMap { $0 > 0 ? link(siblings[$0 - 1]) : nil },
            next: position.flatMap { $0 + 1 < siblings.count ? link(siblings[$0 + 1]) : nil }
        ).settled()
    }

    private func listView(_ page: Page, rendered: ArticleRenderer.Output?, url: String, words: InterfaceWords) -> ListView {
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

    private func searchView(_ page: Page, url: String, words: InterfaceWords) -> SearchView {
        SearchView(title: page.title, indexURL: plan.url(for: "\(page.language)/search-index/manifest.json"),
                   strings: words, sections: navigation(for: page))
    }

    private func notFoundView(_ page: Page, words: InterfaceWords) -> NotFoundView {
        // One 404 page serves every language: each other language's link says the same in it.
        NotFoundView(title: page.title, strings: words,
                     languages: plan.config.languages.map { language in
                         let said = language.code == page.language ? nil
                             : strings.string("not_found_title", language: language.code) + ". " + strings.string("not_found_text", language: language.code)
                         return Link(title: language.name, url: plan.url(for: "\(language.code)/"), description: said, lang: language.code)
                     },
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
        guard let parent = page.parent else { return [] }
        return trails[parent] ?? Self.trail(endingAt: parent, plan: plan)
    }

    /// `path` and its ancestors up to, not including, the root, the highest first.
    private static func trail(endingAt path: String, plan: SitePlan) -> [Link] {
        var trail: [Link] = []
        var current: String? = path
        while let path = current, let ancestor = plan[path], ancestor.kind != .root {
            trail.insert(Link(title: ancestor.title, url: plan.url(for: path)), at: 0)
            current = ancestor.parent
        }
        return trail
    }

    /// The sections directly below the page's language home. The section page itself is the
    /// current page (`aria-current="page"`); on an article the link to its section is marked as
    /// the current item of the set (`aria-current="true"`), since that link is not this page.
    private func navigation(for page: Page) -> [Link] {
        guard page.kind != .root, page.kind != .notFound else { return [] }
        let parts = languages[page.language] ?? Self.languageParts(page.language, plan: plan, strings: strings)
        if let own = parts.navWithCurrent[page.path] { return own }
        // A section of the navigation is a child of the home, so it is not also a page's parent.
        guard let inSection = page.parent.flatMap({ parts.navWithCurrent[$0] }) else { return parts.nav }
        return inSection.map { link in
            var link = link
            link.inSection = link.current
            link.current = false
            return link
        }
    }
}
