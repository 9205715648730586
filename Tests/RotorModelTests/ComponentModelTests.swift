import RotorDiagnostics
import Testing
import RotorModel

@Suite struct ComponentModelTests {
    static let cards = [
        CarouselModel.Card(name: "Samsung Card", detail: "**** 1234"),
        CarouselModel.Card(name: "Hyundai Card", detail: "**** 5678"),
        CarouselModel.Card(name: "Shinhan Card", detail: "**** 9012"),
    ]

    @Test func integerSliderSnapsHalfUp() {
        #expect(IntegerSliderModel.snap(3.5) == 4)
        #expect(IntegerSliderModel.snap(3.49) == 3)
        #expect(IntegerSliderModel.snap(0.5) == 1)
        #expect(IntegerSliderModel.snap(0) == 0)
    }

    @Test func integerSliderReleaseReportsAnInt() throws {
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: try IntegerSliderModel(label: "Rating", max: 10, value: 0))
        _ = try sim.perform(.drag(0.35))
        let released = try sim.perform(.release)
        #expect(sim.model(IntegerSliderModel.self)?.value == 4)
        #expect(released.notes == ["A touch with the screen reader off, so nothing is spoken.", "Released at 3.5; the thumb snapped to 4 (rounded half up)."])
        #expect(released.state.details["value"] == "4")
    }

    @Test func integerSliderAdjustsByOneAndHasATickPerInteger() throws {
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: try IntegerSliderModel(label: "Rating", max: 3, value: 2))
        #expect(try sim.perform(.focus(nil)).speech == "Rating, 2, Adjustable")
        #expect(try sim.perform(.swipeUp).speech == "3")
        #expect(try sim.perform(.swipeUp).notes == ["Boundary: nothing changed and nothing was spoken."])
        let drawing = sim.model(IntegerSliderModel.self)!.visibleState(focusedID: nil, phrases: TestPhrases.english).picture
        // A tick per whole number: 0, 1, 2 and 3.
        let ticks = drawing.shapes.filter { if case .line(_, _, _, _, "tick", _) = $0 { true } else { false } }
        #expect(ticks.count == 4)
    }

    @Test func integerSliderRejectsBadNumbers() {
        #expect(throws: Diagnostic("min (0, fixed) must be less than max (0)", about: .init("max"))) {
            try IntegerSliderModel(label: "R", max: 0, value: 0)
        }
        #expect(throws: Diagnostic("value 4 is outside the range 0–3", about: .init("value"))) {
            try IntegerSliderModel(label: "R", max: 3, value: 4)
        }
    }

    @Test func perCardFocusSelectsEveryCardAndLeavesTheLast() throws {
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: try CarouselModel(variant: .perCard, label: "Cards", cards: Self.cards))
        _ = try sim.perform(.focus(nil))
        var selections: [Int] = []
        for _ in 0..<3 {
            _ = try sim.perform(.swipeRight)
            selections.append(sim.model(CarouselModel.self)?.selected ?? -1)
        }
        #expect(selections == [1, 2, 2])
        #expect(sim.focusedElement?.label == "Confirm")
    }

    @Test func adjustableCarouselDoesNotWrapAndKeepsSelectionWhenLeaving() throws {
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: try CarouselModel(variant: .adjustable, label: "Payment card", cards: Self.cards, selected: 2))
        #expect(try sim.perform(.focus(nil)).speech == "Payment card, Shinhan Card, **** 9012, Adjustable")
        #expect(try sim.perform(.swipeUp).notes == ["Boundary: nothing changed and nothing was spoken."])
        _ = try sim.perform(.swipeDown ); _ = try sim.perform(.swipeDown)
        #expect(try sim.perform(.swipeDown).notes == ["Boundary: nothing changed and nothing was spoken."])
        let left = try sim.perform(.swipeRight)
        #expect(left.speech == "Confirm, Button")
        #expect(sim.model(CarouselModel.self)?.selected == 0)
    }

    @Test func tabBarSelectsOnDoubleTapAndShowsThePage() throws {
        let tabs = [TabBarModel.Tab(label: "Home", icon: "house"), TabBarModel.Tab(label: "Search")]
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: try TabBarModel(name: "Main", tabs: tabs))
        #expect(try sim.perform(.focus(nil)).speech == "Main Tab bar, Selected, Home, Tab, 1 of 2")
        #expect(try sim.perform(.swipeRight).speech == "Search, Tab, 2 of 2")
        let selected = try sim.perform(.doubleTap)
        #expect(selected.speech == "Selected, Search")
        #expect(selected.notes == ["The page for “Search” is shown."])
        #expect(try sim.perform(.swipeRight).speech == "Tab content, Search, Heading")
    }

    @Test func tabBarRejectsEmptyAndDuplicateTabs() {
        #expect(throws: Diagnostic("'tabs' must list at least one tab", about: .init("tabs"))) { try TabBarModel(name: "M", tabs: []) }
        #expect(throws: Diagnostic("duplicate tab id 'a'; give each tab a unique 'id' or label", about: .init("tabs", item: 1))) {
            try TabBarModel(name: "M", tabs: [.init(id: "a", label: "A"), .init(id: "a", label: "B")])
        }
    }

    @Test func simulatorRefusesTypingOutsideATextField() throws {
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: try SliderModel(label: "V", value: 1))
        _ = try sim.perform(.focus(nil))
        #expect(throws: Diagnostic("'type' needs focus on a text field, but focus is on 'V'")) { try sim.perform(.type("3")) }
        #expect(throws: Diagnostic("no element is labelled 'Nope'; the elements are 'V'")) { try sim.perform(.focus("Nope")) }
        #expect(throws: Diagnostic("no element is labelled 'v '; the elements are 'V'. Did you mean 'V'?")) { try sim.perform(.focus("v ")) }
    }

    @Test func swipingPastTheEndIsABoundary() throws {
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: FocusOrderScene(layout: .leaf(kind: .text, label: "Only", priority: 0)))
        _ = try sim.perform(.focus(nil))
        let step = try sim.perform(.swipeRight)
        #expect(step.speech.isEmpty)
        #expect(step.notes == ["Boundary: nothing changed and nothing was spoken."])
        #expect(step.focus == "Only")
    }
}

@Suite struct SwipeLeftTests {
    private let scene = FocusOrderScene(layout: .stack(
        axis: .vertical, children: [.leaf(kind: .text, label: "A", priority: 0), .leaf(kind: .button, label: "B", priority: 0)],
        behavior: nil, priority: 0, label: ""
    ))

    @Test func swipeLeftGoesBackAndStopsAtTheStart() throws {
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: scene)
        #expect(throws: Diagnostic("nothing has focus yet; start with 'focus'")) { try sim.perform(.swipeLeft) }
        #expect(try sim.perform(.swipeRight).speech == "A")
        #expect(try sim.perform(.swipeRight).speech == "B, Button")
        #expect(try sim.perform(.swipeLeft).speech == "A")
        let start = try sim.perform(.swipeLeft)
        #expect(start.speech.isEmpty)
        #expect(start.notes == ["Boundary: nothing changed and nothing was spoken."])
    }

    @Test func swipingUpOnSomethingNotAdjustableDoesNothing() throws {
        var sim = Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: scene)
        _ = try sim.perform(.focus("B"))
        let step = try sim.perform(.swipeUp)
        #expect(step.speech.isEmpty)
        #expect(step.notes == ["“B” is not adjustable; nothing happened."])
    }
}
