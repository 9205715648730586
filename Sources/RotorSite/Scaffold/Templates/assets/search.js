// The search page: reads the sharded index (search-index.js) and lists results a page at a
// time. The status region says how many results there are and how many are listed, "Show
// more results" lists the next page and moves focus to its first result, and the section
// filter narrows the results. Results are built with DOM calls, never innerHTML, so text
// from the index cannot become markup.
(function () {
  "use strict";
  var root = document.querySelector("[data-search-index]");
  if (!root || !window.RotorShardedIndex) return;
  var PAGE = 50;
  var form = root.querySelector(".search-form");
  var input = root.querySelector("#search-query");
  var filter = root.querySelector("#search-section");
  var status = root.querySelector(".search-status");
  var list = root.querySelector(".search-results");
  var more = root.querySelector(".search-more");
  var fallback = root.querySelector(".search-fallback");
  var index = new window.RotorShardedIndex(root.getAttribute("data-search-index"), function (url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ": " + response.status);
      return response.json();
    });
  });
  var numbers = new Intl.NumberFormat(document.documentElement.lang || undefined);
  var current = null; // {query, section, parsed, results, shown}
  var generation = 0;

  function label(name, values) {
    var text = root.getAttribute("data-label-" + name) || "";
    Object.keys(values).forEach(function (key) { text = text.split("{" + key + "}").join(values[key]); });
    return text;
  }

  function announce() {
    var count = current.results.length;
    var name = count === 0 ? "none" : count === 1 ? "one" : current.shown < count ? "some" : "all";
    var sectionName = filter && filter.selectedIndex > 0 ? filter.options[filter.selectedIndex].text : "";
    status.textContent = label((sectionName ? "section-" : "results-") + name, {
      query: current.query, count: numbers.format(count), shown: numbers.format(current.shown), section: sectionName
    });
    more.hidden = current.shown >= count;
  }

  // `text` into `element`, the query's words in <mark>.
  function marked(element, text) {
    window.RotorSearchEngine.highlight(text, current.parsed).forEach(function (piece) {
      var node = piece.mark ? document.createElement("mark") : document.createTextNode(piece.text);
      if (piece.mark) node.textContent = piece.text;
      element.appendChild(node);
    });
    return element;
  }

  function item(entry) {
    var link = marked(document.createElement("a"), entry.title);
    link.href = entry.url;
    var heading = document.createElement("h2");
    heading.appendChild(link);
    var text = marked(document.createElement("p"), entry.excerpt);
    var row = document.createElement("li");
    row.appendChild(heading);
    row.appendChild(text);
    return row;
  }

  // Lists the next page of the current results; with `focusFirst`, focus goes to its first link.
  function showMore(focusFirst) {
    var search = current, mine = generation;
    var ids = search.results.slice(search.shown, search.shown + PAGE);
    return index.entries(ids).then(function (entries) {
      if (mine !== generation) return;
      var first = null;
      entries.forEach(function (entry) {
        var row = item(entry);
        list.appendChild(row);
        first = first || row.querySelector("a");
      });
      search.shown += entries.length;
      announce();
      if (focusFirst && first) first.focus();
      if (search.shown === entries.length && window.performance && performance.mark) performance.mark("rotor-search-results");
    });
  }

  function run(query) {
    var mine = ++generation;
    var section = filter ? filter.value : "";
    status.textContent = root.getAttribute("data-label-loading") || "";
    return index.search(query, section).then(function (found) {
      if (mine !== generation) return;
      current = { query: query, section: section, parsed: found.parsed, results: found.results, shown: 0 };
      list.textContent = "";
      return showMore(false);
    }).catch(function () {
      if (mine !== generation) return;
      status.textContent = root.getAttribute("data-label-failed") || "";
      more.hidden = true;
    });
  }

  function submit() {
    var query = input.value.trim();
    if (!query) { generation++; list.textContent = ""; status.textContent = ""; more.hidden = true; return; }
    run(query);
    var url = new URL(window.location.href);
    url.searchParams.set("q", query);
    if (filter && filter.value) url.searchParams.set("section", filter.value); else url.searchParams.delete("section");
    window.history.replaceState(null, "", url);
  }

  // The status and the list are hidden until the script runs, so a page without it exposes
  // no empty status region and no empty list.
  form.hidden = false;
  status.hidden = false;
  list.hidden = false;
  fallback.hidden = true;
  form.addEventListener("submit", function (event) { event.preventDefault(); submit(); });
  if (filter) filter.addEventListener("change", function () { if (input.value.trim()) submit(); });
  more.addEventListener("click", function () { if (current) showMore(true); });
  var params = new URLSearchParams(window.location.search);
  if (filter && Array.prototype.some.call(filter.options, function (o) { return o.value === params.get("section"); })) {
    filter.value = params.get("section");
  }
  if (params.get("q")) {
    input.value = params.get("q");
    run(input.value.trim());
  }
})();
