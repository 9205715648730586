import RotorHTML

extension SiteGenerator {
    /// A finished HTML page.
    struct RenderedPage: Sendable {
        var page: Page
        var html: String
        /// The rendered Markdown, for pages that have a source; feeds and search read it.
        var output: ArticleRenderer.Output?
    }

    /// Renders every page in parallel, then checks anchors across pages.
    func render(_ plan: SitePlan, theme: Theme) async throws -> [RenderedPage] {
        let renderer = ArticleRenderer(plan: plan, strings: theme.strings)
        let composer = PageComposer(plan: plan, templates: theme.templates, strings: theme.strings,
                                    assets: theme.assets.map(\.outputPath))
        let pages = plan.orderedPaths.compactMap { plan[$0] }
        let results = try await pages.concurrentMap { page -> Result<RenderedPage, Diagnostic> in
            do throws(Diagnostic) {
                let output = page.source == nil ? nil : try renderer.render(page)
                let html = composer.compose(page, rendered: output)
                return .success(RenderedPage(page: page, html: html, output: output))
            } catch {
                return .failure(error)
            }
        }
        var rendered: [RenderedPage] = []
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
