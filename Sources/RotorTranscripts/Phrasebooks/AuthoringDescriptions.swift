import Foundation
import RotorModel

/// The authors' reference in other languages: what each spec key, kind and reader setting
/// does, keyed by an id such as `key.label`, `slider.step`, `node.hint`, `kind.scene` or
/// `setting.voiceover.hints`.
///
/// The English descriptions live next to the code that reads the keys; a language that
/// has a file in `Phrases/authoring/` describes them in its own words. A missing file or
/// entry falls back to the English one, so a new key never leaves a hole in the table.
public enum AuthoringDescriptions {
    private static let books: [String: [String: String]] = {
        var books: [String: [String: String]] = [:]
        for language in PhraseLibrary.languages {
            guard let url = Bundle.module.url(forResource: language, withExtension: "yml", subdirectory: "Phrases/authoring"),
                  let text = try? String(contentsOf: url, encoding: .utf8),
                  let book = try? PhraseLibrary.parse(text, language: language, file: "authoring/\(language).yml", needsEvidence: false)
            else { continue }
            books[language] = Dictionary(uniqueKeysWithValues: book.entries.map { ($0.key.rawValue, $0.value) })
        }
        return books
    }()

    /// The description of `id` in `language` (`ko-KR` finds `ko`), or `english` when it has none.
    public static func text(_ id: String, language: String, english: String) -> String {
        entries(for: language)[id] ?? english
    }

    /// Every id the language's file describes.
    public static func entries(for language: String) -> [String: String] {
        let primary = language.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        return books[primary] ?? [:]
    }
}
