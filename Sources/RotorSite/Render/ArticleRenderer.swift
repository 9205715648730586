import Foundation
import RotorDiagnostics
import RotorHTML
import RotorHighlight
import RotorMarkdown
import RotorOutput
import RotorTranscripts

/// Turns one page's Markdown into HTML: parse, expand transcripts, resolve links.
///
/// Link targets are resolved against the whole site (``SiteLinks``), but anchors can only be
/// checked once every page is rendered, so they are returned as ``AnchorCheck``s for later.
struct ArticleRenderer: Sendable {
    let links: SiteLinks

    let strings: UIStrings
    /// Highlighted samples and expanded transcripts, shared across pages.
    let memo: RenderMemo
    /// The fenced blocks rendered by Rotor rather than shown as code.
    let blocks: BlockRegistry
    /// The whole site's transcripts, for the blocks that show the site (``ArticleBlock/showsSite``);
    /// empty until the other pages are rendered (``SiteFidelity``).
    var fidelity = SiteFidelity()

    init(links: SiteLinks, strings: UIStrings, memo: RenderMemo = RenderMemo(), blocks: BlockRegistry = .standard) {
        self.links = links
        self.strings = strings
        self.memo = memo
        self.blocks = blocks
    }

    init(plan: SitePlan, strings: UIStrings, memo: RenderMemo = RenderMemo(), blocks: BlockRegistry = .standard) {
        self.init(links: SiteLinks(plan), strings: strings, memo: memo, blocks: blocks)
    }

    /// The HTML of an article, with what it links to.
    struct Output: Sendable {
        var html: String
        var headings: [RenderedMarkdown.Heading]
        var anchorChecks: [AnchorCheck]
        /// Broken links and failed transcripts: all of them, not just the first.
        var problems: [Diagnostic]
        /// The text of the first paragraph, for descriptions and feeds.
        var summary: String
        /// The prose of the whole article, for the search index.
        var text: String
        /// Each transcript's standing, for the fidelity page and the phrase tables.
        var fidelity: [FidelityEntry] = []
        /// A digest of `html`, so caches can compare pages without hashing the HTML again;
        /// worked out by ``BuildCache`` when it keeps the output, zero otherwise.
        var digest = ContentDigest.zero
        /// `false` once a cache with a page store has dropped `html` (keeping `digest`): a
        /// page composed from this output again must render the article again.
        var hasHTML = true
    }

    /// A link to `#anchor` on page `path`, to check once all headings are known.
    struct AnchorCheck: Sendable {
        /// The page the anchor must be on.
        var path: String
        var anchor: String
        /// Where the link is: the article as messages name it, and the line.
        var source: String
        var line: Int
        var column: Int?
        /// The link as written when it leads to another page; `nil` for `#anchor` alone.
        var link: String?

        /// The error to report when no heading on `path` has the id `anchor`, with the
        /// closest of the ids it has.
        func diagnostic(headingIDs: Set<String>) -> Diagnostic {
            let message = link.map { "broken anchor in '\($0)': that page has no heading with id '\(anchor)'" }
                ?? "broken anchor '#\(anchor)': no heading on this page has that id"
            let suggestion = Suggestion.closest(to: anchor, in: headingIDs.sorted()).map { id in
                " Did you mean '\(link.map { $0.split(separator: "#", maxSplits: 1)[0] + "#" } ?? "#")\(id)'?"
            } ?? ""
            return Diagnostic(path: source, line: line, column: column, message: suggestion.isEmpty ? message : message + "." + suggestion)
        }
    }

    /// `error` with the line and column where `target` is written, when it can be found.
    static func placing(_ error: Diagnostic, at target: String, from position: SourcePosition, in source: Page.Source) -> Diagnostic {
        guard error.column == nil, let place = locate(target, from: position, in: source) else { return error }
        var error = error
        (error.line, error.column) = (place.line, place.column)
        return error
    }

