/*
 * A switch between the screen readers of one transcript.
 *
 * Progressive enhancement: without this script every reader's figure is shown, one after
 * the other. With it, a group of radio buttons above the figures shows one reader at a
 * time. Switching keeps the step: the newly shown figure's player moves to the step the
 * other one was on. Choosing a reader in one group chooses it in every group on the page,
 * since a reader of the page is usually interested in one platform, and the choice is
 * remembered (localStorage) for the next pages; a visitor who never chose gets the first
 * reader. The legend comes from the group's data-label-readers attribute. After a switch the
 * group's polite live region says which reader is shown and the step it is on ("TalkBack:
 * Step 3 of 6"), in the words of the figure's own counter, so in the page's language: the
 * kept step may be below the fold, and the radio button alone does not say it.
 *
 * Only the group the visitor touched moves the page: the other groups switch too, which
 * changes their height, so the page is scrolled back by however much the touched group
 * moved, and then only as far as it takes to show its kept step, never so far that the
 * focused radio button leaves the window.
 */
(function () {
  "use strict";

  var KEY = "rotor.reader";
  var groups = [];

  function stored() {
    try {
      return window.localStorage.getItem(KEY);
    } catch (error) {
      return null;
    }
  }

  function remember(reader) {
    try {
      window.localStorage.setItem(KEY, reader);
    } catch (error) {
      // Storage may be off; the choice then lasts for this page only.
    }
  }

  function currentStep(figure) {
    var rows = Array.prototype.slice.call(figure.querySelectorAll("tbody > tr"));
    for (var index = 0; index < rows.length; index += 1) {
      if (rows[index].getAttribute("aria-current") === "step") {
        return index;
      }
    }
    return 0;
  }

  function scrollByInstantly(distance) {
    if (Math.abs(distance) < 0.5) {
      return;
    }
    window.scrollBy({ top: distance, left: 0, behavior: "instant" });
  }

  // Brings the kept step on screen below the sticky player, as far as the anchor (the focused
  // radio button) stays on screen too.
  function reveal(row, anchor, figure) {
    if (!row) {
      return;
    }
    var height = window.innerHeight;
    var player = figure.querySelector(".transcript-player");
    var cover = player && window.getComputedStyle(player).position === "sticky" ? player.offsetHeight : 0;
    var box = row.getBoundingClientRect();
    var top = anchor.getBoundingClientRect().top;
    if (box.bottom > height) {
      // Down: no further than keeps the anchor's top on screen.
      scrollByInstantly(Math.min(box.bottom - height + 8, Math.max(0, top - 8)));
    } else if (box.top < cover) {
      scrollByInstantly(box.top - cover - 8);
    }
  }

  function enhance(group) {
    var figures = Array.prototype.filter.call(group.children, function (child) {
      return child.matches("figure[data-transcript]");
    });
    if (figures.length < 2 || group.querySelector(".transcript-readers-switch")) {
      return;
    }
    var fieldset = document.createElement("fieldset");
    fieldset.className = "transcript-readers-switch";
    var legend = document.createElement("legend");
    legend.textContent = group.dataset.labelReaders || "Screen reader";
    fieldset.appendChild(legend);
    // Says what the choice does, so it is no surprise that it holds on later pages.
    if (group.dataset.labelRemembered) {
      var note = document.createElement("p");
      note.className = "transcript-readers-note";
      note.id = group.id + "-remembered";
      note.textContent = group.dataset.labelRemembered;
      fieldset.appendChild(note);
      fieldset.setAttribute("aria-describedby", note.id);
    }

    var inputs = figures.map(function (figure, position) {
      var input = document.createElement("input");
      input.type = "radio";
      input.name = group.id + "-reader";
      input.id = figure.id + "-choice";
      input.value = figure.dataset.reader || String(position);
      var label = document.createElement("label");
      label.htmlFor = input.id;
      label.textContent = figure.dataset.readerName || input.value;
      var choice = document.createElement("span");
      choice.className = "transcript-readers-choice";
      choice.appendChild(input);
      choice.appendChild(label);
      fieldset.appendChild(choice);
      input.addEventListener("change", function () {
        if (input.checked) {
          choose(input.value, input, show);
        }
      });
      return input;
    });
    // Outside the figures, so it is never in a hidden one when it speaks.
    var live = document.createElement("p");
    live.className = "transcript-live transcript-readers-live";
    live.setAttribute("aria-live", "polite");
    fieldset.appendChild(live);
    group.insertBefore(fieldset, figures[0]);

    var shown = 0;
    // Shows the reader; returns the newly shown figure's kept row when the figure changed.
    function show(reader) {
      var target = figures.findIndex(function (figure) { return figure.dataset.reader === reader; });
      if (target < 0) {
        return null;
      }
      var step = currentStep(figures[shown]);
      figures.forEach(function (figure, position) { figure.hidden = position !== target; });
      inputs.forEach(function (input, position) { input.checked = position === target; });
      if (target === shown) {
        return null;
      }
      figures[target].dispatchEvent(new CustomEvent("transcript-step", { detail: step }));
      shown = target;
      return { figure: figures[target], row: figures[target].querySelectorAll("tbody > tr")[step], live: live };
    }
    groups.push(show);
    show(figures[0].dataset.reader);
  }

  // One choice for the whole page; only the group the visitor touched moves the page.
  function choose(reader, anchor, origin) {
    var before = anchor.getBoundingClientRect().top;
    var kept = null;
    groups.forEach(function (show) {
      var result = show(reader);
      if (show === origin) {
        kept = result;
      }
    });
    remember(reader);
    // Groups above this one may have grown or shrunk: put the radio back where it was.
    scrollByInstantly(anchor.getBoundingClientRect().top - before);
    if (kept) {
      reveal(kept.row, anchor, kept.figure);
      announce(kept);
    }
    // A radio that sat at the window's top edge may end a fraction of a pixel above it after
    // the scrolling (scroll offsets are whole pixels where layout is not): keep it in view.
    var edge = anchor.getBoundingClientRect().top;
    if (edge < 0) {
      scrollByInstantly(edge - 8);
    }
  }

  // "TalkBack: Step 3 of 6", from the shown figure's reader name and its player's counter
  // (the reader name alone where the player is missing).
  function announce(kept) {
    var status = kept.figure.querySelector(".transcript-status");
    var count = status ? status.textContent.trim() : "";
    var name = kept.figure.dataset.readerName || kept.figure.dataset.reader || "";
    kept.live.textContent = name + (count ? ": " + count : "");
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-transcript-readers]"), enhance);
    var reader = stored();
    if (reader) {
      groups.forEach(function (show) { show(reader); });
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
