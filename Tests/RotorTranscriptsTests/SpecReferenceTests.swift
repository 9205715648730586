@testable import RotorTranscripts
import Testing
import RotorHTML

/// The authors' reference is read from the registries; its examples must build.
@Suite struct SpecReferenceTests {
    @Test func everyKindsExampleBuildsForEveryReader() throws {
        for kind in SpecReference.kinds {
            let transcripts = try TranscriptExpander.expandAll(yaml: kind.example, defaultLanguage: "en")
            #expect(transcripts.map(\.reader) == ComponentRegistry.standard.kind(named: kind.name)!.readers, "\(kind.name)")
            #expect(transcripts.allSatisfy { !$0.steps.isEmpty })
        }
    }

    @Test func theReferenceNamesEveryKeyKindAndSetting() {
        #expect(SpecReference.kinds.map(\.name) == ComponentRegistry.standard.names)
        #expect(SpecReference.commonKeys.map(\.name).contains("readers_note"))
        #expect(SpecReference.traits.contains("checkbox"))
        #expect(GestureGlossary.entries.count == 19)
    }

    /// An example wider than the column scrolls, so, like every code sample, it must be
    /// reachable by keyboard (axe's scrollable-region-focusable): each `<pre>` is focusable.
    @Test func everyExampleCanBeScrolledByKeyboard() throws {
        for language in ["en", "ko"] {
            let html = try #require(SpecReferenceHTML.render(language: language))
            let openings = html.split(separator: "<pre", omittingEmptySubsequences: false).dropFirst()
            #expect(openings.count == SpecReference.kinds.count, "\(language): one example per kind")
            #expect(openings.allSatisfy { $0.hasPrefix(" tabindex=\"0\">") }, "\(language)")
        }
    }
}

/// The Korean reference describes every key in Korean, from `Phrases/authoring/ko.yml`.
@Suite struct KoreanAuthoringTableTests {
    @Test func koreanAuthoringTablesDescribeEveryKeyInKorean() throws {
        let korean = AuthoringDescriptions.entries(for: "ko")
        let ids = SpecReferenceHTML.descriptions.map(\.id)
        #expect(Set(korean.keys) == Set(ids), "authoring/ko.yml: every id described, none unused or misspelt")
        let html = try #require(SpecReferenceHTML.render(language: "ko"))
        for (id, english) in SpecReferenceHTML.descriptions {
            #expect(!html.contains(HTMLEscaping.text(english)), "\(id) is still in English")
            #expect(html.contains(HTMLEscaping.text(try #require(korean[id]))), "\(id)")
        }
        // English keeps the code's own words.
        let englishHTML = try #require(SpecReferenceHTML.render(language: "en"))
        #expect(englishHTML.contains(HTMLEscaping.text(SpecReference.commonKeys[0].summary)))
    }
}
