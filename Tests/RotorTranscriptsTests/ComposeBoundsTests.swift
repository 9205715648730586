import Foundation
import RotorDiagnostics
@testable import RotorTranscripts
import Testing

/// The Compose reader's bounds, found by `FuzzCompose`: whatever the Kotlin does, a transcript
/// ends within the step budget of one run (every composition and gesture counted), the node
/// bound of a scene and the length bound of a string, each as an error at the code's line.
@Suite struct ComposeBoundsTests {
    static func expand(_ kotlin: String, gestures: String = "[focus, swipe right]") throws(Diagnostic) -> [String] {
        try TranscriptExpander.expandAll(yaml: ComposeKindTests.spec(kotlin, view: "Screen", gestures: gestures), defaultLanguage: "en")[0].speech
    }

    static func error(_ kotlin: String, gestures: String = "[focus, swipe right]") -> Diagnostic? {
        do throws(Diagnostic) {
            _ = try expand(kotlin, gestures: gestures)
            return nil
        } catch {
            return error
        }
    }

    /// Each composition costs about a tenth of the budget; the budget is the run's, so double
    /// taps that compose again reach it. Reset for each composition, it would never run out.
    @Test func theStepBudgetCountsEveryCompositionOfTheRun() throws {
        let kotlin = """
            @Composable
            fun Screen() {
                val ten = listOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
                var taps by remember { mutableStateOf(0) }
                var sum = 0
                ten.forEach { a -> ten.forEach { b -> ten.forEach { c -> ten.forEach { sum = sum + a + b + c } } } }
                Button(onClick = { taps = taps + 1 }) { Text("Tapped $taps times") }
            }
            """
        #expect(try Self.expand(kotlin, gestures: "[focus]") == ["Tapped 0 times, Button"])
        let error = try #require(Self.error(kotlin, gestures: "[focus" + String(repeating: ", double tap", count: 25) + "]"))
        #expect(error.message.contains("more than 1000000 steps"), "\(error)")
        // Where the budget ran out: in the loop (line 6 of the code, line 11 of the spec) or the button after it.
        #expect((11...12).contains(error.line ?? 0), "\(error)")
    }

    @Test func aCompositionPastTheNodeBoundIsAnErrorAtTheLoop() throws {
        let kotlin = """
            @Composable
            fun Screen() {
                val ten = listOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
                Column {
                    ten.forEach { a -> ten.forEach { b -> ten.forEach { c -> ten.forEach { Text("$a$b$c$it") } } } }
                }
            }
            """
        let error = try #require(Self.error(kotlin))
        #expect(error.message.contains("more than 5000 nodes"), "\(error)")
        #expect(error.line == 10, "\(error)")
        // A hundred is a list, read whole.
        let hundred = kotlin.replacingOccurrences(of: "ten.forEach { b -> ten.forEach { c -> ten.forEach { Text(\"$a$b$c$it\") } } }", with: "ten.forEach { b -> Text(\"$a$b\") }")
        #expect(try Self.expand(hundred).prefix(2) == ["11", "12"])
    }

    @Test func aStringPastTheLengthBoundIsAnErrorWhereItIsMade() throws {
        let kotlin = """
            @Composable
            fun Screen() {
                val a = "0123456789"
                val b = "$a$a$a$a$a$a$a$a$a$a"
                val c = "$b$b$b$b$b$b$b$b$b$b"
                val d = "$c$c$c$c$c$c$c$c$c$c"
                val e = d + d + d + d + d + d + d + d + d + d
                val f = "$e$e$e$e$e$e$e$e$e$e"
                Text(f)
            }
            """
        let error = try #require(Self.error(kotlin))
        #expect(error.message.contains("longer than 100000 characters"), "\(error)")
        #expect(error.line == 13, "\(error)")
        let shorter = kotlin.replacingOccurrences(of: "Text(f)", with: "Text(d.length.toString())")
        #expect(try Self.expand(shorter, gestures: "[focus]") == ["10000"])
    }

    @Test func aComposableThatCallsItselfStopsAtTheNestingBound() throws {
        let kotlin = """
            @Composable
            fun Screen(depth: Int = 0) {
                Column {
                    Text("Level $depth")
                    Screen(depth + 1)
                }
            }
            """
        let error = try #require(Self.error(kotlin))
        #expect(error.message.contains("more than 48 deep"), "\(error)")
        #expect(error.line != nil)
    }

    /// tree-sitter-kotlin names `1f` and `0.5f` float_literal; they are numbers.
    @Test func aFloatLiteralIsANumber() throws {
        let kotlin = """
            @Composable
            fun Screen() {
                Column {
                    Text("Second")
                    Text("First", Modifier.semantics { traversalIndex = -1f })
                }
            }
            """
        #expect(try Self.expand(kotlin) == ["First", "Second"])
    }
}
