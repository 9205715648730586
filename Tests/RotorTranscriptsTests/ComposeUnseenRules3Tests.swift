import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Compose rules found by reading a third round of Compose code the reader had never seen
/// (issue 42), each tested on code written for the test.
@Suite struct ComposeUnseenRules3Tests {
    static func speech(_ kotlin: String, view: String, state: String? = nil, gestures: String) throws -> [String] {
        try ComposeUnseenRules2Tests.speech(kotlin, view: view, state: state, gestures: gestures)
    }

    /// A layout with `semantics { contentDescription }` that does not merge and has children
    /// is not screen-reader-focusable in Compose, but TalkBack focuses a node with text and no
    /// focused ancestor (reference §7.1). Its children here are cleared, so it is the only
    /// stop for them, read by its description. The old reading dropped the description and
    /// went from the title straight to the button.
    @Test func aLayoutWithADescriptionAndClearedChildrenIsAStop() throws {
        let kotlin = """
            @Composable
            fun Receipt() {
                Column {
                    Text("Order")
                    Row(Modifier.semantics { contentDescription = "Total: 12 euros" }) {
                        Text("Total", Modifier.clearAndSetSemantics { })
                        Text("12 €", Modifier.clearAndSetSemantics { })
                    }
                    Button(onClick = { }) { Text("Pay") }
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Receipt", gestures: "[focus, swipe right, swipe right]")
        #expect(speech == ["Order", "Total: 12 euros", "Pay, Button"])
    }

    /// The same layout over plain texts: it is a stop with its description, and not read with
    /// its children (a node with a contentDescription does not read them); each text, a leaf
    /// with no merging ancestor, is a stop of its own after it.
    @Test func aDescribedLayoutIsReadBeforeItsOwnTexts() throws {
        let kotlin = """
            @Composable
            fun Forecast(summary: String) {
                Column(Modifier.semantics { contentDescription = summary }) {
                    Text("Sunny")
                    Text("21°")
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Forecast", state: "{summary: Sunny today}", gestures: "[focus, swipe right, swipe right]")
        #expect(speech == ["Sunny today", "Sunny", "21°"])
    }

    /// Inside a focused row the rule does not apply: a described column there has a focused
    /// ancestor, so it is read with the row and is no stop of its own.
    @Test func aDescribedLayoutInsideAFocusedRowIsNoStop() throws {
        let kotlin = """
            @Composable
            fun Contact(onOpen: () -> Unit) {
                Row(Modifier.clickable(onClick = onOpen)) {
                    Column(Modifier.semantics { contentDescription = "Ada Lovelace, online" }) {
                        Text("Ada")
                    }
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Contact", state: "{onOpen: \"{ }\"}", gestures: "[focus, swipe right]")
        #expect(speech.first == "Ada Lovelace, online")
        #expect(speech.count == 2 && speech[1].isEmpty)
    }

    // MARK: Unnamed arguments of the semantic modifiers

    /// `toggleable(value, enabled, role, onValueChange)` written without names: Kotlin binds
    /// them by position, so the role and the callback are the third and fourth. Reading only
    /// named arguments lost both: no "Switch", and a double tap that changed nothing.
    @Test func unnamedToggleableArgumentsAreBoundByPosition() throws {
        let kotlin = """
            @Composable
            fun WifiRow(on: Boolean, onChange: (Boolean) -> Unit) {
                Row(Modifier.toggleable(on, true, Role.Switch, onChange)) {
                    Text("Wi-Fi")
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "WifiRow", state: "{on: false, onChange: \"{ on = it }\"}", gestures: "[focus, double tap]")
        #expect(speech == ["Off, Wi-Fi, Switch", "On"])
    }

    /// The same for `selectable(selected, enabled, role, onClick)` with a trailing lambda: the
    /// second argument disables it.
    @Test func unnamedSelectableArgumentsIncludingEnabledAreBoundByPosition() throws {
        let kotlin = """
            @Composable
            fun SizeOption() {
                Row(Modifier.selectable(false, false, Role.RadioButton) { }) {
                    Text("Small")
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "SizeOption", gestures: "[focus]")
        #expect(speech == ["Not selected, Small, Radio button, disabled"])
    }

    /// More unnamed arguments than the short overload takes reach the one with an interaction
    /// source and an indication: the role is then the fifth.
    @Test func unnamedArgumentsBeyondTheShortOverloadReachTheLongOne() throws {
        let kotlin = """
            @Composable
            fun Agree(checked: Boolean, source: MutableInteractionSource, onChange: (Boolean) -> Unit) {
                Row(Modifier.toggleable(checked, source, null, true, Role.Checkbox, onChange)) {
                    Text("I agree")
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Agree", state: "{checked: true, source: \"{ }\", onChange: \"{ checked = it }\"}", gestures: "[focus, double tap]")
        #expect(speech == ["checked, I agree, Check box", "not checked"])
    }

    /// A `MutableInteractionSource` in the second place (made there or kept in a `remember`d
    /// value) is the long overload even with few arguments: the third is then the indication,
    /// not a role, and the named ones keep their meaning.
    @Test func anInteractionSourceInSecondPlacePicksTheLongOverload() throws {
        let kotlin = """
            @Composable
            fun Lights(on: Boolean, onChange: (Boolean) -> Unit) {
                val source = remember { MutableInteractionSource() }
                Column {
                    Row(Modifier.toggleable(on, source, null, role = Role.Switch, onValueChange = onChange)) { Text("Hall") }
                    Row(Modifier.selectable(on, MutableInteractionSource(), null, onClick = { })) { Text("Porch") }
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Lights", state: "{on: false, onChange: \"{ on = it }\"}", gestures: "[focus, swipe right]")
        #expect(speech == ["Off, Hall, Switch", "Not selected, Porch"])
    }

    /// A value Rotor does not compute in the second place could be `enabled` or an
    /// interaction source: an error asking for names, not a guess.
    @Test func anUnreadSecondArgumentIsAnErrorAskingForNames() throws {
        let kotlin = """
            @Composable
            fun Lights(on: Boolean, onChange: (Boolean) -> Unit) {
                Row(Modifier.toggleable(on, LocalFlags.current, Role.Switch, onChange)) { Text("Hall") }
            }
            """
        do {
            _ = try Self.speech(kotlin, view: "Lights", state: "{on: false, onChange: \"{ on = it }\"}", gestures: "[focus]")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("name the arguments"))
        }
    }
}
