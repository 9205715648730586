import RotorSearch

extension SearchDocument {
    /// A page as the index sees it: its title, address and section, its headings and tags as
    /// readers of its language see them, its description and prose.
    init(page: Page, output: ArticleRenderer.Output?, plan: SitePlan) {
        var top = page
        while let parent = top.parent.flatMap({ plan[$0] }), parent.kind != .home, parent.kind != .root {
            top = parent
        }
        self.init(title: page.title, url: plan.url(for: page.path), section: plan.url(for: top.path),
                  headings: (output?.headings ?? []).map(\.text),
                  tags: (page.frontMatter?.tags ?? []).map { plan.config.tagName($0, in: page.language) },
                  description: page.frontMatter?.description ?? "", text: output?.text ?? "")
    }
}
