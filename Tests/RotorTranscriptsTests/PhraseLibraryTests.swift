import Testing
import RotorModel
import RotorTranscripts

@Suite struct PhraseLibraryTests {
    @Test(arguments: PhraseLibrary.languages)
    func everyShippedFileDefinesEveryKey(language: String) throws {
        let book = try PhraseLibrary.load(language)
        #expect(book.missingKeys(PhraseKey.transcriptKeys).isEmpty)
        #expect(Set(book.entries.keys) == Set(PhraseKey.transcriptKeys), "no unused or misspelt keys")
    }

    @Test func blanksMatchBetweenLanguages() throws {
        let english = try PhraseLibrary.load("en")
        let korean = try PhraseLibrary.load("ko")
        func blanks(_ text: String) -> Set<String> {
            Set(text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) })
        }
        for key in PhraseKey.transcriptKeys {
            #expect(blanks(english.text(key)) == blanks(korean.text(key)), "\(key.rawValue)")
        }
    }

    @Test func koreanUsesWhatKoreanVoiceOverSays() throws {
        let korean = try #require(PhraseLibrary.shared.phrasebook(for: "ko"))
        #expect(korean.text(.traitAdjustable) == "조절 가능")
        #expect(korean.text(.traitButton) == "버튼")
        #expect(korean.text(.traitSelected) == "선택됨")
        #expect(korean.text(.tabPosition, ["index": "1", "count": "3"]) == "탭, 3개 중 1번째")
        #expect(korean.text(.tabBarLabel, ["name": "메인"]) == "메인 탭 막대")
    }

    @Test func incompleteOrMalformedFilesAreRejected() {
        #expect(throws: PhraseLibrary.LoadError.self) { try PhraseLibrary.parse("trait.button: Button", language: "xx") }
        #expect(throws: PhraseLibrary.LoadError.self) { try PhraseLibrary.parse("- not a mapping", language: "xx") }
        #expect(throws: PhraseLibrary.LoadError.missingFile("fr.yml")) { try PhraseLibrary.load("fr") }
    }
}
