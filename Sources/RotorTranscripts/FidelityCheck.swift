import Foundation
import RotorDiagnostics
import RotorModel

/// What `rotor check` warns about in an article's fidelity (issue 31), beside what the build
/// already fails on:
///
/// - a phrase its prose quotes as a reader's ("VoiceOver says “…”", `TalkBack이 "…"라고`)
///   that none of the article's computed transcripts has that reader say, hint or note;
/// - a step where the reader says nothing and neither a note nor a modelled rule
///   (``RotorModel/PhraseKey/behaviorKeys``) says why: an unlabelled behaviour.
///
/// `rotor check --strict` turns both into errors. It always fails on a transcript that would be
/// counted sourced although a rule it follows is labelled sourced without a section of the
/// reference (``Transcript/unsourcedBehaviors``).
public enum FidelityCheck {
    /// The warnings for one article, at their lines in it, without a path; blocks that do not
    /// run are left to the build to report.
    public static func warnings(inArticle text: String, language: String) -> [Diagnostic] {
        check(text, language: language).warnings
    }

    /// The warnings, and how many of the article's transcripts (one per reader of each block)
    /// are recorded, sourced or inferred.
    public static func check(_ text: String, language: String) -> (warnings: [Diagnostic], fidelity: [TranscriptFidelity: Int]) {
        var fidelity: [TranscriptFidelity: Int] = [:]
        let found = ArticleBlocks(article: text)
        let code = ArticleCode(found)
        var heard: [String: [String]] = [:]
        var warnings: [Diagnostic] = []
        for block in found.transcripts {
            guard let transcripts = try? TranscriptExpander.expandAll(
                yaml: block.literal, defaultLanguage: language, checksExpectations: false, code: code
            ) else { continue }
            for (number, transcript) in transcripts.enumerated() {
                fidelity[transcript.fidelity, default: 0] += 1
                if let error = unsourcedClaim(transcript, number: number + 1, fenceLine: block.fenceLine) { warnings.append(error) }
                for step in transcript.steps {
                    heard[transcript.reader, default: []] += [step.speech, step.hint] + step.notes
                }
                for (index, step) in transcript.steps.enumerated()
                where step.speech.isEmpty && step.notes.isEmpty && step.behaviors.isEmpty && step.hint.isEmpty {
                    warnings.append(Diagnostic(
                        line: block.fenceLine + step.line, column: 1, severity: .warning,
                        message: "step \(index + 1) (\(step.gesture)): \(transcript.readerName) says nothing, and no note or modelled rule says why; this behaviour is unlabelled"
                    ))
                }
            }
        }
        for quote in attributedQuotes(text, skipping: found) {
            let said = heard[quote.reader] ?? []
            guard !said.isEmpty else { continue }
            let wanted = normalized(quote.text)
            guard !wanted.isEmpty, !said.contains(where: { normalized($0).contains(wanted) }) else { continue }
            let name = ReaderRegistry.reader(named: quote.reader)?.displayName ?? quote.reader
            warnings.append(Diagnostic(
                line: quote.line, column: quote.column, severity: .warning,
                message: "the prose has \(name) say “\(quote.text)”, but no transcript of this article has \(name) say it"
            ))
        }
        return (warnings.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }, fidelity)
    }

    /// The error for a transcript a page would call "Sourced" although a rule it follows is
    /// labelled as sourced without a section of the reference (or has no label at all).
    static func unsourcedClaim(_ transcript: Transcript, number: Int, fenceLine: Int) -> Diagnostic? {
        guard transcript.fidelity == .sourced, !transcript.unsourcedBehaviors.isEmpty else { return nil }
        let stepIndex = transcript.steps.firstIndex { !Set($0.behaviors).isDisjoint(with: transcript.unsourcedBehaviors) } ?? 0
        let line = transcript.steps.indices.contains(stepIndex) ? transcript.steps[stepIndex].line : 0
        let keys = transcript.unsourcedBehaviors.joined(separator: ", ")
        return Diagnostic(
            line: fenceLine + line, column: 1, severity: .error,
            message: "transcript \(number) (\(transcript.readerName)) would be counted Sourced, but step \(stepIndex + 1) follows \(keys), which the \(transcript.readerName) phrase file labels as sourced without citing a section of the reference (§N) or does not label at all: cite the section, or label it inferred"
        )
    }

    struct Quote: Equatable {
        var reader: String
        var text: String
        var line: Int
        var column: Int
    }

    /// Speech verbs that attribute a quote to the reader named before it.
    private static let verbs = [
        "say", "said", "read", "announce", "speak", "spoke", "hear", "offer", "tell", "add",
        "라고", "읽", "말", "알리", "알려", "안내", "붙",
    ]

    /// Quotes in the prose (outside code blocks and front matter) that follow a reader's name
    /// in the same paragraph with a speech verb around them.
    static func attributedQuotes(_ text: String, skipping found: ArticleBlocks) -> [Quote] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        var code = Set<Int>(0..<found.bodyLineOffset)
        var inFence = false
        for (index, line) in lines.enumerated() where index >= found.bodyLineOffset {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                code.insert(index)
            } else if inFence || line.hasPrefix("    ") {
                code.insert(index)
            }
        }
        var quotes: [Quote] = []
        var paragraph: [(line: Int, text: String)] = []
        func flush() {
            defer { paragraph = [] }
            guard !paragraph.isEmpty else { return }
            quotes += quotesIn(paragraph)
        }
        for (index, line) in lines.enumerated() {
            if code.contains(index) || line.trimmingCharacters(in: .whitespaces).isEmpty { flush(); continue }
            paragraph.append((index + 1, line))
        }
        flush()
        return quotes
    }

    private static func quotesIn(_ paragraph: [(line: Int, text: String)]) -> [Quote] {
        // The paragraph as one text, with where each of its characters came from.
        var characters: [Character] = []
        var places: [(line: Int, column: Int)] = []
        for (line, text) in paragraph {
            for (offset, character) in text.enumerated() {
                characters.append(character)
                places.append((line, offset + 1))
            }
            characters.append(" ")
            places.append((line, text.count + 1))
        }
        let readers: [(name: String, reader: String)] = ReaderRegistry.readers.map { ($0.displayName, $0.name) }
        var quotes: [Quote] = []
        var index = 0
        while index < characters.count {
            let open = characters[index]
            guard open == "“" || open == "\"" else { index += 1; continue }
            let close: Character = open == "“" ? "”" : "\""
            guard let end = characters[(index + 1)...].firstIndex(of: close) else { break }
            let quoted = String(characters[(index + 1)..<end])
            // The nearest reader named before the quote, within the sentence or so.
            let before = String(characters[max(0, index - 90)..<index])
            let after = String(characters[(end + 1)..<min(characters.count, end + 12)])
            let named = readers.compactMap { reader -> (String, String.Index)? in
                before.range(of: reader.name, options: .backwards).map { (reader.reader, $0.upperBound) }
            }.max { $0.1 < $1.1 }
            if let (reader, from) = named {
                let between = String(before[from...])
                let sentenceEnds = between.contains(". ") || between.contains("다. ")
                let attributed = verbs.contains { between.lowercased().contains($0) } || after.hasPrefix("라고") || after.hasPrefix("이라고")
                if attributed, !sentenceEnds, !quoted.isEmpty {
                    quotes.append(Quote(reader: reader, text: quoted, line: places[index].line, column: places[index].column))
                }
            }
            index = end + 1
        }
        return quotes
    }

    /// Compared without case, surrounding spaces or a trailing full stop.
    private static func normalized(_ text: String) -> String {
        var text = text.lowercased().trimmingCharacters(in: .whitespaces)
        while let last = text.last, ".,!?".contains(last) { text.removeLast() }
        return text
    }
}
