"""What reading code costs per transcript: `rotor check` over two sites of the same size, one
whose every article has a transcript from a written model (`component: slider`), the other the
same control computed from the article's own SwiftUI block (`component: swiftui`). Both speak
the same words; the difference in time, divided by the number of transcripts, is the cost of
parsing and interpreting the code. Runs alternate between the two sites.
"""
import pathlib
import statistics
import subprocess
import time

SWIFT = '''```swift file=VolumeSlider.swift
struct VolumeSlider: View {
    @Binding var value: Double
    var body: some View {
        Slider(value: $value, in: 0...100)
            .accessibilityLabel("Volume")
    }
}
```
'''
WRITTEN = '''```transcript
component: slider
label: Volume
value: {value}
readers: [voiceover]
readers_note: VoiceOver only, to compare with the code.
gestures: [focus, swipe up, swipe up, swipe down]
```
'''
CODE = '''```transcript
component: swiftui
code: VolumeSlider.swift
view: VolumeSlider
state: {{value: {value}}}
gestures: [focus, swipe up, swipe up, swipe down]
```
'''


def write(root, count, transcript):
    root = pathlib.Path(root)
    content = root / "Content"
    (content / "en").mkdir(parents=True, exist_ok=True)
    (content / "site.yml").write_text("title: Code bench\nlanguages:\n  - {code: en, name: English}\n")
    (content / "en" / "index.md").write_text("---\ntitle: Home\n---\n\nArticles with transcripts.\n")
    for index in range(count):
        # Values on the slider's 10% steps, so that both models say the same.
        value = 10 * (index % 8)
        body = f"---\ntitle: Slider {index}\n---\n\nA volume slider.\n\n{SWIFT}\n" + transcript.replace("{value}", str(value)).replace("{{", "{").replace("}}", "}")
        (content / "en" / f"slider-{index}.md").write_text(body)
    return content


def measure(rotor, work, count=400, runs=5):
    """Median seconds of `rotor check` for each site, and the cost per code transcript in ms."""
    work = pathlib.Path(work)
    sites = {"written": write(work / "code-bench-written", count, WRITTEN), "code": write(work / "code-bench-code", count, CODE)}
    times = {name: [] for name in sites}
    for _ in range(runs):
        for name, content in sites.items():
            start = time.perf_counter()
            subprocess.run([rotor, "check", "--content", str(content)], check=True, capture_output=True)
            times[name].append(time.perf_counter() - start)
    written = statistics.median(times["written"])
    code = statistics.median(times["code"])
    return {"count": count, "written": written, "code": code, "per_transcript_ms": (code - written) / count * 1000}


def report(result):
    print(f"\nreading code ({result['count']} transcripts, `rotor check`, median): written model {result['written']:.2f} s, "
          f"from SwiftUI code {result['code']:.2f} s, {result['per_transcript_ms']:.2f} ms more per code transcript "
          "(parse, interpret, every step's body evaluated again)")


# A composable of the shape the Compose reader meets: state with `by remember`, a Modifier chain
# with a trailing lambda, `if` and `when` expressions, string templates, named arguments.
COMPOSABLE = '''@Composable
fun SettingRow{n}(title: String, level: Level, modifier: Modifier = Modifier) {{
    var enabled by remember {{ mutableStateOf({n} % 2 == 0) }}
    Row(
        modifier = modifier
            .fillMaxWidth()
            .toggleable(value = enabled, role = Role.Switch) {{ enabled = it }}
            .semantics {{ stateDescription = if (enabled) "On" else "Off" }}
            .padding(horizontal = 16.dp, vertical = 8.dp)
    ) {{
        Text(text = "$title ({n})", modifier = Modifier.weight(1f))
        val color = when (level) {{
            Level.Low -> Color.Gray
            Level.High -> Color.Red
            else -> MaterialTheme.colorScheme.primary
        }}
        Icon(Icons.Default.Info, contentDescription = "${{title}} is $level", tint = color)
        Switch(checked = enabled, onCheckedChange = null)
    }}
}}
'''


def measure_kotlin(rotor, work, files=200, per_file=10, runs=5):
    """Median in-process time of `rotor kotlin --time` over `files` files of `per_file` composables."""
    root = pathlib.Path(work) / "kotlin-bench"
    root.mkdir(parents=True, exist_ok=True)
    paths = []
    for index in range(files):
        path = root / f"Settings{index}.kt"
        path.write_text("package bench\n\n" + "\n".join(COMPOSABLE.format(n=index * per_file + k) for k in range(per_file)))
        paths.append(str(path))
    timings = []
    line = ""
    for _ in range(runs):
        done = subprocess.run([rotor, "kotlin", "--time", *paths], check=True, capture_output=True, text=True)
        line = done.stdout.strip().splitlines()[-1]
        timings.append(float(line.split(" in ")[1].split(" ms")[0]))
    megabytes = sum(pathlib.Path(p).stat().st_size for p in paths) / 1_048_576
    median = statistics.median(timings)
    return {"composables": files * per_file, "files": files, "megabytes": megabytes, "ms": median,
            "mb_per_s": megabytes / (median / 1000), "last": line}


def report_kotlin(result):
    print(f"\nparsing Kotlin ({result['composables']:,} composables in {result['files']} files, {result['megabytes']:.2f} MB, "
          f"`rotor kotlin --time`, median of 5, parse and copy into Swift nodes): {result['ms']:.0f} ms, "
          f"{result['mb_per_s']:.1f} MB/s, {result['ms'] * 1000 / result['composables']:.0f} µs per composable")


if __name__ == "__main__":
    import sys
    report(measure(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "/tmp"))
    report_kotlin(measure_kotlin(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "/tmp"))


# The interpreter at its step budget (CodeLimits.steps): a label computed by a loop that never
# ends on its own, so the run stops with the budget's located error. What it measures is how long
# the worst article Rotor accepts can keep a build busy.
BUDGET = '''---
title: Budget
---

```swift file=Runaway.swift
struct Runaway: View {
    var body: some View {
        Text("Count")
            .accessibilityLabel(label())
    }

    func label() -> String {
        var total = 0
        for step in 0..<Int.max {
            total = step
        }
        return "\\(total)"
    }
}
```

```transcript
component: swiftui
code: Runaway.swift
view: Runaway
gestures: [focus]
```
'''


def measure_budget(rotor, work, runs=5):
    """Median seconds of `rotor transcript` on an article that spends the whole step budget."""
    article = pathlib.Path(work) / "budget.md"
    article.parent.mkdir(parents=True, exist_ok=True)
    article.write_text(BUDGET)
    times, message = [], ""
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run([rotor, "transcript", str(article)], capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        message = (done.stderr.strip().splitlines() or ["(no message)"])[0]
    return {"seconds": statistics.median(times), "exit": done.returncode, "message": message}


def report_budget(result):
    print(f"\ninterpreter at its step budget (`rotor transcript`, median of 5): {result['seconds']:.2f} s, "
          f"exit {result['exit']}: {result['message'][:160]}")
