"""The reader switch, driven with the keyboard alone.

On every page whose transcripts show more than one reader, the gate tabs to the first
group's radio buttons, moves the player of the shown reader to step 2, switches reader with
the arrow key, and expects: the other figure shown and the first hidden, the same step
current in it and on screen, and no axe-core violation with the other reader showing,
in light and dark.
"""
import time

import focus_start
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def check_reader_switch(driver, base, pages, failures, run_axe, source, set_scheme):
    switched = 0
    for page in pages:
        # Reduced motion: no colour transitions or smooth scrolling for axe to catch mid-way.
        emulate(driver, "light")
        driver.get(base + page)
        # As a visitor who never chose a reader: the switch remembers a choice (localStorage).
        driver.execute_script("localStorage.clear()")
        driver.get(base + page)
        groups = driver.find_elements(By.CSS_SELECTOR, "[data-transcript-readers]")
        group = next((g for g in groups if g.find_elements(By.CSS_SELECTOR, ".transcript-readers-switch")), None)
        if group is None:
            continue
        figures = group.find_elements(By.CSS_SELECTOR, ":scope > figure.transcript")
        if [f.is_displayed() for f in figures] != [True] + [False] * (len(figures) - 1):
            failures.append(f"{page}: the reader switch should show only the first reader at first")
            continue
        # Step the shown reader forward once, with the keyboard.
        next_button = figures[0].find_element(By.CSS_SELECTOR, ".transcript-next")
        if next_button.is_enabled():
            next_button.send_keys(Keys.ENTER)
        step = figures[0].find_element(By.CSS_SELECTOR, ".transcript-status").text
        # Tab from the page start to the checked radio, then arrow to the next reader.
        focus_start.reset_focus(driver)
        reached = False
        for _ in range(400):
            driver.switch_to.active_element.send_keys(Keys.TAB)
            active = driver.switch_to.active_element
            if active.get_attribute("type") == "radio" and active.get_attribute("name") == group.get_attribute("id") + "-reader":
                reached = True
                break
        if not reached:
            failures.append(f"{page}: could not reach the reader switch with the Tab key")
            continue
        driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        shown = [f.is_displayed() for f in figures]
        if shown != [False, True] + [False] * (len(figures) - 2):
            failures.append(f"{page}: after the arrow key the shown figures are {shown}, expected the second reader only")
            continue
        other = figures[1].find_element(By.CSS_SELECTOR, ".transcript-status").text
        if other != step:
            failures.append(f"{page}: switching readers lost the step: {step!r} became {other!r}")
        current = figures[1].find_elements(By.CSS_SELECTOR, "tbody tr[aria-current='step']")
        if len(current) != 1:
            failures.append(f"{page}: the second reader's figure has {len(current)} current steps")
        for scheme in ("light", "dark"):
            emulate(driver, scheme)
            time.sleep(0.1)
            settle(driver)
            for violation in run_axe(driver, source):
                failures.append(f"{page} [{scheme}, second reader]: axe {violation['id']}: {violation['help']} "
                                f"at {', '.join(violation['nodes'])}")
        set_scheme(driver, "light")
        switched += 1
    return switched


def settle(driver):
    """Waits until the page stops moving (scroll offsets and height equal over three
    animation frames, at most 2 s): the switch scrolls the kept step into view, and on a
    loaded machine axe could otherwise measure a frame in the middle of it."""
    driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "let last = null, stable = 0; const start = performance.now();"
        "function tick() {"
        "  const now = [scrollX, scrollY, document.documentElement.scrollHeight].join();"
        "  if (now === last) { stable += 1; } else { stable = 0; last = now; }"
        "  if (stable >= 3 || performance.now() - start > 2000) { done(true); } else { requestAnimationFrame(tick); }"
        "}"
        "requestAnimationFrame(tick);")


def emulate(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": scheme},
        {"name": "prefers-reduced-motion", "value": "reduce"},
    ]})
