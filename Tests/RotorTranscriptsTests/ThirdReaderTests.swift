import Foundation
import RotorDiagnostics
import RotorHTML
import RotorModel
@testable import RotorTranscripts
import Testing

/// A reader added from outside: its own type, state and gesture, its phrasebook given here,
/// and one line that registers it. Nothing else in Rotor knows it.
@Suite struct ThirdReaderTests {
    /// Parrot, a reader that says an element's label and value, adjusts with swipe up and
    /// down, and has one gesture of its own: `squawk` says again what it last said, counting.
    struct Parrot: ScreenReader {
        static let name = "parrot"
        static let displayName = "Parrot"
        static let settings: [ReaderSetting] = []
        static let phraseKeys: [PhraseKey] = ["parrot.slider", "parrot.again"]
        static let sharedGestures = ["focus", "swipe-right", "swipe-left", "swipe-up", "swipe-down"]
        static let ownGestures = [ReaderGesture("squawk", written: ["squawk"], purpose: .other, phraseKeys: ["gesture.squawk"])]

        /// What it last said, and how often it has said it again.
        struct State: ReaderState {
            var lastSpeech = ""
            var squawks = 0
        }

        let phrases: Phrasebook

        init(phrases: Phrasebook, settings: ReaderSettings) {
            self.phrases = phrases
        }

        func readingOrder(_ tree: AccessibilityNode) -> [FocusableElement] {
            FocusTraversal.order(tree)
        }

        func utterance(for element: FocusableElement, enteringContainer: Bool) -> Utterance {
            var parts: [(String, SpeechRole)] = [(element.label, .label), (element.value, .value)]
            if element.traits.contains(.adjustable) { parts.append((phrases.text("parrot.slider"), .trait)) }
            return Utterance(parts: parts.filter { !$0.0.isEmpty })
        }

        func perform(_ gesture: Gesture, in session: inout Session) throws(Diagnostic) -> ReaderOutcome {
            let elements = readingOrder(session.component.accessibilityTree(phrases))
            let index = elements.firstIndex { $0.id == session.focusedID }
            let utterance: Utterance
            switch gesture {
            case .focus(let label):
                guard let target = elements.first(where: { label == nil || $0.label == label }) else { throw Diagnostic("nothing to focus") }
                session.focusedID = target.id
                utterance = self.utterance(for: target, enteringContainer: false)
            case .swipeRight, .swipeLeft:
                guard let index, elements.indices.contains(index + (gesture == .swipeRight ? 1 : -1)) else { return .boundary(phrases) }
                let target = elements[index + (gesture == .swipeRight ? 1 : -1)]
                session.focusedID = target.id
                utterance = self.utterance(for: target, enteringContainer: false)
            case .swipeUp, .swipeDown:
                guard let index else { throw Diagnostic("nothing has focus") }
                _ = session.component.perform(gesture == .swipeUp ? .increment : .decrement, on: elements[index].id)
                let after = readingOrder(session.component.accessibilityTree(phrases))[index]
                utterance = Utterance(parts: [(after.value, .value)])
            case .own(let own) where own.name == "squawk":
                session.state.squawks += 1
                let again = phrases.text("parrot.again", ["count": "\(session.state.squawks)", "speech": session.state.lastSpeech])
                return ReaderOutcome(utterance: Utterance(speech: [again]))
            case .own(let own):
                throw Self.refusal(own)
            default:
                throw Diagnostic("Parrot has no such gesture", code: .gestureNotAvailable)
            }
            session.state.lastSpeech = utterance.spokenText
            return ReaderOutcome(utterance: utterance)
        }

        func describe(_ gesture: Gesture.Own) -> String {
            phrases.text("gesture.squawk")
        }

        static func instead(of gesture: Gesture.Own) -> String? {
            "Parrot only listens and repeats"
        }
    }

    /// Parrot's words, given by the test over the shipped transcript phrases.
    static func parrotPhrases() throws -> Phrasebook {
        try PhraseLibrary.load("transcript", "en", required: [], needsEvidence: false).merging(Phrasebook(language: "en", entries: [
            "parrot.slider": "slider", "parrot.again": "Again ({count}): {speech}", "gesture.squawk": "Squawk",
        ]))
    }

    /// The one registration line.
    static func registry() throws -> ReaderRegistry {
        ReaderRegistry.standard.adding(Parrot.self, phrases: try parrotPhrases())
    }

    static let slider = """
        component: slider
        label: Volume
        value: 50
        reader: parrot
        readers: [parrot]
        readers_note: Only the test's reader.
        gestures: [focus, swipe up, squawk ×2, swipe down ×2, squawk]
        """

