#!/usr/bin/env python3
"""Kills `rotor build` with SIGKILL at random moments and checks that the output folder always
holds one complete site: the one before the build or the one the build was making, never a mix.
Full builds first, then incremental ones (only article text edited, redone from the saved state).

    python3 Tests/CrashSafety/kill_builds.py .build/debug/rotor [--trials 24] [--pages 300] [--seed 8]

Two versions of a site of a few hundred pages alternate as the content. Each trial starts a
build of the other version, kills it after a delay drawn (from a fixed seed) across the whole
build time, and compares the output tree byte for byte with the two reference trees. A last,
uninterrupted build must then clean up what the killed builds left and produce the new site.
Exits 1 on the first mixed or missing output.

Then the file probes (issue 45): every way a file can be reached or changed behind Rotor's
back (a second hard link edited in place with its size and time put back, a change of mode
alone, a file and a folder trading places, symbolic links to folders and to files outside the
content folder), each followed by a build that must equal a clean build or refuse with a
located error and change nothing; and `rotor check --update-expect` through such links.
`--probes-only` runs just these.
"""
import argparse
import hashlib
import os
import pathlib
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time


def write_site(content, pages, version):
    """A site whose every page differs between versions, and whose page set differs too."""
    if content.exists():
        shutil.rmtree(content)
    (content / "en").mkdir(parents=True)
    (content / "site.yml").write_text("title: Crash test\nbase_url: /\n")
    (content / "en" / "index.md").write_text(f"---\ntitle: Home v{version}\n---\n\nVersion {version}.\n")
    count = pages + (25 if version == 2 else 0)
    for index in range(count):
        section = content / "en" / f"section-{index % 10}"
        section.mkdir(exist_ok=True)
        body = "\n\n".join(f"## Part {part}\n\nVersion {version} of article {index}, part {part}. " * 3 for part in range(6))
        (section / f"article-{index}.md").write_text(
            f"---\ntitle: Article {index} v{version}\ntags: [t{index % 7}, v{version}]\n---\n\n{body}\n")


def edit_text(content, pages, version):
    """Changes only the text of every tenth article, front matter untouched, so that `rotor build`
    rebuilds those articles alone from its saved state."""
    for index in range(0, pages, 10):
        path = content / "en" / f"section-{index % 10}" / f"article-{index}.md"
        text = path.read_text()
        head, _, body = text.partition("\n---\n\n")
        marker = "\n\nIncremental text edit "
        body = body.split(marker)[0] + f"{marker}{version}: {' '.join(f'word{version}x{n}' for n in range(40))}.\n"
        path.write_text(head + "\n---\n\n" + body)


