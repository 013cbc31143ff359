// Filter the examples by their text, and open or close every section at once.
// The page reads the same without it: everything is in the markup.
(function () {
  "use strict";
  var filter = document.getElementById("filter");
  if (filter) {
    filter.addEventListener("input", function () {
      var query = filter.value.trim().toLowerCase();
      document.querySelectorAll("li.sample").forEach(function (item) {
        var hit = !query || item.textContent.toLowerCase().indexOf(query) >= 0;
        item.classList.toggle("hidden", !hit);
        if (hit && query) {
          var block = item.closest("details");
          if (block) { block.open = true; }
        }
      });
    });
  }
  document.querySelectorAll("button[data-toggle]").forEach(function (button) {
    button.addEventListener("click", function () {
      var open = button.getAttribute("data-toggle") === "open";
      document.querySelectorAll("details").forEach(function (block) { block.open = open; });
    });
  });
  document.body.setAttribute("data-ready", "true");
})();
