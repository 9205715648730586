import RotorModel

/// Rewrites the `expect:` and `expect_hint:` lists of an article's transcripts to what the
/// readers say now: what `rotor check --update-expect` does.
///
/// Only an expectation that differs is rewritten, in place, as a double-quoted YAML string;
/// every other byte of the article stays as it was. When the gestures make a different
/// number of steps than a list has, the whole list is rewritten in the style it was written
/// in (flow `[…]` or block `- …`). A spec without `expect:` is left alone.
public enum ExpectUpdate {
    /// One rewritten expectation or list, as whole lines, for the diff shown to the writer.
    public struct Change: Equatable, Sendable {
        /// The article's line (1-based) of the first line that changed.
        public var line: Int
        /// The lines as they were, without the ones the change left as they were.
        public var old: [String]
        /// The lines as they are now.
        public var new: [String]
    }

    /// The rewritten article and what changed.
    public struct Result: Sendable {
        public var text: String
        public var changes: [Change]
    }

    /// - Parameters:
    ///   - article: The Markdown article's text.
    ///   - language: The page language, from the article's folder.
    /// - Throws: `TranscriptError` at the article's line for a spec that cannot run (the
    ///   article is then not rewritten at all).
    public static func update(article: String, language: String) throws(TranscriptError) -> Result {
        var edits: [Edit] = []
        let code = ArticleCode.scan(article)
        for block in TranscriptAction.blocks(inArticle: article) {
            do throws(TranscriptError) {
                edits += try self.edits(yaml: block.yaml, language: language, code: code).map { $0.moved(byLines: block.fenceLine) }
            } catch {
                throw error.offset(byLines: block.fenceLine)
            }
        }
        return try apply(edits, to: article)
    }

    /// A replacement at a place in the spec: one expectation, or a whole list.
    struct Edit {
        enum Extent { case scalar, list }
        var line: Int
        var column: Int
        var extent: Extent
        var replacement: [String]

        func moved(byLines lines: Int) -> Edit {
            var edit = self
            edit.line += lines
            return edit
        }
    }

    static func edits(yaml: String, language: String, code: ArticleCode = .none) throws(TranscriptError) -> [Edit] {
        let spec = try TranscriptSpec.parse(yaml, code: code)
        var edits: [Edit] = []
        for plan in spec.plans {
            let phrases = try TranscriptExpander.phrasebook(spec: spec, reader: plan.reader.name, defaultLanguage: language, overrideLanguage: nil)
            let (steps, _) = try TranscriptRunner.run(spec, plan, phrases: phrases)
            edits += self.edits(plan.expectations, plan.expectList, steps.map(\.speech))
            edits += self.edits(plan.hintExpectations, plan.expectHintList, steps.map(\.hint))
        }
        return edits
    }

    private static func edits(_ written: [TranscriptSpec.Expectation]?, _ list: TranscriptSpec.ListMark?, _ computed: [String]) -> [Edit] {
        guard let written, let list else { return [] }
        guard written.count == computed.count else {
            return [Edit(line: list.line, column: list.column, extent: .list, replacement: computed)]
        }
        return zip(written, computed).compactMap { expected, now in
            expected.speech == now ? nil : Edit(line: expected.line, column: expected.column, extent: .scalar, replacement: [now])
        }
    }

    // MARK: Rewriting the text

