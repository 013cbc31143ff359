"""Input in another encoding never turns quietly into bad records: --encoding, byte-order
marks named, and a loud line when more than a small share of the records are bad."""

from __future__ import annotations

import codecs
import json

import pytest
from click.testing import CliRunner

from sda_augment.cli import main
from sda_augment.encodings import InputEncoding, sniff
from sda_augment.io import read_records

LINES = ["Café society met in Zürich.", "He travelled widely.", "The naïve plan failed — again.", "She said “yes”."]


def invoke(*args):
    return CliRunner().invoke(main, [str(arg) for arg in args])


def read_jsonl(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture
def cp1252(tmp_path):
    path = tmp_path / "cp1252.txt"
    path.write_bytes("".join(line + "\n" for line in LINES).encode("cp1252"))
    return path


def test_a_cp1252_file_is_read_with_encoding_and_is_loud_without_it_even_quiet(cp1252, tmp_path):
    out = tmp_path / "out.jsonl"
    quiet = invoke(cp1252, "-m", "sc", "-o", out, "-q")
    assert quiet.exit_code == 0
    assert quiet.stderr == (
        "sda-augment: warning: 3 of 4 records (75.0%) could not be augmented and were passed through unchanged: "
        f"input.invalid_utf8: invalid UTF-8 (3). Was {cp1252} written in another encoding than UTF-8? "
        "Give it with --encoding (cp1252, latin-1, ...)\n"
    )
    read = invoke(cp1252, "-m", "sc", "-o", out, "-q", "--encoding", "cp1252")
    assert read.exit_code == 0 and read.stderr == ""
    assert [record["text"] for record in read_jsonl(out)] == LINES
    assert all("problem" not in record for record in read_jsonl(out))


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be", "utf-32"])
def test_a_file_with_a_utf16_or_utf32_byte_order_mark_is_read_in_it_and_named(tmp_path, codec):
    path = tmp_path / "wide.txt"
    data = "".join(line + "\n" for line in LINES).encode(codec)
    if codec == "utf-16-be":
        data = codecs.BOM_UTF16_BE + data
    path.write_bytes(data)
    out = tmp_path / "out.jsonl"
    result = invoke(path, "-m", "sc", "-o", out, "-q")
    assert result.exit_code == 0, result.output
    named = {"utf-16": "UTF-16 (little-endian)", "utf-16-be": "UTF-16 (big-endian)", "utf-32": "UTF-32 (little-endian)"}[codec]
    assert result.stderr == f"reading {path} as {named}: it starts with that byte-order mark\n"
    assert [record["text"] for record in read_jsonl(out)] == LINES
    contradicted = invoke(path, "-m", "sc", "-o", out, "-q", "--encoding", "cp1252")
    assert contradicted.exit_code == 1
    assert contradicted.stderr == (
        f"sda-augment: error: {path} starts with a {named} byte-order mark, but --encoding is cp1252: "
        f"leave --encoding out to read it as {named}\n"
    )


def test_utf16_without_a_mark_is_refused_naming_the_encoding_and_read_when_given(tmp_path):
    path = tmp_path / "wide.jsonl"
    path.write_bytes("".join(json.dumps({"text": line}) + "\n" for line in LINES).encode("utf-16-le"))
    out = tmp_path / "out.jsonl"
    refused = invoke(path, "-m", "sc", "-o", out, "-q")
    assert refused.exit_code == 1 and refused.stderr == (
        f"sda-augment: error: {path} looks like UTF-16 (little-endian) without a byte-order mark (every other byte "
        "is NUL): pass --encoding utf-16-le\n"
    )
    read = invoke(path, "-m", "sc", "-o", out, "-q", "--encoding", "utf-16-le")
    assert read.exit_code == 0 and [record["text"] for record in read_jsonl(out)] == LINES


def test_an_unknown_encoding_is_a_usage_error(cp1252):
    result = invoke(cp1252, "-m", "sc", "--encoding", "klingon")
    assert result.exit_code == 2 and "--encoding: unknown encoding 'klingon'" in result.stderr


def test_undecodable_bytes_in_another_encoding_are_flagged_and_replaced(tmp_path):
    path = tmp_path / "in.csv"
    path.write_bytes(b"text\nfine\nbad \x81 byte\n")  # 0x81 is not a cp1252 character
    records = list(read_records(str(path), encoding="cp1252"))
    assert [(record.text, record.problem) for record in records] == [("fine", None), ("bad \ufffd byte", "input.undecodable")]
    wide = tmp_path / "odd.txt"
    wide.write_bytes("ok\n".encode("utf-16-le") + b"\x00\xd8" + "x\n".encode("utf-16-le"))  # a lone surrogate
    got = [(record.text, record.problem) for record in read_records(str(wide), encoding="utf-16-le")]
    assert got[0] == ("ok", None) and got[1][1] == "input.undecodable" and "\ufffd" in got[1][0]


def test_many_bad_records_of_any_kind_are_said_once_and_a_few_are_not(tmp_path):
    many, few = tmp_path / "many.txt", tmp_path / "few.txt"
    many.write_text("He left.\n\n\n   \nShe stayed.\n", encoding="utf-8")
    few.write_text("He left.\n" * 150 + "\n", encoding="utf-8")  # one bad record in 151: under 1%
    loud = invoke(many, "-m", "sc", "-o", tmp_path / "a.jsonl", "-q")
    assert loud.stderr == (
        "sda-augment: warning: 3 of 5 records (60.0%) could not be augmented and were passed through unchanged: "
        "input.empty: empty text (2); input.whitespace_only: whitespace-only text (1)\n"
    )
    assert invoke(few, "-m", "sc", "-o", tmp_path / "b.jsonl", "-q").stderr == ""


def test_sniffing_keeps_utf8_as_it_was():
    assert sniff(b"plain text\n", None, "x") == InputEncoding("utf-8-sig")
    assert sniff(codecs.BOM_UTF8 + b"text", "utf-8", "x") == InputEncoding("utf-8-sig")
    assert InputEncoding("utf-8-sig").decoded("ok \udce9 bad") == ("ok \ufffd bad", "input.invalid_utf8")
