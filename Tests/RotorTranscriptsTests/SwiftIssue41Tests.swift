import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// The order of accessibility modifiers around `.accessibilityElement(children:)`, key paths
/// used as functions, and error advice that, followed as written, gets past the error.
@Suite struct SwiftIssue41Tests {
    // MARK: Modifiers written before `.accessibilityElement(children:)`

    @Test func aHintWrittenBeforeCombineIsReadOnTheCombinedElement() throws {
        let swift = """
            struct Volume: View {
                @State private var level = 3
                var body: some View {
                    HStack {
                        Text("Volume")
                        Text("\\(level) of 10")
                    }
                    .accessibilityHint("Swipe up or down to change")
                    .accessibilityElement(children: .combine)
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Volume", gestures: "[focus]")
        #expect(transcript.speech == ["Volume, 3 of 10"])
        #expect(transcript.hints == ["Swipe up or down to change"])
        // The order rule is not in the sources: the step says so and counts as inferred.
        #expect(transcript.steps[0].isInferred)
        #expect(transcript.steps[0].notes.contains { $0.contains(".accessibilityHint") && $0.contains("inferred") })
    }

    @Test func aLabelAndValueBeforeAnElementAreItsOwnAndOnesAfterWin() throws {
        let swift = """
            struct Meter: View {
                var body: some View {
                    VStack {
                        Text("Battery")
                        Text("Charging")
                    }
                    .accessibilityLabel("Phone battery")
                    .accessibilityValue("40 percent")
                    .accessibilityElement()
                    .accessibilityValue("41 percent")
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Meter", gestures: "[focus]")
        #expect(transcript.speech == ["Phone battery, 41 percent"])
    }

    @Test func modifiersAfterCombineAloneAreNotInferred() throws {
        let swift = """
            struct Row: View {
                var body: some View {
                    HStack { Text("Wi-Fi"); Text("On") }
                        .accessibilityElement(children: .combine)
                        .accessibilityHint("Opens settings")
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "Row", gestures: "[focus]")
        #expect(transcript.speech == ["Wi-Fi, On"])
        #expect(transcript.hints == ["Opens settings"])
        #expect(!transcript.steps[0].isInferred)
    }

    // MARK: Key paths as functions

    @Test func keyPathsReadPropertiesWhereAFunctionIsExpected() throws {
        let swift = """
            struct Chore: Identifiable {
                let id: Int
                let title: String
                var isDone: Bool
                var helper: Helper?
            }
            struct Helper { let name: String }

            struct ChoreSummary: View {
                let chores = [
                    Chore(id: 1, title: "Dishes", isDone: true, helper: Helper(name: "Ana")),
                    Chore(id: 2, title: "Laundry", isDone: false, helper: nil),
                    Chore(id: 3, title: "Plants", isDone: true, helper: nil),
                ]
                var body: some View {
                    VStack {
                        Text(chores.filter(\\.isDone).map(\\.title).joined(separator: " and "))
                        Text(chores.contains(where: \\.isDone) ? "Some done" : "None done")
                        Text(chores.first(where: \\.isDone)?.title ?? "Nothing")
                        Text(chores.compactMap(\\.helper?.name).joined(separator: ", "))
                        Text(chores.sorted(by: { $0.title.count > $1.title.count }).map(\\.title).joined(separator: ", "))
                        ForEach(chores, id: \\.title) { chore in
                            Text(chore.title)
                        }
                    }
                }
            }
            """
        let transcript = try SwiftConformanceTests.transcript(swift, view: "ChoreSummary", gestures: "[focus, swipe right, swipe right, swipe right, swipe right, swipe right, swipe right, swipe right]")
        #expect(transcript.speech == ["Dishes and Plants", "Some done", "Dishes", "Ana", "Laundry, Dishes, Plants", "Dishes", "Laundry", "Plants"])
    }

    // MARK: Advice that works, followed as written

    static func errorMessage(_ body: () throws -> Any) -> String? {
        do { _ = try body() } catch { return (error as? Diagnostic)?.message }
        return nil
    }

    @Test func theInitArgumentsAdviceFollowedAsWrittenGetsPastTheError() throws {
        let swift = """
            final class Banner: UIView {
                private let titleLabel = UILabel()
                init(headline: String) {
                    super.init(frame: .zero)
                    titleLabel.text = headline
                    addSubview(titleLabel)
                }
                required init?(coder: NSCoder) { fatalError("not used") }
            }
            """
        let message = try #require(Self.errorMessage {
            try TranscriptExpander.expandAll(yaml: CodeKindTests.spec(swift, view: "Banner", gestures: "[focus]", kind: "uikit"), defaultLanguage: "en")
        })
        #expect(message.contains("init(headline:)") && message.contains("'state:'"))
        // The advice names the init's labels: give each under state:, as it says.
        let open = try #require(message.range(of: "init("))
        let close = try #require(message[open.upperBound...].firstIndex(of: ")"))
        let labels = message[open.upperBound..<close].split(separator: ":").map(String.init)
        let state = "{" + labels.map { "\($0): Storm warning" }.joined(separator: ", ") + "}"
        let transcript = try TranscriptExpander.expandAll(
            yaml: CodeKindTests.spec(swift, view: "Banner", state: state, gestures: "[focus]", kind: "uikit"), defaultLanguage: "en")[0]
        #expect(transcript.speech == ["Storm warning"])
    }

    @Test func theStubsAdviceFollowedAsWrittenGetsPastTheError() throws {
        let swift = """
            struct Greeting: View {
                var body: some View { Text(welcomeLine) }
            }
            """
        let message = try #require(Self.errorMessage { try SwiftConformanceTests.speech(swift, view: "Greeting") })
        // The declaration the advice suggests, with its value filled in where it leaves "…".
        let suggested = try #require(message.components(separatedBy: "such as: ").last)
        #expect(suggested == "let welcomeLine = …")
        let stub = suggested.replacingOccurrences(of: "…", with: "\"Welcome back\"")
        #expect(try SwiftConformanceTests.speech(swift + "\n" + stub, view: "Greeting") == ["Welcome back"])
    }

    @Test func theUndeclaredTypeAdviceFollowedAsWrittenGetsPastTheError() throws {
        let swift = """
            struct Welcome: View {
                var body: some View { Text(Copy.welcomeTitle) }
            }
            """
        let message = try #require(Self.errorMessage { try SwiftConformanceTests.speech(swift, view: "Welcome") })
        #expect(message.contains("'Copy' is a type this code does not declare") && message.contains("add its declaration"))
        // Declaring the type it names, beside the code, is enough.
        let stub = "enum Copy { static let welcomeTitle = \"Hello again\" }"
        #expect(try SwiftConformanceTests.speech(swift + "\n" + stub, view: "Welcome") == ["Hello again"])
    }
}

