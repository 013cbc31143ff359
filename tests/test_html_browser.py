"""The HTML pages in a real browser: headless Chromium loads them without script errors and
their script works.

Skipped only where Chromium is not installed and the CI variable is not set; in CI (which
installs the Debian package ``chromium``, see .ci/run) a missing browser fails the test.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from click.testing import CliRunner
from html_dom import parse
from test_pipeline import SENTENCES

from sda_augment.cli import main

# Put first in <head>: any uncaught error or rejected promise is written onto <html>.
CATCH_ERRORS = """<script>
(function () {
  function note(text) {
    var root = document.documentElement;
    root.setAttribute("data-script-errors", (root.getAttribute("data-script-errors") || "") + text + ";");
  }
  window.addEventListener("error", function (event) { note(event.message || "error"); });
  window.addEventListener("unhandledrejection", function (event) { note(String(event.reason)); });
})();
</script>"""


@pytest.fixture(scope="module")
def chromium() -> str:
    found = shutil.which("chromium") or ("/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed (in CI it must be: .ci/run installs the Debian package)")
        pytest.skip("chromium is not installed (apt-get install chromium); CI installs it")
    return found


def dump_dom(chromium: str, page: str, folder, probe: str = "") -> str:
    """The page's DOM after its scripts ran, with the error catcher in front and ``probe``
    (more script) after the page's own."""
    page = page.replace("<head>", "<head>" + CATCH_ERRORS, 1)
    if probe:
        page = page.replace("</body>", f"<script>{probe}</script></body>", 1)
    path = folder / "loaded.html"
    path.write_text(page, encoding="utf-8")
    completed = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         f"--user-data-dir={folder / 'profile'}", "--dump-dom", path.as_uri()],
        capture_output=True, text=True, timeout=180, check=False,
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    assert "<body" in completed.stdout, completed.stderr[-2000:]
    return completed.stdout


def report_page(tmp_path) -> str:
    corpus = tmp_path / "in.txt"
    corpus.write_text("\n".join(SENTENCES + ["", 'Tom & Jerry\'s <b>"show"</b> was cancelled.']) + "\n", encoding="utf-8")
    path = tmp_path / "report.html"
    result = CliRunner().invoke(main, [str(corpus), "-m", "pi,mv,sc", "--negative", "neg", "-o", str(tmp_path / "out.jsonl"), "--report-html", str(path), "-q"])
    assert result.exit_code == 0, result.output
    return path.read_text("utf-8")


def test_the_error_catcher_sees_a_script_error(chromium, tmp_path):
    page = "<!DOCTYPE html><html><head></head><body><script>notDefinedAnywhere();</script></body></html>"
    dom = parse(dump_dom(chromium, page, tmp_path))
    assert "notDefinedAnywhere" in dom.find("html").attrs.get("data-script-errors", "")


def test_the_report_loads_without_script_errors_and_its_filter_works(chromium, tmp_path):
    page = report_page(tmp_path)
    probe = """
var filter = document.getElementById("filter");
filter.value = "paris";
filter.dispatchEvent(new Event("input"));
document.body.setAttribute("data-visible", document.querySelectorAll("li.sample:not(.hidden)").length);
document.querySelector('button[data-toggle="close"]').click();
document.body.setAttribute("data-open", document.querySelectorAll("details[open]").length);
"""
    dom = parse(dump_dom(chromium, page, tmp_path, probe))
    assert "data-script-errors" not in dom.find("html").attrs
    body = dom.find("body")
    assert body.attrs.get("data-ready") == "true"  # the page's script ran to its end
    samples = parse(page).find_all("li", cls="sample")
    matching = [sample for sample in samples if "paris" in sample.text().lower()]
    assert 0 < len(matching) < len(samples)
    assert int(body.attrs["data-visible"]) == len(matching)
    assert body.attrs["data-open"] == "0"


def test_the_explain_page_loads_without_script_errors(chromium, tmp_path):
    path = tmp_path / "explain.html"
    result = CliRunner().invoke(main, ["--explain", "They have finished the <report>.", "-m", "pi,mv", "--report-html", str(path)])
    assert result.exit_code == 0, result.output
    dom = parse(dump_dom(chromium, path.read_text("utf-8"), tmp_path))
    assert "data-script-errors" not in dom.find("html").attrs
    assert dom.find("body").attrs.get("data-ready") == "true"
    assert dom.find("div", cls="displacy").find_all("svg")
