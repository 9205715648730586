#!/usr/bin/env python3
"""The player's restart button, the state in its step announcement, the announcement after a
reader switch, and scroll frames that are Tab stops only while they scroll: each driven with
the keyboard in headless Chromium, plus axe (all of a11y_gate's tags) on the same pages, light
and dark, at 1280 and 320 px.

Usage: player_gate.py SITE_DIR [PAGE ...]   (pages as paths under the site, e.g. en/sliders/integer-slider/;
                                            without pages, every page that has a transcript)
Prints one line per failure and ends with 'player gate: N passed, N failed'.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import a11y_gate  # noqa: E402
import focus_start  # noqa: E402

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

LIVE = ".transcript-live[aria-live='polite']"


def text(driver, element):
    return driver.execute_script("return arguments[0].textContent.trim()", element)


def tab_to(driver, predicate, limit=600):
    focus_start.reset_focus(driver)
    for _ in range(limit):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.execute_script(predicate, driver.switch_to.active_element):
            return driver.switch_to.active_element
    return None


def check_restart_and_state(driver, base, page, failures):
    """Next to the last step, then Tab to 'Back to step 1' and press Enter."""
    driver.get(base + page)
    figure = next((f for f in driver.find_elements(By.CSS_SELECTOR, "figure.transcript") if f.is_displayed()), None)
    if figure is None or not figure.find_elements(By.CSS_SELECTOR, ".transcript-restart"):
        failures.append(f"{page}: no shown figure with a restart button")
        return 0
    fid = figure.get_attribute("id")
    restart = figure.find_element(By.CSS_SELECTOR, ".transcript-restart")
    if restart.is_enabled():
        failures.append(f"{page}: 'Back to step 1' is enabled on step 1")
    rows = figure.find_elements(By.CSS_SELECTOR, "tbody > tr")
    nxt = tab_to(driver, f"return arguments[0].id === '{fid}-next'")
    if nxt is None:
        failures.append(f"{page}: could not Tab to {fid}-next")
        return 0
    live = figure.find_element(By.CSS_SELECTOR, LIVE)
    for step in range(1, len(rows)):
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        said = text(driver, live)
        summary = rows[step].find_elements(By.CSS_SELECTOR, ".transcript-state .transcript-summary")
        if summary:
            label = rows[step].find_element(By.CSS_SELECTOR, ".transcript-state").get_attribute("data-label")
            expected = f"{label}: {text(driver, summary[0])}"
            if expected not in said:
                failures.append(f"{page}: step {step + 1} announcement {said!r} lacks the state {expected!r}")
    # Focus stays on a working button when Next becomes disabled: Previous has it now.
    if driver.switch_to.active_element.get_attribute("id") != f"{fid}-previous":
        failures.append(f"{page}: at the last step focus is on {driver.switch_to.active_element.get_attribute('id')!r}")
    if not restart.is_enabled():
        failures.append(f"{page}: 'Back to step 1' is disabled on the last step")
    driver.switch_to.active_element.send_keys(Keys.TAB)  # Previous → Next is disabled → restart
    if driver.switch_to.active_element.get_attribute("id") != f"{fid}-restart":
        failures.append(f"{page}: Tab from Previous does not reach 'Back to step 1'")
        return 1
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    current = driver.execute_script(
        "return Array.from(arguments[0].querySelectorAll('tbody > tr')).findIndex(r => r.getAttribute('aria-current') === 'step')",
        figure)
    status = text(driver, figure.find_element(By.CSS_SELECTOR, ".transcript-status"))
    said = text(driver, live)
    focused = driver.switch_to.active_element.get_attribute("id")
    if current != 0 or not said.startswith(status + ":") or focused != f"{fid}-next" or restart.is_enabled():
        failures.append(f"{page}: after 'Back to step 1': step {current + 1}, live {said!r}, focus {focused!r}, "
                        f"restart enabled {restart.is_enabled()}")
    return 1


def check_switch_announced(driver, base, page, failures):
    """Arrow key in the first reader switch: its live region names the reader and the kept step."""
    driver.get(base + page)
    driver.execute_script("try { localStorage.removeItem('rotor.reader'); } catch (e) {}")
    driver.get(base + page)
    groups = driver.find_elements(By.CSS_SELECTOR, "[data-transcript-readers]")
    group = next((g for g in groups if g.find_elements(By.CSS_SELECTOR, ".transcript-readers-switch")), None)
    if group is None:
        return 0
    gid = group.get_attribute("id")
    # Move the shown figure to step 2 first, with its own Next button.
    shown = next(f for f in group.find_elements(By.CSS_SELECTOR, "figure") if f.is_displayed())
    driver.execute_script("arguments[0].click()", shown.find_element(By.CSS_SELECTOR, ".transcript-next"))
    radio = tab_to(driver, f"return arguments[0].name === '{gid}-reader'")
    if radio is None:
        failures.append(f"{page}: could not Tab to the reader switch of {gid}")
        return 0
    radio.send_keys(Keys.ARROW_RIGHT)
    shown = next(f for f in group.find_elements(By.CSS_SELECTOR, "figure") if f.is_displayed())
    live = group.find_element(By.CSS_SELECTOR, ".transcript-readers-switch " + LIVE)
    expected = f"{shown.get_attribute('data-reader-name')}: {text(driver, shown.find_element(By.CSS_SELECTOR, '.transcript-status'))}"
    said = text(driver, live)
    if said != expected:
        failures.append(f"{page}: after the switch the live region says {said!r}, expected {expected!r}")
    return 1


FRAMES = """
return Array.from(document.querySelectorAll('.table-scroll, pre')).filter(f => f.offsetParent !== null).map(f => [
  f.className || f.tagName, f.scrollWidth > f.clientWidth + 1 || f.scrollHeight > f.clientHeight + 1,
  f.getAttribute('tabindex')]);
