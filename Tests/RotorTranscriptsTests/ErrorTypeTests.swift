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

    /// A model refuses its inputs with a `Diagnostic` about them (`subjects`); the kind places
    /// it at the spec's key for the first of them the spec wrote, or at the item of a list,
    /// else at the spec's mapping, with the model's words.
    @Test func aModelsRefusalIsPlacedAtTheKeyItIsAbout() {
        func place(_ yaml: String) -> (line: Int?, column: Int?, message: String, subjects: [Diagnostic.Subject])? {
            do throws(Diagnostic) {
                _ = try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en")
                return nil
            } catch {
                return (error.line, error.column, error.message, error.subjects)
            }
        }
        // `max` is not written: the empty range is placed at `min`, the next subject.
        let slider = place("component: slider\nlabel: V\nmin: 150\ngestures: [focus]\n")
        #expect(slider?.line == 3 && slider?.column == 6 && slider?.message == "min (150) must be less than max (100)")
        #expect(slider?.subjects == [], "a placed problem keeps no subjects")
        let step = place("component: slider\nlabel: V\nstep: 0%\ngestures: [focus]\n")
        #expect(step?.line == 3 && step?.column == 7 && step?.message == "'step' must be greater than 0")
        let carousel = place("component: carousel\nvariant: adjustable\nitems:\n  - {name: A}\nselected: 3\ngestures: [focus]\n")
        #expect(carousel?.line == 5 && carousel?.column == 11
                && carousel?.message == "'selected' is 3, but the indices of 1 items run from 0 to 0")
        let tabs = place("component: tab-bar\ntabs:\n  - Home\n  - {label: Other, id: Home}\ngestures: [focus]\n")
        #expect(tabs?.line == 4 && tabs?.column == 5)
        // The model alone says what it is about, and where nothing names it the mapping is the place.
        #expect(throws: Diagnostic("value 7 is outside the range 0–5", about: .init("value"))) {
            try IntegerSliderModel(label: "R", max: 5, value: 7)
        }
    }

    /// A phrase file that is not YAML keeps the reader's error whole, at its file and line.
    @Test func aPhraseFileThatIsNotYAMLKeepsTheReadersError() {
        #expect {
            try PhraseLibrary.parse("a: one\nb: 'two\n", language: "xx", file: "voiceover/xx.yml", needsEvidence: false)
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.path == "voiceover/xx.yml" && diagnostic.line != nil
                && diagnostic.message.hasPrefix("invalid YAML: ") && !diagnostic.message.contains("xx.yml")
        }
    }
}
