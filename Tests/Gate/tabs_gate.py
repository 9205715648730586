"""Platform tabs (platforms.js), driven with the keyboard alone.

On every page with a platforms group (`<!-- platforms -->` in its article), the gate checks:

- without JavaScript: no tab list, every platform's panel shown with its heading;
- with it: the WAI-ARIA tabs pattern's roles and states (tablist with a name, tab with
  aria-selected and aria-controls, tabpanel named by its tab), one panel shown;
- keyboard: Tab reaches the selected tab, and the next Tab leaves the list (roving
  tabindex); Right, Left (wrapping), Home and End move focus and select at once, with the
  panel following;
- axe-core finds nothing with another platform selected, in light and dark;
- a choice is remembered: on reload the chosen tab is selected and the reason is said above
  the list and is the tab's description; choosing again clears it;
- a link (the page's contents) to a heading inside a hidden panel shows that panel.
"""
import time

import focus_start
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def state(group):
    """Per tab: (name, aria-selected, tabindex, its panel shown) and the roles' wiring problems."""
    tabs = group.find_elements(By.CSS_SELECTOR, "[role='tablist'] > [role='tab']")
    panels = group.find_elements(By.CSS_SELECTOR, ":scope > section.platform-panel")
    problems = []
    if len(tabs) != len(panels) or len(tabs) < 2:
        problems.append(f"{len(tabs)} tabs for {len(panels)} panels")
    rows = []
    for tab, panel in zip(tabs, panels):
        if tab.get_attribute("aria-controls") != panel.get_attribute("id"):
            problems.append(f"tab {tab.text!r} controls {tab.get_attribute('aria-controls')!r}, not its panel")
        # Named by its tab first; on a page with several groups, then by its group's name.
        names = (panel.get_attribute("aria-labelledby") or "").split()
        if panel.get_attribute("role") != "tabpanel" or names[:1] != [tab.get_attribute("id")]:
            problems.append(f"panel {panel.get_attribute('id')!r} is not a tabpanel named by its tab")
        rows.append((tab.text, tab.get_attribute("aria-selected"), tab.get_attribute("tabindex"), panel.is_displayed()))
    return tabs, panels, rows, problems


def expect_selected(rows, index):
    return [(name, "true" if i == index else "false", "0" if i == index else "-1", i == index)
            for i, (name, *_) in enumerate(rows)]


