import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Compose rules found by reading a second round of Compose code the reader had never seen
/// (issue 42), each tested on code written for the test: the code's own `Modifier` extension
/// functions, explicit `CollectionItemInfo`, `expand {}` / `collapse {}` / `dismiss {}`,
/// overloads picked by argument type, and resource loaders that are never null.
@Suite struct ComposeUnseenRules2Tests {
    static func transcript(_ kotlin: String, view: String, state: String? = nil, strings: String? = nil, gestures: String) throws -> Transcript {
        try TranscriptExpander.expandAll(yaml: ComposeKindTests.spec(kotlin, view: view, state: state, strings: strings, gestures: gestures), defaultLanguage: "en")[0]
    }

    static func speech(_ kotlin: String, view: String, state: String? = nil, strings: String? = nil, gestures: String) throws -> [String] {
        try transcript(kotlin, view: view, state: state, strings: strings, gestures: gestures).speech
    }

    /// `modifier.x()` where the code declares `fun Modifier.x(): Modifier` runs that function
    /// with the chain as `this`: what it adds (here a merging, clickable modifier set through
    /// `this.semantics` in one and an implicit-receiver `clickable` in the other) is read.
    /// Skipping it silently would read the row's texts as separate stops.
    @Test func aModifierExtensionDeclaredInTheCodeIsRunOnTheChain() throws {
        let kotlin = """
            fun Modifier.grouped(): Modifier = this.semantics(mergeDescendants = true) { }

            @Composable
            fun Modifier.tappable(onTap: () -> Unit): Modifier {
                val unused = remember { 1 }
                return clickable(onClickLabel = "open", onClick = onTap)
            }

            @Composable
            fun Card(onOpen: () -> Unit) {
                Column {
                    Row(Modifier.padding(4.dp).grouped()) {
                        Text("Berlin")
                        Text("Sunny")
                    }
                    Row(Modifier.tappable(onOpen)) {
                        Text("Details")
                    }
                }
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Card", state: "{onOpen: \"{ }\"}", gestures: "[focus, swipe right]")
        #expect(transcript.speech == ["Berlin, Sunny", "Details"])
        #expect(transcript.steps[1].hint == "Double-tap to open")
    }

    /// The shapes such helpers are written in: a semantics block passed on by name
    /// (`properties = properties`), `if (…) this.semantics { … } else this`, `this.then(…)`,
    /// and `composed { … }`, whose lambda builds the modifiers it adds.
    @Test func modifierHelpersPassBlocksOnAndChooseBetweenChains() throws {
        let kotlin = """
            fun Modifier.mergedWith(block: SemanticsPropertyReceiver.() -> Unit) = semantics(mergeDescendants = true, properties = block)

            fun Modifier.describedAs(words: String?) = if (words != null) this.semantics { contentDescription = words } else this

            fun Modifier.asButton(): Modifier = this.then(Modifier.semantics { role = Role.Button })

            fun Modifier.titled(): Modifier = composed {
                val marker = remember { 0 }
                Modifier.semantics { heading() }
            }

            @Composable
            fun Screen() {
                Column {
                    Row(Modifier.mergedWith { stateDescription = "3 left" }) {
                        Text("Tickets")
                        Text("Row 4")
                    }
                    Box(Modifier.describedAs("Map").asButton().clickable { })
                    Box(Modifier.describedAs(null)) { Text("Legend") }
                    Text("Prices", Modifier.titled())
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Screen", gestures: "[focus, swipe right, swipe right, swipe right]")
            == ["3 left, Tickets, Row 4", "Map, Button", "Legend", "Prices, Heading"])
    }

    /// A modifier neither Rotor nor the code knows (a helper from a file not pasted) may set
    /// semantics: skipping it is an assumption the step shows. Compose's own layout and drawing
    /// modifiers are skipped without a word.
    @Test func anUnknownModifierIsAnAssumptionAndALayoutModifierIsNot() throws {
        let plain = """
            @Composable
            fun Screen() {
                Text("Hi", Modifier.padding(4.dp).fillMaxWidth().background(Color.Red).clip(CircleShape))
            }
            """
        let quiet = try Self.transcript(plain, view: "Screen", gestures: "[focus]")
        #expect(quiet.speech == ["Hi"])
        #expect(quiet.steps[0].notes.isEmpty, "\(quiet.steps[0].notes)")
        let helper = """
            @Composable
            fun Screen() {
                Text("Hi", Modifier.padding(4.dp).mergedAsButton())
            }
            """
        let noted = try Self.transcript(helper, view: "Screen", gestures: "[focus]")
        #expect(noted.speech == ["Hi"])
        #expect(noted.steps[0].notes.contains { $0.contains("Modifier.mergedAsButton") }, "\(noted.steps[0].notes)")
    }

    /// A Modifier extension that returns something Rotor cannot follow is an error at the
    /// call, never a chain with the extension left out.
    @Test func aModifierExtensionThatReturnsNoModifierIsAnError() throws {
        let kotlin = """
            fun Modifier.mystery(): Modifier = makeOne()

            @Composable
            fun Screen() {
                Row(Modifier.mystery()) { Text("Hello") }
            }
            """
        let problem = ComposeConformanceTests.error(kotlin, state: nil)
        #expect(problem?.message.contains("mystery") == true, "\(problem?.description ?? "no error")")
    }

    /// An explicit `CollectionInfo` gives the list's size and each `CollectionItemInfo` the
    /// item's place (§7.2): "In list, N items" and "i of N" come from them, not from counting.
    @Test func explicitCollectionItemInfoGivesThePlaceAndTheCount() throws {
        let kotlin = """
            @Composable
            fun Steps() {
                Column(Modifier.semantics { collectionInfo = CollectionInfo(rowCount = 3, columnCount = 1) }) {
                    listOf("Wash", "Dry").forEachIndexed { index, step ->
                        Row(Modifier.semantics(mergeDescendants = true) {
                            collectionItemInfo = CollectionItemInfo(rowIndex = index + 1, rowSpan = 1, columnIndex = 0, columnSpan = 1)
                        }) {
                            Text(step)
                        }
                    }
                }
                Text("Done")
            }
            """
        #expect(try Self.speech(kotlin, view: "Steps", gestures: "[focus, swipe right, swipe right]")
            == ["Wash, 2 of 3, In list, 3 items", "Dry, 3 of 3", "Done, Out of list"])
    }

