import RotorDiagnostics
import Testing
import RotorModel
import RotorTranscripts

@Suite struct PhraseLibraryTests {
    static let folders: [(String, [PhraseKey], Bool)] =
        [("transcript", PhraseKey.transcriptKeys(), false)] + ReaderRegistry.readers.map { ($0.name, ReaderRegistry.phraseFileKeys(of: $0), true) }

    @Test(arguments: PhraseLibrary.languages)
    func everyShippedFileDefinesEveryKeyAndNoOther(language: String) throws {
        for (folder, keys, needsEvidence) in Self.folders {
            let book = try PhraseLibrary.load(folder, language, required: keys, needsEvidence: needsEvidence)
            #expect(Set(book.entries.keys) == Set(keys), "\(folder)/\(language).yml: no unused or misspelt keys")
        }
    }

    @Test(arguments: PhraseLibrary.languages)
    func everySpokenPhraseCarriesItsEvidence(language: String) throws {
        for reader in ReaderRegistry.readers {
            let book = try PhraseLibrary.load(reader.name, language, required: ReaderRegistry.phraseFileKeys(of: reader), needsEvidence: true)
            for key in reader.phraseKeys {
                let evidence = try #require(book.evidence[key], "\(reader.name)/\(language).yml: \(key.rawValue)")
                #expect(!evidence.source.isEmpty)
            }
        }
    }

    @Test func blanksMatchBetweenLanguages() throws {
        let english = try #require(PhraseLibrary.shared.phrasebook(for: "en"))
        let korean = try #require(PhraseLibrary.shared.phrasebook(for: "ko"))
        func blanks(_ text: String) -> Set<String> {
            Set(text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) })
        }
        for key in english.entries.keys {
            #expect(blanks(english.entries[key] ?? "") == blanks(korean.entries[key] ?? ""), "\(key.rawValue)")
        }
    }

    @Test func koreanUsesWhatKoreanVoiceOverSaysAndMarksTheRestInferred() throws {
        let korean = try #require(PhraseLibrary.shared.phrasebook(for: "ko"))
        #expect(korean.text(.traitAdjustable) == "조절 가능")
        #expect(korean.text(.traitButton) == "버튼")
        #expect(korean.text(.traitSelected) == "선택됨")
        #expect(korean.text(.positionSeries, ["index": "1", "count": "3"]) == "3개 중 1번째")
        #expect(korean.text(.tabBarLabel, ["name": "메인"]) == "메인 탭 막대")
        // The reference has no Korean source for these; they must not pass for verified.
        #expect(korean.evidence[.positionSeries]?.isInferred == true)
        #expect(korean.evidence[.hintAdjustable]?.isInferred == true)
        #expect(korean.evidence[.hintSwitch]?.level == .observed)
        let english = try #require(PhraseLibrary.shared.phrasebook(for: "en"))
        #expect(english.evidence[.hintAdjustable]?.level == .observed)
    }

    @Test func incompleteOrMalformedFilesAreRejected() {
        // Each refusal is a diagnostic in the phrase file, at the entry that is wrong.
        #expect {
            try PhraseLibrary.parse("a: {text: A, evidence: observed, source: s}\ntrait.button: Button", language: "xx",
                                    file: "voiceover/xx.yml", needsEvidence: true)
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.path == "voiceover/xx.yml" && error.line == 2 && error.column == 15
                && error.message.hasPrefix("'trait.button' must be {text, evidence (")
        }
        #expect {
            try PhraseLibrary.parse("trait.button: {text: Button, evidence: rumour, source: x}", language: "xx", file: "voiceover/xx.yml", needsEvidence: true)
        } throws: { error in
            (error as? Diagnostic).map { $0.path == "voiceover/xx.yml" && $0.line == 1 && $0.column == 15 } ?? false
        }
        #expect(throws: Diagnostic(path: "transcript/xx.yml", line: 1, column: 1, message: "a phrase file must be a mapping of keys to phrases")) {
            try PhraseLibrary.parse("- not a mapping", language: "xx", file: "transcript/xx.yml", needsEvidence: false)
        }
        #expect(throws: Diagnostic(path: "voiceover/fr.yml", message: "no such phrase file in Rotor's resources")) {
            try PhraseLibrary.load("voiceover", "fr", required: [], needsEvidence: true)
        }
    }
}
