import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// What TalkBack says over the same scenes VoiceOver reads: roles, states, hints and the
/// gestures it maps, in English and Korean. Every expectation is TalkBack's compositor and
/// Compose's strings as the reference quotes them.
@Suite struct TalkBackGoldenTests {
    /// Runs `yaml` through TalkBack in `language` and returns (speech, hint) per step.
    private func talkBack(_ yaml: String, _ language: String = "en") throws -> [(String, String)] {
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: language, overrideLanguage: nil, reader: "talkback")
        #expect(transcript.reader == "talkback")
        return transcript.steps.map { ($0.speech, $0.hint) }
    }

    private let controls = """
    component: scene
    scene:
      - {label: Settings, traits: [header]}
      - {id: save, label: Save, traits: [button], on_activate: [{announce: Saved}]}
      - {id: wifi, label: Wi-Fi, traits: [switch], on: true}
      - {id: gone, label: Delete, traits: [button, not-enabled]}
      - {id: name, label: Name, value: Mina, traits: [text-field]}
      - {id: photo, label: Sunset, traits: [image]}
    gestures: [focus, swipe right ×5]

    """

    @Test func rolesStatesAndHintsInEnglish() throws {
        let steps = try talkBack(controls)
        #expect(steps.map(\.0) == [
            "Settings, Heading", "Save, Button", "On, Wi-Fi, Switch", "Delete, Button, disabled",
            "Mina, Name, Edit box", "Sunset, Image",
        ])
        #expect(steps.map(\.1) == [
            "", "Double-tap to activate", "Double-tap to toggle", "", "Double-tap to edit text", "",
        ])
    }

    @Test func rolesStatesAndHintsInKorean() throws {
        let steps = try talkBack(controls, "ko")
        #expect(steps.map(\.0) == [
            "Settings, 제목", "Save, 버튼", "켜짐, Wi-Fi, 스위치", "Delete, 버튼, 사용할 수 없음",
            "Mina, Name, 수정 창", "Sunset, 이미지",
        ])
        #expect(steps.map(\.1) == [
            "", "활성화하려면 두 번 탭하세요", "전환하려면 두 번 탭하세요", "", "텍스트를 수정하려면 두 번 탭하세요", "",
        ])
    }

    @Test func theThreeDescriptionOrdersAndSpeakRoles() throws {
        let base = "component: scene\nscene: [{id: wifi, label: Wi-Fi, traits: [switch], on: false}]\ngestures: [focus]\nreader: talkback\n"
        #expect(try talkBack(base).map(\.0) == ["Off, Wi-Fi, Switch"])
        #expect(try talkBack(base + "settings: {order: role-name-state}").map(\.0) == ["Switch, Wi-Fi, Off"])
        #expect(try talkBack(base + "settings: {order: name-role-state}").map(\.0) == ["Wi-Fi, Switch, Off"])
        #expect(try talkBack(base + "settings: {speak_roles: false}").map(\.0) == ["Off, Wi-Fi"])
        #expect(try talkBack(base + "settings: {hints: false}").map(\.1) == [""])
        #expect(throws: Diagnostic.self) { try talkBack(base + "settings: {order: state-role-name}") }
    }

    @Test func aDoubleTapSpeaksOnlyTheNewState() throws {
        let yaml = """
        component: scene
        scene:
          - {id: wifi, label: Wi-Fi, traits: [switch], on: true}
          - {id: save, label: Save, traits: [button], on_activate: [{show: banner}]}
          - {id: banner, label: Saved, hidden: true}
        gestures: [focus, double tap, swipe right, double tap]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech == ["On, Wi-Fi, Switch", "Off", "Save, Button", ""])
        #expect(transcript.steps[1].notes.contains("TalkBack plays its click sound."))
        let korean = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "ko", overrideLanguage: nil, reader: "talkback")
        #expect(korean.speech == ["켜짐, Wi-Fi, 스위치", "꺼짐", "Save, 버튼", ""])
    }

    @Test func aCheckBoxIsCheckedOrNot() throws {
        let yaml = "component: scene\nscene: [{id: terms, label: Accept, traits: [checkbox]}]\ngestures: [focus, double tap, double tap]\n"
        let steps = try talkBack(yaml)
        #expect(steps.map(\.0) == ["not checked, Accept, Check box", "checked", "not checked"])
        #expect(steps.map(\.1) == ["Double-tap to toggle", "", ""])
        #expect(try talkBack(yaml, "ko").map(\.0) == ["선택 안됨, Accept, 체크박스", "선택됨", "선택 안됨"])
        // iOS has no check box: VoiceOver hears the toggle a SwiftUI Toggle would be, modelled.
        let voiceOver = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        #expect(voiceOver.speech == ["Accept, Switch button, Off", "Accept, On", "Accept, Off"])
        // So are its state words and hint, observed on UISwitch only, and what it says of the
        // new state after a double tap.
        #expect(voiceOver.inferredPhrases == ["Switch button", "Off", "Double tap to toggle setting.", "On"])
    }

    @Test func theMenuBackAndListsInKorean() throws {
        let menu = try TranscriptExpander.expand(
            yaml: card + "gestures: [focus, three-finger tap, choose Archive]", defaultLanguage: "ko", overrideLanguage: nil, reader: "talkback"
        )
        #expect(menu.speech == ["Ana, Lunch tomorrow?", "TalkBack 메뉴", "Archived, Ben"])
        #expect(menu.steps[1].notes == ["TalkBack 메뉴가 열리고 작업 항목에 Reply, Archive가 있습니다."])
        let list = """
        component: scene
        scene:
          - id: mail
            label: 받은편지함
            container: list
            children: [{label: 민지}, {label: 준호}]
          - {label: 쓰기, traits: [button]}
        gestures: [focus, swipe right ×2]
        """
        #expect(try talkBack(list, "ko").map(\.0) == ["민지, 2개 중 1번째, 받은편지함 목록에 있음, 항목 2개", "준호, 2개 중 2번째", "쓰기, 버튼, 받은편지함 목록에서 벗어남"])
    }

    @Test func tabsAreASelectableListWithPositions() throws {
        let yaml = "component: tab-bar\ntabs: [Home, Search, Profile]\ngestures: [focus, swipe right, double tap]\n"
        let steps = try talkBack(yaml)
        // A double tap selects the tab, and TalkBack speaks the TYPE_VIEW_SELECTED text, its name (§7.4).
        #expect(steps.map(\.0) == ["selected, Home, Tab, 1 of 3, In list, 3 items", "Search, Tab, 2 of 3", "Search"])
        // A selected tab is not clickable in Compose, so it has no hint; the others are activated:
        // a selectableGroup() has selection mode NONE, so no "select" (§7.2, §7.3).
        #expect(steps.map(\.1) == ["", "Double-tap to activate", ""])
        let korean = try talkBack(yaml.replacingOccurrences(of: "Home", with: "홈"), "ko")
        #expect(korean.map(\.0) == ["선택됨, 홈, 탭, 3개 중 1번째, 목록에 있음, 항목 3개", "Search, 탭, 3개 중 2번째", "Search"])
        #expect(korean.map(\.1) == ["", "활성화하려면 두 번 탭하세요", ""])
    }

    @Test func leavingAListSaysSo() throws {
        let yaml = """
        component: scene
        scene:
          - {label: Inbox, traits: [header]}
          - id: mail
            label: Messages
            container: list
            children: [{label: Ana}, {label: Ben}]
          - {label: Compose, traits: [button]}
        gestures: [focus, swipe right ×3]
        """
        #expect(try talkBack(yaml).map(\.0) == [
            "Inbox, Heading", "Ana, 1 of 2, In list Messages, 2 items", "Ben, 2 of 2", "Compose, Button, Out of list Messages",
        ])
    }

    @Test func aSelectableItemSaysNotSelectedAndItsNewState() throws {
        let yaml = """
        component: scene
        scene:
          - child_behavior: contain
            children:
              - {label: Range, traits: [header]}
              - {id: day, label: Day, traits: [button, selected], on_activate: [{select: day}]}
              - {id: week, label: Week, traits: [button], on_activate: [{select: week}]}
              - {label: Steps this day}
              - {label: Help, traits: [link], on_activate: []}
          - {label: Close, traits: [button]}
        gestures: [focus, swipe right ×2, double tap, swipe left, swipe right ×4]
        """
        // Compose's `selected` semantics: "Selected" or "Not selected" as the state
        // description, and the new one after a double tap. A heading, a text, a link or a
        // button outside the group beside the selected button has no such state.
        #expect(try talkBack(yaml).map(\.0) == [
            "Range, Heading", "Selected, Day, Button", "Not selected, Week, Button", "Selected", "Not selected, Day, Button",
            "Selected, Week, Button", "Steps this day", "Help, Link", "Close, Button",
        ])
        #expect(try talkBack(yaml, "ko").map(\.0)[2] == "선택되지 않음, Week, 버튼")
    }

    @Test func aCardSelectedByFocusSpeaksItsNewStateAndLosesTheClickHint() throws {
        let yaml = """
        component: carousel
        variant: per-card
        label: Payment card
        items: [{name: Samsung Card, detail: "ending 1234"}, {name: Hyundai Card, detail: "ending 5678"}]
        selected: 0
        after: Confirm
        gestures: [focus, swipe right]
        """
        let steps = try talkBack(yaml)
        #expect(steps[1].0 == "Not selected, Hyundai Card, ending 5678, Button, Selected")
        #expect(steps[1].1 == "")
    }

    @Test func aHeadingInAListSaysHeadingBeforeItsPosition() throws {
        let yaml = """
        component: scene
        scene:
          - container: list
            children: [{label: Fruits, traits: [header]}, {label: Apple}, {label: Pear}]
        gestures: [focus, swipe right]
        """
        #expect(try talkBack(yaml).map(\.0) == ["Fruits, Heading, 1 of 3, In list, 3 items", "Apple, 2 of 3"])
        #expect(try talkBack(yaml, "ko").map(\.0).first?.hasPrefix("Fruits, 제목, 3개 중 1번째") == true)
    }

    @Test func aSliderAdjustsWithSwipeUpAndDown() throws {
        let yaml = "component: slider\nlabel: Volume\nvalue: 50\ngestures: [focus, swipe up, swipe down ×2]\n"
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en", overrideLanguage: nil, reader: "talkback")
        #expect(transcript.speech == ["50 percent., Volume, Slider", "60 percent.", "50 percent.", "40 percent."])
        #expect(transcript.hints[0] == "\"Swipe up\" or \"Swipe down\" to adjust")
        #expect(transcript.steps[0].rotor == "Adjust slider")
        // The slider kind's hint is iOS's; TalkBack has no hint property, and the step says so.
        #expect(transcript.steps[0].notes.contains { $0.contains("“Horizontal slider” is an iOS accessibility hint") })
        let korean = try talkBack(yaml.replacingOccurrences(of: "Volume", with: "음량"), "ko")
        #expect(korean.map(\.0) == ["50퍼센트, 음량, 슬라이더", "60퍼센트", "50퍼센트", "40퍼센트"])
        #expect(korean[0].1 == "\"위로 스와이프\" 또는 \"아래로 스와이프\" 동작으로 조정")
    }

    private let card = """
    component: scene
    scene:
      - id: ana
        child_behavior: combine
        children: [{label: Ana}, {label: Lunch tomorrow?}]
        actions:
          Reply: [{announce: Replying}]
          Archive: [{hide: ana}, {announce: Archived}, {focus: ben}]
      - {id: ben, label: Ben}

    """

    @Test func customActionsThroughTheActionsReadingControl() throws {
        let steps = try talkBack(card + "gestures: [focus, swipe down, swipe down, double tap]")
        // The short announcement plays; the speech for Ben waits behind it, cut by nothing (§2.9).
        #expect(steps.map(\.0) == ["Ana, Lunch tomorrow?", "Reply", "Archive", "Archived, Ben"])
        #expect(steps.map(\.1) == [
            "Actions available, swipe up or swipe down and double-tap to activate", "Double-tap to perform the action", "Double-tap to perform the action", "",
        ])
        // Swipe up from "Activate" wraps to the last action.
        #expect(try talkBack(card + "gestures: [focus, swipe up]").map(\.0).last == "Archive")
        let korean = try talkBack(card + "gestures: [focus, swipe down]", "ko")
        #expect(korean.map(\.1) == ["작업 사용 가능, 위로 스와이프 또는 아래로 스와이프 및 두 번 탭하여 활성화", "작업을 수행하려면 두 번 탭하세요."])
        // An edit box keeps its reading control, so its hint names the menu gesture instead.
        let field = "component: scene\nscene:\n  - {label: Note, traits: [text-field], actions: {Clear: []}}\ngestures: [focus]\n"
        #expect(try talkBack(field).map(\.1) == ["Double-tap to edit text, Actions available, use Tap with 3 fingers to view"])
    }

    @Test func customActionsThroughTheTalkBackMenu() throws {
        let transcript = try TranscriptExpander.expand(
            yaml: card + "gestures: [focus, three-finger tap, choose Archive]", defaultLanguage: "en", overrideLanguage: nil, reader: "talkback"
        )
        #expect(transcript.speech == ["Ana, Lunch tomorrow?", "TalkBack menu", "Archived, Ben"])
        #expect(transcript.steps[1].notes == ["The TalkBack menu opens; its Actions entry lists: Reply, Archive."])
        // "TalkBack menu" as spoken is inferred, and the transcript says so.
        #expect(transcript.inferredPhrases == ["TalkBack menu"])
        #expect(throws: Diagnostic.self) { try talkBack(card + "gestures: [focus, choose Archive]") }
        #expect(throws: Diagnostic.self) { try talkBack(card + "gestures: [focus, three-finger tap, choose Forward]") }
    }

    @Test func twoFingerDoubleTapIsTheMagicTapHandler() throws {
        let yaml = """
        component: scene
        scene: [{id: call, label: Call, traits: [button]}]
        on_magic_tap: [{announce: Call ended}]
        gestures: [focus, two-finger double tap]
        """
        #expect(try talkBack(yaml).map(\.0) == ["Call, Button", "Call ended"])
    }

    @Test func backRunsTheEscapeHandler() throws {
        let yaml = """
        component: scene
        scene:
          - {id: open, label: Filters, traits: [button]}
          - id: sheet
            label: Filter sheet
            traits: [modal]
            on_escape: [{hide: sheet}, {focus: open}]
            children: [{id: done, label: Done, traits: [button]}]
        gestures: [focus, back]
        """
        #expect(try talkBack(yaml).map(\.0) == ["Done, Button", "Filters, Button"])
    }

    @Test func voiceOverGesturesAreErrorsNamingTalkBack() throws {
        for gesture in ["rotor actions", "rotate right", "two-finger scrub", "three-finger swipe up"] {
            do {
                _ = try talkBack("component: slider\nlabel: V\nvalue: 1\ngestures: [focus, \(gesture)]\n")
                Issue.record("'\(gesture)' should fail for TalkBack")
            } catch let error as Diagnostic {
                #expect(error.message.contains("TalkBack has no such gesture"))
                #expect(error.line == 4)
            }
        }
        // And the other way round.
        do {
            _ = try TranscriptExpander.expand(yaml: card + "gestures: [focus, three-finger tap]", defaultLanguage: "en")
            Issue.record("'three-finger tap' should fail for VoiceOver")
        } catch {
            #expect(error.message.contains("VoiceOver has no such gesture"))
        }
    }

    @Test func aPageShowsEveryReaderUnlessTheSpecOptsOut() throws {
        let both = try TranscriptExpander.expandAll(yaml: "component: slider\nlabel: V\nvalue: 5\ngestures: [focus]\n", defaultLanguage: "en")
        #expect(both.map(\.reader) == ["voiceover", "talkback"])
        let primary = try TranscriptExpander.expandAll(yaml: "component: slider\nlabel: V\nvalue: 5\nreader: talkback\ngestures: [focus]\n", defaultLanguage: "en")
        #expect(primary.map(\.reader) == ["talkback", "voiceover"])
        let only = try TranscriptExpander.expandAll(
            yaml: "component: slider\nlabel: V\nvalue: 5\nreaders: [voiceover]\nreaders_note: An iOS-only bug.\ngestures: [focus]\n", defaultLanguage: "en"
        )
        #expect(only.map(\.reader) == ["voiceover"])
        #expect(only[0].readersNote == "An iOS-only bug.")
        // Leaving a reader out needs a reason the page can show.
        #expect(throws: Diagnostic.self) {
            try TranscriptExpander.expandAll(yaml: "component: slider\nlabel: V\nvalue: 5\nreaders: [voiceover]\ngestures: [focus]\n", defaultLanguage: "en")
        }
    }

    @Test func aReaderBlockHasItsOwnGesturesAndExpectations() throws {
        let yaml = card + """
        gestures: [focus, rotor actions, swipe down]
        talkback:
          gestures: [focus, swipe down]
          expect: ["Ana, Lunch tomorrow?", "Reply"]
        """
        let transcripts = try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en")
        #expect(transcripts[1].speech == ["Ana, Lunch tomorrow?", "Reply"])
        do {
            _ = try TranscriptExpander.expandAll(yaml: yaml.replacingOccurrences(of: "\"Reply\"]", with: "\"Archive\"]"), defaultLanguage: "en")
            Issue.record("a wrong TalkBack expectation must fail")
        } catch {
            #expect(error.message.contains("but TalkBack says \"Reply\""))
        }
        // Without its own gestures TalkBack runs the spec's, and names the way out on failure.
        do {
            _ = try TranscriptExpander.expandAll(yaml: card + "gestures: [focus, rotor actions]", defaultLanguage: "en")
            Issue.record("TalkBack cannot turn a rotor")
        } catch {
            #expect(error.message.contains("talkback: {gestures: [...]}"))
            // Told apart by its code, not by its wording.
            #expect(error.code == .gestureNotAvailable)
        }
        do {
            _ = try TranscriptExpander.expandAll(yaml: card + "gestures: [focus, touch Nothing]", defaultLanguage: "en")
            Issue.record("no element is labelled Nothing")
        } catch {
            #expect(error.code == .invalid)
        }
    }
}

/// Compose's reading order against iOS's, on the same frames.
@Suite struct ComposeOrderTests {
    @Test func rowsAreVerticalOverlapNotEightPoints() {
        // A tall badge beside two short lines: on iOS the second line's top is 20 pt below
        // the badge's, so it starts a new row; in Compose it overlaps the badge's range.
        let tree = AccessibilityNode.stack(id: "root", [
            AccessibilityNode(id: "title", label: "Title", isAccessibilityElement: true, frame: .init(x: 10, y: 0, width: 100, height: 18)),
            AccessibilityNode(id: "subtitle", label: "Subtitle", isAccessibilityElement: true, frame: .init(x: 10, y: 20, width: 100, height: 18)),
            AccessibilityNode(id: "badge", label: "Badge", isAccessibilityElement: true, frame: .init(x: 200, y: 2, width: 40, height: 40)),
        ])
        #expect(FocusTraversal.order(tree).map(\.label) == ["Title", "Badge", "Subtitle"])
        #expect(FocusTraversal.order(tree, platform: .compose).map(\.label) == ["Title", "Subtitle", "Badge"])
    }

    @Test func aContainerAboveATabBarBreaksOnlyUIKit() {
        let tabs = AccessibilityNode(id: "bar", containerType: .tabBar, children: [
            AccessibilityNode(id: "a", label: "A", traits: [.button], isAccessibilityElement: true),
            AccessibilityNode(id: "b", label: "B", traits: [.button], isAccessibilityElement: true),
        ])
        let tree = AccessibilityNode(id: "root", children: [AccessibilityNode(id: "wrap", childBehavior: .contain, children: [tabs])])
        let uikit = FocusTraversal.order(tree)
        #expect(uikit.allSatisfy { $0.touchOnly })
        let compose = FocusTraversal.order(tree, platform: .compose)
        #expect(compose.map(\.tabPosition?.index) == [1, 2])
        #expect(!compose.contains { $0.touchOnly })
    }
}
