import RotorDiagnostics
import RotorHTML

extension ArticleRenderer {
    /// A root-relative link (`/search?q=1`, `/en/sliders/`, `/a//b`), from the content folder's
    /// root: checked against the site like a relative link, then written as the author wrote
    /// it below the site's base path, query, fragment, trailing slash and repeated slashes kept.
    ///
    /// - `/en/sliders/custom-slider.md` must be an article and becomes its page's URL;
    /// - a path whose last part has an extension (`/slider.svg`, `/x.html`) must be a file of
    ///   the content folder or a page the site generates (`/feed.xml`);
    /// - any other path (`/en/sliders/`, `/search`) must be an article, a section's index or a
    ///   generated page.
    ///
    /// - Parameters:
    ///   - target: The link without its fragment, starting with one `/`.
    ///   - fragment: The decoded fragment, checked as an anchor of the page it leads to.
    func resolveRootRelative(_ target: String, fragment: String?, written url: String, from page: Page, line: Int,
                             checks: inout [AnchorCheck]) throws(Diagnostic) -> String {
        guard let source = page.source else { return url }
        let query = target.firstIndex(of: "?")
        let pathPart = String(target[..<(query ?? target.endIndex)])
        let rest = String(target[(query ?? target.endIndex)...]) + (url.firstIndex(of: "#").map { String(url[$0...]) } ?? "")
        let decoded = Self.percentDecoded(pathPart)
        guard let path = Self.resolve(decoded, relativeTo: "") else {
            throw Diagnostic(path: source.displayPath, line: line, message: "broken link '\(url)': it leads outside the site")
        }
        if decoded.hasSuffix(".md") {
            guard let pagePath = links.page(forSource: path) else {
                throw Diagnostic(path: source.displayPath, line: line, message: "broken link '\(url)': no article at \(path)")
            }
            if let fragment { checks.append(AnchorCheck(path: pagePath, anchor: fragment, source: source.displayPath, line: line, link: url)) }
            return links.url(for: pagePath) + rest
        }
        let last = decoded.hasSuffix("/") ? "" : String(path.split(separator: "/").last ?? "")
        var pagePath: String?
        if last.contains(".") {
            guard links.isAsset(path) || links.hasPage(path) else {
                throw Diagnostic(path: source.displayPath, line: line, message: "broken link '\(url)': no file at \(path) in the content folder, and no page at /\(path)")
            }
        } else {
            let folder = path.isEmpty ? "" : path + "/"
            for candidate in path.isEmpty ? ["index.md"] : [path + ".md", folder + "index.md"] where pagePath == nil {
                pagePath = links.page(forSource: candidate)
            }
            for candidate in [folder, path] where pagePath == nil && links.hasPage(candidate) {
                pagePath = candidate
            }
            guard let found = pagePath else {
                throw Diagnostic(path: source.displayPath, line: line,
                                 message: "broken link '\(url)': no article at \(folder)index.md or \(path.isEmpty ? "index" : path).md, and no page at /\(folder)")
            }
            if let fragment { checks.append(AnchorCheck(path: found, anchor: fragment, source: source.displayPath, line: line, link: url)) }
        }
        return links.url(for: "") + pathPart.dropFirst() + rest
    }
}
