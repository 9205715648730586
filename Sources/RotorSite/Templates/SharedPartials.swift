import Foundation
import Synchronization

/// The partials of the layout that many pages render alike, each rendered once per distinct
/// input instead of once per page.
///
/// A site header or footer shows the same things on every page of a section: the language's
/// strings, its navigation, the site title. Rendering it is over a third of the template work
/// of a page, because swift-mustache looks each name up through several dynamic casts. So
/// when a line of the layout is a partial tag and nothing else, outside any section
/// (`{{>partials/navigation}}`), the layout is parsed with a stand-in there, and the composer
/// fills the stand-in with the partial rendered against the page's layout view.
///
/// The cache key is the layout view with every field the partial cannot see blanked: the
/// names in its tags and in the tags of the partials it includes, a superset of what it can
/// look up. Equal keys therefore render equal text, and the page comes out byte for byte as
/// if the partial had been rendered in place. Whenever the text can't be read that surely,
/// nothing is shared: other delimiters, a tag or comment across lines, line breaks other than
/// `\n`, inheritance, dynamic partials, and `{{.}}` where it could be the whole view.
struct SharedPartials: Sendable {
    struct Partial: Sendable {
        /// The variable that stands in the layout where the partial tag was.
        let variable: String
        /// The partial's template name.
        let template: String
        /// Every name its tags mention, split at dots and brackets.
        let names: Set<String>
    }

    let partials: [Partial]
    /// The layout's text with the partial lines replaced.
    let layout: String

    /// Prefix of the stand-in variables; no view model has a field of that name.
    static let prefix = "_rotor_partial_"

    /// Finds the shareable partial lines of `layout`.
    ///
    /// Each such line becomes a section over a lambda that returns the rendered partial.
    /// Its two tags stand alone on their lines, so, like the partial tag, they leave no
    /// whitespace behind, and the lines around them parse as they did.
    ///
    /// - Parameter sources: Every template's text by name, to follow nested partials.
    init(layout: String, sources: [String: String]) {
        guard let lines = Self.lines(of: layout) else {
            self = Self(unchanged: layout)
            return
        }
        var partials: [Partial] = []
        var rewritten: [String] = []
        var depth = 0
        for (line, tags) in lines {
            if tags.contains(where: { $0.hasPrefix("=") }) {
                self = Self(unchanged: layout)
                return
            }
            if depth == 0, let name = Self.partialLine(line), let names = Self.names(of: name, sources: sources, seen: []) {
                let variable = "\(Self.prefix)\(partials.count)"
                partials.append(Partial(variable: variable, template: name, names: names))
                rewritten.append("{{#\(variable)}}")
                rewritten.append("{{/\(variable)}}")
                continue
            }
            rewritten.append(String(line))
            depth += Self.depthChange(tags)
        }
        self.partials = partials
        self.layout = rewritten.joined(separator: "\n")
    }

    /// The layout as it is, sharing nothing.
    init(unchanged layout: String) {
        self.partials = []
        self.layout = layout
    }

    /// A template's lines, each with the texts of its `{{…}}` and `{{{…}}}` tags, trimmed;
    /// `nil` when a line break other than `\n` appears or a tag is not closed on its line,
    /// since swift-mustache reads both differently from a line-by-line scan.
    static func lines(of text: String) -> [(line: Substring, tags: [Substring])]? {
        guard !text.contains(where: { $0.isNewline && $0 != "\n" }) else { return nil }
        var lines: [(line: Substring, tags: [Substring])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var tags: [Substring] = []
            var rest = line
            while let open = rest.range(of: "{{") {
                var start = open.upperBound
                var closing = "}}"
                if rest[start...].first == "{" {
                    start = rest.index(after: start)
                    closing = "}}}"
                }
                guard let close = rest[start...].range(of: closing) else { return nil }
                tags.append(rest[start..<close.lowerBound].drop(while: \.isWhitespace))
                rest = rest[close.upperBound...]
            }
            lines.append((line, tags))
        }
        return lines
    }

    /// The partial's name when the line is exactly `{{>name}}`.
    private static func partialLine(_ line: Substring) -> String? {
        guard line.hasPrefix("{{>"), line.hasSuffix("}}") else { return nil }
        let inside = line.dropFirst(3).dropLast(2)
        guard !inside.contains("{"), !inside.contains("}") else { return nil }
        return partialName(">" + inside)
    }

    private static func depthChange(_ tags: [Substring]) -> Int {
        tags.reduce(0) { depth, tag in
            switch tag.first {
            case "#", "^", "$", "<": depth + 1
            case "/": depth - 1
            default: depth
            }
        }
    }

    private static func partialName(_ tag: Substring) -> String? {
        guard tag.first == ">" else { return nil }
        let name = tag.dropFirst().trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.hasPrefix("*") ? nil : name
    }

    /// Every name the partial `template` and the partials it includes mention; `nil` when
    /// that can't tell what it depends on.
    ///
    /// `{{.}}` is allowed only inside a section over a named value, where it is that value
    /// or an element of it. A flag, an inverted section or a transform (`empty(nav)` is a
    /// flag too) pushes nothing, and `{{.}}` there would be the whole layout view.
    private static func names(of template: String, sources: [String: String], seen: Set<String>) -> Set<String>? {
        guard !seen.contains(template), let text = sources[template], let lines = lines(of: text) else { return nil }
        var names: Set<String> = []
        // The open sections, innermost last; `nil` for one that may push nothing.
        var sections: [String?] = []
        for (_, tags) in lines {
            for tag in tags {
                switch tag.first {
                case "!", "%":
                    continue
                case "=", "$", "<":
                    return nil
                case ">":
                    guard let nested = partialName(tag),
                          let more = Self.names(of: nested, sources: sources, seen: seen.union([template])) else { return nil }
                    names.formUnion(more)
                    continue
                default:
                    let name = tag.drop { "#^/&".contains($0) }.trimmingCharacters(in: .whitespaces)
                    if name.isEmpty { return nil }
                    switch tag.first {
                    case "#":
                        let pushesNothing = LayoutView.flagNames.contains(name) || name.contains("(")
                        sections.append(pushesNothing ? nil : name)
                    case "^": sections.append(nil)
                    case "/": _ = sections.popLast()
                    default: break
                    }
                    if name.hasPrefix(".") {
                        guard name == ".", case let innermost?? = sections.last, innermost != "." else { return nil }
                        continue
                    }
                    for part in name.split(whereSeparator: { ".()".contains($0) }) { names.insert(String(part)) }
                }
            }
        }
        return names
    }
}

/// Partials rendered so far in one build, by partial and by the key from their inputs.
final class PartialMemo: Sendable {
    /// More distinct inputs than this, and a partial is rendered in place from then on, with
    /// no key made: a partial that differs on every page (one with a link to the page itself)
    /// gains nothing from sharing.
    static let limit = 256

    private struct Entries {
        var texts: [LayoutView: String] = [:]
        var isFull = false
    }

    private let rendered = Mutex<[String: Entries]>([:])

    func text(of partial: SharedPartials.Partial, key: () -> LayoutView, render: () -> String) -> String {
        if rendered.withLock({ $0[partial.variable]?.isFull == true }) { return render() }
        let key = key()
        if let text = rendered.withLock({ $0[partial.variable]?.texts[key] }) { return text }
        let text = render()
        rendered.withLock { memo in
            if memo[partial.variable, default: Entries()].texts.count < Self.limit {
                memo[partial.variable, default: Entries()].texts[key] = text
            } else {
                memo[partial.variable]?.isFull = true
                memo[partial.variable]?.texts = [:]
            }
        }
        return text
    }
}
