"""Interrupted and finished runs: nothing is thrown away or mixed silently.

A finished output is checked against the settings as a partial one is; Ctrl-C keeps what is
complete and says how to resume; a new run over a partial output says so and lets the user
choose; and the report of a resumed run is the report of the whole output.
"""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment.cli import main
from sda_augment.command.output_file import OutputFile


def invoke(*args):
    return CliRunner().invoke(main, [str(arg) for arg in args])


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("\n".join([*SENTENCES, "", *SENTENCES]) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def interrupt_after(monkeypatch):
    """Ctrl-C while record ``n`` is written (OutputFile.write_record), then normal writing again."""
    original = OutputFile.write_record

    def arm(n: int):
        def write_record(self, lines):
            if self.done_records == n:
                raise KeyboardInterrupt
            original(self, lines)

        monkeypatch.setattr(OutputFile, "write_record", write_record)
        return lambda: monkeypatch.setattr(OutputFile, "write_record", original)

    return arm


# --- 1. a finished output is checked against the settings --------------------------------------


def test_resume_on_a_finished_output_made_with_other_settings_stops_with_one_line(corpus, tmp_path):
    out = tmp_path / "r.jsonl"
    made = invoke(corpus, "-m", "pi,mv,dn", "-o", out, "-q", "--resume")
    assert made.exit_code == 0, made.output
    first = out.read_bytes()
    same = invoke(corpus, "-m", "pi,mv,dn", "-o", out, "-q", "--resume")
    assert same.exit_code == 0 and same.stderr == f"{out} is already complete; nothing to resume\n"
    other = invoke(corpus, "-m", "pi,mv", "--negative", "neg", "-o", out, "-q", "--resume")
    assert other.exit_code == 1
    assert other.stderr == (
        f"sda-augment: error: {out} is complete, but was made with other settings (methods, negative, options); "
        "run without --resume to make it again\n"
    )
    seed = invoke(corpus, "-m", "pi,mv,dn", "-o", out, "-q", "--resume", "--seed", "3")
    assert seed.exit_code == 1 and "other settings (seed)" in seed.stderr
    assert out.read_bytes() == first  # refused, not touched


def test_resume_on_a_finished_output_without_a_run_record_or_changed_since_is_refused(corpus, tmp_path):
    out = tmp_path / "r.jsonl"
    assert invoke(corpus, "-m", "pi", "-o", out, "-q").exit_code == 0
    assert not (tmp_path / "r.jsonl.run.json").exists()  # a run without --resume leaves none
    unknown = invoke(corpus, "-m", "pi", "-o", out, "-q", "--resume")
    assert unknown.exit_code == 1 and unknown.stderr.count("\n") == 1
    assert "is complete, but there is no record of the settings it was made with" in unknown.stderr
    assert invoke(corpus, "-m", "pi", "-o", out, "-q", "--resume", "--restart").exit_code == 2
    assert invoke(corpus, "-m", "pi", "-o", out, "-q").exit_code == 0  # made again: fine
    assert invoke(corpus, "-m", "pi", "-o", out, "-q", "--resume").exit_code == 1
    assert invoke(corpus, "-m", "pi", "-o", out, "-q", "--restart").exit_code == 0
    assert invoke(corpus, "-m", "pi", "-o", out, "-q", "--resume", "--report", tmp_path / "r.json").exit_code == 1
    # A run with --resume records its settings; then the file is edited.
    assert invoke(corpus, "-m", "pi", "-o", tmp_path / "s.jsonl", "-q", "--resume").exit_code == 0
    with open(tmp_path / "s.jsonl", "ab") as handle:
        handle.write(b'{"id": 99}\n')
    edited = invoke(corpus, "-m", "pi", "-o", tmp_path / "s.jsonl", "-q", "--resume")
    assert edited.exit_code == 1 and "has changed since it was made" in edited.stderr
    again = invoke(corpus, "-m", "pi", "-o", tmp_path / "s.jsonl", "-q")  # a plain run replaces it, and its record
    assert again.exit_code == 0 and not (tmp_path / "s.jsonl.run.json").exists()


def test_an_already_complete_output_rewrites_the_report_of_the_whole_output(corpus, tmp_path):
    out, first, second = tmp_path / "r.jsonl", tmp_path / "first.json", tmp_path / "second.json"
    assert invoke(corpus, "-m", "pi,mv", "-o", out, "-q", "--resume", "--report", first).exit_code == 0
    again = invoke(corpus, "-m", "pi,mv", "-o", out, "-q", "--resume", "--report", second)
    assert again.exit_code == 0 and "already complete" in again.stderr
    written, rewritten = json.loads(first.read_text()), json.loads(second.read_text())
    assert rewritten.pop("resumed_from") == written["records"] == 2 * len(SENTENCES) + 1
    written.pop("resumed_from")
    assert rewritten == written


# --- 2. Ctrl-C keeps a resumable partial (the subprocess test is in test_cli.py) ----------------


def test_ctrl_c_without_resume_keeps_the_records_and_says_how_to_resume(corpus, tmp_path, interrupt_after):
    clean = tmp_path / "clean.csv"
    assert invoke(corpus, "-m", "pi,mv", "--format", "simcse-csv", "-o", clean, "-q").exit_code == 0
    disarm = interrupt_after(5)
    out = tmp_path / "out.csv"
    stopped = invoke(corpus, "-m", "pi,mv", "--format", "simcse-csv", "-o", out, "-q")
    assert stopped.exit_code == 130
    assert stopped.stderr == (
        f"sda-augment: interrupted; 5 records kept in {out}.partial: run the same command with --resume to continue\n"
    )
    disarm()
    resumed = invoke(corpus, "-m", "pi,mv", "--format", "simcse-csv", "-o", out, "-q", "--resume")
    assert resumed.exit_code == 0, resumed.output
    assert out.read_bytes() == clean.read_bytes()


def test_ctrl_c_before_the_first_record_leaves_nothing_behind(corpus, tmp_path, interrupt_after):
    interrupt_after(0)
    stopped = invoke(corpus, "-m", "pi", "-o", tmp_path / "out.jsonl", "-q")
    assert stopped.exit_code == 130 and stopped.stderr == "sda-augment: interrupted\n"
    assert sorted(os.listdir(tmp_path)) == ["in.txt"]


# --- 3. a new run over a partial output says so ---------------------------------------------------


def test_a_new_run_over_a_resumable_partial_is_refused_until_the_user_chooses(corpus, tmp_path, interrupt_after):
    out = tmp_path / "out.jsonl"
    disarm = interrupt_after(6)
    assert invoke(corpus, "-m", "pi", "-o", out, "-q").exit_code == 130
    disarm()
    partial = (tmp_path / "out.jsonl.partial").read_bytes()
    refused = invoke(corpus, "-m", "pi", "-o", out, "-q")
    assert refused.exit_code == 1
    assert refused.stderr == (
        f"sda-augment: error: {out}.partial holds 6 records of an interrupted run: add --resume to continue it, "
        "or --restart to discard it and start over\n"
    )
    other = invoke(corpus, "-m", "mv", "-o", out, "-q")
    assert other.exit_code == 1 and other.stderr == (
        f"sda-augment: error: {out}.partial holds 6 records of an interrupted run made with other settings "
        "(methods, options): add --restart to discard it and start over\n"
    )
    assert (tmp_path / "out.jsonl.partial").read_bytes() == partial and not out.exists()
    both = invoke(corpus, "-m", "mv", "-o", out, "-q", "--resume", "--restart")
    assert both.exit_code == 2 and "give one or the other" in both.stderr
    restarted = invoke(corpus, "-m", "mv", "-o", out, "-q", "--restart")
    assert restarted.exit_code == 0, restarted.output
    assert restarted.stderr.splitlines()[0] == (
        f"sda-augment: discarded {out}.partial (6 records of an interrupted run); starting from the first record"
    )
    assert sorted(os.listdir(tmp_path)) == ["in.txt", "out.jsonl"]
    assert all("mv" in json.loads(line) for line in out.read_text().splitlines())


# --- 4. the report of a resumed run covers the whole output ----------------------------------------


@pytest.mark.parametrize("stops", [(3,), (4, 9)])
def test_the_report_of_a_resumed_run_is_the_report_of_the_whole_output(corpus, tmp_path, interrupt_after, stops):
    args = ["-m", "pi,mv,sc", "--negative", "neg", "--variants", "2", "--html-samples", "3"]
    whole, whole_page = tmp_path / "whole.json", tmp_path / "whole.html"
    done = invoke(corpus, *args, "-o", tmp_path / "whole.jsonl", "-q", "--report", whole, "--report-html", whole_page)
    assert done.exit_code == 0, done.output
    out, report, page = tmp_path / "out.jsonl", tmp_path / "report.json", tmp_path / "report.html"
    for stop in stops:
        disarm = interrupt_after(stop)
        resume = ["--resume"] if stop != stops[0] else []
        assert invoke(corpus, *args, "-o", out, "-q", *resume, "--report", report, "--report-html", page).exit_code == 130
        disarm()
    resumed = invoke(corpus, *args, "-o", out, "-q", "--resume", "--report", report, "--report-html", page)
    assert resumed.exit_code == 0, resumed.output
    assert out.read_bytes() == (tmp_path / "whole.jsonl").read_bytes()
    expected, got = json.loads(whole.read_text()), json.loads(report.read_text())
    assert got.pop("resumed_from") == stops[-1] and expected.pop("resumed_from") == 0
    expected.pop("output"), got.pop("output")
    assert got == expected
    assert got["records"] == 2 * len(SENTENCES) + 1 and got["methods"]["pi"]["total"] == got["records"]

    def without_settings(html: str) -> str:  # the run's settings (output, resumed after) aside
        return html.split("</dl>", 1)[1]

    assert without_settings(page.read_text("utf-8")) == without_settings(whole_page.read_text("utf-8"))


def test_a_progress_file_whose_counts_cannot_be_read_still_resumes_and_says_so(corpus, tmp_path, interrupt_after):
    clean = tmp_path / "clean.jsonl"
    assert invoke(corpus, "-m", "pi", "-o", clean, "-q").exit_code == 0
    out = tmp_path / "out.jsonl"
    disarm = interrupt_after(4)
    assert invoke(corpus, "-m", "pi", "-o", out, "-q").exit_code == 130
    disarm()
    progress = tmp_path / "out.jsonl.partial.progress"
    kept = json.loads(progress.read_text())
    progress.write_text(json.dumps({**kept, "state": {"coverage": {"records": "four"}}}))  # written by another version
    resumed = invoke(corpus, "-m", "pi", "-o", out, "-q", "--resume", "--report", tmp_path / "r.json")
    assert resumed.exit_code == 0, resumed.output
    assert out.read_bytes() == clean.read_bytes()
    assert f"{out}.partial kept no counts of its records; the report counts the records from 5 on" in resumed.stderr
    assert json.loads((tmp_path / "r.json").read_text())["records"] == 2 * len(SENTENCES) + 1 - 4
