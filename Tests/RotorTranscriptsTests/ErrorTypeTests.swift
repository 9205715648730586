import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Refusals and failures travel as `Diagnostic`s, placed once, never printed into another's text.
@Suite struct ErrorTypeTests {
    /// A touch with the reader off whose code fails is reported like a gesture's failing code:
    /// at the code's line, named by the step, its message not carrying another error's place.
    @Test func aTouchWhoseCodeFailsIsReportedAtTheCodesLine() {
        let swift = """
            struct Pager: View {
                @State private var page = 0
                let pages = ["One", "Two"]
                var body: some View {
                    Button(pages[page]) { page += 1 }
                }
            }
            """
        let yaml = CodeKindTests.spec(swift, view: "Pager", gestures: "[focus, tap One, tap Two]")
        #expect {
            try CodeKindTests.speech(yaml)
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.message.hasPrefix("'tap Two' ran code that failed: index 2 is out of range")
                && error.line == 9 && !error.message.contains("swift:")
        }
    }

    /// A gesture the parser refuses is one `Diagnostic`, placed at the spec's gesture.
    @Test func anUnknownGestureIsADiagnosticAtItsItem() {
        #expect(throws: Diagnostic.self) { try GestureParser.parse("wiggle") }
        let yaml = "component: slider\nlabel: Volume\ngestures:\n  - focus\n  - wiggle\n"
        #expect {
            try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en")
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.line == 5 && error.column == 5 && error.code == .invalid
                && error.message.hasPrefix("unknown gesture 'wiggle'; expected one of 'focus'")
        }
    }

    /// A reader's refusal keeps its code when the transcript places it at the step.
    @Test func aReaderRefusalIsPlacedAtTheStepWithItsCode() {
        let yaml = "component: slider\nlabel: Volume\ngestures: [focus Nope]\n"
        #expect {
            try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en")
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.line == 3 && error.column == 1 && error.code == .invalid
                && error.message.hasPrefix("'focus Nope': no element is labelled 'Nope'; the elements are 'Volume'")
        }
    }

    /// A phrase file that is not YAML keeps the reader's error whole, at its file and line.
    @Test func aPhraseFileThatIsNotYAMLKeepsTheReadersError() {
        #expect {
            try PhraseLibrary.parse("a: one\nb: 'two\n", language: "xx", file: "voiceover/xx.yml", needsEvidence: false)
        } throws: { error in
            guard case .invalidYAML(let diagnostic)? = error as? PhraseLibrary.LoadError else { return false }
            return diagnostic.path == "voiceover/xx.yml" && diagnostic.line != nil
                && diagnostic.message.hasPrefix("invalid YAML: ") && !diagnostic.message.contains("xx.yml")
        }
    }
}
