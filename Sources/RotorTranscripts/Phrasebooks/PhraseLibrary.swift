import Foundation
import RotorDiagnostics
import RotorModel
import RotorYAML

/// The phrase files shipped with Rotor, loaded once and shared.
///
/// `Phrases/transcript/<lang>.yml` holds the words of transcripts themselves (component
/// wording, notes, summaries, the interface); `Phrases/<reader>/<lang>.yml` holds what
/// one screen reader speaks, each phrase with its evidence. A reader's phrasebook is the
/// two merged. Loading parses YAML, so it happens once per process: `shared` is a
/// `static let`, which Swift initialises lazily and thread-safely.
public struct PhraseLibrary: Sendable {
    /// The languages with phrase files, in preference order; the first is the fallback.
    public static let languages = ["en", "ko"]

    /// Every shipped phrasebook; a broken file stops the process, as a build would be wrong.
    public static let shared: PhraseLibrary = {
        do {
            return try PhraseLibrary()
        } catch {
            fatalError("Rotor's phrase files are broken: \(error)")
        }
    }()

    /// Phrasebooks by reader name, then language.
    public let books: [String: [String: Phrasebook]]

    /// - Throws: The first phrase file that cannot be used, as a ``Diagnostic`` in that file.
    init() throws(Diagnostic) {
        var books: [String: [String: Phrasebook]] = [:]
        for language in Self.languages {
            let transcript = try Self.load("transcript", language, required: PhraseKey.transcriptKeys(), needsEvidence: false)
            for reader in ReaderRegistry.readers {
                let spoken = try Self.load(reader.name, language, required: ReaderRegistry.phraseFileKeys(of: reader), needsEvidence: true)
                books[reader.name, default: [:]][language] = transcript.merging(spoken)
            }
        }
        self.books = books
    }

    /// The phrasebook for a language tag (`ko-KR` finds `ko`) and a reader; `nil` when unsupported.
    public func phrasebook(for language: String, reader: String = ReaderRegistry.defaultReader.name) -> Phrasebook? {
        let primary = language.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        return books[reader]?[primary]
    }

    /// Reads and checks one shipped phrase file.
    ///
    /// - Throws: A ``Diagnostic`` in the file (`folder/language.yml`): it is not in the bundle,
    ///   not YAML, not phrases (at the entry that is not), or lacks phrases in `required`.
    public static func load(_ folder: String, _ language: String, required: [PhraseKey], needsEvidence: Bool) throws(Diagnostic) -> Phrasebook {
        let name = "\(folder)/\(language).yml"
        guard let url = Bundle.module.url(forResource: language, withExtension: "yml", subdirectory: "Phrases/\(folder)"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { throw Diagnostic(path: name, message: "no such phrase file in Rotor's resources") }
        let book = try parse(text, language: language, file: name, needsEvidence: needsEvidence)
        let missing = book.missingKeys(required)
        guard missing.isEmpty else {
            throw Diagnostic(path: name, message: "missing phrases: \(missing.map(\.rawValue).joined(separator: ", "))")
        }
        return book
    }

    /// Parses a phrase file: keys mapped to text, or to `{text, evidence, source}`.
    ///
    /// - Parameter needsEvidence: Whether every phrase must say how it is known, as a
    ///   reader's spoken phrases must.
    /// - Throws: A ``Diagnostic`` in `file`: the reader's, for text that is not YAML, or one
    ///   at the entry that is not a phrase.
    public static func parse(_ text: String, language: String, file: String, needsEvidence: Bool) throws(Diagnostic) -> Phrasebook {
        func problem(_ message: String, at node: YAMLNode?) -> Diagnostic {
            Diagnostic(path: file, line: node?.mark?.line, column: node?.mark?.column, message: message)
        }
        let node = try YAMLReader.phrases.node(text, path: file)
        guard let mapping = node?.mapping else { throw problem("a phrase file must be a mapping of keys to phrases", at: node) }
        var entries: [PhraseKey: String] = [:]
        var evidence: [PhraseKey: PhraseEvidence] = [:]
        for (keyNode, value) in mapping {
            guard let name = keyNode.string else { throw problem("every key must be text", at: keyNode) }
            let key = PhraseKey(rawValue: name)
            if let phrase = value.scalar?.string, !needsEvidence {
                entries[key] = phrase
                continue
            }
            guard value.mapping != nil, let phrase = value["text"]?.string,
                  let levelText = value["evidence"]?.string, let level = PhraseEvidence.Level(rawValue: levelText),
                  let source = value["source"]?.string, !source.isEmpty
            else {
                let levels = PhraseEvidence.Level.allCases.map(\.rawValue).joined(separator: ", ")
                throw problem("'\(name)' must be {text, evidence (\(levels)), source}", at: value)
            }
            entries[key] = phrase
            evidence[key] = PhraseEvidence(level: level, source: source)
        }
        return Phrasebook(language: language, entries: entries, evidence: evidence)
    }
}
