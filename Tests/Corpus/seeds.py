#!/usr/bin/env python3
"""Runs the Swift code of the seed articles (../shared/seeds, read there at test time, never
copied in) through `rotor transcript`, unchanged, and checks the speech each seed says VoiceOver
gives. A seed's code is cut out of its text between two anchors; the demo view that shows it is
this file's own. Skips, saying why, when the seeds are not there.
"""
import glob, json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

CASES = [
    {
        "name": "seed 004: sort priority, higher first (FocusFlowPracticeView)",
        "seed": "004_*.txt",
        "regions": [("struct FocusFlowPracticeView", "VStack에 C B A순")],
        "demo": "",
        "spec": "view: FocusFlowPracticeView\ngestures: [focus, swipe right, swipe right]",
        # "보이는 순서와는 관계없이 스크린리더로는 아래서부터 위로 A, B, C 순으로 탐색하게 됩니다."
        "speech": ["A", "B", "C"],
    },
    {
        "name": "seed 004: an index-of-count modifier in a .contain group (Page_FocusFlow)",
        "seed": "004_*.txt",
        "regions": [("struct AccessibilityFlowIndexModifier", "accessibilityElement와의 관계"),
                    ("struct Page_FocusFlow", "위 예제는 VStack 안에")],
        "demo": "",
        "spec": "view: Page_FocusFlow\ngestures: [focus, swipe right, swipe right, swipe right, swipe right]",
        # The numbers laid out in rows read down the columns: 1, 2, 3, … and the title first.
        "speech": ["현재 초점의 기본 초점 순서: -1", "1", "2", "3", "4"],
    },
    {
        "name": "seed 001: the SwiftUI carousel as one adjustable element",
        "seed": "001_*.txt",
        "regions": [("struct CardData", "데모 앱 소스 코드 및 체험")],
        "demo": "",
        "spec": "view: SwiftUICarouselView\ngestures: [focus, swipe up, swipe up, swipe up, swipe down]",
        # Label "결제 카드 선택", value the card's name and number, adjustable; up is the next card.
        "speech": ["결제 카드 선택, 삼성카드 **** 1234, Adjustable", "현대카드 **** 5678", "신한카드 **** 9012", "", "현대카드 **** 5678"],
    },
    {
        "name": "seed 000: CustomSlider steps 10% of its maximum, value and percentage",
        "seed": "000_*.txt",
        "regions": [("\nimport SwiftUI\n", "다소 길어보일 수 있으나")],
        "demo": "struct SliderDemo: View {\n    @State private var volume = 50.0\n    var body: some View { CustomSlider(value: $volume, label: \"볼륨\") }\n}\n",
        "spec": "view: SliderDemo\ngestures: [focus, swipe up, swipe down, swipe down]",
        # Label, then "value, percent%"; a swipe changes it by 10% of max (100).
        "speech_starts": ["볼륨, 50, 50%", "60, 60%", "50, 50%", "40, 40%"],
    },
]


def region(text, start, end):
    begin = text.index(start)
    finish = text.index(end, begin)
    return text[begin:finish]


def main():
    rotor = os.path.abspath(sys.argv[1])
    seeds = os.path.abspath(os.path.join(HERE, "..", "..", "..", "shared", "seeds"))
    if not os.path.isdir(seeds):
        print(f"seeds: skipped, {seeds} is not here (it lives in ../shared beside the project)")
        return 0
    failed = 0
    for case in CASES:
        path = glob.glob(os.path.join(seeds, case["seed"]))[0]
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        code = "".join(region(text, start, end) for start, end in case["regions"])
        article = "---\ntitle: Seed\n---\n\n```swift file=Seed.swift\n" + code + "\n" + case["demo"] + "```\n\n```transcript\ncomponent: swiftui\ncode: Seed.swift\n" + case["spec"] + "\n```\n"
        with tempfile.TemporaryDirectory() as folder:
            file = os.path.join(folder, "seed.md")
            with open(file, "w", encoding="utf-8") as handle:
                handle.write(article)
            done = subprocess.run([rotor, "transcript", "--format", "json", file], capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            print(f"FAIL {case['name']}: {done.stderr.strip()[:400]}")
            failed += 1
            continue
        spoken = [step["speech"] for step in json.loads(done.stdout)["steps"]]
        if "speech" in case:
            ok = spoken == case["speech"]
            want = case["speech"]
        else:
            want = case["speech_starts"]
            ok = len(spoken) == len(want) and all(s.startswith(w) for s, w in zip(spoken, want))
        print(f"{'ok  ' if ok else 'FAIL'} {case['name']}: {spoken}" + ("" if ok else f", expected {want}"))
        failed += 0 if ok else 1
    print(f"seeds: {len(CASES) - failed} of {len(CASES)} seed samples say what their seed says")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
