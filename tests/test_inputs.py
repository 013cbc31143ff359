"""Mistakes in a whole input stop a run before it starts; bad records still pass through,
with a reason that says where the JSON breaks, and their text as given."""

from __future__ import annotations

import json
import os
import threading

import pytest
from click.testing import CliRunner

from sda_augment import cli
from sda_augment.command import corpus as corpus_run
from sda_augment.inputs import IdCheck, read_input
from sda_augment.io import InputError, InputRecord, count_records, read_records


def invoke(*args, input=None):
    return CliRunner().invoke(cli.main, [str(arg) for arg in args], input=input)


def write_lines(path, lines):
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def read_jsonl(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture
def no_model(monkeypatch):
    """The command must fail before it loads the spaCy model."""

    def refuse(*args, **kwargs):
        raise AssertionError("the model was loaded before the input was checked")

    monkeypatch.setattr(corpus_run, "Augmenter", refuse)


# --- a mistyped --field ---------------------------------------------------------------------


def test_a_field_no_record_has_fails_like_a_missing_column(tmp_path, no_model):
    path = write_lines(tmp_path / "in.jsonl", [json.dumps({"id": "a", "text": "He left.", "label": 0}), "{broken", ""])
    result = invoke(path, "-m", "sc", "--field", "sentence", "-o", tmp_path / "out.jsonl")
    assert result.exit_code == 1 and result.stderr.count("\n") == 1
    assert "no record has the field 'sentence' (the first record has: id, text, label); pass the right --field" in result.stderr
    assert sorted(os.listdir(tmp_path)) == ["in.jsonl"]
    piped = invoke("-", "--input-format", "jsonl", "-m", "sc", "--field", "sentence", input=path.read_text())
    assert piped.exit_code == 1 and "no record has the field 'sentence'" in piped.stderr and piped.stdout == ""


def test_a_field_some_records_have_is_fine_and_the_others_are_bad_records(tmp_path):
    lines = [json.dumps({"id": "a", "body": "x"}), json.dumps({"id": "b", "text": "He left."})]
    path = write_lines(tmp_path / "in.jsonl", lines)
    records = list(read_input(str(path)))
    assert [(record.id, record.problem) for record in records] == [("a", "input.no_text_field"), ("b", None)]
    result = invoke("-", "--input-format", "jsonl", "-m", "sc", "-q", input=path.read_text())
    assert result.exit_code == 0, result.output
    assert [json.loads(line).get("problem") for line in result.stdout.splitlines()] == ["input.no_text_field", None]
    # Inputs with no JSON object at all, or nothing, are not a field mistake.
    assert [r.problem for r in read_input(str(write_lines(tmp_path / "junk.jsonl", ["{x", "[1]"])))] == [
        "input.malformed_json", "input.not_an_object"]
    assert list(read_input(str(write_lines(tmp_path / "empty.jsonl", [])))) == []


def test_the_field_check_reads_only_the_records_within_the_limit(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [json.dumps({"body": "x"}), json.dumps({"text": "Late."})])
    with pytest.raises(InputError, match="no record has the field 'text'"):
        read_input(str(path), limit=1)
    assert len(list(read_input(str(path), limit=2))) == 2


# --- ids ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lines, message",
    [
        ([{"id": 2, "text": "A."}, {"id": 2, "text": "B."}], 'line 2: the id 2 is already'),
        ([{"id": "x", "text": "A."}, {"text": "B."}, {"id": "x", "text": "C."}], 'line 3: the id "x" is already'),
        # A malformed line takes its line number (1), which record 0 gave as its id.
        ([{"id": 1, "text": "A."}, "{broken"], "line 2: the id 1 is already"),
        # A record without an id takes its line number (2), given as an id by an earlier record.
        ([{"id": "2", "text": "A."}, {"id": "z", "text": "B."}, {"text": "C."}], "line 3: the id 2 is already"),
    ],
)
def test_ids_that_repeat_are_refused_before_the_run(tmp_path, no_model, lines, message):
    path = write_lines(tmp_path / "in.jsonl", [line if isinstance(line, str) else json.dumps(line) for line in lines])
    result = invoke(path, "-m", "sc", "-o", tmp_path / "out.jsonl")
    assert result.exit_code == 1 and result.stderr.count("\n") == 1 and message in result.stderr, result.stderr
    assert "ids must be unique" in result.stderr
    assert sorted(os.listdir(tmp_path)) == ["in.jsonl"]


def test_ids_that_repeat_on_stdin_stop_the_run(tmp_path):
    text = "".join(json.dumps({"id": i % 3, "text": "He left."}) + "\n" for i in range(4))
    result = invoke("-", "--input-format", "jsonl", "-m", "sc", "-o", tmp_path / "out.jsonl", input=text)
    assert result.exit_code == 1 and "line 4: the id 0 is already" in result.stderr
    assert os.listdir(tmp_path) == []


