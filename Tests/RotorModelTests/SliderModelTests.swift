import Testing
import RotorDiagnostics
import RotorModel

@Suite struct SliderModelTests {
    private func simulator(_ slider: SliderModel) -> Simulation<VoiceOver> {
        Simulation(reader: VoiceOver(phrases: TestPhrases.english), component: slider)
    }

    @Test func valueTextDropsAZeroFraction() throws {
        #expect(try SliderModel(label: "V", value: 50).valueText(TestPhrases.english) == "50, 50%")
        let third = try SliderModel(label: "V", value: 100.0 / 3)
        #expect(third.valueText(TestPhrases.english) == "33.33, 33.33%")
    }

    @Test func percentIsMeasuredAcrossTheRange() throws {
        let slider = try SliderModel(label: "Temperature", min: 10, max: 30, value: 15)
        #expect(slider.valueText(TestPhrases.english) == "15, 25%")
    }

    @Test func defaultStepIsTenPercentOfTheRange() throws {
        #expect(try SliderModel(label: "V", min: 20, max: 70, value: 20).stepAmount == 5)
        #expect(try SliderModel(label: "V", value: 0, step: .amount(3)).stepAmount == 3)
        #expect(try SliderModel(label: "V", value: 0, step: .percentOfRange(25)).stepAmount == 25)
    }

    @Test func decrementClampsToTheMinimumNotZero() throws {
        var sim = simulator(try SliderModel(label: "Level", min: 20, max: 120, value: 25))
        _ = try sim.perform(.focus(nil))
        let step = try sim.perform(.swipeDown)
        #expect(sim.model(SliderModel.self)?.value == 20)
        #expect(step.speech == "20, 0%")
        #expect(step.notes == ["Success haptic."])
    }

    @Test func reachingEitherEndPlaysTheSuccessHapticOnce() throws {
        var sim = simulator(try SliderModel(label: "V", value: 90))
        _ = try sim.perform(.focus(nil))
        let top = try sim.perform(.swipeUp)
        let beyond = try sim.perform(.swipeUp)
        #expect(top.notes == ["Success haptic."])
        #expect(beyond.speech.isEmpty)
        #expect(beyond.notes == ["Boundary: nothing changed and nothing was spoken."])
    }

    @Test func verticalSliderHint() throws {
        var sim = simulator(try SliderModel(label: "Brightness", value: 40, orientation: .vertical))
        #expect(try sim.perform(.focus(nil)).speech == "Brightness, 40, 40%, Adjustable")
    }

    @Test func invalidSlidersAreRejected() {
        #expect(throws: Diagnostic("min (5) must be less than max (5)", about: .init("max"), .init("min"))) {
            try SliderModel(label: "V", min: 5, max: 5, value: 5)
        }
        #expect(throws: Diagnostic("value 101 is outside the range 0–100", about: .init("value"))) { try SliderModel(label: "V", value: 101) }
        #expect(throws: Diagnostic("'step' must be greater than 0", about: .init("step"))) {
            try SliderModel(label: "V", value: 1, step: .amount(0))
        }
    }

    @Test func fineInputEditorSavesClampedValueAndReturnsFocus() throws {
        var sim = simulator(try SliderModel(label: "Volume", value: 50, fineInput: true))
        #expect(try sim.perform(.focus(nil)).speech == "Volume, 50, 50%, Button, Adjustable")
        let opened = try sim.perform(.doubleTap)
        #expect(opened.speech == "Slider value, 50, Text field, Is editing")
        #expect(opened.notes == ["Focus moved by itself to “Slider value”."])
        let typed = try sim.perform(.type("-20"))
        #expect(typed.speech == "0")
        #expect(typed.notes == ["Typed -20; the field clamped it to 0."])
        #expect(try sim.perform(.type("77")).speech == "77")
        #expect(try sim.perform(.swipeRight).speech == "Done, Button")
        let saved = try sim.perform(.doubleTap)
        #expect(saved.speech == "Volume, 77, 77%, Button, Adjustable")
        #expect(saved.notes == ["Done saved the value 77.", "Focus moved by itself to “Volume”."])
        #expect(sim.model(SliderModel.self)?.value == 77)
    }

    @Test func cancelAndScrubDiscardTheEdit() throws {
        let scrub = VoiceOver.gesture(try #require(VoiceOver.ownGestures.first { $0.name == "two-finger-scrub" }))
        for closing in [scrub, .doubleTap] {
            var sim = simulator(try SliderModel(label: "Volume", value: 50, fineInput: true))
            _ = try sim.perform(.focus(nil))
            _ = try sim.perform(.doubleTap)
            _ = try sim.perform(.type("90"))
            if closing == .doubleTap {
                _ = try sim.perform(.focus("Cancel"))
            }
            let closed = try sim.perform(closing)
            #expect(closed.speech == "Volume, 50, 50%, Button, Adjustable")
            #expect(closed.notes == ["The editor closed without saving.", "Focus moved by itself to “Volume”."])
            #expect(sim.model(SliderModel.self)?.value == 50)
        }
    }

    @Test func dragSetsTheValueFromTheMinimumEnd() throws {
        var sim = simulator(try SliderModel(label: "V", min: 10, max: 20, value: 10))
        let step = try sim.perform(.drag(0.25))
        #expect(step.speech.isEmpty)
        #expect(sim.model(SliderModel.self)?.value == 12.5)
        #expect(step.state.summary == "Value 12.5 (10–20)")
    }
}
