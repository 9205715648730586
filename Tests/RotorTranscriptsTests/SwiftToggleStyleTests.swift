import Testing
@testable import RotorTranscripts

/// A toggle restyled away from the switch is still read as one, and the step says that this
/// rests on an inferred rule (the reference leaves the wording of a restyled toggle unknown).
/// Code written for these tests.
struct SwiftToggleStyleTests {
    static func toggle(_ style: String) -> String {
        """
        struct Alerts: View {
            @State private var sound = false
            var body: some View {
                Toggle("Sound", isOn: $sound)
                    .toggleStyle(\(style))
            }
        }
        """
    }

    @Test func aButtonStyledToggleIsReadAsASwitchWithAnInferredNote() throws {
        let transcript = try SwiftConformanceTests.transcript(Self.toggle(".button"), view: "Alerts", gestures: "[focus]")
        #expect(transcript.steps[0].isInferred)
        #expect(transcript.steps[0].notes.contains { $0.contains(".toggleStyle(.button)") && $0.contains("inferred") })
    }

    @Test func theSwitchStyleNeedsNoNote() throws {
        for style in [".switch", ".automatic", "SwitchToggleStyle()"] {
            let transcript = try SwiftConformanceTests.transcript(Self.toggle(style), view: "Alerts", gestures: "[focus]")
            #expect(!transcript.steps[0].isInferred, "\(style)")
            #expect(!transcript.steps[0].notes.contains { $0.contains("toggleStyle") }, "\(style)")
        }
    }
}
