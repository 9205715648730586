"""Putting keyboard focus back at the start of the page without activating anything.

The gates used to click the page's body to reset focus. A click lands at the centre of the
body, which on a long page can be a link, a tab or a player button: the click then follows
the link or presses the button, and the walk that follows starts from wherever that left
focus. Here focus is moved by script instead: whatever has focus is blurred, the body is made
focusable for a moment, focused and made unfocusable again, so the next Tab goes to the first
focusable element of the page (the skip link) and nothing is clicked, followed or pressed.
"""

RESET = """
const active = document.activeElement;
if (active && active !== document.body && active.blur) { active.blur(); }
const selection = window.getSelection && window.getSelection();
if (selection) { selection.removeAllRanges(); }
const body = document.body;
const had = body.getAttribute('tabindex');
body.setAttribute('tabindex', '-1');
body.focus({preventScroll: true});
if (had === null) { body.removeAttribute('tabindex'); } else { body.setAttribute('tabindex', had); }
"""


def reset_focus(driver):
    """Focus the start of the page: the next Tab reaches its first focusable element."""
    driver.execute_script(RESET)
