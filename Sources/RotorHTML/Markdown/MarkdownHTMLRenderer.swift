public import RotorMarkdown

/// Renders a ``MarkdownDocument`` to HTML with a walk that needs no recursion.
///
/// The walk is ours rather than `cmark_render_html` so that headings get ids, fenced blocks
/// with special info strings can be replaced, and link targets can be rewritten. The
/// ``Hooks`` carry those decisions in from the site layer, which knows about other pages.
///
/// ```swift
/// let document = MarkdownParser.parse("# Hello")
/// let page = try MarkdownHTMLRenderer(options: .init()).render(document)
/// ```
public struct MarkdownHTMLRenderer: Sendable {
    /// Settings that change what reaches the page.
    public struct Options: Sendable {
        /// Emit raw HTML blocks and inline HTML as written. Off by default, as in cmark.
        public var allowRawHTML: Bool
        /// Localised accessible name for heading anchor links, given the heading text.
        public var anchorLabel: @Sendable (String) -> String
        /// Group the sections between `<!-- platforms -->` markers into platform tabs
        /// (``PlatformTabs``), with these words; `nil` leaves the markers as raw HTML.
        public var platformTabs: PlatformTabs.Labels?

        public init(
            allowRawHTML: Bool = false, anchorLabel: @escaping @Sendable (String) -> String = { "Link to section: \($0)" },
            platformTabs: PlatformTabs.Labels? = nil
        ) {
            self.allowRawHTML = allowRawHTML
            self.anchorLabel = anchorLabel
            self.platformTabs = platformTabs
        }
    }

    /// Callbacks through which the site layer replaces or rewrites parts of the output.
    public struct Hooks {
        /// Returns replacement HTML for a fenced block, or `nil` to render it as code.
        public var codeBlock: (_ info: String, _ code: String, _ position: SourcePosition) throws -> String?
        /// Returns the `href` to emit for a link target, or throws when it is broken.
        public var link: (_ url: String, _ position: SourcePosition) throws -> String
        /// Checks an image before it is emitted and returns the attributes to write.
        public var image: (_ image: Image, _ position: SourcePosition) throws -> Image

        public init(
            codeBlock: @escaping (String, String, SourcePosition) throws -> String? = { _, _, _ in nil },
            link: @escaping (String, SourcePosition) throws -> String = { url, _ in url },
            image: @escaping (Image, SourcePosition) throws -> Image = { image, _ in image }
        ) {
            self.codeBlock = codeBlock
            self.link = link
            self.image = image
        }
    }

    /// An image's attributes, as written in Markdown and as they will be emitted.
    public struct Image: Sendable, Equatable {
        public var source: String
        public var alt: String
        public var title: String

        public init(source: String, alt: String, title: String) {
            self.source = source
            self.alt = alt
            self.title = title
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Renders `document`.
    ///
    /// - Parameters:
    ///   - document: The parsed Markdown.
    ///   - hooks: Replacements for code blocks, links and images.
    /// - Returns: The HTML and the headings it contains, in order.
    /// - Throws: Whatever a hook throws, unchanged.
    public func render(_ document: MarkdownDocument, hooks: Hooks = Hooks()) throws -> RenderedMarkdown {
        var writer = Writer(document: document, options: options, hooks: hooks)
        try writer.run()
        return RenderedMarkdown(html: writer.html, headings: writer.headings, problems: writer.tabs.problems)
    }
}

/// The output of ``MarkdownHTMLRenderer``.
public struct RenderedMarkdown: Sendable, Equatable {
    /// The HTML fragment, with no surrounding page.
    public var html: String
    /// Every heading, in document order, for tables of contents and anchor checks.
    public var headings: [Heading]
    /// What is wrong with the article's platform groups, at the marker or heading: the
    /// groups are still written as well as they can be.
    public var problems: [Problem] = []

    /// A heading as it was emitted.
    public struct Heading: Sendable, Equatable {
        /// The emitted level, after demotion below the page's own `h1`.
        public var level: Int
        public var text: String
        public var id: String
        public var line: Int
    }

    /// A mistake in the Markdown that the HTML could still be written around.
    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }
}
