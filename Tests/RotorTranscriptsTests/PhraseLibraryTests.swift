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
        #expect(throws: PhraseLibrary.LoadError.self) {
            try PhraseLibrary.parse("trait.button: Button", language: "xx", file: "voiceover/xx.yml", needsEvidence: true)
        }
        #expect(throws: PhraseLibrary.LoadError.self) {
            try PhraseLibrary.parse("trait.button: {text: Button, evidence: rumour, source: x}", language: "xx", file: "voiceover/xx.yml", needsEvidence: true)
        }
        #expect(throws: PhraseLibrary.LoadError.self) {
            try PhraseLibrary.parse("- not a mapping", language: "xx", file: "transcript/xx.yml", needsEvidence: false)
        }
        #expect(throws: PhraseLibrary.LoadError.missingFile("voiceover/fr.yml")) {
            try PhraseLibrary.load("voiceover", "fr", required: [], needsEvidence: true)
        }
    }
}
