"""What a manual accessibility audit found beyond axe-core, measured on every page.

- switch: after switching reader with the arrow keys, in every reader group on the page, the
  focused radio button and the kept step of that group are inside the viewport (WCAG 3.2.2,
  2.4.7), at 1280 and 320 px.
- sticky: tabbing forward and then backward through a transcript page, no focused element
  lies under a sticky step-through player (2.4.11), at 1280 and 320 px.
- focus text: no picture's text alternative has an empty slot where the focused element's
  name goes ("Focus on ."), and a step whose picture marks a focused element has a "Focus:"
  line with a name (1.1.1, 1.3.1).
- speech parts: the names the bold, underline and italics stand for (name, value or state,
  role and trait words, position, where focus is) are in the speech cell's accessible name,
  as Chromium's accessibility tree computes it, after each part (1.3.1).
- advisories: at 400% zoom (320 × 225 CSS px) the player takes no more than a quarter of
  the window; no two "Next step" buttons on a page share an accessible name; no picture
  exposes its name again as its description; aria-current="page" only on a link to the page
  itself.
- readers remembered: a reader chosen on one page is shown first on the next page; a
  visitor who never chose gets the first reader.
- pictures at phone width: at 320 px every text in a picture is at least 12 CSS px (so no
  picture is scaled down with its text), no label ends in an ellipsis, and no text lies
  outside its picture.
- language of parts: no Hangul in text whose language is not Korean, and no two plain English
  words in a row in text whose language is Korean (3.1.2), outside code and pictures. A plain
  word is Latin letters with at most the first a capital, so names (VoiceOver, iOS) and file
  names are not counted; the same definition Rotor marks runs by.
- next step at short heights: below 30rem of height (400 % zoom as 320 × 225 CSS px at 4×, a
  laptop at 200 % as 683 × 325 at 2×) the player is not sticky; each "Next step" press keeps
  the focused button inside the window (2.4.7, 2.4.11; audit 3's F1).
- serve dialog: `rotor serve`'s build-error dialog, in the dark colour scheme, has text of at
  least 4.5:1 in its expected/computed/caret block and a focus ring of at least 3:1 against
  the dialog (1.4.3, 1.4.11; audit 3's F2). Needs the rotor binary (ROTOR, default
  .build/debug/rotor); the content is a small folder the check writes and deletes.

The speech-parts, advisory and narrow-picture checks show every reader's figure and every
platform panel first, so a transcript the page keeps hidden behind a switch or a tab is
measured too. Each check appends one line per problem to `failures` and returns how many pages
it checked.
"""
import os
import pathlib
import re
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
import focus_start
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

BIDI = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def emulate(driver):
    # Instant scrolling: smooth scrolling would make "where is it now" depend on timing.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "light"},
        {"name": "prefers-reduced-motion", "value": "reduce"},
    ]})


def fresh(driver, url):
    """Loads a page as a visitor who never chose a reader."""
    driver.get(url)
    driver.execute_script("try { localStorage.clear(); } catch (e) {}")
    driver.get(url)


def report(failures, where, problems, more, shown=5):
    """Adds the first `shown` problems of a page, then how many more there were."""
    for problem in problems[:shown]:
        failures.append(f"{where} {problem}")
    if len(problems) > shown:
        failures.append(f"{where} {len(problems) - shown} {more}")


def transcript_pages(driver, base, pages):
    return [p for p in pages if p.endswith("/") or p.endswith(".html")]


# --- 1. The reader switch keeps focus and the kept step on screen -------------------------

