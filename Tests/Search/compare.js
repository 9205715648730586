// Compares the sharded reader (the site's own search-index.js, reading the built files from
// disk) with the in-memory reference, for every query given, in every section and in none.
// Usage: node compare.js SITE LANGUAGE DOCUMENTS.json QUERIES.json
// Prints one line per mismatch and a summary; exits 1 on any mismatch.
"use strict";
const fs = require("fs");
const path = require("path");
const ShardedIndex = require("../../Templates/assets/search-index.js");
const reference = require("./reference.js");

async function main() {
  const [site, language, documentsFile, queriesFile] = process.argv.slice(2);
  const documents = JSON.parse(fs.readFileSync(documentsFile, "utf8"));
  const queries = JSON.parse(fs.readFileSync(queriesFile, "utf8"));
  const prepared = reference.prepare(documents);
  const prefix = prepared.length ? prepared[0].doc.url.slice(0, prepared[0].doc.url.indexOf("/" + language + "/") + 1) : "/";
  let bytes = 0;
  const index = new ShardedIndex(prefix + language + "/search-index/manifest.json", async (url) => {
    const text = fs.readFileSync(path.join(site, url.slice(prefix.length)), "utf8");
    bytes += Buffer.byteLength(text);
    return JSON.parse(text);
  });
  const sections = [""].concat(Array.from(new Set(documents.map((doc) => doc.section))).sort());
  let compared = 0, nonEmpty = 0, mismatches = 0, results = 0;
  for (const query of queries) {
    for (const section of sections) {
      const expected = reference.search(prepared, query, section);
      const found = await index.search(query, section);
      const entries = await index.entries(found.results);
      const actual = entries.map((entry) => entry.url);
      compared += 1;
      results += actual.length;
      if (expected.length) nonEmpty += 1;
      if (JSON.stringify(expected) !== JSON.stringify(actual)) {
        mismatches += 1;
        if (mismatches <= 10) {
          console.log(`MISMATCH ${language} ${JSON.stringify(query)} in ${JSON.stringify(section)}:\n` +
            `  reference ${expected.length}: ${expected.slice(0, 8).join(" ")}\n  sharded   ${actual.length}: ${actual.slice(0, 8).join(" ")}`);
        }
      }
    }
  }
  console.log(`compared ${compared} searches (${nonEmpty} with results, ${results} results in all) ` +
    `over ${documents.length} ${language} documents and ${sections.length - 1} sections: ${mismatches} differ`);
  process.exit(mismatches ? 1 : 0);
}

main().catch((error) => { console.error(error); process.exit(2); });
