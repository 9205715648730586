import RotorHTML

/// ```` ```fidelity ````: every transcript of the site in the page's language, with its
/// standing and the totals by reader (``FidelityTableHTML``).
struct FidelityBlock: ArticleBlock {
    let language = "fidelity"
    let showsSite = true

    func render(_ fence: BlockFence, in context: inout BlockContext) -> String {
        FidelityTableHTML.render(context.renderer.fidelity.rows[context.page.language] ?? [], language: context.page.language)
    }
}
