import RotorModel

/// Turns the YAML body of a ```` ```transcript ```` block into a `Transcript`.
///
/// Expansion parses the spec, builds the component, runs the spec's screen reader over
/// every gesture (repeats already expanded, one step each), and checks `expect:`. It has
/// no shared mutable state, so a site build may call it from many tasks at once; the
/// phrase files are loaded a single time by `PhraseLibrary.shared`.
public enum TranscriptExpander {
    /// Expands one spec.
    ///
    /// ```yaml
    /// component: slider
    /// label: Volume
    /// value: 50
    /// gestures: [focus, swipe up ×2]
    /// expect: ["Volume, 50, 50%, Adjustable", "60, 60%", "70, 70%"]
    /// ```
    ///
    /// - Parameters:
    ///   - yaml: The body of a ```` ```transcript ```` fenced block.
    ///   - defaultLanguage: The page language (`en`, `ko`); a spec `lang:` overrides it.
    ///     A language without phrases falls back to English.
    /// - Returns: The transcript.
    /// - Throws: `TranscriptError` located in `yaml` for an invalid spec, a gesture the
    ///   component cannot take, or speech that differs from `expect:`.
    public static func expand(yaml: String, defaultLanguage: String) throws(TranscriptError) -> Transcript {
        try expand(yaml: yaml, defaultLanguage: defaultLanguage, overrideLanguage: nil)
    }

    /// Expands one spec, optionally forcing the language over the spec's own `lang:`.
    ///
    /// - Parameter overrideLanguage: A language that wins over `lang:`, as the command
    ///   line's `--lang` does.
    ///   - checksExpectations: `false` computes the transcript without comparing it with
    ///     `expect:`, to print fresh expectations.
    public static func expand(
        yaml: String, defaultLanguage: String, overrideLanguage: String?, checksExpectations: Bool = true
    ) throws(TranscriptError) -> Transcript {
        let spec = try TranscriptSpec.parse(yaml)
        let phrases = try phrasebook(spec: spec, defaultLanguage: defaultLanguage, overrideLanguage: overrideLanguage)
        // What was spoken from phrases the reference could not verify is named under the figure.
        let (steps, inferred) = try TranscriptRunner.run(spec, phrases: phrases)
        let readerName = spec.reader.displayName
        if checksExpectations {
            try check(spec.expectations, line: spec.expectLine, "expect", against: steps.map(\.speech), steps, says: "\(readerName) says")
            try check(spec.hintExpectations, line: spec.expectHintLine, "expect_hint", against: steps.map(\.hint), steps, says: "the hint is")
        }
        let name = spec.component.displayName(phrases)
        return Transcript(
            component: spec.componentName, reader: spec.reader.name, readerName: readerName, language: phrases.language,
            caption: spec.caption ?? phrases.text(.uiCaption, ["reader": readerName, "name": name.isEmpty ? spec.componentName : name]),
            steps: steps, labels: TranscriptLabels(phrases, reader: readerName), inferredPhrases: inferred
        )
    }

    private static func phrasebook(
        spec: TranscriptSpec, defaultLanguage: String, overrideLanguage: String?
    ) throws(TranscriptError) -> Phrasebook {
        let library = PhraseLibrary.shared
        let reader = spec.reader.name
        if let overrideLanguage, let book = library.phrasebook(for: overrideLanguage, reader: reader) {
            return book
        }
        if let language = spec.language {
            guard let book = library.phrasebook(for: language, reader: reader) else {
                let list = PhraseLibrary.languages.joined(separator: ", ")
                let (line, column) = spec.languageLocation
                throw TranscriptError(line: line, column: column, message: "no phrases for language '\(language)'; use one of \(list)")
            }
            return book
        }
        return library.phrasebook(for: defaultLanguage, reader: reader)
            ?? library.phrasebook(for: PhraseLibrary.languages[0], reader: reader)!
    }

    /// Compares `expect:` (or `expect_hint:`) with what was computed, step by step.
    private static func check(
        _ expectations: [TranscriptSpec.Expectation]?, line: Int, _ key: String,
        against actual: [String], _ steps: [TranscriptStep], says: String
    ) throws(TranscriptError) {
        guard let expectations else { return }
        for (index, (expected, computed)) in zip(expectations, actual).enumerated() where expected.speech != computed {
            throw TranscriptError(
                line: expected.line, column: expected.column,
                message: "step \(index + 1) (\(steps[index].gesture)): expected \"\(expected.speech)\" but \(says) \"\(computed)\""
            )
        }
        guard expectations.count == steps.count else {
            throw TranscriptError(
                line: line, column: 1,
                message: "'\(key)' lists \(expectations.count) lines, but the gestures make \(steps.count) steps"
            )
        }
    }
}
