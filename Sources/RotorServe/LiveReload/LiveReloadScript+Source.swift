extension LiveReloadScript {
    /// The script: reload on `reload`, show an accessible error dialog on `error`.
    ///
    /// Before reloading it stores the id of the heading nearest the top of the viewport (and
    /// its offset) in `sessionStorage`; once the reloaded page has loaded it scrolls that heading
    /// back to the same place, or to the old offset when the heading is gone. The error overlay is a modal
    /// `<dialog role="alertdialog">` labelled by its heading and described by the message, so
    /// opening it moves focus inside and screen readers announce it; focus returns to where it
    /// was when it closes, and a later good build closes it.
    public static let source = #"""
    (() => {
      "use strict";
      const KEY = "rotor.live.scroll";
      const headings = () => document.querySelectorAll("h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]");

      function restoreScroll() {
        let saved = null;
        try { saved = JSON.parse(sessionStorage.getItem(KEY) || "null"); } catch (_) {}
        sessionStorage.removeItem(KEY);
        history.scrollRestoration = "auto";
        if (!saved || saved.path !== location.pathname) return;
        const heading = saved.id ? document.getElementById(saved.id) : null;
        // On the next frame: scrolling right at "load" is clamped to a stale page height.
        requestAnimationFrame(() => {
          const top = heading ? heading.getBoundingClientRect().top + window.scrollY - saved.offset : saved.y;
          // Instant, even where the site asks for smooth scrolling: the page must not visibly travel.
          const root = document.documentElement;
          const behavior = root.style.scrollBehavior;
          root.style.scrollBehavior = "auto";
          window.scrollTo(0, Math.max(0, top));
          root.style.scrollBehavior = behavior;
        });
      }

      function reload() {
        let nearest = null;
        for (const heading of headings()) {
          const top = heading.getBoundingClientRect().top;
          if (top <= 1 || nearest === null) nearest = { id: heading.id, offset: top };
          if (top > 1) break;
        }
        // The browser's own restoration would put back the old offset, not the heading.
        history.scrollRestoration = "manual";
        sessionStorage.setItem(KEY, JSON.stringify({
          path: location.pathname, y: window.scrollY,
          id: nearest ? nearest.id : null, offset: nearest ? nearest.offset : 0
        }));
        location.reload();
      }

      let dialog = null;
      let returnFocus = null;

      function overlay() {
        if (dialog) return dialog;
        dialog = document.createElement("dialog");
        dialog.id = "rotor-build-error";
        dialog.setAttribute("role", "alertdialog");
        dialog.setAttribute("aria-labelledby", "rotor-build-error-title");
        dialog.setAttribute("aria-describedby", "rotor-build-error-list");
        // The dialog draws its own light colours and keeps the page's style sheet (which may be
        // dark) out of its block of lines and its focus ring.
        dialog.style.cssText = "max-width:min(48rem,90vw);padding:1.5rem;border:3px solid #b00020;" +
          "border-radius:.5rem;background:#fff;color:#1a1a1a;font:1rem/1.5 system-ui,sans-serif;color-scheme:light";
        const style = document.createElement("style");
        style.textContent =
          "#rotor-build-error pre{background:#f3f4f7;color:#1a1a1a;border:1px solid #6b6b75;border-radius:.25rem;" +
          "padding:.5rem;margin:.25rem 0 0;white-space:pre;overflow-x:auto;font:inherit}" +
          "#rotor-build-error :focus-visible{outline:3px solid #0a53be;outline-offset:2px}" +
          "#rotor-build-error button{font:inherit;color:#1a1a1a;background:#f3f4f7;border:1px solid #6b6b75;" +
          "border-radius:.25rem;padding:.5rem .75rem;min-height:44px}";
        const title = document.createElement("h2");
        title.id = "rotor-build-error-title";
        title.textContent = "The site did not build";
        const note = document.createElement("p");
        note.textContent = "You are looking at the last good build. Fix the file and save: this page reloads by itself.";
        const list = document.createElement("ul");
        list.id = "rotor-build-error-list";
        list.style.cssText = "font-family:ui-monospace,monospace;padding-left:1.25rem";
        const close = document.createElement("button");
        close.type = "button";
        close.textContent = "Hide until the next build";
        close.addEventListener("click", () => dialog.close());
        dialog.append(style, title, list, note, close);
        dialog.addEventListener("close", () => {
          if (returnFocus && returnFocus.isConnected) returnFocus.focus();
          returnFocus = null;
        });
        document.body.append(dialog);
        return dialog;
      }

      function showErrors(errors) {
        const box = overlay();
        const list = box.querySelector("ul");
        // An open dialog's list is live before its items change, so the update is spoken.
        if (box.open) list.setAttribute("aria-live", "assertive");
        list.replaceChildren(...errors.map((error) => {
          const item = document.createElement("li");
          const where = document.createElement("strong");
          where.textContent = error.location;
          // The message keeps its lines (expected, computed, and the caret under the column),
          // preformatted so the caret stays under the character it points at.
          const text = String(error.message || "");
          const lines = text.split("\n");
          item.append(where, ": ", lines[0]);
          if (lines.length > 1) {
            // Not wrapped, so the caret keeps its column at any width; the block scrolls
            // sideways instead, and takes focus so a keyboard can scroll it.
            const rest = document.createElement("pre");
            rest.tabIndex = 0;
            rest.textContent = lines.slice(1).join("\n");
            item.append(rest);
          }
          return item;
        }));
        if (box.open) return;
        list.removeAttribute("aria-live");
        returnFocus = document.activeElement;
        box.showModal();
        box.querySelector("button").focus();
      }

      function clearErrors() {
        if (dialog && dialog.open) dialog.close();
      }

      function listen() {
        const source = new EventSource("/__rotor/events");
        source.onmessage = (message) => {
          let event = null;
          try { event = JSON.parse(message.data); } catch (_) { return; }
          if (event.type === "error") {
            showErrors(event.errors || []);
          } else if (event.type === "reload") {
            if ((event.changed || []).length > 0) reload(); else clearErrors();
          }
        };
      }

      // A stream that never ends keeps a page from ever being idle: headless Chromium's
      // --virtual-time-budget screenshots and "network idle" waits in test scripts never
      // finish. A headless or automated browser gets no live reload, unless the address asks
      // for it with ?live=1; every other browser opens the stream once the page has loaded.
      const automated = navigator.webdriver || /HeadlessChrome/.test(navigator.userAgent);
      const wanted = !automated || new URLSearchParams(location.search).get("live") === "1";

      // After "load", when images and fonts have their final size, so the heading is where it
      // will stay; the stream opens on the next task, so it never holds up the load event.
      function loaded() {
        restoreScroll();
        if (wanted) setTimeout(listen, 0);
      }
      if (document.readyState === "complete") {
        loaded();
      } else {
        window.addEventListener("load", loaded);
      }
    })();

    """#
}
