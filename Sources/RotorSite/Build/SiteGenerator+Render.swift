import Foundation
import RotorDiagnostics
import RotorHTML
import RotorOutput
import RotorSearch
import RotorTranscripts

extension SiteGenerator {
    /// A finished HTML page.
    struct RenderedPage: Sendable {
        var page: Page
        /// The finished document as UTF-8, ready to write or serve, or a file of the cache's
        /// ``PageStore`` holding it.
        var html: OutputFile.Contents
        /// What feeds, search and anchor checks need of the rendered Markdown. The article's
        /// HTML is dropped once composed, so a large site is held in memory only once.
        var output: ArticleRenderer.Output?
        /// The page's fields for its language's search index, made as the page is rendered;
        /// the article's text is moved out of `output` then.
        var searchDocument: SearchDocument?
        /// The document's tokens, cut in the parallel render tasks so that an edit re-cuts
        /// only the edited article.
        var searchTerms: SearchTerms?
        /// An article's views without its text, which `rotor build` keeps (``PageFrame``).
        var frame: PageFrame?
    }

    /// Renders every page in parallel, then checks anchors across pages.
    ///
    /// Pages that show the whole site's fidelity (``SiteFidelity``) come last, once every
    /// other page has given its transcripts' standing. With a `sink`, each page is placed
    /// there as soon as it is composed and not kept.
    func render(_ plan: SitePlan, renderer: ArticleRenderer, composer: PageComposer, cache: BuildCache?,
                sink: (any OutputSink)? = nil) async throws -> [RenderedPage] {
        let pages = plan.orderedPaths.compactMap { plan[$0] }
        let last = Set(pages.filter { $0.source.map { renderer.blocks.showsSite($0.body) } ?? false }.map(\.path))
        let renderPage = { @Sendable (page: Page, renderer: ArticleRenderer) throws -> Result<RenderedPage, Diagnostic> in
            // A build that keeps its state for edits keeps each article's views without its text.
            let keepsFrames = sink != nil || cache != nil
            let result = Self.render(page, renderer: renderer, composer: composer, cache: cache,
                                     showsSite: last.contains(page.path), keepingFrame: keepsFrames)
            guard let sink, case .success(var rendered) = result else { return result }
            try sink.place(OutputFile(path: page.outputPath, contents: rendered.html))
            rendered.html = .data(Data())
            return .success(rendered)
        }
        var results = try await pages.filter { !last.contains($0.path) }.concurrentMap { try renderPage($0, renderer) }
        if !last.isEmpty {
            // The dependent pages' own transcripts count too: they are expanded first, alone.
            var entries: [String: [FidelityEntry]] = [:]
            for page in pages where last.contains(page.path) {
                entries[page.path] = (try? renderer.render(page))?.fidelity
            }
            var position = 0
            let standing = pages.map { page -> (language: String, title: String, url: String, entries: [FidelityEntry]) in
                let url = renderer.links.url(for: page.path)
                if last.contains(page.path) { return (page.language, page.title, url, entries[page.path] ?? []) }
                defer { position += 1 }
                guard case .success(let rendered) = results[position] else { return (page.language, page.title, url, []) }
                return (page.language, page.title, url, rendered.output?.fidelity ?? [])
            }
            var whole = renderer
            whole.fidelity = SiteFidelity(standing)
            let dependent = try pages.filter { last.contains($0.path) }.map { try renderPage($0, whole) }
            // Back into the plan's order.
            var others = results.makeIterator(), lastOnes = dependent.makeIterator()
            results = pages.map { last.contains($0.path) ? lastOnes.next()! : others.next()! }
        }
        var rendered: [RenderedPage] = []
        rendered.reserveCapacity(pages.count)
        var positions: [String: Int] = [:]
        var problems: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let renderedPage):
                positions[renderedPage.page.path] = rendered.count
                rendered.append(renderedPage)
                problems += renderedPage.output?.problems ?? []
            case .failure(let diagnostic):
                problems.append(diagnostic)
            }
        }
        problems += Self.brokenAnchors(count: rendered.count, positions: positions) { rendered[$0].output }
        if !problems.isEmpty { throw BuildFailure(problems) }
        return rendered
    }
}

extension SiteGenerator {
    /// Links to `#anchor`s that no heading on the target page has.
    ///
    /// - Parameter output: The rendered Markdown of the page at each position.
    static func brokenAnchors(count: Int, positions: [String: Int],
                              output: (Int) -> ArticleRenderer.Output?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var headingIDs: [String: Set<String>] = [:]
        for index in 0..<count {
            guard let checks = output(index)?.anchorChecks, !checks.isEmpty else { continue }
            for check in checks {
                if headingIDs[check.path] == nil {
                    headingIDs[check.path] = Set(positions[check.path].flatMap { output($0)?.headings.map(\.id) } ?? [])
                }
                if let ids = headingIDs[check.path], !ids.contains(check.anchor) {
                    problems.append(check.diagnostic(headingIDs: ids))
                }
            }
        }
        return problems
    }

    /// Renders and composes one page.
    ///
    /// - Parameter showsSite: Whether the page shows the whole site's fidelity
    ///   (``BlockRegistry/showsSite(_:)``), which its cached rendering then depends on.
    static func render(_ page: Page, renderer: ArticleRenderer, composer: PageComposer,
                       cache: BuildCache?, showsSite: Bool = false, keepingFrame: Bool = false) -> Result<RenderedPage, Diagnostic> {
        do throws(Diagnostic) {
            var output: ArticleRenderer.Output?
            if let source = page.source {
                if let cache {
                    let fidelity = showsSite ? renderer.fidelity.key : nil
                    output = try cache.render(page.path, key: Self.renderKey(source, page: page, fidelity: fidelity)) { () throws(Diagnostic) in
                        try renderer.render(page)
                    }
                } else {
                    output = try renderer.render(page)
                }
            }
            let (html, frame) = composer.compose(page, rendered: output, cache: cache, keepingFrame: keepingFrame) {
                try? renderer.render(page)
            }
            cache?.dropRenderedHTML(page.path)
            output?.html = ""
            let document = SiteIndexes.isSearchable(page)
                ? SearchDocument(page: page, output: output, plan: composer.plan) : nil
            output?.text = ""
            return .success(RenderedPage(page: page, html: html, output: output, searchDocument: document,
                                         searchTerms: document.map(SearchTerms.init), frame: frame))
        } catch {
            return .failure(error)
        }
    }

    /// Everything an article's rendering depends on besides the site structure: for a page
    /// that shows the site's fidelity, that too.
    static func renderKey(_ source: Page.Source, page: Page, fidelity: ContentDigest? = nil) -> ContentDigest {
        var digest = DigestBuilder()
        digest.add(source.body)
        digest.add(page.path)
        digest.add(page.language)
        digest.add(Int(source.bodyLineOffset))
        if let fidelity { digest.add(fidelity.hex) }
        return digest.finish()
    }
}
