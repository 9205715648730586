/*
 * Scroll frames that are Tab stops only while they scroll.
 *
 * A table's frame (.table-scroll) and a code block (pre) are given tabindex="0" in the HTML,
 * so that without this script a keyboard user can always scroll one that overflows. With it,
 * a frame whose content fits takes no Tab stop, since focusing it would scroll nothing; one
 * that overflows keeps its stop (axe's scrollable-region-focusable). The frames are measured
 * again whenever they or the window change size, so a table that fits at 1280 px and not at
 * 320 px, or at 400% zoom, gets its stop back. A frame that has focus keeps its stop until
 * focus leaves it, so focus is never dropped under the visitor.
 */
(function () {
  "use strict";

  var frames = [];

  function overflows(frame) {
    // One pixel of slack: rounding can make an exact fit look one pixel wider.
    return frame.scrollWidth > frame.clientWidth + 1 || frame.scrollHeight > frame.clientHeight + 1;
  }

  function update(frame) {
    if (overflows(frame)) {
      frame.setAttribute("tabindex", "0");
    } else if (document.activeElement !== frame) {
      frame.removeAttribute("tabindex");
    }
  }

  function updateAll() {
    frames.forEach(update);
  }

  function start() {
    frames = Array.prototype.slice.call(
      document.querySelectorAll(".table-scroll[tabindex='0'], pre[tabindex='0']"));
    if (frames.length === 0) {
      return;
    }
    frames.forEach(function (frame) {
      frame.addEventListener("blur", function () { update(frame); });
    });
    updateAll();
    window.addEventListener("resize", updateAll);
    if (window.ResizeObserver) {
      var observer = new window.ResizeObserver(updateAll);
      frames.forEach(function (frame) {
        observer.observe(frame);
        // The content too: a table that grows (a reader switch, a font that loads late).
        if (frame.firstElementChild) {
          observer.observe(frame.firstElementChild);
        }
      });
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
