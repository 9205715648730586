import Foundation
import RotorDiagnostics
import Testing
import RotorModel
import RotorTranscripts

/// `component: scene`: every node key and every effect, heard in English and Korean.
@Suite struct SceneGoldenTests {
    private func transcript(_ yaml: String, _ language: String = "en") throws -> Transcript {
        try TranscriptExpander.expand(yaml: yaml, defaultLanguage: language)
    }

    static let segmented = """
    component: scene
    scene:
      - label: Range
        child_behavior: contain
        children:
          - {id: day, label: Day, traits: [button, selected], on_activate: [{select: day}]}
          - {id: week, label: Week, traits: [button], on_activate: [{select: week}]}
    gestures: [focus, swipe right, double tap, swipe left]
    """

    @Test func selectMovesTheSelectionAndADoubleTapReadsTheElementAgain() throws {
        let english = try transcript(Self.segmented)
        // The re-read after a double tap that selects: "Selected" and the label, no role words.
        #expect(english.speech == ["Range, Selected, Day, Button", "Week, Button", "Selected, Week", "Day, Button"])
        #expect(english.hints == ["", "", "", ""])
        #expect(english.steps.map(\.state.summary) == [
            "On screen: Day selected", "On screen: Day selected", "On screen: Week selected", "On screen: Week selected",
        ])
        #expect(english.reader == "voiceover")
        #expect(english.caption == "VoiceOver transcript: Range")
        let korean = try transcript(Self.segmented.replacingOccurrences(of: "label: Range", with: "label: 기간")
            .replacingOccurrences(of: "label: Day", with: "label: 일").replacingOccurrences(of: "label: Week", with: "label: 주"), "ko")
        #expect(korean.speech == ["기간, 선택됨, 일, 버튼", "주, 버튼", "선택됨, 주", "일, 버튼"])
        #expect(korean.steps[2].state.summary == "화면: 주 선택됨")
    }

    static let settingsRow = """
    component: scene
    scene:
      - id: row
        child_behavior: combine
        hint: Saves battery
        children:
          - {label: Low Power Mode}
          - {id: power, traits: [switch]}
    gestures: [focus, double tap]
    expect: ["Low Power Mode, Switch button, Off", "Low Power Mode, On"]
    expect_hint: ["Saves battery. Double tap to toggle setting.", ""]
    """

    @Test func aCombinedRowWithASwitchTogglesItselfAndHintsAfterAPause() throws {
        let english = try transcript(Self.settingsRow)
        #expect(english.steps.map(\.state.summary) == ["On screen: Low Power Mode off", "On screen: Low Power Mode on"])
        let korean = try transcript(Self.settingsRow
            .replacingOccurrences(of: "Low Power Mode", with: "저전력 모드").replacingOccurrences(of: "Saves battery", with: "배터리를 아낍니다")
            .replacingOccurrences(of: "expect:", with: "#").replacingOccurrences(of: "expect_hint:", with: "#"), "ko")
        #expect(korean.speech == ["저전력 모드, 스위치 버튼, 끔", "저전력 모드, 켬"])
        #expect(korean.hints == ["배터리를 아낍니다. 설정을 끄거나 켜려면 이중탭하십시오.", ""])
        // The Korean switch words have no source; the figure must say so. The hint is observed.
        #expect(korean.inferredPhrases == ["스위치 버튼", "끔", "켬"])
        // What VoiceOver says of a switch it re-reads after a double tap is not recorded.
        #expect(try transcript(Self.settingsRow).inferredPhrases == ["On"])
    }

    @Test func speakHintsOffDropsTheHint() throws {
        let quiet = try transcript(Self.settingsRow.replacingOccurrences(of: "component: scene", with: "component: scene\nsettings: {hints: false}")
            .replacingOccurrences(of: "expect_hint:", with: "#"))
        #expect(quiet.hints == ["", ""])
        #expect(quiet.speech == ["Low Power Mode, Switch button, Off", "Low Power Mode, On"])
    }

    @Test func expectHintIsCheckedLikeExpect() {
        let wrong = Self.settingsRow.replacingOccurrences(of: "expect_hint: [\"Saves battery. Double", with: "expect_hint: [\"Saves power. Double")
        #expect(throws: Diagnostic.self) { try TranscriptExpander.expand(yaml: wrong, defaultLanguage: "en") }
        do {
            _ = try TranscriptExpander.expand(yaml: wrong, defaultLanguage: "en")
        } catch {
            #expect(error.message.contains("but VoiceOver's hint is \"Saves battery. Double tap to toggle setting.\""))
            #expect(error.line == 11)
        }
    }

    @Test func adjustStepsThroughValuesWithoutWrapping() throws {
        let yaml = """
        component: scene
        scene:
          - label: Payment card
            hint: Changes the card you pay with
            adjust: {values: ["Samsung Card, ending 1234", "Hyundai Card, ending 5678"], index: 1}
          - {label: Pay, traits: [button]}
        gestures: [focus, swipe down, swipe down, swipe up, swipe right]
        """
        let english = try transcript(yaml)
        #expect(english.speech == [
            "Payment card, Hyundai Card, ending 5678, Adjustable", "Samsung Card, ending 1234", "",
            "Hyundai Card, ending 5678", "Pay, Button",
        ])
        #expect(english.hints[0] == "Changes the card you pay with. Swipe up or down with one finger to adjust the value.")
        #expect(english.steps[2].notes == ["Boundary: nothing changed and nothing was spoken."])
        #expect(english.steps[1].state.summary == "On screen: Payment card: Samsung Card, ending 1234")
    }

    @Test func ignoreHidesTheChildrenAndSortPriorityReordersTheContainer() throws {
        let yaml = """
        component: scene
        scene:
          - label: Inbox
            traits: [header]
          - child_behavior: contain
            children:
              - {label: Later}
              - {label: First, sort_priority: 2}
          - id: card
            label: Order 123
            value: Shipped
            child_behavior: ignore
            children: [{label: Ignored text}]
          - {label: Secret, hidden: true}
        gestures: [focus, swipe right ×3]
        """
        #expect(try transcript(yaml).speech == ["Inbox, Heading", "First", "Later", "Order 123, Shipped"])
    }

    @Test func effectsShowHideSetFocusAndAnnounce() throws {
        let yaml = """
        component: scene
        scene:
          - id: delete
            label: Delete
            traits: [button]
            on_activate:
              - show: sheet
              - set: {id: delete, label: Delete…, traits: [button, not-enabled]}
              - screen_changed: sheet-title
          - id: sheet
            label: Confirm deletion
            traits: [modal]
            hidden: true
            child_behavior: contain
            children:
              - {id: sheet-title, label: Delete this message?, traits: [header]}
              - id: confirm
                label: Delete
                traits: [button]
                on_activate: [{hide: sheet}, {announce: Message deleted}, {focus: delete}]
        gestures: [focus, double tap, swipe right, double tap]
        """
        let english = try transcript(yaml)
        #expect(english.speech == [
            "Delete, Button", "Confirm deletion, Delete this message?, Heading", "Delete, Button", "Message deleted",
        ])
        #expect(english.steps[1].notes == ["Screen-change sound: focus moves to the new screen."])
        #expect(english.steps[3].notes == [
            "Focus moved by itself to “Delete…”.", "The announcement interrupted “Delete…, Dimmed, Button”.",
        ])
        #expect(english.steps[3].focus == "Delete…")
        #expect(english.steps[1].state.summary == "On screen: Delete… dimmed; Confirm deletion shown on top")
    }

    @Test func layoutChangedMovesFocusOrStays() throws {
        let yaml = """
        component: scene
        scene:
          - {id: more, label: Show more, traits: [button], on_activate: [{show: extra}, {layout_changed: extra}]}
          - {id: extra, label: Extra details, hidden: true}
          - {id: stay, label: Refresh, traits: [button], on_activate: [{layout_changed: null}]}
        gestures: [focus, double tap, swipe right, double tap]
        """
        // With nothing to move to, focus stays and VoiceOver re-reads the label.
        #expect(try transcript(yaml).speech == ["Show more, Button", "Extra details", "Refresh, Button", "Refresh"])
    }

    @Test func toggleFlipsSelectedOnANodeThatIsNotASwitch() throws {
        let yaml = """
        component: scene
        scene:
          - {id: star, label: Favourite, traits: [button], on_activate: [{toggle: star}]}
        gestures: [focus, double tap, double tap]
        """
        // Selected: "Selected" and the label (observed). Deselected: the label alone, as any
        // re-read (observed); that nothing more is said of the deselection is the model's.
        let toggled = try transcript(yaml)
        #expect(toggled.speech == ["Favourite, Button", "Selected, Favourite", "Favourite"])
        #expect(toggled.inferredPhrases.isEmpty)
    }

    @Test func aToggleButtonIsASwitchButtonWhoseWordsAreModelled() throws {
        let yaml = """
        component: scene
        scene:
          - {id: bold, label: Bold, traits: [button, toggle-button], on_activate: [{select: bold}]}
        gestures: [focus, double tap]
        """
        let toggle = try transcript(yaml)
        // "Switch button" names the button already (Unity's docs); iOS's wording is not recorded.
        #expect(toggle.speech == ["Bold, Switch button", "Selected, Bold"])
        #expect(toggle.inferredPhrases == ["Switch button", "Double tap to toggle setting."])
        // A toggle button has no state word, on landing or when it is read again.
        let onOff = try transcript(yaml.replacingOccurrences(of: "on_activate: [{select: bold}]", with: "on: false, on_activate: [{toggle: bold}]"))
        #expect(onOff.speech == ["Bold, Switch button", "Bold"])
    }

    @Test func customActionsAreAnnounced() throws {
        let yaml = """
        component: scene
        scene:
          - label: Message from Ana
            actions:
              Archive: [{announce: Archived}]
              Delete: [{hide: Message from Ana}]
        gestures: [focus]
        """
        let english = try transcript(yaml)
        #expect(english.speech == ["Message from Ana, Actions available"])
        #expect(english.hints == ["Swipe up or down to select a custom action, then double tap to activate."])
        let korean = try transcript(yaml, "ko")
        #expect(korean.speech == ["Message from Ana, 동작 사용 가능"])
    }

    @Test func framesPlaceTheBoxesOfThePicture() throws {
        let yaml = """
        component: scene
        scene:
          - {label: Left, frame: [0, 0, 100, 44]}
          - {label: Right, frame: [120, 0, 100, 44], traits: [button, selected]}
        gestures: [focus]
        """
        let step = try #require(try transcript(yaml).steps.first)
        let picture = step.state.picture
        let boxes = picture.shapes.compactMap { if case .rect(let x, _, _, _, _, let style, _) = $0 { (x: x, style: style) } else { nil } }
        #expect(picture.texts == ["Left", "Right"])
        #expect(boxes.map(\.x) == [4, 124])
        // The focused box has the heavy outline, the selected one its own style (and a check mark).
        #expect(boxes.map(\.style) == ["box is-focused", "box is-selected"])
        #expect(picture.shapes.contains { if case .path(_, _, "mark", _) = $0 { true } else { false } })
        #expect(picture.height == 52)
        #expect(step.state.pictureDescription == "Screen with Left; Right. Focus on Left.")
    }
}
