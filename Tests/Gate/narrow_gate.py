"""Transcripts on phones: at 320 and 390 px, no transcript text may be cut or lie outside
the viewport, and after three presses of "Next step" the player's buttons and the current
step must be on screen.

Text is measured with DOM ranges over each text node of every shown transcript figure,
so a word clipped by an overflow box or pushed past the right edge is caught, not just a
box that overflows.
"""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

MEASURE = """
const viewport = document.documentElement.clientWidth;
const problems = [];
for (const figure of document.querySelectorAll('figure.transcript')) {
  if (figure.offsetParent === null) continue;  // a reader the switch hides
  const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const parent = node.parentElement;
    if (parent.closest('svg, .transcript-live')) continue;  // pictures have their own alt text
    // Text hidden visually on purpose (a 1 px clipped box, for assistive technology only).
    let hiddenOnPurpose = false;
    for (let box = parent; box && box !== figure; box = box.parentElement) {
      if (getComputedStyle(box).clipPath.startsWith('inset(50%')) { hiddenOnPurpose = true; break; }
    }
    if (hiddenOnPurpose) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      if (rect.left < -0.5 || rect.right > viewport + 0.5) {
        problems.push(`${figure.id}: "${node.textContent.trim().slice(0, 40)}" lies outside the viewport (${Math.round(rect.left)}–${Math.round(rect.right)} of ${viewport} px)`);
        break;
      }
      // Clipped by an ancestor that hides its overflow.
      for (let box = parent; box && box !== figure.parentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const outer = box.getBoundingClientRect();
        if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5) {
          problems.push(`${figure.id}: "${node.textContent.trim().slice(0, 40)}" is cut by ${box.className || box.tagName}`);
          break;
        }
      }
    }
  }
}
return problems.slice(0, 5);
"""


def check_narrow(driver, base, pages, failures):
    checked = 0
    # Instant scrolling: a smooth scroll still under way, or one cut short by WebDriver's own
    # scrolling to the button it presses, would make the check depend on timing.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "light"},
        {"name": "prefers-reduced-motion", "value": "reduce"},
    ]})
    for page in pages:
        for width in (320, 390):
            driver.set_window_size(width, 800)
            driver.get(base + page)
            if not driver.find_elements(By.CSS_SELECTOR, "figure.transcript"):
                break
            for problem in driver.execute_script(MEASURE):
                failures.append(f"{page} at {width} px: {problem}")
            figure = next(f for f in driver.find_elements(By.CSS_SELECTOR, "figure.transcript") if f.is_displayed())
            buttons = figure.find_elements(By.CSS_SELECTOR, ".transcript-next")
            if buttons:
                for _ in range(3):
                    if buttons[0].is_enabled():
                        buttons[0].send_keys(Keys.ENTER)
                time.sleep(0.2)
                place = driver.execute_script("""
                    const figure = arguments[0], height = window.innerHeight;
                    const inView = el => { const r = el.getBoundingClientRect(); return r.top >= -0.5 && r.bottom <= height + 0.5; };
                    const current = figure.querySelector('tbody tr[aria-current=step]');
                    const row = current.getBoundingClientRect();
                    return [inView(figure.querySelector('.transcript-next')), inView(figure.querySelector('.transcript-previous')),
                            row.top < height && row.bottom > 0];""", figure)
                if not all(place):
                    failures.append(f"{page} at {width} px: after three steps the player or the current step is off "
                                    f"screen (next, previous, step visible: {place})")
            checked += 1
    driver.set_window_size(1280, 900)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    return checked
