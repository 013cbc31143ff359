"""What the command says about a run: bad records apart from coverage, empty input, resuming,
and an INPUT that --explain would ignore."""

from __future__ import annotations

import os

from click.testing import CliRunner

from sda_augment.cli import main
from sda_augment.command.output_file import OutputFile


def invoke(*args, input=None):
    return CliRunner().invoke(main, [str(arg) for arg in args], input=input)


def test_bad_records_are_listed_under_the_table_not_in_its_coverage_column(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("He left.\n\n   \nShe sang.\n", encoding="utf-8")
    result = invoke(path, "-m", "sc", "-o", tmp_path / "out.jsonl")
    assert result.exit_code == 0, result.output
    lines = [line.rstrip() for line in result.stderr.splitlines()]
    assert not [line for line in lines if "bad record" in line and "│" in line]  # no table row
    caption = [line for line in lines if line.startswith("bad records passed through")]
    assert caption == [
        "bad records passed through unchanged: input.empty: empty text (1); input.whitespace_only: whitespace-only text (1)"
    ]
    assert lines.index(caption[0]) > max(i for i, line in enumerate(lines) if line.startswith("└"))


def test_empty_input_warns_and_shows_no_empty_table(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = invoke(path, "-m", "sc", "-o", out)
    assert result.exit_code == 0
    assert result.stderr == f"sda-augment: warning: no records to augment in {path}; the output has none\n"
    assert out.read_bytes() == b""
    limited = invoke(tmp_path / "in.txt", "-m", "sc", "-o", out, "--limit", "0", "-q")
    assert "warning: no records to augment" in limited.stderr  # -q hides the table, never a warning


def test_resume_says_whether_and_from_where_it_resumed(tmp_path, monkeypatch):
    path = tmp_path / "in.txt"
    path.write_text("".join(f"Sentence number {i} is here.\n" for i in range(6)), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    fresh = invoke(path, "-m", "sc", "-o", out, "-q", "--resume")
    assert fresh.exit_code == 0
    assert fresh.stderr == f"no partial output of {out} to resume; starting from the first record\n"
    complete = out.read_bytes()
    out.unlink()
    original = OutputFile.write_record

    def interrupt_after_four(self, lines):
        if self.done_records == 4:
            raise KeyboardInterrupt
        original(self, lines)

    monkeypatch.setattr(OutputFile, "write_record", interrupt_after_four)
    assert invoke(path, "-m", "sc", "-o", out, "-q", "--resume").exit_code == 130
    monkeypatch.setattr(OutputFile, "write_record", original)
    resumed = invoke(path, "-m", "sc", "-o", out, "-q", "--resume")
    assert resumed.exit_code == 0
    assert resumed.stderr == f"resuming {out}: 4 records were done (in {out}.partial)\n"
    assert out.read_bytes() == complete


def test_explain_refuses_an_input_it_would_ignore(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("He left.\n", encoding="utf-8")
    result = invoke("--explain", "He left.", path, "-m", "sc")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"sda-augment: error: --explain takes its sentence, not an INPUT ({path}): give one or the other\n"
    assert os.listdir(tmp_path) == ["in.txt"]


def test_html_samples_without_an_html_report_is_refused_not_ignored(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("He left.\n", encoding="utf-8")
    result = invoke(path, "-m", "sc", "-o", tmp_path / "out.jsonl", "--html-samples", "3")
    assert result.exit_code == 2
    assert result.stderr == "sda-augment: error: --html-samples sets the examples of --report-html: give --report-html PATH too\n"
    assert os.listdir(tmp_path) == ["in.txt"]
    assert invoke(path, "-m", "sc", "-o", tmp_path / "out.jsonl", "-q").exit_code == 0  # the default alone is fine
