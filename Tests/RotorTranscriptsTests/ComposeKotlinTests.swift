import Foundation
import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// The Compose reader reads Kotlin in general: each rule on code written for the test, with
/// the TalkBack transcript it gives.
@Suite struct ComposeKotlinTests {
    static func speech(_ kotlin: String, view: String, state: String? = nil, strings: String? = nil, gestures: String = "[focus]") throws -> [String] {
        try ComposeKindTests.speech(ComposeKindTests.spec(kotlin, view: view, state: state, strings: strings, gestures: gestures))
    }

    static func failure(_ kotlin: String, view: String, state: String? = nil, gestures: String = "[focus]") -> Diagnostic? {
        do {
            _ = try speech(kotlin, view: view, state: state, gestures: gestures)
            return nil
        } catch let error as Diagnostic {
            return error
        } catch {
            return nil
        }
    }

    @Test func defaultsAndNullableParametersDecideConditions() throws {
        let kotlin = """
            @Composable
            fun Field(label: String, note: String? = null, enabled: Boolean = true) {
                Column {
                    Text(if (!enabled) "$label, off" else label)
                    if (note != null) Text(note)
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Field", state: "{label: Name}") == ["Name"])
        #expect(try Self.speech(kotlin, view: "Field", state: "{label: Name, note: Required, enabled: false}", gestures: "[focus, swipe right]") == ["Name, off", "Required"])
        // No implicit null: a nullable parameter without a default must be given.
        let strict = "@Composable\nfun Hint(note: String?) { if (note != null) Text(note) }"
        let error = Self.failure(strict, view: "Hint")
        #expect(error?.message.contains("'note'") == true && error?.message.contains("state:") == true)
    }

    @Test func theViewIsFoundWhateverItsAnnotationsAndModifiers() throws {
        let kotlin = """
            @Preview(showBackground = true)
            @OptIn(ExperimentalMaterial3Api::class)
            @Composable
            internal fun FirstPreview() {
                Text("First")
            }

            @Preview
            @Composable
            private fun SecondPreview() = Column {
                Text("Second")
            }
            """
        #expect(try Self.speech(kotlin, view: "FirstPreview") == ["First"])
        #expect(try Self.speech(kotlin, view: "SecondPreview") == ["Second"])
    }

    @Test func overloadsAreChosenByTheArgumentsGiven() throws {
        let kotlin = """
            @Composable
            fun Choice(first: String, second: String) {
                Choice(options = listOf(first, second))
            }
            @Composable
            fun Choice(options: List<String>, heading: String = "Pick") {
                Column {
                    Text(heading)
                    options.forEach { Text(it) }
                }
            }
            @Composable
            fun Screen() { Choice(first = "Tea", second = "Coffee") }
            """
        #expect(try Self.speech(kotlin, view: "Screen", gestures: "[focus, swipe right, swipe right]") == ["Pick", "Tea", "Coffee"])
    }

    @Test func byReadsAnyDelegateByNeed() throws {
        let kotlin = """
            @Composable
            fun Counter(start: Int) {
                val alpha by animateFloatAsState(if (start > 0) 1f else 0.5f)
                var count by remember { mutableIntStateOf(start) }
                val latest by rememberUpdatedState(count + 1)
                val label by remember { derivedStateOf { "Count $count" } }
                Column {
                    Text(label)
                    Text("Next $latest")
                    Button(onClick = { count = count + 1 }) { Text("Add") }
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Counter", state: "{start: 2}", gestures: "[focus, swipe right, swipe right, double tap, swipe left, swipe left]")
        #expect(speech.count == 6 && Array(speech[0...2]) == ["Count 2", "Next 3", "Add, Button"])
        #expect(speech.count == 6 && Array(speech[4...5]) == ["Next 4", "Count 3"])
        // A delegate's value that speech needs and Rotor cannot read is a located error.
        let needed = """
            @Composable
            fun Status() {
                val message by viewModel.messages.collectAsState()
                Text(message)
            }
            """
        let error = Self.failure(needed, view: "Status")
        // The spec's four lines come before the Kotlin, so its line 3 is the spec's line 8.
        #expect(error?.line == 8 && error?.message.contains("collectAsState") == true)
    }

    @Test func dataClassesWithDefaultsCopyAndDestructuring() throws {
        let kotlin = """
            data class Option(val title: String, val detail: String? = null, val enabled: Boolean = true)

            @Composable
            fun Options(options: List<Option>) {
                val extra = options.first().copy(title = "Copied")
                val (title, detail) = extra
                Column {
                    options.forEach { option ->
                        Row(Modifier.semantics(mergeDescendants = true) {}) {
                            Text(option.title)
                            option.detail?.let { Text(it) }
                            if (!option.enabled) Text("unavailable")
                        }
                    }
                    Text("$title ${detail ?: "none"}")
                }
            }
            """
        let state = "{options: [{title: Mail, detail: Daily}, {title: Phone, enabled: false}]}"
        let speech = try Self.speech(kotlin, view: "Options", state: state, gestures: "[focus, swipe right, swipe right]")
        #expect(speech == ["Mail, Daily", "Phone, unavailable", "Copied Daily"])
    }

    @Test func enumClassesWithPropertiesEntriesAndWhen() throws {
        let kotlin = """
            enum class Size(val label: Int, val wide: Boolean = false) {
                Small(R.string.size_small),
                Large(R.string.size_large, wide = true),
            }

            @Composable
            fun Sizes(current: Size, onPick: (Size) -> Unit) {
                Column {
                    Column(Modifier.selectableGroup()) {
                        Size.entries.forEach { size ->
                            Row(Modifier.selectable(selected = size == current, onClick = { onPick(size) }, role = Role.RadioButton)) {
                                Text(stringResource(id = size.label))
                            }
                        }
                    }
                    Text(when (current) {
                        Size.Small -> "Compact, ${current.name}, ${current.ordinal}"
                        Size.Large -> "Spacious, ${current.name}, ${current.ordinal}"
                    })
                    Text("${Size.values().size} sizes, ${Size.valueOf("Large").wide}")
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Sizes", state: "{current: Small, onPick: \"{ current = it }\"}",
                                     strings: "{size_small: Small size, size_large: Large size}",
                                     gestures: "[focus, swipe right, double tap, swipe right, swipe right]")
        #expect(speech == [
            "Selected, Small size, Radio button, 1 of 2, In list, 2 items",
            "Not selected, Large size, Radio button, 2 of 2",
            "Selected",
            // The first stop after the group leaves the list (reference §7.4, radio group).
            "Spacious, Large, 1, Out of list",
            "2 sizes, true",
        ])
    }

    @Test func sealedTypesAreTestedWithIs() throws {
        let kotlin = """
            sealed interface Message {
                val text: String
                data class Failure(override val text: String) : Message
                data class Notice(override val text: String) : Message
                object Empty : Message
            }

            @Composable
            fun Banner(error: String? = null, notice: String? = null) {
                val message = error?.let { Message.Failure(it) } ?: notice?.let { Message.Notice(it) } ?: Message.Empty
                when (message) {
                    is Message.Failure -> Text("Error: ${message.text}")
                    is Message.Notice -> Text(message.text)
                    Message.Empty -> Text("All good")
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Banner", state: "{error: Disk full}") == ["Error: Disk full"])
        #expect(try Self.speech(kotlin, view: "Banner", state: "{notice: Saved}") == ["Saved"])
        #expect(try Self.speech(kotlin, view: "Banner") == ["All good"])
    }

    @Test func loopsRangesAndCollections() throws {
        let kotlin = """
            @Composable
            fun Steps(names: List<String>) {
                Column {
                    for (i in 1..2) Text("Step $i")
                    for ((index, name) in names.withIndex()) {
                        if (index == 0) continue
                        Text("$index $name")
                    }
                    names.filter { it.length > 3 }.map { it.uppercase() }.forEachIndexed { i, n -> Text("$i:$n") }
                    val table = mapOf("a" to "Alpha", "b" to "Beta")
                    Text(table["b"] ?: "none")
                    Text(names.joinToString(" and "))
                    Text(if ("Pear" in names) "has pear" else "no pear")
                    for (n in 3 downTo 2) Text("Down $n")
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Steps", state: "{names: [Fig, Apple, Pear]}",
                                     gestures: "[focus, swipe right, swipe right, swipe right, swipe right, swipe right, swipe right, swipe right, swipe right, swipe right]")
        #expect(speech == ["Step 1", "Step 2", "1 Apple", "2 Pear", "0:APPLE", "1:PEAR", "Beta", "Fig and Apple and Pear", "has pear", "Down 3"])
    }

    @Test func scopeFunctionsSafeCallsAndReturn() throws {
        let kotlin = """
            @Composable
            fun Profile(name: String?, title: String? = null) {
                if (name == null) {
                    Text("Signed out")
                    return
                }
                Column {
                    Text(name.also { }.let { "Hello, $it" })
                    Text(title?.takeIf { it.isNotEmpty() } ?: "No title")
                    Text(title?.length?.toString() ?: "0")
                    Text(run { val n = name.length; "$n letters" })
                }
            }
            """
        #expect(try Self.speech(kotlin, view: "Profile", state: "{name: null}") == ["Signed out"])
        #expect(try Self.speech(kotlin, view: "Profile", state: "{name: Ada, title: \"\"}", gestures: "[focus, swipe right, swipe right, swipe right]")
                == ["Hello, Ada", "No title", "0", "3 letters"])
    }

    @Test func aKeyedRememberComputesAgainWhenItsKeyChanges() throws {
        let kotlin = """
            @Composable
            fun Greeting() {
                var name by remember { mutableStateOf("Ada") }
                val shown = remember(name) { "Hi $name" }
                Column {
                    Text(shown)
                    Button(onClick = { name = "Grace" }) { Text("Switch") }
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Greeting", gestures: "[focus, swipe right, double tap, swipe left]")
        #expect(speech.count == 4 && speech[0] == "Hi Ada" && speech[1] == "Switch, Button" && speech[3] == "Hi Grace")
    }

    @Test func aSemanticsBlockReadsThisAndConditions() throws {
        let kotlin = """
            @Composable
            fun Tile(label: String, isError: Boolean = false) {
                val description = "$label tile"
                Box(
                    Modifier.semantics {
                        this.contentDescription = description
                        if (isError) this.error("Broken")
                    }
                )
            }
            """
        #expect(try Self.speech(kotlin, view: "Tile", state: "{label: Sun}") == ["Sun tile"])
        let failing = try Self.speech(kotlin, view: "Tile", state: "{label: Sun, isError: true}")
        #expect(failing.first?.hasPrefix("Sun tile") == true && failing.first?.contains("Broken") == true)
    }

    @Test func aStringResourceIdCarriedInDataIsReadAndAnUnknownOneNamed() throws {
        let kotlin = """
            data class Section(val titleRes: Int = R.string.news_title, val countRes: Int = R.plurals.stories)

            @Composable
            fun Header(count: Int) {
                val section = Section()
                Column {
                    Text(stringResource(id = section.titleRes))
                    Text(pluralStringResource(section.countRes, count, count))
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Header", state: "{count: 1}", strings: "{news_title: News, stories: {one: \"%d story\", other: \"%d stories\"}}", gestures: "[focus, swipe right]")
        #expect(speech == ["News", "1 story"])
        let unknown = """
            @Composable
            fun Header() { Text(stringResource(id = repository.titleRes)) }
            """
        let named = Self.failure(unknown, view: "Header")
        #expect(named?.message.contains("repository.titleRes") == true && named?.line == 7)
    }

    @Test func anEnumStateValueMustNameAnEntry() {
        let kotlin = """
            enum class Mode { Light, Dark }
            @Composable
            fun Theme(mode: Mode) { Text(mode.name) }
            """
        let error = Self.failure(kotlin, view: "Theme", state: "{mode: Dim}")
        #expect(error?.message.contains("Light, Dark") == true)
    }

    @Test func aStateCallbackSeesTheTypedValueAndCopiesIt() throws {
        let kotlin = """
            enum class Speed { Slow, Fast }
            data class Prefs(val speed: Speed = Speed.Slow, val tags: List<String> = emptyList())

            @Composable
            fun Picker(prefs: Prefs, onChange: (Prefs) -> Unit) {
                Column {
                    Column(Modifier.selectableGroup()) {
                        Speed.entries.forEach { speed ->
                            Row(Modifier.selectable(selected = prefs.speed == speed, onClick = { onChange(prefs.copy(speed = speed, tags = prefs.tags + speed.name)) }, role = Role.RadioButton)) {
                                Text(speed.name)
                            }
                        }
                    }
                    Text("Chosen ${prefs.tags.size} times")
                }
            }
            """
        let speech = try Self.speech(kotlin, view: "Picker", state: "{prefs: {}, onChange: \"{ prefs = it }\"}",
                                     gestures: "[focus, swipe right, double tap, swipe right]")
        #expect(speech == ["Selected, Slow, Radio button, 1 of 2, In list, 2 items", "Not selected, Fast, Radio button, 2 of 2", "Selected", "Chosen 1 times, Out of list"])
    }

    @Test func aListChangedInPlaceIsAnErrorNotIgnored() {
        let kotlin = """
            @Composable
            fun Basket() {
                val items = remember { mutableStateListOf("Egg") }
                Column {
                    Text("${items.size} items")
                    Button(onClick = { items.add("Milk") }) { Text("Add") }
                }
            }
            """
        let error = Self.failure(kotlin, view: "Basket", gestures: "[focus, swipe right, double tap]")
        #expect(error?.message.contains("in place") == true)
    }

    @Test func objectMembersAndTopLevelValuesAreRead() throws {
        let kotlin = """
            object Labels {
                val save = "Save"
                val cancel = "Cancel"
            }
            class Limits {
                companion object {
                    val most = 3
                }
            }
            private val greeting = "Welcome"
            val clicks = mutableStateOf(0)

            @Composable
            fun Bar() {
                Column {
                    Text("$greeting, ${Limits.most} at most")
                    Button(onClick = { clicks.value = clicks.value + 1 }) { Text(Labels.save) }
                    Text("${clicks.value} saves")
                    Text(Labels.missing)
                }
            }
            """
        let error = Self.failure(kotlin, view: "Bar")
        #expect(error?.message.contains("Labels.missing") == true)
        let shown = kotlin.replacingOccurrences(of: "        Text(Labels.missing)\n", with: "")
        let speech = try Self.speech(shown, view: "Bar", gestures: "[focus, swipe right, double tap, swipe right]")
        #expect(speech.count == 4 && speech[0] == "Welcome, 3 at most" && speech[1] == "Save, Button" && speech[3] == "1 saves")
    }

    @Test func aRangeTooLargeToReadIsAnError() {
        let kotlin = """
            @Composable
            fun Many() {
                Column { for (i in 0 until 1_000_000) Text("x") }
            }
            """
        let error = Self.failure(kotlin, view: "Many")
        #expect(error?.line == 8 && error?.message.contains("more than") == true)
    }

    @Test func aParameterACallLeavesOutIsTakenFromStateOrNamed() throws {
        let kotlin = """
            @Composable
            fun Row2(title: String, onOpen: () -> Unit) {
                Button(onClick = onOpen) { Text(title) }
            }
            @Composable
            fun Screen() { Row2(title = "Open") }
            """
        #expect(try Self.speech(kotlin, view: "Screen", state: "{onOpen: \"{ }\"}") == ["Open, Button"])
        let error = Self.failure(kotlin, view: "Screen")
        #expect(error?.line == 11 && error?.message.contains("'onOpen'") == true)
    }
}
