"""A deterministic synthetic corpus for benchmarks: N articles of about 7 KB, half English and
half Korean, each with front matter, headings, lists, links, a Swift code block and a block
quote, and a transcript block in every fourth article. The same Markdown is laid out for Rotor
(Content/) and for Hugo (content/ plus a plain layout with section lists and a table of contents).
"""
import pathlib
import random

EN_WORDS = ("voiceover focus element slider value adjustable button carousel card tab selected "
            "container priority order swipe gesture label hint trait accessibility user screen "
            "reader announce state model layout stack group action increment decrement").split()
KO_WORDS = ("보이스오버 초점 요소 슬라이더 값 조절 버튼 캐러셀 카드 탭 선택 컨테이너 우선순위 순서 "
            "쓸기 제스처 레이블 힌트 특성 접근성 사용자 화면 낭독 상태 모델 레이아웃 스택 그룹 동작").split()
SWIFT = '''```swift
struct VolumeSlider: View {
    @Binding var value: Double
    var body: some View {
        Slider(value: $value, in: 0...100)
            .accessibilityLabel("Volume")
            .accessibilityValue("\\(Int(value)) percent")
    }
}
```
'''
TRANSCRIPT = '''```transcript
component: slider
label: Volume
min: 0
max: 100
value: {value}
gestures: [focus, swipe up, swipe up, swipe down]
```
'''
SECTIONS = 20


def sentence(rng, words, count):
    text = " ".join(rng.choice(words) for _ in range(count))
    return text[0].upper() + text[1:] + "."


def paragraph(rng, words):
    return " ".join(sentence(rng, words, rng.randint(8, 16)) for _ in range(rng.randint(4, 6)))


def article(rng, index, language, count):
    words = EN_WORDS if language == "en" else KO_WORDS
    section = index % SECTIONS
    other = (index + 14) % count  # same parity, so the same language folder
    lines = ["---", f"title: Article {index} {words[index % len(words)]}",
             f"description: {sentence(rng, words, 10)}", f"date: 2026-{1 + index % 12:02d}-{1 + index % 28:02d}",
             f"tags: [{words[index % 7]}, {words[3 + index % 5]}]", "---", "", paragraph(rng, words), ""]
    for part in range(4):
        lines += [f"## Part {part} {words[(index + part) % len(words)]}", "", paragraph(rng, words), "",
                  f"### Detail {part}", "", paragraph(rng, words), "",
                  f"- {sentence(rng, words, 6)}", f"- {sentence(rng, words, 6)}",
                  f"- see [article {other}](../section-{other % SECTIONS}/article-{other}.md)", ""]
        if part == 1:
            lines += [SWIFT]
        if part == 2:
            lines += ["> " + paragraph(rng, words), ""]
    if index % 4 == 0:
        lines += [TRANSCRIPT.replace("{value}", str(10 + index % 80))]
    return "\n".join(lines) + "\n", section


def write(root, count, seed=7):
    """Writes Rotor's Content/ and Hugo's site side by side under root; returns the paths."""
    rng = random.Random(seed)
    root = pathlib.Path(root)
    rotor = root / "Content"
    hugo = root / "hugo"
    (rotor).mkdir(parents=True, exist_ok=True)
    (rotor / "site.yml").write_text("title: Bench\nbase_url: /\nlanguages:\n  - {code: en, name: English}\n"
                                    "  - {code: ko, name: 한국어}\ndefault_language: en\n")
    for index in range(count):
        language = "en" if index % 2 == 0 else "ko"
        text, section = article(rng, index, language, count)
        for base in (rotor / language, hugo / "content" / language):
            path = base / f"section-{section}" / f"article-{index}.md"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    layouts = hugo / "layouts" / "_default"
    layouts.mkdir(parents=True, exist_ok=True)
    (hugo / "hugo.toml").write_text('baseURL = "/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n'
                                   '[markup.goldmark.renderer]\nunsafe = false\n')
    (layouts / "baseof.html").write_text('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>'
                                         '</head><body><main>{{ block "main" . }}{{ end }}</main></body></html>\n')
    (layouts / "single.html").write_text('{{ define "main" }}<h1>{{ .Title }}</h1><nav>{{ .TableOfContents }}</nav>'
                                         '{{ .Content }}{{ end }}\n')
    (layouts / "list.html").write_text('{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}'
                                       '<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')
    return rotor, hugo
