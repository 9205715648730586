import RotorDiagnostics
import RotorModel

/// Rewrites the `expect:` and `expect_hint:` lists of an article's transcripts to what the
/// readers say now: what `rotor check --update-expect` does.
///
/// Only an expectation that differs is rewritten, in place, as a double-quoted YAML string;
/// every other byte of the article stays as it was. When the gestures make a different
/// number of steps than a list has, the whole list is rewritten in the style it was written
/// in (flow `[…]` or block `- …`). A spec without `expect:` is left alone.
///
/// The blocks are the ones the build runs (``ArticleBlocks``); the rewrite works on the
/// article's bytes, so line endings, a byte-order mark, tabs and comments stay, and an item
/// written as a block scalar (`>-`, `|-`) becomes a double-quoted one. The rewritten article
/// is run again before it is returned: a rewrite that would not parse, or would still
/// differ, is an error and the article is not changed.
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
    ///   - article: The Markdown article's text, byte-order mark and line endings as in the file.
    ///   - language: The page language, from the article's folder.
    /// - Throws: `Diagnostic` at the article's line for a spec that cannot run, or an
    ///   expectation that cannot be rewritten safely (the article is then not rewritten at all).
    public static func update(article: String, language: String) throws(Diagnostic) -> Result {
        let bytes = Array(article.utf8)
        let found = ArticleBlocks(article: article)
        let code = ArticleCode(found)
        let lineStarts = bodyLineStarts(bytes, from: found.bodyStart)
        var placed: [Placed] = []
        for block in found.transcripts {
            let edits: [Edit]
            do throws(Diagnostic) {
                edits = try self.edits(yaml: block.literal, language: language, code: code)
            } catch {
                throw error.offset(byLines: block.fenceLine)
            }
            guard !edits.isEmpty else { continue }
            let firstLine = block.bodyLine < lineStarts.count ? lineStarts[block.bodyLine] : bytes.count
            placed += try place(edits, yaml: Array(block.literal.utf8), article: bytes, firstLine: firstLine, fenceLine: block.fenceLine)
        }
        let result = apply(placed, to: bytes, lineStarts: lineStarts, lineOffset: found.bodyLineOffset)
        try verify(result.text, against: found, language: language)
        return result
    }

    /// A replacement at a place in the spec: one expectation, or a whole list.
    struct Edit {
        enum Extent { case scalar, list }
        var line: Int
        var column: Int
        var extent: Extent
        var replacement: [String]
        /// Where the list the edit belongs to starts, which tells a flow list from a block one.
        var list: TranscriptSpec.ListMark
    }

    /// An edit placed in the article: the bytes it replaces and what replaces them.
    struct Placed {
        var start: Int
        var end: Int
        var text: [UInt8]
    }

    static func edits(yaml: String, language: String, code: ArticleCode = .none) throws(Diagnostic) -> [Edit] {
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
            return [Edit(line: list.line, column: list.column, extent: .list, replacement: computed, list: list)]
        }
        return zip(written, computed).compactMap { expected, now in
            expected.speech == now ? nil : Edit(line: expected.line, column: expected.column, extent: .scalar, replacement: [now], list: list)
        }
    }

    // MARK: Rewriting the text

    /// Finds each edit's bytes in the block's YAML and then in the article.
    ///
    /// - Parameter firstLine: The article offset of the block's first line of YAML.
    static func place(_ edits: [Edit], yaml bytes: [UInt8], article: [UInt8], firstLine: Int, fenceLine: Int) throws(Diagnostic) -> [Placed] {
        let yaml = SpecText(bytes: bytes)
        guard let map = LineMap(yaml: bytes, article: article, firstLine: firstLine) else {
            var error = Diagnostic(line: fenceLine, column: 1, message: "cannot rewrite the expectations of this transcript: its lines are indented with tabs inside a list or quote; indent them with spaces")
            error.isAbsolute = true
            throw error
        }
        var placed: [Placed] = []
        for edit in edits {
            guard let start = yaml.offset(line: edit.line, column: edit.column),
                  let listStart = yaml.offset(line: edit.list.line, column: edit.list.column), start < bytes.count else {
                throw Diagnostic(line: edit.line, column: edit.column, message: "cannot rewrite this expectation: rotor cannot find it in the spec").offset(byLines: fenceLine)
            }
            let inFlow = bytes[listStart] == UInt8(ascii: "[")
            let end: Int
            let text: [UInt8]
            switch edit.extent {
            case .scalar:
                guard let found = yaml.scalarEnd(from: start, inFlow: inFlow) else {
                    throw Diagnostic(line: edit.line, column: edit.column, message: "cannot rewrite this expectation: its quotes are not closed").offset(byLines: fenceLine)
                }
                end = found
                text = Array(quoted(edit.replacement[0]).utf8)
            case .list where inFlow:
                guard let close = yaml.flowEnd(from: start) else {
                    throw Diagnostic(line: edit.line, column: edit.column, message: "cannot rewrite this list: its '[' is not closed").offset(byLines: fenceLine)
                }
                end = close
                text = Array(("[" + edit.replacement.map(quoted).joined(separator: ", ") + "]").utf8)
            case .list:
                end = yaml.blockEnd(from: start)
                // A new item's line: the article line's ending and prefix, then the YAML's indentation.
                let articleStart = map.article(start)
                let lineEnd = LineMap.contentEnd(article, from: articleStart)
                let newline = lineEnd < article.count ? Array(article[lineEnd..<LineMap.nextLine(article, after: lineEnd)]) : [UInt8(ascii: "\n")]
                let indent = bytes[yaml.lineStart(of: start)..<start].compactMap { byte -> UInt8? in
                    byte == UInt8(ascii: "\t") ? byte : (byte & 0xC0 == 0x80 ? nil : UInt8(ascii: " "))
                }
                let separator = newline + map.prefix(ofLineAt: start, in: article) + indent
                text = Array(edit.replacement.map { Array(("- " + quoted($0)).utf8) }.joined(separator: separator))
            }
            placed.append(Placed(start: map.article(start), end: map.article(end), text: text))
        }
        return placed
    }

    /// The offsets where the body's lines start, as cmark counts lines (CRLF, CR and LF each
    /// end one): index `n` is the start of the body's line `n + 1`.
    static func bodyLineStarts(_ bytes: [UInt8], from start: Int) -> [Int] {
        var starts = [start]
        var index = start
        while index < bytes.count {
            let end = LineMap.contentEnd(bytes, from: index)
            guard end < bytes.count else { break }
            index = LineMap.nextLine(bytes, after: end)
            starts.append(index)
        }
        return starts
    }

    /// Applies the edits in article order. Edits that share a line (two items of one flow
    /// list) make one change, shown as the line was and as it ends up, so that the diffs
    /// read top to bottom and each `-` line is what the file held.
    static func apply(_ placed: [Placed], to article: [UInt8], lineStarts: [Int], lineOffset: Int) -> Result {
        // Each group: the whole lines it spans in the article, its first line, its edits.
        var groups: [(first: Int, last: Int, line: Int, edits: [Placed])] = []
        for edit in placed.sorted(by: { $0.start < $1.start }) {
            let line = lineStarts.lastIndex { $0 <= edit.start } ?? 0
            let first = lineStarts[line]
            let last = LineMap.contentEnd(article, from: edit.end)
            if let previous = groups.last, first <= previous.last {
                groups[groups.count - 1].last = max(previous.last, last)
                groups[groups.count - 1].edits.append(edit)
            } else {
                groups.append((first, last, line, [edit]))
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(article.count + placed.reduce(0) { $0 + $1.text.count })
        var changes: [Change] = []
        var cursor = 0
        for group in groups {
            bytes += article[cursor..<group.first]
            let newStart = bytes.count
            var position = group.first
            for edit in group.edits {
                bytes += article[position..<edit.start]
                bytes += edit.text
                position = edit.end
            }
            bytes += article[position..<group.last]
            changes.append(change(at: group.line + 1 + lineOffset,
                                  old: String(decoding: article[group.first..<group.last], as: UTF8.self),
                                  new: String(decoding: bytes[newStart...], as: UTF8.self)))
            cursor = group.last
        }
        bytes += article[cursor...]
        return Result(text: String(decoding: bytes, as: UTF8.self), changes: changes)
    }

    /// Fails unless the rewritten article has the same transcripts, each now matching what
    /// its readers say: a rewrite that would not parse, or would change anything else the
    /// spec means, is refused rather than written.
    private static func verify(_ text: String, against before: ArticleBlocks, language: String) throws(Diagnostic) {
        let after = ArticleBlocks(article: text)
        let code = ArticleCode(after)
        for (old, new) in zip(before.transcripts, after.transcripts) {
            // A list that grew moves the blocks after it down, so the error names the old line.
            let remaining: [Edit]
            do throws(Diagnostic) {
                remaining = try edits(yaml: new.literal, language: language, code: code)
            } catch {
                remaining = [Edit(line: 1, column: 1, extent: .list, replacement: [], list: .init(line: 1, column: 1))]
            }
            if !remaining.isEmpty {
                var error = Diagnostic(line: old.fenceLine, column: 1, message: "cannot rewrite the expectations of this transcript safely; the article is left as it was")
                error.isAbsolute = true
                throw error
            }
        }
        if before.transcripts.count != after.transcripts.count {
            throw Diagnostic(line: 1, column: 1, message: "cannot rewrite the expectations safely: the rewritten article would have another number of transcripts; the article is left as it was")
        }
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

    /// A YAML double-quoted string, on one line.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{0}"..."\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{FEFF}":
                // Line breaks as libyaml knows them, and controls, which would not survive the file.
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
