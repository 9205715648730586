import RotorHTML
import RotorOutput
import RotorTranscripts

/// What the fidelity page and the phrase tables show of the whole site: every transcript
/// with its standing, and how many recordings heard each phrase.
///
/// A page with a ```` ```fidelity ```` or ```` ```phrases ```` block depends on every
/// article, so a build renders those pages last, once the others have given their
/// ``FidelityEntry``s.
struct SiteFidelity: Sendable, Equatable {
    /// By page language, the transcripts in page order.
    private(set) var rows: [String: [FidelityTableHTML.Row]] = [:]
    /// By transcript language, then reader, how many recordings confirm each phrase key.
    private(set) var confirmations: [String: [String: [String: Int]]] = [:]

    init() {}

    /// - Parameter pages: In the plan's order, each page with its address and its entries.
    init(_ pages: [(page: Page, url: String, entries: [FidelityEntry])]) {
        for (page, url, entries) in pages {
            for entry in entries {
                rows[page.language, default: []].append(FidelityTableHTML.Row(title: page.title, url: url, entry: entry))
                for key in entry.confirmed { confirmations[entry.language, default: [:]][entry.reader, default: [:]][key, default: 0] += 1 }
            }
        }
    }

    /// Everything the dependent pages show, for render caches.
    var key: ContentDigest {
        var digest = DigestBuilder()
        for (language, list) in rows.sorted(by: { $0.key < $1.key }) {
            digest.add(language)
            for row in list {
                digest.add(row.title); digest.add(row.url); digest.add(row.entry.figure); digest.add(row.entry.reader)
                digest.add(row.entry.language); digest.add(row.entry.fidelity.rawValue); digest.add(row.entry.confirmed.joined(separator: "\u{0}"))
                digest.add(row.entry.confirmed.count)
            }
        }
        return digest.finish()
    }

    /// Whether an article's text has a block that shows the whole site's fidelity.
    static func dependsOnSite(_ body: Substring) -> Bool {
        guard body.contains("fidelity") || body.contains("phrases") else { return false }
        return body.split(separator: "\n", omittingEmptySubsequences: true).contains { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") else { return false }
            let info = trimmed.drop { $0 == "`" || $0 == "~" }.drop { $0 == " " }
            let language = info.prefix { !$0.isWhitespace }
            return language == "fidelity" || language == "phrases"
        }
    }
}