    /// Applies the edits from the end of the article backwards, so earlier offsets hold.
    static func apply(_ edits: [Edit], to article: String) throws(TranscriptError) -> Result {
        var scalars = Array(article.unicodeScalars)
        var lineStarts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(index + 1) }
        var changes: [Change] = []
        let ordered = edits.sorted { ($0.line, $0.column) > ($1.line, $1.column) }
        for edit in ordered {
            guard lineStarts.indices.contains(edit.line - 1) else { continue }
            let start = lineStarts[edit.line - 1] + edit.column - 1
            let end: Int
            let text: String
            switch edit.extent {
            case .scalar:
                guard let found = scalarEnd(scalars, from: start, inFlow: isInFlow(scalars, before: start)) else {
                    throw TranscriptError(line: edit.line, column: edit.column, message: "cannot rewrite this expectation: its quotes are not closed")
                }
                end = found
                text = quoted(edit.replacement[0])
            case .list where scalars.indices.contains(start) && scalars[start] == "[":
                guard let close = flowEnd(scalars, from: start) else {
                    throw TranscriptError(line: edit.line, column: edit.column, message: "cannot rewrite this list: its '[' is not closed")
                }
                end = close
                text = "[" + edit.replacement.map(quoted).joined(separator: ", ") + "]"
            case .list:
                end = blockEnd(scalars, from: start)
                let indent = String(repeating: " ", count: edit.column - 1)
                text = edit.replacement.map { "- " + quoted($0) }.joined(separator: "\n" + indent)
            }
            let first = lineStarts[edit.line - 1]
            let last = lineEnd(scalars, from: end)
            let old = String(String.UnicodeScalarView(scalars[first..<last]))
            scalars.replaceSubrange(start..<end, with: Array(text.unicodeScalars))
            let new = String(String.UnicodeScalarView(scalars[first..<(last + text.unicodeScalars.count - (end - start))]))
            changes.append(change(at: edit.line, old: old, new: new))
        }
        return Result(text: String(String.UnicodeScalarView(scalars)), changes: changes.reversed())
    }

    /// The lines that differ, without the lines both texts begin and end with.
    private static func change(at line: Int, old: String, new: String) -> Change {
        var old = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var new = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var line = line
        while let first = old.first, first == new.first {
            old.removeFirst()
            new.removeFirst()
            line += 1
        }
        while let last = old.last, last == new.last {
            old.removeLast()
            new.removeLast()
        }
        return Change(line: line, old: old, new: new)
    }

    /// A YAML double-quoted string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Whether the scalar at `start` is an item of a flow list: the last thing before it on
    /// its line that is not a space is `[` or `,`.
    private static func isInFlow(_ scalars: [Unicode.Scalar], before start: Int) -> Bool {
        var index = start - 1
        while index >= 0, scalars[index] == " " || scalars[index] == "\t" { index -= 1 }
        return index >= 0 && (scalars[index] == "[" || scalars[index] == ",")
    }

    /// The offset just past the scalar that starts at `start`.
    private static func scalarEnd(_ scalars: [Unicode.Scalar], from start: Int, inFlow: Bool) -> Int? {
        guard start < scalars.count else { return nil }
        var index = start
        switch scalars[start] {
        case "\"":
            index += 1
            while index < scalars.count {
                if scalars[index] == "\\" { index += 2; continue }
                if scalars[index] == "\"" { return index + 1 }
                index += 1
            }
            return nil
        case "'":
            index += 1
            while index < scalars.count {
                if scalars[index] == "'" {
                    if index + 1 < scalars.count, scalars[index + 1] == "'" { index += 2; continue }
                    return index + 1
                }
                index += 1
            }
            return nil
        default:
            // A plain scalar: to the end of the line, a comment, or (in a flow list) a flow indicator.
            while index < scalars.count, scalars[index] != "\n" {
                if inFlow, scalars[index] == "," || scalars[index] == "]" || scalars[index] == "}" { break }
                if scalars[index] == "#", index > start, scalars[index - 1] == " " { break }
                index += 1
            }
            while index > start, scalars[index - 1] == " " { index -= 1 }
            return index
        }
    }

    /// The offset just past the `]` that closes the flow list opened at `start`.
    private static func flowEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "[", "{": depth += 1
            case "]", "}":
                depth -= 1
                if depth == 0 { return index + 1 }
            case "\"", "'":
                guard let end = scalarEnd(scalars, from: index, inFlow: true) else { return nil }
                index = end
                continue
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The offset just past the last item of the block list whose first `-` is at `start`:
    /// the end of the last line indented at least as far as the dash, or blank, before a line
    /// indented less (comments and blank lines after the last item stay).
    private static func blockEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var lineStart = start
        while lineStart > 0, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
        let dashColumn = start - lineStart
        var end = lineEnd(scalars, from: start)
        var next = end + 1
        while next < scalars.count {
            let lineStop = lineEnd(scalars, from: next)
            var indent = 0
            while next + indent < lineStop, scalars[next + indent] == " " { indent += 1 }
            let blank = next + indent == lineStop
            let comment = !blank && scalars[next + indent] == "#"
            if blank || comment {
                next = lineStop + 1
                continue
            }
            // A following item, or the continuation of one, belongs to the list.
            guard indent > dashColumn || (indent == dashColumn && scalars[next + indent] == "-") else { break }
            end = lineStop
            next = lineStop + 1
        }
        return end
    }

    private static func lineEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        return index
    }
}
