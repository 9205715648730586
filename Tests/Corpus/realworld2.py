#!/usr/bin/env python3
"""Runs every snippet of ../shared/realworld-code-2 (a second set of real SwiftUI and UIKit,
from repositories Rotor was not built on; read there at test time, never copied in) through
`rotor transcript --format json` and holds each block to the folder's own expected.json, in the
format its `_about` describes:

- right: exit 0 and every step, cross-step check and sequence holds;
- clear error: a non-zero exit with `NAME.md:line:col: error:`;
- silently wrong: exit 0 and some check fails;
- crashed: a signal, a timeout (20 s), more than 2 GB of memory, or an error with no place.

Prints one line per snippet and the totals. Fails if any snippet crashed or is silently wrong,
or if fewer than MIN_RIGHT of them are right. Skips, saying why, when the corpus is absent.
"""
import json, os, re, sys

from corpusrun import run

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "realworld-code-2"))
PUNCTUATION = re.compile(r"[.,:;!?\"'()\[\]…·\u2018\u2019\u201c\u201d]")


def normal(text):
    return re.sub(r"\s+", " ", PUNCTUATION.sub(" ", text.lower())).strip()


def field(step, transcript, name):
    if name == "reader":
        return transcript.get("reader", "")
    notes = " ".join(step.get("notes", []))
    return {"speech": step.get("speech", ""), "hint": step.get("hint", ""), "notes": notes,
            "all": " ".join(x for x in (step.get("speech", ""), step.get("hint", ""), notes) if x)}[name]


def holds(text, op, want):
    if op == "regex":
        return re.search(want, text, re.I) is not None
    if op == "regex_absent":
        return re.search(want, text, re.I) is None
    text = normal(text)
    if op == "contains":
        return normal(want) in text
    if op == "lacks":
        return normal(want) not in text
    if op == "equals":
        return text == normal(want)
    if op == "empty":
        return text == ""
    if op == "nonempty":
        return text != ""
    if op == "seq":
        at = 0
        for phrase in want:
            found = text.find(normal(phrase), at)
            if found < 0:
                return False
            at = found + len(normal(phrase))
        return True
    raise ValueError(f"unknown op {op}")


def check_block(want, transcript):
    steps = transcript["steps"]
    if len(steps) != len(want["steps"]):
        return f"{len(steps)} steps, expected {len(want['steps'])}"
    for number, (expected, step) in enumerate(zip(want["steps"], steps), 1):
        if expected["gesture"] != step["gesture"]:
            return f"step {number}: gesture '{step['gesture']}', expected '{expected['gesture']}'"
        for name, op, value in expected["expect"]:
            text = field(step, transcript, name)
            if not holds(text, op, value):
                return f"step {number} ({step['gesture']}): {name} {op} {value!r} fails on {text!r}"
    for index, name, op, value in want.get("checks", []):
        if index == "all":
            chosen = range(len(steps))
        elif index == "any":
            chosen = range(len(steps))
        elif isinstance(index, list):
            chosen = index
        else:
            chosen = [index]
        results = [holds(field(steps[i], transcript, name), op, value) for i in chosen if i < len(steps)]
        every = index == "all" or op in ("lacks", "regex_absent")
        if not results or not (all(results) if every else any(results)):
            return f"check [{index}, {name}, {op}, {value!r}] fails"
    sequence = want.get("sequence")
    if sequence:
        start = sequence.get("from", 0)
        for offset, token in enumerate(sequence["tokens"]):
            at = start + offset
            if at >= len(steps):
                return f"sequence: no step {at} for {token!r}"
            text = normal(field(steps[at], transcript, sequence["field"]))
            if not text.startswith(normal(token)):
                return f"sequence: step {at} starts {text[:40]!r}, expected {token!r}"
    return None


def main():
    rotor = os.path.abspath(sys.argv[1])
    minimum = float(os.environ.get("MIN_RIGHT", "0"))
    expected_path = os.path.join(CORPUS, "expected.json")
    if not os.path.exists(expected_path):
        print(f"realworld-code-2: skipped, {CORPUS} is not there")
        return 0
    expected = json.load(open(expected_path, encoding="utf-8"))["snippets"]
    counts = {"right": 0, "clear error": 0, "silently wrong": 0, "crashed": 0}
    for name in sorted(expected):
        outcome, detail, transcripts = run(rotor, os.path.join(CORPUS, name + ".md"))
        if outcome == "ran":
            blocks = expected[name]["blocks"]
            if len(transcripts) != len(blocks):
                outcome, detail = "silently wrong", f"{len(transcripts)} transcripts, expected {len(blocks)}"
            else:
                problems = [p for p in (check_block(w, t) for w, t in zip(blocks, transcripts)) if p]
                outcome, detail = ("silently wrong", problems[0]) if problems else ("right", "")
        counts[outcome] += 1
        print(f"{name}: {outcome}" + (f": {detail}" if detail else ""))
    total = sum(counts.values())
    print(f"realworld-code-2: {counts['right']} right, {counts['clear error']} clear error, "
          f"{counts['silently wrong']} silently wrong, {counts['crashed']} crashed, of {total}")
    if counts["crashed"] or counts["silently wrong"] or counts["right"] < minimum * total:
        print(f"realworld-code-2: FAILED (needs no crash, nothing silently wrong, at least {minimum:.0%} right)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
