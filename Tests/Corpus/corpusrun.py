"""What the corpus runners share: running `rotor transcript` on one article as a new user would
(in the article's folder, 20 seconds, 2 GB), sorting a failed run into a clear error or a crash,
and holding a transcript's steps to the speech and hints its notes give."""
import json, os, re, resource, subprocess

LOCATED = re.compile(r"^[^\s:][^:]*:\d+:\d+: error: ", re.M)


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def run(rotor, article, *options):
    """("ran", "", [transcripts]) or (outcome, message, None) for a run that stopped."""
    try:
        done = subprocess.run([rotor, "transcript", "--format", "json", *options, os.path.basename(article)],
                              capture_output=True, text=True, timeout=20, preexec_fn=limit_memory,
                              cwd=os.path.dirname(article))
    except subprocess.TimeoutExpired:
        return "crashed", "timed out after 20 s", None
    if done.returncode < 0 or done.returncode > 128:
        return "crashed", f"exit {done.returncode}: {done.stderr.strip()[-300:]}", None
    if done.returncode != 0:
        message = done.stderr.strip().splitlines()[0] if done.stderr.strip() else "(no message)"
        return ("clear error" if LOCATED.search(done.stderr) else "crashed"), message, None
    output = json.loads(done.stdout)
    return "ran", "", output if isinstance(output, list) else [output]


def marked(step, transcript):
    """Whether a step says it is modelled: a note beside it, or an inferred phrase in it."""
    return bool(step.get("notes")) or any(p and p in step.get("speech", "") for p in transcript.get("inferred_phrases", []))


def compare(expected, transcript, hint_text=lambda text: text):
    """The first step that differs from `expected` (a list of speech strings or {speech, hint,
    inferred, unknown}), or None. `hint_text` normalises both hints before they are compared."""
    steps = transcript["steps"]
    if len(steps) != len(expected):
        return f"{len(steps)} steps, expected {len(expected)}"
    for number, (want, step) in enumerate(zip(expected, steps), 1):
        if isinstance(want, str):
            want = {"speech": want}
        if want.get("unknown"):
            if not marked(step, transcript):
                return f"step {number}: says \"{step['speech']}\" for what the notes call UNKNOWN, without marking it"
            continue
        if step["speech"] != want["speech"]:
            if want.get("inferred") and marked(step, transcript):
                continue
            return f"step {number}: says \"{step['speech']}\", expected \"{want['speech']}\""
        if "hint" in want:
            hint = want["hint"] if isinstance(want["hint"], str) else " ".join(want["hint"])
            if hint_text(step.get("hint", "")) != hint_text(hint):
                return f"step {number}: hint \"{step.get('hint', '')}\", expected \"{hint}\""
    return None
