import Foundation
import RotorDiagnostics
@testable import RotorTranscripts
import Testing

/// The Kotlin the Compose reader reads, skips or refuses, one construct at a time, for the
/// README's conformance table ("What Rotor can read of Kotlin and Compose"): each row names
/// a test here or in `ComposeKindTests`/`ComposeBoundsTests`.
@Suite struct ComposeConformanceTests {
    static func transcript(_ kotlin: String, state: String? = nil, gestures: String) throws(Diagnostic) -> Transcript {
        try TranscriptExpander.expandAll(yaml: ComposeKindTests.spec(kotlin, view: "Screen", state: state, gestures: gestures), defaultLanguage: "en")[0]
    }

    static func error(_ kotlin: String, state: String? = nil) -> Diagnostic? {
        do throws(Diagnostic) {
            _ = try transcript(kotlin, state: state, gestures: "[focus]")
            return nil
        } catch {
            return error
        }
    }

    /// Functions with named, positional, default and trailing-lambda arguments; a default that
    /// reads another parameter, computed when first read; a slot lambda with a parameter;
    /// `val`s by need (an unknown call in one is never made); arithmetic, comparisons,
    /// `&&`, templates with `${…}`, `if` and subject-less `when` expressions; string methods;
    /// a state object read and set through `.value`; the caller's lambda from `state:`.
    @Test func functionsArgumentsValuesAndExpressions() throws {
        let kotlin = """
            @Composable
            fun Screen(name: String, count: Int, onRename: (String) -> Unit, title: String = "Hello, $name") {
                val unused = MysteryShape(4.dp)
                val total = count * 10 + 5 - 1
                val counter = remember { mutableStateOf(1) }
                Column {
                    Greeting(title, loud = count > 1)
                    Text("${total / 2} of ${total}, ${if (total >= 50) "many" else "few"}")
                    Text(when { count == 0 -> "none"; count < 3 -> "some"; else -> "lots" })
                    Labelled(label = name.uppercase()) { suffix -> Text("${counter.value}$suffix") }
                    Button(onClick = { counter.value = counter.value + 1; onRename("Bo") }) { Text("Rename ${name.lowercase().trim()}") }
                }
            }

            @Composable
            fun Greeting(text: String, loud: Boolean = false) {
                Text(if (loud && text.isNotEmpty()) text + "!" else text)
            }

            @Composable
            fun Labelled(label: String, content: @Composable (String) -> Unit) {
                Row(Modifier.semantics(mergeDescendants = true) {}) {
                    Text(label)
                    content(" times")
                }
            }
            """
        let gestures = "[focus, swipe right, swipe right, swipe right, swipe right, double tap, swipe left, swipe left, swipe left, swipe left]"
        let speech = try Self.transcript(kotlin, state: "{name: Ada, count: 2, onRename: \"{ name = it }\"}", gestures: gestures).speech
        #expect(speech == [
            "Hello, Ada!", "12 of 24, few", "some", "ADA, 1 times", "Rename ada, Button", "",
            "BO, 2 times", "some", "12 of 24, few", "Hello, Bo!",
        ])
    }

    /// `?:`, `!!`, `as`, and a prefix operator on a member access: tree-sitter-kotlin groups
    /// `!a.b` as `(!a).b`, and the reader applies it as Kotlin does, to `a.b`.
    @Test func elvisNotNullCastsAndPrefixOperatorsOnMemberAccess() throws {
        let kotlin = """
            @Composable
            fun Screen(nickname: String?, items: List<String>) {
                val expanded = remember { mutableStateOf(false) }
                val shown = nickname ?: "Guest"
                Column {
                    Text(shown + (if (items.isEmpty()) "" else ", ${items.size} items"))
                    Text((shown as String?)!!.uppercase())
                    Text(if (!items.isEmpty() && !expanded.value) "Collapsed" else "Expanded")
                    Text("${-items.size}")
                    Button(onClick = { expanded.value = !expanded.value }) { Text("Toggle") }
                }
            }
            """
        let gestures = "[focus, swipe right, swipe right, swipe right, swipe right, double tap, swipe left, swipe left]"
        let speech = try Self.transcript(kotlin, state: "{nickname: ada, items: [a, b]}", gestures: gestures).speech
        #expect(speech == ["ada, 2 items", "ADA", "Collapsed", "-2", "Toggle, Button", "", "-2", "Expanded"])
        let guest = try Self.transcript(kotlin, state: "{nickname: null, items: []}", gestures: "[focus, swipe right, swipe right]").speech
        #expect(guest == ["Guest", "GUEST", "Expanded"])
    }

    /// What Kotlin would throw is an error at its line, never skipped: a `throw` reached, a
    /// failing `check`, a number that does not parse; so is a condition Rotor cannot decide
    /// (a comparison with what an unknown function returns).
    @Test func throwsAndUndecidableConditionsAreErrorsAtTheirLine() throws {
        func body(_ statement: String) -> String {
            """
            @Composable
            fun Screen(items: List<String>) {
                var count by remember { mutableStateOf(0) }
                Column {
                    Text("Top")
                    \(statement)
                }
            }
            """
        }
        let cases: [(String, String)] = [
            ("if (items.isNotEmpty()) throw IllegalStateException(\"none\")", "'throw IllegalStateException(\"none\")'"),
            ("check(items.isEmpty())", "IllegalStateException"),
            ("count += \"many\".toInt()", "NumberFormatException"),
            ("Text(if (count > remoteLimit()) \"few\" else \"many\")", "cannot tell whether"),
        ]
        for (statement, words) in cases {
            let problem = Self.error(body(statement), state: "{items: [a, b]}")
            #expect(problem?.message.contains(words) == true, "\(statement): \(problem?.description ?? "no error")")
            // Line 6 of the code; the code starts on line 7 of the spec (after its state line).
            #expect(problem?.line == 12, "\(statement): \(problem?.description ?? "no error")")
        }
    }

    /// An effect is skipped and named beside the step as an assumption; layout modifiers are
    /// skipped with their arguments unread.
    @Test func effectsAreSkippedAsAssumptionsAndLayoutModifiersUnread() throws {
        let kotlin = """
            @Composable
            fun Screen() {
                var loaded by remember { mutableStateOf(false) }
                LaunchedEffect(Unit) { loaded = true }
                Text(if (loaded) "Loaded" else "Loading", Modifier.padding(undeclaredPadding).background(Brand.color))
            }
            """
        let transcript = try Self.transcript(kotlin, gestures: "[focus]")
        #expect(transcript.speech == ["Loading"])
        #expect(transcript.steps[0].notes.contains { $0.contains("LaunchedEffect") })
    }
}
