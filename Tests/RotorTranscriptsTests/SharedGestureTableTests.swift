import Foundation
import Testing
import RotorModel
@testable import RotorTranscripts

/// The shared gestures are one table (`SharedGesture.all`); the parser, its list, the glossary,
/// `Gesture.sharedNames` and a transcript's words all read it.
@Suite struct SharedGestureTableTests {
    /// A sample for each placeholder a shared form takes.
    private static func sample(_ written: String) -> String {
        written.replacingOccurrences(of: "LABEL", with: "Volume").replacingOccurrences(of: "TEXT", with: "hello")
            .replacingOccurrences(of: "FRACTION", with: "0.4")
    }

    @Test func everyFormParsesToItsGestureAndIsWordedByItsOwnPhrase() throws {
        for shared in SharedGesture.all {
            for form in shared.forms {
                let written = Self.sample(form.written)
                let gesture = try GestureParser.parse(written).gesture
                #expect(gesture.name == shared.name, "\(written)")
                let found = try #require(SharedGesture.form(of: gesture), "\(written)")
                #expect(found.form.words == form.words, "\(written)")
            }
        }
    }

    @Test func describedWordsFillTheirPlaceholders() throws {
        let phrases = try #require(PhraseLibrary.shared.phrasebook(for: "en", reader: "voiceover"))
        let reader = VoiceOver(phrases: phrases, settings: ReaderSettings())
        #expect(TranscriptRunner.describe(.drag(0.4), phrases, reader) == phrases.text("gesture.drag", ["percent": "40"]))
        #expect(TranscriptRunner.describe(.focus("Volume"), phrases, reader).contains("Volume"))
        #expect(TranscriptRunner.describe(.touch("Volume"), phrases, reader).contains("Volume"))
        #expect(TranscriptRunner.describe(.focus(nil), phrases, reader) == phrases.text("gesture.focus"))
    }

    @Test func otherSpellingsParseAndNoListShowsThem() throws {
        #expect(try GestureParser.parse("double-tap").gesture == .doubleTap)
        #expect(try GestureParser.parse("two finger double tap").gesture == .magicTap)
        #expect(try GestureParser.parse("Two-Finger Double Tap").gesture == .magicTap)
        #expect(!GestureParser.sharedVocabulary.contains("double-tap"))
        #expect(!GestureParser.sharedVocabulary.contains("two-finger double tap"))
        #expect(GestureGlossary.entries.first { $0.id == "magic-tap" }?.written == "magic tap, two-finger double tap")
    }

    @Test func namesListAndGlossaryFollowTheTable() {
        #expect(Gesture.sharedNames == SharedGesture.all.map(\.name))
        // The parser's list places magic tap after double tap, where it was first listed.
        #expect(GestureParser.sharedVocabulary == [
            "focus", "focus LABEL", "swipe right", "swipe left", "swipe up", "swipe down", "double tap", "magic tap",
            "touch LABEL", "type TEXT", "tap", "tap LABEL", "drag to FRACTION", "release",
        ])
        let ids = GestureGlossary.entries.map(\.id)
        let own = Set(ReaderRegistry.readers.flatMap { $0.ownGestures.map(\.name) })
        #expect(ids.filter { !own.contains($0) } == Gesture.sharedNames)
        // Typing and the touches without a reader come after every reader's own gesture.
        let lastOwn = ids.lastIndex { own.contains($0) }
        #expect(lastOwn != nil && ids.firstIndex(of: "type") == lastOwn.map { $0 + 1 })
    }

    @Test func aBadFractionIsNoGesture() {
        #expect((try? GestureParser.parse("drag to 2")) == nil)
        #expect((try? GestureParser.parse("drag to 40%").gesture) == .drag(0.4))
    }
}
