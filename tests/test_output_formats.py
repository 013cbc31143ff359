"""What the output file holds is what its name says, rows are never repeated, and each row can
be traced to its input record."""

from __future__ import annotations

import csv
import io
import json

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment.cli import main


def invoke(*args):
    return CliRunner().invoke(main, [str(arg) for arg in args])


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "in.jsonl"
    records = [{"id": f"s{i}", "text": text} for i, text in enumerate(SENTENCES)]
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path


def csv_rows(path):
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))


# --- 5. the format follows a known extension, or the run stops ---------------------------------


def test_a_csv_output_without_format_is_simcse_csv(corpus, tmp_path):
    out = tmp_path / "train.csv"
    result = invoke(corpus, "-m", "pi", "--negative", "neg", "-o", out, "-q")
    assert result.exit_code == 0, result.output
    rows = csv_rows(out)
    assert rows[0] == ["sent0", "sent1", "hard_neg"] and len(rows) > 1
    assert rows[1][0] == SENTENCES[0]
    for name in ("out.jsonl", "out.ndjson", "out.json", "out"):
        assert invoke(corpus, "-m", "pi", "-o", tmp_path / name, "-q").exit_code == 0
        json.loads((tmp_path / name).read_text().splitlines()[0])  # JSON lines


@pytest.mark.parametrize(
    "name,fmt,writes",
    [("train.csv", "jsonl", "JSON lines"), ("out.jsonl", "simcse-csv", "CSV"), ("OUT.NDJSON", "simcse-csv", "CSV")],
)
def test_an_extension_that_contradicts_format_stops_with_one_line(corpus, tmp_path, name, fmt, writes):
    out = tmp_path / name
    result = invoke(corpus, "-m", "pi", "-o", out, "--format", fmt)
    assert result.exit_code == 2
    suffix = "." + name.rsplit(".", 1)[1].lower()
    assert result.stderr == (
        f"sda-augment: error: -o {out} names a {suffix} file, but --format {fmt} writes {writes}: "
        "change the extension or --format\n"
    )
    assert not out.exists()


# --- 6. variants never write a duplicate row, and the report counts distinct variants ------------


def test_variants_write_no_duplicate_row_and_the_report_counts_distinct_outputs(corpus, tmp_path):
    assert len(set(SENTENCES)) == len(SENTENCES)  # so a repeated row is a record's row written twice
    out, report = tmp_path / "train.csv", tmp_path / "report.json"
    result = invoke(corpus, "-m", "pi,mv,dn", "--negative", "neg", "--variants", "3", "-o", out, "--report", report)
    assert result.exit_code == 0, result.output
    rows = [tuple(row) for row in csv_rows(out)[1:]]
    assert len(rows) == len(set(rows))
    single = tmp_path / "single.csv"
    assert invoke(corpus, "-m", "pi,mv,dn", "--negative", "neg", "-o", single, "-q").exit_code == 0
    assert set(map(tuple, csv_rows(single)[1:])) <= set(rows)  # variant 0 gives the rows of a run without variants
    variants = json.loads(report.read_text())["methods"]
    for name in ("pi", "mv", "dn", "neg"):
        counts = variants[name]["variants"]
        assert counts["per_record"] == 3
        by_distinct = {int(k): n for k, n in counts["records_by_distinct"].items()}
        assert counts["distinct"] == sum(k * n for k, n in by_distinct.items())
        assert sum(by_distinct.values()) == len(SENTENCES)
    assert variants["dn"]["variants"]["distinct"] < 3 * len(SENTENCES)  # DN has few candidates a sentence
    assert "distinct variants" in result.stderr  # the table's column


# --- 8. an id column to trace simcse-csv rows to their input -------------------------------------


def test_id_column_names_each_rows_input_record(corpus, tmp_path):
    plain, traced = tmp_path / "plain.csv", tmp_path / "traced.csv"
    assert invoke(corpus, "-m", "pi,mv", "--negative", "neg", "-o", plain, "-q").exit_code == 0
    assert invoke(corpus, "-m", "pi,mv", "--negative", "neg", "-o", traced, "-q", "--id-column").exit_code == 0
    without, with_ids = csv_rows(plain), csv_rows(traced)
    assert without[0] == ["sent0", "sent1", "hard_neg"]  # SimCSE's own script reads columns by position
    assert with_ids[0] == ["sent0", "sent1", "hard_neg", "id"]
    assert [row[:3] for row in with_ids] == without
    by_id = {f"s{i}": text for i, text in enumerate(SENTENCES)}
    assert all(by_id[row[3]] == row[0] for row in with_ids[1:])
    refused = invoke(corpus, "-m", "pi", "-o", tmp_path / "out.jsonl", "--id-column")
    assert refused.exit_code == 2 and "JSONL records carry their id already" in refused.stderr
