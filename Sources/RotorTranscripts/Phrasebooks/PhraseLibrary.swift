import Foundation
import RotorModel
import Yams

/// The phrase files shipped with Rotor, loaded once and shared.
///
/// Loading reads and parses YAML, so it happens a single time per process: `shared` is a
/// `static let`, which Swift initialises lazily and thread-safely. After that, looking up
/// a language is a dictionary read, cheap enough for every transcript on every page.
public struct PhraseLibrary: Sendable {
    /// Why a phrase file could not be used.
    public enum LoadError: Error, Sendable, Equatable {
        /// The file is not in the bundle.
        case missingFile(String)
        /// The file is not a flat mapping of keys to strings.
        case malformed(String, reason: String)
        /// The file lacks phrases that the model or the transcript needs.
        case missingKeys(String, [String])
    }

    /// The languages with a phrase file, in preference order; the first is the fallback.
    public static let languages = ["en", "ko"]

    /// Every shipped phrasebook; a broken file stops the process, as a build would be wrong.
    public static let shared: PhraseLibrary = {
        do {
            return try PhraseLibrary(books: languages.map(load))
        } catch {
            fatalError("Rotor's phrase files are broken: \(error)")
        }
    }()

    public let books: [String: Phrasebook]

    init(books: [Phrasebook]) {
        self.books = Dictionary(uniqueKeysWithValues: books.map { ($0.language, $0) })
    }

    /// The phrasebook for a language tag; `ko-KR` finds `ko`. `nil` when unsupported.
    public func phrasebook(for language: String) -> Phrasebook? {
        let primary = language.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        return books[primary]
    }

    /// Reads and checks one shipped phrase file.
    ///
    /// - Parameter language: `en` or `ko`.
    /// - Returns: The phrasebook.
    /// - Throws: `LoadError` when the file is missing, malformed or incomplete.
    public static func load(_ language: String) throws(LoadError) -> Phrasebook {
        guard let url = Bundle.module.url(forResource: language, withExtension: "yml", subdirectory: "Phrases"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { throw .missingFile("\(language).yml") }
        return try parse(text, language: language)
    }

    /// Parses the text of a phrase file: a flat mapping of phrase keys to strings.
    public static func parse(_ text: String, language: String) throws(LoadError) -> Phrasebook {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw .malformed("\(language).yml", reason: "\(error)")
        }
        guard let mapping = node?.mapping else { throw .malformed("\(language).yml", reason: "not a mapping") }
        var entries: [PhraseKey: String] = [:]
        for (key, value) in mapping {
            guard let name = key.string, let phrase = value.string else {
                throw .malformed("\(language).yml", reason: "every entry must be a string")
            }
            entries[PhraseKey(rawValue: name)] = phrase
        }
        let book = Phrasebook(language: language, entries: entries)
        let missing = book.missingKeys(PhraseKey.transcriptKeys)
        guard missing.isEmpty else { throw .missingKeys("\(language).yml", missing.map(\.rawValue)) }
        return book
    }
}
