import RotorMarkdown

extension MarkdownHTMLRenderer.Writer {
    /// Writes a whole heading with its id, and an anchor link beside it, and records it.
    ///
    /// The anchor sits outside the heading so that the heading's accessible name stays its
    /// text, which is what a screen reader user hears when jumping between headings.
    mutating func heading(_ index: Int, level: Int) throws -> Bool {
        let text = document.plainText(of: index)
        let id = slugger.uniqueSlug(text)
        let escapedID = HTMLEscaping.attribute(id)
        let emitted = min(level + levelShift, 6)
        headings.append(.init(level: emitted, text: text, id: id, line: document[index].position.line))
        html += "<div class=\"heading\"><h\(emitted) id=\"\(escapedID)\">"
        for child in document.children(of: index) {
            try walk(child)
        }
        html += "</h\(emitted)><a class=\"heading-anchor\" href=\"#\(escapedID)\">"
        html += "<span aria-hidden=\"true\">#</span>"
        html += "<span class=\"visually-hidden\">\(HTMLEscaping.text(options.anchorLabel(text)))</span></a></div>\n"
        return true
    }

    mutating func codeBlock(info: String, literal: String, position: SourcePosition) throws {
        if let replacement = try hooks.codeBlock(info, literal, position) {
            html += replacement
            return
        }
        let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        let classAttribute = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.attribute(language))\""
        html += "<pre tabindex=\"0\"><code\(classAttribute)>\(HTMLEscaping.text(literal))</code></pre>\n"
    }

    mutating func link(_ event: MarkdownDocument.Event, url: String, title: String, position: SourcePosition) throws {
        guard event.isEntering else {
            if openLinks.remove(event.node) != nil { html += "</a>" }
            return
        }
        guard URLSafety.isSafeLink(url) else { return }
        let href = try hooks.link(url, position)
        openLinks.insert(event.node)
        html += "<a href=\"\(HTMLEscaping.attribute(URLSafety.hrefEscaped(href)))\""
        if !title.isEmpty { html += " title=\"\(HTMLEscaping.attribute(title))\"" }
        html += ">"
    }

    mutating func image(_ index: Int, url: String, title: String, position: SourcePosition) throws {
        let alt = document.plainText(of: index)
        guard URLSafety.isSafeImage(url) else {
            html += HTMLEscaping.text(alt)
            return
        }
        let image = try hooks.image(.init(source: url, alt: alt, title: title), position)
        html += "<img src=\"\(HTMLEscaping.attribute(URLSafety.hrefEscaped(image.source)))\" alt=\"\(HTMLEscaping.attribute(image.alt))\""
        if !image.title.isEmpty { html += " title=\"\(HTMLEscaping.attribute(image.title))\"" }
        html += ">"
    }
}
