import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// `component: compose`: TalkBack transcripts computed by reading Jetpack Compose code.
@Suite struct ComposeKindTests {
    static func speech(_ yaml: String) throws -> [String] {
        try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en")[0].speech
    }

    static func spec(_ kotlin: String, view: String, state: String? = nil, strings: String? = nil, gestures: String) -> String {
        var yaml = "component: compose\nreader: talkback\nview: \(view)\n"
        if let state { yaml += "state: \(state)\n" }
        if let strings { yaml += "strings: \(strings)\n" }
        yaml += "gestures: \(gestures)\nkotlin: |\n"
        yaml += kotlin.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        return yaml
    }

    @Test func aToggleableRowMergesItsTextAndADoubleTapComposesAgain() throws {
        let kotlin = """
            @Composable
            fun WifiRow(modifier: Modifier = Modifier) {
                var enabled by remember { mutableStateOf(true) }
                // Read by need: a shape is a value, and a text nothing shows is never looked up.
                val shape = RoundedCornerShape(8.dp)
                val neverShown = stringResource(R.string.not_given)
                Row(
                    modifier
                        .toggleable(value = enabled, role = Role.Switch, onValueChange = { enabled = it })
                        .padding(8.dp)
                ) {
                    Text("Wi-Fi")
                    Switch(checked = enabled, onCheckedChange = null)
                }
            }
            """
        let speech = try Self.speech(Self.spec(kotlin, view: "WifiRow", gestures: "[focus, double tap, double tap]"))
        #expect(speech == ["On, Wi-Fi, Switch", "Off", "On"])
    }

    @Test func aTabRowIsAListOfTabsAndTheCallerStateCallbackSelects() throws {
        let kotlin = """
            @Composable
            fun Sections(selected: Int, onSelect: (Int) -> Unit) {
                TabRow(selectedTabIndex = selected) {
                    Tab(selected = selected == 0, onClick = { onSelect(0) }, text = { Text(title(0)) })
                    Tab(selected = selected == 1, onClick = { onSelect(1) }, text = { Text(title(1)) })
                }
            }
            fun title(index: Int) = when (index) {
                0 -> "News"
                else -> "Sport"
            }
            """
        let speech = try Self.speech(Self.spec(kotlin, view: "Sections", state: "{selected: 0, onSelect: \"{ selected = it }\"}", gestures: "[focus, swipe right, double tap, swipe left]"))
        #expect(speech == ["selected, News, Tab, 1 of 2, In list, 2 items", "Sport, Tab, 2 of 2", "Sport", "News, Tab, 1 of 2"])
    }

    @Test func aCheckboxWithItsOwnCallbackIsAStopOfItsOwnBesideTheStringResource() throws {
        let kotlin = """
            @Composable
            fun Terms(count: Int) {
                var accepted by rememberSaveable { mutableStateOf(false) }
                Column {
                    Row(Modifier.semantics(mergeDescendants = true) {}) {
                        Checkbox(checked = accepted, onCheckedChange = { accepted = it })
                        Text(stringResource(id = R.string.accept_terms, "the terms"))
                    }
                    Text(pluralStringResource(R.plurals.files, count, count))
                }
            }
            """
        let strings = "{accept_terms: \"I accept %1$s\", files: {one: \"%1$d file\", other: \"%1$d files\"}}"
        let speech = try Self.speech(Self.spec(kotlin, view: "Terms", state: "{count: 3}", strings: strings, gestures: "[focus, swipe right, double tap, swipe right]"))
        #expect(speech == ["I accept the terms", "not checked, Check box", "checked", "3 files"])
    }

    @Test func aClearAndSetSemanticsBlockSpeaksOnlyWhatItSetsAndItsClickLabel() throws {
        let kotlin = """
            @Composable
            fun Rating() {
                var stars by remember { mutableStateOf(2) }
                Box(
                    Modifier.clearAndSetSemantics {
                        contentDescription = "Rating"
                        stateDescription = "$stars of 5 stars"
                        onClick(label = "add a star") { stars = if (stars < 5) stars + 1 else 1; true }
                    }
                ) {
                    Text(notReadBecauseCleared())
                }
            }
            """
        let transcripts = try TranscriptExpander.expandAll(yaml: Self.spec(kotlin, view: "Rating", gestures: "[focus, double tap, double tap]"), defaultLanguage: "en")
        #expect(transcripts[0].speech == ["2 of 5 stars, Rating", "3 of 5 stars", "4 of 5 stars"])
    }

    @Test func aRadioGroupOverAListOfObjectsFromState() throws {
        let kotlin = """
            @Composable
            fun Sizes(options: List<SizeOption>, chosen: String?, onChoose: (String) -> Unit) {
                Column(Modifier.selectableGroup()) {
                    options.forEach { option ->
                        Row(Modifier.selectable(selected = option.key == chosen, role = Role.RadioButton, onClick = { onChoose(option.key) })) {
                            RadioButton(selected = option.key == chosen, onClick = null)
                            Text(option.title)
                        }
                    }
                }
            }
            """
        let state = "{options: [{key: s, title: Small}, {key: l, title: Large}], chosen: s, onChoose: \"{ chosen = it }\"}"
        let speech = try Self.speech(Self.spec(kotlin, view: "Sizes", state: state, gestures: "[focus, swipe right, double tap]"))
        #expect(speech.count == 3)
        #expect(speech[0].hasPrefix("Selected, Small, Radio button"))
        #expect(speech[1].hasPrefix("Not selected, Large, Radio button"))
        #expect(speech[2] == "Selected")
    }

    @Test func anImportAliasNamesTheMaterialComponent() throws {
        let kotlin = """
            import androidx.compose.material3.Switch as M3Switch
            import androidx.compose.material3.Text as M3Text

            @Composable
            fun Alerts() {
                var on by remember { mutableStateOf(false) }
                Column {
                    M3Text("Alerts")
                    M3Switch(checked = on, onCheckedChange = { on = it })
                }
            }
            """
        let speech = try Self.speech(Self.spec(kotlin, view: "Alerts", gestures: "[focus, swipe right, double tap]"))
        #expect(speech == ["Alerts", "Off, Switch", "On"])
    }

    @Test func whatCannotBeReadIsAnErrorAtItsPlace() {
        let kotlin = """
            @Composable
            fun Labels() {
                Row {
                    Column { Text("a"); Button(onClick = { }) { Text("b") } }
                    Text("c")
                }
            }
            """
        #expect(throws: Diagnostic.self) { try Self.speech(Self.spec(kotlin, view: "Labels", gestures: "[focus]")) }
        do {
            _ = try Self.speech(Self.spec(kotlin, view: "Labels", gestures: "[focus]"))
        } catch let error as Diagnostic {
            #expect(error.line == 8 && error.column == 5 && error.message.contains("traversal group"))
        } catch {
            Issue.record("not a Diagnostic: \(error)")
        }
        let unknown = """
            @Composable
            fun Screen() { MysteryCard(title = "Hi") }
            """
        #expect(throws: Diagnostic.self) { try Self.speech(Self.spec(unknown, view: "Screen", gestures: "[focus]")) }
        #expect(throws: Diagnostic.self) { try Self.speech(Self.spec("@Composable\nfun A() { Text(\"x\") }", view: "B", gestures: "[focus]")) }
    }
}
