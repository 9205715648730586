// Reads the sharded index the build writes (see SearchIndex.swift and ARCHITECTURE.md): the
// manifest first, then only the term and pair fragments a query's tokens fall in, then only
// the entry chunks of the results shown. `fetchJSON(url)` returns a promise of parsed JSON,
// so node tests can read the same files from disk.
(function (global) {
  "use strict";
  var engine = typeof module !== "undefined" && module.exports ? require("./search-engine.js") : global.RotorSearchEngine;

  function ShardedIndex(manifestURL, fetchJSON) {
    this.base = manifestURL.slice(0, manifestURL.lastIndexOf("/") + 1);
    this.fetchJSON = fetchJSON;
    this.manifest = null;
    this.files = new Map();
  }

  // The last fragment whose first key is not after `key` (keys compare as JavaScript strings,
  // by UTF-16 code units, the order the build sorted them in); -1 when none is.
  function fragmentOf(firstKeys, key) {
    var low = 0, high = firstKeys.length - 1, found = -1;
    while (low <= high) {
      var middle = (low + high) >> 1;
      if (firstKeys[middle] <= key) { found = middle; low = middle + 1; } else { high = middle - 1; }
    }
    return found;
  }

  ShardedIndex.prototype.load = function () {
    var self = this;
    if (self.manifest) return Promise.resolve(self.manifest);
    return self.fetchJSON(self.base + "manifest.json").then(function (manifest) { self.manifest = manifest; return manifest; });
  };

  ShardedIndex.prototype.file = function (path) {
    if (!this.files.has(path)) this.files.set(path, this.fetchJSON(this.base + path));
    return this.files.get(path);
  };

  // The fragments holding `keys`, and for `prefix` every fragment its keys can fall in, merged.
  ShardedIndex.prototype.lookup = function (kind, firstKeys, keys, prefix) {
    var wanted = new Set();
    keys.forEach(function (key) { var at = fragmentOf(firstKeys, key); if (at >= 0) wanted.add(at); });
    if (prefix) {
      for (var at = Math.max(0, fragmentOf(firstKeys, prefix)); at <= fragmentOf(firstKeys, prefix + "\uffff"); at++) wanted.add(at);
    }
    var self = this;
    return Promise.all(Array.from(wanted).sort(function (a, b) { return a - b; }).map(function (at) {
      return self.file(kind + "/" + at + ".json");
    })).then(function (fragments) {
      var merged = new Map();
      fragments.forEach(function (fragment) {
        Object.keys(fragment).forEach(function (key) {
          if (keys.indexOf(key) >= 0 || (prefix && key.indexOf(prefix) === 0)) merged.set(key, fragment[key]);
        });
      });
      return merged;
    });
  };

  // Delta-coded postings to a map from document number to value (`stride` 2) or to true.
  function decode(list, stride) {
    var map = new Map(), id = 0;
    for (var i = 0; i < list.length; i += stride) { id += list[i]; map.set(id, stride === 2 ? list[i + 1] : true); }
    return map;
  }

  // The ranked document numbers for `query`, narrowed to `section` (a section's address) if given.
  ShardedIndex.prototype.search = function (query, section) {
    var self = this;
    var parsed = engine.parseQuery(query);
    if (!parsed.words.length) return Promise.resolve({ parsed: parsed, results: [] });
    return self.load().then(function (manifest) {
      var last = parsed.words[parsed.words.length - 1];
      var prefix = last.prefix ? last.tokens[0] : null;
      return Promise.all([
        self.lookup("t", manifest.terms, parsed.tokens, prefix),
        parsed.pairs.length ? self.lookup("p", manifest.pairs, parsed.pairs, null) : Promise.resolve(new Map())
      ]).then(function (found) {
        var terms = found[0], pairs = found[1];
        var postings = new Map();
        parsed.tokens.forEach(function (token) { postings.set(token, decode(terms.get(token) || [], 2)); });
        var extra = new Map();
        if (prefix) {
          terms.forEach(function (list, key) {
            if (key === prefix || key.indexOf(prefix) !== 0) return;
            decode(list, 2).forEach(function (value, id) { (extra.get(id) || extra.set(id, []).get(id)).push(value); });
          });
        }
        var pairSets = parsed.pairs.map(function (pair) { return decode(pairs.get(pair) || [], 1); });
        var candidates = new Set();
        postings.forEach(function (map) { map.forEach(function (_, id) { candidates.add(id); }); });
        extra.forEach(function (_, id) { candidates.add(id); });
        var ranges = section ? manifest.sections.filter(function (run) { return run[0] === section; }) : null;
        var results = [];
        candidates.forEach(function (id) {
          if (ranges && !ranges.some(function (run) { return id >= run[1] && id < run[2]; })) return;
          var words = parsed.words.map(function (word) {
            var value = engine.combineWord(word.tokens.map(function (token) { return postings.get(token).get(id); }));
            if (value === undefined && word.prefix && !postings.get(word.tokens[0]).has(id)) value = engine.mergePrefix(extra.get(id) || []);
            return value;
          });
          var phrase = pairSets.length > 0 && pairSets.every(function (set) { return set.has(id); });
          var ranked = engine.score(id, words, phrase);
          if (ranked.matched) results.push(ranked);
        });
        results.sort(engine.compare);
        return { parsed: parsed, results: results.map(function (result) { return result.id; }) };
      });
    });
  };

  // Title, address and excerpt of each document number, fetching only their chunks.
  ShardedIndex.prototype.entries = function (ids) {
    var self = this;
    return self.load().then(function (manifest) {
      return Promise.all(ids.map(function (id) {
        return self.file("d/" + Math.floor(id / manifest.chunk) + ".json").then(function (chunk) {
          var entry = chunk[id % manifest.chunk];
          return { id: id, title: entry[0], url: entry[1], excerpt: entry[2] };
        });
      }));
    });
  };

  if (typeof module !== "undefined" && module.exports) module.exports = ShardedIndex;
  else global.RotorShardedIndex = ShardedIndex;
})(this);
