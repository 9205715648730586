import Foundation
import Hummingbird

/// Answers a request for a page or file of the site from memory.
///
/// Folders serve their `index.html`; a folder named without its trailing slash is redirected
/// to it, so that relative links resolve as they will when published. Anything else that is
/// not in the site gets the site's own `404.html` with status 404.
struct SiteResponder: Sendable {
    let state: PreviewState

    func respond(path rawPath: String, query: String?) -> Response {
        let site = state.site
        guard let path = RequestPath(rawPath) else { return notFound(site) }
        if let data = site.data(at: path.filePath) {
            return Self.page(path.filePath, data: data)
        }
        if let index = path.folderIndexPath, site.contains(index) {
            let location = rawPath + "/" + (query.map { "?" + $0 } ?? "")
            return Response(status: .movedPermanently, headers: [.location: location, .cacheControl: "no-store"])
        }
        return notFound(site)
    }

    private func notFound(_ site: PreviewSite) -> Response {
        let data = site.data(at: "404.html") ?? LiveReloadScript.placeholderPage(
            title: site.files.isEmpty ? "Not built yet" : "Not found",
            message: site.files.isEmpty
                ? "The site has not built yet. Fix the errors shown and save; this page reloads by itself."
                : "There is no page at this address.")
        let html = site.contains("404.html") ? LiveReloadScript.inject(into: data) : data
        return Self.response(.notFound, type: ContentType.forPath("404.html"), data: html)
    }

    /// A file as served: HTML gets the live-reload tag, everything gets its media type.
    static func page(_ path: String, data: Data) -> Response {
        let type = ContentType.forPath(path)
        let body = type.hasPrefix("text/html") ? LiveReloadScript.inject(into: data) : data
        return response(.ok, type: type, data: body)
    }

    static func response(_ status: HTTPResponse.Status, type: String, data: Data) -> Response {
        Response(
            status: status,
            headers: [
                .contentType: type,
                .cacheControl: "no-store",
                .xContentTypeOptions: "nosniff",
                .contentLength: String(data.count),
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
