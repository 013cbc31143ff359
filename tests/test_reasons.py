"""Reason codes: one registry, every reason the package gives registered, counted by code.

The registry is checked four ways: the source (no free-text reason left anywhere a
reason is made, each code declared once), the transforms at work (every reason they give
on real and awkward sentences is registered), the reports (keyed by code, message beside
it; a plugin's free text still counted) and the docs (every code listed with its message).
"""

from __future__ import annotations

import ast
import html
import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from case_files import all_cases, family_files, read_cases
from click.testing import CliRunner
from registered import allowed_codes, checks_codes, code_owners, group, host_codes
from rich.console import Console

import sda_augment.transforms  # noqa: F401 - every family registers its codes on import
from sda_augment import reasons
from sda_augment.cli import main
from sda_augment.coverage import Coverage
from sda_augment.pipeline import Augmenter
from sda_augment.reasons import (
    CODE_PATTERN,
    SHARED_GROUPS,
    describe,
    detail,
    message,
    register_reason,
    registered,
)
from sda_augment.registry import available
from sda_augment.report import coverage_table, explanation
from sda_augment.transform import AllOf, AugResult, OneOf, Sometimes, unchanged
from sda_augment.transforms.baselines.baselines import SynonymReplacement
from sda_augment.transforms.baselines.synonyms import MissingDataError

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sda_augment"


@pytest.fixture
def scratch_registry(monkeypatch):
    """The registry as it is, restored after the test: codes a test registers do not leak."""
    monkeypatch.setattr(reasons, "_MESSAGES", dict(reasons._MESSAGES))
    monkeypatch.setattr(reasons, "_FIELDS", dict(reasons._FIELDS))


# --- the registry ---------------------------------------------------------------------------


def test_codes_are_well_formed_and_messages_non_empty_and_distinct():
    found = registered()
    assert len(found) > 60
    for code, text in found.items():
        assert CODE_PATTERN.fullmatch(code), code
        assert code == code.lower() and "." in code
        assert text.strip() and text == text.strip(), code
    repeated = [text for text, n in Counter(found.values()).items() if n > 1]
    assert not repeated, f"two codes share a message: {repeated}"


def test_registered_loads_the_built_in_families_first():
    code = "from sda_augment.reasons import registered; found = registered(); print('clause.no_verb' in found, 'dn.until' in found)"
    completed = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.split() == ["True", "True"]


def test_every_code_belongs_to_the_shared_machinery_or_a_registered_transform():
    owners = code_owners()
    orphans = sorted(code for code in registered() if group(code) not in SHARED_GROUPS and group(code) not in owners)
    assert not orphans, f"codes in a group that is neither shared nor a registered transform's: {orphans}"
    assert {"pi", "mv", "neg", "dn"} <= set(owners) and set(SHARED_GROUPS) <= {group(code) for code in registered()}


def test_register_reason_returns_the_code_and_refuses_bad_codes(scratch_registry):
    assert register_reason("myplugin.too_polite", "too polite to change") == "myplugin.too_polite"
    assert register_reason("myplugin.too_polite", "too polite to change") == "myplugin.too_polite"  # again: a no-op
    assert message("myplugin.too_polite") == "too polite to change"
    with pytest.raises(ValueError, match="already registered"):
        register_reason("myplugin.too_polite", "another message")
    with pytest.raises(ValueError, match="already registered"):
        register_reason("clause.no_verb", "a plugin claiming a built-in code")
    for bad in ("nodot", "Upper.case", "two..dots", "space. here", "trailing.", ".leading", "a.b-c", ""):
        with pytest.raises(ValueError, match="dotted lower-case"):
            register_reason(bad, "a message")
    with pytest.raises(ValueError, match="needs a message"):
        register_reason("myplugin.silent", "  ")
    with pytest.raises(ValueError, match="plain"):
        register_reason("myplugin.formatted", "longer than {limit:,} characters")
    assert message("clause.no_verb") == "no finite verb (fragment or title)"


