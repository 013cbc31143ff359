"""The HTML report, read back from the page: counts equal the JSON report's, each sample's
marked spans equal its result's edits, and every piece of text is escaped."""

from __future__ import annotations

import json
from importlib import metadata

import pytest
from click.testing import CliRunner
from html_dom import parse
from test_pipeline import SENTENCES

from sda_augment.cli import main
from sda_augment.edits import Edit
from sda_augment.html import html_report, render_report
from sda_augment.model import DEFAULT_MODELS
from sda_augment.options import show
from sda_augment.pipeline import Augmenter
from sda_augment.transform import AugResult

HOSTILE = [
    "Tom & Jerry's <b>show</b> was \"great\" on Sunday.",
    "The editors said the <script>alert('x')</script> tag had been removed.",
]
BAD = ["", "   "]
LINES = SENTENCES + HOSTILE + BAD
POSITIVE = ["pi", "mv", "sc", "wr"]
METHODS = POSITIVE + ["neg"]
PER_RULE = 3


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """One run of the command with --report and --report-html: (page, JSON report, output records)."""
    folder = tmp_path_factory.mktemp("html")
    corpus = folder / "in.txt"
    corpus.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    out, report, page = folder / "out.jsonl", folder / "report.json", folder / "report.html"
    result = invoke(
        str(corpus), "-m", ",".join(POSITIVE), "--negative", "neg", "--seed", "3", "-o", str(out),
        "--report", str(report), "--report-html", str(page), "--html-samples", str(PER_RULE), "-q",
    )
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    return page.read_text("utf-8"), json.loads(report.read_text("utf-8")), records


@pytest.fixture(scope="module")
def results(nlp):
    """Each record's results with their edits, from the library with the run's seed."""
    return {record.id: record for record in Augmenter(METHODS, nlp=nlp, seed=3).run(LINES)}


def test_method_counts_equal_the_json_report(run):
    page, data, _ = run
    dom = parse(page)
    sections = dom.find_all("section", cls="method")
    assert [section.attrs["data-method"] for section in sections] == METHODS
    for section in sections:
        counts = data["methods"][section.attrs["data-method"]]
        assert int(section.attrs["data-total"]) == counts["total"] == len(LINES)
        assert int(section.attrs["data-applicable"]) == counts["applicable"]
        assert int(section.attrs["data-changed"]) == counts["changed"]
        fired = {bar.attrs["data-key"]: int(bar.attrs["data-count"]) for bar in section.find("div", cls="rules").find_all("div", cls="bar")}
        assert {rule: n for rule, n in fired.items() if n} == counts["rules"]
        assert set(fired) == set(counts["rule_applicable"]) | set(counts["rules"])
        if counts["skipped"]:
            bars = section.find("div", cls="reasons").find_all("div", cls="bar")
            why = {bar.attrs["data-key"]: int(bar.attrs["data-count"]) for bar in bars}
            assert why == {code: entry["count"] for code, entry in counts["skipped"].items()}
        else:
            assert section.find_all("div", cls="reasons") == []
        text = section.text()
        for code, entry in counts["skipped"].items():
            assert code in text and entry["message"] in text


def test_bad_records_and_settings_equal_the_json_report(run):
    page, data, _ = run
    dom = parse(page)
    bad = dom.find("section", id="bad-records")
    assert int(bad.attrs["data-total"]) == data["bad_records"]["total"] == len(BAD)
    bars = {bar.attrs["data-key"]: int(bar.attrs["data-count"]) for bar in bad.find_all("div", cls="bar")}
    assert bars == {"input.empty": 1, "input.whitespace_only": 1}
    for code in bars:
        (shown,) = bad.find("details", data_code=code).find_all("li", cls="sample")
        assert shown.attrs["data-id"] == str(LINES.index("" if code == "input.empty" else "   "))
    settings = dom.find("dl", cls="settings").text()
    model = data["model"]
    assert model["name"] in DEFAULT_MODELS and model["version"] == metadata.version(model["name"])
    assert f"{model['name']} {model['version']}" in settings
    assert data["input"] in settings and "seed3" in settings.replace(" ", "")
    for name in METHODS:
        for option, value in data["options"][name].items():
            assert f"{option}={show(value)}" in settings
    assert f"records{len(LINES)}" in settings.replace(" ", "")


def test_each_sample_marks_exactly_its_edits(run, results):
    page, data, records = run
    dom = parse(page)
    checked = 0
    for section in dom.find_all("section", cls="method"):
        method = section.attrs["data-method"]
        for block in section.find_all("details", cls="rule"):
            rule = block.attrs["data-rule"]
            samples = block.find_all("li", cls="sample")
            assert len(samples) == min(PER_RULE, data["methods"][method]["rules"][rule])
            for sample in samples:
                record_id = int(sample.attrs["data-id"])
                result = results[record_id].results[method]
                assert result.rule == rule == records[record_id]["rules"][method]
                before = sample.find("div", cls="before")
                after = sample.find("div", cls="after")
                text = LINES[record_id]
                assert before.text() == text
                assert after.text() == result.text == records[record_id][method]
                edits = sorted(result.edits)
                assert edits, "every built-in gives its edits"
                assert [(int(n.attrs["data-start"]), int(n.attrs["data-end"]), n.text()) for n in before.marked()] == [
                    (edit.start, edit.end, text[edit.start : edit.end]) for edit in edits
                ]
                assert [(int(n.attrs["data-start"]), int(n.attrs["data-end"]), n.text()) for n in after.marked()] == [
                    (edit.start, edit.end, edit.text) for edit in edits
                ]
                for node, edit in zip(before.marked(), edits):
                    assert node.tag == ("del" if edit.end > edit.start else "span")
                for node, edit in zip(after.marked(), edits):
                    assert node.tag == ("ins" if edit.text else "span")
                checked += 1
    assert checked >= 3 * len(METHODS)


