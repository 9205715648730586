// Client-side search over the per-language index the build writes (search-index.json).
// The index and every query go through the same tokenize(): words for alphabetic scripts,
// and overlapping character bigrams for Hangul (and Han and kana), so that "슬라이더" is found
// inside "커스텀슬라이더를" without a dictionary. Results are built with DOM calls, never
// innerHTML, so text from the index cannot become markup.
(function () {
  "use strict";
  var root = document.querySelector("[data-search-index]");
  if (!root) return;
  var form = root.querySelector(".search-form");
  var input = root.querySelector("#search-query");
  var status = root.querySelector(".search-status");
  var list = root.querySelector(".search-results");
  var fallback = root.querySelector(".search-fallback");
  var documents = null;

  var BIGRAM_SCRIPT = /[\u1100-\u11FF\u3040-\u30FF\u3130-\u318F\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF]/;
  var WORD_CHAR = /[\p{L}\p{N}]/u;

  function tokenize(text) {
    var tokens = [];
    var run = "";
    var bigramRun = false;
    function flush() {
      if (!run) return;
      if (bigramRun) {
        if (run.length === 1) tokens.push(run);
        for (var i = 0; i + 1 < run.length; i++) tokens.push(run.slice(i, i + 2));
      } else {
        tokens.push(run);
      }
      run = "";
    }
    var normalized = text.normalize("NFKC").toLowerCase();
    for (var ch of normalized) {
      if (BIGRAM_SCRIPT.test(ch)) {
        if (!bigramRun) flush();
        bigramRun = true;
        run += ch;
      } else if (WORD_CHAR.test(ch)) {
        if (bigramRun) flush();
        bigramRun = false;
        run += ch;
      } else {
        flush();
      }
    }
    flush();
    return tokens;
  }

  function prepare(raw) {
    return raw.map(function (doc) {
      var counts = new Map();
      tokenize(doc.title + " " + doc.title + " " + doc.summary + " " + doc.text).forEach(function (token) {
        counts.set(token, (counts.get(token) || 0) + 1);
      });
      var titleTokens = new Set(tokenize(doc.title));
      return { doc: doc, counts: counts, titleTokens: titleTokens };
    });
  }

  function search(query) {
    var terms = Array.from(new Set(tokenize(query)));
    if (!terms.length) return [];
    var hits = [];
    documents.forEach(function (entry) {
      var score = 0;
      for (var i = 0; i < terms.length; i++) {
        var count = entry.counts.get(terms[i]) || prefixCount(entry.counts, terms[i]);
        if (!count) return;
        score += count + (entry.titleTokens.has(terms[i]) ? 10 : 0);
      }
      hits.push({ entry: entry, score: score });
    });
    hits.sort(function (a, b) { return b.score - a.score || a.entry.doc.url.localeCompare(b.entry.doc.url); });
    return hits.map(function (hit) { return hit.entry.doc; });
  }

  // The last word of a query may be unfinished: "slid" should find "slider".
  function prefixCount(counts, term) {
    if (term.length < 3 || BIGRAM_SCRIPT.test(term)) return 0;
    var total = 0;
    counts.forEach(function (count, token) { if (token.startsWith(term)) total += count; });
    return total;
  }

  function snippet(doc, query) {
    var text = doc.text || doc.summary || "";
    var lower = text.toLowerCase();
    var words = query.toLowerCase().split(/\s+/).filter(Boolean);
    var at = -1;
    for (var i = 0; i < words.length && at < 0; i++) at = lower.indexOf(words[i]);
    if (at < 0) return doc.summary || text.slice(0, 160);
    var start = Math.max(0, at - 60);
    return (start > 0 ? "…" : "") + text.slice(start, at + 100).replace(/\s+/g, " ") + "…";
  }

  function label(name, query, count) {
    return (root.getAttribute("data-label-" + name) || "")
      .replace("{query}", query).replace("{count}", String(count));
  }

  function show(query) {
    var results = search(query);
    list.textContent = "";
    results.slice(0, 50).forEach(function (doc) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = doc.url;
      link.textContent = doc.title;
      var heading = document.createElement("h2");
      heading.appendChild(link);
      var text = document.createElement("p");
      text.textContent = snippet(doc, query);
      item.appendChild(heading);
      item.appendChild(text);
      list.appendChild(item);
    });
    var name = results.length === 0 ? "none" : results.length === 1 ? "one" : "many";
    status.textContent = query ? label(name, query, results.length) : "";
  }

  function load() {
    if (documents) return Promise.resolve();
    status.textContent = root.getAttribute("data-label-loading") || "";
    return fetch(root.getAttribute("data-search-index"))
      .then(function (response) { return response.json(); })
      .then(function (raw) { documents = prepare(raw); status.textContent = ""; });
  }

  form.hidden = false;
  fallback.hidden = true;
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var query = input.value.trim();
    load().then(function () {
      show(query);
      var url = new URL(window.location.href);
      url.searchParams.set("q", query);
      window.history.replaceState(null, "", url);
    });
  });
  var initial = new URLSearchParams(window.location.search).get("q");
  if (initial) {
    input.value = initial;
    load().then(function () { show(initial); });
  }
  window.rotorSearchTokenize = tokenize;
})();
