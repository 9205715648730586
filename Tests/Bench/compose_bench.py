"""What reading Compose code costs: parse (tree-sitter), evaluate by need, and TalkBack's transcript.

Per transcript: `rotor check` over two sites of the same articles, each showing the same mid-size
composable; in one every article also has a `component: compose` transcript of it. The difference
in time, divided by the number of transcripts, is the cost of reading the code. Then a larger
generated file, one composable with many rows, run alone with `rotor transcript`, beside the
mid-size one run the same way (the difference is what the size adds; both include the process's
start).
"""
import pathlib
import statistics
import subprocess
import time

# A settings screen of the shape real Compose code has: a helper composable called per row, state
# by `remember` and from the caller, a radio group over a list, a tab row, string and plural
# resources, `if`/`when` expressions and templates.
MID = '''```kotlin file=Settings.kt
@Composable
fun SettingsScreen(sizes: List<Size>, chosen: String, onChoose: (String) -> Unit, unread: Int) {
    var tab by remember { mutableStateOf(0) }
    Column {
        Text(stringResource(R.string.settings), Modifier.semantics { heading() })
        TabRow(selectedTabIndex = tab) {
            listOf("General", "Privacy").forEachIndexed { index, title ->
                Tab(selected = tab == index, onClick = { tab = index }, text = { Text(title) })
            }
        }
        SettingRow("Notifications", initial = true)
        SettingRow("Sounds", initial = false)
        SettingRow(if (unread > 0) "Badges ($unread)" else "Badges", initial = unread > 0)
        Column(Modifier.selectableGroup()) {
            sizes.forEach { size ->
                Row(Modifier.selectable(selected = size.key == chosen, role = Role.RadioButton, onClick = { onChoose(size.key) })) {
                    RadioButton(selected = size.key == chosen, onClick = null)
                    Text(when (size.key) { "s" -> "Small text" "l" -> "Large text" else -> size.title })
                }
            }
        }
        Button(onClick = { tab = 0 }) { Text(pluralStringResource(R.plurals.messages, unread, unread)) }
    }
}

@Composable
fun SettingRow(title: String, initial: Boolean, modifier: Modifier = Modifier) {
    var on by remember { mutableStateOf(initial) }
    Row(modifier.toggleable(value = on, role = Role.Switch, onValueChange = { on = it }).padding(16.dp)) {
        Text(title, Modifier.weight(1f))
        Switch(checked = on, onCheckedChange = null)
    }
}
```
'''
TRANSCRIPT = '''```transcript
component: compose
code: {file}
view: {view}
state:
  sizes: [{{key: s, title: Small}}, {{key: m, title: Medium}}, {{key: l, title: Large}}]
  chosen: m
  onChoose: "{{ chosen = it }}"
  unread: {unread}
strings:
  settings: Settings
  messages: {{one: "%1$d message", other: "%1$d messages"}}
gestures: [focus, swipe right, swipe right, double tap, swipe right, swipe right, double tap, swipe right, swipe right, swipe right, double tap]
```
'''


def large(rows):
    """One composable with `rows` setting rows, each a toggleable row with a switch and a text."""
    lines = ["```kotlin file=Large.kt", "@Composable",
             "fun SettingsScreen(sizes: List<Size>, chosen: String, onChoose: (String) -> Unit, unread: Int) {",
             "    Column {"]
    for row in range(rows):
        lines += [f"        Row(Modifier.toggleable(value = unread > {row % 7}, role = Role.Switch, onValueChange = {{ }})) {{",
                  f"            Text(\"Setting {row}, $unread\")",
                  f"            Switch(checked = unread > {row % 7}, onCheckedChange = null)",
                  "        }"]
    lines += ["    }", "}", "```", ""]
    return "\n".join(lines)


def article(index, code, transcript, file="Settings.kt"):
    body = f"---\ntitle: Settings {index}\n---\n\nA settings screen.\n\n{code}\n"
    if transcript:
        body += TRANSCRIPT.format(file=file, view="SettingsScreen", unread=index % 4)
    return body


def write(root, count, transcript):
    content = pathlib.Path(root) / "Content"
    (content / "en").mkdir(parents=True, exist_ok=True)
    (content / "site.yml").write_text("title: Compose bench\nlanguages:\n  - {code: en, name: English}\n")
    (content / "en" / "index.md").write_text("---\ntitle: Home\n---\n\nArticles with Compose code.\n")
    for index in range(count):
        (content / "en" / f"settings-{index}.md").write_text(article(index, MID, transcript))
    return content


def timed(command, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def measure(rotor, work, count=200, rows=400, runs=5):
    work = pathlib.Path(work)
    sites = {"prose": write(work / "compose-bench-prose", count, False), "code": write(work / "compose-bench-code", count, True)}
    times = {name: [] for name in sites}
    for _ in range(runs):
        for name, content in sites.items():
            start = time.perf_counter()
            subprocess.run([rotor, "check", "--content", str(content)], check=True, capture_output=True)
            times[name].append(time.perf_counter() - start)
    prose, code = statistics.median(times["prose"]), statistics.median(times["code"])
    mid = work / "compose-bench-mid.md"
    mid.write_text(article(1, MID, True))
    big = work / "compose-bench-large.md"
    big_code = large(rows)
    big.write_text(article(1, big_code, True, file="Large.kt"))
    return {"count": count, "prose": prose, "code": code, "per_transcript_ms": (code - prose) / count * 1000,
            "mid_s": timed([rotor, "transcript", str(mid)], runs), "rows": rows, "large_bytes": len(big_code.encode()),
            "large_lines": big_code.count("\n"), "large_s": timed([rotor, "transcript", str(big)], runs)}


def report(result):
    print(f"\nreading Compose code ({result['count']} transcripts of a 40-line settings screen, 11 gestures each, "
          f"`rotor check`, median): without the transcripts {result['prose']:.2f} s, with them {result['code']:.2f} s, "
          f"{result['per_transcript_ms']:.1f} ms per transcript (parse, evaluate by need, compose again after each "
          f"double tap, TalkBack)")
    print(f"  one transcript alone (`rotor transcript`, process start included, median): the settings screen "
          f"{result['mid_s'] * 1000:.0f} ms; a generated composable of {result['rows']} rows "
          f"({result['large_lines']:,} lines, {result['large_bytes'] / 1024:.0f} KB) {result['large_s'] * 1000:.0f} ms")


if __name__ == "__main__":
    import sys
    arguments = sys.argv[1:]
    quick = "--quick" in arguments
    arguments = [a for a in arguments if a != "--quick"]
    rotor, work = arguments[0], arguments[1] if len(arguments) > 1 else "/tmp"
    report(measure(rotor, work, count=20, rows=100, runs=1) if quick else measure(rotor, work))
