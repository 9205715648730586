import RotorOutput
/// The typed models that templates render. Each page kind gets its own; all share the layout.
///
/// Property names are the Mustache keys, so renaming one is a change to the theme contract.
/// swift-mustache reads values through `Mirror`, which sees stored properties only, so the
/// `has…` flags that templates test are stored and set by each view's `settled()`.
struct LayoutView: Hashable, Sendable {
    struct LanguageLink: Hashable, Sendable {
        var code: String
        var name: String
        var url: String
        var current: Bool
    }

    struct Alternate: Hashable, Sendable {
        var hreflang: String
        var url: String
    }

    var lang: String
    var documentTitle: String
    var description: String?
    var canonical: String?
    var feedURL: String
    var faviconURL: String
    var searchURL: String
    /// The page is the search page: its link in the navigation is the current page.
    var searchCurrent = false
    var alternates: [Alternate]
    var stylesheets: [String]
    var scripts: [String]
    var strings: InterfaceWords
    var siteTitle: String
    var homeURL: String
    var languages: [LanguageLink]
    var hasLanguages = false
    var nav: [Link]
    var hasNav = false
    var content: String
}

/// A link with a title, used for navigation, breadcrumbs, lists and the pager.
struct Link: Hashable, Sendable {
    var title: String
    var url: String
    var current: Bool = false
    /// The section an article is in: current, but not the page itself.
    var inSection: Bool = false
    var description: String? = nil
    var lang: String? = nil
}

struct ArticleView: Hashable, Sendable {
    struct Tag: Hashable, Sendable {
        var name: String
        var url: String
    }

    /// A table-of-contents entry: an `h2`, with the `h3`s below it nested.
    struct TOCEntry: Hashable, Sendable {
        var text: String
        var id: String
        var children: [TOCEntry] = []
        var hasChildren = false
    }

    var title: String
    var url: String
    var description: String?
    var strings: InterfaceWords
    var breadcrumbs: [Link]
    var hasBreadcrumbs = false
    var date: String?
    var hasMeta = false
    var tags: [Tag]
    var hasTags = false
    var toc: [TOCEntry]
    var hasToc = false
    var body: String
    var previous: Link?
    var next: Link?
    var hasPager = false
}

struct ListView: Hashable, Sendable {
    var title: String
    var url: String
    var description: String?
    var strings: InterfaceWords
    var breadcrumbs: [Link]
    var hasBreadcrumbs = false
    var intro: String
    var hasIntro = false
    var items: [Link]
    var hasItems = false
}

struct SearchView: Hashable, Sendable {
    var title: String
    var indexURL: String
    var strings: InterfaceWords
    /// The pattern families, offered when search cannot run.
    var sections: [Link]
}

struct NotFoundView: Hashable, Sendable {
    var title: String
    var strings: InterfaceWords
    var languages: [Link]
    var searchURL: String
}

// MARK: - Flags

extension LayoutView {
    func settled() -> LayoutView {
        var view = self
        view.hasLanguages = languages.count > 1
        view.hasNav = !nav.isEmpty
        return view
    }
}

extension ArticleView {
    func settled() -> ArticleView {
        var view = self
        view.hasBreadcrumbs = !breadcrumbs.isEmpty
        view.hasMeta = date != nil
        view.hasTags = !tags.isEmpty
        view.hasToc = toc.count >= 2 || toc.first?.hasChildren == true
        view.hasPager = previous != nil || next != nil
        return view
    }
}

extension ListView {
    func settled() -> ListView {
        var view = self
        view.hasBreadcrumbs = !breadcrumbs.isEmpty
        view.hasIntro = !intro.isEmpty
        view.hasItems = !items.isEmpty
        return view
    }
}

/// A language's interface strings and their digest, worked out once per build: every view
/// model carries them, and page keys hash the digest instead of every string of the table on
/// every page (Korean strings are slow to hash, since `String` normalises them first).
/// Two tables are equal when their SHA-256 digests are.
struct InterfaceWords: Hashable, Sendable {
    let table: [String: String]
    let digest: ContentDigest

    init(_ table: [String: String]) {
        self.table = table
        // Each key and value with its length in bytes first, so that no two tables share a text.
        var text = ""
        for (key, value) in table.sorted(by: { $0.key < $1.key }) {
            text += "\(key.utf8.count):"
            text += key
            text += "\(value.utf8.count):"
            text += value
        }
        digest = ContentDigest(text)
    }

    static func == (lhs: InterfaceWords, rhs: InterfaceWords) -> Bool {
        lhs.digest == rhs.digest
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
