import Foundation
import RotorCode
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Code an article carries can never hang or crash a build: every bound is an error at the
/// code's line, within seconds.
@Suite struct CodeBoundsTests {
    /// The error a spec stops with, and how long it took.
    static func failure(_ swift: String, view: String = "V", gestures: String = "[focus]", kind: String = "swiftui", state: String? = nil) -> (String, TimeInterval) {
        let start = Date()
        do {
            _ = try CodeSpec.speech(CodeSpec.spec(swift, view: view, state: state, gestures: gestures, kind: kind))
            return ("", Date().timeIntervalSince(start))
        } catch let error as Diagnostic {
            return ("\(error.line ?? 0):\(error.column ?? 0): \(error.message)", Date().timeIntervalSince(start))
        } catch {
            return ("\(error)", Date().timeIntervalSince(start))
        }
    }

    /// Bounds are checked by what they report; the time limit only turns a hang into a
    /// failure (speed is `make bench`'s).
    @Test(.timeLimit(.minutes(5))) func aViewThatContainsItselfIsAnErrorNotACrash() {
        let (message, _) = Self.failure("""
            struct V: View {
                var body: some View { VStack { Text("a"); V() } }
            }
            """)
        #expect(message.contains("contains itself"), "\(message)")
    }

    @Test func deepRecursionIsAnErrorNotACrash() {
        let (message, _) = Self.failure("""
            struct V: View {
                func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
                var body: some View { Text("\\(depth(100000))") }
            }
            """)
        #expect(message.contains("nests more than \(CodeLimits.depth) calls deep"), "\(message)")
    }

    @Test func integerOverflowIsAnErrorAtItsLine() {
        let (message, _) = Self.failure("""
            struct V: View {
                var body: some View { Text("\\(Int.max + 1)") }
            }
            """)
        #expect(message.hasPrefix("6:"), "the line of the interpolation in the spec: \(message)")
        #expect(message.contains("overflows Int"), "\(message)")
    }

    @Test func aNaNSliderValueIsAnError() {
        let (message, _) = Self.failure("""
            struct V: View {
                @State var level = Double.nan
                var body: some View { Slider(value: $level, in: 0...1) }
            }
            """, gestures: "[focus, swipe up]")
        #expect(!message.isEmpty, "a NaN value must not be divided into a percentage")
    }

    @Test(.timeLimit(.minutes(5))) func aLoopOverAHugeRangeEndsAtTheStepBudget() {
        let (message, _) = Self.failure("""
            struct V: View {
                var total: Int {
                    var sum = 0
                    for _ in 0..<Int.max { sum += 1 }
                    return sum
                }
                var body: some View { Text("\\(total)") }
            }
            """)
        #expect(message.contains("runs too long"), "\(message)")
    }

    @Test func theStepBudgetCoversTheWholeRunNotEachEvaluation() {
        // 20,000 steps a body, re-evaluated for every gesture: within one evaluation's
        // bound, past the run's.
        let gestures = "[focus" + String(repeating: ", swipe right", count: 80) + "]"
        let (message, _) = Self.failure("""
            struct V: View {
                var total: Int {
                    var sum = 0
                    for i in 0..<20000 { sum += i % 2 }
                    return sum
                }
                var body: some View { Text("\\(total)") }
            }
            """, gestures: gestures)
        #expect(message.contains("runs too long"), "\(message)")
    }

    @Test func aDoublingStringStopsAtTheLengthCap() {
        let (message, _) = Self.failure("""
            struct V: View {
                var label: String {
                    var text = "ab"
                    for _ in 0..<64 { text = text + text }
                    return text
                }
                var body: some View { Text(label) }
            }
            """)
        #expect(message.contains("past \(CodeLimits.stringLength) characters"), "\(message)")
    }

    @Test func stringRepeatingAndTypedDivisionFollowSwift() throws {
        let swift = """
            struct V: View {
                let half: Double = 7 / 2
                var body: some View { Text(String(repeating: "ab", count: 3) + " \\(half)") }
            }
            """
        #expect(try CodeSpec.speech(CodeSpec.spec(swift, view: "V", gestures: "[focus]")) == ["ababab 3.5"])
    }

    @Test func overloadsResolveByTheirLabels() throws {
        let swift = """
            struct V: View {
                func name(_ n: Int) -> String { "count" }
                func name(of n: Int) -> String { "of" }
                var body: some View { Text(name(of: 1)) }
            }
            """
        #expect(try CodeSpec.speech(CodeSpec.spec(swift, view: "V", gestures: "[focus]")) == ["of"])
    }

    @Test func anUnknownCallIsAnErrorNeverAPlaceholder() {
        let (message, _) = Self.failure("""
            final class V: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = Localize("greeting")
                }
            }
            """, kind: "uikit")
        #expect(message.contains("'Localize'"), "\(message)")
    }

    @Test func localisationSpeaksTheKeyAndNotesIt() throws {
        let yaml = CodeSpec.spec("""
            final class V: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = NSLocalizedString("greeting.title", comment: "")
                }
            }
            """, view: "V", gestures: "[focus]", kind: "uikit")
        let steps = try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en", code: .none)[0].steps
        #expect(steps[0].speech == "greeting.title")
        #expect(steps[0].notes.contains { $0.contains("localisation key") })
        let translated = try TranscriptExpander.expandAll(yaml: yaml + "strings: {greeting.title: Welcome}\n", defaultLanguage: "en", code: .none)[0].steps
        #expect(translated[0].speech == "Welcome")
    }

    @Test func onChangeRunsAfterTheObservedValueChangesAndMarkdownIsReadAsText() throws {
        let swift = """
            struct V: View {
                @State private var level = 50.0
                @State private var percent = 0.0
                var body: some View {
                    HStack { Text("**Level**") }
                        .accessibilityAdjustableAction { direction in level += direction == .increment ? 10 : -10 }
                        .accessibilityElement(children: .combine)
                        .accessibilityValue("\\(Int(percent))%")
                        .onChange(of: level) { new in percent = new }
                        .onAppear { percent = level }
                }
            }
            """
        #expect(try CodeSpec.speech(CodeSpec.spec(swift, view: "V", gestures: "[focus, swipe up]")) == ["Level, 50%, Adjustable", "60%"])
    }

    @Test func anAvailabilityCheckIsTrueOnACurrentIPhone() throws {
        let swift = """
            struct V: View {
                var body: some View {
                    if #available(iOS 15.0, *) { Text("New") } else { Text("Old") }
                }
            }
            """
        #expect(try CodeSpec.speech(CodeSpec.spec(swift, view: "V", gestures: "[focus]")) == ["New"])
    }
}
