import RotorMarkdown

extension MarkdownHTMLRenderer {
    /// The state of one render: the output so far and what is open.
    struct Writer {
        let document: MarkdownDocument
        let options: Options
        let hooks: Hooks
        var html = ""
        var headings: [RenderedMarkdown.Heading] = []
        var slugger = HeadingSlugger()
        /// Links that were emitted as `<a>`, so that their exit closes the tag.
        var openLinks: Set<Int> = []
        /// Markdown `#` headings become `h2`, because the page title is the only `h1`.
        let levelShift: Int
        /// Where the article's platform groups open and close.
        let tabs: PlatformTabs.Plan

        init(document: MarkdownDocument, options: Options, hooks: Hooks) {
            self.document = document
            self.options = options
            self.hooks = hooks
            let hasTopLevelHeading = document.nodes.contains {
                if case .heading(level: 1) = $0.kind { return true }
                return false
            }
            self.levelShift = hasTopLevelHeading ? 1 : 0
            self.tabs = options.platformTabs.map { PlatformTabs.Plan(document, labels: $0) } ?? PlatformTabs.Plan()
            html.reserveCapacity(document.nodes.count * 24)
        }

        mutating func run() throws {
            try walk(MarkdownDocument.root)
            html += tabs.trailer
        }

        /// Renders the subtree rooted at `start`, one event at a time.
        mutating func walk(_ start: Int) throws {
            var cursor: MarkdownDocument.Event? = .init(node: start, isEntering: true)
            while let event = cursor {
                let skipChildren = try visit(event)
                let from = skipChildren && document[event.node].kind.isContainer
                    ? MarkdownDocument.Event(node: event.node, isEntering: false)
                    : event
                cursor = document.successor(of: from, within: start)
            }
        }

        /// Emits the markup for one event. Returns `true` when the node's children were
        /// already handled and the walk should go straight past them.
        mutating func visit(_ event: MarkdownDocument.Event) throws -> Bool {
            let node = document[event.node]
            let entering = event.isEntering
            if entering, let opening = tabs.before[event.node] { html += opening }
            switch node.kind {
            case .document:
                break
            case .blockQuote:
                html += entering ? "<blockquote>\n" : "</blockquote>\n"
            case .list(let ordered, let start, _):
                if entering {
                    html += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
                } else {
                    html += ordered ? "</ol>\n" : "</ul>\n"
                }
            case .item:
                html += entering ? "<li>" : "</li>\n"
            case .paragraph:
                if !isInTightList(event.node) {
                    html += entering ? "<p>" : "</p>\n"
                } else if !entering, node.nextSibling != nil {
                    html += "\n"
                }
            case .heading(let level):
                if entering { return try heading(event.node, level: level) }
            case .thematicBreak:
                html += "<hr>\n"
            case .codeBlock(let info, let literal):
                try codeBlock(info: info, literal: literal, position: node.position)
            case .htmlBlock(let raw):
                if let marker = tabs.markers[event.node] {
                    html += marker
                    break
                }
                html += options.allowRawHTML ? raw : "<!-- raw HTML omitted -->\n"
            case .text(let text):
                html += HTMLEscaping.text(text)
            case .softBreak:
                html += "\n"
            case .lineBreak:
                html += "<br>\n"
            case .code(let code):
                html += "<code>\(HTMLEscaping.text(code))</code>"
            case .htmlInline(let raw):
                html += options.allowRawHTML ? raw : "<!-- raw HTML omitted -->"
            case .emphasis:
                html += entering ? "<em>" : "</em>"
            case .strong:
                html += entering ? "<strong>" : "</strong>"
            case .link(let url, let title):
                try link(event, url: url, title: title, position: node.position)
            case .image(let url, let title):
                if entering {
                    try image(event.node, url: url, title: title, position: node.position)
                    return true
                }
            }
            return false
        }

        private func isInTightList(_ paragraph: Int) -> Bool {
            guard let item = document[paragraph].parent, case .item = document[item].kind,
                  let list = document[item].parent, case .list(_, _, let tight) = document[list].kind
            else { return false }
            return tight
        }
    }
}
