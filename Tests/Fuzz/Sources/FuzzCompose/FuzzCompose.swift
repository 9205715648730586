import FuzzDriver
import RotorDiagnostics
import RotorHTML
import RotorTranscripts

/// The Compose reader: any text, read as Kotlin and as the spec's `view:`, `state:` and
/// `strings:`, gives TalkBack transcripts or a located error within the reader's bounds
/// (steps, depth, sizes); never a trap, a hang or a runaway allocation.
///
/// An input is Kotlin, then optionally a line `---` and the rest of a spec (`view:`,
/// `state:`, `strings:`, `gestures:`). It runs twice: as written, and with its spec lines
/// against the composables below, so that mutations of `state:` and `strings:` meet
/// Kotlin that parses and composes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompose(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let (kotlin, tail) = ComposeFuzzInput.split(input)
    ComposeFuzzInput.run(kotlin: kotlin, tail: tail)
    ComposeFuzzInput.run(kotlin: ComposeFuzzInput.composable(for: tail, size: size), tail: tail)
    return 0
}

@_cdecl("FuzzCompose_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, fuzzCompose)
}

enum ComposeFuzzInput {
    /// The input's Kotlin and its spec lines (after a line `---`), `view: Screen` when none.
    static func split(_ input: String) -> (kotlin: String, tail: String) {
        var lines = input.split(separator: "\n", omittingEmptySubsequences: false)
        guard let marker = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else {
            return (input, "view: Screen\n")
        }
        let tail = lines[(marker + 1)...].joined(separator: "\n")
        lines.removeSubrange(marker...)
        return (lines.joined(separator: "\n"), tail + "\n")
    }

    /// Runs one spec; an error must carry its line.
    static func run(kotlin: String, tail: String) {
        var yaml = "component: compose\nreader: talkback\n"
        if !tail.contains("gestures:") { yaml += "gestures: [focus, swipe right, double tap, swipe right, double tap, swipe left, double tap]\n" }
        yaml += tail
        if !yaml.hasSuffix("\n") { yaml += "\n" }
        yaml += "kotlin: |\n" + kotlin.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        do throws(Diagnostic) {
            let transcripts = try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en")
            _ = TranscriptHTML.renderReaders(transcripts, id: "fuzz")
        } catch {
            for problem in error.all where problem.line == nil {
                fatalError("an error without a place: \(problem)")
            }
        }
    }

    /// The composable whose name the spec lines' `view:` gives, or one chosen by the input's size.
    static func composable(for tail: String, size: Int) -> String {
        let named = composables.first { tail.contains("view: " + $0.name) }
        return (named ?? composables[size % composables.count]).code
    }

    /// The composables the second run reads with the input's spec lines (its `view:` picks
    /// one; each is within the 2,000 characters an inline `kotlin:` may have): state,
    /// callbacks, strings and plurals, lists, `when` and `if`, templates, the Material
    /// components and the semantics modifiers. Those Rotor does not read yet
    /// (`Slider`, `customActions`, `collectionInfo`) end in located errors today and are
    /// read as the reader grows.
    static let composables: [(name: String, code: String)] = [
        ("Volume", """
            @Composable
            fun Volume(title: String = "Volume", level: Float = 0.5f, muted: Boolean = false, onMute: (Boolean) -> Unit = {}) {
                var value by remember { mutableStateOf(level) }
                Column(Modifier.semantics { paneTitle = title }) {
                    Text(title, Modifier.semantics { heading() })
                    Slider(value = value, onValueChange = { value = it }, valueRange = 0f..1f, steps = 4)
                    Row(Modifier.toggleable(value = muted, role = Role.Switch, onValueChange = onMute)) {
                        Text(stringResource(R.string.mute))
                        Switch(checked = muted, onCheckedChange = null)
                    }
                }
            }
        """),
        ("Sizes", """
            @Composable
            fun Sizes(items: List<Item>, chosen: String?, onChoose: (String) -> Unit, count: Int = 2) {
                Column(Modifier.selectableGroup()) {
                    items.forEachIndexed { index, item ->
                        Row(Modifier.selectable(selected = item.key == chosen, role = Role.RadioButton, onClick = { onChoose(item.key) })) {
                            RadioButton(selected = item.key == chosen, onClick = null)
                            Text("${index + 1}. ${item.title}")
                        }
                    }
                    Text(pluralStringResource(R.plurals.items, count, count))
                }
            }
        """),
        ("Mail", """
            @Composable
            fun Mail(selected: Int = 0, onSelect: (Int) -> Unit = {}, problem: String? = null) {
                var stars by rememberSaveable { mutableStateOf(3) }
                LaunchedEffect(selected) { stars = stars }
                Column {
                    TabRow(selectedTabIndex = selected) {
                        listOf("Inbox", "Sent").forEachIndexed { index, name ->
                            Tab(selected = index == selected, onClick = { onSelect(index) }, text = { Text(name) })
                        }
                    }
                    Box(Modifier.clearAndSetSemantics {
                        contentDescription = "Rating"
                        stateDescription = when (stars) { 1 -> "one star" else -> "$stars stars" }
                        error(problem ?: "none")
                        onClick(label = "add a star") { stars = if (stars < 5) stars + 1 else 1; true }
                    }) { Text("hidden") }
                    Text(label(stars), Modifier.semantics { liveRegion = LiveRegionMode.Polite })
                }
            }

            fun label(stars: Int): String = if (stars > 3) "good" else "fair"
        """),
        ("Wifi", """
            @Composable
            fun Wifi(checked: Boolean = false, onCheckedChange: (Boolean) -> Unit = {}, name: String = "Wi-Fi", enabled: Boolean = true) {
                var expanded by remember { mutableStateOf(false) }
                Column {
                    Row(Modifier.semantics(mergeDescendants = true) {}.clickable(enabled = enabled, onClickLabel = "open", role = Role.Button) { expanded = !expanded }) {
                        Icon(Icons.Default.Wifi, contentDescription = null)
                        Text(if (expanded) "$name, open" else name)
                        Checkbox(checked = checked, onCheckedChange = onCheckedChange, enabled = enabled)
                    }
                    FilterChip(selected = expanded, onClick = { expanded = !expanded }, label = { Text("Filter") })
                    IconButton(onClick = { onCheckedChange(!checked) }) { Icon(Icons.Default.Close, contentDescription = stringResource(R.string.close)) }
                    NavigationBar {
                        NavigationBarItem(selected = !expanded, onClick = { expanded = false }, icon = { Icon(Icons.Default.Home, null) }, label = { Text("Home") })
                        NavigationBarItem(selected = expanded, onClick = { expanded = true }, icon = { Icon(Icons.Default.Search, null) }, label = { Text("Search") })
                    }
                }
            }
        """),
    ]
}
