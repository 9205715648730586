import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Swift as Rotor reads it, construct by construct (README, "What Rotor can read"): each test
/// runs code written for it and checks the transcript Rotor computes from it.
@Suite struct SwiftConformanceTests {
    static func transcript(_ swift: String, view: String, state: String? = nil, gestures: String) throws -> Transcript {
        try TranscriptExpander.expandAll(yaml: CodeKindTests.spec(swift, view: view, state: state, gestures: gestures), defaultLanguage: "en")[0]
    }

    static func speech(_ swift: String, view: String, state: String? = nil, gestures: String = "[focus]") throws -> [String] {
        try transcript(swift, view: view, state: state, gestures: gestures).speech
    }

    // MARK: Evaluation by need

    @Test func visualModifiersAreSkippedWithoutReadingTheirArguments() throws {
        // Every argument here names something the code never declares: none is read.
        let swift = """
            struct Badge: View {
                var highlighted = false
                var body: some View {
                    Text("New")
                        .font(.brand.caption)
                        .cornerRadius(brandCornerRadius)
                        .foregroundStyle(highlighted ? Palette.accent : Palette.muted)
                        .padding(Spacing.large * 2)
                        .background(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
                }
            }
            """
        #expect(try Self.speech(swift, view: "Badge") == ["New"])
    }

    @Test func aTopLevelConstantIsANameTheCodeDeclaresReadOnlyWhenNeeded() throws {
        let swift = """
            let greeting = "Good morning"
            let unused = ThemeFromElsewhere.shared.tint
            var computedTitle: String { greeting + ", Sam" }

            struct Header: View {
                var body: some View {
                    Text(computedTitle).accessibilityAddTraits(.isHeader)
                }
            }
            """
        #expect(try Self.speech(swift, view: "Header") == ["Good morning, Sam, Heading"])
    }

