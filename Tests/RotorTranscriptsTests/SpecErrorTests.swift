import RotorDiagnostics
import RotorTranscripts
import Testing

/// Invalid specs fail with a message and the line and column inside the YAML body.
@Suite struct SpecErrorTests {
    private func expectError(_ yaml: String, line: Int, column: Int? = nil, containing parts: [String]) {
        guard let error = Fixtures.error(yaml) else {
            Issue.record("expected an error for:\n\(yaml)")
            return
        }
        #expect(error.line == line, "\(error)")
        if let column { #expect(error.column == column, "\(error)") }
        for part in parts { #expect(error.message.contains(part), "\(error)") }
    }

    @Test func minNotBelowMax() {
        expectError("component: slider\nlabel: V\nmin: 10\nmax: 10\nvalue: 10\ngestures: [focus]",
                    line: 4, column: 6, containing: ["min (10) must be less than max (10)"])
        expectError("component: integer-slider\nlabel: R\nmax: 0\ngestures: [focus]",
                    line: 3, column: 6, containing: ["must be less than max (0)"])
    }

    @Test func valueOutOfRange() {
        expectError("component: slider\nlabel: V\nmin: 0\nmax: 100\nvalue: 140\ngestures: [focus]",
                    line: 5, column: 8, containing: ["value 140 is outside the range 0–100"])
        expectError("component: integer-slider\nlabel: R\nmax: 3\nvalue: -1\ngestures: [focus]",
                    line: 4, containing: ["value -1 is outside the range 0–3"])
    }

    @Test func unknownGesture() {
        expectError("component: slider\nlabel: V\nvalue: 1\ngestures:\n  - focus\n  - pinch ×2\n",
                    line: 6, column: 5, containing: ["unknown gesture 'pinch ×2'", "'swipe right'"])
        expectError("component: slider\nlabel: V\nvalue: 1\ngestures: [focus, swipe up x0]",
                    line: 4, containing: ["repeat count must be at least 1"])
    }

    @Test func unknownComponent() {
        expectError("# a comment\ncomponent: stepper\ngestures: [focus]", line: 2, column: 12,
                    containing: ["unknown component 'stepper'", "'tab-bar'"])
    }

    @Test func emptyTabList() {
        expectError("component: tab-bar\nname: Main\ntabs: []\ngestures: [focus]", line: 3, column: 7,
                    containing: ["'tabs' must list at least one tab"])
    }

    @Test func duplicateTabID() {
        let yaml = "component: tab-bar\nname: Main\ntabs:\n  - {label: Home}\n  - {label: Search}\n  - {label: Home}\ngestures: [focus]"
        expectError(yaml, line: 6, column: 5, containing: ["duplicate tab id 'Home'"])
    }

    @Test func failedExpectationNamesBothTextsAndItsLine() {
        let yaml = """
        component: slider
        label: Volume
        value: 50
        gestures: [focus, swipe up]
        expect:
          - "Volume, 50, 50%, Adjustable"
          - "70, 70%"
        """
        expectError(yaml, line: 7, column: 5, containing: ["expected \"70, 70%\"", "VoiceOver says \"60, 60%\"", "step 2"])
    }

    @Test func expectationCountMustMatch() {
        let yaml = "component: slider\nlabel: V\nvalue: 50\ngestures: [focus, swipe up ×2]\nexpect: [\"V, 50, 50%, Adjustable\"]"
        expectError(yaml, line: 5, containing: ["lists 1 lines", "make 3 steps"])
    }

    @Test func otherMistakesAreLocatedToo() {
        expectError("component: slider\nlabel: V\nvalue: 1\nvaule: 2\ngestures: [focus]", line: 4, column: 1, containing: ["unknown field 'vaule'"])
        expectError("component: slider\nlabel: V\nvalue: [1\ngestures: [focus]", line: 4, containing: ["not valid YAML"])
        expectError("component: slider\nlabel: V\nvalue: 1\ngestures: [focus, type 3]", line: 4, containing: ["needs focus on a text field"])
        expectError("component: slider\nlabel: V\nvalue: 1\nlang: fr\ngestures: [focus]", line: 4, column: 7, containing: ["no phrases for language 'fr'"])
        expectError("component: carousel\nvariant: sideways\nitems: [{name: A}]\ngestures: [focus]", line: 2, column: 10, containing: ["'per-card'"])
        expectError("", line: 1, containing: ["empty"])
        expectError("component: slider\nlabel: V\nvalue: 1\ngestures: [focus Missing]", line: 4, containing: ["no element is labelled 'Missing'"])
    }

    @Test func unknownNamesSuggestTheClosestValidOne() {
        expectError("component: sldier\ngestures: [focus]", line: 1, column: 12, containing: ["Did you mean 'slider'?"])
        expectError("component: slider\nlabel: V\nvaule: 2\ngestures: [focus]", line: 3, column: 1, containing: ["Did you mean 'value'?"])
        expectError("component: slider\nlabel: V\ngestures: [focus, swipe rigth]", line: 3, containing: ["Did you mean 'swipe right'?"])
        expectError("component: scene\nscene: [{label: A, traits: [buton]}]\ngestures: [focus]", line: 2, containing: ["Did you mean 'button'?"])
        expectError("component: scene\nreader: voiceovr\nscene: [{label: A}]\ngestures: [focus]", line: 2, containing: ["Did you mean 'voiceover'?"])
        // Nothing close enough: no suggestion.
        expectError("component: stepper\ngestures: [focus]", line: 1, containing: ["unknown component 'stepper'"])
        #expect(Fixtures.error("component: stepper\ngestures: [focus]")?.message.contains("Did you mean") == false)
    }
}
