import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// UIKit and Foundation rules of `component: uikit`, each on code written for the test:
/// what is skipped unread, what UIKit does on its own, and what Foundation makes of numbers.
@Suite struct UIKitConformanceTests {
    static func run(_ swift: String, view: String, state: String? = nil, gestures: String) throws -> (speech: [String], notes: [String]) {
        let transcript = try TranscriptExpander.expandAll(
            yaml: CodeKindTests.spec(swift, view: view, state: state, gestures: gestures, kind: "uikit"), defaultLanguage: "en", code: .none
        )[0]
        return (transcript.speech, transcript.steps.flatMap(\.notes))
    }

    static func error(_ swift: String, view: String, state: String? = nil, gestures: String = "[focus]") -> Diagnostic? {
        do {
            _ = try run(swift, view: view, state: state, gestures: gestures)
            return nil
        } catch {
            return error as? Diagnostic
        }
    }

    // MARK: Skipped unread

    @Test func layoutAndDrawingCallsAreSkippedWithoutReadingTheirArguments() throws {
        // `Glyphs` is declared nowhere: reading any of these arguments would stop the transcript.
        let swift = """
            enum Phase { case idle, busy }
            final class UploadButton: UIButton {
                private let spinner: UIActivityIndicatorView = {
                    let spinner = UIActivityIndicatorView(style: .large)
                    spinner.hidesWhenStopped = true
                    spinner.translatesAutoresizingMaskIntoConstraints = false
                    return spinner
                }()
                var phase: Phase = .idle {
                    didSet {
                        if phase == .busy {
                            setImage(Glyphs.none, for: .normal)
                            spinner.startAnimating()
                        } else {
                            spinner.stopAnimating()
                            setImage(Glyphs.cloud, for: .normal)
                        }
                    }
                }
                private var tint: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(spinner)
                    layer.cornerRadius = Glyphs.radius
                    NSLayoutConstraint.activate([
                        spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
                        widthAnchor.constraint(equalToConstant: Glyphs.size),
                    ])
                    heightAnchor.constraint(equalToConstant: Glyphs.size).isActive = true
                }
                override var accessibilityLabel: String? {
                    get { phase == .busy ? "Uploading" : "Upload" }
                    set { super.accessibilityLabel = newValue }
                }
            }
            """
        let result = try Self.run(swift, view: "UploadButton", state: "{phase: busy}", gestures: "[focus]")
        #expect(result.speech == ["Uploading, Button"])
    }

    @Test func aUIKitMethodRotorDoesNotModelIsSkippedAsAnAssumption() throws {
        let swift = """
            final class ShareBar: UIView {
                let share = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    share.setTitle("Share", for: .normal)
                    share.addAction(UIAction { _ in print("shared") }, for: .touchUpInside)
                    addSubview(share)
                }
            }
            """
        let result = try Self.run(swift, view: "ShareBar", gestures: "[focus]")
        #expect(result.speech == ["Share, Button"])
        #expect(result.notes.contains { $0.contains("UIButton.addAction(…)") && $0.hasPrefix("Assumed:") })
    }

    // MARK: Target-action and custom actions

    @Test func aSelectorTakingOneArgumentIsSentItsCustomAction() throws {
        let swift = """
            final class SizePicker: UIView {
                private var size = "Medium"
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Size"
                }
                override var accessibilityValue: String? {
                    get { size }
                    set { }
                }
                override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                    get {
                        ["Small", "Large"].map { UIAccessibilityCustomAction(name: $0, target: self, selector: #selector(pick(_:))) }
                    }
                    set { }
                }
                @objc private func pick(_ action: UIAccessibilityCustomAction) -> Bool {
                    size = action.name
                    return true
                }
            }
            """
        let result = try Self.run(swift, view: "SizePicker", gestures: "[focus, swipe down, swipe down, double tap]")
        #expect(result.speech[0] == "Size, Medium, Actions available")
        #expect(result.speech[2] == "Large")
        #expect(result.speech[3] == "Size, Large")
    }

    @Test func swift3TraitConstantsAreTodaysTraits() throws {
        let swift = """
            final class Title: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Settings"
                    accessibilityTraits = UIAccessibilityTraitHeader
                }
            }
            """
        #expect(try Self.run(swift, view: "Title", gestures: "[focus]").speech == ["Settings, Heading"])
    }

    // MARK: UIKit's own rules for values

    @Test func anObservedOverrideOfValueKeepsTheSteppersStepAndRange() throws {
        let swift = """
            final class Cups: UIStepper {
                override var value: Double {
                    didSet { accessibilityValue = "\\(Int(value)) cups" }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Coffee"
                    accessibilityTraits = .adjustable
                    maximumValue = 2
                    value = 1
                }
                override func accessibilityIncrement() { value += stepValue }
            }
            """
        let result = try Self.run(swift, view: "Cups", gestures: "[focus, swipe up, swipe up]")
        #expect(result.speech[0] == "Coffee, 1 cups, Adjustable")
        #expect(result.speech[1] == "2 cups")
        // UIKit keeps the value at its maximum, so nothing changes.
        #expect(result.speech[2] != "3 cups")
    }

