import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// `component: swiftui | uikit`: transcripts computed by reading and running Swift code.
@Suite struct CodeKindTests {
    static func speech(_ yaml: String, code: ArticleCode = .none) throws -> [String] {
        try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en", code: code)[0].speech
    }

    static func spec(_ swift: String, view: String? = nil, state: String? = nil, gestures: String, kind: String = "swiftui") -> String {
        var yaml = "component: \(kind)\n"
        if let view { yaml += "view: \(view)\n" }
        if let state { yaml += "state: \(state)\n" }
        yaml += "gestures: \(gestures)\nswift: |\n"
        yaml += swift.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        return yaml
    }

    @Test func aButtonChangesStateAndTheBodyIsEvaluatedAgain() throws {
        let swift = """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("Taps: \\(count)")
                        Button("Add one") { count += 1 }
                            .accessibilityHint("Adds one to the count")
                    }
                }
            }
            """
        let speech = try Self.speech(Self.spec(swift, view: "Counter", gestures: "[focus, swipe right, double tap, swipe left]"))
        #expect(speech == ["Taps: 0", "Add one, Button", "Add one", "Taps: 1"])
    }

    @Test func forEachOverAnEnumWithTheSelectedTrait() throws {
        let swift = """
            struct Picker: View {
                enum Size: String, CaseIterable { case small = "Small", large = "Large" }
                @Binding var size: Size
                var body: some View {
                    HStack {
                        ForEach(Size.allCases, id: \\.self) { option in
                            Button(option.rawValue) { size = option }
                                .accessibilityAddTraits(size == option ? .isSelected : [])
                        }
                    }
                }
            }
            """
        let speech = try Self.speech(Self.spec(swift, view: "Picker", state: "{size: small}", gestures: "[focus, swipe right, double tap, swipe left]"))
        #expect(speech == ["Selected, Small, Button", "Large, Button", "Selected, Large", "Small, Button"])
    }

    @Test func modifiersFromTheCodeAreInlinedAndFocusStateMovesFocus() throws {
        let swift = """
            struct Reversed: ViewModifier {
                let index: Int
                func body(content: Content) -> some View {
                    content.accessibilitySortPriority(Double(10 - index))
                }
            }
            extension View {
                func reversedOrder(_ index: Int) -> some View { modifier(Reversed(index: index)) }
            }
            struct Screen: View {
                @AccessibilityFocusState private var doneFocused: Bool
                var body: some View {
                    VStack {
                        Text("Third").reversedOrder(3)
                        Text("First").reversedOrder(1)
                        Button("Second") { doneFocused = true }.reversedOrder(2)
                        Button("Done") { }.accessibilityFocused($doneFocused).reversedOrder(4)
                    }
                }
            }
            """
        let speech = try Self.speech(Self.spec(swift, view: "Screen", gestures: "[focus, swipe right, double tap]"))
        #expect(speech == ["First", "Second, Button", "Done, Button"])
    }

    @Test func namedActionsAdjustableActionsAndTheHaptic() throws {
        let swift = """
            struct Rating: View {
                @State private var stars = 4
                @State private var log: [String] = []
                var body: some View {
                    Text("Rating")
                        .accessibilityValue("\\(stars) of 5")
                        .accessibilityAdjustableAction { direction in
                            switch direction {
                            case .increment where stars < 5:
                                stars += 1
                                if stars == 5 { UINotificationFeedbackGenerator().notificationOccurred(.success) }
                            case .decrement where stars > 1: stars -= 1
                            default: break
                            }
                        }
                        .accessibilityAction(named: "Clear") { stars = 1 }
                }
            }
            """
        // With actions, focus turns the rotor to Actions; Adjust value is one turn away.
        let transcript = try TranscriptExpander.expandAll(
            yaml: Self.spec(swift, view: "Rating", gestures: "[focus, rotor Adjust value, swipe up, swipe up, rotor Actions, swipe down, double tap]"), defaultLanguage: "en"
        )[0]
        #expect(transcript.speech[0] == "Rating, 4 of 5, Adjustable, Actions available")
        #expect(transcript.speech[2] == "5 of 5")
        #expect(transcript.steps[2].notes.contains("Success haptic."))
        #expect(transcript.speech[3] == "")
        #expect(transcript.speech[5] == "Clear")
        #expect(transcript.speech.last == "Rating, 1 of 5")
    }

