import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Follows every link a published site makes to itself, the way a browser and a feed
/// reader would, and lists the ones that do not answer 200.
struct LinkCrawler {
    /// `http://127.0.0.1:PORT`: links to anywhere else are not followed.
    let origin: String

    struct Report {
        /// Paths fetched with status 200, such as `/sub/path/en/`.
        var visited: Set<String> = []
        /// `URL ← page that links to it: status`, sorted.
        var broken: [String] = []
    }

    /// Crawls from `starts`. Each start is fetched, and its links resolved against `base`,
    /// so `404.html` can be read as if served for a missing page deep in the site.
    func crawl(_ starts: [(url: URL, base: URL)]) async throws -> Report {
        let session = URLSession(configuration: .ephemeral)
        var report = Report()
        var queue = starts.map { (url: $0.url, base: $0.base, referrer: "start") }
        var seen = Set(starts.map(\.url.absoluteString))
        while !queue.isEmpty {
            let (url, base, referrer) = queue.removeFirst()
            let (data, response) = try await session.data(from: url)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard status == 200 else {
                report.broken.append("\(url.absoluteString) ← \(referrer): \(status)")
                continue
            }
            // `URL.path` drops a trailing slash; the components keep `/sub/path/en/` as it is.
            let path = URLComponents(url: response.url ?? url, resolvingAgainstBaseURL: true)?.path ?? url.path
            report.visited.insert(path)
            for link in Self.links(in: String(decoding: data, as: UTF8.self), path: path) {
                guard let target = resolve(link, against: base), seen.insert(target.absoluteString).inserted else { continue }
                queue.append((target, target, path))
            }
        }
        report.broken.sort()
        return report
    }

    /// The absolute URL of `link` without its fragment, or `nil` when it leads off the site
    /// or only to a place on the same page.
    func resolve(_ link: String, against base: URL) -> URL? {
        guard !link.hasPrefix("#") else { return nil }
        let decoded = link.replacingOccurrences(of: "&amp;", with: "&")
        guard let url = URL(string: decoded, relativeTo: base)?.absoluteURL,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              url.absoluteString.hasPrefix(origin + "/") else { return nil }
        components.fragment = nil
        return components.url
    }

    /// Link targets by kind of file: attributes in HTML and feeds, `<loc>` in the sitemap,
    /// `url(…)` in CSS, `"url"` fields in the search index and robots.txt's `Sitemap:`.
    static func links(in text: String, path: String) -> [String] {
        switch (path as NSString).pathExtension {
        case "css":
            return text.matches(of: #/url\(\s*['"]?([^'")]+)['"]?\s*\)/#).map { String($0.1) }
        case "json" where path.hasSuffix("/search-index/manifest.json"):
            return searchFiles(manifest: text)
        case "json" where path.contains("/search-index/d/"):
            // Entry chunks: [[title, url, excerpt], …].
            let entries = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String]] ?? []
            return entries.map { $0[1] }
        case "json":
            return text.matches(of: #/"url"\s*:\s*"([^"]*)"/#).map { String($0.1) }
        case "xml":
            return text.matches(of: #/<loc>([^<]*)</loc>|href="([^"]*)"/#).compactMap { ($0.1 ?? $0.2).map(String.init) }
        case "txt" where path.hasSuffix("/robots.txt"):
            return text.matches(of: #/Sitemap:\s*(\S+)/#).map { String($0.1) }
        case "", "html":
            return text.matches(of: #/\s(?:href|src|data-search-index)="([^"]*)"/#).map { String($0.1) }
        default:
            return []
        }
    }

    /// What search.js fetches once it has read the manifest: every term and pair fragment,
    /// every entry chunk, relative to the manifest, and the sections the filter names.
    static func searchFiles(manifest text: String) -> [String] {
        guard let manifest = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
              let terms = manifest["terms"] as? [String], let pairs = manifest["pairs"] as? [String],
              let documents = manifest["documents"] as? Int, let chunk = manifest["chunk"] as? Int,
              let sections = manifest["sections"] as? [[Any]] else { return ["manifest-is-not-readable"] }
        return terms.indices.map { "t/\($0).json" } + pairs.indices.map { "p/\($0).json" }
            + stride(from: 0, to: documents, by: chunk).map { "d/\($0 / chunk).json" }
            + sections.compactMap { $0.first as? String }
    }
}