def test_an_unregistered_reason_is_its_own_message():
    assert message("the plugin said no") == "the plugin said no"
    assert describe("the plugin said no", {"error": "x"}) == "the plugin said no"
    assert describe("") == ""


def test_details_fill_the_message_only_when_all_are_given():
    assert detail("input.too_long", {"limit": 40}) == "longer than 40 characters"
    assert detail("input.too_long", {}) is None
    assert detail("input.too_long", {"other": 1}) is None
    assert detail("clause.no_verb", {"limit": 40}) is None  # its message names no details
    assert describe("transform.error", {"transform": "neg", "error": "IndexError"}) == "error in neg: IndexError"
    assert describe("transform.error", {"transform": "neg"}) == "error in {transform}: {error}"
    assert describe("clause.no_verb") == "no finite verb (fragment or title)"


def test_a_skip_carries_its_code_and_details_into_an_unchanged_result(nlp):
    from sda_augment.transform import unchanged

    skip = reasons.Skip("input.too_long", {"limit": 40})
    assert str(skip) == "longer than 40 characters"
    assert skip == reasons.Skip("input.too_long")  # a skip is its code; details ride along
    assert skip != reasons.Skip("clause.no_verb")
    doc = nlp("A short line.")
    result = unchanged(doc, skip, {"rule": "x"})
    assert (result.text, result.rule, result.reason) == ("A short line.", None, "input.too_long")
    assert result.info == {"limit": 40, "rule": "x"}
    assert unchanged(doc, reasons.Skip("clause.no_verb")).info == {}


# --- the source: every reason is a registered code ------------------------------------------

# Where reasons are made: the transforms, the clause model, the machinery, the readers.
REASON_SOURCES = [
    *sorted((PACKAGE / "transforms").rglob("*.py")),
    *sorted((PACKAGE / "analysis").rglob("*.py")),
    *(PACKAGE / name for name in ("transform.py", "pipeline.py", "io.py", "cli.py")),
]


def _free_text(node: ast.AST | None) -> bool:
    """A string literal or f-string with a space (a sentence, not an id): a reason written out."""
    if isinstance(node, ast.JoinedStr):
        return any(_free_text(part) for part in node.values)
    if isinstance(node, ast.IfExp):
        return _free_text(node.body) or _free_text(node.orelse)
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value


def _reason_arguments(call: ast.Call) -> list[ast.AST]:
    """The arguments of ``call`` that hold a reason, by the callee's name."""
    name = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", "")
    keywords = {keyword.arg: keyword.value for keyword in call.keywords}
    if name == "unchanged":
        return call.args[1:2] + [keywords[k] for k in ("reason",) if k in keywords]
    if name == "AugResult":
        return call.args[3:4] + [keywords[k] for k in ("reason",) if k in keywords]
    if name == "InputRecord":
        return call.args[4:5] + [keywords[k] for k in ("problem",) if k in keywords]
    if name in ("append", "insert") and isinstance(call.func, ast.Attribute) and getattr(call.func.value, "id", "") == "reasons":
        return call.args[-1:]
    return []


def _written_out(tree: ast.AST) -> list[int]:
    """Lines that return a sentence or pass one as a reason (``__repr__`` and the like aside,
    and ``*_detail`` functions: a detail is written out by design, beside its code)."""
    lines = []
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) or function.name.startswith("__"):
            continue
        if function.name.endswith("_detail"):
            continue
        for node in ast.walk(function):
            if isinstance(node, ast.Return) and node.value is not None:
                values = list(node.value.elts) if isinstance(node.value, ast.Tuple) else [node.value]
                lines += [node.lineno for value in values if _free_text(value)]
            if isinstance(node, ast.Call):
                lines += [node.lineno for value in _reason_arguments(node) if _free_text(value)]
    return sorted(set(lines))


