import Testing
import RotorModel
@testable import RotorTranscripts

@Suite struct GestureParserTests {
    @Test(arguments: [
        ("swipe up ×3", "swipe up", 3), ("swipe up x3", "swipe up", 3), ("swipe up × 2", "swipe up", 2),
        ("double tap", "double tap", 1), ("focus Done", "focus Done", 1), ("type 77 x2", "type 77", 2),
    ])
    func repeatsAreSplitOff(written: String, text: String, count: Int) throws {
        let parsed = try GestureParser.parse(written)
        #expect(parsed.text == text)
        #expect(parsed.count == count)
    }

    @Test func everyVocabularyWordParses() throws {
        let expected: [(String, Gesture)] = [
            ("focus", .focus(nil)), ("focus \"Compose\"", .focus("Compose")), ("swipe right", .swipeRight),
            ("swipe left", .swipeLeft), ("swipe up", .swipeUp), ("swipe down", .swipeDown),
            ("double tap", .doubleTap), ("type 42.5", .type("42.5")),
            ("tap", .tap(nil)), ("tap Done", .tap("Done")), ("drag to 0.25", .drag(0.25)), ("drag to 60%", .drag(0.6)),
            ("release", .release),
            // Readers' own gestures, as each declares them.
            ("two-finger scrub", try own(VoiceOver.self, "two-finger-scrub")), ("two finger scrub", try own(VoiceOver.self, "two-finger-scrub")),
            ("rotate left", try own(VoiceOver.self, "rotate", "rotate left")), ("rotor 'Headings'", try own(VoiceOver.self, "rotor", "Headings")),
            ("three finger swipe Up", try own(VoiceOver.self, "three-finger-swipe", "up")),
            ("reading control actions", try own(TalkBack.self, "reading-control", "actions")), ("Back", try own(TalkBack.self, "back")),
        ]
        for (written, gesture) in expected {
            #expect(try GestureParser.parse(written).gesture == gesture, "\(written)")
        }
    }

    private func own(_ reader: any ScreenReader.Type, _ name: String, _ argument: String? = nil) throws -> Gesture {
        reader.gesture(try #require(reader.ownGestures.first { $0.name == name }), argument)
    }

    @Test func eachRepeatIsItsOwnStep() throws {
        let transcript = try TranscriptExpander.expand(
            yaml: "component: slider\nlabel: V\nvalue: 0\ngestures:\n  - focus\n  - swipe up ×3", defaultLanguage: "en"
        )
        #expect(transcript.steps.map(\.gesture) == ["focus", "swipe up", "swipe up", "swipe up"])
        #expect(transcript.steps.map(\.line) == [5, 6, 6, 6])
        #expect(transcript.speech == ["V, 0, 0%, Adjustable", "10, 10%", "20, 20%", "30, 30%"])
    }

    @Test func dragOutsideTheTrackIsNotAGesture() {
        #expect((try? GestureParser.parse("drag to 1.5")) == nil)
        #expect((try? GestureParser.parse("wiggle")) == nil)
    }
}
