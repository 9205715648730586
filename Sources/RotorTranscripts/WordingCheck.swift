import Foundation
import RotorDiagnostics
import RotorModel
import RotorYAML

/// What `rotor check` warns about in the words a page shows or speaks (issue 43), beside
/// ``FidelityCheck``:
///
/// - a Latin product name in the running text of a Korean article, outside code and outside
///   an element marked `lang="en"`: a Korean voice reads “Rotor” as 로터, VoiceOver's rotor;
/// - an author's spec id, or a figure id such as `transcript-3`, in text a transcript shows:
///   a gesture label, a caption, a note, a state summary or a picture's description;
/// - a reader's state column, or prose that quotes a reader, using a phrase from another
///   reader's data that the reader's own data does not have (TalkBack's 켜짐 beside
///   VoiceOver's 켬).
///
/// `rotor check --strict` turns them into errors.
public enum WordingCheck {
    /// Names that must not stand in Latin letters in Korean prose.
    public static let productNames = ["Rotor"]

    /// The warnings for one article, at their lines in it, without a path.
    public static func warnings(inArticle text: String, language: String) -> [Diagnostic] {
        let found = ArticleBlocks(article: text)
        var warnings: [Diagnostic] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        let prose = proseLines(lines, found: found)
        if language.split(separator: "-").first.map(String.init) == "ko" {
            warnings += latinNames(in: prose)
        }
        warnings += figureIDs(in: prose)
        let code = ArticleCode(found)
        for block in found.transcripts {
            guard let transcripts = try? TranscriptExpander.expandAll(
                yaml: block.literal, defaultLanguage: language, checksExpectations: false, code: code
            ) else { continue }
            let ids = specIDs(in: block.literal)
            for transcript in transcripts {
                warnings += shownIDs(transcript, ids: ids, fenceLine: block.fenceLine)
                warnings += borrowedStateWords(transcript, fenceLine: block.fenceLine)
            }
        }
        warnings += borrowedQuotes(FidelityCheck.attributedQuotes(text, skipping: found), language: language)
        return warnings.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
    }

    // MARK: Product names

    /// Each line a reader sees as running text: the body outside fenced and indented code,
    /// and the front matter's title and description. Code spans, link targets, HTML tags and
    /// elements marked `lang="en"` are blanked with spaces, so columns stay true.
    static func proseLines(_ lines: [String], found: ArticleBlocks) -> [(line: Int, text: [Character])] {
        var result: [(Int, [Character])] = []
        var inFence = false
        for (index, line) in lines.enumerated() {
            if index < found.bodyLineOffset {
                let shown = ["title:", "description:", "summary:"]
                if shown.contains(where: { line.hasPrefix($0) }) { result.append((index + 1, blanked(Array(line)))) }
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle(); continue }
            if inFence || line.hasPrefix("    ") || line.hasPrefix("\t") { continue }
            result.append((index + 1, blanked(Array(line))))
        }
        return result
    }

    /// The line with code spans, link targets, tags and `lang="en"` elements turned to spaces.
    static func blanked(_ line: [Character]) -> [Character] {
        var out = line
        func blank(_ range: Range<Int>) { for i in range where i < out.count { out[i] = " " } }
        var i = 0
        while i < line.count {
            if line[i] == "`" {
                var run = 0
                while i + run < line.count, line[i + run] == "`" { run += 1 }
                var j = i + run
                var closed: Int?
                while j < line.count {
                    if line[j] == "`" {
                        var other = 0
                        while j + other < line.count, line[j + other] == "`" { other += 1 }
                        if other == run { closed = j + other; break }
                        j += other
                    } else { j += 1 }
                }
                let end = closed ?? line.count
                blank(i..<end)
                i = end
            } else if line[i] == "]", i + 1 < line.count, line[i + 1] == "(", let close = line[(i + 2)...].firstIndex(of: ")") {
                blank((i + 1)..<(close + 1))
                i = close + 1
            } else if line[i] == "<", let close = line[(i + 1)...].firstIndex(of: ">") {
                let tag = String(line[i...close])
                if tag.range(of: #"lang\s*=\s*["']?en"#, options: .regularExpression) != nil,
                   let name = tag.dropFirst().split(whereSeparator: { $0 == " " || $0 == ">" }).first {
                    let closing = Array("</\(name)>")
                    var end = line.count
                    var k = close + 1
                    while k + closing.count <= line.count {
                        if Array(line[k..<(k + closing.count)]) == closing { end = k + closing.count; break }
                        k += 1
                    }
                    blank(i..<end)
                    i = end
                } else {
                    blank(i..<(close + 1))
                    i = close + 1
                }
            } else {
                i += 1
            }
        }
        return out
    }

    private static func latinNames(in prose: [(line: Int, text: [Character])]) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for (line, text) in prose {
            for name in productNames {
                // Case counts: the lower-case “rotor” is the English word for VoiceOver's rotor.
                for column in wordColumns(of: Array(name), in: text) {
                    warnings.append(Diagnostic(
                        line: line, column: column + 1, severity: .warning,
                        message: "“\(name)” in Latin letters in Korean prose: a Korean voice reads it as 로터, VoiceOver's rotor; name it in Korean (이 사이트, 생성기), put it in code, or mark it lang=\"en\""
                    ))
                }
            }
        }
        return warnings
    }