def test_reason_samples_are_records_left_unchanged_with_that_code(run, results):
    page, data, _ = run
    dom = parse(page)
    for section in dom.find_all("section", cls="method"):
        method = section.attrs["data-method"]
        skipped = data["methods"][method]["skipped"]
        blocks = section.find_all("details", cls="reason")
        assert [block.attrs["data-code"] for block in blocks] == list(skipped)
        for block in blocks:
            samples = block.find_all("li", cls="sample")
            assert len(samples) == min(PER_RULE, skipped[block.attrs["data-code"]]["count"])
            for sample in samples:
                record_id = int(sample.attrs["data-id"])
                assert results[record_id].results[method].reason == block.attrs["data-code"]
                assert sample.find("div", cls="text").text() in (LINES[record_id], "(no text)")


def test_sentences_are_escaped(tmp_path):
    corpus = tmp_path / "in.txt"
    corpus.write_text("\n".join(HOSTILE) + "\n", encoding="utf-8")
    path = tmp_path / "page.html"
    result = invoke(str(corpus), "-m", "pi,sc", "--negative", "neg", "-o", str(tmp_path / "out.jsonl"), "--report-html", str(path), "-q")
    assert result.exit_code == 0, result.output
    page = path.read_text("utf-8")
    assert "<b>show</b>" not in page and "<script>alert" not in page
    assert "Tom &amp; Jerry&#x27;s &lt;b&gt;show&lt;/b&gt; was &quot;great&quot;" in page
    dom = parse(page)
    assert len(dom.find_all("script")) == 1  # the page's own, none from a sentence
    assert all(node.text() != "show" for node in dom.find_all("b"))
    shown = [node.text() for node in dom.find_all("div", cls="before")] + [node.text() for node in dom.find_all("div", cls="text")]
    assert set(HOSTILE) <= set(shown)
    assert len(shown) == 3 * len(HOSTILE)  # each line once per method, changed or not


def test_samples_do_not_depend_on_processes_or_batches(tmp_path, monkeypatch):
    corpus = tmp_path / "in.txt"
    corpus.write_text("\n".join(LINES * 3) + "\n", encoding="utf-8")
    pages = []
    for n_process, batch_size in [(1, 256), (2, 4)]:
        folder = tmp_path / f"run-{n_process}"
        folder.mkdir()
        monkeypatch.chdir(folder)  # the same relative output name, so the settings match
        result = invoke(str(corpus), "-m", "pi,sc", "-o", "out.jsonl", "--report-html", "page.html", "--html-samples", "2",
                        "--n-process", str(n_process), "--batch-size", str(batch_size), "-q")
        assert result.exit_code == 0, result.output
        pages.append((folder / "page.html").read_text("utf-8"))
    assert pages[0] == pages[1]
    assert len(parse(pages[0]).find_all("li", cls="sample")) > 4