    /// Where `target`, a link's destination, is first written at or after the block that
    /// holds it, as a line of the file and a column counted in characters.
    ///
    /// cmark gives positions to blocks only, so a link's node has its paragraph's; the
    /// destination usually appears verbatim a few lines further. One that doesn't (written
    /// with escapes or entities, or defined as a reference far away) is not found.
    static func locate(_ target: String, from position: SourcePosition, in source: Page.Source) -> (line: Int, column: Int)? {
        guard !target.isEmpty else { return nil }
        let body = source.body
        // Lines before the block are skipped by their bytes: every link with an anchor is
        // located, and counting characters from the top for each was a share of a build.
        var line = 1
        var start = body.utf8.startIndex
        while line < position.line, let newline = body.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
            start = body.utf8.index(after: newline)
            line += 1
        }
        guard line >= position.line else { return nil }
        while start < body.endIndex, line < position.line + 200 {
            let end = body.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? body.endIndex
            if let found = body[start..<end].range(of: target) {
                return (line + source.bodyLineOffset, body.distance(from: start, to: found.lowerBound) + 1)
            }
            line += 1
            start = end < body.endIndex ? body.utf8.index(after: end) : end
        }
        return nil
    }

    func render(_ page: Page) throws(Diagnostic) -> Output {
        guard let source = page.source else { return Output(html: "", headings: [], anchorChecks: [], problems: [], summary: "", text: "") }
        let document = MarkdownParser.parse(String(source.body))
        var checks: [AnchorCheck] = []
        let fileLine = { (position: SourcePosition) in position.line + source.bodyLineOffset }
        // Named Swift blocks, which transcripts compute from wherever they sit in the page:
        // read once, and only for a page with a transcript that names code.
        var scanned: ArticleCode?
        var context = BlockContext(page: page, renderer: self) {
            if let scanned { return scanned }
            let found = ArticleCode(ArticleBlocks(document: document, lineOffset: source.bodyLineOffset))
            scanned = found
            return found
        }
        var counts: [String: Int] = [:]
        let hooks = MarkdownHTMLRenderer.Hooks(
            codeBlock: { info, codeText, position in
                let language = info.split(whereSeparator: \.isWhitespace).first.map(String.init)
                if let language, let block = blocks[language] {
                    counts[language, default: 0] += 1
                    let fence = BlockFence(info: info, text: codeText, line: fileLine(position), number: counts[language, default: 0])
                    return block.render(fence, in: &context)
                }
                if let language, let meant = blocks.nearMiss(language) {
                    context.problems.append(Diagnostic(
                        path: source.displayPath, line: fileLine(position), column: 1,
                        message: "unknown fence language '\(language)'; did you mean '\(meant)'? (it would be shown as plain code)"
                    ))
                    return ""
                }
                return codeBlock(codeText, language: language, page: page, fileName: ArticleCode.fileName(info: info))
            },
            link: { url, position in
                let checked = checks.count
                do throws(Diagnostic) {
                    let href = try resolveLink(url, from: page, line: fileLine(position), checks: &checks)
                    if checks.count > checked, let place = Self.locate(url, from: position, in: source) {
                        for index in checked..<checks.count {
                            (checks[index].line, checks[index].column) = (place.line, place.column)
                        }
                    }
                    return href
                } catch {
                    context.problems.append(Self.placing(error, at: url, from: position, in: source))
                    return url
                }
            },
            image: { image, position in
                do throws(Diagnostic) {
                    return try checkImage(image, page: page, line: fileLine(position))
                } catch {
                    context.problems.append(Self.placing(error, at: image.source, from: position, in: source))
                    return image
                }
            }
        )
        let strings = self.strings
        let options = MarkdownHTMLRenderer.Options(
            allowRawHTML: links.allowRawHTML,
            anchorLabel: { strings.format("anchor_label", language: page.language, $0) },
            platformTabs: PlatformTabs.Labels(tablist: strings.string("platform_tabs", language: page.language),
                                              remembered: strings.string("platform_remembered", language: page.language),
                                              group: strings.string("platform_tabs_group", language: page.language)))
        do {
            let rendered = try MarkdownHTMLRenderer(options: options).render(document, hooks: hooks)
            var problems = context.problems
            problems += rendered.problems.map {
                Diagnostic(path: source.displayPath, line: $0.line + source.bodyLineOffset, column: $0.column, message: $0.message)
            }
            problems += headingOrderProblems(rendered.headings, path: source.displayPath, lineOffset: source.bodyLineOffset)
            return Output(html: rendered.html, headings: rendered.headings, anchorChecks: checks,
                          problems: problems, summary: Self.summary(of: document),
                          text: Self.searchText(document.readableText()), fidelity: context.fidelity)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch let failure as BuildFailure where !failure.diagnostics.isEmpty {
            // Diagnostics are carried whole, never printed into another's message.
            var first = failure.diagnostics[0]
            first.following += failure.diagnostics.dropFirst()
            throw first
        } catch {
            // The hooks above throw nothing else; an error from outside Rotor is worded by its type.
            throw Diagnostic(path: source.displayPath, message: "\(error)")
        }
    }

    /// A code sample: Swift highlighted with swift-syntax, anything else escaped as it is.
    private func codeBlock(_ code: String, language: String?, page: Page, fileName: String?) -> String {
        let body = language == "swift"
            ? memo.value(for: "swift\u{0}" + code) { SwiftHighlighter.highlight(code) }
            : HTMLEscaping.text(code)
        return CodeBlockHTML.render(body: body, language: language, copyLabel: strings.string("copy_code", language: page.language), fileName: fileName)
    }

    /// Images need alt text. An image whose title is `decorative` gets an empty alt instead,
    /// the one case where screen readers should skip it.
    private func checkImage(_ image: MarkdownHTMLRenderer.Image, page: Page, line: Int) throws(Diagnostic) -> MarkdownHTMLRenderer.Image {
        var image = image
        if image.title.lowercased() == "decorative" {
            image.alt = ""
            image.title = ""
        } else if image.alt.trimmingCharacters(in: .whitespaces).isEmpty {
            throw Diagnostic(path: page.source?.displayPath ?? page.path, line: line, message:
                "image '\(image.source)' has no alt text: describe it in ![…](…), or mark it ![](\(image.source) \"decorative\")")
        }
        if !image.source.lowercased().hasPrefix("data:") {
            image.source = try resolveFile(image.source, from: page, line: line)
        }
        return image
    }

    /// Headings must not skip levels: after the page's `h1`, an `h2`, then at most one deeper.
    private func headingOrderProblems(_ headings: [RenderedMarkdown.Heading], path: String, lineOffset: Int) -> [Diagnostic] {
        var previous = 1
        var problems: [Diagnostic] = []
        for heading in headings {
            if heading.level > previous + 1 {
                problems.append(Diagnostic(path: path, line: heading.line + lineOffset, message:
                    "heading '\(heading.text)' is level \(heading.level) after level \(previous); do not skip heading levels"))
            }
            previous = heading.level
        }
        return problems
    }

    /// How much of an article's text the search index holds: enough to find it by what it
    /// is about, without shipping whole books to every reader of the search page.
    static let searchTextLimit = 6_000

    /// At most ``searchTextLimit`` characters of `text`; most articles are shorter in bytes
    /// already, which spares counting characters.
    static func searchText(_ text: String) -> String {
        text.utf8.count <= searchTextLimit ? text : String(text.prefix(searchTextLimit))
    }

    /// The first paragraph's plain text, shortened to about 200 characters.
    static func summary(of document: MarkdownDocument) -> String {
        guard let paragraph = document.nodes.indices.first(where: { document[$0].kind == .paragraph }) else { return "" }
        let text = document.plainText(of: paragraph)
        guard text.count > 200 else { return text }
        let cut = text.prefix(200)
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
    }
}