    /// Where `word` stands in `text` with no letter or digit joined to it on either side.
    static func wordColumns(of word: [Character], in text: [Character]) -> [Int] {
        guard !word.isEmpty, text.count >= word.count else { return [] }
        var found: [Int] = []
        for start in 0...(text.count - word.count) where Array(text[start..<(start + word.count)]) == word {
            let before = start == 0 ? nil : text[start - 1]
            let after = start + word.count < text.count ? text[start + word.count] : nil
            // Korean particles join a name directly (Rotor의), so only Latin letters, digits
            // and the marks of identifiers and paths make a longer word.
            let joined = { (c: Character?) in c.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || "_-./".contains($0) } ?? false }
            if !joined(before), !joined(after) { found.append(start) }
        }
        return found
    }

    // MARK: Ids in shown text

    /// A figure's own id, as the build numbers them.
    private static let figureID = try! NSRegularExpression(pattern: #"(?<![\p{L}\p{N}_-])transcript-[0-9]+(?![\p{L}\p{N}_])"#)

    /// Figure ids (`transcript-3`) written in running text.
    private static func figureIDs(in prose: [(line: Int, text: [Character])]) -> [Diagnostic] {
        prose.flatMap { line, text -> [Diagnostic] in
            let string = String(text)
            return figureIDColumns(in: string).map { column in
                Diagnostic(line: line, column: column, severity: .warning,
                           message: "a figure id in shown text: name the figure by its caption, not its id")
            }
        }
    }

    /// The 1-based columns (in characters) of figure ids in `text`.
    public static func figureIDColumns(in text: String) -> [Int] {
        let range = NSRange(text.startIndex..., in: text)
        return figureID.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 }
        }
    }

    /// The ids a spec gives its elements that are not their labels: from any mapping that has
    /// an `id`, with or without a `label`.
    static func specIDs(in yaml: String) -> Set<String> {
        guard let node = try? YAMLReader.phrases.node(yaml) else { return [] }
        var ids: Set<String> = []
        func walk(_ node: YAMLNode) {
            switch node.content {
            case .mapping(let mapping):
                var id: String?
                var label: String?
                for (key, value) in mapping {
                    if key.string == "id" { id = value.string }
                    if key.string == "label" { label = value.string }
                    walk(value)
                }
                if let id, !id.isEmpty, id != label { ids.insert(id) }
            case .sequence(let sequence):
                sequence.forEach(walk)
            default:
                break
            }
        }
        walk(node)
        return ids
    }

    private static func shownIDs(_ transcript: Transcript, ids: Set<String>, fenceLine: Int) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let quoted = ids.sorted().flatMap { id in ["“\(id)”", "\"\(id)\"", "‘\(id)’"].map { ($0, id) } }
        func check(_ text: String, _ what: String, line: Int) {
            for (form, id) in quoted where text.contains(form) {
                warnings.append(Diagnostic(
                    line: line, column: 1, severity: .warning,
                    message: "\(transcript.readerName)'s \(what) shows the spec id “\(id)”: name the element by its label"
                ))
            }
            if !figureIDColumns(in: text).isEmpty {
                warnings.append(Diagnostic(line: line, column: 1, severity: .warning,
                                           message: "\(transcript.readerName)'s \(what) shows a figure id: name the figure by its caption"))
            }
        }
        check(transcript.caption, "caption", line: fenceLine)
        for step in transcript.steps {
            let line = fenceLine + step.line
            check(step.gesture, "gesture label", line: line)
            check(step.gestureDescription, "gesture description", line: line)
            check(step.state.summary, "state summary", line: line)
            check(step.state.pictureDescription, "picture description", line: line)
            for note in step.notes { check(note, "note", line: line) }
        }
        return warnings
    }

    // MARK: One reader's words credited to another

    /// The words a reader's own data gives it in `language`: every phrase with evidence that
    /// is not a modelled rule and has no blank to fill.
    static func readerWords(_ reader: String, language: String) -> Set<String> {
        guard let book = PhraseLibrary.shared.phrasebook(for: language, reader: reader) else { return [] }
        let rules = Set(PhraseKey.behaviorKeys)
        var words: Set<String> = []
        for key in book.evidence.keys where !rules.contains(key) {
            guard let text = book.entries[key], !text.contains("{") else { continue }
            let word = normalized(text)
            if !word.isEmpty { words.insert(word) }
        }
        return words
    }

    /// Phrases in other readers' data that `reader`'s own data does not have, even as part of
    /// a longer phrase.
    static func foreignWords(of reader: String, language: String) -> [(word: String, owner: String)] {
        let own = readerWords(reader, language: language)
        var foreign: [(String, String)] = []
        for other in ReaderRegistry.readers where other.name != reader {
            for word in readerWords(other.name, language: language).sorted()
            where !own.contains(where: { $0.contains(word) }) {
                foreign.append((word, other.displayName))
            }
        }
        return foreign
    }

    private static func borrowedStateWords(_ transcript: Transcript, fenceLine: Int) -> [Diagnostic] {
        borrowedStateWords(
            summaries: transcript.steps.map { (fenceLine + $0.line, $0.state.summary) },
            said: transcript.steps.flatMap { [$0.speech, $0.hint] },
            reader: transcript.reader, language: transcript.language
        )
    }

    /// State summaries (by line) of one reader's figure that show another reader's phrase,
    /// unless the reader itself says that word here (inside a label, say: then it is the app's).
    static func borrowedStateWords(summaries: [(line: Int, text: String)], said: [String], reader: String, language: String) -> [Diagnostic] {
        let foreign = foreignWords(of: reader, language: language)
        guard !foreign.isEmpty else { return [] }
        let heard = Array(said.map(normalized).joined(separator: " "))
        let name = ReaderRegistry.reader(named: reader)?.displayName ?? reader
        var warnings: [Diagnostic] = []
        var seen: Set<String> = []
        for (line, text) in summaries {
            let summary = Array(normalized(text))
            for (word, owner) in foreign where !seen.contains(word) {
                guard !wordColumns(of: Array(word), in: summary).isEmpty,
                      wordColumns(of: Array(word), in: heard).isEmpty else { continue }
                seen.insert(word)
                warnings.append(Diagnostic(
                    line: line, column: 1, severity: .warning,
                    message: "the state column of \(name)'s figure shows “\(word)”, a phrase of \(owner)'s data that \(name) does not say; use words that belong to no reader"
                ))
            }
        }
        return warnings
    }

    private static func borrowedQuotes(_ quotes: [FidelityCheck.Quote], language: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for quote in quotes {
            let wanted = normalized(quote.text)
            guard let owner = foreignWords(of: quote.reader, language: language).first(where: { $0.word == wanted })?.owner else { continue }
            let name = ReaderRegistry.reader(named: quote.reader)?.displayName ?? quote.reader
            warnings.append(Diagnostic(
                line: quote.line, column: quote.column, severity: .warning,
                message: "the prose has \(name) say “\(quote.text)”, a phrase of \(owner)'s data that \(name)'s own data does not have"
            ))
        }
        return warnings
    }

    /// Compared without case, surrounding spaces or trailing punctuation.
    static func normalized(_ text: String) -> String {
        var text = text.lowercased().trimmingCharacters(in: .whitespaces)
        while let last = text.last, ".,!?".contains(last) { text.removeLast() }
        return text
    }
}