    @Test func aSliderSpecRunsThroughTheAddedReaderAsASiteBuildRunsIt() throws {
        let transcripts = try TranscriptExpander.expandAll(yaml: Self.slider, defaultLanguage: "en", readers: try Self.registry())
        let transcript = try #require(transcripts.first)
        #expect(transcripts.count == 1)
        #expect(transcript.reader == "parrot")
        #expect(transcript.readerName == "Parrot")
        #expect(transcript.steps.map(\.gesture) == ["focus", "swipe up", "squawk", "squawk", "swipe down", "swipe down", "squawk"])
        #expect(transcript.steps.map(\.gestureDescription) == [
            "Focus the first element", "Swipe up", "Squawk", "Squawk", "Swipe down", "Swipe down", "Squawk",
        ])
        #expect(transcript.speech == [
            "Volume, 50, 50%, slider", "60, 60%", "Again (1): 60, 60%", "Again (2): 60, 60%", "50, 50%", "40, 40%",
            "Again (3): 40, 40%",
        ])
        #expect(transcript.steps.map(\.glossaryID) == ["focus", "swipe-up", "squawk", "squawk", "swipe-down", "swipe-down", "squawk"])
        #expect(transcript.readersNote == "Only the test's reader.")
        // The page's figure is drawn from it as from any reader's.
        let html = TranscriptHTML.render(transcript, id: "t1", glossaryURL: "/gestures")
        #expect(html.contains("Again (2): 60, 60%"))
        #expect(html.contains("/gestures#gesture-squawk"))
    }

    @Test func theParserAndTheGlossaryLearnItsGesture() throws {
        let registry = try Self.registry()
        let entry = try #require(GestureGlossary.entries(of: registry).first { $0.id == "squawk" })
        #expect(entry.written == "squawk")
        #expect(entry.readers == ["parrot"])
        #expect(GestureGlossary.entries(of: registry).first { $0.id == "focus" }?.readers == ["voiceover", "talkback", "parrot"])
        #expect(GestureGlossary.entries(of: registry).first { $0.id == "touch" }?.readers == ["voiceover", "talkback"])
        let keys = GestureGlossary.phraseKeys(of: registry)
        #expect(keys.contains("glossary.squawk.name") && keys.contains("glossary.squawk.parrot") && keys.contains("glossary.focus.parrot"))
        // Its gesture's words are among those the transcript phrase file must define.
        #expect(PhraseKey.transcriptKeys(readers: registry).contains("gesture.squawk"))
        #expect(!PhraseKey.transcriptKeys().contains("gesture.squawk"))
        // The shipped readers' glossary knows nothing of it.
        #expect(!GestureGlossary.entries.contains { $0.id == "squawk" })
        // An unknown gesture lists it after the shipped readers' own.
        let wrong = Self.slider.replacingOccurrences(of: "squawk ×2", with: "sqawk")
        do {
            _ = try TranscriptExpander.expandAll(yaml: wrong, defaultLanguage: "en", readers: registry)
            Issue.record("an unknown gesture was taken")
        } catch {
            #expect(error.message.contains("'reading control NAME', 'back', 'squawk', optionally followed by ×N. Did you mean 'squawk'?"))
        }
    }

    @Test func theShippedReadersRefuseItsGestureAndItRefusesTheirs() throws {
        let registry = try Self.registry()
        // Every reader of the registry reads the slider; VoiceOver meets the parrot's gesture.
        let all = "component: slider\nlabel: Volume\nvalue: 50\nreader: parrot\ngestures: [focus, squawk]"
        do {
            _ = try TranscriptExpander.expandAll(yaml: all, defaultLanguage: "en", readers: registry)
            Issue.record("VoiceOver took the parrot's gesture")
        } catch {
            #expect(error.code == .gestureNotAvailable)
            #expect(error.message == "'squawk': VoiceOver has no such gesture. Give VoiceOver its own gestures with 'voiceover: {gestures: [...]}', or leave it out with 'readers: [parrot]' and a 'readers_note:'")
        }
        let rotor = Self.slider.replacingOccurrences(of: "squawk ×2", with: "rotor Headings")
        do {
            _ = try TranscriptExpander.expandAll(yaml: rotor, defaultLanguage: "en", readers: registry)
            Issue.record("the parrot took VoiceOver's gesture")
        } catch {
            #expect(error.message == "'rotor Headings': Parrot has no such gesture; Parrot only listens and repeats")
        }
    }

    /// With VoiceOver as the primary reader, the parrot takes its own gestures and expect in a
    /// block named after it, as TalkBack does in `talkback:`; the spec reference lists that key.
    @Test func theAddedReaderHasABlockOfItsOwn() throws {
        let registry = try Self.registry()
        let yaml = """
            component: slider
            label: Volume
            value: 50
            gestures: [focus, swipe up]
            parrot: {gestures: [focus, squawk], expect: ["Volume, 50, 50%, slider", "Again (1): Volume, 50, 50%, slider"]}
            """
        let transcripts = try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en", readers: registry)
        #expect(transcripts.map(\.reader) == ["voiceover", "talkback", "parrot"])
        #expect(transcripts.first?.steps.map(\.gesture) == ["focus", "swipe up"])
        #expect(transcripts.last?.speech == ["Volume, 50, 50%, slider", "Again (1): Volume, 50, 50%, slider"])
        let key = try #require(TranscriptSpec.commonKeys(registry).first { $0.name == "parrot" })
        #expect(key.summary == "Parrot's own gestures, expect, expect_hint and settings when it is not the primary reader.")
        #expect(TranscriptSpec.commonKeys(registry).first { $0.name == "reader" }?.type == "voiceover | talkback | parrot")
        #expect(!TranscriptSpec.commonKeys.contains { $0.name == "parrot" })
    }
}
