import Foundation
import RotorModel

/// One transcript's line on the fidelity page: which figure, which reader, its standing, and
/// for a recorded one, the phrases and modelled rules the recording confirms.
public struct FidelityEntry: Sendable, Equatable, Hashable {
    /// The figure's id on its page, such as `transcript-2`: the link's anchor, never shown.
    public var figure: String
    /// The figure's title as the article shows it (the transcript's caption): what the
    /// fidelity page names the figure by.
    public var caption: String
    /// The reader as specs name it: `voiceover`.
    public var reader: String
    /// The language the transcript is spoken in, whose phrase table its recording confirms.
    public var language: String
    public var fidelity: TranscriptFidelity
    /// Phrase keys (`trait.button`, `behavior.boundary`…) the recording heard, sorted; empty
    /// unless `fidelity` is `.recorded`.
    public var confirmed: [String]

    public init(figure: String, caption: String = "", reader: String, language: String, fidelity: TranscriptFidelity, confirmed: [String] = []) {
        self.figure = figure
        self.caption = caption
        self.reader = reader
        self.language = language
        self.fidelity = fidelity
        self.confirmed = confirmed
    }

    /// The entry of a transcript shown as figure `figure`.
    public init(_ transcript: Transcript, figure: String) {
        self.init(figure: figure, caption: transcript.caption, reader: transcript.reader, language: transcript.language, fidelity: transcript.fidelity,
                  confirmed: transcript.recording == nil ? [] : transcript.confirmedPhraseKeys())
    }
}

extension Transcript {
    /// The keys of the reader's phrases and modelled rules that a recording heard: every
    /// rule a step followed, and every phrase whose template, blanks filled by anything,
    /// is a whole spoken part of a step. The build has already checked that each recorded
    /// line is the computed speech, so the computed parts are what was heard.
    ///
    /// The model does not say which phrase made which part, so parts are matched against
    /// the phrase file's templates; labels, which come from the spec, are left out.
    public func confirmedPhraseKeys() -> [String] {
        guard recording != nil, let type = ReaderRegistry.reader(named: reader),
              let phrases = PhraseLibrary.shared.phrasebook(for: language, reader: type.name) else { return [] }
        var keys = Set(steps.flatMap(\.behaviors))
        let templates = type.phraseKeys.compactMap { key in phrases.entries[key].flatMap { PhraseTemplate($0) }.map { (key, $0) } }
        for part in steps.flatMap(\.parts) where part.role != .label {
            var matching = templates.filter { $0.1.matches(part.text) }.map(\.0)
            // Two phrases with the same words (a switch's and a toggle's): the model names the
            // part inferred exactly when it spoke the inferred one.
            let spokeInferred = inferredPhrases.contains(part.text)
            let kept = matching.filter { (phrases.evidence[$0]?.isInferred == true) == spokeInferred }
            if matching.count > 1, !kept.isEmpty { matching = kept }
            for key in matching { keys.insert(key.rawValue) }
        }
        return keys.sorted()
    }
}

/// A phrase template as a pattern: its `{blanks}` match any text, and a Korean particle
/// marker such as `(으)로` either of its forms.
struct PhraseTemplate {
    private let expression: NSRegularExpression

    /// `nil` for a template that is only blanks, which would match every part.
    init?(_ template: String) {
        var pattern = "^"
        var literal = ""
        var rest = Substring(template)
        while !rest.isEmpty {
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                pattern += ".+?"
                rest = rest[rest.index(after: close)...]
            } else if let marker = KoreanParticles.markers.first(where: { rest.hasPrefix($0.marker) }) {
                pattern += "(?:\(NSRegularExpression.escapedPattern(for: marker.consonant))|\(NSRegularExpression.escapedPattern(for: marker.vowel)))"
                literal += marker.vowel
                rest = rest.dropFirst(marker.marker.count)
            } else {
                pattern += NSRegularExpression.escapedPattern(for: String(rest.first!))
                literal.append(rest.first!)
                rest = rest.dropFirst()
            }
        }
        guard literal.contains(where: { $0.isLetter || $0.isNumber }),
              let expression = try? NSRegularExpression(pattern: pattern + "$") else { return nil }
        self.expression = expression
    }

    func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
