import Testing
import RotorModel

@Suite struct SpeechComposerTests {
    let composer = SpeechComposer(phrases: TestPhrases.english)

    @Test func labelValueTraitsThenHint() {
        let element = FocusableElement(id: "s", label: "Volume", value: "50, 50%", hint: "Horizontal slider", traits: [.adjustable, .button])
        #expect(composer.describe(element) == "Volume, 50, 50%, Button, Adjustable, Horizontal slider")
    }

    @Test func selectedComesFirstAndTabsSayTheirPosition() {
        let tab = FocusableElement(
            id: "t", label: "Home", traits: [.tab, .selected],
            tabPosition: .init(index: 1, count: 3), containerID: "bar", containerLabel: "Main Tab bar"
        )
        #expect(composer.describe(tab) == "Selected, Home, Tab, 1 of 3")
        #expect(composer.describe(tab, enteringContainer: true) == "Main Tab bar, Selected, Home, Tab, 1 of 3")
    }

    @Test func aChangedValueSpeaksOnlyTheValue() {
        let element = FocusableElement(id: "s", label: "Volume", value: "60, 60%", traits: .adjustable)
        #expect(composer.valueChange(element) == "60, 60%")
    }

    @Test func emptyPartsAreSkipped() {
        #expect(composer.describe(FocusableElement(id: "x", label: "Inbox", traits: .staticText)) == "Inbox")
        #expect(composer.describe(FocusableElement(id: "h", label: "News", traits: .header)) == "News, Heading")
    }

    @Test func numbersDropAZeroFraction() {
        #expect(NumberText.format(50) == "50")
        #expect(NumberText.format(100.0 / 3) == "33.33")
        #expect(NumberText.format(12.5) == "12.5")
        #expect(NumberText.format(-7.25) == "-7.25")
        #expect(NumberText.format(0.001) == "0")
    }
}