"""


def check_frames(driver, base, page, failures):
    counts = []
    for width in (1280, 320):
        driver.set_window_size(width, 900)
        driver.get(base + page)
        frames = driver.execute_script(FRAMES)
        stops = 0
        for name, overflow, tabindex in frames:
            if overflow != (tabindex == "0"):
                failures.append(f"{page} at {width} px: frame {name!r} overflows={overflow} but tabindex={tabindex!r}")
            stops += tabindex == "0"
        counts.append(f"{width}px {stops}/{len(frames)} stops")
    driver.set_window_size(1280, 900)
    return counts


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    site = pathlib.Path(arguments[0]).resolve()
    pages = arguments[1:] or sorted(str(p.relative_to(site)).replace("index.html", "")
                                    for p in site.rglob("*.html") if "data-transcript" in p.read_text())
    server = a11y_gate.serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    failures = []
    driver = a11y_gate.browser()
    try:
        checked = a11y_gate.check_pages(driver, base, pages, failures)
        source = a11y_gate.axe_source()
        narrow = restarted = switched = 0
        for page in pages:
            for counts in [check_frames(driver, base, page, failures)]:
                print(f"{page}: {', '.join(counts)}")
            # axe at 320 px too, where more frames overflow.
            driver.set_window_size(320, 900)
            for scheme in ("light", "dark"):
                a11y_gate.set_scheme(driver, scheme)
                driver.get(base + page)
                for violation in a11y_gate.run_axe(driver, source):
                    failures.append(f"{page} [320 {scheme}]: axe {violation['id']}: {violation['help']} "
                                    f"at {', '.join(violation['nodes'])}")
                narrow += 1
            driver.set_window_size(1280, 900)
            a11y_gate.set_scheme(driver, "light")
            if "data-transcript" in driver.page_source:
                restarted += check_restart_and_state(driver, base, page, failures)
                switched += check_switch_announced(driver, base, page, failures)
    finally:
        driver.quit()
        server.shutdown()
    for failure in failures:
        print(failure)
    print(f"player gate: {checked + narrow} axe runs on {len(pages)} pages, {restarted} players restarted, "
          f"{switched} reader switches heard, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
