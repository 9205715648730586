#!/usr/bin/env python3
"""Runs every snippet of ../shared/realworld-compose (real Jetpack Compose from public
repositories, read there at test time, never copied in) through
`rotor transcript --format json --reader talkback` and sorts each into: right, clear error,
silently wrong, crashed.

- right: every block runs and every step says what Tests/Corpus/compose-expected.json
  (transcribed from each block's '# expected:' notes) says, or marks what the notes call
  INFERRED or UNKNOWN;
- clear error: rotor stops with a `path:line:col: error:` naming the cause;
- silently wrong: rotor runs and some step says something else, unmarked;
- crashed: a signal, a timeout (20 s), more than 2 GB of memory, or an error with no place.

Prints one line per snippet and the totals. Fails if any snippet crashed or is silently
wrong, or if fewer than MIN_RIGHT (default 0; `make corpus` asks 0.85) of them are right.
Skips, saying why, when the corpus is not there.
"""
import json, os, re, sys

from corpusrun import compare, run

HERE = os.path.dirname(os.path.abspath(__file__))
PUNCTUATION = re.compile(r"[.,:;!?\"'()\[\]…·\u2018\u2019\u201c\u201d]")


def unpunctuated(text):
    return re.sub(r"\s+", " ", PUNCTUATION.sub(" ", text)).strip()


def main():
    rotor = os.path.abspath(sys.argv[1])
    corpus = os.path.abspath(os.path.join(HERE, "..", "..", "..", "shared", "realworld-compose"))
    if len(sys.argv) > 2:
        corpus = os.path.abspath(sys.argv[2])
    min_right = float(os.environ.get("MIN_RIGHT", "0"))
    if not os.path.isdir(corpus):
        print(f"realworld-compose: skipped, {corpus} is not here (it lives in ../shared beside the project)")
        return 0
    with open(os.path.join(HERE, "compose-expected.json"), encoding="utf-8") as handle:
        table = json.load(handle)
    articles = sorted(name for name in os.listdir(corpus) if re.match(r"\d\d-.*\.md$", name))
    totals = {"right": 0, "clear error": 0, "silently wrong": 0, "crashed": 0}
    for name in articles:
        key = name[:-3]
        outcome, message, transcripts = run(rotor, os.path.join(corpus, name), "--reader", "talkback")
        expected = table.get(key)
        if outcome == "ran":
            if expected is None:
                outcome, message = "silently wrong", "no expectation recorded for it"
            elif len(transcripts) != len(expected):
                outcome, message = "silently wrong", f"{len(transcripts)} transcripts, expected {len(expected)}"
            else:
                problems = [f"block {i}: {p}" for i, p in
                            enumerate((compare(w, t, unpunctuated) for w, t in zip(expected, transcripts)), 1) if p]
                outcome, message = ("silently wrong", problems[0]) if problems else ("right", "")
        totals[outcome] += 1
        print(f"{key:40} {outcome:15} {message}")
    total = len(articles)
    print(f"realworld-compose: {total} snippets: " + ", ".join(f"{count} {name}" for name, count in totals.items())
          + (f"; right {100 * totals['right'] / total:.0f}%" if total else ""))
    failed = totals["crashed"] or totals["silently wrong"] or totals["right"] < min_right * total
    if failed:
        print(f"realworld-compose: FAILED (needs 0 crashed, 0 silently wrong, at least {min_right:.0%} right)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
