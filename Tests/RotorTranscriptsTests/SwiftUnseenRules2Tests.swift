import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Swift, SwiftUI and UIKit rules found by running real code nobody had run through Rotor
/// before (a second round), each tested here on code written for the test.
@Suite struct SwiftUnseenRules2Tests {
    // MARK: SwiftUI: modifiers on a view that is not one element

    @Test func aLabelAndValueOnADrawnViewReachTheTextLaidOverIt() throws {
        let swift = """
            struct Badge: View {
                let count: Int
                var body: some View {
                    Circle()
                        .fill(Color.red)
                        .frame(width: 24, height: 24)
                        .overlay(Text("\\(count)"))
                }
            }
            struct Inbox: View {
                var body: some View {
                    Badge(count: 7)
                        .accessibilityLabel("Unread")
                        .accessibilityValue("7 messages")
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Inbox", gestures: "[focus]")
        // Not "Unread, 7": the label replaces the text's own, and the value is kept.
        #expect(transcript.speech == ["Unread, 7 messages"])
        #expect(transcript.steps[0].isInferred)
        #expect(transcript.steps[0].notes.contains { $0.contains(".accessibilityValue") && $0.contains("inferred") })
    }

    @Test func actionsOnADrawnViewRunFromItsElementIncludingMethodsPassedByName() throws {
        let swift = """
            struct Fan: View {
                @State private var speed = 2
                @State private var isOn = false
                private func change(_ direction: AccessibilityAdjustmentDirection) {
                    switch direction {
                    case .increment: speed += 1
                    case .decrement: speed -= 1
                    default: break
                    }
                }
                private func reset() { speed = 0 }
                var body: some View {
                    VStack {
                        Capsule()
                            .overlay(Text("Fan"))
                            .accessibilityLabel("Fan speed")
                            .accessibilityValue("\\(speed)")
                            .accessibilityAdjustableAction(change)
                        RoundedRectangle(cornerRadius: 4)
                            .overlay(Text(isOn ? "Power on" : "Power off"))
                            .accessibilityAddTraits(.isButton)
                            .accessibilityAction { isOn.toggle() }
                            .accessibilityAction(named: Text("Reset"), reset)
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(
            swift, view: "Fan", gestures: "[focus, swipe up, swipe right, double tap, swipe down, double tap, swipe left]"
        )
        #expect(transcript.speech[0] == "Fan speed, 2, Adjustable")
        #expect(transcript.speech[1] == "3")
        #expect(transcript.speech[2] == "Power off, Button, Actions available")
        #expect(transcript.speech[3].contains("Power on"))
        #expect(transcript.speech[4] == "Reset")
        // The named action was the method itself: the speed went back to 0.
        #expect(transcript.speech[6] == "Fan speed, 0, Adjustable")
    }

    @Test func aLabelOnAPlainStackOfSeveralTextsReachesEachOfThem() throws {
        let swift = """
            struct Pair: View {
                var body: some View {
                    VStack {
                        Text("Left")
                        Text("Right")
                    }
                    .accessibilityLabel("Side")
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Pair", gestures: "[focus, swipe right]")
        // Never "Side, Left" (as if the stack were a labelled container).
        #expect(transcript.speech == ["Side", "Side"])
        #expect(transcript.steps[0].isInferred)
    }

    @Test func aContainerKeepsItsOwnLabelAndAStackWithNoElementKeepsNothingItCannotGive() throws {
        let swift = """
            struct Panel: View {
                var body: some View {
                    VStack {
                        VStack {
                            Text("First")
                            Text("Second")
                        }
                        .accessibilityElement(children: .contain)
                        .accessibilityLabel("Details")
                        Color.clear.frame(height: 4)
                            .overlay(EmptyView())
                            .accessibilityHint("Nothing here")
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Panel", gestures: "[focus, swipe right, swipe right]")
        #expect(transcript.speech[0] == "Details, First")
        #expect(transcript.speech[1] == "Second")
        // The hint on a drawn view with nothing inside is not handed anywhere, nor spoken.
        #expect(!transcript.steps.flatMap(\.notes).contains { $0.contains(".accessibilityHint") })
        #expect(!transcript.hints.contains("Nothing here"))
    }

    // MARK: UIKit: what a plain view's own label does

    @Test func aPlainViewThatIsNotAnElementIsNotHeardEvenWithALabelOverride() throws {
        let swift = """
            final class Receipt: UIView {
                private let total = UILabel()
                private let pay = UIButton(type: .system)
                override var accessibilityLabel: String? {
                    get { "Receipt card" }
                    set {}
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    total.text = "Total 12 euros"
                    total.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
                    pay.setTitle("Pay", for: .normal)
                    pay.frame = CGRect(x: 0, y: 40, width: 80, height: 30)
                    addSubview(total)
                    addSubview(pay)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Receipt", gestures: "[focus, swipe right]")
        #expect(run.speech == ["Total 12 euros", "Pay, Button"])
    }

    @Test func aSemanticGroupStillSaysItsLabelOnEntering() throws {
        let swift = """
            final class Card: UIView {
                private let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "Invoice"
                    addSubview(title)
                    accessibilityContainerType = .semanticGroup
                    accessibilityLabel = "Billing"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Card", gestures: "[focus]")
        #expect(run.speech == ["Billing, Invoice"])
    }

    // MARK: UIKit: traits as an option set, old spellings

    @Test func traitsMadeFromRawValuesAreTheUnionOfTheirTraits() throws {
        let swift = """
            final class Knob: UIView {
                var level = 1
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Knob"
                    accessibilityTraits = UIAccessibilityTraits(rawValue: super.accessibilityTraits.rawValue | UIAccessibilityTraits.adjustable.rawValue)
                    accessibilityValue = "\\(level)"
                }
                required init?(coder: NSCoder) { fatalError() }
                override func accessibilityIncrement() {
                    level += 1
                    accessibilityValue = "\\(level)"
                }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Knob", gestures: "[focus, swipe up]")
        #expect(run.speech == ["Knob, 1, Adjustable", "2"])
    }

    @Test func swiftTwoTraitMasksCombineWithBarAndIntersectWithAmpersand() throws {
        let swift = """
            final class Chip: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Filter"
                    accessibilityTraits = super.accessibilityTraits | UIAccessibilityTraitButton | UIAccessibilityTraitSelected
                    accessibilityTraits = accessibilityTraits & (UIAccessibilityTraitButton | UIAccessibilityTraitHeader)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Chip", gestures: "[focus]")
        // The intersection keeps Button and drops Selected.
        #expect(run.speech == ["Filter, Button"])
    }

    @Test func aRawTraitValueWrittenAsANumberIsAClearError() throws {
        let swift = """
            final class Odd: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = UIAccessibilityTraits(rawValue: 4096)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let problem = try #require(UIKitConformanceTests.error(swift, view: "Odd"))
        #expect(problem.message.contains("by number"))
        // Line 5 of the code, after the spec's four lines.
        #expect(problem.line == 9)
    }

    @Test func swiftTwoPostNotificationAndFullySpelledNotificationsAreRead() throws {
        let swift = """
            final class Volume: UIView {
                var level = 5
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Volume"
                    accessibilityTraits = UIAccessibilityTraitAdjustable
                }
                required init?(coder: NSCoder) { fatalError() }
                override func accessibilityIncrement() {
                    level += 1
                    UIAccessibilityPostNotification(UIAccessibilityAnnouncementNotification, "Louder")
                }
                override func accessibilityDecrement() {
                    level -= 1
                    UIAccessibility.post(notification: UIAccessibility.Notification.announcement, argument: "Quieter")
                }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Volume", gestures: "[focus, swipe up, swipe down]")
        #expect(run.speech[1].contains("Louder"))
        #expect(run.speech[2].contains("Quieter"))
        #expect(!run.notes.contains { $0.contains("Skipped") })
    }

    // MARK: Swift: `super` is static

    @Test func superCallsTheSuperclassMethodEvenWhenTheBaseInitDispatchedToAnOverride() throws {
        let swift = """
            class BaseTile: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    configure()
                }
                required init?(coder: NSCoder) { fatalError() }
                func configure() {
                    isAccessibilityElement = true
                    accessibilityLabel = "Tile"
                }
            }
            final class WeatherTile: BaseTile {
                override func configure() {
                    super.configure()
                    accessibilityValue = "Sunny"
                }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "WeatherTile", gestures: "[focus]")
        #expect(run.speech == ["Tile, Sunny"])
        #expect(!run.notes.contains { $0.contains("Assumed") })
    }

    // MARK: SwiftUI: toolbars

    @Test func toolbarItemsAreReadAboveOrBelowTheContentByTheirPlacement() throws {
        let swift = """
            struct Notes: View {
                @State private var count = 0
                var body: some View {
                    NavigationStack {
                        Text("No notes")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button("Add") { count += 1 }
                                }
                            }
                            .toolbar(content: {
                                ToolbarItemGroup(placement: .bottomBar) {
                                    HStack {
                                        Button(action: {}) { Image(systemName: "trash") }
                                    }
                                    .accessibilityElement()
                                    .accessibilityLabel("Delete all")
                                    .accessibilityAddTraits(.isButton)
                                }
                            })
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Notes", gestures: "[focus, swipe right, swipe right]")
        #expect(transcript.speech == ["Add, Button", "No notes", "Delete all, Button"])
        #expect(!transcript.steps.contains { $0.isInferred })
    }

    @Test func aToolbarWithItemsAboveAndBelowOrAnUnknownPlacementIsAClearError() throws {
        let mixed = """
            struct Bars: View {
                var body: some View {
                    Text("Body")
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Back") {} }
                            ToolbarItem(placement: .bottomBar) { Button("Share") {} }
                        }
                }
            }
            """
        #expect(throws: Diagnostic.self) { try SwiftConformanceTests.transcript(mixed, view: "Bars", gestures: "[focus]") }
        let keyboard = """
            struct Typing: View {
                var body: some View {
                    Text("Body")
                        .toolbar {
                            ToolbarItem(placement: .keyboard) { Button("Done") {} }
                        }
                }
            }
            """
        do {
            _ = try SwiftConformanceTests.transcript(keyboard, view: "Typing", gestures: "[focus]")
            Issue.record("a keyboard toolbar should be a clear error")
        } catch let problem as Diagnostic {
            #expect(problem.message.contains(".keyboard"))
        }
    }

    // MARK: Swift: SE-0286's forward scan for a trailing closure

    @Test func aTrailingClosurePassesOverADefaultedParameterThatIsNotAFunction() throws {
        let swift = """
            func animated<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
                if UIAccessibility.isReduceMotionEnabled {
                    return try body()
                }
                return try withAnimation(animation, body)
            }
            func total(_ start: Int = 10, _ more: () -> Int) -> Int { start + more() }
            struct Meter: View {
                @State private var level = 1
                var body: some View {
                    Button("Level \\(level) of \\(total { 5 })") {
                        animated { level += 1 }
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Meter", gestures: "[focus, double tap]")
        #expect(transcript.speech == ["Level 1 of 15, Button", "Level 2 of 15"])
        #expect(transcript.steps.flatMap(\.notes).isEmpty)
    }

    // MARK: SwiftUI: a style given to .background or .overlay is not evaluated

    @Test func aStyleChosenByATernaryIsNotEvaluated() throws {
        let swift = """
            struct Chip: View {
                @Environment(\\.accessibilityReduceTransparency) var solid
                var body: some View {
                    Text("Beta")
                        .padding()
                        .background(solid ? .black : .black.opacity(0.5))
                        .overlay(Color.brandAccent.opacity(0.2))
                }
            }
            """
        // `.opacity` on an implicit colour and the app's `brandAccent` are never read.
        #expect(try SwiftConformanceTests.speech(swift, view: "Chip") == ["Beta"])
    }

    // MARK: UIKit: a stepper whose value is not documented says so at each step

    @Test func eachStepOfAStepperWithAnUndocumentedValueSaysWhatTheValueIsNow() throws {
        let swift = """
            final class Quantity: UIStepper {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = .adjustable
                    accessibilityLabel = "Quantity"
                }
                required init?(coder: NSCoder) { fatalError() }
                override func accessibilityIncrement() {
                    value += stepValue
                }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Quantity", gestures: "[focus, swipe up, swipe up]")
        #expect(run.notes.contains { $0.contains("its value is now 1") })
        #expect(run.notes.contains { $0.contains("its value is now 2") })
    }

    // MARK: UIKit: an element with no label of its own

    @Test func anElementWithNoLabelIsReadWithItsSubviewsTextAsInferred() throws {
        let swift = """
            final class ContactTile: UIView {
                private let name = UILabel()
                private let phone = UILabel()
                private let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    name.text = "Ada"
                    phone.text = "555 0100"
                    addSubview(name)
                    addSubview(badge)
                    addSubview(phone)
                    isAccessibilityElement = true
                    accessibilityTraits = .button
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let transcript = try TranscriptExpander.expandAll(
            yaml: CodeKindTests.spec(swift, view: "ContactTile", gestures: "[focus]", kind: "uikit"), defaultLanguage: "en", code: .none
        )[0]
        #expect(transcript.speech == ["Ada, 555 0100, Button"])
        #expect(transcript.steps[0].isInferred)
        #expect(transcript.steps[0].notes.contains { $0.contains("no label of its own") && $0.contains("inferred") })
    }

    @Test func anElementWithItsOwnLabelIsNotReadWithItsSubviews() throws {
        let swift = """
            final class Tile: UIView {
                private let name = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    name.text = "Ada"
                    addSubview(name)
                    isAccessibilityElement = true
                    accessibilityLabel = "Contact"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let run = try UIKitConformanceTests.run(swift, view: "Tile", gestures: "[focus]")
        #expect(run.speech == ["Contact"])
        #expect(run.notes.isEmpty)
    }
}
