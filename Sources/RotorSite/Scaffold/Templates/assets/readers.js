/*
 * A switch between the screen readers of one transcript.
 *
 * Progressive enhancement: without this script every reader's figure is shown, one after
 * the other. With it, a group of radio buttons above the figures shows one reader at a
 * time. Switching keeps the step: the newly shown figure's player moves to the step the
 * other one was on and scrolls it into view. Choosing a reader in one group chooses it in
 * every group on the page, since a reader of the page is usually interested in one
 * platform. The legend comes from the group's data-label-readers attribute.
 */
(function () {
  "use strict";

  var groups = [];

  function currentStep(figure) {
    var rows = Array.prototype.slice.call(figure.querySelectorAll("tbody > tr"));
    for (var index = 0; index < rows.length; index += 1) {
      if (rows[index].getAttribute("aria-current") === "step") {
        return index;
      }
    }
    return 0;
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
          choose(input.value, true);
        }
      });
      return input;
    });
    group.insertBefore(fieldset, figures[0]);

    var shown = 0;
    function show(reader, keepStep) {
      var target = figures.findIndex(function (figure) { return figure.dataset.reader === reader; });
      if (target < 0) {
        return;
      }
      var step = currentStep(figures[shown]);
      figures.forEach(function (figure, position) { figure.hidden = position !== target; });
      inputs.forEach(function (input, position) { input.checked = position === target; });
      if (keepStep && target !== shown) {
        figures[target].dispatchEvent(new CustomEvent("transcript-step", { detail: step }));
      }
      shown = target;
    }
    groups.push(show);
    show(figures[0].dataset.reader, false);
  }

  // One choice for the whole page; only the group the user touched keeps its step.
  function choose(reader, keepStep) {
    groups.forEach(function (show) { show(reader, keepStep); });
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-transcript-readers]"), enhance);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
