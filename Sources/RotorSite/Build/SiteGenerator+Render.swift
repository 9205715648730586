import Foundation
import RotorHTML

extension SiteGenerator {
    /// A finished HTML page.
    struct RenderedPage: Sendable {
        var page: Page
        /// The finished document as UTF-8, ready to write or serve.
        var html: Data
        /// What feeds, search and anchor checks need of the rendered Markdown. The article's
        /// HTML is dropped once composed, so a large site is held in memory only once.
        var output: ArticleRenderer.Output?
    }

    /// Renders every page in parallel, then checks anchors across pages.
    func render(_ plan: SitePlan, theme: Theme, cache: BuildCache?) async throws -> [RenderedPage] {
        let renderer = ArticleRenderer(plan: plan, strings: theme.strings, memo: cache?.memo ?? RenderMemo())
        let composer = PageComposer(plan: plan, templates: theme.templates, strings: theme.strings,
                                    assets: theme.assets.map(\.outputPath))
        let pages = plan.orderedPaths.compactMap { plan[$0] }
        let results = try await pages.concurrentMap { page -> Result<RenderedPage, Diagnostic> in
            do throws(Diagnostic) {
                var output: ArticleRenderer.Output?
                if let source = page.source {
                    if let cache {
                        output = try cache.render(page.path, key: Self.renderKey(source, page: page)) { () throws(Diagnostic) in
                            try renderer.render(page)
                        }
                    } else {
                        output = try renderer.render(page)
                    }
                }
                let html = composer.compose(page, rendered: output, cache: cache)
                output?.html = ""
                return .success(RenderedPage(page: page, html: html, output: output))
            } catch {
                return .failure(error)
            }
        }
        var rendered: [RenderedPage] = []
        rendered.reserveCapacity(pages.count)
        var headingIDs: [String: Set<String>] = [:]
        var checks: [ArticleRenderer.AnchorCheck] = []
        var problems: [Diagnostic] = []
        for (page, result) in zip(pages, results) {
            switch result {
            case .success(let renderedPage):
                let output = renderedPage.output
                rendered.append(renderedPage)
                headingIDs[page.path] = Set(output?.headings.map { $0.id } ?? [])
                checks += output?.anchorChecks ?? []
                problems += output?.problems ?? []
            case .failure(let diagnostic):
                problems.append(diagnostic)
            }
        }
        for check in checks where headingIDs[check.path]?.contains(check.anchor) != true {
            problems.append(check.diagnostic)
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        return rendered
    }
}

extension SiteGenerator {
    /// Everything an article's rendering depends on besides the site structure.
    static func renderKey(_ source: Page.Source, page: Page) -> UInt64 {
        var key = ContentHash.value(source.body.utf8)
        key = ContentHash.value(page.path.utf8, seed: key)
        key = ContentHash.value(page.language.utf8, seed: key)
        return ContentHash.value(String(source.bodyLineOffset).utf8, seed: key)
    }
}
