import RotorMarkdown

/// One pattern shown on several platforms: sections of an article grouped into tabs.
///
/// An author opens a group with the comment `<!-- platforms -->` on a line of its own, right
/// before the heading of the first platform; every heading of that level starts the next
/// platform, and the group ends at `<!-- /platforms -->`, at a heading of a shallower level,
/// or at the end of the article. Each platform keeps its prose, its code and its transcripts.
///
/// ```markdown
/// <!-- platforms -->
/// ## SwiftUI
/// ```swift file=Rating.swift … ```  and its ```transcript
/// ## UIKit
/// ```swift file=RatingView.swift … ``` and its ```transcript
/// <!-- /platforms -->
/// ```
///
/// A comment shows nothing in any other CommonMark renderer, so the article still reads as
/// the sections it is. Rotor writes those sections as they would be anyway, one after the
/// other with their headings, inside a `<div data-platform-tabs>` with a `<section>` per
/// platform; `platforms.js` makes the group a tab list (the WAI-ARIA tabs pattern), so a
/// page with no script still shows every platform.
public enum PlatformTabs {
    /// The group's interface text, in the page's language.
    public struct Labels: Sendable, Equatable {
        /// The tab list's accessible name ("Platform").
        public var tablist: String
        /// Said and shown when a visitor's earlier choice picked the tab: `{}` is the platform.
        public var remembered: String
        /// The tab list's name on a page with more than one group ("Platform: {}"): `{}` is the
        /// group's own name, the heading it stands under, or its number where two groups share
        /// a heading or one has none, so no two tab lists or panels on a page share a name.
        public var group: String

        public init(tablist: String, remembered: String, group: String = "Platform: {}") {
            self.tablist = tablist
            self.remembered = remembered
            self.group = group
        }
    }

    /// The name of each group of a page that has more than one, by group number (from 1): the
    /// text of the nearest heading above the group that is shallower than its platforms', or
    /// the group's number when another group has the same heading or it has none.
    public static func groupNames(_ headings: [String?]) -> [String] {
        headings.enumerated().map { index, heading in
            guard let heading, !heading.isEmpty, headings.filter({ $0 == heading }).count == 1,
                  !headings.indices.contains(where: { "\($0 + 1)" == heading }) else { return "\(index + 1)" }
            return heading
        }
    }

    /// A group marker as written, or `nil` for any other HTML block.
    enum Marker: Equatable {
        case open, close

        init?(_ raw: String) {
            let text = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            switch text {
            case "<!-- platforms -->": self = .open
            case "<!-- /platforms -->": self = .close
            default: return nil
            }
        }
    }

    /// What the walk writes around a document's groups, by node index.
    struct Plan {
        /// Written before the node is entered: a group's or a panel's opening.
        var before: [Int: String] = [:]
        /// Written instead of a marker's HTML block.
        var markers: [Int: String] = [:]
        /// Written after the last node, for a group the article ends in.
        var trailer = ""
        var problems: [RenderedMarkdown.Problem] = []

        init() {}

