/// One HTML page of the site, before rendering.
public struct Page: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A Markdown article.
        case article
        /// A folder's page: its `index.md`, or a generated list of what the folder holds.
        case section
        /// A language's front page, `Content/<lang>/`.
        case home
        /// The site's root, `/`, which offers each language.
        case root
        /// A language's list of tags, `<lang>/tags/`.
        case tags
        /// The articles with one tag, `<lang>/tags/<slug>/`.
        case tag(String)
        /// A language's search page, `<lang>/search/`.
        case search
        /// The page hosts serve for any missing path, `404.html` at the root.
        case notFound
    }

    /// An article's source, for pages that have one.
    public struct Source: Sendable, Equatable {
        /// Relative to the content folder: `en/sliders/custom-slider.md`.
        public var relativePath: String
        /// As the user should see it in messages.
        public var displayPath: String
        public var frontMatter: FrontMatter
        public var body: Substring
        public var bodyLineOffset: Int
    }

    public var kind: Kind
    /// The page's URL path below the base URL, ending in `/` (or empty for the root).
    public var path: String
    public var language: String
    public var title: String
    public var source: Source?
    /// The path of the section that lists this page, if any.
    public var parent: String?
    /// Paths of the pages this one lists, in reading order.
    public var children: [String] = []

    /// Where the page is written, relative to the output: `en/sliders/custom-slider/index.html`.
    public var outputPath: String { kind == .notFound ? "404.html" : path + "index.html" }

    public var frontMatter: FrontMatter? { source?.frontMatter }

    /// The key that sorts siblings: `order` first, then title, then path.
    var sortKey: (Int, String, String) {
        (frontMatter?.order ?? Int.max, title.lowercased(), path)
    }
}