    @Test func aSheetIsModalAndEscapeClosesItReturningFocus() throws {
        let swift = """
            struct Filters: View {
                @State private var showing = false
                @AccessibilityFocusState private var buttonFocused: Bool
                var body: some View {
                    VStack {
                        Button("Filters") { showing = true }
                            .accessibilityFocused($buttonFocused)
                        Text("Results")
                    }
                    .sheet(isPresented: $showing) {
                        VStack {
                            Text("Sort by date")
                            Toggle("Unread only", isOn: .constant(false))
                        }
                        .accessibilityAction(.escape) {
                            showing = false
                            buttonFocused = true
                        }
                    }
                }
            }
            """
        let spec = Self.spec(swift, view: "Filters", gestures: "[focus, double tap, swipe right, two-finger scrub, swipe right]")
        let speech = try Self.speech(spec)
        #expect(speech[2] == "Unread only, Switch button, Off")
        #expect(speech[0] == "Filters, Button")
        #expect(speech[1] == "Sort by date")
        #expect(speech[3] == "Filters, Button")
        #expect(speech[4] == "Results")
    }

    @Test func aDisabledButtonIsDimmedAndDoesNothing() throws {
        let swift = """
            HStack {
                Button("Send") { sent = true }
                    .disabled(!ready)
                Text(sent ? "Sent" : "Draft")
            }
            """
        let speech = try Self.speech(Self.spec(swift, state: "{ready: false, sent: false}", gestures: "[focus, double tap, swipe right]"))
        #expect(speech == ["Send, Dimmed, Button", "Send", "Draft"])
    }

    @Test func uikitDidSetAndIncrementOverrides() throws {
        let swift = """
            final class Stars: UIControl {
                var value = 3 { didSet { accessibilityValue = "\\(value) stars" } }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Rating"
                    accessibilityTraits = [.adjustable]
                    accessibilityValue = "\\(value) stars"
                    accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reset", target: self, selector: #selector(reset))]
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func reset() { value = 0 }
                override func accessibilityIncrement() { value = min(value + 1, 5) }
                override func accessibilityDecrement() { value = max(value - 1, 0) }
            }
            """
        let speech = try Self.speech(Self.spec(swift, view: "Stars", gestures: "[focus, rotor Adjust value, swipe up, rotor Actions, swipe down, double tap]", kind: "uikit"))
        #expect(speech.first == "Rating, 3 stars, Adjustable, Actions available")
        #expect(speech[2] == "4 stars")
        #expect(speech.last == "Rating, 0 stars")
    }

    @Test func aUIKitTabBarOfButtonsAndTheContainerThatBreaksIt() throws {
        let bar = """
            final class Tabs: UIView {
                private var buttons: [UIButton] = []
                var selected = 0 { didSet { update() } }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityTraits = .tabBar
                    for (index, title) in ["Inbox", "Sent"].enumerated() {
                        let button = UIButton(type: .system)
                        button.setTitle(title, for: .normal)
                        button.tag = index
                        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                        addSubview(button)
                        buttons.append(button)
                    }
                    update()
                }
                @objc func tapped(_ sender: UIButton) { selected = sender.tag }
                func update() {
                    for (index, button) in buttons.enumerated() { button.isSelected = index == selected }
                }
            }
            final class Header: UIView {
                let tabs = Tabs()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(tabs)
                    accessibilityContainerType = .semanticGroup
                }
            }
            """
        let tabs = try Self.speech(Self.spec(bar, view: "Tabs", gestures: "[focus, swipe right, double tap]", kind: "uikit"))
        #expect(tabs == ["Selected, Inbox, Tab, 1 of 2", "Sent, Tab, 2 of 2", "Selected, Sent"])
        let broken = try Self.speech(Self.spec(bar, view: "Header", gestures: "[touch Sent, double tap]", kind: "uikit"))
        #expect(broken == ["Sent, Button", "Selected, Sent"])
    }

    @Test func aUISliderStepsByATenthOfItsRange() throws {
        let swift = """
            final class Volume: UISlider {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityLabel = "Volume"
                    maximumValue = 10
                    value = 5
                }
            }
            """
        let speech = try Self.speech(Self.spec(swift, view: "Volume", gestures: "[focus, swipe up]", kind: "uikit"))
        #expect(speech == ["Volume, 50%, Adjustable", "60%"])
    }