    @Test func aNewMinimumRaisesTheSlidersValue() throws {
        let swift = """
            final class Tempo: UISlider {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityLabel = "Tempo"
                    minimumValue = 60
                    maximumValue = 200
                }
                override var accessibilityValue: String? {
                    get { "\\(Int(value)) beats per minute" }
                    set { }
                }
            }
            """
        #expect(try Self.run(swift, view: "Tempo", gestures: "[focus]").speech == ["Tempo, 60 beats per minute, Adjustable"])
    }

    // MARK: Foundation

    @Test func numberFormattersFormatAsFoundationDoesInEnglish() throws {
        let swift = """
            final class Battery: UISlider {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityLabel = "Charge"
                    value = 0.375
                }
                override var accessibilityValue: String? {
                    get {
                        let percent = NumberFormatter()
                        percent.numberStyle = .percent
                        let watts = NumberFormatter()
                        watts.numberStyle = .decimal
                        watts.maximumFractionDigits = 1
                        let total = NumberFormatter.localizedString(from: 12500 as NSNumber, number: .decimal)
                        return (percent.string(from: NSNumber(value: value)) ?? "") + ", " + (watts.string(from: 4.25 as NSNumber) ?? "") + " watts of " + total
                    }
                    set { }
                }
            }
            """
        #expect(try Self.run(swift, view: "Battery", gestures: "[focus]").speech == ["Charge, 38%, 4.2 watts of 12,500, Adjustable"])
    }

    @Test func localizedFormatsTakeTheirDefaultValueAndLengthModifiers() throws {
        let swift = """
            final class Inbox: UIButton {
                var unread = 3
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let format = NSLocalizedString("inbox.unread", bundle: .main, value: "%ld unread of %lu", comment: "count")
                    accessibilityLabel = String.localizedStringWithFormat(format, unread, 10)
                }
            }
            """
        let result = try Self.run(swift, view: "Inbox", gestures: "[focus]")
        #expect(result.speech == ["3 unread of 10, Button"])
    }

    @Test func attributedTextIsSpokenAsItsCharacters() throws {
        let swift = """
            final class Price: UIView {
                let amount = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    amount.attributedText = NSAttributedString(string: "12 euros", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
                    addSubview(amount)
                }
            }
            """
        #expect(try Self.run(swift, view: "Price", gestures: "[focus]").speech == ["12 euros"])
    }

    // MARK: The view tree

    @Test func accessibilityElementsMadeByTheContainerAreReadInTheirOrder() throws {
        let swift = """
            final class Forecast: UIView {
                let high = UILabel()
                let low = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    high.text = "21°"
                    low.text = "12°"
                    addSubview(high)
                    addSubview(low)
                }
                override var accessibilityElements: [Any]? {
                    get {
                        let lowElement = UIAccessibilityElement(accessibilityContainer: self)
                        lowElement.accessibilityLabel = "Low"
                        lowElement.accessibilityValue = low.text
                        lowElement.accessibilityFrameInContainerSpace = low.frame
                        let highElement = UIAccessibilityElement(accessibilityContainer: self)
                        highElement.accessibilityLabel = "High"
                        highElement.accessibilityValue = high.text
                        return [highElement, lowElement]
                    }
                    set { }
                }
            }
            """
        #expect(try Self.run(swift, view: "Forecast", gestures: "[focus, swipe right]").speech == ["High, 21°", "Low, 12°"])
    }

    @Test func implicitInitDefaultsStackViewsAndRemovedViews() throws {
        let swift = """
            final class Chips: UIStackView {
                private let first: UILabel = .init()
                private let second: UILabel = .init()
                private let third = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    first.text = "Vegan"
                    second.text = "Spicy"
                    third.text = "New"
                    [first, second, third].forEach(addArrangedSubview)
                    removeArrangedSubview(second)
                    third.removeFromSuperview()
                }
            }
            """
        // removeArrangedSubview leaves the view a subview (UIKit's documentation), so it is still read;
        // removeFromSuperview takes it away.
        let speech = try Self.run(swift, view: "Chips", gestures: "[focus, swipe right, swipe right]").speech
        #expect(Array(speech.prefix(2)) == ["Vegan", "Spicy"])
        #expect(!speech[2].contains("New"))
    }

    @Test func traitOverridesUseSuperWithUnionAndButtonsKeepTheirStates() throws {
        let swift = """
            final class Filters: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let all = UIButton()
                    all.setTitle("All", for: .normal)
                    all.isSelected = true
                    let starred = UIButton()
                    starred.setTitle("Starred", for: .normal)
                    starred.isEnabled = false
                    starred.accessibilityTraits.insert(.image)
                    let hidden = UIButton()
                    hidden.setTitle("Hidden", for: .normal)
                    hidden.isAccessibilityElement = false
                    hidden.titleLabel?.isAccessibilityElement = false
                    [all, starred, hidden].forEach(addSubview)
                }
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { super.accessibilityTraits.union(.tabBar) }
                    set { super.accessibilityTraits = newValue }
                }
            }
            """
        let speech = try Self.run(swift, view: "Filters", gestures: "[focus, swipe right, swipe right]").speech
        #expect(speech[0] == "Selected, All, Tab, 1 of 2")
        #expect(speech[1].hasPrefix("Starred, Dimmed, Tab"))
        #expect(speech[1].hasSuffix("2 of 2"))
    }

