import Foundation

/// The preview-only script, and how it is put into served pages.
///
/// `rotor build` never sees any of this: the tag is added to HTML as the server sends it,
/// so the generated site in memory and on disk stays free of it.
public enum LiveReloadScript {
    /// Where the script is served, on the preview's own origin.
    public static let path = "/__rotor/live.js"
    /// The Server-Sent Events endpoint the script listens on.
    public static let eventsPath = "/__rotor/events"

    /// The tag added to every served page.
    public static let tag = "<script src=\"\(path)\" defer></script>"

    /// `html` with ``tag`` before its last `</body>`, or at the end when it has none.
    public static func inject(into html: Data) -> Data {
        let text = String(decoding: html, as: UTF8.self)
        guard let body = text.range(of: "</body>", options: [.caseInsensitive, .backwards]) else {
            return html + Data((tag + "\n").utf8)
        }
        var injected = text
        injected.insert(contentsOf: tag + "\n", at: body.lowerBound)
        return Data(injected.utf8)
    }

    /// A page for when the site has no page to show: before the first good build, or no 404.html.
    static func placeholderPage(title: String, message: String) -> Data {
        Data("""
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>\(title)</title></head>
            <body>
            <main><h1>\(title)</h1><p>\(message)</p></main>
            \(tag)
            </body>
            </html>

            """.utf8)
    }
}
