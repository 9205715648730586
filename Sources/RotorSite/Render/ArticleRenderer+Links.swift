import Foundation
import RotorDiagnostics
import RotorHTML

extension ArticleRenderer {
    /// Rewrites links between `.md` files to their pages' URLs and rejects broken ones.
    ///
    /// Links with a scheme and protocol-relative links pass through. Links to other files in
    /// the content folder are resolved from the article's folder, because clean URLs put the
    /// page one folder deeper than its source (see ``resolveFile(_:from:line:)``).
    func resolveLink(_ url: String, from page: Page, line: Int, checks: inout [AnchorCheck]) throws(Diagnostic) -> String {
        guard let source = page.source, URLSafety.scheme(of: url) == nil, !url.hasPrefix("//") else { return url }
        let (target, fragment) = Self.splitFragment(url)
        if target.isEmpty {
            if let fragment {
                checks.append(AnchorCheck(path: page.path, anchor: fragment, source: source.displayPath, line: line))
            }
            return url
        }
        if target.hasPrefix("/") {
            return try resolveRootRelative(target, fragment: fragment, written: url, from: page, line: line, checks: &checks)
        }
        let decoded = Self.percentDecoded(target)
        let pageLike = Self.pageLikeLink(decoded)
        guard decoded.hasSuffix(".md") || pageLike != nil else {
            return try resolveFile(target, from: page, line: line) + (fragment.map { "#\($0)" } ?? "")
        }
        // A link without `.md` (`custom-slider`, `../sliders/`) is checked like one with it:
        // it must name an article, a section's index, or a page the site generates.
        var resolvedPage: String?
        if let pageLike, let base = Self.resolve(pageLike, relativeTo: source.relativePath) {
            let folder: String = base.isEmpty ? "" : base + "/"
            let sources: [String] = [base + ".md", folder + "index.md"]
            for candidate in sources where resolvedPage == nil {
                resolvedPage = links.page(forSource: candidate)
            }
            for candidate in [folder, base] where resolvedPage == nil && links.hasPage(candidate) {
                resolvedPage = candidate
            }
            guard resolvedPage != nil else {
                throw Diagnostic(path: source.displayPath, line: line,
                                 message: "broken link '\(url)': no article at \(base.isEmpty ? "" : base + "/")index.md or \(base).md, and no page at /\(base)/"
                                    + nearestArticle(to: decoded, written: url, from: source))
            }
        }
        guard let pagePath = resolvedPage ?? Self.resolve(decoded, relativeTo: source.relativePath).flatMap({ links.page(forSource: $0) }) else {
            throw Diagnostic(path: source.displayPath, line: line,
                             message: "broken link '\(url)': no article at that path (drafts only exist with --drafts)" + nearestArticle(to: decoded, written: url, from: source))
        }
        if let fragment {
            checks.append(AnchorCheck(path: pagePath, anchor: fragment, source: source.displayPath, line: line, link: url))
        }
        return links.url(for: pagePath) + (fragment.map { "#\($0)" } ?? "")
    }

    /// " Did you mean 'x.md'?" when an article in the folder the link leads to has a name
    /// close to the one written; the link as it would be written, keeping its folders.
    private func nearestArticle(to decoded: String, written: String, from source: Page.Source) -> String {
        guard let resolved = Self.resolve(decoded, relativeTo: source.relativePath) else { return "" }
        let cut = resolved.lastIndex(of: "/")
        let folder = cut.map { String(resolved[...$0]) } ?? ""
        let name = cut.map { String(resolved[resolved.index(after: $0)...]) } ?? resolved
        // A link written without `.md` is compared with names without it.
        let bare = !name.hasSuffix(".md")
        let names = links.sources.compactMap { path -> String? in
            guard path.hasPrefix(folder) else { return nil }
            let rest = path.dropFirst(folder.count)
            guard !rest.contains("/"), rest != "index.md" else { return nil }
            return bare ? String(rest.dropLast(3)) : String(rest)
        }
        guard let closest = Suggestion.closest(to: name, in: names.sorted()) else { return "" }
        let writtenPath = written.split(separator: "#", maxSplits: 1)[0]
        let prefix = writtenPath.lastIndex(of: "/").map { String(writtenPath[...$0]) } ?? ""
        return ". Did you mean '\(prefix)\(closest)'?"
    }

    /// The URL of a file beside an article, such as an image: `slider.svg` written in
    /// `en/sliders/custom-slider.md` is `BASE/en/sliders/slider.svg`, whatever page links it;
    /// `/en/img/a.svg` is from the content folder's root. A path that names a file (it has an
    /// extension) must exist in the content folder. A query or fragment (`a.svg?v=2`, a cache
    /// buster) is not part of the file's name: it is kept as written after the file's URL.
    func resolveFile(_ written: String, from page: Page, line: Int) throws(Diagnostic) -> String {
        guard let source = page.source, URLSafety.scheme(of: written) == nil, !written.hasPrefix("//") else { return written }
        let cut = written.firstIndex { $0 == "?" || $0 == "#" } ?? written.endIndex
        let target = String(written[..<cut])
        let decoded = Self.percentDecoded(target)
        guard let path = Self.resolve(decoded, relativeTo: source.relativePath) else {
            throw Diagnostic(path: source.displayPath, line: line, message: "broken link '\(written)': it leads outside the content folder")
        }
        let name = path.split(separator: "/").last ?? ""
        if name.contains("."), !links.isAsset(path), !(target.hasPrefix("/") && links.hasPage(path)) {
            throw Diagnostic(path: source.displayPath, line: line, message: "broken link '\(written)': no file at \(path) in the content folder")
        }
        return links.url(for: path) + written[cut...]
    }

    /// The path of a relative link that names a page rather than a file: no extension in its
    /// last part, or a trailing slash. `nil` for `slider.svg`, `notes.md` and the like.
    /// Root-relative links (`/ok`) are ``resolveRootRelative(_:fragment:written:from:line:checks:)``'s.
    static func pageLikeLink(_ target: String) -> String? {
        guard !target.hasSuffix(".md"), !target.hasPrefix("/") else { return nil }
        var trimmed = Substring(target)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let last = trimmed.split(separator: "/").last ?? ""
        guard !last.contains(".") || last == ".." || last == "." else { return nil }
        return String(trimmed)
    }

    static func splitFragment(_ url: String) -> (String, String?) {
        let ascii = url.utf8.allSatisfy { $0 < 0x80 }
        guard let hash = ascii ? url.utf8.firstIndex(of: UInt8(ascii: "#")) : url.firstIndex(of: "#") else { return (url, nil) }
        let fragment = String(url[url.index(after: hash)...])
        return (String(url[..<hash]), percentDecoded(fragment))
    }

    /// `text` with `%XX` escapes decoded; most links have none, and skip Foundation.
    static func percentDecoded(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }

    /// Resolves `target` (relative, or absolute from the content root) against the folder of
    /// `base`. Returns `nil` when `..` climbs above the content folder.
    static func resolve(_ target: String, relativeTo base: String) -> String? {
        var components = target.hasPrefix("/") ? [] : parts(of: base).dropLast().map(String.init)
        for part in parts(of: target) {
            switch part {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(part))
            }
        }
        return components.joined(separator: "/")
    }

    /// The non-empty parts of `path` between slashes. ASCII, nearly every path, is cut at its
    /// bytes; other text by characters, where a mark after a slash joins it.
    private static func parts(of path: String) -> [Substring] {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/") }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}
