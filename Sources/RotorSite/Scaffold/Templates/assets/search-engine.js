// Rotor's search engine, without any page: segmentation, query parsing and ranking, shared by
// the sharded index reader (search-index.js) and the in-memory reference the tests compare it
// with (Tests/Search/reference.js). Segmentation must match SearchTokenizer.swift, which cut
// the index. Loaded on the site as a plain script; in node with require().
(function (global) {
  "use strict";
  var BIGRAM_SCRIPT = /[\u1100-\u11FF\u3040-\u30FF\u3130-\u318F\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF]/;
  var WORD_CHAR = /[\p{L}\p{N}]/u;
  // Title before headings and tags before body; a body count is capped below a heading's weight.
  var WEIGHT = { title: 1000, heading: 100, tag: 100, bodyCap: 50, phrase: 500 };
  var TITLE = 1, HEADING = 2, TAG = 4;

  // Runs of one script: {text, tokens, bigram}. Letters and digits of alphabetic scripts make
  // one token per run; Hangul, kana and Han overlapping character bigrams.
  function runs(text) {
    var result = [];
    var run = "";
    var bigramRun = false;
    function flush() {
      if (!run) return;
      var tokens = [];
      if (bigramRun) {
        var chars = Array.from(run);
        if (chars.length === 1) tokens.push(run);
        for (var i = 0; i + 1 < chars.length; i++) tokens.push(chars[i] + chars[i + 1]);
      } else {
        tokens.push(run);
      }
      result.push({ text: run, tokens: tokens, bigram: bigramRun });
      run = "";
    }
    for (var ch of text.normalize("NFKC").toLowerCase()) {
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
    return result;
  }

  function tokenize(text) {
    return runs(text).reduce(function (all, run) { return all.concat(run.tokens); }, []);
  }

  // A query's words (each run, once), its tokens in order, and the adjacent token pairs an
  // exact phrase has. The last word may be unfinished: "slid" also finds "slider".
  function parseQuery(query) {
    var seen = new Set();
    var words = [];
    var tokens = [];
    runs(query).forEach(function (run) {
      tokens = tokens.concat(run.tokens);
      var key = run.tokens.join(" ");
      if (!seen.has(key)) { seen.add(key); words.push({ text: run.text, tokens: run.tokens, bigram: run.bigram, prefix: false }); }
    });
    var last = words[words.length - 1];
    if (last && !last.bigram && Array.from(last.text).length >= 3) last.prefix = true;
    var pairs = [];
    for (var i = 0; i + 1 < tokens.length; i++) {
      var pair = tokens[i] + " " + tokens[i + 1];
      if (pairs.indexOf(pair) < 0) pairs.push(pair);
    }
    return { words: words, tokens: tokens, pairs: pairs };
  }

  // A word split into several tokens is in a field only if all of them are, and is counted as
  // often as its rarest token. `values` are postings (bodyCount << 3 | fields) or undefined.
  function combineWord(values) {
    var mask = 7, count = Infinity;
    for (var i = 0; i < values.length; i++) {
      if (values[i] === undefined) return undefined;
      mask &= values[i] & 7;
      count = Math.min(count, values[i] >>> 3);
    }
    return count * 8 + mask;
  }

  // The postings of every token a prefix covers, as one: any field, counts summed.
  function mergePrefix(values) {
    var mask = 0, count = 0;
    values.forEach(function (value) { mask |= value & 7; count += value >>> 3; });
    return values.length ? count * 8 + mask : undefined;
  }

  // A document's rank from what it matched: `words` holds each query word's combined posting
  // (or undefined), `phrase` whether every adjacent pair of query tokens is adjacent in it.
  function score(id, words, phrase) {
    var matched = 0, total = phrase ? WEIGHT.phrase : 0;
    words.forEach(function (value) {
      if (value === undefined) return;
      matched += 1;
      total += (value & TITLE ? WEIGHT.title : 0) + (value & HEADING ? WEIGHT.heading : 0) +
        (value & TAG ? WEIGHT.tag : 0) + Math.min(value >>> 3, WEIGHT.bodyCap);
    });
    return { id: id, matched: matched, score: total };
  }

  // Documents with more of the query's words first, then by score, then in address order.
  function compare(a, b) {
    return b.matched - a.matched || b.score - a.score || a.id - b.id;
  }

  // Pieces of `text` with the query's words marked, for <mark>: whole words of alphabetic
  // scripts (or words the unfinished last word begins), and the query's Hangul or Han words
  // wherever they occur.
  function highlight(text, parsed) {
    var pieces = [];
    var pattern = /[\p{L}\p{N}]+/gu;
    var at = 0, match;
    function push(piece, mark) {
      if (!piece) return;
      var last = pieces[pieces.length - 1];
      if (last && last.mark === mark) last.text += piece; else pieces.push({ text: piece, mark: mark });
    }
    while ((match = pattern.exec(text))) {
      push(text.slice(at, match.index), false);
      var word = match[0], lower = word.toLowerCase();
      var spans = [];
      parsed.words.forEach(function (w) {
        if (w.bigram) {
          for (var i = lower.indexOf(w.text); i >= 0; i = lower.indexOf(w.text, i + 1)) spans.push([i, i + w.text.length]);
        } else if (lower === w.text || (w.prefix && lower.indexOf(w.text) === 0)) {
          spans.push([0, word.length]);
        }
      });
      spans.sort(function (a, b) { return a[0] - b[0]; });
      var from = 0;
      spans.forEach(function (span) {
        if (span[1] <= from) return;
        push(word.slice(from, Math.max(from, span[0])), false);
        push(word.slice(Math.max(from, span[0]), span[1]), true);
        from = span[1];
      });
      push(word.slice(from), false);
      at = match.index + word.length;
    }
    push(text.slice(at), false);
    return pieces;
  }

  var engine = { runs: runs, tokenize: tokenize, parseQuery: parseQuery, combineWord: combineWord,
    mergePrefix: mergePrefix, score: score, compare: compare, highlight: highlight, WEIGHT: WEIGHT };
  if (typeof module !== "undefined" && module.exports) module.exports = engine;
  else global.RotorSearchEngine = engine;
})(this);
