#!/usr/bin/env python3
"""Runs the stages of `make test` and prints each one's wall time.

    python3 scripts/test-stages.py --serial "test-deps build-tests" \
        --lane "unit-tests" --lane "corpus crash-safety gate gate-scale"

Each stage is a Makefile target, run as `make STAGE BUILT=1` so that it uses what the serial
stages built instead of building again. The serial stages run first, in order, and a failure
there stops the run (nothing after them can work). Then the lanes run side by side, each
its stages in order; a failing stage does not stop the others, so one run reports every
failure. Each stage's output goes to `.build/stages/STAGE.log` and is printed whole when the
stage ends, so the lanes' output does not interleave. At the end: a table of wall times, and
exit status 1 naming every stage that failed.
"""
import argparse
import os
import pathlib
import subprocess
import sys
import threading
import time

LOGS = pathlib.Path(".build/stages")
print_lock = threading.Lock()


def run(stage, make, results):
    log = LOGS / f"{stage}.log"
    start = time.monotonic()
    with open(log, "w") as output:
        # Unbuffered, so that a stage's log shows how far it got while it runs.
        status = subprocess.call([make, "--no-print-directory", stage, "BUILT=1"], stdout=output, stderr=subprocess.STDOUT,
                                 env=dict(os.environ, PYTHONUNBUFFERED="1"))
    elapsed = time.monotonic() - start
    results[stage] = (status, elapsed)
    with print_lock:
        print(f"===== {stage}: {'ok' if status == 0 else f'FAILED (exit {status})'} in {minutes(elapsed)} =====", flush=True)
        sys.stdout.write(log.read_text(errors="replace"))
        print(f"===== end of {stage} =====", flush=True)
    return status == 0


def minutes(seconds):
    return f"{int(seconds // 60)}:{seconds % 60:04.1f}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--serial", default="", help="stages run first, one after another")
    parser.add_argument("--lane", action="append", default=[], help="stages run in order, beside the other lanes")
    args = parser.parse_args()
    make = os.environ.get("MAKE", "make")
    LOGS.mkdir(parents=True, exist_ok=True)
    results = {}
    started = time.monotonic()

    serial = args.serial.split()
    for stage in serial:
        if not run(stage, make, results):
            break
    lanes = [lane.split() for lane in args.lane]
    if all(results.get(stage, (1,))[0] == 0 for stage in serial):
        def lane_body(stages):
            for stage in stages:
                run(stage, make, results)
        threads = [threading.Thread(target=lane_body, args=(stages,)) for stages in lanes]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    total = time.monotonic() - started

    order = serial + [stage for lane in lanes for stage in lane]
    lane_of = {stage: "serial" for stage in serial}
    for number, lane in enumerate(lanes, 1):
        for stage in lane:
            lane_of[stage] = f"lane {number}"
    print("\n| stage | lane | wall time | result |\n| --- | --- | ---: | --- |")
    for stage in order:
        status, elapsed = results.get(stage, (None, 0.0))
        result = "not run" if status is None else ("ok" if status == 0 else f"FAILED (exit {status})")
        print(f"| {stage} | {lane_of[stage]} | {minutes(elapsed) if status is not None else '-'} | {result} |")
    print(f"| all | | {minutes(total)} | |")
    failed = [stage for stage in order if stage in results and results[stage][0] != 0]
    skipped = [stage for stage in order if stage not in results]
    passed = len(order) - len(failed) - len(skipped)
    print(f"\nstages: {passed} passed, {len(failed) + len(skipped)} failed")
    if failed or skipped:
        print(f"\nmake test failed: {', '.join(failed)}" + (f"; not run: {', '.join(skipped)}" if skipped else "")
              + f" (logs in {LOGS}/)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
