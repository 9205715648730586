"""The search page, driven as a keyboard and screen-reader user would: Tab to the field, type,
press Enter; read the status region; Tab to "Show more results" and press Enter until every
result is listed; narrow to a section with the filter. Checks that the status tells the truth
(the count it gives is the number of results the page can list, and it says how many are
shown), that focus stays in the field after a search and moves to the first new result after
"Show more", and runs axe-core (light and dark) and the 320 px reflow check on the page with
results and the button showing.
"""
import re

import focus_start
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

QUERIES = {"en/search/": ["slider", "carousel adjustable", "focus order"], "ko/search/": ["슬라이더", "초점 순서"]}


def tab_to(driver, predicate, limit=80, backwards=False):
    """Presses Tab (or Shift+Tab) until `predicate(active element)` holds; the element, or None."""
    key = Keys.SHIFT + Keys.TAB if backwards else Keys.TAB
    for _ in range(limit):
        driver.switch_to.active_element.send_keys(key)
        active = driver.switch_to.active_element
        if predicate(active):
            return active
    return None


def wait_for_status(driver, previous=None):
    status = ""
    for _ in range(100):
        status = driver.find_element(By.CSS_SELECTOR, ".search-status").text
        if status and "…" not in status and status != previous:
            return status
        driver.execute_script("return new Promise(r => setTimeout(r, 50))")
    return status


def counts(status, query, section):
    """(shown, total) from a status line in either language: the numbers left once the query
    and section name are taken out; 'Showing 50 of 60' and '60개 중 50개' alike."""
    rest = status.replace(query, "").replace(section, "")
    numbers = [int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*", rest)]
    if not numbers:
        return 0, 0
    return min(numbers), max(numbers)


def links(driver):
    return driver.find_elements(By.CSS_SELECTOR, ".search-results li h2 a")


def search(driver, base, page, query, failures, section_steps=0):
    """Types `query` (after choosing the section `section_steps` options down) and follows
    "Show more" to the end. Returns (total, presses of Show more)."""
    driver.get(base + page)
    focus_start.reset_focus(driver)
    field = tab_to(driver, lambda e: e.get_attribute("id") == "search-query")
    if field is None:
        failures.append(f"{page}: could not reach the search field with the Tab key")
        return 0, 0
    section = ""
    if section_steps:
        select = tab_to(driver, lambda e: e.get_attribute("id") == "search-section")
        if select is None:
            failures.append(f"{page}: could not reach the section filter with the Tab key")
            return 0, 0
        for _ in range(section_steps):
            select.send_keys(Keys.ARROW_DOWN)
        section = driver.execute_script("const s = document.getElementById('search-section');"
                                        "return s.options[s.selectedIndex].text")
        field = tab_to(driver, lambda e: e.get_attribute("id") == "search-query", backwards=True)
        if field is None:
            failures.append(f"{page}: could not go back from the section filter to the field with Shift+Tab")
            return 0, 0
    field.send_keys(query + Keys.ENTER)
    status = wait_for_status(driver)
    where = f"{page} {query!r}" + (f" in {section}" if section else "")
    if driver.switch_to.active_element.get_attribute("id") != "search-query":
        failures.append(f"{where}: searching moved focus away from the field")
    shown, total = counts(status, query, section)
    presses = 0
    while True:
        listed = len(links(driver))
        if listed != shown or (section and section not in status):
            failures.append(f"{where}: {listed} results listed but the status says {status!r}")
            return total, presses
        more = driver.find_element(By.CSS_SELECTOR, ".search-more")
        if not more.is_displayed():
            break
        if listed >= total:
            failures.append(f"{where}: 'Show more results' offered with all {total} listed")
            break
        button = tab_to(driver, lambda e: "search-more" in (e.get_attribute("class") or ""), limit=200)
        if button is None:
            failures.append(f"{where}: could not reach 'Show more results' with the Tab key")
            break
        button.send_keys(Keys.ENTER)
        status = wait_for_status(driver, status)
        presses += 1
        shown, now_total = counts(status, query, section)
        active = driver.switch_to.active_element
        new_links = links(driver)
        if len(new_links) <= listed or active != new_links[listed]:
            failures.append(f"{where}: after 'Show more results' focus is on {active.text!r}, "
                            f"not the first new result (result {listed + 1})")
        if now_total != total:
            failures.append(f"{where}: the total changed from {total} to {now_total} after 'Show more results'")
    if len(links(driver)) != total:
        failures.append(f"{where}: the status promised {total} results but {len(links(driver))} could be listed")
    unmarked = unmarked_results(driver, query)
    if unmarked:
        failures.append(f"{where}: {len(unmarked)} results show a query word unmarked, such as {unmarked[0]!r}")
    return total, presses


def unmarked_results(driver, query):
    """Titles of results whose title or excerpt holds one of the query's words (a whole word,
    or anywhere for Hangul) with no <mark> in it."""
    words = [w.lower() for w in re.findall(r"\w+", query)]
    rows = driver.execute_script(
        "return Array.from(document.querySelectorAll('.search-results li'))"
        ".map(li => [li.textContent, li.querySelectorAll('mark').length, li.querySelector('a').textContent])")
    unmarked = []
    for text, marks, title in rows:
        lower = text.lower()
        holds = any(re.search(r"[가-힣]", w) and w in lower or re.search(rf"(?<!\w){re.escape(w)}(?!\w)", lower)
                    for w in words)
        if holds and not marks:
            unmarked.append(title)
    return unmarked


def check_search(driver, base, pages, failures, run_axe, axe_source, set_scheme, expect_more=False):
    """Every query in every section offered; returns the number of searches typed."""
    searched = 0
    presses = 0
    for page, queries in QUERIES.items():
        if page not in pages:
            continue
        for query in queries:
            total, pressed = search(driver, base, page, query, failures)
            searched += 1
            presses += pressed
            if query != queries[0]:
                continue
            sections = driver.execute_script("return document.getElementById('search-section').options.length") - 1
            narrowed = 0
            for steps in range(1, sections + 1):
                part, pressed = search(driver, base, page, query, failures, section_steps=steps)
                narrowed += part
                searched += 1
                presses += pressed
            if narrowed != total:
                failures.append(f"{page} {query!r}: {total} results in all but {narrowed} across the sections")
        # The page as it looks with results and the button: axe in both schemes, and reflow.
        driver.get(base + page + "?q=" + queries[0])
        wait_for_status(driver)
        for scheme in ("light", "dark"):
            set_scheme(driver, scheme)
            for violation in run_axe(driver, axe_source):
                failures.append(f"{page}?q={queries[0]} [{scheme}]: axe {violation['id']}: {violation['help']} "
                                f"at {', '.join(violation['nodes'])}")
        set_scheme(driver, "light")
        driver.set_window_size(320, 900)
        width, viewport = driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        if width > viewport:
            failures.append(f"{page}?q={queries[0]}: scrolls horizontally at 320 px ({width} > {viewport})")
        driver.set_window_size(1280, 900)
    if expect_more and presses == 0:
        failures.append("search: no search returned more than one page of results, so 'Show more' went untested")
    return searched, presses
