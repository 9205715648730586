#!/usr/bin/env python3
"""`make bench`: build-speed and memory figures for Rotor against Hugo and the cmark floor.

For 1,000 and 10,000 synthetic articles (see corpus.py) it times, each as the median of
several runs taken in turns (Rotor, cmark, Hugo, Rotor, …, so that a slow spell of a shared
machine falls on all three): a full `rotor build` (no cache), `hugo` on the same Markdown with
an equivalent plain template, and the `cmark` command-line tool alone over every article (the
floor for parsing and rendering on one core). Then, on each site, it times a command-line rebuild after
editing one article and one with nothing changed, and the save-to-reload time of `rotor serve`
for an edit. Peak resident memory comes from
wait4(2). Prints a Markdown table with the ratios and the targets from issue 7.

Usage: bench.py ROTOR_BINARY [--sizes 1000,10000] [--runs 3] [--work DIR] [--baseline OTHER_ROTOR]
"""
import argparse
import os
import re
import pathlib
import platform
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import compose_bench  # noqa: E402
import code_bench  # noqa: E402
import corpus  # noqa: E402
import search_bench  # noqa: E402
import serve_latency  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parents[2]


def run(command, cwd=None):
    """Runs a command, returns (seconds, peak RSS in MB); fails loudly on a non-zero exit."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench: {' '.join(map(str, command))} failed:\n{process.stderr.read().decode()[-2000:]}")
    return elapsed, usage.ru_maxrss / 1024


def median_run(command, runs, before=None, cwd=None):
    return interleaved_runs([(command, before)], runs, cwd)[0]


def interleaved_runs(commands, runs, cwd=None):
    """Runs each (command, before) in turn, `runs` rounds, and returns (median seconds, peak
    RSS) for each. Taking turns spreads this shared machine's slow spells over all the tools
    instead of charging them to whichever ran then."""
    times = [[] for _ in commands]
    peaks = [[] for _ in commands]
    for _ in range(runs):
        for index, (command, before) in enumerate(commands):
            if before:
                before()
            seconds, peak = run(command, cwd)
            times[index].append(seconds)
            peaks[index].append(peak)
    return [(statistics.median(t), max(p)) for t, p in zip(times, peaks)]


def machine():
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{os.cpu_count()} cores, {cpu}, {memory:.0f} GiB, {platform.system()} {platform.release()}"


def set_aside(path, trash):
    """Moves a previous run's output out of the way instead of deleting it.

    On ext4 without a journal (this machine's disk), inodes freed in the last minutes are
    skipped when new ones are allocated, so writing thousands of files right after deleting
    thousands is several times slower, and varies from run to run. Both tools would pay it;
    the benchmark measures the tools, so old outputs are moved into a trash folder that is
    deleted once, at the end.
    """
    if os.path.lexists(path):
        trash.mkdir(parents=True, exist_ok=True)
        os.rename(path, trash / f"{path.name}-{time.perf_counter_ns()}")


def stage_times(build, clean):
    """The stages of a clean build from --verbose: name (counts left out) → (seconds, processor
    seconds or None)."""
    clean()
    log = subprocess.run(build + ["--verbose"], capture_output=True, text=True, check=True).stderr
    stages = {}
    for line in log.splitlines():
        match = re.search(r"\[RotorSite\] (.+?) in ([0-9.e+-]+) seconds(?: \(([0-9.e+-]+) s of processor time\))?", line)
        if match:
            name = re.sub(r"\d+", "N", match.group(1)).replace("swapped in nothing", "swapped in")
            stages[name] = (float(match.group(2)), float(match.group(3)) if match.group(3) else None)
    return stages


INDEX_STAGE = "feeds, sitemap and search indexes made"


def index_stage(build, clean):
    """Seconds a clean build spends making feeds, the sitemap and the search indexes."""
    stages = stage_times(build, clean)
    if INDEX_STAGE not in stages:
        sys.exit("bench: rotor build --verbose did not report its index stage")
    return stages[INDEX_STAGE][0]


# Each stage's share of the full-build target (3× the cmark floor), so that the stages meeting
# theirs add up to the target; the index stage has its own budget (≤ 150 ms and ≤ 3% of a build).
STAGE_BUDGETS = [
    ("inputs stamped", 0.05),
    ("config and templates loaded", 0.02),
    ("N articles read", 0.45),
    ("N pages planned", 0.10),
    ("N pages rendered and written", 1.90),
    (INDEX_STAGE, None),
    ("N of N files written, the rest kept; swapped in", 0.20),
    ("build state saved", 0.15),
]


def index_stage_in_turns(builds, clean, runs):
    """Index stages of several builds taken in turns, so that a slow spell falls on each."""
    stages = [[] for _ in builds]
    for _ in range(runs):
        for times, build in zip(stages, builds):
            times.append(index_stage(build, clean))
    return stages


def bench_size(rotor, size, runs, work, baseline=None):
    root = work / f"corpus-{size}"
    trash = work / "trash"
    if not (root / "Content").exists():
        corpus.write(root, size)
    content, hugo_site = root / "Content", root / "hugo"
    output = root / "site"
    cache = root / ".site.rotor-cache"
    articles = sorted(str(p) for p in content.rglob("*.md"))
    megabytes = sum(os.path.getsize(p) for p in articles) / 1e6

    def clean():
        set_aside(output, trash)
        set_aside(cache, trash)
        os.sync()

    build = [rotor, "build", "--content", str(content), "--templates", str(REPO / "Templates"), "--output", str(output)]
    result = {"size": size, "megabytes": megabytes}

    def clean_hugo():
        set_aside(root / "hugo-public", trash)
        os.sync()
    cmark_list = root / "cmark-args"
    cmark_list.write_text("\n".join(articles))
    hugo = ["hugo", "--quiet", "--source", str(hugo_site), "--destination", str(root / "hugo-public")]
    cmark = ["sh", "-c", f"xargs cmark < {cmark_list} > /dev/null"]
    tools = [(build, clean), (cmark, None)] + ([(hugo, clean_hugo)] if shutil.which("hugo") else [])
    timings = interleaved_runs(tools, runs)
    (result["rotor"], result["rotor_rss"]), (result["cmark"], _) = timings[0], timings[1]
    if len(timings) > 2:
        result["hugo"], result["hugo_rss"] = timings[2]

    # The write floor: copying the site Rotor wrote (every folder and file, no other work)
    # with `cp -r`, which reads from the page cache and writes as a build must.
    copies = work / "copies"
    copies.mkdir(parents=True, exist_ok=True)

    def copy_target():
        set_aside(copies / "site", trash)
        os.sync()
    result["write_floor"], _ = median_run(["cp", "-r", str(output), str(copies / "site")], runs, before=copy_target)

    # Incremental, from the command line: one article edited, then nothing changed. The
    # previous output and the cache folder beside it stay from the last full build. The first
    # edit after a first build also links the output into the second tree, once: it is timed
    # on its own, and the median is of the edits after it (at least seven).
    run(build)
    run(build)
    target = pathlib.Path(articles[len(articles) // 2])
    original = target.read_text()

    def edit():
        text = target.read_text()
        target.write_text(text + f"\nEdited at {time.perf_counter_ns()}.\n")
        os.sync()
    edit()
    result["first_edit"], _ = run(build)
    result["edit"], _ = median_run(build, max(runs, 7), before=edit)
    target.write_text(original)
    run(build)
    result["noop"], _ = median_run(build, runs)

    # The index stage of a full build (feeds, sitemap and search indexes), from --verbose; with
    # a baseline binary (another commit's build of Rotor), both in turns.
    if baseline:
        # The baseline's own checkout: the first folder above the binary with a Package.swift.
        checkout = next(p for p in pathlib.Path(baseline).parents if (p / "Package.swift").exists())
        templates = checkout / "Templates"
        base_build = [baseline] + build[1:]
        base_build[base_build.index("--templates") + 1] = str(templates)
        result["baseline_stages"], stages = index_stage_in_turns([base_build, build], clean, max(runs, 7))
        result["index_stage"] = statistics.median(stages)
        result["index_stages"] = stages
    else:
        result["index_stage"] = statistics.median(index_stage(build, clean) for _ in range(runs))
    # Where a full build's time goes, stage by stage: the median of a few clean builds.
    runs_of_stages = [stage_times(build, clean) for _ in range(runs)]
    result["stages"] = {name: (statistics.median(r[name][0] for r in runs_of_stages if name in r),
                               statistics.median(r[name][1] for r in runs_of_stages if name in r and r[name][1] is not None)
                               if any(name in r and r[name][1] is not None for r in runs_of_stages) else None)
                        for name in runs_of_stages[0]}
    run(build)
    result["search_index"] = search_bench.index_stats(output)
    result["search_queries"] = search_bench.measure_queries(output)

    # Incremental, in `rotor serve`: the in-memory build cache, timed from save to reload event.
    _, latencies, _, resident, _ = serve_latency.measure(rotor, str(content), edits=max(runs, 5))
    result["serve_edit"] = statistics.median(latencies) / 1000 if latencies else float("nan")
    result["serve_rss"] = resident if resident is not None else float("nan")
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("rotor")
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default=str(REPO / ".build" / "bench"))
    parser.add_argument("--baseline", help="another build of rotor (CHECKOUT/.build/release/rotor, its templates "
                        "taken from CHECKOUT/Templates) whose index stage is timed in turns with this one's")
    args = parser.parse_args()
    work = pathlib.Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    sizes = [int(s) for s in args.sizes.split(",")]
    baseline = os.path.abspath(args.baseline) if args.baseline else None
    results = [bench_size(os.path.abspath(args.rotor), size, args.runs, work, baseline) for size in sizes]

    print(f"\nRotor benchmark, {time.strftime('%Y-%m-%d')}, {machine()}")
    print(f"median of {args.runs} runs; peak resident memory from wait4(2)\n")
    print("| articles | corpus | rotor build | pages/s | peak RSS | hugo | hugo peak RSS | cmark floor | rotor/hugo | rotor/cmark | edit one (serve) | serve RSS | edit one (CLI) | nothing changed (CLI) |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in results:
        hugo = r.get("hugo")
        hugo_time = f"{hugo:.2f} s" if hugo else "n/a"
        hugo_rss = f"{r['hugo_rss']:.0f} MB" if hugo else "n/a"
        versus_hugo = f"{r['rotor'] / hugo:.3f}" if hugo else "n/a"
        print(f"| {r['size']:,} | {r['megabytes']:.0f} MB | {r['rotor']:.2f} s | {r['size'] / r['rotor']:,.0f} | "
              f"{r['rotor_rss']:.0f} MB | {hugo_time} | {hugo_rss} | {r['cmark']:.2f} s | {versus_hugo} | "
              f"{r['rotor'] / r['cmark']:.2f} | {r['serve_edit'] * 1000:.0f} ms | {r['serve_rss']:.0f} MiB | {r['edit'] * 1000:.0f} ms | "
              f"{r['noop'] * 1000:.0f} ms |")
    print("\nfloors on one core: cmark (parse and render) and `cp -r` of Rotor's output (write every file)")
    for r in results:
        both = r["cmark"] + r["write_floor"]
        print(f"  {r['size']:,} articles: cmark {r['cmark']:.2f} s + write {r['write_floor']:.2f} s = {both:.2f} s, "
              f"{both / (os.cpu_count() or 1):.2f} s spread over {os.cpu_count()} cores"
              + (f"; 1/10 of Hugo is {r['hugo'] / 10:.2f} s" if r.get("hugo") else ""))
    if len(results) >= 2:
        growth = results[-1]["rotor"] / results[0]["rotor"]
        print(f"\ngrowth: time({results[-1]['size']:,}) / time({results[0]['size']:,}) = {growth:.2f} (target ≤ 11)")
    big = results[-1]
    print("\ntargets for the largest corpus:")
    checks = [
        ("full build ≤ 1/10 of Hugo", big.get("hugo") and big["rotor"] <= big["hugo"] / 10),
        ("full build ≤ 3× the cmark floor", big["rotor"] <= 3 * big["cmark"]),
        ("peak RSS ≤ 500 MB", big["rotor_rss"] <= 500),
        ("growth ≤ 11", len(results) < 2 or big["rotor"] / results[0]["rotor"] <= 11),
        ("rebuild after one edit ≤ 100 ms, in serve (in-memory cache)", big["serve_edit"] <= 0.1),
        ("rotor serve ≤ 300 MiB resident after its first build", big["serve_rss"] <= 300),
        ("rebuild after one edit ≤ 100 ms, from the command line (cache folder)", big["edit"] <= 0.1),
        ("rebuild with nothing changed ≤ 200 ms", big["noop"] <= 0.2),
    ]
    for name, ok in checks:
        print(f"  {'met ' if ok else 'MISSED'}  {name}")
    print(f"\nperf budget by stage, {big['size']:,} articles (median of clean builds, from --verbose; "
          f"budgets are shares of 3× the cmark floor, {3 * big['cmark']:.2f} s):")
    for name, share in STAGE_BUDGETS:
        wall, processor = big["stages"].get(name, (None, None))
        if wall is None:
            print(f"  {name}: not reported")
            continue
        budget = min(0.150, 0.03 * big["rotor"]) if share is None else share * big["cmark"]
        cpu = f", {processor:.2f} s of processor time" if processor is not None else ""
        print(f"  {'met ' if wall <= budget else 'OVER'}  {name}: {wall * 1000:.0f} ms{cpu}; budget {budget * 1000:.0f} ms")
    print("  instruction counts (callgrind): not measured on this machine; valgrind 3.19 fails on Swift 6.3's "
          "libraries and the virtual machine has no hardware counters")
    print("\nfirst edit after a first build (`rotor build`, which also links the output into the second tree):")
    for r in results:
        print(f"  {r['size']:,} articles: {r['first_edit'] * 1000:.0f} ms")
    print("\nindex stage of a full build (feeds, sitemap and search indexes; median, from --verbose):")
    for r in results:
        print(f"  {r['size']:,} articles: {r['index_stage'] * 1000:.0f} ms")
    if baseline:
        print(f"\nindex stage in turns with the baseline ({baseline}), {len(results[0]['index_stages'])} runs each:")
        for r in results:
            ms = lambda times: f"median {statistics.median(times) * 1000:.0f} ms, {min(times) * 1000:.0f}–{max(times) * 1000:.0f} ms"
            differences = [a - b for a, b in zip(r["index_stages"], r["baseline_stages"])]
            print(f"  {r['size']:,} articles: this build {ms(r['index_stages'])}; baseline {ms(r['baseline_stages'])}; "
                  f"difference run by run, median {statistics.median(differences) * 1000:+.0f} ms "
                  f"({min(differences) * 1000:+.0f} to {max(differences) * 1000:+.0f} ms)")
    search_bench.report(results)
    # The cost of computing a transcript from the article's code rather than a written model.
    code_bench.report(code_bench.measure(os.path.abspath(args.rotor), work))
    # Parsing Kotlin with tree-sitter, the first step of reading Compose code.
    code_bench.report_kotlin(code_bench.measure_kotlin(os.path.abspath(args.rotor), work))
    # Reading Compose code: parse, evaluate by need and TalkBack's transcript, per transcript and for a large file.
    compose_bench.report(compose_bench.measure(os.path.abspath(args.rotor), work))
    # The worst a single article's code can cost: the interpreter running to its step budget.
    code_bench.report_budget(code_bench.measure_budget(os.path.abspath(args.rotor), work))
    shutil.rmtree(pathlib.Path(args.work) / "trash", ignore_errors=True)


if __name__ == "__main__":
    main()