SWITCH_PLACE = """
const group = arguments[0], height = window.innerHeight, width = document.documentElement.clientWidth;
const active = document.activeElement;
const box = active.getBoundingClientRect();
const radioOk = group.contains(active) && active.type === 'radio' &&
  box.top >= -0.5 && box.bottom <= height + 0.5 && box.left >= -0.5 && box.right <= width + 0.5;
const figure = Array.from(group.children).find(f => f.matches('figure') && !f.hidden);
const row = figure && figure.querySelector('tbody tr[aria-current=step]');
let rowOk = false, rowTop = null, statusShown = false;
if (row) {
  const r = row.getBoundingClientRect();
  const player = figure.querySelector('.transcript-player');
  const p = player ? player.getBoundingClientRect() : null;
  // What the player covers at the top of the window, when it is stuck there.
  const cover = p && getComputedStyle(player).position === 'sticky' && p.top <= 1 ? p.bottom : 0;
  rowTop = Math.round(r.top);
  // The step is on screen when it begins on screen, below the player: its number and gesture
  // show (a step with a picture may be taller than the rest of the window).
  const begins = r.top >= cover - 0.5 && r.top + Math.min(r.height, 48) <= height + 0.5;
  // Where the step begins too far below the radio button for both to fit in the window (tall
  // cards on a phone), focus wins, and the player right under the radio buttons must show the
  // kept step's number instead.
  const fits = r.top - box.top + Math.min(r.height, 48) <= height - 16;
  const status = figure.querySelector('.transcript-status');
  const s = status ? status.getBoundingClientRect() : null;
  const number = Array.from(figure.querySelectorAll('tbody > tr')).indexOf(row) + 1;
  statusShown = !fits && s && s.top >= 0 && s.bottom <= height && new RegExp('(^|[^0-9])' + number + '([^0-9]|$)').test(status.textContent);
  rowOk = begins || statusShown;
}
return {radioOk, rowOk, statusShown, radioTop: Math.round(box.top), rowTop, height, reader: figure ? figure.dataset.reader : null};
"""


def check_switch_in_view(driver, base, pages, failures):
    checked = 0
    kept_by_status = []
    emulate(driver)
    for width in (1280, 320):
        driver.set_window_size(width, 900)
        for page in pages:
            fresh(driver, base + page)
            groups = [g for g in driver.find_elements(By.CSS_SELECTOR, "[data-transcript-readers]")
                      if g.find_elements(By.CSS_SELECTOR, ".transcript-readers-switch")]
            if not groups:
                continue
            for number, group in enumerate(groups, start=1):
                shown = next(f for f in group.find_elements(By.CSS_SELECTOR, ":scope > figure") if f.is_displayed())
                # Move the shown reader to step 2 with the keyboard, so the kept step is not the first.
                buttons = shown.find_elements(By.CSS_SELECTOR, ".transcript-next")
                if buttons and buttons[0].is_enabled():
                    buttons[0].send_keys(Keys.ENTER)
                # Focus the checked radio as Tab would (the browser scrolls it into view), then arrow.
                radio = group.find_element(By.CSS_SELECTOR, ".transcript-readers-switch input:checked")
                driver.execute_script("arguments[0].focus()", radio)
                ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
                time.sleep(0.05)
                place = driver.execute_script(SWITCH_PLACE, group)
                if not place["radioOk"]:
                    failures.append(f"{page} at {width} px, group {number}: after the arrow key the focused radio button "
                                    f"is off screen (top {place['radioTop']} of {place['height']} px)")
                if not place["rowOk"]:
                    failures.append(f"{page} at {width} px, group {number}: after the arrow key the kept step of "
                                    f"{place['reader']} is off screen or under the player (top {place['rowTop']} of "
                                    f"{place['height']} px)")
                if place["statusShown"]:
                    kept_by_status.append(f"{page} at {width} px, group {number}")
            checked += 1
    driver.set_window_size(1280, 900)
    if kept_by_status:
        print(f"audit: {len(kept_by_status)} switches kept a step too far below the radio buttons to show with them; "
              f"the player's step count showed it (first: {kept_by_status[0]})")
    return checked


# --- 2. No focused element under the sticky player ---------------------------------------

UNDER_PLAYER = """
const active = document.activeElement;
if (!active || active === document.body) return null;
const height = window.innerHeight;
const box = active.getBoundingClientRect();
for (const player of document.querySelectorAll('.transcript-player')) {
  if (player.contains(active) || getComputedStyle(player).position !== 'sticky') continue;
  const p = player.getBoundingClientRect();
  if (p.height === 0 || p.bottom <= 0 || p.top >= height) continue;
  const overlap = Math.min(box.bottom, p.bottom) - Math.max(box.top, p.top);
  const across = Math.min(box.right, p.right) - Math.max(box.left, p.left);
  if (overlap <= 0.5 || across <= 0.5) continue;
  // A large region (the scrolling table) may pass under the player as long as some of it shows.
  const visible = Math.min(box.bottom, height) - Math.max(box.top, p.bottom);
  if (box.height > height / 2 && visible > 24) continue;
  const name = (active.textContent || active.getAttribute('aria-label') || active.tagName).trim().slice(0, 40);
  return `${active.tagName.toLowerCase()} "${name}" (top ${Math.round(box.top)}) under the player (${Math.round(p.top)}–${Math.round(p.bottom)})`;
}
return null;
"""