        /// Finds every group among the document's top-level blocks.
        init(_ document: MarkdownDocument, labels: Labels) {
            var open: (marker: Int, level: Int, panels: [Int])?
            var count = 0
            // The page's headings so far, and each group's first panel with the heading above it.
            var headings: [(level: Int, text: String)] = []
            var groups: [(first: Int, heading: String?)] = []
            let top = document.children(of: MarkdownDocument.root)

            // Closes the open group before `node` (a shallower heading), at `marker`, or at the end.
            func finish(before node: Int? = nil, marker: Int? = nil) {
                guard let group = open else { return }
                open = nil
                let closing = "</section>\n</div>\n"
                if let marker { markers[marker] = closing } else if let node { before[node, default: ""] = closing + before[node, default: ""] } else { trailer = closing }
                if group.panels.count < 2 {
                    let position = document[group.marker].position
                    problems.append(.init(line: position.line, column: position.column, message:
                        "a platforms group needs two or more platforms, each under a heading of level \(group.level); this one has \(group.panels.count)"))
                }
            }

            for (offset, node) in top.enumerated() {
                switch document[node].kind {
                case .htmlBlock(let raw):
                    guard let marker = Marker(raw) else { continue }
                    let position = document[node].position
                    markers[node] = ""
                    if marker == .close {
                        if open == nil {
                            problems.append(.init(line: position.line, column: position.column, message:
                                "'<!-- /platforms -->' closes no group: open one with '<!-- platforms -->' before the first platform's heading"))
                        }
                        finish(marker: node)
                        continue
                    }
                    if let group = open {
                        problems.append(.init(line: position.line, column: position.column, message:
                            "a platforms group opened at line \(document[group.marker].position.line) is still open; close it with '<!-- /platforms -->' first"))
                        finish(marker: node)
                    }
                    guard offset + 1 < top.count, case .heading(let level) = document[top[offset + 1]].kind else {
                        problems.append(.init(line: position.line, column: position.column, message:
                            "'<!-- platforms -->' must be followed by the heading of the first platform, such as '## SwiftUI'"))
                        continue
                    }
                    count += 1
                    open = (node, level, [])
                case .heading(let level):
                    defer { headings.append((level, document.plainText(of: node))) }
                    guard let group = open else { continue }
                    if level < group.level {
                        finish(before: node)
                    } else if level == group.level {
                        let name = document.plainText(of: node)
                        let key = PlatformTabs.key(name)
                        let id = "platforms-\(count)-\(key)"
                        let section = "<section class=\"platform-panel\" id=\"\(HTMLEscaping.attribute(id))\" data-platform=\"\(HTMLEscaping.attribute(key))\" data-platform-name=\"\(HTMLEscaping.attribute(name))\">\n"
                        if group.panels.contains(where: { PlatformTabs.key(document.plainText(of: $0)) == key }) {
                            let position = document[node].position
                            problems.append(.init(line: position.line, column: position.column, message:
                                "two platforms of one group are named '\(name)'; give each platform its own heading"))
                        }
                        if group.panels.isEmpty {
                            groups.append((node, headings.last(where: { $0.level < level })?.text))
                            before[node] = """
                                <div class="platform-tabs" id="platforms-\(count)" data-platform-tabs \
                                data-label-tablist="\(HTMLEscaping.attribute(labels.tablist))" \
                                data-label-remembered="\(HTMLEscaping.attribute(labels.remembered))">

                                """ + section
                        } else {
                            before[node] = "</section>\n" + section
                        }
                        open?.panels.append(node)
                    }
                default:
                    continue
                }
            }
            finish()
            // Two or more groups: each tab list (and so each panel) gets a name of its own.
            if groups.count > 1 {
                let plain = "data-platform-tabs data-label-tablist=\"\(HTMLEscaping.attribute(labels.tablist))\""
                for (group, name) in zip(groups, PlatformTabs.groupNames(groups.map(\.heading))) {
                    let tablist = labels.group.replacing("{}", with: name)
                    before[group.first] = before[group.first]?.replacing(plain, with:
                        "data-platform-tabs data-label-tablist=\"\(HTMLEscaping.attribute(tablist))\" data-label-group=\"\(HTMLEscaping.attribute(name))\"")
                }
            }
            // A marker inside a list or a quote cannot group sections: say so rather than drop it.
            for node in document.nodes.indices where document[node].parent != MarkdownDocument.root {
                if case .htmlBlock(let raw) = document[node].kind, Marker(raw) != nil {
                    let position = document[node].position
                    problems.append(.init(line: position.line, column: position.column, message:
                        "a platforms marker must stand on its own at the top level of the article, not inside a list or a quote"))
                }
            }
        }
    }

    /// The platform's key, the same for one name on every page and in every language:
    /// lowercased, with each run of characters other than letters and digits made one hyphen
    /// (`SwiftUI` → `swiftui`, `Jetpack Compose` → `jetpack-compose`).
    public static func key(_ name: String) -> String {
        var key = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                key.append(character)
            } else if !key.isEmpty, key.last != "-" {
                key.append("-")
            }
        }
        while key.last == "-" { key.removeLast() }
        return key.isEmpty ? "platform" : key
    }
}
