import RotorDiagnostics
import RotorTranscripts

/// A fenced block that Rotor renders itself instead of showing its text as code: a
/// ```` ```transcript ````, or one of the tables Rotor generates from its own data.
///
/// Each block is one type in `Render/Blocks/`, listed once in ``BlockRegistry/standard``.
/// The renderer, the check for a misspelt fence language and the builds' question of which
/// pages show the whole site all read the registry, so a new block is that file and that line.
protocol ArticleBlock: Sendable {
    /// The fence's language: the first word of its info string, written exactly so.
    var language: String { get }
    /// Whether the block shows what every article's transcripts give (``SiteFidelity``, in
    /// `context.renderer.fidelity`). A page with such a block is rendered after all the
    /// others, and again when an edit changes any article's transcripts.
    var showsSite: Bool { get }
    /// The block's HTML. A problem goes into `context.problems`; the block then renders as
    /// nothing, so the build reports it and never shows the block's text as code.
    func render(_ fence: BlockFence, in context: inout BlockContext) -> String
}

extension ArticleBlock {
    var showsSite: Bool { false }
}

/// One fenced block, as the renderer meets it.
struct BlockFence {
    /// The whole info string, such as `transcript` or `swift file=Level.swift`.
    var info: String
    /// The block's text, without the fences.
    var text: String
    /// The line of the opening fence in the file (front matter counted).
    var line: Int
    /// How many blocks of this language the page has had so far, this one included.
    var number: Int
}

/// What a block renders with: the page, the renderer (the site's links, UI strings, memo and
/// fidelity), and what the page's blocks and links have given so far.
struct BlockContext {
    let page: Page
    let renderer: ArticleRenderer
    /// The page's problems so far, in the order of the article.
    var problems: [Diagnostic] = []
    /// The standing of each transcript the page has shown so far.
    var fidelity: [FidelityEntry] = []
    private let readCode: () -> ArticleCode

    init(page: Page, renderer: ArticleRenderer, code: @escaping () -> ArticleCode) {
        self.page = page
        self.renderer = renderer
        self.readCode = code
    }

    /// The article's named code blocks, read on first use.
    var code: ArticleCode { readCode() }

    /// The article as messages name it.
    var displayPath: String { page.source?.displayPath ?? page.path }
}