def test_distinct_ids_of_every_kind_pass(tmp_path):
    lines = [
        json.dumps({"id": "07", "text": "A."}),  # not the number 7
        json.dumps({"text": "B."}),  # id 1, its line number
        "{broken",  # id 2
        json.dumps({"id": 3, "text": "D."}),  # its own line number, given
        json.dumps({"id": 1.5, "text": "E."}),
        json.dumps({"id": [7], "text": "F."}),
        json.dumps({"id": 7, "text": "G."}),
    ]
    records = list(read_input(str(write_lines(tmp_path / "in.jsonl", lines))))
    assert [record.id for record in records] == ["07", 1, 2, 3, 1.5, [7], 7]


def test_csv_ids_must_be_unique_and_fallbacks_count(tmp_path):
    path = tmp_path / "in.csv"
    path.write_text("id,text\nr1,A.\nr2,B.\nr1,C.\n", encoding="utf-8")
    with pytest.raises(InputError, match='row 3: the id "r1" is already'):
        read_input(str(path))
    path.write_text("text,id\nA.,1\nB.\n", encoding="utf-8")  # row 2 has no id cell: it takes 1
    with pytest.raises(InputError, match='row 2: the id 1 is already'):
        read_input(str(path))
    path.write_text("text,id\nA.,a\nB.\n", encoding="utf-8")
    assert [record.id for record in read_input(str(path))] == ["a", 1]


def test_line_number_ids_cost_a_byte_each_and_keep_nothing_else():
    check = IdCheck()
    for index in range(1000):
        check.add(InputRecord(index, index, "x"))
    assert len(check._own) == 1000 and not check._others
    check.add(InputRecord(1000, "1001", "x"))  # given; record 1001 may not take it now
    with pytest.raises(InputError, match="line 1002: the id 1001 is already"):
        check.add(InputRecord(1001, 1001, "x"))


# --- bad records ---------------------------------------------------------------------------


def test_malformed_json_keeps_line_and_column_and_counts_by_kind(tmp_path):
    lines = [json.dumps({"text": "Fine."}), '{"text": "abc', '{"text": "x",}', "[" * 100_000]
    path = write_lines(tmp_path / "in.jsonl", lines)
    out, report = tmp_path / "out.jsonl", tmp_path / "report.json"
    result = invoke(path, "-m", "sc", "-o", out, "--report", report, "-q")
    assert result.exit_code == 0, result.output
    records = read_jsonl(out)
    assert [record.get("problem") for record in records] == [None] + ["input.malformed_json"] * 3
    # Columns counted by hand: the string opens at column 10; the stray "}" is column 14.
    assert [record.get("problem_detail") for record in records] == [
        None,
        "Unterminated string starting at: line 2 column 10",
        "Expecting property name enclosed in double quotes: line 3 column 14",
        "nested too deeply: line 4",
    ]
    bad = json.loads(report.read_text())["bad_records"]
    assert bad["total"] == 3 and list(bad["reasons"]) == ["input.malformed_json"]
    assert bad["reasons"]["input.malformed_json"]["count"] == 3


def test_non_string_text_is_a_bad_record_with_its_text_as_given(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", ['{"id": 3, "text": 42}', '{"id": 4, "text": null}', '{"id": 5, "text": "He left."}'])
    out = tmp_path / "out.jsonl"
    result = invoke(path, "-m", "sc:mode=count", "-o", out, "-q")
    assert result.exit_code == 0, result.output
    first, second, third = read_jsonl(out)
    assert first["text"] == 42 and first["sc"] == 42 and first["rules"] == {"sc": None}
    assert first["problem"] == second["problem"] == "input.not_string"
    assert second["text"] is None and second["sc"] is None
    assert "problem" not in third and third["sc"] != third["text"]


def test_a_fifo_input_is_read_once_as_a_stream(tmp_path):
    fifo = tmp_path / "in.fifo"
    os.mkfifo(fifo)
    assert count_records(str(fifo)) is None  # counting would consume it
    lines = [json.dumps({"id": i, "text": f"He left at {i}."}) for i in range(5)]
    writer = threading.Thread(target=lambda: fifo.write_text("\n".join(lines) + "\n"), daemon=True)
    writer.start()
    out = tmp_path / "out.jsonl"
    result = invoke(fifo, "--input-format", "jsonl", "-m", "sc", "-o", out, "-q")
    writer.join(timeout=30)
    assert result.exit_code == 0, result.output
    assert [record["id"] for record in read_jsonl(out)] == list(range(5))


def test_read_records_notes_whether_the_field_was_seen(tmp_path):
    from sda_augment.io import FieldsSeen

    seen = FieldsSeen()
    path = write_lines(tmp_path / "in.jsonl", ["{bad", json.dumps({"a": 1, "b": 2}), json.dumps({"c": 3})])
    list(read_records(str(path), seen=seen))
    assert seen == FieldsSeen(False, ["a", "b"])
