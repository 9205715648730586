import RotorModel
import RotorTranscripts

/// Renders the fidelity page's tables: how many transcripts each reader has that were
/// recorded, sourced or inferred, then every transcript of the site with its standing.
///
/// Articles place it with a ```` ```fidelity ```` block; the site build collects the rows
/// from every page of the language.
public enum FidelityTableHTML {
    /// One transcript: the article it is on and the figure.
    public struct Row: Sendable, Equatable {
        public var title: String
        /// The article's address, without the figure's anchor.
        public var url: String
        public var entry: FidelityEntry

        public init(title: String, url: String, entry: FidelityEntry) {
            self.title = title
            self.url = url
            self.entry = entry
        }
    }

    /// - Parameters:
    ///   - rows: The language's transcripts, in page order.
    ///   - language: The page's language; one without phrases gets English words, as its
    ///     transcripts do.
    /// - Returns: The totals table and the list, or a sentence when there are no rows.
    public static func render(_ rows: [Row], language: String) -> String {
        let library = PhraseLibrary.shared
        guard let phrases = library.phrasebook(for: language) ?? library.phrasebook(for: PhraseLibrary.languages[0]) else { return "" }
        let word = { (name: String) in HTMLEscaping.text(phrases.text(.fidelityUI(name))) }
        guard !rows.isEmpty else { return "<p class=\"fidelity-none\">\(word("none"))</p>" }
        let standings = TranscriptFidelity.allCases
        let standing = { (fidelity: TranscriptFidelity) in HTMLEscaping.text(phrases.text(.fidelity(fidelity))) }
        let readerName = { (reader: String) in ReaderRegistry.reader(named: reader)?.displayName ?? reader }

        let totalsCaption = phrases.text(.fidelityUI("totals"))
        var html = open(caption: totalsCaption, class: "fidelity-totals")
        html += "<thead><tr><th scope=\"col\">\(word("reader"))</th>"
        html += standings.map { "<th scope=\"col\">\(standing($0))</th>" }.joined()
        html += "<th scope=\"col\">\(word("total"))</th></tr></thead>\n<tbody>\n"
        var readers: [String] = []
        for row in rows where !readers.contains(row.entry.reader) { readers.append(row.entry.reader) }
        readers.sort { (ReaderRegistry.names.firstIndex(of: $0) ?? .max) < (ReaderRegistry.names.firstIndex(of: $1) ?? .max) }
        func countCells(_ selected: [Row]) -> String {
            standings.map { fidelity in "<td>\(selected.filter { $0.entry.fidelity == fidelity }.count)</td>" }.joined()
                + "<td>\(selected.count)</td>"
        }
        for reader in readers {
            html += "<tr><th scope=\"row\">\(HTMLEscaping.text(readerName(reader)))</th>\(countCells(rows.filter { $0.entry.reader == reader }))</tr>\n"
        }
        html += "</tbody>\n<tfoot><tr><th scope=\"row\">\(word("total"))</th>\(countCells(rows))</tr></tfoot>\n</table>\n</div>\n"

        html += open(caption: phrases.text(.fidelityUI("caption")), class: "fidelity-list")
        html += "<thead><tr><th scope=\"col\">\(word("article"))</th><th scope=\"col\">\(word("figure"))</th>" +
            "<th scope=\"col\">\(word("reader"))</th><th scope=\"col\">\(word("standing"))</th></tr></thead>\n<tbody>\n"
        for row in rows {
            let href = HTMLEscaping.attribute(row.url + "#" + row.entry.figure)
            html += "<tr><th scope=\"row\"><a href=\"\(href)\">\(HTMLEscaping.text(row.title))</a></th>" +
                "<td class=\"fidelity-figure\">\(HTMLEscaping.text(row.entry.caption.isEmpty ? row.entry.figure : row.entry.caption))</td>" +
                "<td>\(HTMLEscaping.text(readerName(row.entry.reader)))</td>" +
                "<td class=\"fidelity-\(row.entry.fidelity.rawValue)\">\(standing(row.entry.fidelity))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>"
    }

    private static func open(caption: String, class name: String) -> String {
        """
        <div class="table-scroll phrase-table \(name)" tabindex="0" role="group" aria-label="\(HTMLEscaping.attribute(caption))">
        <table>
        <caption>\(HTMLEscaping.text(caption))</caption>

        """
    }
}
