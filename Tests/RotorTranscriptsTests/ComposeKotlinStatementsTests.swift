import Foundation
import RotorDiagnostics
@testable import RotorTranscripts
import Testing

/// More of the Kotlin language the Compose reader reads (compound assignments, `++`/`--`,
/// `while`/`do` loops, `try`, `throw`, getters, the standard library's number and text
/// functions, ranges of names), each on code written for the test and checked by the
/// transcript TalkBack gives.
@Suite struct ComposeKotlinStatementsTests {
    static func transcript(_ kotlin: String, state: String? = nil, gestures: String) throws(Diagnostic) -> Transcript {
        try ComposeConformanceTests.transcript(kotlin, state: state, gestures: gestures)
    }

    static func speech(_ kotlin: String, state: String? = nil, gestures: String) throws -> [String] {
        try transcript(kotlin, state: state, gestures: gestures).speech
    }

    /// `+=`, `-=`, `*=`, `/=`, `%=` on a local `var`, a `by` state and a state's `value`;
    /// `x++`, `--x` as statements and as values (postfix the old number, prefix the new).
    @Test func compoundAssignmentsAndIncrementsSetNamesAndState() throws {
        let kotlin = """
            @Composable
            fun Screen(step: Int) {
                var count by remember { mutableStateOf(10) }
                val level = remember { mutableStateOf(2.5f) }
                var clicks = 0
                clicks += 3
                clicks *= 4
                clicks -= 2
                clicks /= 3
                clicks %= 2
                var n = 5
                val before = n++
                n = 10
                val after = --n
                Column {
                    Text("Count $count, level ${level.value}, clicks $clicks, $before $after $n")
                    Button(onClick = { count += step; level.value -= 0.5f }) { Text("Add") }
                    Button(onClick = { count--; level.value *= 2 }) { Text("Remove") }
                }
            }
            """
        let gestures = "[focus, swipe right, double tap, swipe left, swipe right, swipe right, double tap, swipe left, swipe left]"
        #expect(try Self.speech(kotlin, state: "{step: 5}", gestures: gestures) == [
            "Count 10, level 2.5, clicks 1, 5 9 9", "Add, Button", "", "Count 15, level 2.0, clicks 1, 5 9 9",
            "Add, Button", "Remove, Button", "", "Add, Button", "Count 14, level 4.0, clicks 1, 5 9 9",
        ])
    }

    /// A compound assignment that changes a list in place, or whose values make nothing, and
    /// `++` on what is not a number, are errors at their line.
    @Test func compoundAssignmentsRotorCannotFollowAreErrorsAtTheirLine() {
        func body(_ statement: String) -> String {
            """
            @Composable
            fun Screen(items: List<String>) {
                val picked = remember { mutableStateListOf("a") }
                var name = "Ada"
                \(statement)
                Text("${picked.size} $name")
            }
            """
        }
        let cases: [(String, String)] = [
            ("picked += \"b\"", "in place"),
            ("name -= 1", "cannot tell what 'name -= 1'"),
            ("name++", "not a number"),
        ]
        for (statement, words) in cases {
            let problem = ComposeConformanceTests.error(body(statement), state: "{items: [a]}")
            #expect(problem?.message.contains(words) == true, "\(statement): \(problem?.description ?? "no error")")
            #expect(problem?.line == 11, "\(statement): \(problem?.description ?? "no error")")
        }
    }

    /// `while` with `continue` and `break`; `do … while` whose condition reads a name its body
    /// declares; a `while` in a click's lambda.
    @Test func whileAndDoWhileLoopsRunUntilTheirConditionFails() throws {
        let kotlin = """
            @Composable
            fun Screen(limit: Int) {
                var total = 0
                var i = 0
                while (i < limit) {
                    i++
                    if (i == 2) continue
                    if (i > 4) break
                    total += i
                }
                var tries = 0
                do {
                    val next = tries + 1
                    tries = next
                } while (next < 3)
                var pages by remember { mutableStateOf(1) }
                Column {
                    Text("Total $total after $i, tries $tries")
                    Button(onClick = { while (pages % 4 != 0) pages++ }) { Text("Page $pages") }
                }
            }
            """
        #expect(try Self.speech(kotlin, state: "{limit: 10}", gestures: "[focus, swipe right, double tap, swipe left, swipe right]")
            == ["Total 8 after 5, tries 3", "Page 1, Button", "", "Total 8 after 5, tries 3", "Page 4, Button"])
        #expect(try Self.speech(kotlin, state: "{limit: 0}", gestures: "[focus]") == ["Total 0 after 0, tries 3"])
    }

    /// A loop that never ends runs into the step budget: an error, not a hang.
    @Test func aLoopThatNeverEndsIsAnErrorNotAHang() {
        let kotlin = """
            @Composable
            fun Screen() {
                var n = 0
                while (n >= 0) {
                    n = (n + 1) % 5
                }
                Text("$n")
            }
            """
        let problem = ComposeConformanceTests.error(kotlin)
        #expect(problem?.message.contains("steps") == true, "\(problem?.description ?? "no error")")
        #expect((10...11).contains(problem?.line ?? 0), "\(problem?.description ?? "no error")")
    }

    /// `try` whose body throws nothing gives the body's value and runs `finally`; a `throw`
    /// reached, a `require` that fails and a failing `toInt()` are errors naming what throws.
    @Test func tryReadsItsBodyAndAThrowReachedIsAnErrorNamingIt() throws {
        let kotlin = """
            @Composable
            fun Screen(raw: String, count: Int) {
                var note = "start"
                val parsed = try {
                    raw.toInt() * 2
                } catch (e: NumberFormatException) {
                    -1
                } finally {
                    note = "parsed"
                }
                if (count < 0) throw IllegalArgumentException("negative count")
                require(count < 100) { "too many" }
                Text("$parsed, $note, ${raw.toIntOrNull() ?: 0}")
            }
            """
        #expect(try Self.speech(kotlin, state: "{raw: \"21\", count: 1}", gestures: "[focus]") == ["42, parsed, 21"])
        let thrown = ComposeConformanceTests.error(kotlin, state: "{raw: \"21\", count: -1}")
        #expect(thrown?.message.contains("throw IllegalArgumentException(\"negative count\")") == true, "\(thrown?.description ?? "no error")")
        #expect(thrown?.line == 17, "\(thrown?.description ?? "no error")")
        let required = ComposeConformanceTests.error(kotlin, state: "{raw: \"21\", count: 200}")
        #expect(required?.message.contains("IllegalArgumentException") == true, "\(required?.description ?? "no error")")
        #expect(required?.line == 18, "\(required?.description ?? "no error")")
        let unparsed = ComposeConformanceTests.error(kotlin, state: "{raw: \"x\", count: 1}")
        #expect(unparsed?.message.contains("NumberFormatException") == true, "\(unparsed?.description ?? "no error")")
        #expect(unparsed?.line == 11, "\(unparsed?.description ?? "no error")")
    }

    /// Numbers, text and lists through the standard library, as Kotlin computes them
    /// (`roundToInt` half up, `%.2f` of 0.125 is "0.13" as Java's Formatter writes it).
    @Test func standardFunctionsOnNumbersTextAndLists() throws {
        let kotlin = """
            @Composable
            fun Screen(volume: Float, items: List<String>, scores: List<Int>) {
                val percent = (volume * 100).roundToInt()
                val twelve = 12
                val big = scores.filter { it > 2 }.map { it * 10 }.joinToString()
                Column {
                    Text("${(volume * 10).toInt()} ${percent.coerceIn(0, 50)} ${(-3).coerceAtLeast(0)} ${twelve.coerceAtMost(10)} ${volume.coerceIn(0f, 0.5f)} ${percent.coerceIn(0..60)}")
                    Text("${minOf(3, 7)} ${maxOf(2.5, 1.0)} ${(-4).absoluteValue} ${abs(-2.5)} ${percent.toFloat()} ${percent.toString().length} ${max(2, 9)} ${(2.5).roundToInt()}")
                    Text(String.format(Locale.getDefault(), "%d%% %s %.1f", percent, "vol", volume) + " " + "%.2f".format(Locale.US, 0.125) + " " + "%05.1f|%03d|%,d".format(3.14159, 7, 1234567))
                    Text("${"Wi-Fi".lowercase()} ${"on".uppercase()} ${items.isEmpty()} ${items.isNotEmpty()} ${"".isEmpty()} ${"7".padStart(3, '0')}")
                    Text(items.joinToString(separator = " / ", prefix = "[", postfix = "]") { it.uppercase() })
                    Text("${items.first()} ${items.last()} ${items.getOrNull(5) ?: "none"} ${items.size} ${items.count { it.length > 1 }}")
                    Text("$big ${scores.any { it > 4 }} ${scores.all { it > 1 }} ${scores.sumOf { it }} ${scores.maxOrNull()} ${scores.sortedDescending().first()}")
                }
            }
            """
        let gestures = "[focus, swipe right, swipe right, swipe right, swipe right, swipe right, swipe right]"
        #expect(try Self.speech(kotlin, state: "{volume: 0.73, items: [a, bc, def], scores: [1, 3, 5]}", gestures: gestures) == [
            "7 50 0 10 0.5 60",
            "3 2.5 4 2.5 73.0 2 9 3",
            "73% vol 0.7 0.13 003.1|007|1,234,567",
            "wi-fi ON false true true 007",
            "[A / BC / DEF]",
            "a def none 3 2",
            "30, 50 true false 9 5 5",
        ])
        // Java refuses `%d` of a Float: Kotlin throws, so Rotor does not guess.
        let problem = ComposeConformanceTests.error("""
            @Composable
            fun Screen(volume: Float) {
                Text("%d".format(volume))
            }
            """, state: "{volume: 0.5}")
        #expect(problem?.message.contains("IllegalFormatConversionException") == true, "\(problem?.description ?? "no error")")
    }

    /// Properties with a getter, in a class (expression and block bodies, reading a state the
    /// object holds) and at the top level: computed each time they are read.
    @Test func propertiesWithAGetterAreComputedWhenRead() throws {
        let kotlin = """
            val appName: String get() = "Sound"

            class Volume(val level: Int) {
                val label: String
                    get() = if (level == 0) "Muted" else "Level $level"
                val isLoud get() = level > 7
            }

            class Toggle {
                val on = mutableStateOf(false)
                val word: String
                    get() {
                        if (on.value) return "On"
                        return "Off"
                    }
            }

            @Composable
            fun Screen(start: Int) {
                var level by remember { mutableStateOf(start) }
                val toggle = remember { Toggle() }
                val volume = Volume(level)
                Column {
                    Text(appName)
                    Text(volume.label + if (volume.isLoud) ", loud" else "")
                    Button(onClick = { level += 4; toggle.on.value = !toggle.on.value }) { Text("Louder, ${toggle.word}") }
                }
            }
            """
        let gestures = "[focus, swipe right, swipe right, double tap, swipe left, swipe right, double tap, swipe left]"
        #expect(try Self.speech(kotlin, state: "{start: 0}", gestures: gestures) == [
            "Sound", "Muted", "Louder, Off, Button", "", "Level 4", "Louder, On, Button", "", "Level 8, loud",
        ])
    }

    /// `ProgressBarRangeInfo` and `Slider`'s `valueRange` read ranges whose ends are names and
    /// expressions in scope (`low..high`, `0f..count.toFloat()`).
    @Test func rangesWithNamesInScopeGiveTheRangeInfo() throws {
        let kotlin = """
            @Composable
            fun Screen(high: Float, count: Int) {
                var value by remember { mutableStateOf(2f) }
                val low = 0f
                Column {
                    Box(
                        Modifier.semantics {
                            contentDescription = "Level"
                            progressBarRangeInfo = ProgressBarRangeInfo(value, low..high, steps = 3)
                            setProgress { target -> value = target.coerceIn(low, high); true }
                        }
                    )
                    Box(
                        Modifier.semantics {
                            contentDescription = "Pages"
                            progressBarRangeInfo = ProgressBarRangeInfo(1f, 0f..count.toFloat())
                        }
                    )
                    Slider(value = value, onValueChange = { value = it }, valueRange = low..high, steps = 3)
                }
            }
            """
        let gestures = "[focus, swipe up, swipe up, swipe up, swipe right, swipe right]"
        #expect(try Self.speech(kotlin, state: "{high: 4, count: 4}", gestures: gestures) == [
            "50 percent., Level, Slider", "75 percent.", "100 percent.", "100 percent.", "25 percent., Pages, Progress bar", "4.0, Slider",
        ])
    }

    /// `when` with a subject (`in` a Float range, `in` an Int range, `is`) and without, as
    /// expressions in functions; templates with expressions.
    @Test func whenWithRangesAndTypesAndTemplatesWithExpressions() throws {
        let kotlin = """
            fun describe(value: Any): String = when (value) {
                is String -> "text $value"
                in 0..9 -> "digit"
                is Int -> "number ${value + 1}"
                else -> "other"
            }

            fun band(ratio: Float) = when {
                ratio < 0.25f -> "low"
                ratio in 0.25f..0.75f -> "mid"
                else -> "high"
            }

            fun half(ratio: Float) = when (ratio) {
                in 0f..0.5f -> "lower half"
                !in 0f..1f -> "outside"
                else -> "upper half"
            }

            @Composable
            fun Screen(ratio: Float, a: Int, b: Int) {
                Column {
                    Text("${describe("x")}, ${describe(4)}, ${describe(42)}, ${describe(true)}")
                    Text("${band(ratio)} ${half(ratio)} ${half(ratio * 3)} ${a + b} ${if (a > b) a - b else b - a}")
                }
            }
            """
        #expect(try Self.speech(kotlin, state: "{ratio: 0.6, a: 2, b: 3}", gestures: "[focus, swipe right]")
            == ["text x, digit, number 43, other", "mid upper half outside 5 1"])
    }

    /// A swipe whose `setProgress` rounds back to the value it had, short of the limit, changes
    /// nothing: TalkBack says nothing (inferred), and the note does not call it a limit. At the
    /// limit (no scroll action offered) TalkBack repeats the value, as the reference documents.
    @Test func aSetProgressThatKeepsTheValueIsNotCalledALimit() throws {
        let kotlin = """
            @Composable
            fun Screen(start: Int) {
                var stars by remember { mutableStateOf(start) }
                Box(
                    Modifier.semantics {
                        contentDescription = "Rating"
                        stateDescription = "$stars stars"
                        progressBarRangeInfo = ProgressBarRangeInfo(stars.toFloat(), 0f..5f)
                        setProgress { target -> stars = target.roundToInt(); true }
                    }
                )
            }
            """
        let middle = try Self.transcript(kotlin, state: "{start: 2}", gestures: "[focus, swipe up, swipe down]")
        #expect(middle.speech == ["2 stars, Rating, Slider", "", ""])
        for step in middle.steps.dropFirst() {
            #expect(step.behaviors == ["behavior.sliderUnchanged"])
            #expect(!step.notes.contains { $0.contains("limit and did not change") }, "\(step.notes)")
            #expect(step.notes.contains { $0.contains("short of the limit") }, "\(step.notes)")
        }
        let top = try Self.transcript(kotlin, state: "{start: 5}", gestures: "[focus, swipe up]")
        #expect(top.speech == ["5 stars, Rating, Slider", "5 stars"])
        #expect(top.steps[1].behaviors == ["behavior.sliderLimit"])
        #expect(top.steps[1].notes.contains { $0.contains("at its limit") })
    }

    /// `with(x) { … }` reads `x`'s properties as names; `buildString { append(…) }` is the text
    /// its `append` calls make.
    @Test func withAndBuildStringReadTheirReceiver() throws {
        let kotlin = """
            data class Song(val title: String, val artist: String, val minutes: Int)

            @Composable
            fun Screen(song: Song, liked: Boolean) {
                val summary = with(song) { "$title by $artist, $minutes min" }
                val label = buildString {
                    append(song.title)
                    if (liked) append(", liked")
                    append(", ")
                    append(song.minutes)
                    appendLine(" min")
                    append("end")
                }
                Column {
                    Text(summary)
                    Text(label.lines().joinToString(" / "))
                }
            }
            """
        #expect(try Self.speech(kotlin, state: "{song: {title: Blue, artist: Ada, minutes: 3}, liked: true}", gestures: "[focus, swipe right]")
            == ["Blue by Ada, 3 min", "Blue, liked, 3 min / end"])
        #expect(try Self.speech(kotlin, state: "{song: {title: Blue, artist: Ada, minutes: 3}, liked: false}", gestures: "[focus, swipe right]")
            == ["Blue by Ada, 3 min", "Blue, 3 min / end"])
    }

    /// Text compared with `ignoreCase = true` (never silently case-sensitive), split, trimmed
    /// at one end, and with a prefix or suffix removed.
    @Test func textFunctionsHonourIgnoreCase() throws {
        let kotlin = """
            @Composable
            fun Screen(query: String, title: String) {
                val words = title.split(" ")
                Column {
                    Text("${title.contains(query, ignoreCase = true)} ${title.contains(query)} ${title.startsWith("the", ignoreCase = true)} ${title.endsWith("Sea")}")
                    Text("${words.size} ${words.last()} [${"  x".trimStart()}] ${"#tag".removePrefix("#")} ${"file.kt".removeSuffix(".kt")} ${" ".isNotBlank()} ${title.equals("THE OLD SEA", ignoreCase = true)}")
                }
            }
            """
        #expect(try Self.speech(kotlin, state: "{query: old, title: The Old Sea}", gestures: "[focus, swipe right]")
            == ["true false true true", "3 Sea [x] tag file false true"])
    }

    /// `as?` gives null for a value of another type, `as` is an error there (ClassCastException).
    @Test func aSafeCastOfAnotherTypeIsNull() throws {
        let kotlin = """
            fun count(value: Any): Int = (value as? Int) ?: 0

            @Composable
            fun Screen(label: String) {
                Column {
                    Text("${count(label)} ${count(4)} ${(label as String).length}")
                    Text("${(label as Any) as Int}")
                }
            }
            """
        let problem = ComposeConformanceTests.error(kotlin, state: "{label: Ada}")
        #expect(problem?.message.contains("ClassCastException") == true, "\(problem?.description ?? "no error")")
        #expect(problem?.line == 13, "\(problem?.description ?? "no error")")
        let fine = kotlin.replacingOccurrences(of: "Text(\"${(label as Any) as Int}\")", with: "Text(\"${(label as? Int) ?: -1}\")")
        #expect(try Self.speech(fine, state: "{label: Ada}", gestures: "[focus, swipe right]") == ["0 4 3", "-1"])
    }

    /// A fractional number that Kotlin prints differently as a Float and as a Double
    /// (`0.1f + 0.2f` is "0.3", `0.1 + 0.2` "0.30000000000000004") is an error where it is
    /// spoken; one that prints the same either way is read.
    @Test func aNumberThatPrintsDifferentlyAsFloatAndDoubleIsAnError() throws {
        let kotlin = """
            @Composable
            fun Screen(start: Float) {
                var level by remember { mutableStateOf(start) }
                level += 0.2f
                Text("Level $level")
            }
            """
        #expect(try Self.speech(kotlin, state: "{start: 0.5}", gestures: "[focus]") == ["Level 0.7"])
        let problem = ComposeConformanceTests.error(kotlin, state: "{start: 0.1}")
        #expect(problem?.message.contains("as a Float") == true, "\(problem?.description ?? "no error")")
        #expect(problem?.line == 11, "\(problem?.description ?? "no error")")
    }
}