    @Test func talkBackIsLeftOutWithAReasonAndCannotBeAskedFor() throws {
        let swift = "struct A: View { var body: some View { Text(\"Hi\") } }"
        let transcripts = try TranscriptExpander.expandAll(yaml: Self.spec(swift, view: "A", gestures: "[focus]"), defaultLanguage: "en")
        #expect(transcripts.map(\.reader) == ["voiceover"])
        #expect(transcripts[0].readersNote.contains("iOS code"))
        let asked = "readers: [voiceover, talkback]\n" + Self.spec(swift, view: "A", gestures: "[focus]")
        #expect { try Self.speech(asked) } throws: { error in
            (error as? Diagnostic)?.message.contains("TalkBack cannot read this kind") == true
        }
    }

    // MARK: Errors, located in the article

    static let article = """
        ---
        title: Row
        ---

        ```swift file=Row.swift
        struct Row: View {
            var body: some View {
                Text("Hello")
                    .accessibilityBadge(3)
            }
        }
        ```
        """

    @Test func anUnsupportedModifierIsAnErrorAtItsLineInTheArticle() {
        let code = ArticleCode.scan(Self.article)
        #expect(code.blocks.map(\.name) == ["Row.swift"])
        #expect(code.blocks[0].firstLine == 6)
        #expect {
            try Self.speech("component: swiftui\ncode: Row.swift\nview: Row\ngestures: [focus]\n", code: code)
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.isAbsolute && error.line == 9 && error.column == 13 && error.message.contains("'.accessibilityBadge'")
        }
    }

    @Test func aSyntaxErrorUsesTheCompilersWordsAtTheArticlesLine() {
        let code = ArticleCode.scan(Self.article.replacingOccurrences(of: "var body: some View {", with: "var body: some View {{"))
        #expect {
            try Self.speech("component: swiftui\ncode: Row.swift\nview: Row\ngestures: [focus]\n", code: code)
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.isAbsolute && (error.line ?? 0) >= 7 && error.message.hasPrefix("Swift syntax error:")
        }
    }

    @Test func missingBlocksAndViewsSuggestTheClosestName() {
        let code = ArticleCode.scan(Self.article)
        #expect {
            try Self.speech("component: swiftui\ncode: Rows.swift\nview: Row\ngestures: [focus]\n", code: code)
        } throws: { error in
            (error as? Diagnostic)?.message == "no Swift block named 'Rows.swift': the article's named blocks are 'Row.swift'. Did you mean 'Row.swift'?"
        }
        #expect {
            try Self.speech("component: swiftui\ncode: Row.swift\nview: Rows\ngestures: [focus]\n", code: code)
        } throws: { error in
            let error = error as? Diagnostic
            return error?.line == 3 && error?.message == "no View struct 'Rows' in the code; it declares 'Row'. Did you mean 'Row'?"
        }
        // A `state:` entry the view does not store is an error at `state:`, not in the code.
        #expect {
            try Self.speech("component: swiftui\ncode: Row.swift\nview: Row\nstate: {nope: 1}\ngestures: [focus]\n", code: code)
        } throws: { error in
            let error = error as? Diagnostic
            return error?.line == 4 && error?.message.hasPrefix("'state:' sets 'nope', which 'Row' does not store") == true
        }
    }

    @Test func codeThatFailsDuringAGestureIsAnErrorNamingTheStep() {
        let swift = """
            struct List3: View {
                @State private var index = 0
                let items = ["A", "B"]
                var body: some View {
                    Button(items[index]) { index += 1 }
                }
            }
            """
        #expect {
            try Self.speech(Self.spec(swift, view: "List3", gestures: "[focus, double tap, double tap]"))
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.message.hasPrefix("'double tap' ran code that failed: index 2 is out of range") && error.line == 9
        }
    }

    @Test func aViewTheCodeDoesNotDeclareIsAnErrorOnlyWhereItIsRead() throws {
        let ignored = "Button(\"Pay\") { }\n    .overlay(Badge())\n"
        _ = ignored
        let swift = """
            struct Card: View {
                var body: some View {
                    HStack { CardFace(); Text("Visa") }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Payment card")
                }
            }
            """
        #expect(try Self.speech(Self.spec(swift, view: "Card", gestures: "[focus]")) == ["Payment card"])
        let read = swift.replacingOccurrences(of: ".ignore", with: ".combine")
        #expect { try Self.speech(Self.spec(read, view: "Card", gestures: "[focus]")) } throws: { error in
            (error as? Diagnostic)?.message.contains("'CardFace' is not declared in the code") == true
        }
    }

    /// A stored property whose initial value names a type the code does not declare is
    /// an error only when something reads it; the interpreter tells by the error's code.
    @Test func anUndeclaredInitialValueIsAnErrorOnlyWhenRead() throws {
        let swift = """
            struct Row: View {
                let minWidth = BPKSpacing.lg.value
                var body: some View {
                    Text("Saved")
                }
            }
            """
        #expect(try Self.speech(Self.spec(swift, view: "Row", gestures: "[focus]")) == ["Saved"])
        let read = swift.replacingOccurrences(of: "Text(\"Saved\")", with: "Text(\"Saved \\(minWidth)\")")
        #expect { try Self.speech(Self.spec(read, view: "Row", gestures: "[focus]")) } throws: { error in
            (error as? Diagnostic)?.code == .undeclared
        }
    }
}
