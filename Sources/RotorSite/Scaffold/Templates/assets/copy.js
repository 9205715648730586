// Reveals each code sample's copy button and copies the code when it is pressed.
// The buttons ship hidden, so a reader without JavaScript never meets a control that does nothing.
(function () {
  "use strict";
  if (!navigator.clipboard) return;
  var status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  document.body.appendChild(status);
  var copied = document.body.getAttribute("data-copied-label") || "Copied";
  document.querySelectorAll(".code-block .copy-button").forEach(function (button) {
    var code = button.parentElement.querySelector("pre code");
    if (!code) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(code.textContent).then(function () {
        status.textContent = "";
        window.setTimeout(function () { status.textContent = copied; }, 50);
      });
    });
  });
})();
