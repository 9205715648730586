import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Compose layouts, Material components and semantics properties beyond the core set, read
/// from Kotlin written for these tests (the reference's §7).
@Suite struct ComposeMaterialTests {
    static func transcript(_ kotlin: String, view: String, state: String? = nil, gestures: String, language: String = "en") throws -> Transcript {
        let yaml = ComposeKindTests.spec(kotlin, view: view, state: state, gestures: gestures)
        return try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: language)[0]
    }

    static func speech(_ kotlin: String, view: String, state: String? = nil, gestures: String) throws -> [String] {
        try transcript(kotlin, view: view, state: state, gestures: gestures).speech
    }

    // MARK: Transparent wrappers

    @Test func anAppThemeFromOutsideShowsItsContentAndSaysItAssumedSo() throws {
        let kotlin = """
            @Composable
            fun Greeting() {
                ShopTheme(darkTheme = false) {
                    Column {
                        Text("Welcome back")
                        Button(onClick = { }) { Text("Continue") }
                    }
                }
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Greeting", gestures: "[focus, swipe right]")
        #expect(transcript.speech == ["Welcome back", "Continue, Button"])
        #expect(transcript.steps[0].assumptions.contains { $0.contains("ShopTheme") })
        #expect(transcript.fidelity == .inferred)
    }

    @Test func aWrapperThatCouldShowSomethingOfItsOwnIsStillAnError() {
        let kotlin = """
            @Composable
            fun Page() {
                SectionHeader("Settings") {
                    Text("Sound")
                }
            }
            """
        #expect(throws: Diagnostic.self) { try Self.speech(kotlin, view: "Page", gestures: "[focus]") }
        // A layout of its own places its content where Rotor cannot see: not a wrapper.
        let layout = """
            @Composable
            fun Page() {
                ConstraintLayout { Text("Sound") }
            }
            """
        #expect(throws: Diagnostic.self) { try Self.speech(layout, view: "Page", gestures: "[focus]") }
    }

    @Test func aScaffoldReadsTheTopBarThenTheContentAndAnAppBarStartToEnd() throws {
        let kotlin = """
            @Composable
            fun Inbox(count: Int) {
                Scaffold(
                    topBar = {
                        TopAppBar(
                            title = { Text("Inbox") },
                            navigationIcon = { IconButton(onClick = { }) { Icon(Icons.Default.Menu, contentDescription = "Menu") } },
                            actions = { IconButton(onClick = { }) { Icon(Icons.Default.Search, contentDescription = "Search") } },
                        )
                    },
                ) { padding ->
                    Text("$count new messages", Modifier.padding(padding))
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Inbox", state: "{count: 3}", gestures: "[focus, swipe right, swipe right, swipe right]")
        #expect(speech == ["Menu, Button", "Inbox", "Search, Button", "3 new messages"])
    }

    // MARK: ListItem and lazy lists

    @Test func aListItemMergesItsTextsAndItsSwitchIsAStopOfItsOwn() throws {
        let kotlin = """
            @Composable
            fun WifiItem() {
                var on by remember { mutableStateOf(true) }
                ListItem(
                    headlineContent = { Text("Wi-Fi") },
                    supportingContent = { Text("Connected") },
                    leadingContent = { Icon(Icons.Default.Wifi, contentDescription = null) },
                    trailingContent = { Switch(checked = on, onCheckedChange = { on = it }) },
                )
            }
            """
        let speech = try Self.speech(kotlin, view: "WifiItem", gestures: "[focus, swipe right, double tap]")
        #expect(speech == ["Wi-Fi, Connected", "On, Switch", "Off"])
    }

    @Test func aLazyColumnReadsItemItemsAndItemsIndexedInOrder() throws {
        let kotlin = """
            @Composable
            fun Fruit(names: List<String>) {
                LazyColumn {
                    item { Text("Fruit", Modifier.semantics { heading() }) }
                    items(names) { name -> Text(name) }
                    itemsIndexed(names) { index, name -> Text("${index + 1}. $name") }
                    items(1) { Text("End") }
                }
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Fruit", state: "{names: [Apple, Pear]}", gestures: "[focus, swipe right ×5]")
        #expect(transcript.speech == ["Fruit, Heading", "Apple", "Pear", "1. Apple", "2. Pear", "End"])
        #expect(transcript.steps[0].assumptions.contains { $0.contains("LazyColumn") })
    }

    // MARK: Ranges

    @Test func aMaterialSliderStatesItsValueAndSwipeUpSetsOneStepMore() throws {
        let kotlin = """
            @Composable
            fun Volume() {
                var level by remember { mutableStateOf(5f) }
                Slider(
                    value = level,
                    onValueChange = { level = it },
                    valueRange = 0f..10f,
                    steps = 9,
                    modifier = Modifier.semantics { contentDescription = "Volume" },
                )
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Volume", gestures: "[focus, swipe up, swipe down, swipe down]")
        #expect(transcript.speech == ["5.0, Volume, Slider", "6.0", "5.0", "4.0"])
        #expect(transcript.steps[0].hint.contains("Swipe up"))
    }

    @Test func aRangeWithSetProgressIsASliderThatSpeaksItsPercent() throws {
        let kotlin = """
            @Composable
            fun Brightness() {
                var level by remember { mutableStateOf(50f) }
                Box(
                    Modifier.semantics {
                        contentDescription = "Brightness"
                        progressBarRangeInfo = ProgressBarRangeInfo(level, 0f..100f, 0)
                        setProgress { value -> level = value; true }
                    }
                )
            }
            """
        let speech = try Self.speech(kotlin, view: "Brightness", gestures: "[focus, swipe up, swipe up]")
        #expect(speech == ["50 percent., Brightness, Slider", "55 percent.", "60 percent."])
    }

    @Test func progressIndicatorsSayTheirPercentOrInProgress() throws {
        let kotlin = """
            @Composable
            fun Upload(done: Float) {
                Column {
                    LinearProgressIndicator(progress = { done })
                    CircularProgressIndicator()
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Upload", state: "{done: 0.25}", gestures: "[focus, swipe right]")
        #expect(speech == ["25 percent., Progress bar", "In progress, Progress bar"])
    }

    // MARK: Actions and other properties

    @Test func customActionsAreOfferedInTheTalkBackMenuAndRunTheirLambda() throws {
        let kotlin = """
            @Composable
            fun Message() {
                var archived by remember { mutableStateOf(false) }
                Row(
                    Modifier
                        .clickable { }
                        .semantics {
                            customActions = listOf(
                                CustomAccessibilityAction(label = if (archived) "Restore" else "Archive") { archived = !archived; true }
                            )
                        }
                ) {
                    Text(if (archived) "Archived note" else "Note")
                }
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Message", gestures: "[focus, three-finger tap, choose Archive, three-finger tap, choose Restore]")
        #expect(transcript.speech[0] == "Note")
        #expect(transcript.steps[0].hint.contains("Actions available"))
        #expect(transcript.steps[1].notes.contains { $0.contains("Archive") })
        #expect(transcript.steps[2].notes.contains { $0.contains("UNKNOWN") })
        #expect(transcript.steps[3].notes.contains { $0.contains("Restore") })
    }

    @Test func aClearingModifierOutsideAComponentDropsTheComponentsOwnSemantics() throws {
        let kotlin = """
            @Composable
            fun Close() {
                Column {
                    IconButton(onClick = { }, modifier = Modifier.clearAndSetSemantics { contentDescription = "Close" }) {
                        Icon(Icons.Default.Close, contentDescription = "X")
                    }
                    Text("Title", Modifier.clearAndSetSemantics { contentDescription = "Page title" })
                }
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Close", gestures: "[focus, swipe right]")
        #expect(transcript.speech == ["Close", "Page title"])
        #expect(transcript.steps[0].hint == "")
    }

    @Test func disabledHiddenAndErrorAreReadAsTalkBackDoes() throws {
        let kotlin = """
            @Composable
            fun Form() {
                Column {
                    Text("Decoration", Modifier.semantics { invisibleToUser() })
                    Box(Modifier.semantics { contentDescription = "Email"; error("Enter an address") })
                    Button(onClick = { }, enabled = false) { Text("Send") }
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Form", gestures: "[focus, swipe right]")
        #expect(speech == ["Email, Error: Enter an address", "Send, Button, disabled"])
    }

    @Test func traversalIndexOrdersPeersInsideATraversalGroup() throws {
        let kotlin = """
            @Composable
            fun Ordered() {
                Column(Modifier.semantics { isTraversalGroup = true }) {
                    Text("Second", Modifier.semantics { traversalIndex = 1f })
                    Text("First")
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Ordered", gestures: "[focus, swipe right]") == ["First", "Second"])
    }

    @Test func anAssistChipIsAButton() throws {
        let kotlin = """
            @Composable
            fun Share() {
                AssistChip(onClick = { }, label = { Text("Share") })
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Share", gestures: "[focus]")
        #expect(transcript.speech == ["Share, Button"])
        #expect(transcript.steps[0].assumptions.contains { $0.contains("AssistChip") })
    }

    // MARK: Order in a row

    @Test func aRowOfSingleStopsIsReadStartToEnd() throws {
        let kotlin = """
            @Composable
            fun Bar() {
                Row {
                    Text("Left")
                    Button(onClick = { }) { Text("Middle") }
                    Column(Modifier.semantics(mergeDescendants = true) { }) { Text("Right"); Text("side") }
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Bar", gestures: "[focus, swipe right ×2]") == ["Left", "Middle, Button", "Right, side"])
    }

    @Test func columnsOfTextsInARowAreReadLineByLineAssumingEqualLines() throws {
        let kotlin = """
            @Composable
            fun Table() {
                Row {
                    Column { Text("Name"); Text("Ada") }
                    Column { Text("Born"); Text("1815") }
                }
            }
            """
        let transcript = try Self.transcript(kotlin, view: "Table", gestures: "[focus, swipe right ×3]")
        #expect(transcript.speech == ["Name", "Born", "Ada", "1815"])
        #expect(transcript.steps[0].assumptions.contains { $0.contains("line by line") })
    }

    @Test func aMergedRowReadsItsChildrenInChildOrderWithoutAnyGeometry() throws {
        let kotlin = """
            @Composable
            fun Post() {
                Row(Modifier.clickable { }) {
                    Column { Text("Title"); Text("Author") }
                    Text("5 min")
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Post", gestures: "[focus]") == ["Title, Author, 5 min"])
    }

    @Test func aRowWhoseOrderDependsOnSizesIsAnErrorAtTheRow() {
        let kotlin = """
            @Composable
            fun Mixed() {
                Row {
                    Column { Text("Title"); Button(onClick = { }) { Text("Open") } }
                    Text("Side")
                }
            }
            """
        #expect(throws: Diagnostic.self) { try Self.speech(kotlin, view: "Mixed", gestures: "[focus]") }
    }
}

extension ComposeMaterialTests {
    @Test func aPoliteLiveRegionIsSpokenWhenItsTextChanges() throws {
        let kotlin = """
            @Composable
            fun Cart() {
                var count by remember { mutableStateOf(0) }
                Column {
                    Button(onClick = { count = count + 1 }) { Text("Add") }
                    Text("$count items", Modifier.semantics { liveRegion = LiveRegionMode.Polite })
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Cart", gestures: "[focus, double tap, double tap]")
        #expect(speech == ["Add, Button", "1 items", "2 items"])
    }
}

extension ComposeMaterialTests {
    @Test func aPaneThatAppearsSaysItsTitleAlone() throws {
        let kotlin = """
            @Composable
            fun Filters() {
                var shown by remember { mutableStateOf(false) }
                Column {
                    Button(onClick = { shown = true }) { Text("Filters") }
                    if (shown) {
                        Column(Modifier.semantics { paneTitle = "Filter options" }) { Text("Price") }
                    }
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Filters", gestures: "[focus, double tap]")
        #expect(speech == ["Filters, Button", "Filter options"])
    }
}
