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

    /// Whether an article's text has a block that shows the whole site's fidelity: a fence
    /// line whose language is `fidelity` or `phrases`. One pass over the bytes, since every
    /// article of the site is asked.
    static func dependsOnSite(_ body: Substring) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            var line = 0
            while line < bytes.count {
                var index = line
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") {
                    let fence = bytes[index]
                    var count = 0
                    while index < bytes.count, bytes[index] == fence { count += 1; index += 1 }
                    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                    if count >= 3, dependentLanguages.contains(where: { Self.word($0, at: index, in: bytes) }) { return true }
                }
                guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                line = newline + 1
            }
            return false
        }
    }

    private static let dependentLanguages = ["fidelity", "phrases"].map { Array($0.utf8) }

    /// Whether `word` is at `index`, followed by the end of the line or a space.
    private static func word(_ word: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index + word.count <= bytes.count, bytes[index..<index + word.count].elementsEqual(word) else { return false }
        let end = index + word.count
        return end == bytes.count || [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[end])
    }
}