def check_focus_not_under_player(driver, base, pages, failures, limit=600):
    checked = 0
    emulate(driver)
    for width in (1280, 320):
        driver.set_window_size(width, 900)
        for page in pages:
            fresh(driver, base + page)
            if not driver.find_elements(By.CSS_SELECTOR, ".transcript-player"):
                continue
            count = driver.execute_script(
                "return Array.from(document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]'))"
                ".filter(e => e.tabIndex >= 0 && e.offsetParent !== null && !e.disabled).length")
            problems = set()
            for key, name in ((Keys.TAB, "Tab"), (Keys.SHIFT + Keys.TAB, "Shift+Tab")):
                focus_start.reset_focus(driver)
                if name == "Shift+Tab":
                    driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
                    driver.execute_script("document.activeElement.blur && document.activeElement.blur()")
                    # Start after the last element: focus the footer's last link, then go back.
                    driver.execute_script(
                        "const all = Array.from(document.querySelectorAll('a[href], button')).filter(e => e.offsetParent);"
                        "all[all.length - 1].focus();")
                for _ in range(min(count + 5, limit)):
                    if name == "Tab":
                        ActionChains(driver).send_keys(Keys.TAB).perform()
                    else:
                        ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
                    problem = driver.execute_script(UNDER_PLAYER)
                    if problem and problem not in problems:
                        problems.add(problem)
                        failures.append(f"{page} at {width} px, {name}: {problem}")
            checked += 1
    driver.set_window_size(1280, 900)
    return checked


# --- 3. No empty focus text in a picture ------------------------------------------------

FOCUS_TEXT = """
const problems = [];
const emptySlot = /(^|[\\s:])[.,;](\\s|$)|“”|\\{[a-z]+\\}/;
for (const row of document.querySelectorAll('tr.transcript-step')) {
  const title = row.querySelector('svg.transcript-picture > title');
  const text = title ? title.textContent.trim() : '';
  if (title && emptySlot.test(text)) problems.push(`${row.id}: picture text has an empty name: "${text.slice(0, 80)}"`);
  if (row.querySelector('svg .is-focused')) {
    const line = row.querySelector('.transcript-focus');
    const label = line && line.querySelector('.transcript-focus-label');
    const name = line ? line.textContent.replace(label ? label.textContent : '', '').trim() : '';
    if (!name) problems.push(`${row.id}: the picture marks a focused element but there is no "Focus:" line naming it`);
  }
  for (const line of row.querySelectorAll('.transcript-summary, .transcript-focus')) {
    if (emptySlot.test(line.textContent.trim())) problems.push(`${row.id}: "${line.textContent.trim().slice(0, 80)}" has an empty name`);
  }
}
return problems;
"""


def check_focus_text(driver, base, pages, failures):
    checked = 0
    for page in pages:
        driver.get(base + page)
        if not driver.find_elements(By.CSS_SELECTOR, "tr.transcript-step"):
            continue
        for problem in driver.execute_script(FOCUS_TEXT):
            failures.append(f"{page}: {problem}")
        checked += 1
    return checked


# --- 5. Speech parts carried in text --------------------------------------------------

def ax_nodes(driver, selector):
    """Chromium's accessibility node (name, description, role) for each element matching selector."""
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    ids = driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": selector})["nodeIds"]
    result = []
    for node_id in ids:
        nodes = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node_id, "fetchRelatives": False})["nodes"]
        node = nodes[0] if nodes else {}
        result.append({
            "ignored": node.get("ignored", True),
            "name": BIDI.sub("", (node.get("name") or {}).get("value", "")),
            "description": BIDI.sub("", (node.get("description") or {}).get("value", "")),
            "role": (node.get("role") or {}).get("value", ""),
        })
    return result


