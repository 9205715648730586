// Prints the tokens search-engine.js makes of each string in a JSON array, as a JSON array.
// Usage: node tokenize.js SAMPLES.json
"use strict";
const engine = require("../../Templates/assets/search-engine.js");
const samples = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
process.stdout.write(JSON.stringify(samples.map((sample) => engine.tokenize(sample))));
