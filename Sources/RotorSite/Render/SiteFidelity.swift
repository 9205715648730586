import RotorHTML
import RotorOutput
import RotorTranscripts

/// What the fidelity page and the phrase tables show of the whole site: every transcript
/// with its standing, and how many recordings heard each phrase.
///
/// A page with a block that shows it (``ArticleBlock/showsSite``: ```` ```fidelity ````,
/// ```` ```phrases ````) depends on every article, so a build renders those pages last, once
/// the others have given their ``FidelityEntry``s; ``BlockRegistry/showsSite(_:)`` finds them.
struct SiteFidelity: Sendable, Equatable {
    /// By page language, the transcripts in page order.
    private(set) var rows: [String: [FidelityTableHTML.Row]] = [:]
    /// By transcript language, then reader, how many recordings confirm each phrase key.
    private(set) var confirmations: [String: [String: [String: Int]]] = [:]

    init() {}

    /// - Parameter pages: In the plan's order, each page's language, title, address and entries.
    init(_ pages: [(language: String, title: String, url: String, entries: [FidelityEntry])]) {
        for (language, title, url, entries) in pages {
            for entry in entries {
                rows[language, default: []].append(FidelityTableHTML.Row(title: title, url: url, entry: entry))
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
                digest.add(row.title); digest.add(row.url); digest.add(row.entry.figure); digest.add(row.entry.caption); digest.add(row.entry.reader)
                digest.add(row.entry.language); digest.add(row.entry.fidelity.rawValue); digest.add(row.entry.confirmed.joined(separator: "\u{0}"))
                digest.add(row.entry.confirmed.count)
            }
        }
        return digest.finish()
    }
}
