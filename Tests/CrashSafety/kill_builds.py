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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("rotor")
    parser.add_argument("--trials", type=int, default=24)
    parser.add_argument("--pages", type=int, default=300)
    parser.add_argument("--seed", type=int, default=8)
    args = parser.parse_args()
    rotor = os.path.abspath(args.rotor)
    rng = random.Random(args.seed)

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
