import RotorHTML

/// ```` ```gestures ````: the glossary of every gesture a spec can write, with the readers
/// that know it (``GestureGlossaryHTML``). Transcripts link their gestures to the page
/// that has it at ``GesturesBlock/page(language:)``.
struct GesturesBlock: ArticleBlock {
    let language = "gestures"

    func render(_ fence: BlockFence, in context: inout BlockContext) -> String {
        GestureGlossaryHTML.render(language: context.page.language) ?? ""
    }

    /// The source of the glossary page in `language`, which transcripts link to when the
    /// site has it.
    static func page(language: String) -> String {
        "\(language)/reference/gestures.md"
    }
}