def test_another_seed_draws_other_samples(tmp_path, monkeypatch):
    corpus = tmp_path / "in.txt"
    corpus.write_text("\n".join(LINES * 3) + "\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    shown = []
    for seed in ("0", "1"):
        result = invoke(str(corpus), "-m", "sc", "-o", "out.jsonl", "--report-html", f"{seed}.html", "--html-samples", "4", "--seed", seed, "-q")
        assert result.exit_code == 0, result.output
        block = parse((tmp_path / f"{seed}.html").read_text("utf-8")).find("details", data_rule="sc.switch_case")
        shown.append([node.attrs["data-id"] for node in block.find_all("li", cls="sample")])
    assert len(shown[0]) == len(shown[1]) == 4 and shown[0] != shown[1]


def test_no_samples_asked_gives_the_counts_alone(tmp_path):
    corpus = tmp_path / "in.txt"
    corpus.write_text("\n".join(SENTENCES) + "\n", encoding="utf-8")
    page = tmp_path / "page.html"
    result = invoke(str(corpus), "-m", "pi", "-o", str(tmp_path / "out.jsonl"), "--report-html", str(page), "--html-samples", "0", "-q")
    assert result.exit_code == 0, result.output
    dom = parse(page.read_text("utf-8"))
    assert dom.find_all("li", cls="sample") == []
    assert int(dom.find("section", cls="method").attrs["data-total"]) == len(SENTENCES)


def test_html_report_from_a_run_in_python(nlp):
    augmenter = Augmenter(["pi", "neg"], nlp=nlp, seed=5)
    page = html_report(augmenter.run(SENTENCES), augmenter, per_rule=2, settings={"input": "my corpus"})
    counts = augmenter.coverage.to_dict()  # the augmenter counted the same stream
    dom = parse(page)
    for section in dom.find_all("section", cls="method"):
        name = section.attrs["data-method"]
        assert int(section.attrs["data-changed"]) == counts[name]["changed"]
        assert section.find("h2").find("span", cls="pol").text() == augmenter.transforms[name].polarity
        for block in section.find_all("details", cls="rule"):
            assert len(block.find_all("li", cls="sample")) == min(2, counts[name]["rules"][block.attrs["data-rule"]])
    assert "my corpus" in dom.find("dl", cls="settings").text()
    assert "Punctuation insertion" in dom.find("section", id="method-pi").text()


def test_ids_and_texts_from_the_records_are_escaped_in_attributes_too(nlp):
    hostile_id = 'x"><script>bad()</script>'
    augmenter = Augmenter(["pi"], nlp=nlp)
    page = html_report(augmenter.run(["He left & came back."], ids=[hostile_id]), augmenter)
    dom = parse(page)
    assert len(dom.find_all("script")) == 1
    (sample,) = dom.find_all("li", cls="sample")
    assert sample.attrs["data-id"] == hostile_id and sample.find("span", cls="rid").text() == "#" + hostile_id


class EditsElsewhere:
    """A transform whose edits do not produce its text (or that gives none): shown unmarked."""

    name = "elsewhere"
    polarity = "positive"

    def applicable(self, doc):
        return True

    def apply(self, doc, rng):
        return AugResult(doc.text.upper(), "elsewhere.upper", (Edit(0, 1, "Z"),))


def test_a_result_whose_edits_do_not_explain_it_is_shown_unmarked(nlp):
    augmenter = Augmenter({"elsewhere": EditsElsewhere()}, nlp=nlp)
    dom = parse(html_report(augmenter.run(["It rained."]), augmenter))
    (sample,) = dom.find_all("li", cls="sample")
    assert sample.find("div", cls="after").text() == "IT RAINED."
    assert "unmarked" in sample.find("div", cls="after").classes
    assert dom.find_all("ins") == [] and dom.find_all("del") == []


def test_a_report_without_samples_renders_counts():
    data = {"records": 2, "bad_records": {"total": 0, "reasons": {}}, "methods": {
        "m": {"total": 2, "applicable": 1, "changed": 1, "coverage": 0.5, "rules": {"m.r": 1}, "rule_applicable": {"m.r": 1},
              "skipped": {"m.why": {"count": 1, "message": "because <reasons>"}}, "details": {}, "polarity": "positive"}}}
    dom = parse(render_report(data))
    assert dom.find("section", cls="method").attrs["data-changed"] == "1"
    assert "because <reasons>" in dom.find("div", cls="reasons").text()
    assert dom.find_all("details") == []


def test_a_plugin_transform_is_reported_like_a_built_in(tmp_path, monkeypatch):
    from test_cli import AddNot

    from sda_augment import registry

    monkeypatch.setitem(registry._REGISTRY, "tneg", registry.describe(AddNot))
    corpus = tmp_path / "in.txt"
    corpus.write_text("\n".join(SENTENCES) + "\n", encoding="utf-8")
    page, report = tmp_path / "page.html", tmp_path / "report.json"
    result = invoke(str(corpus), "--negative", "tneg", "-o", str(tmp_path / "out.jsonl"), "--report", str(report), "--report-html", str(page), "-q")
    assert result.exit_code == 0, result.output
    counts = json.loads(report.read_text("utf-8"))["methods"]["tneg"]
    section = parse(page.read_text("utf-8")).find("section", id="method-tneg")
    assert int(section.attrs["data-changed"]) == counts["changed"] > 0
    assert "negative" in section.find("h2").text()
    for sample in section.find("details", data_rule="tneg.not").find_all("li", cls="sample"):
        (inserted,) = sample.find("div", cls="after").find_all("ins")
        assert inserted.text() == "not "
    # Its reason is free text nobody registered: shown once, as its own message.
    (block,) = section.find_all("details", cls="reason")
    assert block.attrs["data-code"] == "no final period" and block.find("summary").text().startswith("no final period ")


def test_the_page_counts_variants_as_the_json_report_does(nlp):
    """The page is counted by the same code as the JSON report: with variants, both say how
    many distinct outputs each method gave."""
    augmenter = Augmenter("pi,dn", nlp=nlp, n=3)
    page = html_report(augmenter.run(SENTENCES[:6]), augmenter, per_rule=2)
    counts = augmenter.coverage.report()["methods"]
    for name in ("pi", "dn"):
        section = page.split(f'id="method-{name}"', 1)[1].split("</section>", 1)[0]
        variants = counts[name]["variants"]
        assert f"3 variants per record: <b>{variants['distinct']}</b> distinct changed outputs" in section
    plain = Augmenter("pi", nlp=nlp)
    assert "variants per record" not in html_report(plain.run(SENTENCES[:2]), plain)
