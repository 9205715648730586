// Runs Templates/assets/scroll-focus.js against frames with given sizes, in place of a browser,
// and prints what it did as JSON: which frames keep their Tab stop at first, after the window
// narrows (each frame's content grows wider than the frame), and when a focused frame stops
// overflowing (it keeps its stop until it loses focus).
// Usage: node scroll-focus.js
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

function frame(name, scrollWidth, clientWidth) {
  const attributes = { tabindex: "0" };
  const listeners = {};
  return {
    name, scrollWidth, clientWidth, scrollHeight: 100, clientHeight: 100, firstElementChild: null,
    getAttribute: (key) => (key in attributes ? attributes[key] : null),
    setAttribute: (key, value) => { attributes[key] = String(value); },
    removeAttribute: (key) => { delete attributes[key]; },
    addEventListener: (type, listener) => { listeners[type] = listener; },
    fire: (type) => listeners[type] && listeners[type](),
  };
}

const frames = [frame("fits", 300, 300), frame("overflows", 700, 300), frame("one pixel over", 301, 300)];
const windowListeners = {};
const document = {
  readyState: "complete",
  activeElement: null,
  querySelectorAll: () => frames,
  addEventListener: () => {},
};
const window = { addEventListener: (type, listener) => { windowListeners[type] = listener; } };
const source = fs.readFileSync(path.join(__dirname, "../../Templates/assets/scroll-focus.js"), "utf8");
vm.runInNewContext(source, { document, window });

const stops = () => frames.filter((f) => f.getAttribute("tabindex") === "0").map((f) => f.name);
const result = { start: stops() };
frames.forEach((f) => { f.clientWidth = 200; });
windowListeners.resize();
result.narrow = stops();
frames.forEach((f) => { f.clientWidth = 800; });
document.activeElement = frames[1];
windowListeners.resize();
result.wideWhileFocused = stops();
document.activeElement = null;
frames[1].fire("blur");
result.afterBlur = stops();
process.stdout.write(JSON.stringify(result));
