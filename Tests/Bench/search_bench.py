"""Search figures for `make bench`: the size of each language's sharded index, and for sample
queries the bytes the search page fetches from the index and the time until its first results
show, in headless Chromium from a local server with the browser cache off.

Bytes are uncompressed (the resources' decoded body size) and count only files below
`search-index/`, not the page or its assets. The time is from the start of navigation to the
page's `rotor-search-results` performance mark, set when the first results are in the list;
so it includes loading the page itself.
"""
import functools
import http.server
import os
import pathlib
import statistics
import threading
import urllib.parse

QUERIES = [("en", "slider"), ("en", "slider button"), ("ko", "슬라이더")]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def index_stats(site):
    """{language: (bytes, term fragments, pair fragments, entry chunks)}."""
    stats = {}
    for folder in sorted(pathlib.Path(site).glob("*/search-index")):
        files = [p for p in folder.rglob("*.json")]
        count = lambda kind: sum(1 for p in files if p.parent.name == kind)  # noqa: E731
        stats[folder.parent.name] = (sum(p.stat().st_size for p in files), count("t"), count("p"), count("d"))
    return stats


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")))
    driver.set_script_timeout(60)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    return driver


def measure_queries(site, runs=3):
    """[(language, query, bytes, requests, results shown, median ms to first results)]."""
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    driver = browser()
    rows = []
    try:
        for language, query in QUERIES:
            times, fetched = [], None
            for _ in range(runs):
                driver.get(f"{base}{language}/search/?q={urllib.parse.quote(query)}")
                result = driver.execute_async_script("""
                    const done = arguments[arguments.length - 1];
                    const started = performance.now();
                    (function poll() {
                      const mark = performance.getEntriesByName('rotor-search-results')[0];
                      if (!mark && performance.now() - started < 30000) return setTimeout(poll, 10);
                      const files = performance.getEntriesByType('resource').filter(e => e.name.includes('/search-index/'));
                      done({at: mark ? mark.startTime : -1, bytes: files.reduce((s, e) => s + e.decodedBodySize, 0),
                            requests: files.length, shown: document.querySelectorAll('.search-results li').length});
                    })();""")
                times.append(result["at"])
                fetched = result
            rows.append((language, query, fetched["bytes"], fetched["requests"], fetched["shown"], statistics.median(times)))
    finally:
        driver.quit()
        server.shutdown()
    return rows


def report(results):
    """Prints the search table for each size measured, and the budgets of issue 18."""
    print("\nsearch index per language (uncompressed JSON):")
    for r in results:
        for language, (size, terms, pairs, chunks) in r["search_index"].items():
            print(f"  {r['size']:,} articles, {language}: {size / 1e6:.2f} MB in {terms} term fragments, "
                  f"{pairs} pair fragments, {chunks} entry chunks and a manifest")
    print("\n| articles | query | index bytes fetched | requests | results shown | first results after navigation start |")
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    for r in results:
        for language, query, size, requests, shown, at in r["search_queries"]:
            print(f"| {r['size']:,} | {language} “{query}” | {size / 1000:,.1f} KB | {requests} | {shown} | {at:,.0f} ms |")
    big = results[-1]
    print("\nsearch budgets for the largest corpus:")
    one_word = [row for row in big["search_queries"] if " " not in row[1]]
    for name, ok in [
        ("a one-word query fetches ≤ 300 KB", all(row[2] <= 300_000 for row in one_word)),
        ("first results ≤ 1 s (from navigation start, so including the page)", all(0 <= row[5] <= 1000 for row in big["search_queries"])),
    ]:
        print(f"  {'met ' if ok else 'MISSED'}  {name}")