PARTS = """
return Array.from(document.querySelectorAll('td.transcript-speech')).map(cell => {
  const figure = cell.closest('figure');
  const words = {};
  for (const item of figure.querySelectorAll('.transcript-legend .sp')) {
    const role = Array.from(item.classList).find(c => c.startsWith('sp-')).slice(3);
    words[role] = item.textContent.trim();
  }
  const parts = Array.from(cell.querySelectorAll('.transcript-said .sp')).map(part => {
    const role = Array.from(part.classList).find(c => c.startsWith('sp-')).slice(3);
    return {role, text: part.textContent.trim(), word: words[role] || null};
  });
  return {row: cell.closest('tr').id, hidden: figure.hidden || figure.closest('[hidden]') !== null, parts};
});
"""


def check_speech_parts(driver, base, pages, failures):
    checked = 0
    driver.execute_cdp_cmd("Accessibility.enable", {})
    for page in pages:
        driver.get(base + page)
        if not driver.find_elements(By.CSS_SELECTOR, "td.transcript-speech"):
            continue
        # Every figure and platform panel shown, so each one's cells are in the accessibility tree.
        driver.execute_script("document.querySelectorAll('figure[data-transcript], .platform-panel').forEach(f => f.hidden = false)")
        cells = driver.execute_script(PARTS)
        nodes = ax_nodes(driver, "td.transcript-speech")
        missing = 0
        for cell, node in zip(cells, nodes):
            name = " ".join(node["name"].split())
            for part in cell["parts"]:
                if part["word"] is None:
                    failures.append(f"{page}: {cell['row']}: the legend has no word for the {part['role']} part")
                    continue
                expected = " ".join(f"{part['text']} ({part['word']})".split())
                if expected not in name:
                    missing += 1
                    if missing <= 3:
                        failures.append(f"{page}: {cell['row']}: the {part['role']} part \"{part['text']}\" is told apart by "
                                        f"styling only; the cell reads \"{name[:100]}\"")
        if missing > 3:
            failures.append(f"{page}: {missing - 3} more speech parts told apart by styling only")
        checked += 1
    return checked


# --- Advisories -----------------------------------------------------------------------

def check_advisories(driver, base, pages, failures):
    checked = 0
    driver.execute_cdp_cmd("Accessibility.enable", {})
    emulate(driver)
    for page in pages:
        driver.set_window_size(1280, 900)
        fresh(driver, base + page)
        # aria-current="page" only on a link to this very page.
        here = urllib.parse.urlparse(driver.current_url).path
        for href in driver.execute_script(
                "return Array.from(document.querySelectorAll('a[aria-current=page]')).map(a => a.href)"):
            if urllib.parse.urlparse(href).path != here:
                failures.append(f"{page}: a link to {urllib.parse.urlparse(href).path} is marked aria-current=page")
        if driver.find_elements(By.CSS_SELECTOR, "figure[data-transcript]"):
            driver.execute_script("document.querySelectorAll('figure[data-transcript], .platform-panel').forEach(f => f.hidden = false)")
            names = [n["name"] for n in ax_nodes(driver, ".transcript-player button")]
            repeated = sorted({n for n in names if names.count(n) > 1})
            if repeated:
                failures.append(f"{page}: player buttons share an accessible name: {repeated[:3]}")
            for node in ax_nodes(driver, "svg.transcript-picture"):
                if node["ignored"]:
                    continue
                if not node["name"]:
                    failures.append(f"{page}: a picture has no accessible name")
                elif node["description"] and node["description"].strip() == node["name"].strip():
                    failures.append(f"{page}: a picture's name is exposed again as its description: \"{node['name'][:60]}\"")
                    break
            # 400% zoom of a 1280 × 900 window.
            driver.set_window_size(320, 225 + outer_chrome(driver))
            driver.get(base + page)
            share = driver.execute_script("""
                const height = window.innerHeight;
                let worst = 0;
                for (const player of document.querySelectorAll('.transcript-player')) {
                  if (player.offsetParent === null || getComputedStyle(player).position !== 'sticky') continue;
                  worst = Math.max(worst, player.offsetHeight / height);
                }
                return [worst, height];""")
            if share[0] > 0.25:
                failures.append(f"{page} at 320 × {share[1]} px (400% zoom): the sticky player takes "
                                f"{round(share[0] * 100)}% of the window")
        checked += 1
    driver.set_window_size(1280, 900)
    return checked


def outer_chrome(driver):
    """How much taller the window is than its viewport (0 in headless Chromium)."""
    return driver.execute_script("return window.outerHeight - window.innerHeight")


# --- The reader choice across pages ---------------------------------------------------