def check_platform_tabs(driver, base, pages, failures, run_axe, source, set_scheme):
    driven = 0
    for page in pages:
        emulate(driver, "light")
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        driver.get(base + page)
        groups = driver.find_elements(By.CSS_SELECTOR, "[data-platform-tabs]")
        if not groups:
            driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
            continue
        where = f"{page} (platform tabs)"
        # Without a script the page reads whole: every panel and its heading, no tab list.
        for group in groups:
            panels = group.find_elements(By.CSS_SELECTOR, ":scope > section.platform-panel")
            if group.find_elements(By.CSS_SELECTOR, "[role='tablist']"):
                failures.append(f"{where}: a tab list is in the page without JavaScript")
            if not all(p.is_displayed() and p.find_elements(By.CSS_SELECTOR, "h2, h3, h4, h5, h6") for p in panels):
                failures.append(f"{where}: without JavaScript not every panel is shown with its heading")
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

        # As a visitor who never chose a platform.
        driver.get(base + page)
        driver.execute_script("localStorage.clear()")
        driver.get(base + page)
        group = driver.find_element(By.CSS_SELECTOR, "[data-platform-tabs]")
        lists = group.find_elements(By.CSS_SELECTOR, "[role='tablist']")
        if len(lists) != 1 or not (lists[0].get_attribute("aria-label") or "").strip():
            failures.append(f"{where}: expected one tab list with a name, found {len(lists)}")
            continue
        tabs, panels, rows, problems = state(group)
        failures.extend(f"{where}: {problem}" for problem in problems)
        if problems:
            continue
        failures.extend(f"{where}: {problem}" for problem in unique_names(driver))
        if rows != expect_selected(rows, 0):
            failures.append(f"{where}: at first expected the first tab selected and its panel alone shown, got {rows}")

        # Tab from the page start to the tab list: one stop, on the selected tab.
        focus_start.reset_focus(driver)
        reached = False
        for _ in range(400):
            driver.switch_to.active_element.send_keys(Keys.TAB)
            if driver.switch_to.active_element.get_attribute("role") == "tab":
                reached = True
                break
        if not reached:
            failures.append(f"{where}: could not reach the tab list with the Tab key")
            continue
        if driver.switch_to.active_element != tabs[0]:
            failures.append(f"{where}: Tab reached {driver.switch_to.active_element.text!r}, not the selected tab")
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.switch_to.active_element.get_attribute("role") == "tab":
            failures.append(f"{where}: the tab list has more than one tab stop")
        driver.switch_to.active_element.send_keys(Keys.SHIFT, Keys.TAB)

        last = len(tabs) - 1
        for key, index in ((Keys.ARROW_RIGHT, 1), (Keys.ARROW_LEFT, 0), (Keys.ARROW_LEFT, last),
                           (Keys.HOME, 0), (Keys.END, last), (Keys.ARROW_RIGHT, 0), (Keys.ARROW_RIGHT, 1)):
            driver.switch_to.active_element.send_keys(key)
            _, _, rows, _ = state(group)
            focused = driver.switch_to.active_element == tabs[index]
            if rows != expect_selected(rows, index) or not focused:
                failures.append(f"{where}: after {key_name(key)} expected tab {index + 1} focused and selected, "
                                f"got {rows}, focus on {driver.switch_to.active_element.text!r}")
                break

        # The second platform is selected now.
        for scheme in ("light", "dark"):
            emulate(driver, scheme)
            time.sleep(0.1)
            for violation in run_axe(driver, source):
                failures.append(f"{where} [{scheme}, second platform]: axe {violation['id']}: {violation['help']} "
                                f"at {', '.join(violation['nodes'])}")
        emulate(driver, "light")

        # Remembered, and said so.
        driver.get(base + page)
        group = driver.find_element(By.CSS_SELECTOR, "[data-platform-tabs]")
        tabs, panels, rows, _ = state(group)
        note = group.find_element(By.CSS_SELECTOR, ".platform-tabs-note")
        if rows != expect_selected(rows, 1):
            failures.append(f"{where}: the chosen platform was not remembered on reload: {rows}")
        elif not note.is_displayed() or tabs[1].text not in note.text:
            failures.append(f"{where}: the remembered choice is not said above the tab list: {note.text!r}")
        elif tabs[1].get_attribute("aria-describedby") != note.get_attribute("id"):
            failures.append(f"{where}: the remembered choice is not the selected tab's description")
        tabs[0].click()
        if note.is_displayed() or tabs[1].get_attribute("aria-describedby"):
            failures.append(f"{where}: the remembered-choice note stays after the visitor chose again")

        # A contents link to the heading of a hidden panel shows that panel.
        tabs[1].click()
        heading = panels[0].find_element(By.CSS_SELECTOR, "h2, h3, h4, h5, h6").get_attribute("id")
        links = [a for a in driver.find_elements(By.CSS_SELECTOR, f"a[href='#{heading}']") if a.is_displayed()]
        if links:
            links[0].click()
            if not panels[0].is_displayed():
                failures.append(f"{where}: following a link to #{heading} left its panel hidden")
        driver.execute_script("localStorage.clear()")
        driven += 1
    return driven


def unique_names(driver):
    """On a page with several groups, no two tab lists and no two panels may share a name."""
    names = driver.execute_script(
        "const name = e => e.getAttribute('aria-label') || (e.getAttribute('aria-labelledby') || '').split(' ')"
        ".map(id => document.getElementById(id)).filter(Boolean).map(n => n.textContent.trim()).join(' ');"
        "return [Array.from(document.querySelectorAll('[role=tablist]')).map(name),"
        " Array.from(document.querySelectorAll('[role=tabpanel]')).map(name)];")
    problems = []
    for kind, found in zip(("tab lists", "panels"), names):
        repeated = sorted({n for n in found if found.count(n) > 1})
        if repeated:
            problems.append(f"two {kind} share a name: {repeated}")
    return problems


def key_name(key):
    return {Keys.ARROW_RIGHT: "Right", Keys.ARROW_LEFT: "Left", Keys.HOME: "Home", Keys.END: "End"}.get(key, "a key")


def emulate(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": scheme},
        {"name": "prefers-reduced-motion", "value": "reduce"},
    ]})
