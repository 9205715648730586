#!/usr/bin/env python3
"""Save-to-reload latency of `rotor serve` on a generated site (1,000 articles unless told).

Generates the site in a temporary folder with Tests/Bench/corpus.py, starts `rotor serve --port 0` on it, opens the
live-reload event stream, then edits one article several times (the way editors save: write
a temporary file, rename it over) and measures, for each edit, the time from the rename to
the arrival of the reload event naming that article's page. Prints every figure and the
median. A benchmark, not a test: it always exits 0 unless the server cannot be started.

    python3 Tests/Bench/serve_latency.py [--rotor PATH] [--articles 1000] [--edits 7]
"""
import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def find_rotor(explicit):
    if explicit:
        return explicit
    for candidate in (".build/release/rotor", ".build/debug/rotor"):
        path = os.path.join(REPO, candidate)
        if os.path.exists(path):
            return path
    sys.exit("no rotor binary: build it (swift build -c release) or pass --rotor PATH")


def generate_site(root, articles):
    """The same deterministic corpus as bench.py: about 7 KB per article, English and Korean."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import corpus
    content, _ = corpus.write(root, articles)
    return str(content)


def save_by_rename(path, text):
    temporary = path + ".bench-tmp"
    with open(temporary, "w") as f:
        f.write(text)
    start = time.monotonic()
    os.rename(temporary, path)
    return start


class EventStream(threading.Thread):
    """Reads /__rotor/events and timestamps each event as it arrives."""

    def __init__(self, port):
        super().__init__(daemon=True)
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(f"GET /__rotor/events HTTP/1.1\r\nHost: localhost:{port}\r\n\r\n".encode())
        self.events = []
        self.cond = threading.Condition()
        self.opened = threading.Event()

    def run(self):
        buffer = b""
        while True:
            data = self.sock.recv(65536)
            if not data:
                return
            buffer += data
            # Chunk framing is not undone; data lines are found by their prefix.
            for line in buffer.split(b"\n")[:-1]:
                if b"rotor live reload" in line:
                    self.opened.set()
                if line.startswith(b"data: "):
                    with self.cond:
                        self.events.append((time.monotonic(), json.loads(line[6:].decode())))
                        self.cond.notify_all()
            buffer = buffer.split(b"\n")[-1]

    def wait_for(self, after_count, predicate, timeout=120):
        deadline = time.monotonic() + timeout
        with self.cond:
            while True:
                for arrived, event in self.events[after_count:]:
                    if predicate(event):
                        return arrived, event
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return None, None
                self.cond.wait(remaining)


def resident_mib(pid):
    """VmRSS of a process in MiB, from /proc; None where there is no /proc."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def measure(rotor, content, edits=7, log_lines=None):
    """Starts `rotor serve` on `content`, edits one article `edits` times, and returns
    (first build seconds, save-to-reload latencies in ms, the server's own rebuild lines,
    resident MiB after the first build, resident MiB after the edits).
    The article is restored afterwards."""
    server = None
    target = os.path.join(content, "en", "section-2", "article-42.md")
    with open(target) as f:
        original = f.read()
    try:
        started = time.monotonic()
        server = subprocess.Popen(
            [rotor, "serve", "--content", content, "--templates", os.path.join(REPO, "Templates"), "--port", "0"],
            cwd=os.path.dirname(content), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        port, log = None, []
        for line in server.stdout:
            log.append(line.rstrip())
            match = re.search(r"Serving at http://[^:]+:(\d+)/", line)
            if match:
                port = int(match.group(1))
                break
        if port is None:
            sys.exit("rotor serve did not start:\n" + "\n".join(log))
        first_build = time.monotonic() - started
        time.sleep(1)  # the server gives freed memory back right after its build
        resident_first = resident_mib(server.pid)
        threading.Thread(target=lambda: [log.append(l.rstrip()) for l in server.stdout], daemon=True).start()

        stream = EventStream(port)
        stream.start()
        stream.opened.wait(10)
        page = "en/section-2/article-42/index.html"
        latencies = []
        for edit in range(1, edits + 1):
            time.sleep(0.5)
            seen = len(stream.events)
            saved = save_by_rename(target, original + f"\nEdited {edit} times.\n")
            arrived, event = stream.wait_for(seen, lambda e: e.get("type") == "reload" and page in e.get("changed", []))
            if arrived is None:
                if log_lines is not None:
                    log_lines.append(f"edit {edit}: no reload event within the timeout")
                continue
            latencies.append((arrived - saved) * 1000)
            if log_lines is not None:
                log_lines.append(f"edit {edit}: save → reload event {latencies[-1]:.1f} ms ({len(event['changed'])} files changed)")
        time.sleep(0.5)  # let the server's last "Rebuilt" line arrive
        rebuilds = [re.sub(r".* in ", "", l) for l in log if l.startswith("Rebuilt")]
        resident_after = resident_mib(server.pid)
        return first_build, latencies, rebuilds[-len(latencies):] if latencies else [], resident_first, resident_after
    finally:
        if server:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
        with open(target, "w") as f:
            f.write(original)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rotor", help="the rotor binary (default: .build/release/rotor)")
    parser.add_argument("--articles", type=int, default=1000)
    parser.add_argument("--edits", type=int, default=7)
    args = parser.parse_args()
    rotor = os.path.abspath(find_rotor(args.rotor))

    root = tempfile.mkdtemp(prefix="rotor-serve-bench-")
    try:
        content = generate_site(root, args.articles)
        lines = []
        first_build, latencies, rebuilds, resident_first, resident_after = measure(rotor, content, args.edits, lines)
        print("\n".join(lines))
        print(f"\nsite: {args.articles} articles; first build and start: {first_build * 1000:.0f} ms")
        if resident_first is not None:
            print(f"resident memory: {resident_first:.0f} MiB after the first build, {resident_after:.0f} MiB after the edits "
                  f"(target ≤ 300 MiB at 10,000 articles)")
        print("server's own rebuild times: " + ", ".join(rebuilds))
        if latencies:
            median = statistics.median(latencies)
            print(f"save → reload event: median {median:.1f} ms, min {min(latencies):.1f} ms, "
                  f"max {max(latencies):.1f} ms over {len(latencies)} edits (target ≤ 100 ms: "
                  f"{'met' if median <= 100 else 'not met'})")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