def test_no_reason_is_written_out_as_free_text():
    found = [f"{path.name}:{line}" for path in REASON_SOURCES for line in _written_out(ast.parse(path.read_text("utf-8")))]
    assert not found, f"reasons written as text, not as a registered code: {found}"


def test_the_source_check_catches_a_written_out_reason():
    code = (
        "def f(doc, rule):\n"
        "    if doc:\n"
        '        return unchanged(doc, "no such thing")\n'
        "    if rule:\n"
        '        return [], f"{rule} did nothing"\n'
        '    reasons.append("not today")\n'
        '    return "a sentence"\n'
        "def g(rule):\n"
        '    return f"mv.{rule}", unchanged(None, NO_RULE)\n'  # a rule id and a code: fine
    )
    assert _written_out(ast.parse(code)) == [3, 5, 6, 7]


_DECLARED = re.compile(r"register_reason\(\s*\"([^\"]+)\"")


def test_every_declared_code_is_declared_once_and_registered_on_import():
    declared = Counter()
    for path in PACKAGE.rglob("*.py"):
        declared.update(_DECLARED.findall(path.read_text("utf-8")))
    twice = [code for code, n in declared.items() if n > 1]
    assert not twice, f"codes declared in two places: {twice}"
    assert set(declared) == host_codes()  # a plugin's own codes are declared in the plugin


# --- the transforms at work: every reason they give is registered ---------------------------

_MAPPING = {"committee": ["board"], "travel": ["journey"], "car": ["automobile"]}


def _every_transform():
    """Every registered transform whose reasons are checked (the built-ins, and any that
    declares its codes), and the combinators over a few of them."""
    built = []
    for item in available():
        try:
            built.append(item.factory())
        except MissingDataError:
            built.append(SynonymReplacement(source=_MAPPING))
    built = [transform for transform in built if checks_codes(transform)]
    by_name = {transform.name: transform for transform in built}
    built.append(AllOf([by_name["pi"], by_name["mv"]]))
    built.append(OneOf([by_name["neg"]], name="one_neg"))
    built.append(Sometimes(by_name["dn"], p=0.5))
    return built


def _case_sentences():
    texts = [case.data["text"] for case, _ in all_cases()]  # every family's cases.jsonl
    awkward = ["", "   ", "Hello", "hello hello hello", "Yes.", "?! ... --", "1990 — 2001 東京", "Notable people:"]
    return texts + awkward


def test_every_reason_a_transform_gives_on_real_sentences_is_registered(nlp):
    seen = Counter()
    undeclared = set()
    transforms = _every_transform()
    for doc in nlp.pipe(_case_sentences()):
        for transform in transforms:
            allowed = allowed_codes(transform)
            for seed in (0, 1):
                result = transform.apply(doc, random.Random(seed))
                if not result.changed:
                    seen[result.reason] += 1
                    if allowed is not None and result.reason not in allowed:
                        undeclared.add((transform.name, result.reason))
    unknown = sorted(reason for reason in seen if not reasons.is_registered(reason))
    assert not unknown, f"unregistered reasons: {unknown}"
    assert not undeclared, f"reasons a transform gives but does not declare in Meta.codes: {sorted(undeclared)}"
    # The batch reaches every group of reasons that sentences can give (not the bad-record ones).
    assert {code.split(".")[0] for code in seen} >= {"transform", "words", "clause", "pi", "mv", "neg", "dn", "wr", "swap"}
    assert len(seen) >= 40


def test_every_reason_a_chinese_implementation_gives_is_one_it_declares(zh_nlp):
    texts = [case.data["text"] for path in family_files("zh") for case in read_cases(path)]
    texts += ["", "   ", "好", "，。！？", "The committee met in Paris.", "你去哪里？", "请坐下。"]
    seen, undeclared = Counter(), set()
    chinese = [item.factory() for item in available("zh")]
    assert chinese and all(allowed_codes(transform) is not None for transform in chinese)  # each declares its codes
    for doc in zh_nlp.pipe(texts):
        for transform in chinese:
            for seed in (0, 1):
                result = transform.apply(doc, random.Random(seed))
                if not result.changed:
                    seen[result.reason] += 1
                    if result.reason not in allowed_codes(transform):
                        undeclared.add((transform.name, result.reason))
    assert not undeclared, f"reasons a Chinese implementation gives but does not declare: {sorted(undeclared)}"
    assert {group(code) for code in seen} >= {"transform", "zh", "pi", "mv", "neg", "dn"}


