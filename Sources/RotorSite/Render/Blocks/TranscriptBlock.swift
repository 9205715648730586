import RotorDiagnostics
import RotorHTML
import RotorTranscripts

/// ```` ```transcript ````: a spec expanded into one figure per reader
/// (``TranscriptExpander``, ``TranscriptHTML``), each reader's standing kept for the
/// fidelity page and the phrase tables. The page's `N`th transcript is `transcript-N`.
struct TranscriptBlock: ArticleBlock {
    let language = "transcript"

    func render(_ fence: BlockFence, in context: inout BlockContext) -> String {
        do throws(BuildFailure) {
            let expanded = try expand(fence, context: context)
            context.fidelity += expanded.entries
            return expanded.html
        } catch {
            context.problems += error.diagnostics
            return ""
        }
    }

    /// A transcript block's figures, and each reader's standing.
    struct Expanded: Sendable {
        var html: String
        var entries: [FidelityEntry]
    }

    /// - Throws: Every problem of the spec, such as each step that differs from `expect:`.
    private func expand(_ fence: BlockFence, context: BlockContext) throws(BuildFailure) -> Expanded {
        let (yaml, page, links) = (fence.text, context.page, context.renderer.links)
        // Named Swift blocks are read only for a spec that may compute from them.
        let code = yaml.contains("code:") ? context.code : .none
        do throws(Diagnostic) {
            let evidence = Self.evidenceURLs(for: page.language, links: links)
            let glossary = links.page(forSource: GesturesBlock.page(language: page.language)).map(links.url(for:))
            let evidenceKey = evidence.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            // A spec that computes from code depends on the article's named blocks too.
            let codeKey = yaml.contains("code:") ? code.key : ""
            return try context.renderer.memo.value(
                for: "transcript\u{0}\(page.language)\u{0}\(fence.number)\u{0}\(evidenceKey)\u{0}\(glossary ?? "")\u{0}\(codeKey)\u{0}" + yaml
            ) { () throws(Diagnostic) -> Expanded in
                let transcripts = try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: page.language, code: code)
                let id = "transcript-\(fence.number)"
                return Expanded(
                    html: TranscriptHTML.renderReaders(transcripts, id: id, evidenceURLs: evidence, glossaryURL: glossary),
                    entries: transcripts.map { FidelityEntry($0, figure: id) })
            }
        } catch {
            throw BuildFailure(error.offset(byLines: fence.line).located(in: context.displayPath).all)
        }
    }

    /// By reader, where the phrases it speaks in `language` are listed with their evidence,
    /// when the site has that page (``PhrasesBlock/page(reader:language:)``).
    private static func evidenceURLs(for language: String, links: SiteLinks) -> [String: String] {
        var urls: [String: String] = [:]
        for reader in ReaderRegistry.names {
            if let path = links.page(forSource: PhrasesBlock.page(reader: reader, language: language)) { urls[reader] = links.url(for: path) }
        }
        return urls
    }
}
