import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// `removeAll(where:)` removes only what its predicate accepts. It used to empty the array
/// whatever the predicate, so an inbox row's Archive action, a closure capturing the list's
/// `@State`, left a `ForEach` with no row at all: the next gesture found no element.
@Suite struct SwiftRemoveAllTests {
    static let inbox = """
        struct Message: Identifiable {
            let id: Int
            let sender: String
            let subject: String
        }

        struct MessageRow: View {
            let message: Message
            let onArchive: () -> Void
            var body: some View {
                HStack {
                    VStack {
                        Text(message.sender)
                        Text(message.subject)
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel(message.sender)
                .accessibilityValue(message.subject)
                .accessibilityAction(named: Text("Archive"), onArchive)
            }
        }

        struct Inbox: View {
            @State private var messages = [
                Message(id: 1, sender: "Ada", subject: "Lunch"),
                Message(id: 2, sender: "Bo", subject: "Notes"),
                Message(id: 3, sender: "Cy", subject: "Plans"),
            ]
            var body: some View {
                VStack {
                    ForEach(messages) { message in
                        MessageRow(message: message, onArchive: { messages.removeAll { $0.id == message.id } })
                    }
                }
            }
        }
        """

    @Test func anArchiveActionRemovesOnlyItsOwnRow() throws {
        let transcript = try SwiftConformanceTests.transcript(Self.inbox, view: "Inbox", gestures: "[focus, swipe right, swipe down, double tap, focus, swipe right]")
        #expect(transcript.steps[3].state.summary.contains("Ada"))
        #expect(!transcript.steps[3].state.summary.contains("Bo"))
        #expect(transcript.steps[3].state.summary.contains("Cy"))
        #expect(transcript.speech[4] == "Ada, Lunch, Actions available")
        #expect(transcript.speech[5] == "Cy, Plans, Actions available")
    }

    @Test func theWhereLabelAndAnEmptyRemoveAllFollowSwift() throws {
        func remaining(_ call: String) throws -> [String] {
            let swift = """
                struct Numbers: View {
                    @State private var values = [1, 2, 3, 4]
                    var body: some View {
                        Button("Remove") { values.\(call) }
                            .accessibilityValue(values.map { String($0) }.joined(separator: " "))
                    }
                }
                """
            let transcript = try SwiftConformanceTests.transcript(swift, view: "Numbers", gestures: "[focus, double tap]")
            return transcript.speech
        }
        #expect(try remaining("removeAll(where: { $0 % 2 == 0 })").first == "Remove, 1 2 3 4, Button")
        #expect(try remaining("removeAll(where: { $0 % 2 == 0 })").last?.contains("1 3") == true)
        #expect(try remaining("removeAll { $0 > 2 }").last?.contains("1 2") == true)
        #expect(try remaining("removeAll()").last?.contains("1") == false)
    }
}
