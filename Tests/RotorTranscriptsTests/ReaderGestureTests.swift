import RotorDiagnostics
import RotorModel
import RotorTranscripts
import Testing

/// A reader's list of gestures is the truth its `perform` and the glossary share.
struct ReaderGestureTests {
    /// One written form of each gesture name.
    static let written: [String: String] = [
        "focus": "focus Save", "swipe-right": "swipe right", "swipe-left": "swipe left", "swipe-up": "swipe up",
        "swipe-down": "swipe down", "double-tap": "double tap", "touch": "touch Save", "magic-tap": "magic tap",
        "two-finger-scrub": "two-finger scrub", "rotate": "rotate right", "rotor": "rotor Headings",
        "three-finger-swipe": "three-finger swipe up", "three-finger-tap": "three-finger tap", "choose": "choose Delete",
        "reading-control": "reading control Headings", "back": "back", "type": "type abc", "tap": "tap", "drag": "drag to 0.5",
    ]

    @Test(arguments: ReaderRegistry.names)
    func aReaderAcceptsExactlyTheGesturesItLists(reader name: String) throws {
        let reader = try #require(ReaderRegistry.reader(named: name))
        #expect(Set(Self.written.keys) == Set(GestureGlossary.entries.map(\.id)))
        for (gesture, text) in Self.written {
            let yaml = "component: scene\nscene:\n  - {label: Save, traits: [button], actions: {Delete: []}}\ngestures: [focus, \(text)]"
            var code: Diagnostic.Code?
            do {
                _ = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: name)
            } catch {
                code = error.code
            }
            if reader.gestures.contains(gesture) {
                #expect(code != .gestureNotAvailable, "\(name) lists \(gesture) but refuses it")
            } else {
                #expect(code == .gestureNotAvailable, "\(name) does not list \(gesture) but takes it")
            }
        }
        // The glossary says the same, from the same list.
        for entry in GestureGlossary.entries {
            #expect(entry.readers.contains(name) == reader.gestures.contains(entry.id))
        }
    }

    /// A reader's own gesture is its alone: no other reader declares it, and it is not shared.
    @Test func ownGesturesBelongToOneReader() {
        let own = ReaderRegistry.readers.flatMap { $0.ownGestures.map(\.name) }
        #expect(Set(own).count == own.count)
        #expect(Set(own).isDisjoint(with: Gesture.sharedNames))
    }
}