def tree(folder):
    """Every file below `folder` by relative path, with the SHA-256 of its bytes."""
    folder = pathlib.Path(folder)
    if not folder.exists():
        return None
    result = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() or path.is_symlink():
            result[str(path.relative_to(folder))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return result


def half_written(root):
    """Staging and retired folders a killed build left beside the output (not its cache)."""
    return sorted(p.name for p in root.iterdir() if p.name.endswith((".rotor-new", ".rotor-old")))


def build(rotor, content, output, check=True):
    return subprocess.run([rotor, "build", "--content", str(content), "--output", str(output)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=check, text=True)


def kill_trials(rotor, content, output, root, references, versions, current, write, build_time, trials, rng, label):
    """Writes the other version, starts a build, kills it after a random delay across
    `build_time`, and checks the output is the old or the new reference tree, `trials` times.
    Returns the outcome counts, or None (after saying why) on the first mixed or missing output."""
    outcomes = {"old": 0, "new": 0}
    for trial in range(1, trials + 1):
        target = versions[0] if current == versions[1] else versions[1]
        write(target)
        delay = rng.uniform(0.0, build_time * 1.1)
        process = subprocess.Popen([rotor, "build", "--content", str(content), "--output", str(output)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        process.wait()
        state = tree(output)
        leftovers = half_written(root)
        if state == references[current]:
            outcome = "old"
        elif state == references[target]:
            outcome, current = "new", target
        else:
            print(f"{label} {trial}: killed after {delay:.3f} s: the output is neither the old nor the new site")
            if state is None:
                print("  the output folder is missing")
            else:
                old, new = references[current], references[target]
                print(f"  {len(state)} files; differs from old in {sum(1 for k in set(state) | set(old) if state.get(k) != old.get(k))},"
                      f" from new in {sum(1 for k in set(state) | set(new) if state.get(k) != new.get(k))}")
            return None
        outcomes[outcome] += 1
        print(f"{label} {trial:2}: killed after {delay:.3f} s (exit {process.returncode}): {outcome} site intact;"
              f" leftovers {leftovers or 'none'}")
    return outcomes


ARTICLE = "---\ntitle: {title}\n---\n\n# {title}\n\n{body}\n"
SLIDERS = ("---\ntitle: Sliders\n---\n\n# Sliders\n\n"
           "```transcript\ncomponent: slider\nlabel: Volume\nvalue: 50\ngestures: [focus, swipe up]\n"
           "expect: [\"old one\", \"old two\"]\n```\n\n"
           "```transcript\ncomponent: slider\nlabel: Bass\nvalue: 50\ngestures: [focus, swipe up]\n"
           "expect: [\"old three\", \"old four\"]\n```\n")


def overwrite_keeping_time(path, old, new):
    """Edits a file in place (same inode, same size), then puts back its modification time."""
    info = os.stat(path)
    data = pathlib.Path(path).read_bytes()
    assert len(old) == len(new) and old.encode() in data
    with open(path, "r+b") as handle:
        handle.write(data.replace(old.encode(), new.encode()))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))


def modes(folder):
    return {str(p.relative_to(folder)): p.stat().st_mode & 0o7777 for p in sorted(pathlib.Path(folder).rglob("*")) if p.is_file()}


def file_probes(rotor, base):
    """Each probe: a small site built twice (so two output trees take turns), one change behind
    Rotor's back, then a build that must equal a clean one (bytes and modes) or be refused."""
    failures = []

    def fresh(name):
        root = base / name
        content = root / "Content"
        (content / "en" / "sliders").mkdir(parents=True)
        (content / "site.yml").write_text("title: Probes\nbase_url: /\n")
        (content / "en" / "a.md").write_text(ARTICLE.format(title="A", body="Text of A."))
        (content / "en" / "sliders" / "b.md").write_text(ARTICLE.format(title="B", body="Text of B."))
        build(rotor, content, root / "site")
        time.sleep(0.02)
        (content / "en" / "a.md").write_text(ARTICLE.format(title="A", body="Text of A, two."))
        build(rotor, content, root / "site")
        return root, content, root / "site"

    def equals_clean(name, root, content, output):
        clean = root / "clean"
        shutil.rmtree(clean, ignore_errors=True)
        build(rotor, content, clean)
        same = tree(output) == tree(clean) and modes(output) == modes(clean)
        print(f"  {'holds' if same else 'FAILS'}: {name}")
        if not same:
            failures.append(name)

    def edit_article(content):
        time.sleep(0.02)
        (content / "en" / "a.md").write_text(ARTICLE.format(title="A", body="Text of A, three."))

    for then_edit in (True, False):
        name = "output page with a second hard link, edited in place at the same size and time" + (", then an article edit" if then_edit else "")
        root, content, output = fresh(f"hardlink-{then_edit}")
        other = root / "second-name.html"
        os.link(output / "en/sliders/b/index.html", other)
        time.sleep(0.02)
        overwrite_keeping_time(other, "Text of B.", "Text of X.")
        if then_edit:
            edit_article(content)
        build(rotor, content, output)
        equals_clean(name, root, content, output)

    root, content, output = fresh("mode")
    os.chmod(output / "en/a/index.html", 0o600)
    time.sleep(0.02)
    (content / "en/sliders/b.md").write_text(ARTICLE.format(title="B", body="Text of B, two."))
    build(rotor, content, output)
    equals_clean("output page whose only change is its mode", root, content, output)

    root, content, output = fresh("trade")
    page = output / "en/a/index.html"
    page.unlink()
    page.mkdir()
    shutil.rmtree(output / "en/sliders")
    (output / "en/sliders").write_text("a file where a folder was")
    edit_article(content)
    build(rotor, content, output)
    equals_clean("output page replaced by a folder, output folder by a file", root, content, output)

    root, content, output = fresh("content-hardlink")
    os.link(content / "en/a.md", content / "en/c.md")
    build(rotor, content, output)
    time.sleep(0.02)
    overwrite_keeping_time(content / "en/c.md", "Text of A, two.", "Text of C, two.")
    build(rotor, content, output)
    equals_clean("article with a second hard link, edited in place at the same size and time", root, content, output)

    root, content, output = fresh("content-mode")
    os.chmod(content / "en/a.md", 0o600)
    build(rotor, content, output)
    equals_clean("article whose only change is its mode", root, content, output)

    root, content, output = fresh("content-trade")
    (content / "en/sliders/b.md").unlink()
    (content / "en/sliders/b.md").mkdir()
    (content / "en/sliders/b.md/inner.md").write_text(ARTICLE.format(title="Inner", body="Inside a folder."))
    build(rotor, content, output)
    shutil.rmtree(content / "en/sliders")
    (content / "en/sliders").write_text("a file where a folder was")
    build(rotor, content, output)
    equals_clean("article replaced by a folder, then a folder by a file", root, content, output)

    root, content, output = fresh("content-folder-link")
    (content / "en/real").mkdir()
    (content / "en/real/r.md").write_text(ARTICLE.format(title="R", body="Version one."))
    os.symlink("real", content / "en/alias")
    build(rotor, content, output)
    time.sleep(0.02)
    overwrite_keeping_time(content / "en/real/r.md", "Version one.", "Version two.")
    build(rotor, content, output)
    seen = "Version two." in (output / "en/alias/r/index.html").read_text()
    if not seen:
        failures.append("link to a folder inside")
    equals_clean("article reached through a symbolic link to a folder inside", root, content, output)

    for kind in ("file", "folder"):
        root, content, output = fresh(f"outside-{kind}")
        before = tree(output)
        outside = root / ("outside.md" if kind == "file" else "outside")
        if kind == "file":
            outside.write_text(ARTICLE.format(title="O", body="Outside."))
        else:
            outside.mkdir()
            (outside / "o.md").write_text(ARTICLE.format(title="O", body="Outside."))
        link = content / "en" / ("linked.md" if kind == "file" else "linked")
        os.symlink(outside, link)
        result = build(rotor, content, output, check=False)
        held = (result.returncode != 0 and f"{link}: error: symbolic link leads outside the content folder" in result.stderr
                and tree(output) == before)
        print(f"  {'holds' if held else 'FAILS'}: symbolic link to a {kind} outside the content folder is refused, output kept")
        if not held:
            failures.append(f"outside {kind}")

    # `rotor check --update-expect` through the same links.
    def update(content, path):
        return subprocess.run([rotor, "check", "--content", str(content), "--update-expect", str(path)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    root, content, output = fresh("expect-outside")
    outside = root / "outside.md"
    outside.write_text(SLIDERS)
    os.symlink(outside, content / "en/linked.md")
    result = update(content, content / "en/linked.md")
    held = (result.returncode != 0 and outside.read_text() == SLIDERS
            and f"{content}/en/linked.md: error: symbolic link leads outside the content folder" in result.stderr)
    print(f"  {'holds' if held else 'FAILS'}: --update-expect through a link to a file outside is refused as the build refuses it")
    if not held:
        failures.append("update-expect outside link")

    root, content, output = fresh("expect-hardlink")
    (content / "en/sliders/s.md").write_text(SLIDERS)
    os.link(content / "en/sliders/s.md", root / "second-name.md")
    result = update(content, content / "en/sliders/s.md")
    held = (result.returncode != 0 and "error: the file has 2 names (hard links)" in result.stderr
            and (root / "second-name.md").read_text() == SLIDERS and (content / "en/sliders/s.md").read_text() == SLIDERS)
    print(f"  {'holds' if held else 'FAILS'}: --update-expect on an article with a second hard link is refused, both names unchanged")
    if not held:
        failures.append("update-expect hard link")

    os.unlink(root / "second-name.md")
    result = update(content, content / "en/sliders/s.md")
    diffs = [line for line in result.stdout.splitlines() if line[:2] in ("- ", "+ ") or line.endswith(": updated")]
    want = [f"{content}/en/sliders/s.md:12: updated", '- expect: ["old one", "old two"]',
            '+ expect: ["Volume, 50, 50%, Adjustable", "60, 60%"]',
            f"{content}/en/sliders/s.md:20: updated", '- expect: ["old three", "old four"]',
            '+ expect: ["Bass, 50, 50%, Adjustable", "60, 60%"]']
    held = diffs == want
    print(f"  {'holds' if held else 'FAILS'}: --update-expect prints one diff per changed line, top to bottom")
    if not held:
        failures.append(f"update-expect diff order: {diffs}")
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("rotor")
    parser.add_argument("--trials", type=int, default=24)
    parser.add_argument("--pages", type=int, default=300)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--probes-only", action="store_true")
    args = parser.parse_args()
    rotor = os.path.abspath(args.rotor)
    rng = random.Random(args.seed)

    with tempfile.TemporaryDirectory(prefix="rotor-probes-") as temp:
        print("file probes:")
        failures = file_probes(rotor, pathlib.Path(temp))
        if failures:
            print(f"{len(failures)} file probes fail: {failures}")
            return 1
    if args.probes_only:
        return 0

    with tempfile.TemporaryDirectory(prefix="rotor-crash-") as temp:
        root = pathlib.Path(temp)
        content, output = root / "Content", root / "site"
        references = {}
        for version in (1, 2):
            write_site(content, args.pages, version)
            reference = root / f"reference-{version}"
            start = time.monotonic()
            build(rotor, content, reference)
            elapsed = time.monotonic() - start
            references[version] = tree(reference)
            shutil.rmtree(reference)
            print(f"reference v{version}: {len(references[version])} files in {elapsed:.2f} s")

        # Kills are spread over the time of a rebuild over an existing output, which is what
        # each trial is (and faster than a first build when a build cache is kept).
        write_site(content, args.pages, 1)
        build(rotor, content, output)
        write_site(content, args.pages, 2)
        start = time.monotonic()
        build(rotor, content, output)
        build_time = time.monotonic() - start
        print(f"rebuild over the old output: {build_time:.2f} s")
        if tree(output) != references[2]:
            print("an uninterrupted rebuild does not match the reference site")
            return 1
        outcomes = kill_trials(rotor, content, output, root, references, (1, 2), 2,
                               lambda version: write_site(content, args.pages, version), build_time, args.trials, rng, "trial")
        if outcomes is None:
            return 1

        write_site(content, args.pages, 2)
        result = build(rotor, content, output, check=False)
        leftovers = half_written(root)
        if result.returncode != 0 or tree(output) != references[2] or leftovers:
            print(f"recovery build failed: exit {result.returncode}, leftovers {leftovers}\n{result.stderr}")
            return 1
        print(f"{args.trials} kills: {outcomes['old']} left the old site, {outcomes['new']} the new one; never a mix."
              " The next build recovered and succeeded.")

        # Incremental builds: the same site with the text of some articles edited, which
        # `rotor build` redoes from its saved state. Kills land anywhere in such a build.
        incremental = {}
        for version in ("a", "b"):
            edit_text(content, args.pages, version)
            reference = root / f"reference-{version}"
            build(rotor, content, reference)
            incremental[version] = tree(reference)
            shutil.rmtree(reference)
        edit_text(content, args.pages, "a")
        build(rotor, content, output)
        edit_text(content, args.pages, "b")
        start = time.monotonic()
        result = build(rotor, content, output)
        incremental_time = time.monotonic() - start
        if "Rebuilt" not in result.stdout or tree(output) != incremental["b"]:
            print(f"an uninterrupted incremental build did not rebuild alone or does not match: {result.stdout.strip()}")
            return 1
        print(f"incremental rebuild of {len(range(0, args.pages, 10))} edited articles: {incremental_time * 1000:.0f} ms")
        outcomes = kill_trials(rotor, content, output, root, incremental, ("a", "b"), "b",
                               lambda version: edit_text(content, args.pages, version), incremental_time, args.trials, rng,
                               "incremental trial")
        if outcomes is None:
            return 1
        edit_text(content, args.pages, "a")
        result = build(rotor, content, output, check=False)
        if result.returncode != 0 or tree(output) != incremental["a"] or half_written(root):
            print(f"recovery after incremental kills failed: exit {result.returncode}\n{result.stderr}")
            return 1
        print(f"{args.trials} kills of incremental builds: {outcomes['old']} left the old site, {outcomes['new']} the new one;"
              f" never a mix. The next build recovered: {result.stdout.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
