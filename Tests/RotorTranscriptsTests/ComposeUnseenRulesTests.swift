import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Kotlin and Compose rules found by reading Compose code the reader had never seen (issue 42,
/// "it holds on Compose code it has never seen"), each tested on code written for the test.
@Suite struct ComposeUnseenRulesTests {
    static func speech(_ kotlin: String, view: String, state: String? = nil, gestures: String) throws -> [String] {
        try ComposeKindTests.speech(ComposeKindTests.spec(kotlin, view: view, state: state, gestures: gestures))
    }

    /// Inside `semantics { }`, `x?.let { this.p = it }` sets the node's property when `x` is not
    /// null and nothing when it is; the name on the left of `?.let` is the function's parameter
    /// (a local name wins over the receiver's property of the same name).
    @Test func aNullSafeLetInASemanticsBlockSetsThePropertyOnlyWhenThereIsAValue() throws {
        let kotlin = """
            @Composable
            fun Badge(contentDescription: String? = null, label: String? = null) {
                Box(
                    Modifier.semantics {
                        contentDescription?.let { this.contentDescription = it }
                        label?.also { text -> stateDescription = text }
                        run { heading() }
                    }.size(8.dp)
                )
            }
            """
        #expect(try Self.speech(kotlin, view: "Badge", state: "{contentDescription: \"Unread\", label: \"3 new\"}", gestures: "[focus]")
            == ["3 new, Unread, Heading"])
        // With neither, `?.` skips both lambdas: only the heading is set, and a node with
        // nothing to speak is no stop, so focusing finds nothing (an error, not a guess).
        #expect(throws: (any Error).self) { try Self.speech(kotlin, view: "Badge", gestures: "[focus]") }
        #expect(try Self.speech(kotlin, view: "Badge", state: "{contentDescription: \"Unread\"}", gestures: "[focus]") == ["Unread, Heading"])
    }

    /// A member of a type the code does not declare (an app's string table, `Copy.save`) is not
    /// text Rotor knows: speaking its name would say what no device says, so it is an error at
    /// its place; declared in the code, it is read.
    @Test func aMemberOfAnUndeclaredTypeIsNeverSpokenAsItsName() throws {
        let kotlin = """
            @Composable
            fun SaveBar(onSave: () -> Unit) {
                Button(onClick = onSave) { Text(Copy.save) }
            }
            """
        let problem = ComposeConformanceTests.error(kotlin.replacingOccurrences(of: "SaveBar", with: "Screen"), state: "{onSave: \"{ }\"}")
        #expect(problem?.message.contains("'Copy.save'") == true, "\(problem?.description ?? "no error")")
        #expect(problem?.line == 9, "\(problem?.description ?? "no error")")
        let declared = """
            @Composable
            fun SaveBar(onSave: () -> Unit) {
                Button(onClick = onSave) { Text(Copy.save) }
            }

            object Copy {
                val save = "Save draft"
            }
            """
        #expect(try Self.speech(declared, view: "SaveBar", state: "{onSave: \"{ }\"}", gestures: "[focus]") == ["Save draft, Button"])
    }

    /// A branch without braces may be an assignment (`if (c) x = x + 1`, `else -> x = 0`): it
    /// runs like any statement, so a double tap that counts is heard counting.
    @Test func anAssignmentAsABranchWithoutBracesRuns() throws {
        let kotlin = """
            @Composable
            fun Counter() {
                var count by remember { mutableStateOf(0) }
                Button(onClick = {
                    if (count < 2) count = count + 1 else count = 0
                }) {
                    Text("Count $count")
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Counter", gestures: "[focus, double tap, focus, double tap, double tap, focus]")
            == ["Count 0, Button", "", "Count 1, Button", "", "", "Count 0, Button"])
    }

    /// A Kotlin `String` is a `CharSequence`: `toList()` gives its characters and
    /// `joinToString()` joins them with ", ", so a code read out character by character is
    /// spoken that way.
    @Test func aStringReadAsItsCharactersIsSpokenOneByOne() throws {
        let kotlin = """
            @Composable
            fun PinCode(code: String) {
                Column {
                    Text("Your code")
                    Text(code, Modifier.semantics { contentDescription = code.toList().joinToString() })
                    Text(code.filter { it != '-' }.reversed())
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "PinCode", state: "{code: \"7-4X\"}", gestures: "[focus, swipe right, swipe right]")
            == ["Your code", "7, -, 4, X", "X47"])
    }

    /// `val (value, setValue) = state` destructures Compose's `MutableState` into its value and a
    /// setter; calling the setter changes what the next composition reads.
    @Test func aDestructuredStateGivesItsValueAndASetter() throws {
        let kotlin = """
            @Composable
            fun Favourite() {
                val (liked, setLiked) = remember { mutableStateOf(false) }
                Box(Modifier.toggleable(value = liked, role = Role.Checkbox, onValueChange = setLiked)) {
                    Text("Favourite")
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Favourite", gestures: "[focus, double tap, double tap]")
            == ["not checked, Favourite, Check box", "checked", "not checked"])
    }

    /// A class body's `val` is a property computed when the object is made, from the constructor's
    /// parameters; a plain constructor parameter (no `val`) of the same name is not the property.
    @Test func aClassBodyPropertyIsReadAndShadowsAPlainConstructorParameter() throws {
        let kotlin = """
            class Option(val title: String, on: Boolean = false) {
                val on = mutableStateOf(on)
                val spoken = "Option " + title
            }

            @Composable
            fun OptionRow(option: Option) {
                val (on, setOn) = option.on
                Row(Modifier.toggleable(value = on, role = Role.Switch, onValueChange = setOn)) {
                    Text(option.spoken)
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "OptionRow", state: "{option: {title: \"Dark mode\", on: true}}", gestures: "[focus, double tap]")
            == ["On, Option Dark mode, Switch", "Off"])
    }

    /// Material's `Icons.<set>.<name>` (any depth) is a non-null `ImageVector`: a test against
    /// null over one is decided, and the branch it picks is what TalkBack reads.
    @Test func aMaterialIconIsNeverNull() throws {
        let kotlin = """
            @Composable
            fun Tag(label: String, icon: ImageVector? = null) {
                Text(if (icon != null) "$label, removable" else label)
            }

            @Composable
            fun Tags() {
                Column {
                    Tag("Travel", icon = Icons.AutoMirrored.Filled.ArrowBack)
                    Tag("Food")
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Tags", gestures: "[focus, swipe right]") == ["Travel, removable", "Food"])
    }

    /// A state object made while composing without `remember` and set by an action: Rotor
    /// composes the whole view again, which Compose does not always do, so the step says so
    /// (inferred). One kept by `remember`, or given in `state:`, carries no such note.
    @Test func aStateMadeWithoutRememberAndSetByAnActionIsNoted() throws {
        let kotlin = """
            class Choice(val title: String, on: Boolean = false) {
                val on = mutableStateOf(on)
            }

            @Composable
            fun ChoiceBox(choice: Choice) {
                val (on, setOn) = choice.on
                Box(Modifier.toggleable(value = on, onValueChange = setOn)) { Text(choice.title) }
            }

            @Composable
            fun Unkept() { ChoiceBox(Choice("Spicy")) }

            @Composable
            fun Kept() { ChoiceBox(remember { Choice("Spicy") }) }
            """
        let unkept = try ComposeMaterialTests.transcript(kotlin, view: "Unkept", gestures: "[focus, double tap]")
        #expect(unkept.speech[0] == "not checked, Spicy")
        #expect(unkept.steps[1].notes.contains { $0.contains("outside remember") })
        let kept = try ComposeMaterialTests.transcript(kotlin, view: "Kept", gestures: "[focus, double tap]")
        #expect(kept.speech == ["not checked, Spicy", "checked"])
        #expect(!kept.steps[1].notes.contains { $0.contains("outside remember") })
        let given = try ComposeMaterialTests.transcript(kotlin, view: "ChoiceBox", state: "{choice: {title: \"Spicy\"}}", gestures: "[focus, double tap]")
        #expect(given.speech == ["not checked, Spicy", "checked"])
        #expect(!given.steps[1].notes.contains { $0.contains("outside remember") })
    }
}
