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
        #expect(transcript.steps.allSatisfy(\.isInferred))
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
        #expect(!transcript.steps[0].isInferred)
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
        #expect(problem.line == 5)
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
}
