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
    func render(_ plan: SitePlan, renderer: ArticleRenderer, composer: PageComposer, cache: BuildCache?) async throws -> [RenderedPage] {
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
    /// Everything an article's rendering depends on besides the site structure.
    static func renderKey(_ source: Page.Source, page: Page) -> UInt64 {
        var key = ContentHash.value(source.body.utf8)
        key = ContentHash.value(page.path.utf8, seed: key)
        key = ContentHash.value(page.language.utf8, seed: key)
        return ContentHash.value(String(source.bodyLineOffset).utf8, seed: key)
    }
}
