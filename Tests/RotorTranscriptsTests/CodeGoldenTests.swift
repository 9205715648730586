import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// One small program per supported view, modifier and statement, with what VoiceOver says,
/// in English and in Korean: the subset in the README's table, checked by running it.
@Suite struct CodeGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var swift: String
        var state: String?
        var gestures: String
        var english: [String]
        var korean: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "Stepper and if/else in a builder", swift: """
            VStack {
                Stepper("Copies", value: $copies, in: 1...3)
                if copies > 2 { Text("Many") } else { Text("Few") }
            }
            """, state: "{copies: 2}", gestures: "[focus, swipe up, swipe up, swipe right]",
            english: ["Copies, 2, Adjustable", "3", "", "Many"], korean: ["Copies, 2, 조절 가능", "3", "", "Many"]),
        Case(name: "Slider in percent with its label", swift: """
            Slider(value: $level, in: 0...10) { Text("Level") }
            """, state: "{level: 5}", gestures: "[focus, swipe down]",
            english: ["Level, 50%, Adjustable", "40%"], korean: ["Level, 50%, 조절 가능", "40%"]),
        Case(name: "TextField and typing", swift: """
            TextField("Name", text: $name)
            """, state: "{name: \"\"}", gestures: "[focus, type Ada]",
            english: ["Name, Text field", "Ada"], korean: ["Name, 텍스트 필드", "Ada"]),
        Case(name: "Images: decorative unless labelled; Label reads its title", swift: """
            VStack {
                Image(decorative: "star")
                Image("logo", label: Text("Rotor"))
                Label("Favourites", systemImage: "heart")
                Divider()
            }
            """, gestures: "[focus, swipe right]",
            english: ["Rotor, Image", "Favourites"], korean: ["Rotor, 이미지", "Favourites"]),
        Case(name: "switch in a builder over an enum from state", swift: """
            switch mode {
            case "on": Text("Running")
            case "off": Text("Stopped")
            default: Text("Unknown")
            }
            """, state: "{mode: off}", gestures: "[focus]",
            english: ["Stopped"], korean: ["Stopped"]),
        Case(name: "hidden, removed traits and a representation", swift: """
            VStack {
                Text("Draft").accessibilityHidden(true)
                Button("Archive") { }.accessibilityRemoveTraits(.isButton)
                Text("Chart")
                    .accessibilityRepresentation { Text("Sales up 4%") }
            }
            """, gestures: "[focus, swipe right]",
            english: ["Archive", "Sales up 4%"], korean: ["Archive", "Sales up 4%"]),
        Case(name: "a tap gesture is what a double tap does", swift: """
            Text(liked ? "Liked" : "Like")
                .accessibilityAddTraits(.isButton)
                .onTapGesture { liked.toggle() }
            """, state: "{liked: false}", gestures: "[focus, double tap]",
            // Focus stays, so VoiceOver reads the element again, with its new label (§1.7).
            english: ["Like, Button", "Liked"], korean: ["Like, 버튼", "Liked"]),
        Case(name: "magic tap and an announcement", swift: """
            Text(playing ? "Playing" : "Paused")
                .accessibilityAction(.magicTap) {
                    playing.toggle()
                    AccessibilityNotification.Announcement(playing ? "Started" : "Stopped").post()
                }
            """, state: "{playing: false}", gestures: "[focus, two-finger double tap]",
            english: ["Paused", "Started"], korean: ["Paused", "Started"]),
        Case(name: "statements: guard, for, if let, String(format:), min and max", swift: """
            Button(label) {
                guard count < 3 else { return }
                for step in [1, 2] where step > 1 { count += step }
                if let last = names.last { label = "\\(last) \\(String(format: "%.1f", Double(count) / 2))" }
                count = min(max(count, 0), 9)
            }
            """, state: "{count: 0, label: Go, names: [Ada, Grace]}", gestures: "[focus, double tap, double tap]",
            english: ["Go, Button", "Grace 1.0", "Grace 2.0"], korean: ["Go, 버튼", "Grace 1.0", "Grace 2.0"]),
        Case(name: "containers are transparent; ForEach over enumerated() with a tuple", swift: """
            ScrollView {
                Form {
                    Group {
                        List {
                            ForEach(items.enumerated(), id: \\.offset) { index, item in
                                Text("\\(index + 1). \\(item)")
                            }
                        }
                    }
                }
                LazyVGrid(columns: []) { Text("End") }
            }
            """, state: "{items: [Milk, Eggs]}", gestures: "[focus, swipe right, swipe right]",
            english: ["1. Milk", "2. Eggs", "End"], korean: ["1. Milk", "2. Eggs", "End"]),
        Case(name: "a written init, ??, abs and withAnimation", swift: """
            struct Badge: View {
                let text: String
                init(count: Int?) { text = "\\(abs(count ?? 0)) new" }
                var body: some View { Text(text) }
            }
            VStack {
                Badge(count: unread)
                Button("Read all") { withAnimation { unread = nil } }
            }
            """, state: "{unread: -3}", gestures: "[focus, swipe right, double tap, swipe left]",
            english: ["3 new", "Read all, Button", "Read all", "0 new"], korean: ["3 new", "Read all, 버튼", "Read all", "0 new"]),
        Case(name: "accessibilityFocused(_:equals:) both ways, and @unknown default", swift: """
            struct Steps: View {
                @AccessibilityFocusState private var focused: Int?
                var body: some View {
                    VStack {
                        ForEach(1...3, id: \\.self) { n in
                            Text("Step \\(n)").accessibilityFocused($focused, equals: n)
                        }
                        Button("Back to 1") {
                            switch focused {
                            case 3: focused = 1
                            @unknown default: focused = 2
                            }
                        }
                    }
                }
            }
            Steps()
            """, state: nil, gestures: "[focus, swipe right, swipe right, swipe right, double tap]",
            english: ["Step 1", "Step 2", "Step 3", "Back to 1, Button", "Step 2"], korean: ["Step 1", "Step 2", "Step 3", "Back to 1, 버튼", "Step 2"]),
        Case(name: "each child view keeps its own @State across evaluations", swift: """
            struct Row: View {
                @State private var on = false
                var body: some View { Button(on ? "On" : "Off") { on.toggle() } }
            }
            VStack { Row(); Row() }
            """, state: nil, gestures: "[focus, double tap, swipe right, swipe left]",
            english: ["Off, Button", "On", "Off, Button", "On, Button"], korean: ["Off, 버튼", "On", "Off, 버튼", "On, 버튼"]),
    ]

    static func yaml(_ test: Case, language: String) -> String {
        var yaml = "component: swiftui\nlang: \(language)\n"
        if let state = test.state { yaml += "state: \(state)\n" }
        yaml += "gestures: \(test.gestures)\nswift: |\n"
        yaml += test.swift.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        return yaml
    }

    @Test(arguments: cases) func english(_ test: Case) throws {
        let transcript = try TranscriptExpander.expandAll(yaml: Self.yaml(test, language: "en"), defaultLanguage: "en")[0]
        #expect(transcript.speech == test.english)
    }

    @Test(arguments: cases) func korean(_ test: Case) throws {
        let transcript = try TranscriptExpander.expandAll(yaml: Self.yaml(test, language: "ko"), defaultLanguage: "ko")[0]
        #expect(transcript.speech == test.korean)
    }

    static let errors: [(swift: String, message: String)] = [
        ("Text(\"A\").accessibilityChildren { Text(\"B\") }", "an accessibility modifier Rotor does not read yet"),
        ("DisclosureGroup(\"A\") { Text(\"B\") }", "a SwiftUI view Rotor does not read yet"),
        ("Text(\"\\(Int.max + 1)\")", "overflows Int"),
        ("Text(items[3])", "index 3 is out of range"),
        ("Text(\"A\").accessibilityAddTraits(.isBotton)", "unknown trait '.isBotton'. Did you mean 'isButton'?"),
        ("Text(\"A\").accessibilityElement(children: .merge)", "children: must be .combine, .contain or .ignore"),
        ("Text(undefinedName)", "unknown name 'undefinedName'"),
    ]

    @Test func everyErrorNamesTheConstruct() {
        for (swift, message) in Self.errors {
            let test = Case(name: "", swift: swift, state: "{items: [a]}", gestures: "[focus]", english: [], korean: [])
            for language in ["en", "ko"] {
                #expect {
                    try TranscriptExpander.expandAll(yaml: Self.yaml(test, language: language), defaultLanguage: language)
                } throws: { error in
                    (error as? Diagnostic)?.message.contains(message) == true
                }
            }
        }
    }
}