def test_bad_records_and_errors_give_registered_codes(nlp):
    class Boom:
        name, polarity = "boom", "positive"

        def applicable(self, doc):
            return True

        def apply(self, doc, rng):
            raise KeyError("no")

    augmenter = Augmenter({"boom": Boom()}, nlp=nlp, max_chars=20)
    records = list(augmenter.run(["", " ", "a\x00b", "x" * 21, None, "Fine."]))
    assert [record.skip_reason for record in records] == [
        "input.empty", "input.whitespace_only", "input.nul_character", "input.too_long", "input.not_string", None
    ]
    assert records[-1].results["boom"].reason == "transform.error"
    assert all(reasons.is_registered(record.skip_reason) for record in records[:-1])
    assert describe(records[4].skip_reason, records[4].skip_info) == "text is NoneType, not a string"


# --- reports: keyed by code, message beside it ---------------------------------------------------


def test_coverage_counts_codes_with_their_messages_and_details():
    coverage = Coverage()
    for reason, info in [("clause.no_verb", None), ("clause.no_verb", None), ("mv.modal_clause", None),
                         ("transform.error", {"transform": "mv", "error": "IndexError"}), (None, None)]:
        coverage.add("mv", AugResult("x", None, (), reason, info))
    coverage.add("mv", AugResult("y", "mv.must_perfect", ()))
    coverage.add_record("input.too_long", {"limit": 99})
    coverage.add_record("input.empty")
    report = coverage.report()
    assert report["methods"]["mv"]["skipped"] == {
        "clause.no_verb": {"count": 2, "message": "no finite verb (fragment or title)"},
        "mv.modal_clause": {"count": 1, "message": "modal clause"},
        "transform.error": {"count": 1, "message": "error in {transform}: {error}", "details": {"error in mv: IndexError": 1}},
        "transform.no_reason": {"count": 1, "message": "no reason given"},
    }
    assert report["bad_records"] == {
        "total": 2,
        "reasons": {
            "input.too_long": {"count": 1, "message": "longer than {limit} characters", "details": {"longer than 99 characters": 1}},
            "input.empty": {"count": 1, "message": "empty text"},
        },
    }
    merged = Coverage()
    merged.merge(coverage)
    merged.merge(coverage)
    assert merged.report()["methods"]["mv"]["skipped"]["transform.error"]["details"] == {"error in mv: IndexError": 2}
    assert merged.report()["bad_records"]["reasons"]["input.too_long"]["details"] == {"longer than 99 characters": 2}


def test_a_plugin_reason_is_counted_registered_or_not(nlp, scratch_registry):
    class Polite:
        name, polarity = "polite", "positive"

        def applicable(self, doc):
            return False

        def apply(self, doc, rng):
            return unchanged(doc, POLITE if doc.text.startswith("P") else "declined, free text")

    POLITE = register_reason("polite.too_polite", "too polite to change")
    augmenter = Augmenter({"polite": Polite()}, nlp=nlp)
    list(augmenter.run(["Please sit.", "Sit.", "Sit down."]))
    skipped = augmenter.coverage.report()["methods"]["polite"]["skipped"]
    assert skipped == {
        "declined, free text": {"count": 2, "message": "declined, free text"},
        "polite.too_polite": {"count": 1, "message": "too polite to change"},
    }


def _rendered(renderable) -> str:
    console = Console(width=400, record=True, highlight=False)
    console.print(renderable)
    return console.export_text()