def check_reader_remembered(driver, base, pages, failures):
    with_switch = []
    for page in pages:
        if len(with_switch) == 2:
            break
        driver.get(base + page)
        if driver.find_elements(By.CSS_SELECTOR, ".transcript-readers-switch"):
            with_switch.append(page)
    if len(with_switch) < 2:
        return 0
    first, second = with_switch
    fresh(driver, base + first)

    def shown_reader():
        return driver.execute_script(
            "const f = Array.from(document.querySelectorAll('[data-transcript-readers]:has(> .transcript-readers-switch) > figure')).find(f => !f.hidden);"
            "return f ? f.dataset.reader : null")

    def readers():
        return driver.execute_script(
            "return Array.from(document.querySelector('[data-transcript-readers]:has(> .transcript-readers-switch)').children)"
            ".filter(f => f.matches('figure')).map(f => f.dataset.reader)")

    default = readers()[0]
    radio = driver.find_element(By.CSS_SELECTOR, ".transcript-readers-switch input:checked")
    driver.execute_script("arguments[0].focus()", radio)
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    chosen = shown_reader()
    driver.get(base + second)
    if chosen == default or shown_reader() != chosen:
        failures.append(f"{second}: after choosing {chosen} on {first}, the next page shows {shown_reader()} first")
    driver.execute_script("localStorage.clear()")
    driver.get(base + second)
    if shown_reader() != readers()[0]:
        failures.append(f"{second}: a visitor who never chose sees {shown_reader()} first, not {readers()[0]}")
    driver.execute_script("localStorage.clear()")
    return 1


# --- Pictures at phone width ------------------------------------------------------------

PICTURE_TEXT = """
const problems = [];
for (const svg of document.querySelectorAll('svg.transcript-picture')) {
  if (svg.closest('[hidden]')) continue;
  const frame = svg.getBoundingClientRect();
  if (frame.width === 0) continue;
  for (const text of svg.querySelectorAll('text')) {
    if (!text.textContent.trim()) continue;
    const box = text.getBoundingClientRect();
    const scale = frame.width / svg.viewBox.baseVal.width;
    const size = parseFloat(getComputedStyle(text).fontSize) * scale;
    const where = `${svg.closest('tr') ? svg.closest('tr').id : '?'}: "${text.textContent.trim().slice(0, 30)}"`;
    // A picture scaled down to fit the column scales its text with it; a label that ends in
    // an ellipsis was cut.
    if (size < 11.95) problems.push(`${where} is ${size.toFixed(1)} px${scale < 0.995 ? ' (the picture is scaled down)' : ''}`);
    if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) problems.push(`${where} is cut at the picture's edge`);
    if (text.textContent.includes('…')) problems.push(`${where} ends in an ellipsis`);
  }
}
return problems;
"""


def check_pictures_narrow(driver, base, pages, failures):
    checked = 0
    driver.set_window_size(320, 900)
    for page in pages:
        fresh(driver, base + page)
        if not driver.find_elements(By.CSS_SELECTOR, "svg.transcript-picture"):
            continue
        driver.execute_script("document.querySelectorAll('figure[data-transcript], .platform-panel').forEach(f => f.hidden = false)")
        report(failures, f"{page} at 320 px: picture text", driver.execute_script(PICTURE_TEXT), "more picture texts too small or cut")
        checked += 1
    driver.set_window_size(1280, 900)
    return checked


# --- Language of parts -----------------------------------------------------------------------

LANGUAGE_OF_PARTS = r"""
const hangul = /[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7FF]/;
// Tokens as Rotor cuts them: letters and digits of any script, with ' ’ - . / between two of them.
const token = /[\p{L}\p{N}_]+(?:['\u2019\-./][\p{L}\p{N}_]+)*/gu;
const plain = /^[A-Za-z][a-z]*(?:['\u2019-][a-z]+)*$/;
const separator = /^(?:[\s,.:;!?()"'\u201C\u201D\u2018\u2019\u00A0]|&[#A-Za-z0-9]+;)*$/;
const skip = 'head, script, style, code, pre, kbd, samp, svg, math, textarea, select, option, title';
const problems = [];
const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!parent || parent.closest(skip)) continue;
  const lang = (parent.closest('[lang]') || document.documentElement).lang.toLowerCase().split('-')[0];
  const text = node.data;
  if (lang !== 'ko' && hangul.test(text)) {
    problems.push(`Korean in ${lang} text: "${text.trim().slice(0, 40)}"`);
  } else if (['ko', 'ja', 'zh'].includes(lang)) {
    let previous = null;
    for (const match of text.matchAll(token)) {
      const isPlain = plain.test(match[0]);
      if (isPlain && previous && separator.test(text.slice(previous.index + previous[0].length, match.index))) {
        problems.push(`English in ${lang} text: "${previous[0]} ${match[0]}" in "${text.trim().slice(0, 40)}"`);
        break;
      }
      previous = isPlain ? match : null;
    }
  }
}
return problems;
"""


