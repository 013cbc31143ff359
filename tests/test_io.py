"""Readers never raise on bad content and keep one record per line; writers are atomic and resumable."""

from __future__ import annotations

import json

import pytest

from sda_augment.io import (
    InputError,
    InputRecord,
    SimcseLayout,
    count_records,
    detect_format,
    read_records,
    record_json,
    simcse_rows,
)
from sda_augment.pipeline import AugRecord
from sda_augment.transform import AugResult


def write(tmp_path, name: str, data: bytes) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


def test_detect_format():
    assert detect_format("a/b.JSONL") == "jsonl"
    assert detect_format("x.tsv") == "tsv"
    assert detect_format("x.csv") == "csv"
    assert detect_format("x.unknown") == "txt"
    assert detect_format("-") == "txt"
    assert detect_format("x.txt", "jsonl") == "jsonl"
    with pytest.raises(InputError):
        detect_format("x.txt", "xml")


def test_txt_hostile_lines_one_record_each(tmp_path):
    data = (
        b"\xef\xbb\xbfFirst line.\r\n"  # BOM and CRLF
        b"\n"  # empty
        b"   \t\n"  # whitespace only
        b"bad \xff\xfe bytes\n"  # invalid UTF-8
        b"nul\x00inside\n"
        + "emoji \U0001f600 and ünïcode\n".encode()
        + b"mid\rline carriage return\n"
        b"last without newline"
    )
    records = list(read_records(write(tmp_path, "in.txt", data)))
    assert [r.id for r in records] == list(range(8))
    assert [r.index for r in records] == list(range(8))
    assert records[0].text == "First line."
    assert records[1].text == "" and records[2].text == "   \t"
    assert records[3].text == "bad \ufffd\ufffd bytes" and records[3].problem == "input.invalid_utf8"
    assert records[4].text == "nul\x00inside"
    assert records[5].text == "emoji \U0001f600 and ünïcode" and records[5].problem is None
    assert records[6].text == "mid\rline carriage return"
    assert records[7].text == "last without newline"
    assert count_records(write(tmp_path, "in2.txt", data)) == 8


def test_txt_trailing_newline_is_not_a_record(tmp_path):
    path = write(tmp_path, "in.txt", b"a\nb\n")
    assert [r.text for r in read_records(path)] == ["a", "b"]
    assert count_records(path) == 2


def test_jsonl_ids_fields_and_bad_lines(tmp_path):
    lines = [
        json.dumps({"id": "x1", "text": "One.", "label": 3}),
        "{not json",
        "",
        "[1, 2]",
        json.dumps({"sentence": "no text field"}),
        json.dumps({"text": 42}),
        json.dumps({"text": "Two."}),
        '{"text": "lone \\ud83d here", "note": "\\ude00"}',
    ]
    records = list(read_records(write(tmp_path, "in.jsonl", "\n".join(lines).encode())))
    assert len(records) == 8
    assert records[7].text == "lone \ufffd here" and records[7].problem == "input.lone_surrogate"
    assert records[0] == InputRecord(0, "x1", "One.", {"label": 3}, None)
    assert records[1].problem == "input.malformed_json" and records[1].text == "{not json" and records[1].id == 1
    assert records[2].problem == "input.empty_line"
    assert records[3].problem == "input.not_an_object"
    assert records[4].problem == "input.no_text_field" and records[4].fields == {"sentence": "no text field"}
    assert records[5].text == 42 and records[5].problem == "input.not_string"
    assert records[6].id == 6 and records[6].text == "Two." and records[6].problem is None


def test_jsonl_other_field(tmp_path):
    path = write(tmp_path, "in.jsonl", b'{"sentence": "Hi.", "text": "other"}\n')
    (record,) = read_records(path, text_field="sentence")
    assert record.text == "Hi." and record.fields == {"text": "other"}


def test_csv_columns_ids_and_quoted_newlines(tmp_path):
    path = write(tmp_path, "in.csv", b'id,label,text\nr1,0,"Hello, ""world""\nagain."\nr2,1\nr3,2,Fine.\n')
    records = list(read_records(path))
    assert [r.id for r in records] == ["r1", "r2", "r3"]
    assert records[0].text == 'Hello, "world"\nagain.' and records[0].fields == {"label": "0"}
    assert records[1].problem == "input.short_row"
    assert records[2].text == "Fine."
    with pytest.raises(InputError, match="no column 'body'"):
        list(read_records(path, column="body"))


def test_csv_needs_a_column_when_ambiguous(tmp_path):
    path = write(tmp_path, "in.csv", b"a,b\n1,2\n")
    with pytest.raises(InputError, match="--column"):
        list(read_records(path))
    assert [r.text for r in read_records(path, column="b")] == ["2"]
    assert [r.id for r in read_records(path, column="b")] == [0]


def test_tsv_keeps_quotes_literally(tmp_path):
    path = write(tmp_path, "in.tsv", b'sentence1\tscore\n"Quoted" start\t1.0\n')
    (record,) = read_records(path, column="sentence1")
    assert record.text == '"Quoted" start' and record.fields == {"score": "1.0"}


def test_missing_input_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="not found"):
        read_records(str(tmp_path / "missing.txt"))
    with pytest.raises(InputError, match="directory"):
        read_records(str(tmp_path))


# --- output records ------------------------------------------------------------------------


def aug(text: str, **results: tuple[str, str | None]) -> AugRecord:
    return AugRecord(0, text, {name: AugResult(out, rule, (), None if rule else "n/a") for name, (out, rule) in results.items()})


def test_record_json_keep_and_drop():
    record = InputRecord(0, 7, "A b.", {"label": 1})
    augmented = aug("A b.", pi=("A b!", "pi.final_mark"), mv=("A b.", None))
    assert record_json(record, augmented) == {
        "id": 7, "label": 1, "text": "A b.", "pi": "A b!", "mv": "A b.", "rules": {"pi": "pi.final_mark", "mv": None}
    }
    dropped = record_json(record, augmented, "drop")
    assert "mv" not in dropped and dropped["rules"]["mv"] is None and dropped["pi"] == "A b!"


def test_simcse_rows_modes():
    layout = SimcseLayout(("pi", "mv"), "neg")
    record = InputRecord(0, 0, "S.")
    both = aug("S.", pi=("S!", "r"), mv=("S.", None), neg=("Not S.", "n"))
    assert simcse_rows(layout, record, both, "keep") == [["S.", "S!", "Not S."], ["S.", "S.", "Not S."]]
    assert simcse_rows(layout, record, both, "self") == [["S.", "S!", "Not S."], ["S.", "S.", "Not S."]]
    assert simcse_rows(layout, record, both, "drop") == [["S.", "S!", "Not S."]]
    no_negative = aug("S.", pi=("S!", "r"), mv=("S.", None), neg=("S.", None))
    assert simcse_rows(layout, record, no_negative, "keep") == [["S.", "S!", "S."], ["S.", "S.", "S."]]
    assert simcse_rows(layout, record, no_negative, "self") == []
    assert simcse_rows(layout, record, no_negative, "drop") == []
    bad = InputRecord(0, 0, "", problem="input.empty")
    assert simcse_rows(layout, bad, aug("", pi=("", None), mv=("", None), neg=("", None)), "keep") == []
    assert SimcseLayout(("pi",)).header == ["sent0", "sent1"]
    with pytest.raises(ValueError):
        SimcseLayout(())
