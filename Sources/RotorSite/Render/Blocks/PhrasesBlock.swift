import Foundation
import RotorDiagnostics
import RotorHTML
import RotorTranscripts

/// ```` ```phrases ````: `reader: NAME` (the default reader when left out), rendered as the
/// table of that reader's phrases in the page's language with their evidence and how many
/// of the site's recordings heard each (``PhraseTableHTML``). Transcripts link their
/// inferred phrases to the page that has it at ``PhrasesBlock/page(reader:language:)``.
struct PhrasesBlock: ArticleBlock {
    let language = "phrases"
    let showsSite = true

    func render(_ fence: BlockFence, in context: inout BlockContext) -> String {
        let page = context.page
        let written = fence.text.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count == 2 && parts[0] == "reader" ? parts[1] : nil
        }.first ?? ReaderRegistry.defaultReaderName
        let confirmations = context.renderer.fidelity.confirmations[page.language]?[written.lowercased()] ?? [:]
        guard let table = PhraseTableHTML.render(reader: written, language: page.language, confirmations: confirmations) else {
            let list = ReaderRegistry.names.map { "'\($0)'" }.joined(separator: ", ")
            context.problems.append(Diagnostic(
                path: context.displayPath, line: fence.line + 1, column: 1,
                message: Suggestion.adding(to: "unknown reader '\(written)' in a phrases block; expected one of \(list)", written, in: ReaderRegistry.names)))
            return ""
        }
        return table
    }

    /// The source of the page listing `reader`'s phrases in `language`, which transcripts
    /// link to when the site has it.
    static func page(reader: String, language: String) -> String {
        "\(language)/reference/\(reader)-phrases.md"
    }
}
