import RotorModel
import RotorTranscripts

/// Renders a reader's phrase file as a table: each phrase, how it is known, and where from.
///
/// Articles place it with a ```` ```phrases ```` block, so the page that transcripts link to
/// for evidence is built from the same data the reader speaks from, and cannot drift.
public enum PhraseTableHTML {
    /// - Parameters:
    ///   - reader: The reader's name in specs, such as `voiceover`.
    ///   - language: The page's language.
    ///   - confirmations: By phrase key, how many recordings on the site heard it.
    /// - Returns: The table, or `nil` when there is no such reader or language.
    public static func render(reader: String, language: String, confirmations: [String: Int] = [:]) -> String? {
        guard let type = ReaderRegistry.reader(named: reader),
              let phrases = PhraseLibrary.shared.phrasebook(for: language, reader: type.name) else { return nil }
        // What the reader speaks, then, in a table of their own, the modelled rules it follows
        // (`behavior.*`). A rule with no text is another reader's and is left out.
        let spoken = table(phrases.text(.uiPhraseTable, ["reader": type.displayName]), column: .uiPhrase,
                           keys: type.phraseKeys, phrases: phrases, confirmations: confirmations)
        let rules = table(phrases.text(.uiBehaviorTable, ["reader": type.displayName]), column: .uiBehavior,
                          keys: PhraseKey.behaviorKeys, phrases: phrases, confirmations: confirmations)
        return spoken + "\n" + rules
    }

    private static func table(_ caption: String, column: PhraseKey, keys: [PhraseKey], phrases: Phrasebook,
                              confirmations: [String: Int]) -> String {
        var html = """
        <div class="table-scroll phrase-table" tabindex="0" role="group" aria-label="\(HTMLEscaping.attribute(caption))">
        <table>
        <caption>\(HTMLEscaping.text(caption))</caption>
        <thead><tr><th scope="col">\(t(phrases, column))</th><th scope="col">\(t(phrases, .uiEvidence))</th>\
        <th scope="col">\(t(phrases, .uiSource))</th><th scope="col">\(t(phrases, .fidelityUI("confirmedBy")))</th></tr></thead>
        <tbody>

        """
        for key in keys {
            guard let text = phrases.entries[key], !text.isEmpty, let evidence = phrases.evidence[key] else { continue }
            let level = phrases.text(PhraseKey(rawValue: "evidence.\(evidence.level.rawValue)"))
            // A phrase that is only the element's label says so, in the legend's word for it.
            let shown = text == "{label}" ? "(\(phrases.text(PhraseKey(rawValue: "ui.legend.label"))))" : text
            html += "<tr><th scope=\"row\" lang=\"\(HTMLEscaping.attribute(phrases.language))\">\(HTMLEscaping.text(shown))</th>" +
                "<td class=\"evidence-\(evidence.level.rawValue)\">\(HTMLEscaping.text(level))</td>" +
                "<td>\(HTMLEscaping.text(evidence.source))</td><td>\(confirmations[key.rawValue] ?? 0)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>"
    }

    private static func t(_ phrases: Phrasebook, _ key: PhraseKey) -> String {
        HTMLEscaping.text(phrases.text(key))
    }
}