    @Test func aNibSetsItsOutletsTextBeforeAwakeFromNib() throws {
        let swift = """
            final class ContactCell: UITableViewCell {
                @IBOutlet var name: UILabel!
                @IBOutlet var role: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                    accessibilityLabel = "\\(name.text ?? ""), \\(role.text ?? "")"
                }
            }
            """
        let result = try Self.run(swift, view: "ContactCell", state: "{name: {text: Ada}, role: {text: Engineer}}", gestures: "[focus]")
        #expect(result.speech == ["Ada, Engineer"])
    }

    @Test func anAnimationRunsItsBlockAndItsCompletion() throws {
        let swift = """
            final class Banner: UIView {
                private let message = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(message)
                    UIView.animate(withDuration: 0.3, animations: {
                        self.message.text = "Saving"
                        self.message.alpha = 1
                    }, completion: { finished in
                        if finished { self.message.text = "Saved" }
                    })
                }
            }
            """
        let result = try Self.run(swift, view: "Banner", gestures: "[focus]")
        #expect(result.speech == ["Saved"])
    }

    // MARK: Errors and their advice

    static let shuffledTiles = """
        final class Tiles: UIView {
            private let tiles: [UILabel]
            override init(frame: CGRect) {
                tiles = ["Red", "Green"].map { name in
                    let tile = UILabel()
                    tile.text = name
                    return tile
                }
                super.init(frame: frame)
                tiles.shuffled().forEach(addSubview)
            }
        }
        """

    @Test func shuffledViewsAreAnErrorAndItsAdviceGetsPastIt() throws {
        let error = Self.error(Self.shuffledTiles, view: "Tiles")
        #expect(error?.message.contains("'shuffled()' puts these views in a different order on every run") == true)
        #expect(error?.message.contains("Add the views in the order the screen shows them") == true)
        // The advice as written: add them in the order the screen shows them.
        let ordered = Self.shuffledTiles.replacingOccurrences(of: "tiles.shuffled().forEach(addSubview)", with: "tiles.forEach(addSubview)")
        #expect(try Self.run(ordered, view: "Tiles", gestures: "[focus, swipe right]").speech == ["Red", "Green"])
        // Or set accessibilityElements in that order.
        let listed = Self.shuffledTiles.replacingOccurrences(
            of: "tiles.shuffled().forEach(addSubview)", with: "tiles.reversed().forEach(addSubview)\n        accessibilityElements = tiles")
        #expect(try Self.run(listed, view: "Tiles", gestures: "[focus, swipe right]").speech == ["Red", "Green"])
    }

    @Test func aUIKitClassRotorDoesNotModelIsNeverCalledTheApps() {
        let swift = """
            final class Birthday: UIDatePicker {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            """
        let error = Self.error(swift, view: "Birthday")
        #expect(error?.message.contains("'UIDatePicker', a UIKit class Rotor does not model") == true)
        #expect(error?.message.contains("app") == false)
    }

    // MARK: Activation

    @Test func aDoubleTapOnAControlRunsItsOwnTouchUpInsideTargets() throws {
        // No accessibilityActivate() override: VoiceOver taps the activation point, so the
        // control's own target-action pairs run, as a finger's tap would.
        let swift = """
            final class MuteButton: UIButton {
                var muted = false { didSet { accessibilityLabel = muted ? "Unmute" : "Mute" } }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityLabel = "Mute"
                    addTarget(self, action: #selector(flip), for: .touchUpInside)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func flip() { muted.toggle() }
            }
            """
        #expect(try Self.run(swift, view: "MuteButton", gestures: "[focus, double tap, double tap]").speech == ["Mute, Button", "Unmute", "Mute"])
    }

    @Test func anActivateOverrideThatReturnsFalseLeavesTheTapToUIKit() throws {
        let swift = """
            final class Flag: UIButton {
                var count = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityLabel = "Flag"
                    addTarget(self, action: #selector(bump), for: .touchUpInside)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func bump() { count += 1; accessibilityValue = "\\(count)" }
                override func accessibilityActivate() -> Bool { false }
            }
            final class Handled: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityLabel = "Handled"
                    addTarget(self, action: #selector(never), for: .touchUpInside)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func never() { accessibilityLabel = "Tapped" }
                override func accessibilityActivate() -> Bool { true }
            }
            """
        #expect(try Self.run(swift, view: "Flag", gestures: "[focus, double tap]").speech == ["Flag, Button", "Flag, 1"])
        #expect(try Self.run(swift, view: "Handled", gestures: "[focus, double tap]").speech == ["Handled, Button", "Handled"])
    }
}
