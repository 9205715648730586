import Testing
import RotorModel

@Suite struct VoiceOverSpeechTests {
    let voiceOver = VoiceOver(phrases: TestPhrases.english)
    let korean = VoiceOver(phrases: TestPhrases.korean)

    private func said(_ element: FocusableElement, entering: Bool = false, reader: VoiceOver? = nil) -> (String, String) {
        let utterance = (reader ?? voiceOver).utterance(for: element, enteringContainer: entering)
        return (utterance.spokenText, utterance.hintText)
    }

    @Test func labelValueTraitsAtOnceThenTheHintsAfterAPause() {
        let element = FocusableElement(id: "s", label: "Volume", value: "50, 50%", hint: "Horizontal slider", traits: [.adjustable, .button])
        #expect(said(element) == ("Volume, 50, 50%, Button, Adjustable", "Horizontal slider. Swipe up or down with one finger to adjust the value."))
        #expect(said(element, reader: korean) == ("Volume, 50, 50%, 버튼, 조절 가능", "Horizontal slider. 값을 조절하려면 한 손가락으로 위 또는 아래로 쓸어넘기십시오."))
    }

    @Test func speakHintsOffDropsEveryHint() {
        let quiet = VoiceOver(phrases: TestPhrases.english, settings: ReaderSettings(["hints": .flag(false)]))
        let element = FocusableElement(id: "s", label: "Volume", value: "50%", hint: "Sets the volume", traits: .adjustable)
        let utterance = quiet.utterance(for: element, enteringContainer: false)
        #expect(utterance.spokenText == "Volume, 50%, Adjustable")
        #expect(utterance.hint.isEmpty)
    }

    @Test func selectedComesFirstAndTabsSayTheirPosition() {
        let tab = FocusableElement(
            id: "t", label: "Home", traits: [.tab, .selected],
            tabPosition: .init(index: 1, count: 3), containerID: "bar", containerLabel: "Main Tab bar"
        )
        #expect(said(tab).0 == "Selected, Home, Tab, 1 of 3")
        #expect(said(tab, entering: true).0 == "Main Tab bar, Selected, Home, Tab, 1 of 3")
        // "Tab" is a role word in its place; the position follows every role word (AS testTabBars).
        let heading = FocusableElement(id: "h", label: "H", traits: [.tab, .header, .notEnabled], tabPosition: .init(index: 8, count: 11))
        #expect(said(heading).0 == "H, Dimmed, Tab, Heading, 8 of 11")
    }

    @Test func traitWordsFollowTheFixedOrderWithDimmedFirst() {
        let element = FocusableElement(id: "x", label: "Send", traits: [.image, .link, .header, .button, .notEnabled])
        #expect(said(element) == ("Send, Dimmed, Button, Heading, Link, Image", ""))
    }

    @Test func aSwitchSpeaksItsStateNotItsValueAndHasTheToggleHint() {
        let on = FocusableElement(id: "w", label: "Wi-Fi", value: "1", traits: [.switchButton, .button], isOn: true)
        #expect(said(on) == ("Wi-Fi, Switch button, On", "Double tap to toggle setting."))
        #expect(said(on, reader: korean) == ("Wi-Fi, 스위치 버튼, 켬", "설정을 끄거나 켜려면 이중탭하십시오."))
        var dimmed = on
        dimmed.traits.insert(.notEnabled)
        dimmed.isOn = false
        #expect(said(dimmed) == ("Wi-Fi, Dimmed, Switch button, Off", ""))
    }

    @Test func aHintAloneIsSpokenInTheLabelsPlace() {
        let element = FocusableElement(id: "x", label: "", hint: "Opens the menu", traits: [.button, .adjustable])
        #expect(said(element) == ("Opens the menu, Button, Adjustable", ""))
    }

    @Test func customActionsAreAnnouncedWithTheirHint() {
        let element = FocusableElement(id: "m", label: "Message from Ana", traits: .staticText, actions: [.custom("Archive")])
        #expect(said(element) == ("Message from Ana, Actions available", "Swipe up or down to select a custom action, then double tap to activate."))
    }

    @Test func unspokenTraitsStaySilent() {
        let element = FocusableElement(id: "k", label: "Q", traits: [.keyboardKey, .button, .playsSound, .staticText, .summaryElement, .updatesFrequently, .startsMediaSession, .allowsDirectInteraction, .causesPageTurn])
        #expect(said(element) == ("Q", ""))
    }

    @Test func aTextFieldGetsTheEditHint() {
        let element = FocusableElement(id: "f", label: "Name", value: "Ana", traits: .textField)
        #expect(said(element) == ("Name, Ana, Text field", "Double tap to edit."))
    }

    @Test func phrasebookFillsBlanksOnceLeftToRight() {
        let book = Phrasebook(language: "en", entries: ["k": "{label} is {value}"])
        // A label that contains another blank's name is printed as written, every time.
        for _ in 0..<20 {
            #expect(book.text("k", ["label": "Show {value}", "value": "{label}"]) == "Show {value} is {label}")
        }
        #expect(book.text("k", ["label": "A"]) == "A is {value}")
        #expect(Phrasebook.fill("{unclosed", ["unclosed": "x"]) == "{unclosed")
    }

    @Test func koreanParticlesFollowTheWordBeforeThem() {
        let book = Phrasebook(language: "ko", entries: ["to": "“{label}”(으)로 이동", "typed": "{typed}을(를) 입력했지만 {value}(으)로 제한", "is": "{label}은(는) {x}이(가)"])
        #expect(book.text("to", ["label": "공유"]) == "“공유”로 이동")
        #expect(book.text("to", ["label": "검색"]) == "“검색”으로 이동")
        #expect(book.text("to", ["label": "메일"]) == "“메일”로 이동")
        #expect(book.text("to", ["label": "Share"]) == "“Share”로 이동")
        #expect(book.text("to", ["label": "Cancel"]) == "“Cancel”로 이동")
        #expect(book.text("to", ["label": "Chat"]) == "“Chat”으로 이동")
        // 500 오백, 120 백이십, 7 칠, 2 이: numbers are read as Korean numerals.
        #expect(book.text("typed", ["typed": "500", "value": "120"]) == "500을 입력했지만 120으로 제한")
        #expect(book.text("typed", ["typed": "2", "value": "7"]) == "2를 입력했지만 7로 제한")
        #expect(book.text("typed", ["typed": "12.5", "value": "50%"]) == "12.5를 입력했지만 50%로 제한")
        #expect(book.text("is", ["label": "버튼", "x": "값"]) == "버튼은 값이")
        #expect(book.text("is", ["label": "화면", "x": "메뉴"]) == "화면은 메뉴가")
        let english = Phrasebook(language: "en", entries: ["k": "{a} (once)"])
        #expect(english.text("k", ["a": "x"]) == "x (once)")
    }

    @Test func numbersDropAZeroFraction() {
        #expect(NumberText.format(50) == "50")
        #expect(NumberText.format(100.0 / 3) == "33.33")
        #expect(NumberText.format(12.5) == "12.5")
        #expect(NumberText.format(-7.25) == "-7.25")
        #expect(NumberText.format(0.001) == "0")
    }
}