def check_language_of_parts(driver, base, pages, failures):
    checked = 0
    for page in pages:
        driver.get(base + page)
        report(failures, f"{page}: language of parts:", driver.execute_script(LANGUAGE_OF_PARTS), "more runs without their lang")
        checked += 1
    return checked



# --- Next step keeps focus in view when the player is not sticky (audit 3, F1) --------------

SHORT_VIEWS = ((320, 225, 4), (683, 325, 2))
SHORT_PAGES = ("en/sliders/integer-slider/", "ko/controls/disclosure-row/", "en/controls/settings-row/")

FOCUS_IN_VIEW = """
const e = document.activeElement;
if (!e || e === document.body) return 'focus fell to the page';
const r = e.getBoundingClientRect();
if (r.top < 0 || r.bottom > window.innerHeight) {
  return `"${(e.textContent || e.id).trim().slice(0, 30)}" is ${r.top < 0 ? Math.round(-r.top) + ' px above' : Math.round(r.bottom - window.innerHeight) + ' px below'} the window`;
}
return '';
"""


def check_next_step_short(driver, base, pages, failures):
    checked = 0
    emulate(driver)
    try:
        for width, height, scale in SHORT_VIEWS:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})
            for page in SHORT_PAGES:
                if page not in pages:
                    continue
                fresh(driver, base + page)
                players = len(driver.find_elements(By.CSS_SELECTOR, ".transcript-player"))
                problems = []
                for index in range(min(players, 2)):
                    driver.execute_script(
                        "const p = document.querySelectorAll('.transcript-player')[arguments[0]];"
                        "const b = p.querySelectorAll('button')[1]; b.scrollIntoView({block: 'center'}); b.focus();", index)
                    for press in range(12):
                        if not driver.execute_script("return document.activeElement && !document.activeElement.disabled "
                                                     "&& document.activeElement.closest('.transcript-player') !== null "
                                                     "&& document.activeElement === document.activeElement.closest('.transcript-player').querySelectorAll('button')[1]"):
                            break
                        ActionChains(driver).send_keys(Keys.SPACE).perform()
                        time.sleep(0.06)
                        problem = driver.execute_script(FOCUS_IN_VIEW)
                        if problem:
                            problems.append(f"player {index + 1}, press {press + 1}: {problem}")
                report(failures, f"{page} at {width}×{height} ({scale}×), Next step:", problems, "more presses put focus out of view")
                checked += 1
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.set_window_size(1280, 900)
    return checked


# --- rotor serve's error dialog in the dark colour scheme (audit 3, F2) --------------------

