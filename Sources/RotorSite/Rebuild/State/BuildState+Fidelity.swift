import RotorDiagnostics
import RotorHTML
import RotorTranscripts

/// What `rotor build` keeps of the whole site's fidelity (``SiteFidelity``), so that an edit
/// that changes one article's transcripts redoes the pages that show them all, without
/// reading the other articles.
struct FidelityTable: Equatable, Sendable {
    /// A page with transcripts, in the plan's order.
    struct Page: Equatable, Sendable {
        /// The page's record number.
        var record: Int
        var language: String
        var title: String
        var url: String
        var entries: [FidelityEntry]
    }

    var pages: [Page] = []
    /// The sources of the pages with a ```` ```fidelity ```` or ```` ```phrases ```` block,
    /// by relative path.
    var dependents: [String] = []

    var siteFidelity: SiteFidelity {
        SiteFidelity(pages.map { ($0.language, $0.title, $0.url, $0.entries) })
    }
}

extension StateWriter {
    mutating func fidelityTable(_ table: FidelityTable) {
        uint(UInt64(table.pages.count))
        for page in table.pages {
            uint(UInt64(page.record))
            string(page.language)
            string(page.title)
            string(page.url)
            fidelityEntries(page.entries)
        }
        strings(table.dependents)
    }

    mutating func fidelityEntries(_ entries: [FidelityEntry]) {
        uint(UInt64(entries.count))
        for entry in entries {
            string(entry.figure)
            string(entry.caption)
            string(entry.reader)
            string(entry.language)
            string(entry.fidelity.rawValue)
            strings(entry.confirmed)
        }
    }
}

extension StateReader {
    mutating func fidelityTable() throws(Diagnostic) -> FidelityTable {
        var table = FidelityTable()
        for _ in 0..<(try count()) {
            let record = Int(try uint()), language = try string(), title = try string(), url = try string()
            table.pages.append(FidelityTable.Page(record: record, language: language, title: title, url: url, entries: try fidelityEntries()))
        }
        table.dependents = try strings()
        return table
    }

    mutating func fidelityEntries() throws(Diagnostic) -> [FidelityEntry] {
        var entries: [FidelityEntry] = []
        for _ in 0..<(try count()) {
            let figure = try string(), caption = try string(), reader = try string(), language = try string()
            let name = try string()
            guard let standing = TranscriptFidelity(rawValue: name) else {
                throw damage("a transcript's standing '\(name)' is none Rotor has")
            }
            entries.append(FidelityEntry(figure: figure, caption: caption, reader: reader, language: language, fidelity: standing, confirmed: try strings()))
        }
        return entries
    }
}
