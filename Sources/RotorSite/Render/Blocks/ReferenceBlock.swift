import RotorHTML

/// ```` ```reference ````: the tables of every spec key, kind and reader setting, in the
/// page's language (``SpecReferenceHTML``).
struct ReferenceBlock: ArticleBlock {
    let language = "reference"

    func render(_ fence: BlockFence, in context: inout BlockContext) -> String {
        SpecReferenceHTML.render(language: context.page.language) ?? ""
    }
}