CONTRAST = """
function rgb(value) {
  const m = value.match(/rgba?\\(([^)]+)\\)/);
  if (!m) return null;
  const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
  return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
}
function lum(c) {
  const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
}
function ratio(a, b) { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }
function background(e) {
  for (; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c && c.a > 0) return c;
  }
  return {r: 255, g: 255, b: 255, a: 1};
}
const dialog = document.getElementById('rotor-build-error');
if (!dialog || !dialog.open) return {error: 'the error dialog did not open'};
const pre = dialog.querySelector('pre');
const button = dialog.querySelector('button');
if (document.activeElement !== button) return {error: 'focus is not on the dialog button'};
const out = {};
if (pre) out.pre = ratio(rgb(getComputedStyle(pre).color), background(pre));
const ring = rgb(getComputedStyle(button).outlineColor);
out.ring = ring ? ratio(ring, background(dialog)) : 0;
out.ringStyle = getComputedStyle(button).outlineStyle;
return out;
"""


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def check_serve_dialog(driver, base, pages, failures, rotor=None):
    rotor = rotor or os.environ.get("ROTOR", ".build/debug/rotor")
    if not pathlib.Path(rotor).exists():
        failures.append(f"serve dialog: no rotor binary at {rotor} (set ROTOR)")
        return 0
    root = pathlib.Path(tempfile.mkdtemp(prefix="rotor-serve-gate-"))
    article = root / "Content" / "en" / "button.md"
    article.parent.mkdir(parents=True)
    (root / "Content" / "site.yml").write_text(
        "title: Serve gate\nbase_url: /\ndefault_language: en\nlanguages:\n  - code: en\n    name: English\n")
    (root / "Content" / "en" / "index.md").write_text("---\ntitle: Home\n---\n\nHome.\n")
    good = ("---\ntitle: A button\n---\n\nOne button.\n\n```transcript\ncomponent: scene\n"
            "scene: [{label: Save, traits: [button]}]\ngestures: [focus]\nexpect: [\"Save, Button\"]\n```\n")
    article.write_text(good)
    templates = pathlib.Path("Templates").resolve()
    port = free_port()
    server = subprocess.Popen([rotor, "serve", "--content", str(root / "Content"), "--templates", str(templates),
                               "--port", str(port), "--watch", "polling"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    checked = 0
    try:
        url = f"http://127.0.0.1:{port}/en/button/?live=1"
        # The first build can take a while on a busy machine.
        for _ in range(600):
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    break
            except OSError:
                time.sleep(0.1)
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": "dark"},
            {"name": "prefers-reduced-motion", "value": "reduce"},
        ]})
        driver.set_window_size(1280, 900)
        driver.get(url)
        time.sleep(1.0)
        article.write_text(good.replace('"Save, Button"', '"Save, Buton"'))
        result = None
        for _ in range(60):
            time.sleep(0.25)
            if driver.execute_script("const d = document.getElementById('rotor-build-error'); return !!(d && d.open)"):
                # Back and forth by keyboard, so the button has keyboard focus (:focus-visible)
                # whatever earlier checks did with the mouse.
                ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
                ActionChains(driver).send_keys(Keys.TAB).perform()
                result = driver.execute_script(CONTRAST)
                break
        if result is None:
            result = {"error": "the error dialog did not open"}
        if "error" in result:
            failures.append(f"serve dialog (dark): {result['error']}")
        else:
            checked = 1
            if result.get("pre", 0) < 4.5:
                failures.append(f"serve dialog (dark): the expected/computed/caret text is {result.get('pre', 0):.2f}:1 (needs 4.5:1)")
            if result["ringStyle"] == "none" or result["ring"] < 3:
                failures.append(f"serve dialog (dark): the button's focus ring is {result['ring']:.2f}:1 against the dialog (needs 3:1)")
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(root, ignore_errors=True)
        emulate(driver)
    return checked


def run_all(driver, base, pages, failures, only=None):
    """Runs every check; returns {name: pages checked}."""
    checks = {
        "reader switch in view": check_switch_in_view,
        "focus under the player": check_focus_not_under_player,
        "focus text": check_focus_text,
        "speech parts": check_speech_parts,
        "advisories": check_advisories,
        "reader remembered": check_reader_remembered,
        "pictures at 320 px": check_pictures_narrow,
        "language of parts": check_language_of_parts,
        "next step at short heights": check_next_step_short,
        "serve dialog": check_serve_dialog,
    }
    counts = {}
    for name, check in checks.items():
        if only and name not in only:
            continue
        counts[name] = check(driver, base, pages, failures)
    return counts


def main():
    """Usage: audit_gate.py SITE_DIR [CHECK NAME ...]: these checks alone, without axe-core."""
    import pathlib
    import sys
    sys.path.insert(0, str(pathlib.Path(__file__).parent))
    import a11y_gate
    arguments = sys.argv[1:]
    site = pathlib.Path(arguments[0]).resolve()
    pages = sorted(str(p.relative_to(site)).replace("index.html", "") for p in site.rglob("*.html"))
    server = a11y_gate.serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    failures = []
    driver = a11y_gate.browser()
    try:
        counts = run_all(driver, base, pages, failures, only=set(arguments[1:]) or None)
    finally:
        driver.quit()
        server.shutdown()
    for failure in failures:
        print(f"FAIL {failure}")
    print("audit: " + ", ".join(f"{name}: {count} pages" for name, count in counts.items()))
    print(f"audit: {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
