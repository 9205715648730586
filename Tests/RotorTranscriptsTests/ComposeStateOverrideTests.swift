import Foundation
import RotorModel
@testable import RotorTranscripts
import Testing

/// Two explicit state descriptions on one node: a Material 3 `Slider` words its own value,
/// and the code's modifier sets another. The reference does not say which TalkBack gets, so
/// every step that speaks the code's counts as inferred (`behavior.stateOverride`); a state
/// description the code sets over a range's derived percent is documented (§7.2) and is not.
@Suite struct ComposeStateOverrideTests {
    static let override = PhraseKey.behaviorStateOverride.rawValue

    @Test func aSliderWithTheCodesOwnStateDescriptionIsInferredOnEveryStepThatSpeaksIt() throws {
        let kotlin = """
            @Composable
            fun Speed(level: Int, onLevel: (Int) -> Unit) {
                Slider(
                    value = level.toFloat(),
                    onValueChange = { onLevel(it.toInt()) },
                    valueRange = 1f..3f,
                    steps = 1,
                    modifier = Modifier.semantics {
                        contentDescription = "Fan speed"
                        stateDescription = "Level $level"
                    },
                )
            }
            """
        let transcript = try ComposeMaterialTests.transcript(
            kotlin, view: "Speed", state: "{level: 2, onLevel: \"{ level = it }\"}", gestures: "[focus, swipe up, swipe up]")
        #expect(transcript.speech == ["Level 2, Fan speed, Slider", "Level 3", "Level 3"])
        for step in transcript.steps {
            #expect(step.behaviors.contains(Self.override), "step \(step.speech) should name the rule")
            #expect(step.isInferred)
        }
        #expect(transcript.inferredBehaviors.contains { $0.contains("state description written in the code") })
    }

    @Test func aSliderSpeakingItsOwnValueDoesNotNameTheRule() throws {
        let kotlin = """
            @Composable
            fun Speed(level: Int, onLevel: (Int) -> Unit) {
                Slider(
                    value = level.toFloat(),
                    onValueChange = { onLevel(it.toInt()) },
                    valueRange = 1f..3f,
                    steps = 1,
                    modifier = Modifier.semantics { contentDescription = "Fan speed" },
                )
            }
            """
        let transcript = try ComposeMaterialTests.transcript(
            kotlin, view: "Speed", state: "{level: 2, onLevel: \"{ level = it }\"}", gestures: "[focus, swipe up]")
        #expect(transcript.speech == ["2.0, Fan speed, Slider", "3.0"])
        #expect(transcript.steps.allSatisfy { !$0.behaviors.contains(Self.override) })
    }

    @Test func theCodesStateDescriptionOverARangesPercentIsDocumentedAndNotFlagged() throws {
        let kotlin = """
            @Composable
            fun Loading(done: Int) {
                Box(
                    Modifier.semantics {
                        contentDescription = "Upload"
                        progressBarRangeInfo = ProgressBarRangeInfo(done.toFloat(), 0f..4f)
                        stateDescription = "$done of 4 files"
                    }
                )
            }
            """
        let transcript = try ComposeMaterialTests.transcript(kotlin, view: "Loading", state: "{done: 1}", gestures: "[focus]")
        #expect(transcript.speech.first?.hasPrefix("1 of 4 files, Upload") == true)
        #expect(transcript.steps.allSatisfy { !$0.behaviors.contains(Self.override) })
    }

    @Test func theKoreanPhraseFileWordsTheRuleToo() throws {
        let kotlin = """
            @Composable
            fun Speed(level: Int, onLevel: (Int) -> Unit) {
                Slider(
                    value = level.toFloat(),
                    onValueChange = { onLevel(it.toInt()) },
                    valueRange = 1f..3f,
                    modifier = Modifier.semantics { stateDescription = "${level}단계" },
                )
            }
            """
        let transcript = try ComposeMaterialTests.transcript(
            kotlin, view: "Speed", state: "{level: 1, onLevel: \"{ level = it }\"}", gestures: "[focus]", language: "ko")
        #expect(transcript.steps[0].isInferred)
        #expect(transcript.inferredBehaviors.contains { $0.contains("상태 설명") })
    }
}
