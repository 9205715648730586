/*
 * Step-through player for screen-reader transcripts.
 *
 * Progressive enhancement: without this script the table is the whole transcript. With
 * it, each <figure data-transcript> gets "Previous step", "Next step" and "Back to step 1"
 * buttons, a visible step counter, and a polite live region that speaks the current step:
 * its gesture, what was said, and the resulting state the table shows beside it. Button
 * labels come from the figure's data-label-* attributes, so they follow the page's
 * language, and nothing in the HTML is an inline script or handler.
 */
(function () {
  "use strict";

  function fill(template, index, count) {
    return template.replace("{index}", String(index)).replace("{count}", String(count));
  }

  function makeButton(label, direction) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "transcript-" + direction;
    button.textContent = label;
    return button;
  }

  // The text of an element without the names of the speech parts, which are there for
  // assistive technology reading the table ("Off (value or state)"), not part of the speech.
  function speechOf(element) {
    var copy = element.cloneNode(true);
    Array.prototype.forEach.call(copy.querySelectorAll(".sp-part"), function (part) {
      part.parentNode.removeChild(part);
    });
    return copy.textContent;
  }

  // What was said at once, then the hint, which the table shows after a pause mark.
  function spokenText(row, silence) {
    var said = row.querySelector(".transcript-said");
    var hint = row.querySelector(".transcript-hint");
    return (said ? speechOf(said) : silence) + (hint ? ". " + hint.textContent : "");
  }

  // The resulting state of a step as the table's last column names it ("Resulting state:
  // Value 3 (0–5)"), so a listener hears a changed value even when the reader says only "3".
  function stateText(row) {
    var cell = row.querySelector(".transcript-state");
    var summary = cell && cell.querySelector(".transcript-summary");
    var text = summary ? summary.textContent.trim() : "";
    if (!text) {
      return "";
    }
    var label = cell.getAttribute("data-label");
    return ". " + (label ? label + ": " : "") + text;
  }

  function enhance(figure) {
    var rows = Array.prototype.slice.call(figure.querySelectorAll("tbody > tr"));
    if (rows.length === 0 || figure.querySelector(".transcript-player")) {
      return;
    }
    var labels = figure.dataset;
    var player = document.createElement("div");
    player.className = "transcript-player";
    player.setAttribute("role", "group");
    // Named with the figure's caption too, so the groups of a page differ in a list of them.
    var named = figure.querySelector("figcaption");
    player.setAttribute("aria-label", (labels.labelPlayer || "") + (named ? ": " + named.textContent.trim() : ""));

    var previous = makeButton(labels.labelPrevious || "Previous step", "previous");
    var next = makeButton(labels.labelNext || "Next step", "next");
    var restart = makeButton(labels.labelRestart || "Back to step 1", "restart");
    // A page has a "Next step" button per transcript: each is named by its own text and the
    // figure's caption ("Next step VoiceOver transcript: Volume slider").
    var caption = figure.querySelector("figcaption[id]");
    if (caption && figure.id) {
      previous.id = figure.id + "-previous";
      next.id = figure.id + "-next";
      restart.id = figure.id + "-restart";
      previous.setAttribute("aria-labelledby", previous.id + " " + caption.id);
      restart.setAttribute("aria-labelledby", restart.id + " " + caption.id);
      next.setAttribute("aria-labelledby", next.id + " " + caption.id);
    }
    var status = document.createElement("p");
    status.className = "transcript-status";
    var live = document.createElement("p");
    live.className = "transcript-live";
    live.setAttribute("aria-live", "polite");

    player.appendChild(previous);
    player.appendChild(next);
    player.appendChild(restart);
    player.appendChild(status);
    player.appendChild(live);
    // The player and the table share a stage: the player sticks to the top of the window
    // while the stage is on screen, and the stage's bottom padding is where it comes to
    // rest, so it never covers the table's last row or the links under the figure.
    var stage = document.createElement("div");
    stage.className = "transcript-stage";
    var table = figure.querySelector(".table-scroll");
    figure.insertBefore(stage, table);
    stage.appendChild(player);
    stage.appendChild(table);

    // How much of the window the sticky player covers, for the CSS that keeps a focused link
    // or a step from stopping under it (scroll-margin-top). None when it is not sticky (a
    // short window, as at 400% zoom).
    function measure() {
      var sticky = window.getComputedStyle(player).position === "sticky";
      stage.style.setProperty("--transcript-cover", (sticky ? player.offsetHeight : 0) + "px");
    }
    measure();
    window.addEventListener("resize", measure);
    if (window.ResizeObserver) {
      new window.ResizeObserver(measure).observe(player);
    }

    var current = 0;

    function show(index, announce) {
      var hadFocus = document.activeElement;
      current = Math.max(0, Math.min(rows.length - 1, index));
      rows.forEach(function (row, position) {
        var isCurrent = position === current;
        row.classList.toggle("is-current", isCurrent);
        if (isCurrent) {
          row.setAttribute("aria-current", "step");
        } else {
          row.removeAttribute("aria-current");
        }
      });
      status.textContent = fill(labels.labelStatus || "{index}/{count}", current + 1, rows.length);
      previous.disabled = current === 0;
      next.disabled = current === rows.length - 1;
      restart.disabled = current === 0;
      // A button that just became disabled drops focus; keep it on one that still works.
      if ((hadFocus === previous || hadFocus === restart) && current === 0) {
        (next.disabled ? restart : next).focus();
      } else if (hadFocus === next && next.disabled) {
        previous.focus();
      }
      if (announce) {
        var gesture = rows[current].querySelector(".transcript-gesture");
        live.textContent = status.textContent + ": " +
          (gesture ? gesture.textContent + ". " : "") + spokenText(rows[current], labels.labelSilence || "") +
          stateText(rows[current]);
        bringIntoView(rows[current], document.activeElement);
      }
    }

    // Brings the step on screen. Under a sticky player the step simply scrolls into view;
    // when the player is not sticky (a window under 30rem tall, as at 400% zoom) the page
    // scrolls toward the step only as far as the focused button stays on screen, so a
    // keyboard user never loses sight of focus. The live region says the step either way.
    function bringIntoView(row, anchor) {
      if (window.getComputedStyle(player).position === "sticky" || !player.contains(anchor)) {
        row.scrollIntoView({ block: "nearest", inline: "nearest" });
        return;
      }
      var height = window.innerHeight;
      var box = row.getBoundingClientRect();
      var focus = anchor.getBoundingClientRect();
      var distance = 0;
      if (box.bottom > height) {
        distance = Math.min(box.bottom - height + 8, Math.max(0, focus.top - 8));
      } else if (box.top < 0) {
        distance = Math.min(0, Math.max(box.top - 8, focus.bottom - height + 8));
      }
      if (Math.abs(distance) >= 0.5) {
        window.scrollBy(0, distance);
      }
    }

    // The reader switch (readers.js) moves a newly shown figure to the step the other was on;
    // it scrolls the page itself, since it knows which group the visitor touched.
    figure.addEventListener("transcript-step", function (event) {
      show(event.detail, false);
      measure();
    });
    previous.addEventListener("click", function () { show(current - 1, true); });
    next.addEventListener("click", function () { show(current + 1, true); });
    restart.addEventListener("click", function () { show(0, true); });
    show(0, false);
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("figure[data-transcript]"), enhance);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
