import Foundation
import RotorDiagnostics
import RotorModel
import Testing
import RotorTranscripts

@Suite struct ComponentGoldenTests {
    static func carousel(_ variant: String, label: String, cards: [(String, String)], after: String? = nil, gestures: String) -> String {
        let items = cards.map { "  - {name: \($0.0), detail: \"\($0.1)\"}" }.joined(separator: "\n")
        return """
        component: carousel
        variant: \(variant)
        label: \(label)
        items:
        \(items)
        \(after.map { "after: \($0)" } ?? "")
        gestures: \(gestures)
        """
    }

    static let cards = [("Samsung Card", "**** 1234"), ("Hyundai Card", "**** 5678"), ("Shinhan Card", "**** 9012")]
    static let koreanCards = [("삼성카드", "**** 1234"), ("현대카드", "**** 5678"), ("신한카드", "**** 9012")]

    @Test func fixedCarouselIsLabelThenCardTextThenAdjustable() throws {
        let gestures = "[focus, swipe up, swipe up, swipe up, swipe down, swipe right]"
        #expect(try Fixtures.speech(Self.carousel("adjustable", label: "Payment card", cards: Self.cards, gestures: gestures)) == [
            "Payment card, Samsung Card, **** 1234, Adjustable",
            "Hyundai Card, **** 5678", "Shinhan Card, **** 9012", "",
            "Hyundai Card, **** 5678", "Confirm, Button",
        ])
        #expect(try Fixtures.speech(Self.carousel("adjustable", label: "결제 카드 선택", cards: Self.koreanCards, gestures: gestures), "ko") == [
            "결제 카드 선택, 삼성카드, **** 1234, 조절 가능",
            "현대카드, **** 5678", "신한카드, **** 9012", "",
            "현대카드, **** 5678", "확인, 버튼",
        ])
    }

    @Test func perCardSwipingSelectsEachCardAndLeavesTheLastSelected() throws {
        let yaml = Self.carousel("per-card", label: "Payment card", cards: Self.cards, gestures: "[focus, swipe right ×3]")
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.speech == [
            "Selected, Samsung Card, **** 1234, Button", "Hyundai Card, **** 5678, Button",
            "Shinhan Card, **** 9012, Button", "Confirm, Button",
        ])
        #expect(transcript.steps.map(\.state.summary) == [
            "Selected card: Samsung Card, **** 1234", "Selected card: Hyundai Card, **** 5678",
            "Selected card: Shinhan Card, **** 9012", "Selected card: Shinhan Card, **** 9012",
        ])
        #expect(transcript.steps[1].notes == ["Focusing the card scrolled it to the centre and selected it: Hyundai Card."])
        let korean = Self.carousel("per-card", label: "결제 카드 선택", cards: Self.koreanCards, after: "결제하기", gestures: "[focus, swipe right ×3]")
        #expect(try Fixtures.speech(korean, "ko") == [
            "선택됨, 삼성카드, **** 1234, 버튼", "현대카드, **** 5678, 버튼", "신한카드, **** 9012, 버튼", "결제하기, 버튼",
        ])
    }

    @Test func sliderValuesDropZeroFractions() throws {
        let half = "component: slider\nlabel: Volume\nvalue: 50\ngestures: [focus]"
        #expect(try Fixtures.speech(half) == ["Volume, 50, 50%, Adjustable"])
        #expect(try Fixtures.speech(half.replacingOccurrences(of: "Volume", with: "음량"), "ko") == ["음량, 50, 50%, 조절 가능"])
        let third = "component: slider\nlabel: Volume\nmax: 3\nvalue: 1\nstep: 1\ngestures: [focus, swipe up]"
        #expect(try Fixtures.speech(third) == ["Volume, 1, 33.33%, Adjustable", "2, 66.67%"])
        let fraction = "component: slider\nlabel: Volume\nvalue: 33.333\ngestures: [focus]"
        #expect(try Fixtures.speech(fraction) == ["Volume, 33.33, 33.33%, Adjustable"])
    }

    @Test func sliderClampsToMinNotZeroAndNotesHapticsAtTheEnds() throws {
        let yaml = "component: slider\nlabel: Level\nmin: 20\nmax: 120\nvalue: 35\norientation: vertical\ngestures: [focus, swipe down ×3]"
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.speech == ["Level, 35, 15%, Adjustable", "25, 5%", "20, 0%", ""])
        #expect(transcript.steps.map(\.notes) == [[], [], ["Success haptic."], ["Boundary: nothing changed and nothing was spoken."]])
        #expect(transcript.steps[3].state.summary == "Value 20 (20–120)")
        let korean = try TranscriptExpander.expand(yaml: yaml.replacingOccurrences(of: "Level", with: "밝기"), defaultLanguage: "ko")
        #expect(korean.speech == ["밝기, 35, 15%, 조절 가능", "25, 5%", "20, 0%", ""])
        #expect(korean.steps[2].notes == ["성공을 알리는 진동이 울립니다."])
    }

    @Test func fineInputEditorFlowInBothLanguages() throws {
        let yaml = """
        component: slider
        label: Volume
        value: 50
        fine_input: true
        gestures: [focus, double tap, type 150, swipe right, double tap, double tap, type 7, two-finger scrub]
        """
        #expect(try Fixtures.speech(yaml) == [
            "Volume, 50, 50%, Button, Adjustable",
            "Slider value, 50, Text field, Is editing",
            "100", "Done, Button",
            "Volume, 100, 100%, Button, Adjustable",
            "Slider value, 100, Text field, Is editing",
            "7",
            "Volume, 100, 100%, Button, Adjustable",
        ])
        #expect(try Fixtures.speech(yaml.replacingOccurrences(of: "Volume", with: "음량"), "ko") == [
            "음량, 50, 50%, 버튼, 조절 가능",
            "슬라이더 값, 50, 텍스트 필드, 편집 중",
            "100", "완료, 버튼",
            "음량, 100, 100%, 버튼, 조절 가능",
            "슬라이더 값, 100, 텍스트 필드, 편집 중",
            "7",
            "음량, 100, 100%, 버튼, 조절 가능",
        ])
    }

    @Test func integerSliderSnapsHalfUpOnRelease() throws {
        let yaml = "component: integer-slider\nlabel: Rating\nmax: 5\nvalue: 2\ngestures: [focus, swipe up, drag to 0.7, release, drag to 69%, release]"
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.speech == ["Rating, 2, Adjustable", "3", "", "", "", ""])
        #expect(transcript.steps.map { $0.state.details["value"] } == ["2", "3", "3", "4", "4", "3"])
        #expect(transcript.steps[2].state.summary == "Thumb dragged to 3.5 (0–5)")
        #expect(transcript.steps[3].notes.last == "Released at 3.5; the thumb snapped to 4 (rounded half up).")
        let korean = try TranscriptExpander.expand(yaml: yaml.replacingOccurrences(of: "Rating", with: "별점"), defaultLanguage: "ko")
        #expect(korean.speech == ["별점, 2, 조절 가능", "3", "", "", "", ""])
        #expect(korean.steps[3].state.summary == "값 4 (0–5)")
    }
}

@Suite struct TouchGoldenTests {
    @Test func sightedTapOpensTheEditorAndDoneSavesWithoutSpeech() throws {
        let yaml = "component: slider\nlabel: Volume\nvalue: 50\nfine_input: true\ngestures: [tap, type 77, tap Done]"
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(transcript.speech == ["", "77", ""])
        #expect(transcript.steps.map(\.state.summary) == [
            "Value 50 (0–100); value editor open showing 50", "Value 50 (0–100); value editor open showing 77", "Value 77 (0–100)",
        ])
        #expect(transcript.steps[0].notes.first == "A touch with the screen reader off, so nothing is spoken.")
        #expect(transcript.steps[2].gestureDescription == "Tap “Done”")
    }

    @Test func tappingAPlainSliderIsAnError() {
        let error = Fixtures.error("component: slider\nlabel: V\nvalue: 5\ngestures:\n  - tap")
        #expect(error?.line == 5)
        #expect(error?.message.contains("fine_input: true") == true)
    }
}
