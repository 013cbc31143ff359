"""The output file is written whole records at a time, renamed into place when complete, and resumable."""

from __future__ import annotations

import json
import os

import pytest

from sda_augment.command.output_file import OutputFile, ResumeError
from sda_augment.io import InputRecord, record_json
from sda_augment.pipeline import AugRecord
from sda_augment.transform import AugResult


def aug(text, **methods):
    results = {name: AugResult(out, rule) for name, (out, rule) in methods.items()}
    return AugRecord(0, text, results)


def test_commit_renames_and_abort_removes(tmp_path):
    target = str(tmp_path / "out.jsonl")
    out = OutputFile(target)
    out.write_record(["a\n"])
    assert not os.path.exists(target) and os.path.exists(target + ".partial")
    out.commit()
    assert open(target).read() == "a\n"
    assert os.listdir(tmp_path) == ["out.jsonl"]

    other = str(tmp_path / "other.jsonl")
    out = OutputFile(other)
    out.write_record(["b\n"])
    out.abort()
    assert sorted(os.listdir(tmp_path)) == ["out.jsonl"]


def test_lone_surrogates_in_carried_fields_are_written_escaped(tmp_path):
    target = str(tmp_path / "out.jsonl")
    out = OutputFile(target)
    record = InputRecord(0, 0, "Hi.", {"note": "\ude00"})
    out.write_record([json.dumps(record_json(record, aug("Hi.", pi=("Hi!", "r"))), ensure_ascii=False) + "\n"])
    out.commit()
    assert json.loads(open(target, encoding="utf-8").read())["note"] == "\ude00"


def test_resume_continues_after_last_complete_record(tmp_path):
    target = str(tmp_path / "out.csv")
    out = OutputFile(target, resume=True, header="h\n")
    out.write_record(["r0a\n", "r0b\n"])
    out.write_record([])  # a record may write no rows
    out.checkpoint()
    out.write_record(["r2\n"])
    out._write("r3-half")  # interrupted in the middle of record 3
    out.abort()
    assert open(target + ".partial").read() == "h\nr0a\nr0b\nr2\n"
    again = OutputFile(target, resume=True, header="h\n")
    assert again.done_records == 3
    again.write_record(["r3\n"])
    again.commit()
    assert open(target).read() == "h\nr0a\nr0b\nr2\nr3\n"
    assert not os.path.exists(target + ".partial.progress")
    assert OutputFile(target, resume=True).already_complete


def test_resume_refuses_other_settings(tmp_path):
    target = str(tmp_path / "out.jsonl")
    out = OutputFile(target, resume=True, settings={"seed": 1, "methods": ["pi"]})
    out.write_record(["a\n"])
    out.abort()
    with pytest.raises(ResumeError, match=r"other settings \(seed\)"):
        OutputFile(target, resume=True, settings={"seed": 2, "methods": ["pi"]})
    assert OutputFile(target, resume=True, settings={"seed": 1, "methods": ["pi"]}).done_records == 1


def test_resume_after_crash_truncates_to_checkpoint(tmp_path):
    target = str(tmp_path / "out.csv")
    out = OutputFile(target, resume=True)
    out.write_record(["a\n"])
    out.checkpoint()
    out.write_record(["b\n"])
    out._handle.flush()  # written but never checkpointed: a crash now
    out._handle.close()
    again = OutputFile(target, resume=True)
    assert again.done_records == 1
    again.write_record(["b\n"])
    again.commit()
    assert open(target).read() == "a\nb\n"


def test_jsonl_resume_without_progress_counts_complete_lines(tmp_path):
    target = str(tmp_path / "out.jsonl")
    (tmp_path / "out.jsonl.partial").write_text('{"id": 0}\n{"id": 1}\n{"id": 2, "te')
    out = OutputFile(target, resume=True)
    assert out.done_records == 2
    out.write_record(['{"id": 2}\n'])
    out.commit()
    assert open(target).read() == '{"id": 0}\n{"id": 1}\n{"id": 2}\n'
    (tmp_path / "x.csv.partial").write_text("a\n")
    with pytest.raises(ResumeError):
        OutputFile(str(tmp_path / "x.csv"), resume=True)