    /// TalkBack reads a collection with several rows and several columns as a grid, which
    /// Rotor does not model: an error, not a list's words.
    @Test func aGridCollectionIsAnError() throws {
        let kotlin = """
            @Composable
            fun Screen() {
                Column(Modifier.semantics { collectionInfo = CollectionInfo(rowCount = 2, columnCount = 2) }) {
                    Text("A")
                }
            }
            """
        let problem = ComposeConformanceTests.error(kotlin, state: nil)
        #expect(problem?.message.contains("grid") == true, "\(problem?.description ?? "no error")")
    }

    /// `expand {}` makes the node "collapsed" and `collapse {}` "expanded", spoken before the
    /// name (§7.2); the action is in TalkBack's Actions list under its own title, and choosing
    /// it runs the lambda. A click that expands says "expanded" (§2.5); a menu action sends no
    /// click, so nothing is made up for it.
    @Test func expandAndCollapseAreAStatusAndAnAction() throws {
        let kotlin = """
            @Composable
            fun Section() {
                var unfolded by remember { mutableStateOf(false) }
                Column {
                    Row(
                        Modifier
                            .clickable(onClickLabel = if (unfolded) "hide" else "show") { unfolded = !unfolded }
                            .semantics {
                                if (unfolded) {
                                    collapse {
                                        unfolded = false
                                        true
                                    }
                                } else {
                                    expand {
                                        unfolded = true
                                        true
                                    }
                                }
                            }
                    ) {
                        Text("Shipping")
                    }
                    if (unfolded) Text("Two days")
                }
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Section", gestures: "[focus, double tap, swipe right, swipe left, three-finger tap, choose Collapse, swipe right]")
        #expect(transcript.speech[0] == "collapsed, Shipping")
        #expect(transcript.steps[0].hint.hasPrefix("Double-tap to show"))
        #expect(transcript.steps[0].hint.contains("Actions available"))
        #expect(transcript.speech[1] == "expanded")
        #expect(transcript.speech[2] == "Two days")
        #expect(transcript.speech[3] == "expanded, Shipping")
        #expect(transcript.steps[4].notes.contains { $0.contains("Collapse") })
        #expect(transcript.speech[5] == "")
        // Collapsed again by the action: the text is gone, so there is nothing after the row.
        #expect(transcript.speech[6] == "")
    }

    /// `dismiss {}` is listed under TalkBack's title too; `expand(action = null)` offers nothing.
    @Test func dismissIsAnActionAndANullLambdaOffersNone() throws {
        let kotlin = """
            @Composable
            fun Banner() {
                var shown by remember { mutableStateOf(true) }
                Column {
                    if (shown) Text("Saved", Modifier.semantics { dismiss { shown = false; true } })
                    Text("Tips", Modifier.semantics { expand(action = null) })
                }
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Banner", gestures: "[focus, three-finger tap, choose Dismiss, focus]")
        #expect(transcript.speech[0] == "Saved")
        #expect(transcript.steps[1].notes.contains { $0.contains("Dismiss") })
        #expect(transcript.speech[3] == "Tips")
        #expect(transcript.steps[3].hint == "")
    }

    /// Kotlin picks an overload by the arguments' types: a string resource id (an `Int`)
    /// passed by position reaches `Label(id: Int)`, a text reaches `Label(text: String)`.
    @Test func anOverloadIsPickedByTheArgumentsType() throws {
        let kotlin = """
            @Composable
            fun Label(text: String, modifier: Modifier = Modifier) {
                Text(text, modifier)
            }

            @Composable
            fun Label(@StringRes id: Int, modifier: Modifier = Modifier) {
                Label(stringResource(id), modifier.semantics { heading() })
            }

            @Composable
            fun Screen() {
                Column {
                    Label(R.string.title, Modifier)
                    Label("Body", Modifier)
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Screen", strings: "{title: Settings}", gestures: "[focus, swipe right]")
            == ["Settings, Heading", "Body"])
    }

    /// `pluralStringResource(id, count = n, a, b)`: a count given by name leaves every
    /// positional argument to the format (it is not the first of them).
    @Test func aPluralCountGivenByNameLeavesThePositionalArgumentsToTheFormat() throws {
        let kotlin = """
            const val stops = 3

            @Composable
            fun Screen() {
                val words = pluralStringResource(id = R.plurals.route, count = stops, "Line 7", stops)
                Text(words)
            }
            """
        #expect(try Self.speech(kotlin, view: "Screen", strings: "{route: \"%1$s, %2$d stops\"}", gestures: "[focus]") == ["Line 7, 3 stops"])
    }

    /// `painterResource(…)`, `colorResource(…)` and the other loaders never return null, so a
    /// `painter != null` test over one is decided, as Kotlin's types decide it.
    @Test func aResourceLoaderIsNeverNull() throws {
        let kotlin = """
            @Composable
            fun Title(text: String, painter: Painter? = null) {
                Row(Modifier.semantics(mergeDescendants = true) { heading() }) {
                    if (painter != null) Icon(painter, contentDescription = "Done")
                    Text(text)
                }
            }

            @Composable
            fun Screen() {
                Title("Checked", painter = painterResource(id = R.drawable.ic_check))
            }
            """
        #expect(try Self.speech(kotlin, view: "Screen", gestures: "[focus]") == ["Done, Checked, Heading"])
    }
}
