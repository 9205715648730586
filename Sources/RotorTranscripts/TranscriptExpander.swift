import RotorDiagnostics
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
    /// - Throws: `Diagnostic` located in `yaml` for an invalid spec, a gesture the
    ///   component cannot take, or speech that differs from `expect:`.
    public static func expand(yaml: String, defaultLanguage: String) throws(Diagnostic) -> Transcript {
        try expand(yaml: yaml, defaultLanguage: defaultLanguage, overrideLanguage: nil)
    }

    /// Expands one spec for one reader.
    ///
    /// - Parameters:
    ///   - overrideLanguage: A language that wins over `lang:`, as the command line's
    ///     `--lang` does.
    ///   - reader: The reader to run, as the command line's `--reader` names it; the
    ///     spec's primary reader when `nil`. A reader the spec leaves out is an error.
    ///   - checksExpectations: `false` computes the transcript without comparing it with
    ///     `expect:`, to print fresh expectations.
    ///   - registry: The readers, the shipped ones unless a test adds its own.
    public static func expand(
        yaml: String, defaultLanguage: String, overrideLanguage: String?, reader: String? = nil, checksExpectations: Bool = true,
        code: ArticleCode = .none, readers registry: ReaderRegistry = .standard
    ) throws(Diagnostic) -> Transcript {
        let spec = try TranscriptSpec.parse(yaml, code: code, readers: registry)
        var plan = spec.primary
        if let reader {
            guard let wanted = registry.reader(named: reader) else {
                let list = registry.names.joined(separator: ", ")
                throw Diagnostic(line: 1, column: 1, message: Suggestion.adding(to: "unknown reader '\(reader)'; expected one of \(list)", reader, in: registry.names))
            }
            if let listed = spec.plans.first(where: { $0.reader.name == wanted.name }) {
                plan = listed
            } else if spec.platform != .any {
                // Code of one platform: only its reader reads it, as the spec key `readers:` says too.
                let only = spec.platform.readers?.compactMap { registry.reader(named: $0)?.displayName }.joined(separator: " and ") ?? ""
                throw Diagnostic(line: 1, column: 1, message: "\(wanted.displayName) cannot read this transcript: it runs \(spec.platform.codeDescription), which only \(only) reads; \(spec.platform.otherReaderAdvice)")
            } else {
                // The command line asks for a reader the page leaves out: run it with the spec's
                // gestures, as a preview; the spec's expectations are the primary reader's.
                plan = TranscriptSpec.ReaderPlan(
                    reader: wanted, settings: ReaderSettings(), steps: spec.primary.steps,
                    expectations: nil, expectLine: 1, hintExpectations: nil, expectHintLine: 1, expectKey: "\(wanted.name): expect"
                )
            }
        }
        return try transcript(
            spec, plan, defaultLanguage: defaultLanguage, overrideLanguage: overrideLanguage, checksExpectations: checksExpectations, registry
        )
    }

    /// Expands one spec for every reader it names, the primary first: what a page shows.
    ///
    /// Every reader runs even when an earlier one fails, so one pass reports each reader's
    /// mismatches: the first reader's error, with the others' following it.
    ///
    /// - Parameters:
    ///   - code: The article's named Swift blocks, for a spec that computes from them.
    ///   - kinds: The kinds `component:` may name; a test adds one of its own.
    ///   - registry: The readers, the shipped ones unless a test adds its own.
    public static func expandAll(
        yaml: String, defaultLanguage: String, overrideLanguage: String? = nil, checksExpectations: Bool = true,
        code: ArticleCode = .none, kinds: ComponentRegistry = .standard, readers registry: ReaderRegistry = .standard
    ) throws(Diagnostic) -> [Transcript] {
        let spec = try TranscriptSpec.parse(yaml, code: code, kinds: kinds, readers: registry)
        var transcripts: [Transcript] = []
        var errors: [Diagnostic] = []
        for plan in spec.plans {
            do throws(Diagnostic) {
                transcripts.append(try transcript(
                    spec, plan, defaultLanguage: defaultLanguage, overrideLanguage: overrideLanguage, checksExpectations: checksExpectations,
                    registry, kinds: kinds
                ))
            } catch {
                // A fault of the spec itself (a bound, a misspelt name) stops every reader the
                // same way: report it once.
                if !errors.contains(where: { $0.line == error.line && $0.column == error.column && $0.message == error.message }) {
                    errors.append(error)
                }
            }
        }
        if var first = errors.first {
            first.following += errors.dropFirst()
            throw first
        }
        return transcripts
    }

    private static func transcript(
        _ spec: TranscriptSpec, _ plan: TranscriptSpec.ReaderPlan,
        defaultLanguage: String, overrideLanguage: String?, checksExpectations: Bool, _ registry: ReaderRegistry,
        kinds: ComponentRegistry = .standard
    ) throws(Diagnostic) -> Transcript {
        let shipped: Phrasebook
        if let given = registry.phrasebook(of: plan.reader.name) {
            shipped = given
        } else {
            shipped = try phrasebook(spec: spec, reader: plan.reader.name, defaultLanguage: defaultLanguage, overrideLanguage: overrideLanguage)
        }
        let phrases = kinds.phrases(shipped)
        // What was spoken from phrases the reference could not verify is named under the figure.
        let (steps, inferred) = try TranscriptRunner.run(spec, plan, phrases: phrases)
        let readerName = plan.reader.displayName
        if checksExpectations {
            try check(plan.expectations, line: plan.expectLine, plan.expectKey, against: steps.map(\.speech), steps, says: "\(readerName) says")
            try check(plan.hintExpectations, line: plan.expectHintLine, plan.expectKey + "_hint", against: steps.map(\.hint), steps, says: "\(readerName)'s hint is")
        }
        // A recording is always compared: a page must not say it was heard when the model
        // now says something else.
        if let recording = plan.recording {
            let key = plan.reader.name == spec.primary.reader.name ? "recorded: lines" : "\(plan.reader.name): recorded: lines"
            try check(recording.lines, line: recording.line, key, against: steps.map(\.speech), steps,
                      says: "\(readerName) says", heard: "heard on \(recording.device)")
        }
        let name = spec.component.displayName(phrases)
        var transcript = Transcript(
            component: spec.componentName, reader: plan.reader.name, readerName: readerName, language: phrases.language,
            caption: spec.caption ?? phrases.text(.uiCaption, ["reader": readerName, "name": name.isEmpty ? spec.componentName : name]),
            steps: steps, labels: TranscriptLabels(phrases, reader: readerName), inferredPhrases: inferred
        )
        transcript.readersNote = spec.readersNote ?? spec.platformNote.map { phrases.text($0) } ?? ""
        transcript.inferredBehaviors = inferredBehaviors(steps, phrases)
        transcript.unsourcedBehaviors = unsourcedBehaviors(steps, phrases)
        transcript.codeSources = spec.codeSources
        transcript.recording = plan.recording.map {
            TranscriptRecording(device: $0.device, os: $0.os, readerVersion: $0.readerVersion, date: $0.date, by: $0.by, lines: $0.lines.map(\.speech))
        }
        transcript.expectBlock = plan.expectKey == "expect" ? nil : plan.reader.name
        return transcript
    }

    /// The inferred rules the steps follow, worded by the phrase file, in order of first use.
    static func inferredBehaviors(_ steps: [TranscriptStep], _ phrases: Phrasebook) -> [String] {
        var texts: [String] = []
        for key in steps.flatMap(\.behaviors).map(PhraseKey.init(rawValue:)) where phrases.evidence[key]?.isInferred == true {
            let text = phrases.text(key)
            if !texts.contains(text) { texts.append(text) }
        }
        return texts
    }

    /// The rules the steps follow that claim a source the reference does not give: a key the
    /// phrase file has no entry for, or a label other than `inferred` whose source cites no
    /// section of the reference (“§N”). Such a step is unlabelled and unsourced, so the
    /// transcript must not count as sourced (``FidelityCheck``).
    static func unsourcedBehaviors(_ steps: [TranscriptStep], _ phrases: Phrasebook) -> [String] {
        var keys: [String] = []
        for key in steps.flatMap(\.behaviors) where !keys.contains(key) {
            guard let evidence = phrases.evidence[PhraseKey(rawValue: key)] else { keys.append(key); continue }
            if !evidence.isInferred, !evidence.source.contains("§") { keys.append(key) }
        }
        return keys
    }

    static func phrasebook(
        spec: TranscriptSpec, reader: String, defaultLanguage: String, overrideLanguage: String?
    ) throws(Diagnostic) -> Phrasebook {
        let library = PhraseLibrary.shared
        if let overrideLanguage, let book = library.phrasebook(for: overrideLanguage, reader: reader) {
            return book
        }
        if let language = spec.language {
            guard let book = library.phrasebook(for: language, reader: reader) else {
                let list = PhraseLibrary.languages.joined(separator: ", ")
                let (line, column) = spec.languageLocation
                throw Diagnostic(line: line, column: column, message: Suggestion.adding(to: "no phrases for language '\(language)'; use one of \(list)", language, in: PhraseLibrary.languages))
            }
            return book
        }
        return library.phrasebook(for: defaultLanguage, reader: reader)
            ?? library.phrasebook(for: PhraseLibrary.languages[0], reader: reader)!
    }

    /// Compares `expect:` (or `expect_hint:`) with what was computed, step by step.
    private static func check(
        _ expectations: [TranscriptSpec.Expectation]?, line: Int, _ key: String,
        against actual: [String], _ steps: [TranscriptStep], says: String, heard: String = "expected"
    ) throws(Diagnostic) {
        guard let expectations else { return }
        // Every step that differs, each at its own line, with a caret under the first
        // character where the texts part.
        var problems: [Diagnostic] = []
        for (index, (expected, computed)) in zip(expectations, actual).enumerated() where BidiText.withoutIsolates(expected.speech) != BidiText.withoutIsolates(computed) {
            problems.append(Diagnostic(
                line: expected.line, column: expected.column,
                message: "step \(index + 1) (\(steps[index].gesture)): \(heard) \"\(expected.speech)\" but \(says) \"\(computed)\"\n"
                    + difference(expected.speech, computed)
            ))
        }
        if var first = problems.first {
            first.following = Array(problems.dropFirst())
            throw first
        }
        guard expectations.count == steps.count else {
            throw Diagnostic(
                line: line, column: 1,
                message: "'\(key)' lists \(expectations.count) lines, but the gestures make \(steps.count) steps"
            )
        }
    }

    /// The two texts one above the other, with a caret under the first character that differs.
    static func difference(_ expected: String, _ computed: String) -> String {
        let common = zip(expected, computed).prefix { $0 == $1 }.count
        let pad = String(repeating: " ", count: "    computed: ".count + common)
        return "    expected: \(expected)\n    computed: \(computed)\n\(pad)^"
    }
}
