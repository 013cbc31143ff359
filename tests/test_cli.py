"""The command line, through click's CliRunner and once as a real subprocess."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment import registry
from sda_augment.cli import main
from sda_augment.command.output_file import OutputFile
from sda_augment.edits import Edit
from sda_augment.pipeline import Augmenter
from sda_augment.transform import AugResult, unchanged


class AddNot:
    """A stand-in negative for tests: 'not ' before the last word of sentences ending in '.'."""

    name = "tneg"
    polarity = "negative"

    def applicable(self, doc):
        return doc.text.endswith(".") and len(doc) > 2

    def apply(self, doc, rng):
        if not self.applicable(doc):
            return unchanged(doc, "no final period")
        word = doc[-2]
        return AugResult(doc.text[: word.idx] + "not " + doc.text[word.idx :], "tneg.not", (Edit(word.idx, word.idx, "not "),))


@pytest.fixture
def tneg(monkeypatch):
    monkeypatch.setitem(registry._REGISTRY, "tneg", registry.describe(AddNot))


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("\n".join(SENTENCES) + "\n", encoding="utf-8")
    return str(path)


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def read_jsonl(path):
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def test_jsonl_output_matches_the_library(corpus, tmp_path, nlp):
    out = tmp_path / "out.jsonl"
    result = invoke(corpus, "-m", "pi", "-o", str(out), "--seed", "4", "-q")
    assert result.exit_code == 0, result.output
    records = read_jsonl(out)
    assert [r["id"] for r in records] == list(range(len(SENTENCES)))
    assert [r["text"] for r in records] == SENTENCES
    expected = list(Augmenter("pi", nlp=nlp, seed=4).run(SENTENCES))
    for record, aug in zip(records, expected):
        assert set(record) == {"id", "text", "pi", "rules"}
        assert record["pi"] == aug.results["pi"].text
        assert record["rules"] == {"pi": aug.results["pi"].rule}
    assert sum(r["rules"]["pi"] is not None for r in records) >= len(SENTENCES) // 2
    assert sorted(os.listdir(tmp_path)) == ["in.txt", "out.jsonl"]  # no partial or progress file left


def test_run_freezes_the_loaded_heap_and_restores_the_collector_after(corpus, tmp_path, monkeypatch):
    import gc

    seen = []
    run_items = Augmenter.run_items

    def watched(self, items, **options):
        seen.append((gc.get_freeze_count(), gc.get_threshold()))
        yield from run_items(self, items, **options)

    monkeypatch.setattr(Augmenter, "run_items", watched)
    before = (gc.get_freeze_count(), gc.get_threshold())
    result = invoke(corpus, "-m", "pi", "-o", str(tmp_path / "out.jsonl"), "-q")
    assert result.exit_code == 0, result.output
    (frozen, thresholds), = seen
    assert frozen > before[0]  # the model's objects sat out of the collector's passes
    assert thresholds[0] > before[1][0] and thresholds[1:] == before[1][1:]
    assert (gc.get_freeze_count(), gc.get_threshold()) == before


def test_output_identical_for_any_processes_and_batch_size(corpus, tmp_path, tneg):
    outputs = []
    for n_process, batch_size in [(1, 64), (1, 1), (2, 1), (2, 64)]:
        out = tmp_path / f"out-{n_process}-{batch_size}.jsonl"
        result = invoke(corpus, "-m", "pi", "--negative", "tneg", "-o", str(out), "--n-process", str(n_process), "--batch-size", str(batch_size), "-q")
        assert result.exit_code == 0, result.output
        outputs.append(out.read_bytes())
    assert outputs[0].count(b"\n") == len(SENTENCES)
    assert all(output == outputs[0] for output in outputs[1:])


def test_hostile_corpus_never_crashes_or_misaligns(tmp_path):
    long_line = " ".join(["the cat sat on the mat and"] * 715) + "."  # 5,006 tokens
    lines = [
        b"\xef\xbb\xbfA normal sentence with a BOM.",
        b"",
        b"   ",
        b"Invalid \xc3\x28 bytes here.",
        b"Nul\x00byte inside.",
        b"Windows line end.\r",
        "Emoji \U0001f389 party, yes.".encode(),
        "Это предложение на русском языке.".encode(),
        long_line.encode(),
        b"x",
        b"Last line.",
    ]
    path = tmp_path / "hostile.txt"
    path.write_bytes(b"\n".join(lines))
    out, report = tmp_path / "out.jsonl", tmp_path / "coverage.json"
    result = invoke(str(path), "-m", "pi", "-o", str(out), "--report", str(report))
    assert result.exit_code == 0, result.output
    records = read_jsonl(out)
    assert [r["id"] for r in records] == list(range(len(lines)))
    assert records[0]["text"] == "A normal sentence with a BOM."
    assert records[5]["text"] == "Windows line end."
    assert records[8]["text"] == long_line
    problems = {r["id"]: r.get("problem") for r in records}
    assert problems == {0: None, 1: "input.empty", 2: "input.whitespace_only", 3: "input.invalid_utf8", 4: "input.nul_character", 5: None, 6: None, 7: None, 8: None, 9: None, 10: None}
    assert records[3]["text"] == "Invalid \ufffd( bytes here." and records[3]["pi"] == records[3]["text"]
    data = json.loads(report.read_text())
    assert data["records"] == len(lines)
    assert data["bad_records"] == {
        "total": 4,
        "reasons": {
            "input.empty": {"count": 1, "message": "empty text"},
            "input.whitespace_only": {"count": 1, "message": "whitespace-only text"},
            "input.invalid_utf8": {"count": 1, "message": "invalid UTF-8"},
            "input.nul_character": {"count": 1, "message": "contains a NUL character"},
        },
    }
    assert data["methods"]["pi"]["total"] == len(lines)
    assert data["methods"]["pi"]["changed"] == sum(r["rules"]["pi"] is not None for r in records)
    assert data["methods"]["pi"]["polarity"] == "positive"
    assert "bad record" in result.stderr and "coverage over 11 records" in result.stderr


def test_jsonl_input_keeps_ids_and_fields(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text('{"id": "a", "sentence": "He left early.", "label": 1}\n{broken\n{"sentence": "She stayed."}\n', encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = invoke(str(path), "-m", "pi", "--field", "sentence", "-o", str(out), "-q")
    assert result.exit_code == 0, result.output
    records = read_jsonl(out)
    assert [r["id"] for r in records] == ["a", 1, 2]
    assert records[0]["label"] == 1 and records[0]["text"] == "He left early."
    assert records[1]["problem"] == "input.malformed_json" and records[1]["rules"] == {"pi": None}
    assert records[2]["text"] == "She stayed."


def test_csv_input_column_and_limit(tmp_path):
    path = tmp_path / "in.csv"
    path.write_text("label,body\n1,\"He left, then she came.\"\n0,It rained.\n1,Third.\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = invoke(str(path), "-m", "pi", "--column", "body", "--limit", "2", "-o", str(out), "-q")
    assert result.exit_code == 0, result.output
    records = read_jsonl(out)
    assert [(r["id"], r["text"], r["label"]) for r in records] == [(0, "He left, then she came.", "1"), (1, "It rained.", "0")]


def test_unchanged_drop_leaves_the_field_out(corpus, tmp_path, tneg):
    out = tmp_path / "out.jsonl"
    assert invoke(corpus, "--negative", "tneg", "--unchanged", "drop", "-o", str(out), "-q").exit_code == 0
    records = read_jsonl(out)
    by_text = {r["text"]: r for r in records}
    assert "tneg" not in by_text["Wow!"] and by_text["Wow!"]["rules"] == {"tneg": None}
    assert by_text["It rained all day."]["tneg"] == "It rained all not day."


def test_simcse_csv(corpus, tmp_path, tneg):
    import csv

    out = tmp_path / "train.csv"
    result = invoke(corpus, "-m", "pi", "--negative", "tneg", "--format", "simcse-csv", "-o", str(out), "-q")
    assert result.exit_code == 0, result.output
    with open(out, newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["sent0", "sent1", "hard_neg"]
    ending_in_period = [s for s in SENTENCES if s.endswith(".")]
    # Default --unchanged self: rows whose negative is unchanged are skipped.
    assert [row[0] for row in rows[1:]] == ending_in_period
    jsonl = tmp_path / "same.jsonl"
    assert invoke(corpus, "-m", "pi", "--negative", "tneg", "-o", str(jsonl), "-q").exit_code == 0
    positives = {r["text"]: r["pi"] for r in read_jsonl(jsonl)}
    negatives = {r["text"]: r["tneg"] for r in read_jsonl(jsonl)}
    for sent0, sent1, hard_neg in rows[1:]:
        assert hard_neg == negatives[sent0] and "not " in hard_neg and hard_neg != sent0
        assert sent1 == positives[sent0]
    assert sum(sent1 != sent0 for sent0, sent1, _ in rows[1:]) >= len(rows) // 2
    kept = tmp_path / "kept.csv"
    assert invoke(corpus, "-m", "pi", "--negative", "tneg", "--format", "simcse-csv", "--unchanged", "keep", "-o", str(kept), "-q").exit_code == 0
    assert kept.read_text(encoding="utf-8").count("\n") == len(SENTENCES) + 1


def test_stdin_to_stdout():
    result = CliRunner().invoke(main, ["-", "-m", "pi", "-q"], input="He left.\nShe stayed.\n")
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["text"] for r in records] == ["He left.", "She stayed."]
    assert result.stderr == ""


@pytest.mark.parametrize(
    "args, message",
    [
        (["missing.txt", "-m", "pi"], "input file not found: missing.txt"),
        (["{corpus}", "-m", "nosuch"], "unknown transform 'nosuch'"),
        (["{corpus}", "-m", "tneg"], "'tneg' is a negative transform; pass it with --negative"),
        (["{corpus}", "-m", "pi", "--n-process", "0"], "--n-process"),
        (["{corpus}", "-m", "pi", "--format", "xml"], "--format"),
        (["{corpus}"], "give at least one --method or --negative"),
        (["-m", "pi"], "missing INPUT"),
        (["{corpus}", "-m", "pi", "--resume"], "--resume needs an output file"),
        (["{corpus}", "--negative", "tneg", "--format", "simcse-csv"], "needs a positive --method"),
        (["{csv}", "-m", "pi", "--column", "nope"], "no column 'nope'"),
        (["{corpus}", "-m", "pi", "--model", "no_such_model_xyz"], "cannot load spaCy pipeline"),
        (["{corpus}", "-m", "pi", "--bogus"], "--bogus"),
    ],
)
def test_errors_are_one_line(args, message, corpus, tmp_path, tneg):
    table = tmp_path / "t.csv"
    table.write_text("a,b\n1,2\n")
    args = [arg.format(corpus=corpus, csv=table) for arg in args]
    result = invoke(*args)
    assert result.exit_code not in (0, None)
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("sda-augment: error: ") and message in result.stderr
    assert "Traceback" not in result.output and result.stdout == ""
    assert not (tmp_path / "out.jsonl").exists()


def test_list_and_explain():
    listed = invoke("--list")
    assert listed.exit_code == 0
    assert "pi" in listed.stdout and "positive" in listed.stdout
    explained = invoke("--explain", "He travelled widely in Europe.", "-m", "pi")
    assert explained.exit_code == 0, explained.output
    assert "travelled" in explained.stdout and "VBD" in explained.stdout and "nsubj" in explained.stdout
    assert "pi.final_mark" in explained.stdout and "He travelled widely in Europe!" in explained.stdout


def test_ctrl_c_keeps_a_resumable_partial_and_says_how_to_resume(corpus, tmp_path, monkeypatch):
    clean = tmp_path / "clean.jsonl"
    assert invoke(corpus, "-m", "pi", "-o", str(clean), "-q").exit_code == 0
    original = OutputFile.write_record

    def interrupt_after_seven(self, lines):
        if self.done_records == 7:
            raise KeyboardInterrupt
        original(self, lines)

    monkeypatch.setattr(OutputFile, "write_record", interrupt_after_seven)
    out = tmp_path / "out.jsonl"
    result = invoke(corpus, "-m", "pi", "-o", str(out), "-q")  # no --resume: the work is kept all the same
    assert result.exit_code == 130
    assert result.stderr == (
        f"sda-augment: interrupted; 7 records kept in {out}.partial: run the same command with --resume to continue\n"
    )
    assert sorted(os.listdir(tmp_path)) == ["clean.jsonl", "in.txt", "out.jsonl.partial", "out.jsonl.partial.progress"]
    assert (tmp_path / "out.jsonl.partial").read_text().count("\n") == 7
    assert not out.exists()
    monkeypatch.setattr(OutputFile, "write_record", original)
    refused = invoke(corpus, "-m", "pi", "-o", str(out), "-q", "--resume", "--seed", "5")
    assert refused.exit_code == 1 and "other settings (seed)" in refused.stderr
    result = invoke(corpus, "-m", "pi", "-o", str(out), "-q", "--resume", "--batch-size", "3")
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == clean.read_bytes()
    assert sorted(os.listdir(tmp_path)) == ["clean.jsonl", "in.txt", "out.jsonl", "out.jsonl.run.json"]
    again = invoke(corpus, "-m", "pi", "-o", str(out), "--resume")
    assert again.exit_code == 0 and "already complete" in again.stderr


def test_progress_bar_shows_rate():
    import io

    from rich.console import Console

    from sda_augment.report import progress_bar

    buffer = io.StringIO()
    console = Console(file=buffer, force_terminal=True, width=100)
    with progress_bar(console, enabled=True) as progress:
        task = progress.add_task("augment", total=10)
        progress.advance(task, 5)
        progress.refresh()
    assert "5/10" in buffer.getvalue() and "rec/s" in buffer.getvalue()
    quiet = io.StringIO()
    with progress_bar(Console(file=quiet), enabled=False) as progress:
        progress.add_task("augment", total=3)
        progress.refresh()
    assert quiet.getvalue() == ""


@pytest.mark.skipif(shutil.which("sda-augment") is None, reason="the sda-augment console script is not installed")
def test_console_script_subprocess(corpus, tmp_path):
    done = subprocess.run(
        ["sda-augment", "-", "-m", "pi", "-o", "-", "--n-process", "2"],
        input="He left.\n\nShe stayed home.\n", capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["id"] for r in records] == [0, 1, 2] and records[1]["problem"] == "input.empty"
    assert "coverage over 3 records" in done.stderr
    missing = subprocess.run(["sda-augment", str(tmp_path / "nope.txt"), "-m", "pi"], capture_output=True, text=True, timeout=300)
    assert missing.returncode != 0 and "Traceback" not in missing.stderr
    assert missing.stderr.strip().count("\n") == 0 and "input file not found" in missing.stderr


@pytest.mark.skipif(shutil.which("sda-augment") is None, reason="the sda-augment console script is not installed")
def test_sigint_subprocess_keeps_a_partial_that_resume_completes(tmp_path):
    import signal
    import time

    corpus = tmp_path / "big.txt"
    corpus.write_text("\n".join(SENTENCES * 3000) + "\n", encoding="utf-8")  # far more than a few seconds of work
    out = tmp_path / "out.jsonl"
    # The default Ctrl-C handling, whatever this process inherited (a shell starts background
    # jobs with SIGINT ignored, and Python then installs no KeyboardInterrupt for it).
    process = subprocess.Popen(
        ["sda-augment", str(corpus), "-m", "sc", "--batch-size", "16", "-o", str(out), "-q"],
        stderr=subprocess.PIPE, text=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    partial = tmp_path / "out.jsonl.partial"
    deadline = time.monotonic() + 120

    def writing() -> bool:  # records on disk: the run is in its main loop, far from done
        return partial.exists() and partial.stat().st_size > 0

    while not writing() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert writing(), "the run never started writing"
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 130, stderr
    assert "Traceback" not in stderr
    kept = int(re.fullmatch(r"sda-augment: interrupted; ([\d,]+) records kept in (\S+): run the same command with "
                            r"--resume to continue\n", stderr).group(1).replace(",", ""))
    assert 0 < kept < len(SENTENCES) * 3000
    assert partial.read_text(encoding="utf-8").count("\n") == kept
    assert not out.exists()
    again = subprocess.run(["sda-augment", str(corpus), "-m", "sc", "-o", str(out), "-q"], capture_output=True, text=True, timeout=300)
    assert again.returncode == 1 and "add --resume to continue it" in again.stderr  # the work is not thrown away
    resumed = subprocess.run(["sda-augment", str(corpus), "-m", "sc", "-o", str(out), "-q", "--resume"],
                             capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    clean = tmp_path / "clean.jsonl"
    assert subprocess.run(["sda-augment", str(corpus), "-m", "sc", "-o", str(clean), "-q"], timeout=300).returncode == 0
    assert out.read_bytes() == clean.read_bytes()
