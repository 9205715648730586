import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Swift, SwiftUI and UIKit rules found by running real code nobody had run through Rotor
/// before (a third round), each tested here on code written for the test.
@Suite struct SwiftUnseenRules3Tests {
    static func uikitTranscript(_ swift: String, view: String, gestures: String) throws -> Transcript {
        try TranscriptExpander.expandAll(
            yaml: CodeKindTests.spec(swift, view: view, state: nil, gestures: gestures, kind: "uikit"), defaultLanguage: "en", code: .none
        )[0]
    }

    // MARK: SwiftUI: a tap gesture under the element made around it

    @Test func aTapGestureWrittenBeforeAccessibilityElementStillRunsOnADoubleTap() throws {
        let swift = """
            struct Dots: View {
                @State private var picked = 1
                var body: some View {
                    HStack {
                        ForEach(1...3, id: \\.self) { dot in
                            Circle()
                                .frame(width: 10, height: 10)
                                .onTapGesture { picked = dot }
                                .accessibilityElement()
                                .accessibilityLabel("Dot \\(dot)")
                                .accessibilityAddTraits(picked == dot ? [.isButton, .isSelected] : .isButton)
                        }
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Dots", gestures: "[focus, swipe right, double tap]")
        // Before: the gesture stayed on the view the new element replaced, and the double tap
        // did nothing ("has no action").
        #expect(transcript.speech[1] == "Dot 2, Button")
        #expect(transcript.speech[2].contains("Selected"))
        #expect(!transcript.steps[2].notes.contains { $0.contains("no action") })
    }

    @Test func aTapGestureOnAnImageMadeIntoOneElementRunsToo() throws {
        let swift = """
            struct Counter: View {
                @State private var taps = 0
                var body: some View {
                    Image(systemName: "hand.tap")
                        .onTapGesture { taps += 1 }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Tapped \\(taps) times")
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Counter", gestures: "[focus, double tap]")
        #expect(transcript.speech[0].hasPrefix("Tapped 0 times"))
        #expect(transcript.speech[1].hasPrefix("Tapped 1 times"))
    }

    @Test func aContainerDoesNotTakeItsChildsTapGesture() throws {
        // `.contain` makes no element of its own: the tap stays with the child.
        let swift = """
            struct Panel: View {
                @State private var opened = false
                var body: some View {
                    Text(opened ? "Open" : "Closed")
                        .onTapGesture { opened.toggle() }
                        .accessibilityElement(children: .contain)
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Panel", gestures: "[focus, double tap]")
        #expect(transcript.speech[0] == "Closed")
        #expect(transcript.speech[1] == "Open")
    }

    // MARK: UIKit: a stepper's step that moved its value is not a limit

    @Test func aStepperStepThatMovesAnUnreportedValueIsNoBoundary() throws {
        let swift = """
            final class Counter: UIStepper {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = .adjustable
                    maximumValue = 2
                }
                required init?(coder: NSCoder) { fatalError() }
                override func accessibilityIncrement() {
                    value += stepValue
                    sendActions(for: .valueChanged)
                }
                override func accessibilityDecrement() {
                    value -= stepValue
                    sendActions(for: .valueChanged)
                }
            }
            """
        let transcript = try Self.uikitTranscript(swift, view: "Counter", gestures: "[focus, swipe up, swipe up, swipe up]")
        let notes = transcript.steps.map(\.notes)
        // Steps 2 and 3 move the value (to 1, then 2): the new value is stated, no boundary.
        #expect(notes[1].contains { $0.contains("its value is now 1") })
        #expect(!notes[1].contains { $0.contains("Boundary") })
        #expect(notes[2].contains { $0.contains("its value is now 2") })
        #expect(!notes[2].contains { $0.contains("Boundary") })
        // Step 4 is at the maximum: UIStepper keeps its value, and that is a limit.
        #expect(notes[3].contains { $0.contains("Boundary") })
    }
    // MARK: SwiftUI: what nothing spoken reads is not read

    @Test func anAccessibilityIdentifierIsSkippedWithItsArgumentUnread() throws {
        // The identifier names constants the code does not declare; VoiceOver never speaks it.
        let swift = """
            struct Meter: View {
                let level: Double
                var body: some View {
                    Text(String(format: "%.0f%%", level * 100))
                        .accessibilityIdentifier(TestIDs.meterText)
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Meter", state: "{level: 0.42}", gestures: "[focus]")
        #expect(transcript.speech == ["42%"])
    }

    // MARK: UIKit: class methods are inherited; an app's own geometry helpers

    @Test func aUIViewClassMethodCalledThroughASubclassRunsItsAnimationBlock() throws {
        let swift = """
            final class PressButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("Send", for: .normal)
                    addTarget(self, action: #selector(pressed), for: .touchUpInside)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func pressed() {
                    UIButton.animate(withDuration: 0.2, animations: {
                        self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                    }, completion: { _ in
                        self.setTitle("Sent", for: .normal)
                    })
                }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "PressButton", gestures: "[focus, double tap]")
        #expect(run.speech[0] == "Send, Button")
        #expect(run.speech[1].hasPrefix("Sent"))
    }

    @Test func insetsSummedFromTheAppsOwnMembersAreLayoutNotAnError() throws {
        // `.left(…)` and `.topBottom(…)` come from an extension the code does not include; their
        // sum only places a subview, so the element is read and the sum is never needed.
        let swift = """
            final class Row: UIView {
                private let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let insets: UIEdgeInsets = .left(16) + .topBottom(8)
                    title.text = "Inbox"
                    addSubview(title)
                    title.frame = bounds.inset(by: insets)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Row", gestures: "[focus]")
        #expect(run.speech == ["Inbox"])
    }
    // MARK: UIKit: an overridden traits getter is the whole answer

    @Test func anOverriddenTraitsGetterReplacesWhatUIButtonWouldAdd() throws {
        // The getter answers with a switch's traits only: no Button, and no Selected from
        // isSelected, which UIButton's own getter (not called here) would add.
        let swift = """
            final class CheckRow: UIButton {
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { return UISwitch().accessibilityTraits }
                    set { super.accessibilityTraits = newValue }
                }
                override var accessibilityValue: String? {
                    get { return isSelected ? "1" : "0" }
                    set { super.accessibilityValue = newValue }
                }
                init(title: String, checked: Bool = false) {
                    super.init(frame: .zero)
                    setTitle(title, for: .normal)
                    isSelected = checked
                    addTarget(self, action: #selector(flip), for: .touchUpInside)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func flip() { isSelected.toggle() }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "CheckRow", state: "{title: Wi-Fi}", gestures: "[focus, double tap]")
        #expect(run.speech[0] == "Wi-Fi, Switch button, Off")
        #expect(run.speech[1] == "Wi-Fi, On")
    }

    @Test func aTraitsGetterThatAsksSuperKeepsUIButtonsTraits() throws {
        let swift = """
            final class Chip: UIButton {
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { return super.accessibilityTraits.union(.header) }
                    set { super.accessibilityTraits = newValue }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("News", for: .normal)
                    isSelected = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Chip", gestures: "[focus]")
        #expect(run.speech[0].contains("Selected"))
        #expect(run.speech[0].contains("Button"))
    }

    @Test func anInitializerParameterWithADefaultNeedNotBeInState() throws {
        let swift = """
            final class Tag: UIButton {
                init(title: String, compact: Bool = false) {
                    super.init(frame: .zero)
                    setTitle(compact ? String(title.prefix(1)) : title, for: .normal)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Tag", state: "{title: Travel}", gestures: "[focus]")
        #expect(run.speech == ["Travel, Button"])
    }
    // MARK: SwiftUI: a view nothing draws

    @Test func aFullyTransparentViewIsLeftOutAndTheStepSaysSoAsInferred() throws {
        let swift = """
            struct Like: View {
                @State private var liked = false
                @State private var burst: Double = 0
                var body: some View {
                    ZStack {
                        Image(systemName: "sparkles")
                            .opacity(burst)
                        Button(liked ? "Unlike" : "Like") { liked.toggle() }
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Like", gestures: "[focus, swipe right]")
        // Before: the invisible symbol was the first element, read as an unlabelled image.
        #expect(transcript.speech[0] == "Like, Button")
        #expect(transcript.steps[0].isInferred)
        #expect(transcript.steps[0].notes.contains { $0.contains(".opacity(0)") && $0.contains("inferred") })
    }

    @Test func aPartlyTransparentOrUnknownOpacityIsStyleAsBefore() throws {
        let swift = """
            struct Hint: View {
                var body: some View {
                    VStack {
                        Text("Faded").opacity(0.4)
                        Text("Themed").opacity(Theme.dimmed)
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Hint", gestures: "[focus, swipe right]")
        #expect(transcript.speech == ["Faded", "Themed"])
        #expect(!transcript.steps[0].notes.contains { $0.contains(".opacity(0)") })
    }
    // MARK: SwiftUI: a double tap on an element that hides controls

    @Test func aDoubleTapOnAnIgnoringElementOverButtonsRunsNoneAndSaysWhy() throws {
        let swift = """
            struct Volume: View {
                @State private var level = 3
                var body: some View {
                    HStack {
                        Button("Down") { level -= 1 }
                        Text("\\(level)")
                        Button("Up") { level += 1 }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Volume")
                    .accessibilityValue("\\(level)")
                    .accessibilityAdjustableAction { direction in
                        if direction == .increment { level += 1 } else { level -= 1 }
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Volume", gestures: "[focus, double tap, swipe up]")
        // Before: "has no action; nothing happened", as if the tap reached nothing.
        #expect(!transcript.steps[1].notes.contains { $0.contains("no action") })
        #expect(transcript.steps[1].notes.contains { $0.contains("§1.7") && $0.contains("inferred") })
        #expect(transcript.steps[1].isInferred)
        #expect(transcript.speech[2] == "4")
    }

    @Test func anIgnoringElementOverTextAloneStillHasNoAction() throws {
        let swift = """
            struct Score: View {
                var body: some View {
                    HStack {
                        Text("Home")
                        Text("2")
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Home 2")
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Score", gestures: "[focus, double tap]")
        #expect(transcript.steps[1].notes.contains { $0.contains("no action") })
    }
}