    @Test func geometryArithmeticInADrawingIsLayout() throws {
        let swift = """
            struct Gauge: View {
                @State private var level = 0.4
                var body: some View {
                    GeometryReader { proxy in
                        Capsule().frame(width: proxy.size.width * level, height: proxy.size.height / 2)
                    }
                    .accessibilityRepresentation {
                        Slider(value: $level, in: 0...1) { Text("Level") }
                    }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Gauge") == ["Level, 40%, Adjustable"])
    }

    @Test func anUndeclaredNameThatSpeechNeedsIsAnErrorSayingHowToGiveIt() throws {
        let swift = """
            struct Title: View {
                var body: some View { Text(titleFromElsewhere) }
            }
            """
        #expect {
            try Self.speech(swift, view: "Title")
        } throws: { error in
            guard let message = (error as? Diagnostic)?.message else { return false }
            return message.contains("'titleFromElsewhere'") && message.contains("Stubs.swift")
        }
        // Followed as written, the advice gets past the error.
        let stubbed = swift + "\n// Stubs.swift\nlet titleFromElsewhere = \"Inbox\"\n"
        #expect(try Self.speech(stubbed, view: "Title") == ["Inbox"])
    }

    // MARK: Assumptions

    static let toolbarView = """
        struct Inbox: View {
            var body: some View {
                VStack {
                    Text("Inbox")
                    Button("Compose") {}
                }
                .contextMenu { Button("Edit") {} }
                .appCardStyle(elevation: AppTokens.high)
            }
        }
        """

    @Test func anUnknownModifierIsSkippedAndRecordedAsAnAssumption() throws {
        let transcript = try Self.transcript(Self.toolbarView, view: "Inbox", gestures: "[focus, swipe right]")
        #expect(transcript.speech == ["Inbox", "Compose, Button"])
        let first = transcript.steps[0]
        #expect(first.assumptions.count == 2)
        #expect(first.assumptions[0].contains("“.contextMenu”"))
        #expect(first.assumptions[1].contains("“.appCardStyle”"))
        #expect(first.notes.contains(first.assumptions[0]))
        #expect(first.isInferred)
        #expect(transcript.fidelity == .inferred)
    }

    @Test func rotorCheckListsAssumptionsAndStrictRefusesThem() throws {
        let article = "```transcript\n" + CodeKindTests.spec(Self.toolbarView, view: "Inbox", gestures: "[focus]") + "```\n"
        let warnings = FidelityCheck.warnings(inArticle: article, language: "en")
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.contains("rests on an assumption") })
        #expect(warnings[0].message.contains("“.contextMenu”"))
    }

    @Test func anAccessibilityModifierRotorDoesNotReadIsStillAnError() {
        let swift = """
            struct Row: View {
                var body: some View { Text("A").accessibilityChildren { Text("B") } }
            }
            """
        #expect {
            try Self.speech(swift, view: "Row")
        } throws: { error in
            (error as? Diagnostic)?.message.contains("an accessibility modifier Rotor does not read yet") == true
        }
    }

    // MARK: Expressions and statements

    @Test func anIfExpressionIsTheImplicitReturnOfAFunction() throws {
        let swift = """
            struct Stars: View {
                var rating = 2
                var body: some View {
                    HStack {
                        ForEach(1...3, id: \\.self) { index in
                            symbol(for: index).accessibilityLabel(word(for: index))
                        }
                    }
                }
                func symbol(for index: Int) -> Image {
                    if index > rating {
                        Image(systemName: "star")
                    } else {
                        Image(systemName: "star.fill")
                    }
                }
                func word(for index: Int) -> String {
                    switch index {
                    case rating: "current"
                    case ..<rating: "filled"
                    default: "empty"
                    }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Stars", gestures: "[focus, swipe right, swipe right]") == ["filled, Image", "current, Image", "empty, Image"])
    }

    @Test func aTapGestureIsWhatADoubleTapActivates() throws {
        let swift = """
            struct Chip: View {
                @State private var on = false
                var body: some View {
                    Text(on ? "●" : "○")
                        .accessibilityLabel("Alerts")
                        .accessibilityValue(on ? "On" : "Off")
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture { on.toggle() }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Chip", gestures: "[focus, double tap]") == ["Alerts, Off, Button", "Alerts, On"])
    }

    // MARK: Declarations and initialisers

    @Test func trailingClosuresBindToViewBuilderPropertiesOfAMemberwiseInit() throws {
        let swift = """
            struct Panel<Content: View, Footer: View>: View {
                let title: String
                @ViewBuilder let content: Content
                @ViewBuilder let footer: () -> Footer
                var body: some View {
                    VStack {
                        Text(title).accessibilityAddTraits(.isHeader)
                        content
                        footer()
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    Panel(title: "Storage") {
                        Text("12 GB used")
                        Text("4 GB free")
                    } footer: {
                        Button("Manage") {}
                    }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Screen", gestures: "[focus, swipe right ×3]") == ["Storage, Heading", "12 GB used", "4 GB free", "Manage, Button"])
    }

    @Test func aWrittenInitTakesAViewBuilderClosureAndAnUnavailableInitIsNeverCalled() throws {
        let swift = """
            struct Tagged<Content: View>: View {
                let tag: String
                let content: Content
                @available(*, unavailable)
                init(@ViewBuilder content: () -> Content) { fatalError() }
                init(tag: String = "New", @ViewBuilder content: () -> Content) {
                    self.tag = tag
                    self.content = content()
                }
                var body: some View {
                    HStack { Text(tag); content }.accessibilityElement(children: .combine)
                }
            }
            struct Screen: View {
                var body: some View {
                    Tagged {
                        Text("Inbox")
                        Text("3 unread")
                    }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Screen") == ["New, Inbox, 3 unread"])
    }

    @Test func aNamespaceIsSuppliedBySwiftUIAndNeverAskedOfTheCaller() throws {
        let swift = """
            struct Tabs: View {
                @Namespace private var underline
                @State private var selected = 0
                var body: some View {
                    HStack {
                        ForEach(0..<2, id: \\.self) { index in
                            Button(index == 0 ? "Day" : "Week") { selected = index }
                                .matchedGeometryEffect(id: index, in: underline)
                                .accessibilityAddTraits(selected == index ? .isSelected : [])
                        }
                    }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Tabs", gestures: "[focus, swipe right]") == ["Selected, Day, Button", "Week, Button"])
    }

    @Test func aCaseNameInStateTakesTheEnumTypeOfTheBindingItReaches() throws {
        let swift = """
            enum Size: String, CaseIterable { case small = "Small", large = "Large" }
            struct Choice: View {
                let size: Size
                @Binding var chosen: Size
                var body: some View {
                    Button(size.rawValue) { chosen = size }
                        .accessibilityAddTraits(chosen == size ? .isSelected : [])
                }
            }
            """
        // A snippet: top-level views, with `chosen` given under `state:` by its case name.
        let snippet = swift + """

            VStack {
                ForEach(Size.allCases, id: \\.self) { size in
                    Choice(size: size, chosen: $chosen)
                }
            }
            """
        let yaml = "component: swiftui\nstate: {chosen: large}\ngestures: [focus, swipe right]\nswift: |\n"
            + snippet.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        #expect(try CodeKindTests.speech(yaml) == ["Small, Button", "Selected, Large, Button"])
    }

    // MARK: Strings

    @Test func stringsReachTitlesAndAccessorsKeyedAsWritten() throws {
        let swift = """
            struct Settings: View {
                @State private var sync = true
                var body: some View {
                    VStack {
                        Toggle("sync_title", systemImage: "arrow.clockwise", isOn: $sync)
                        Button("save_button") {}
                        Text(Copy.footer.legal)
                    }
                }
            }
            """
        var yaml = CodeKindTests.spec(swift, view: "Settings", gestures: "[focus, swipe right ×2]")
        yaml += "strings: {sync_title: Sync photos, save_button: Save, Copy.footer.legal: All rights reserved}\n"
        #expect(try CodeKindTests.speech(yaml) == ["Sync photos, Switch button, On", "Save, Button", "All rights reserved"])
    }

    // MARK: Platform behaviour

    @Test func aToggleStyleOfTheCodeSpeaksTheCodesValueAfterADoubleTap() throws {
        let swift = """
            struct CheckStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        configuration.label
                    }
                    .onTapGesture { configuration.isOn.toggle() }
                }
            }
            struct Terms: View {
                @State private var agreed = false
                var body: some View {
                    Toggle(isOn: $agreed) { Text("I agree") }
                        .toggleStyle(CheckStyle())
                        .accessibilityValue(agreed ? "Ticked" : "Not ticked")
                }
            }
            """
        #expect(try Self.speech(swift, view: "Terms", gestures: "[focus, double tap]") == ["I agree, Switch button, Not ticked", "I agree, Ticked"])
    }

    @Test func aStillSelectedButtonKeepsSelectedWhenReadAgainMarkedInferred() throws {
        let swift = """
            struct Pill: View {
                let title: String
                let isSelected: Bool
                let onTap: () -> Void
                var body: some View {
                    Button { onTap() } label: { Text(title) }
                        .accessibilityAddTraits(isSelected ? [.isSelected] : [])
                }
            }
            """
        let transcript = try Self.transcript(swift, view: "Pill", state: "{title: Yearly, isSelected: true}", gestures: "[focus, double tap]")
        #expect(transcript.speech == ["Selected, Yearly, Button", "Selected, Yearly"])
        #expect(transcript.inferredPhrases.contains("Selected"))
    }

    @Test func anAdjustableElementWithActionsTurnsTheRotorToAdjustValue() throws {
        let swift = """
            struct Rating: View {
                @State private var stars = 1
                var body: some View {
                    Text("\\(stars) stars")
                        .accessibilityElement()
                        .accessibilityLabel("Rating")
                        .accessibilityValue("\\(stars)")
                        .accessibilityAdjustableAction { direction in
                            if direction == .increment { stars += 1 } else { stars -= 1 }
                        }
                        .accessibilityAction(named: "Clear") { stars = 0 }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Rating", gestures: "[focus, swipe up]") == ["Rating, 1, Adjustable, Actions available", "2"])
    }

    // MARK: Enums, protocols, mutation and traps

    @Test func enumsWithAssociatedValuesProtocolExtensionsAndMutatingMethods() throws {
        let swift = """
            enum Upload { case idle, sending(percent: Int), failed(String) }
            protocol Named { var name: String { get } }
            extension Named { var loud: String { name.uppercased() } }
            struct Folder: Named { let name: String }
            struct Queue: View {
                @State private var files = ["a", "b", "c"]
                var upload: Upload = .sending(percent: 40)
                var body: some View {
                    VStack {
                        Text(status(upload))
                        Text(Folder(name: "docs").loud)
                        Text("\\(2.0 / 3.0, specifier: "%.2f")")
                        Button("Rotate") {
                            let last = files.removeLast()
                            files.insert(last, at: 0)
                        }
                        Text(files.joined(separator: " "))
                    }
                }
                func status(_ upload: Upload) -> String {
                    switch upload {
                    case .idle: "Waiting"
                    case .sending(let percent) where percent >= 100: "Sent"
                    case let .sending(percent): "Sending \\(percent)%"
                    case .failed(let reason): reason
                    }
                }
            }
            """
        let gestures = "[focus, swipe right ×3, double tap, swipe right]"
        #expect(try Self.speech(swift, view: "Queue", gestures: gestures) == ["Sending 40%", "DOCS", "0.67", "Rotate, Button", "Rotate", "c a b"])
    }

    @Test func overflowAbsOfIntMinDivisionByZeroAndAnEmptyRemoveAreErrorsNotTraps() {
        let cases: [(String, String)] = [
            ("Text(\"\\(abs(Int.min))\")", "abs(Int.min) overflows Int"),
            ("Text(\"\\(count / (count - 1))\")", "division by zero"),
            ("Text(\"\\(Int.max - 1 + count * 2)\")", "overflows Int"),
            ("Button(\"Go\") { var empty: [Int] = []; empty.removeLast() }", "on an empty array"),
        ]
        for (body, message) in cases {
            let swift = "struct Trap: View {\n    var count = 1\n    var body: some View { \(body) }\n}"
            #expect {
                try Self.speech(swift, view: "Trap", gestures: "[focus, double tap]")
            } throws: { error in
                (error as? Diagnostic)?.message.contains(message) == true
            }
        }
    }

    @Test func castsTryOptionalChainingConditionalCompilationAndAvailability() throws {
        let swift = """
            protocol Pet {}
            typealias Name = String
            class Animal { var sound: Name { "…" } }
            final class Cat: Animal, Pet { override var sound: Name { "meow" } }
            struct Zoo: View {
                var resident: Animal = Cat()
                var nickname: String? = nil
                var body: some View {
                    VStack {
                        Text((resident as? Cat)?.sound ?? "none")
                        Text(resident is Pet ? "a pet" : "wild")
                        Text(try? greeting() ?? "silence")
                        #if os(iOS)
                        Text("on a phone")
                        #else
                        Text("elsewhere")
                        #endif
                        if #available(iOS 17, *) { Text("current") } else { Text("old") }
                        Text(nickname?.uppercased() ?? "no nickname")
                    }
                }
                func greeting() throws -> String { "hello" }
            }
            """
        #expect(try Self.speech(swift, view: "Zoo", gestures: "[focus, swipe right ×5]")
            == ["meow", "a pet", "hello", "on a phone", "current", "no nickname"])
    }

    @Test func dictionariesDeferAndThrowAreErrorsNamingTheConstruct() {
        let cases: [(String, String)] = [
            ("Text([\"a\": \"b\"][\"a\"] ?? \"\")", "a dictionary literal is not read"),
            ("Button(\"Go\") { defer { print(1) }; print(2) }", "'defer' is not read"),
            ("Button(\"Go\") { throw Failure() }", "throws an error here"),
        ]
        for (body, message) in cases {
            let swift = "struct Odd: View {\n    var body: some View { \(body) }\n}"
            #expect {
                try Self.speech(swift, view: "Odd", gestures: "[focus, double tap]")
            } throws: { error in
                (error as? Diagnostic)?.message.contains(message) == true
            }
        }
    }

    @Test func aFunctionReturningNothingRunsItsIfAsAStatement() throws {
        let swift = """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Button("Add") { add() }.accessibilityValue("\\(count)")
                }
                func add() {
                    if count < 5 {
                        Telemetry.shared.record("add")
                    }
                    count += 1
                }
            }
            """
        let transcript = try Self.transcript(swift, view: "Counter", gestures: "[focus, double tap]")
        #expect(transcript.speech == ["Add, 0, Button", "Add, 1"])
        #expect(transcript.steps[1].notes.contains { $0.contains("Telemetry.shared.record") })
    }

    @Test func anAnnouncementPostedOnChangeAfterAnAdjustmentIsHeard() throws {
        let swift = """
            struct Pager: View {
                @State private var page = 0
                var body: some View {
                    Text("Page \\(page + 1)")
                        .accessibilityElement()
                        .accessibilityLabel("Pages")
                        .accessibilityAdjustableAction { direction in
                            if direction == .increment { page += 1 }
                        }
                        .onChange(of: page) {
                            AccessibilityNotification.Announcement("Page \\(page + 1)").post()
                        }
                }
            }
            """
        let transcript = try Self.transcript(swift, view: "Pager", gestures: "[focus, swipe up]")
        #expect(transcript.speech == ["Pages, Adjustable", "Page 2"])
        #expect(transcript.steps[1].notes.allSatisfy { !$0.contains("Boundary") })
    }

    @Test func anUnlabelledSymbolIsNotedAtTheStepThatReachesIt() throws {
        let swift = """
            struct Toolbar: View {
                var body: some View {
                    VStack {
                        Text("Photos")
                        Button { } label: { Image(systemName: "trash") }
                    }
                }
            }
            """
        let transcript = try Self.transcript(swift, view: "Toolbar", gestures: "[focus, swipe right]")
        #expect(transcript.speech == ["Photos", "Button"])
        #expect(transcript.steps[0].notes.isEmpty)
        #expect(transcript.steps[1].notes.contains { $0.contains("“trash”") })
    }

    // MARK: Platform behaviour

    @Test func aModalContainerConfinesSwipesToItsChildren() throws {
        // §1.12: sibling elements of a modal element are ignored while it is shown.
        let swift = """
            struct Alert: View {
                var body: some View {
                    VStack {
                        Text("Behind")
                        VStack {
                            Text("Delete draft?")
                            Button("Delete") { }
                        }
                        .accessibilityElement(children: .contain)
                        .accessibilityAddTraits(.isModal)
                        Text("Also behind")
                    }
                }
            }
            """
        let speech = try Self.speech(swift, view: "Alert", gestures: "[focus, swipe right, swipe right]")
        #expect(speech == ["Delete draft?", "Delete, Button", ""])
    }

    @Test func aTaskRunsOnceBeforeTheFirstGestureIsHeard() throws {
        let swift = """
            struct Status: View {
                @State private var message = "Loading"
                var body: some View {
                    Text(message)
                        .task { message = "Ready" }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Status") == ["Ready"])
    }

    @Test func aTrailingClosureSetsAClosurePropertyWithADefault() throws {
        // SE-0286: the unlabelled trailing closure goes to `onRemove`, a `var` with a default,
        // since no closure property without one is left; the `let` with a value takes nothing.
        let swift = """
            struct Chip: View {
                let title: String
                let style = "plain"
                var onRemove: () -> Void = {}
                var body: some View {
                    Text(title).accessibilityAction(named: "Remove", onRemove)
                }
            }
            struct Chips: View {
                @State private var title = "Swift"
                var body: some View {
                    Chip(title: title) { title = "Removed" }
                }
            }
            """
        #expect(try Self.speech(swift, view: "Chips", gestures: "[focus, swipe down, double tap, focus]")
            == ["Swift, Actions available", "Remove", "Removed", "Removed, Actions available"])
    }
}