def test_the_coverage_table_shows_code_and_message():
    coverage = Coverage()
    for reason, info in [("clause.no_verb", None)] * 3 + [("transform.error", {"transform": "mv", "error": "KeyError"}), ("says no", None)]:
        coverage.add("mv", AugResult("x", None, (), reason, info))
    coverage.add_record("input.too_long", {"limit": 7})
    text = _rendered(coverage_table(coverage))
    assert "clause.no_verb: no finite verb (fragment or title) (3)" in text
    assert "transform.error: error in mv: KeyError (1)" in text
    assert "says no (1)" in text and "says no: says no" not in text  # unregistered: shown once
    assert "input.too_long: longer than 7 characters" in text


def test_explain_shows_code_and_message(nlp):
    doc = nlp("Pedro Landero")
    rows = [("mv", "positive", unchanged(doc, "clause.no_verb"), []),
            ("x", "positive", unchanged(doc, "transform.unavailable", {"error": "no WordNet"}), [])]
    text = _rendered(explanation(doc, rows))
    assert "unchanged: clause.no_verb: no finite verb (fragment or title)" in text
    assert "unchanged: transform.unavailable: cannot be built here: no WordNet" in text


def test_report_json_is_keyed_by_code_with_messages(tmp_path):
    source = ROOT / "docs" / "examples" / "sentences.txt"
    corpus = tmp_path / "in.txt"
    corpus.write_text(source.read_text("utf-8") + "Notable people:\n\n", encoding="utf-8")
    report = tmp_path / "coverage.json"
    result = CliRunner().invoke(main, [str(corpus), "-m", "mv,wr", "--negative", "neg", "-o", str(tmp_path / "o.jsonl"), "--report", str(report), "-q"])
    assert result.exit_code == 0, result.output
    data = json.loads(report.read_text("utf-8"))
    assert data["bad_records"]["reasons"] == {"input.empty": {"count": 1, "message": "empty text"}}
    for name, counts in data["methods"].items():
        skipped = counts["skipped"]
        assert sum(entry["count"] for entry in skipped.values()) == counts["total"] - counts["changed"]
        for code, entry in skipped.items():
            assert reasons.is_registered(code), (name, code)
            assert entry["message"] == message(code)
    assert data["methods"]["mv"]["skipped"]["clause.list_header"] == {"count": 1, "message": "list header ending in ':'"}


# --- the docs list every code with its message -------------------------------------------------

DOC_PAGES = [ROOT / "docs" / "cli.md", ROOT / "docs" / "chinese.md", *sorted((PACKAGE / "transforms").glob("*/README.md"))]


def _code_tables(text: str) -> list[tuple[str, str]]:
    """(code, message) from every table headed ``| code | message |`` in a Markdown page."""
    rows = []
    lines = text.splitlines()
    for start, line in enumerate(lines):
        if line.strip() != "| code | message |":
            continue
        for row in lines[start + 2 :]:
            if not row.startswith("|"):
                break
            code, text_cell = (cell.strip() for cell in row.strip().strip("|").split("|"))
            rows.append((code.strip("`"), html.unescape(text_cell)))
    return rows


def test_the_docs_list_every_code_once_with_its_message():
    documented = [(page.name, code, text) for page in DOC_PAGES for code, text in _code_tables(page.read_text("utf-8"))]
    codes = Counter(code for _, code, _ in documented)
    assert not [code for code, n in codes.items() if n > 1], "a code listed twice"
    assert set(codes) == host_codes(), set(codes) ^ host_codes()  # a plugin documents its own
    wrong = [(page, code, text) for page, code, text in documented if text != message(code)]
    assert not wrong, f"messages that differ from the registry: {wrong}"


def test_the_docs_table_reader_reads_what_it_should():
    page = "x\n| code | message |\n|---|---|\n| `a.b` | one &amp;amp; two |\n| `c.d` | three |\n\n| `e.f` | not in the table |\n"
    assert _code_tables(page) == [("a.b", "one &amp; two"), ("c.d", "three")]
