// The in-memory reference search: every document held whole, every field tokenized on the
// spot, every query answered by looking at every document. No index, no fragments, no delta
// coding, no prefix ranges: what the sharded reader must agree with, result for result.
// It shares with the site only segmentation and the ranking formula (search-engine.js).
"use strict";
const engine = require("../../Templates/assets/search-engine.js");

// documents: [{title, url, section, headings, tags, description, text}] in any order.
function prepare(documents) {
  const ordered = documents.slice().sort((a, b) => Buffer.compare(Buffer.from(a.url), Buffer.from(b.url)));
  return ordered.map((doc, id) => {
    const values = new Map(), pairs = new Set();
    function field(text, bit) {
      const tokens = engine.tokenize(text);
      tokens.forEach((token, at) => {
        const old = values.get(token) || 0;
        values.set(token, bit ? old | bit : old + 8);
        if (at > 0) pairs.add(tokens[at - 1] + " " + token);
      });
    }
    field(doc.title, 1);
    doc.headings.forEach((heading) => field(heading, 2));
    doc.tags.forEach((tag) => field(tag, 4));
    field(doc.description, 0);
    field(doc.text, 0);
    return { id, doc, values, pairs };
  });
}

function search(prepared, query, section) {
  const parsed = engine.parseQuery(query);
  const results = [];
  for (const entry of prepared) {
    if (section && entry.doc.section !== section) continue;
    const words = parsed.words.map((word) => {
      let value = engine.combineWord(word.tokens.map((token) => entry.values.get(token)));
      if (value === undefined && word.prefix && !entry.values.has(word.tokens[0])) {
        const covered = [];
        entry.values.forEach((v, token) => { if (token.startsWith(word.tokens[0])) covered.push(v); });
        value = engine.mergePrefix(covered);
      }
      return value;
    });
    const phrase = parsed.pairs.length > 0 && parsed.pairs.every((pair) => entry.pairs.has(pair));
    const ranked = engine.score(entry.id, words, phrase);
    if (ranked.matched) results.push(ranked);
  }
  results.sort(engine.compare);
  return results.map((result) => prepared[result.id].doc.url);
}

module.exports = { prepare, search };
