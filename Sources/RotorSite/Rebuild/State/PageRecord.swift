import Foundation
import RotorDiagnostics
import RotorHTML
import RotorSearch
import RotorTranscripts

/// What `rotor build` keeps of one page with a source, to redo it after an edit to its text
/// without planning the site: the views of its templates without what the text gives them,
/// its heading ids (for other pages' anchors), its search document, and its transcripts'
/// standing (an edit that changes it changes the fidelity page and the phrase tables).
struct PageRecord: Equatable, Sendable {
    /// An article's views with an empty body and contents, and the front matter's description
    /// or none; `nil` for pages of other kinds.
    var frame: PageFrame?
    var headingIDs: [String]
    var document: SearchDocument?
    var fidelity: [FidelityEntry] = []
}

/// The views of an article's page with everything its text decides left out.
struct PageFrame: Equatable, Sendable {
    var article: ArticleView
    var layout: LayoutView

    /// The views of a page from the views of the same page without its text.
    func views(rendered: ArticleRenderer.Output, words: InterfaceWords) -> (ArticleView, LayoutView) {
        var article = self.article
        article.body = rendered.html
        article.toc = PageComposer.tableOfContents(rendered.headings)
        article.strings = words
        var layout = self.layout
        if layout.description == nil, !rendered.summary.isEmpty { layout.description = rendered.summary }
        layout.strings = words
        return (article.settled(), layout.settled())
    }
}

// MARK: - Coding

extension StateWriter {
    mutating func record(_ record: PageRecord) {
        bool(record.frame != nil)
        if let frame = record.frame {
            article(frame.article)
            layout(frame.layout)
        }
        strings(record.headingIDs)
        bool(record.document != nil)
        if let document = record.document { self.document(document) }
        fidelityEntries(record.fidelity)
    }

    mutating func document(_ document: SearchDocument) {
        string(document.title)
        string(document.url)
        string(document.section)
        strings(document.headings)
        strings(document.tags)
        string(document.description)
        string(document.text)
    }

    mutating func link(_ link: Link) {
        string(link.title)
        string(link.url)
        bool(link.current)
        bool(link.inSection)
        optional(link.description)
        optional(link.lang)
    }

    mutating func links(_ links: [Link]) {
        uint(UInt64(links.count))
        for item in links { link(item) }
    }

    mutating func article(_ view: ArticleView) {
        string(view.title)
        string(view.url)
        optional(view.description)
        links(view.breadcrumbs)
        optional(view.date)
        uint(UInt64(view.tags.count))
        for tag in view.tags {
            string(tag.name)
            string(tag.url)
        }
        bool(view.previous != nil)
        if let previous = view.previous { link(previous) }
        bool(view.next != nil)
        if let next = view.next { link(next) }
    }

    mutating func layout(_ view: LayoutView) {
        string(view.lang)
        string(view.documentTitle)
        optional(view.description)
        optional(view.canonical)
        string(view.feedURL)
        string(view.faviconURL)
        string(view.searchURL)
        uint(UInt64(view.alternates.count))
        for alternate in view.alternates {
            string(alternate.hreflang)
            string(alternate.url)
        }
        strings(view.stylesheets)
        strings(view.scripts)
        string(view.siteTitle)
        string(view.homeURL)
        uint(UInt64(view.languages.count))
        for language in view.languages {
            string(language.code)
            string(language.name)
            string(language.url)
            bool(language.current)
        }
        links(view.nav)
    }
}

extension StateReader {
    /// A record; its views' interface strings are left empty, for the caller to fill in.
    mutating func record() throws(Diagnostic) -> PageRecord {
        var frame: PageFrame?
        if try bool() { frame = PageFrame(article: try article(), layout: try layout()) }
        let headingIDs = try strings()
        let document = try bool() ? try self.document() : nil
        return PageRecord(frame: frame, headingIDs: headingIDs, document: document, fidelity: try fidelityEntries())
    }

    mutating func document() throws(Diagnostic) -> SearchDocument {
        SearchDocument(title: try string(), url: try string(), section: try string(), headings: try strings(),
                       tags: try strings(), description: try string(), text: try string())
    }

    mutating func link() throws(Diagnostic) -> Link {
        Link(title: try string(), url: try string(), current: try bool(), inSection: try bool(), description: try optional(), lang: try optional())
    }

    mutating func links() throws(Diagnostic) -> [Link] {
        let count = try count()
        var links: [Link] = []
        for _ in 0..<count { links.append(try link()) }
        return links
    }

    mutating func article() throws(Diagnostic) -> ArticleView {
        let title = try string(), url = try string(), description = try optional(), breadcrumbs = try links(), date = try optional()
        var tags: [ArticleView.Tag] = []
        for _ in 0..<(try count()) { tags.append(ArticleView.Tag(name: try string(), url: try string())) }
        let previous = try bool() ? try link() : nil
        let next = try bool() ? try link() : nil
        return ArticleView(title: title, url: url, description: description, strings: InterfaceWords([:]), breadcrumbs: breadcrumbs,
                           date: date, tags: tags, toc: [], body: "", previous: previous, next: next).settled()
    }

    mutating func layout() throws(Diagnostic) -> LayoutView {
        let lang = try string(), documentTitle = try string(), description = try optional(), canonical = try optional()
        let feedURL = try string(), faviconURL = try string(), searchURL = try string()
        var alternates: [LayoutView.Alternate] = []
        for _ in 0..<(try count()) { alternates.append(LayoutView.Alternate(hreflang: try string(), url: try string())) }
        let stylesheets = try strings(), scripts = try strings(), siteTitle = try string(), homeURL = try string()
        var languages: [LayoutView.LanguageLink] = []
        for _ in 0..<(try count()) {
            languages.append(LayoutView.LanguageLink(code: try string(), name: try string(), url: try string(), current: try bool()))
        }
        return LayoutView(lang: lang, documentTitle: documentTitle, description: description, canonical: canonical, feedURL: feedURL,
                          faviconURL: faviconURL, searchURL: searchURL, alternates: alternates, stylesheets: stylesheets,
                          scripts: scripts, strings: InterfaceWords([:]), siteTitle: siteTitle, homeURL: homeURL,
                          languages: languages, nav: try links(), content: "").settled()
    }
}
