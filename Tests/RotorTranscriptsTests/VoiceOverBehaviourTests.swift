import Foundation
import RotorDiagnostics
import RotorModel
import RotorTranscripts
import Testing

/// VoiceOver beyond swiping: the rotor, actions, magic tap, escape, scrolling,
/// announcements and containers, heard in English and Korean.
@Suite struct VoiceOverBehaviourTests {
    private func run(_ yaml: String, _ language: String = "en") throws -> Transcript {
        try TranscriptExpander.expand(yaml: yaml, defaultLanguage: language)
    }

    static let message = """
    component: scene
    scene:
      - label: Message from Ana
        actions:
          Archive: [{announce: Archived}]
          Flag: [{set: {id: Message from Ana, value: Flagged}}]
      - {label: Reply, traits: [button]}
    gestures: [focus, swipe down, swipe down, swipe down, swipe up, double tap, swipe down, double tap]
    """

    @Test func theActionsRotorCyclesActionNamesAndADoubleTapRunsTheChosenOne() throws {
        let english = try run(Self.message)
        #expect(english.speech == [
            "Message from Ana, Actions available", "Archive", "Flag", "Archive", "Flag",
            "Message from Ana, Flagged", "Archive", "Archived",
        ])
        // The re-read after a custom action: the label (observed), then the new value (inferred).
        #expect(english.inferredPhrases.contains("Flagged"))
        #expect(english.hints[0] == "Swipe up or down to select a custom action, then double tap to activate.")
        #expect(english.steps[7].notes == ["The announcement interrupted “Message from Ana”."])
        let korean = try run(Self.message, "ko")
        #expect(korean.speech[0] == "Message from Ana, 동작 사용 가능")
        #expect(korean.hints[0] == "사용자 지정 작업을 고르려면 위 또는 아래로 쓸어넘기고, 실행하려면 이중 탭하십시오.")
        #expect(korean.inferredPhrases.contains("동작 사용 가능"))
    }

    static let headings = """
    component: scene
    scene:
      - {label: Inbox, traits: [header]}
      - container: list
        child_behavior: contain
        children: [{label: Ana}, {label: Ben}, {label: Cleo}]
      - {label: Archive, traits: [header]}
      - {label: Only, container: landmark, child_behavior: contain, children: [{label: Footer text}, {label: Legal}]}
    gestures: [focus, rotate right, rotate right, swipe down, swipe up, rotate left, swipe down, swipe down, swipe down]
    """

    @Test func navigationRotorItemsMoveByHeadingAndByContainer() throws {
        let english = try run(Self.headings)
        #expect(english.speech == [
            "Inbox, Heading", "Containers", "Headings", "Archive, Heading", "Inbox, Heading", "Containers",
            "Ana, List start", "Only, Footer text, Landmark", "",
        ])
        #expect(english.steps[1].notes == ["VoiceOver plays the rotor's sound and names the item."])
        #expect(english.steps[8].notes == ["Boundary: nothing changed and nothing was spoken."])
        let korean = try run(Self.headings, "ko")
        #expect(korean.speech[1...3] == ["컨테이너", "머리말", "Archive, 머리말"])
    }

    @Test func listsAndLandmarksSayWhereTheyStartAndEnd() throws {
        let yaml = Self.headings.replacingOccurrences(of: "gestures: [focus, rotate right, rotate right, swipe down, swipe up, rotate left, swipe down, swipe down, swipe down]", with: "gestures: [focus Ana, swipe right ×6]")
        #expect(try run(yaml).speech == ["Ana, List start", "Ben", "Cleo, List end", "Archive, Heading", "Only, Footer text, Landmark", "Legal, End", ""])
        #expect(try run(yaml, "ko").speech == ["Ana, 목록 시작", "Ben", "Cleo, 목록 끝", "Archive, 머리말", "Only, Footer text, 랜드마크", "Legal, 끝", ""])
    }

    @Test func theRotorCannotTurnToAnItemItDoesNotOffer() {
        let yaml = "component: scene\nscene: [{label: Plain}]\ngestures: [focus, rotor Actions]"
        #expect(throws: Diagnostic.self) { try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en") }
        do {
            _ = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        } catch {
            #expect(error.message == "'rotor Actions': the rotor offers no item 'Actions' here; it offers nothing")
            #expect(error.line == 3)
        }
    }

    static let adjustable = """
    component: scene
    settings: {rotor_follows_item: false}
    scene:
      - {label: Payment card, adjust: {values: [Samsung, Hyundai], index: 0}}
    gestures: [focus, swipe up, rotor Adjust value, swipe up]
    """

    @Test func withChangeRotorWithItemOffSwipesAdjustOnlyAfterTurningTheRotor() throws {
        let english = try run(Self.adjustable)
        #expect(english.speech == ["Payment card, Samsung, Adjustable", "", "Adjust value", "Hyundai"])
        #expect(english.steps[1].notes == [
            "“Payment card” is adjustable, but the rotor is not on Adjust value (Change Rotor with Item is off), so swiping up or down does not change it.",
        ])
        let korean = try run(Self.adjustable.replacingOccurrences(of: "rotor Adjust value", with: "rotor 값 조절"), "ko")
        #expect(korean.speech == ["Payment card, Samsung, 조절 가능", "", "값 조절", "Hyundai"])
        #expect(korean.inferredPhrases.contains("값 조절"))
        let following = try run(Self.adjustable.replacingOccurrences(of: "settings: {rotor_follows_item: false}\n", with: "")
            .replacingOccurrences(of: "rotor Adjust value, ", with: ""))
        // With it on (the default), the same swipes adjust at once and stop at the last value.
        #expect(following.speech == ["Payment card, Samsung, Adjustable", "Hyundai", ""])
        #expect(following.steps[2].notes == ["Boundary: nothing changed and nothing was spoken."])
    }

    @Test func magicTapGoesToTheNearestHandlerAndTheSystemSaysNothingItself() throws {
        let yaml = """
        component: scene
        on_magic_tap: [{announce: Paused}]
        scene:
          - label: Call
            child_behavior: contain
            on_magic_tap: [{announce: Call ended}]
            children: [{label: Ana, traits: [header]}, {label: Mute, traits: [button]}]
          - {label: Music, traits: [button]}
        gestures: [focus, magic tap, swipe right ×2, magic tap]
        """
        let english = try run(yaml)
        #expect(english.speech == ["Call, Ana, Heading", "Call ended", "Mute, Button", "Music, Button", "Paused"])
        #expect(english.steps[1].notes.isEmpty)
        let none = try run("component: scene\nscene: [{label: Plain}]\ngestures: [focus, magic tap]")
        #expect(none.speech == ["Plain", ""])
        #expect(none.steps[1].notes == ["Nothing on this screen handles the magic tap; nothing happened."])
        let korean = try run(yaml.replacingOccurrences(of: "Call ended", with: "통화 종료").replacingOccurrences(of: "Paused", with: "일시 정지됨"), "ko")
        #expect(korean.speech == ["Call, Ana, 머리말", "통화 종료", "Mute, 버튼", "Music, 버튼", "일시 정지됨"])
        let koreanNone = try run("component: scene\nscene: [{label: 일반}]\ngestures: [focus, magic tap]", "ko")
        #expect(koreanNone.steps[1].notes == ["이 화면에는 매직 탭을 처리하는 곳이 없어서 화면이 그대로입니다."])
    }

    @Test func escapeDismissesAModalThroughItsHandler() throws {
        let yaml = """
        component: scene
        scene:
          - {id: share, label: Share, traits: [button], on_activate: [{show: sheet}, {screen_changed: null}]}
          - id: sheet
            label: Share sheet
            traits: [modal]
            hidden: true
            child_behavior: contain
            on_escape: [{hide: sheet}, {focus: share}]
            children: [{label: Copy link, traits: [button]}, {label: Cancel, traits: [button]}]
        gestures: [focus, double tap, swipe right, swipe right, two-finger scrub, two-finger scrub]
        """
        let english = try run(yaml)
        #expect(english.speech == [
            "Share, Button", "Share sheet, Copy link, Button", "Cancel, Button", "", "Share, Button", "",
        ])
        #expect(english.steps[4].notes == ["Focus moved by itself to “Share”."])
        #expect(english.steps[5].notes == ["Nothing to dismiss; nothing happened."])
        let korean = try run(yaml, "ko")
        #expect(korean.speech == ["Share, 버튼", "Share sheet, Copy link, 버튼", "Cancel, 버튼", "", "Share, 버튼", ""])
        #expect(korean.steps[4].notes == ["초점이 저절로 “Share”로 이동했습니다."])
    }

    @Test func threeFingerSwipesScrollByPageAndRepeatThePageAtTheEnd() throws {
        let yaml = """
        component: scene
        scene:
          - {label: Photos, pages: {count: 3, current: 2}, child_behavior: contain, children: [{label: Beach}]}
        gestures: [focus, three-finger swipe left, three-finger swipe left, three-finger swipe right, three-finger swipe down]
        """
        #expect(try run(yaml).speech == ["Photos, Beach", "Page 3 of 3", "Page 3 of 3", "Page 2 of 3", "Page 1 of 3"])
        #expect(try run(yaml, "ko").speech == ["Photos, Beach", "3페이지 중 3페이지", "3페이지 중 3페이지", "3페이지 중 2페이지", "3페이지 중 1페이지"])
        let flat = try run("component: scene\nscene: [{label: Plain}]\ngestures: [focus, three-finger swipe up]")
        #expect(flat.steps[1].notes == ["Nothing here scrolls by page; nothing happened."])
    }

    @Test func aQueuedAnnouncementWaitsAndADefaultOneInterrupts() throws {
        let yaml = """
        component: scene
        scene:
          - {label: Send, traits: [button], on_activate: [{announce: {text: Sent, queued: true}}]}
          - {label: Retry, traits: [button], on_activate: [{announce: Retrying}]}
          - {label: Inbox row, on_activate: [{announce: Opened}]}
        gestures: [focus, double tap, swipe right, double tap, swipe right, double tap]
        """
        let english = try run(yaml)
        // A button's own action: its re-read swallows a default announcement (documented for
        // iOS); a queued one waits for the re-read, which is inferred.
        #expect(english.speech == ["Send, Button", "Send, Sent", "Retry, Button", "Retry", "Inbox row", "Opened"])
        #expect(english.steps[1].notes.isEmpty)
        #expect(english.inferredPhrases == ["Sent"])
        #expect(english.steps[3].notes == [
            "The button’s action posted the announcement “Retrying”, but VoiceOver re-reads the button instead: on iOS an announcement posted from a button’s action is not spoken (Unity’s documentation).",
        ])
        // An element that is not a button: the announcement cuts its re-read.
        #expect(english.steps[5].notes == ["The announcement interrupted “Inbox row”."])
        let korean = try run(yaml.replacingOccurrences(of: "Sent", with: "보냈습니다").replacingOccurrences(of: "Retrying", with: "다시 시도합니다")
            .replacingOccurrences(of: "Opened", with: "열었습니다"), "ko")
        #expect(korean.speech == ["Send, 버튼", "Send, 보냈습니다", "Retry, 버튼", "Retry", "Inbox row", "열었습니다"])
        #expect(korean.steps[3].notes.first?.contains("“다시 시도합니다”") == true)
        #expect(korean.steps[5].notes == ["음성 안내가 “Inbox row” 읽기를 끊었습니다."])
    }

    @Test func framesGiveTopToBottomThenLeadingToTrailingOrderWithEightPointRows() throws {
        let yaml = """
        component: scene
        scene:
          - {label: Total, frame: [200, 107, 100, 20]}
          - {label: Title, frame: [0, 0, 300, 40], traits: [header]}
          - {label: Price, frame: [0, 100, 100, 20]}
          - {label: Note, frame: [0, 108, 100, 20]}
          - {label: Buy, frame: [0, 200, 300, 44], traits: [button], sort_priority: 1}
        gestures: [focus, swipe right ×4]
        """
        // Total's top is 7 points below Price's, so they share a row; Note's is 8 below, so it starts the next.
        #expect(try run(yaml).speech == ["Buy, Button", "Title, Heading", "Price", "Total", "Note"])
        #expect(try run(yaml, "ko").speech == ["Buy, 버튼", "Title, 머리말", "Price", "Total", "Note"])
    }
}
