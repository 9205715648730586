@testable import RotorTranscripts
import Testing

/// The authors' reference is read from the registries; its examples must build.
@Suite struct SpecReferenceTests {
    @Test func everyKindsExampleBuildsForEveryReader() throws {
        for kind in SpecReference.kinds {
            let transcripts = try TranscriptExpander.expandAll(yaml: kind.example, defaultLanguage: "en")
            #expect(transcripts.map(\.reader) == ComponentRegistry.kind(named: kind.name)!.readers, "\(kind.name)")
            #expect(transcripts.allSatisfy { !$0.steps.isEmpty })
        }
    }

    @Test func theReferenceNamesEveryKeyKindAndSetting() {
        #expect(SpecReference.kinds.map(\.name) == ComponentRegistry.names)
        #expect(SpecReference.commonKeys.map(\.name).contains("readers_note"))
        #expect(SpecReference.traits.contains("checkbox"))
        #expect(GestureGlossary.entries.count == 19)
    }
}
