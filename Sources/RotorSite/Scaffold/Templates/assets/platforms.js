/*
 * Platform tabs: one pattern's SwiftUI, UIKit and Compose sections as a tab list.
 *
 * Progressive enhancement: without this script every platform's section is shown, one after
 * the other, each under its heading. With it, each <div data-platform-tabs> gets a tab list
 * (the WAI-ARIA Authoring Practices tabs pattern) above its <section> panels, and shows one
 * panel at a time:
 *   - one tab stop for the list (roving tabindex); Left and Right move between the tabs and
 *     wrap, Home and End go to the first and the last;
 *   - automatic activation: the tab that gets focus is selected at once, since every panel
 *     is already in the page;
 *   - each panel is a tabpanel named by its tab, focusable, and keeps its own heading, code
 *     and transcripts.
 * On a page with several groups, each tab list and panel is also named by its group (the
 * heading above it, or its number: data-label-group), so no two share a name.
 * Choosing a platform chooses it in every group on the page, and the choice is remembered
 * (localStorage) for the next pages. A remembered choice that changes the tab a page opens
 * with is said in words above the list, and is the selected tab's description, so a visitor
 * who did not choose on this page knows why it is not the first platform. A link to anything
 * inside a hidden panel shows that panel first.
 */
(function () {
  "use strict";

  var KEY = "rotor.platform";
  var groups = [];

  function stored() {
    try {
      return window.localStorage.getItem(KEY);
    } catch (error) {
      return null;
    }
  }

  function remember(platform) {
    try {
      window.localStorage.setItem(KEY, platform);
    } catch (error) {
      // Storage may be off; the choice then lasts for this page only.
    }
  }

  function enhance(element) {
    var panels = Array.prototype.filter.call(element.children, function (child) {
      return child.matches("section.platform-panel");
    });
    if (panels.length < 2 || element.querySelector("[role='tablist']")) {
      return;
    }
    var labels = element.dataset;
    var note = document.createElement("p");
    note.className = "platform-tabs-note";
    note.id = element.id + "-note";
    note.hidden = true;
    var list = document.createElement("div");
    list.className = "platform-tabs-list";
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-label", labels.labelTablist || "Platform");

    // On a page with several groups each has a name of its own (the heading it stands under,
    // or its number), said after each panel's platform so no two panels share a name.
    var groupName = null;
    if (labels.labelGroup) {
      groupName = document.createElement("span");
      groupName.id = element.id + "-name";
      groupName.hidden = true;
      groupName.textContent = "(" + labels.labelGroup + ")";
      element.insertBefore(groupName, panels[0]);
    }

    var tabs = panels.map(function (panel) {
      var tab = document.createElement("button");
      tab.type = "button";
      tab.className = "platform-tab";
      tab.id = panel.id + "-tab";
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", panel.id);
      tab.textContent = panel.dataset.platformName || panel.dataset.platform;
      list.appendChild(tab);
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", groupName ? tab.id + " " + groupName.id : tab.id);
      panel.tabIndex = 0;
      return tab;
    });
    element.insertBefore(note, panels[0]);
    element.insertBefore(list, panels[0]);
    element.classList.add("platform-tabs-enhanced");

    var group = { element: element, panels: panels, tabs: tabs, note: note, labels: labels };

    // Shows panel `index`; `said` puts the remembered choice into words.
    group.select = function (index, said) {
      tabs.forEach(function (tab, position) {
        var selected = position === index;
        tab.setAttribute("aria-selected", selected ? "true" : "false");
        tab.tabIndex = selected ? 0 : -1;
        tab.removeAttribute("aria-describedby");
        panels[position].hidden = !selected;
      });
      note.hidden = !said;
      if (said) {
        note.textContent = (labels.labelRemembered || "{}").replace("{}", tabs[index].textContent);
        tabs[index].setAttribute("aria-describedby", note.id);
      }
    };
    group.indexOf = function (platform) {
      return panels.findIndex(function (panel) { return panel.dataset.platform === platform; });
    };

    tabs.forEach(function (tab, position) {
      tab.addEventListener("click", function () {
        choose(panels[position].dataset.platform, tab);
      });
      tab.addEventListener("keydown", function (event) {
        var target = null;
        if (event.key === "ArrowRight") {
          target = (position + 1) % tabs.length;
        } else if (event.key === "ArrowLeft") {
          target = (position - 1 + tabs.length) % tabs.length;
        } else if (event.key === "Home") {
          target = 0;
        } else if (event.key === "End") {
          target = tabs.length - 1;
        }
        if (target === null) {
          return;
        }
        event.preventDefault();
        tabs[target].focus();
        choose(panels[target].dataset.platform, tabs[target]);
      });
    });
    groups.push(group);
    group.select(0, false);
  }

  // One choice for the whole page, remembered; the tab the visitor used stays where it was
  // on screen, though groups above it may have grown or shrunk.
  function choose(platform, anchor) {
    var before = anchor.getBoundingClientRect().top;
    groups.forEach(function (group) {
      var index = group.indexOf(platform);
      if (index >= 0) {
        group.select(index, false);
      } else {
        group.note.hidden = true;
      }
    });
    remember(platform);
    var distance = anchor.getBoundingClientRect().top - before;
    if (Math.abs(distance) >= 0.5) {
      window.scrollBy({ top: distance, left: 0, behavior: "instant" });
    }
  }

  // Shows the panel that holds the element with `id`, if it is hidden; not remembered, since
  // following a link is not choosing a platform.
  function reveal(id) {
    var target = id ? document.getElementById(id) : null;
    var panel = target && target.closest(".platform-panel[hidden]");
    if (!panel) {
      return false;
    }
    groups.forEach(function (group) {
      var index = group.panels.indexOf(panel);
      if (index >= 0) {
        group.select(index, false);
      }
    });
    return true;
  }

  function hashTarget(hash) {
    if (!hash || hash.length < 2) {
      return null;
    }
    try {
      return decodeURIComponent(hash.slice(1));
    } catch (error) {
      return hash.slice(1);
    }
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-platform-tabs]"), enhance);
    if (groups.length === 0) {
      return;
    }
    var platform = stored();
    if (platform) {
      groups.forEach(function (group) {
        var index = group.indexOf(platform);
        if (index > 0) {
          group.select(index, true);
        }
      });
    }
    var id = hashTarget(window.location.hash);
    if (reveal(id)) {
      document.getElementById(id).scrollIntoView();
    }
    window.addEventListener("hashchange", function () {
      var changed = hashTarget(window.location.hash);
      if (reveal(changed)) {
        document.getElementById(changed).scrollIntoView();
      }
    });
    // A link to where the page already is fires no hashchange: show the panel before the
    // browser scrolls to it.
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[href^='#']");
      if (link) {
        reveal(hashTarget(link.getAttribute("href")));
      }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
