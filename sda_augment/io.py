"""Reading corpora and writing augmented data, safely.

Readers turn txt / jsonl / csv / tsv files (or stdin) into :class:`InputRecord` s, one
per line or row, and never raise on bad content: undecodable bytes, malformed JSON or a
missing field become a record with a ``problem`` so that output stays aligned with input.
Writers turn each augmented record into the lines of an output format (JSONL, SimCSE
csv); :mod:`sda_augment.command.output_file` writes them.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from .encodings import EncodingError, InputEncoding, peek, sniff
from .pipeline import AugRecord
from .reasons import (
    EMPTY_LINE,
    LONE_SURROGATE,
    MALFORMED_JSON,
    MALFORMED_ROW,
    NO_TEXT_FIELD,
    NOT_AN_OBJECT,
    NOT_STRING,
    SHORT_ROW,
)
from .variants import variant_fields

INPUT_FORMATS: tuple[str, ...] = ("txt", "jsonl", "csv", "tsv")
OUTPUT_FORMATS: tuple[str, ...] = ("jsonl", "simcse-csv", "augcse-csv")
# The output formats that write a file of each known extension; the first is the one an
# output path with that extension gets when no --format is given.
OUTPUT_EXTENSIONS: dict[str, tuple[str, ...]] = {
    ".jsonl": ("jsonl",),
    ".ndjson": ("jsonl",),
    ".csv": ("simcse-csv", "augcse-csv"),
}
UNCHANGED_MODES: tuple[str, ...] = ("keep", "self", "drop")
_EXTENSIONS = {".txt": "txt", ".text": "txt", ".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".tsv": "tsv"}
_LONE_SURROGATES = re.compile("[\ud800-\udfff]")
STDIO = "-"
# A reader's decoding of one line or cell: its text and the problem code of bytes that did not decode.
Decode = Callable[[str], "tuple[str, str | None]"]


class InputError(ValueError):
    """The input cannot be read at all (as opposed to one bad record); one-line message."""


@dataclass(frozen=True)
class InputRecord:
    """One input record: its index, id, text, the fields carried through, and any problem.

    ``problem`` is a reason code from :mod:`sda_augment.reasons` (counted in the report);
    ``detail`` says more about this record's (where its JSON breaks): the output shows it as
    ``problem_detail`` beside the code.
    """

    index: int
    id: Any
    text: Any
    fields: dict[str, Any] = field(default_factory=dict)
    problem: str | None = None
    detail: str | None = None


def detect_format(path: str, explicit: str | None = None) -> str:
    """The input format: ``explicit`` if given, else from the extension (txt by default)."""
    if explicit:
        if explicit not in INPUT_FORMATS:
            raise InputError(f"unknown input format {explicit!r}; choose from {', '.join(INPUT_FORMATS)}")
        return explicit
    if path == STDIO:
        return "txt"
    return _EXTENSIONS.get(Path(path).suffix.lower(), "txt")


def _open_binary(path: str) -> BinaryIO:
    if path == STDIO:
        return sys.stdin.buffer
    try:
        return open(path, "rb")
    except FileNotFoundError:
        raise InputError(f"input file not found: {path}") from None
    except IsADirectoryError:
        raise InputError(f"input is a directory, not a file: {path}") from None
    except OSError as error:
        raise InputError(f"cannot read {path}: {error.strerror}") from None


def input_encoding(path: str, encoding: str | None = None) -> InputEncoding:
    """How the file ``path`` is decoded, ``encoding`` given or not (see :mod:`.encodings`);
    a stream (stdin, a FIFO) is sniffed by :func:`read_records` as it is read, not here.

    Raises :class:`InputError` for an unknown encoding, one that contradicts the input's
    byte-order mark, or an input that looks like UTF-16 without one.
    """
    with _open_binary(path) as raw:
        try:
            return sniff(peek(raw), encoding, path)
        except (EncodingError, ValueError) as error:
            raise InputError(str(error)) from None


def _text_stream(raw: BinaryIO, newline: str, encoding: InputEncoding) -> io.TextIOWrapper:
    # utf-8-sig drops a leading BOM; the error handler keeps undecodable bytes for decoded().
    if encoding.skip:
        raw.read(encoding.skip)
    return io.TextIOWrapper(raw, encoding=encoding.codec, errors=encoding.errors, newline=newline)


def _lines(stream: io.TextIOWrapper) -> Iterator[str]:
    """Lines split on LF only, with LF / CRLF and any stray BOM removed."""
    for line in stream:
        if line.endswith("\n"):
            line = line[:-1]
            if line.endswith("\r"):
                line = line[:-1]
        yield line.lstrip("\ufeff")


def _read_txt(stream: io.TextIOWrapper, decoded: Decode) -> Iterator[InputRecord]:
    for index, line in enumerate(_lines(stream)):
        text, problem = decoded(line)
        yield InputRecord(index, index, text, {}, problem)


@dataclass
class FieldsSeen:
    """What the JSON objects of an input held: whether one had the text field, and the
    first one's keys (to name them when none had it)."""

    found: bool = False
    first_keys: list[str] | None = None

    def saw(self, value: dict[str, Any], text_field: str) -> None:
        if text_field in value:
            self.found = True
        elif self.first_keys is None:
            self.first_keys = list(value)


def _read_jsonl(
    stream: io.TextIOWrapper, text_field: str, decoded: Decode, seen: FieldsSeen | None = None
) -> Iterator[InputRecord]:
    for index, line in enumerate(_lines(stream)):
        line, problem = decoded(line)
        if not line.strip():
            yield InputRecord(index, index, line, {}, EMPTY_LINE)
            continue
        try:
            value = json.loads(line)
        except (ValueError, RecursionError) as error:  # RecursionError: nesting too deep
            yield InputRecord(index, index, line, {}, MALFORMED_JSON, _json_error_detail(error, index))
            continue
        if not isinstance(value, dict):
            yield InputRecord(index, index, line, {}, NOT_AN_OBJECT)
            continue
        record_id = value.get("id", index)
        fields = {key: item for key, item in value.items() if key not in ("id", text_field)}
        if seen is not None:
            seen.saw(value, text_field)
        if text_field not in value:
            yield InputRecord(index, record_id, "", fields, NO_TEXT_FIELD)
            continue
        text = value[text_field]
        if not isinstance(text, str):
            problem = NOT_STRING
        elif _LONE_SURROGATES.search(text):  # a JSON escape like "\ud83d" with no pair
            text, problem = _LONE_SURROGATES.sub("\ufffd", text), LONE_SURROGATE
        yield InputRecord(index, record_id, text, fields, problem)


def _json_error_detail(error: Exception, index: int) -> str:
    """What is wrong with a JSON line and where: its line in the file and the column."""
    if isinstance(error, json.JSONDecodeError):
        return f"{error.msg}: line {index + 1} column {error.colno}"
    if isinstance(error, RecursionError):
        return f"nested too deeply: line {index + 1}"
    return f"{error}: line {index + 1}"


def _choose_column(header: Sequence[str], column: str | None) -> int:
    if column is not None:
        if column in header:
            return list(header).index(column)
        raise InputError(f"no column {column!r}; the header has: {', '.join(header) or '(nothing)'}")
    for name in ("text", "sentence", "sent0"):
        if name in header:
            return list(header).index(name)
    if len(header) == 1:
        return 0
    raise InputError(f"which column holds the text? pass --column (the header has: {', '.join(header)})")


def _read_table(stream: io.TextIOWrapper, delimiter: str, column: str | None, decoded: Decode) -> Iterator[InputRecord]:
    csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
    quoting = csv.QUOTE_NONE if delimiter == "\t" else csv.QUOTE_MINIMAL
    reader = csv.reader(stream, delimiter=delimiter, quoting=quoting)
    try:
        header = next(reader)
    except StopIteration:
        return
    except csv.Error as error:
        raise InputError(f"cannot read the header row: {error}") from None
    header = [decoded(name)[0].lstrip("\ufeff") for name in header]
    position = _choose_column(header, column)
    id_position = header.index("id") if "id" in header and position != header.index("id") else None
    index = 0
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error:
            yield InputRecord(index, index, "", {}, MALFORMED_ROW)
            index += 1
            continue
        problem = None
        cells = []
        for cell in row:
            cell, bad = decoded(cell)
            problem = problem or bad
            cells.append(cell)
        record_id = cells[id_position] if id_position is not None and id_position < len(cells) else index
        fields = {name: cells[i] for i, name in enumerate(header) if i < len(cells) and i not in (position, id_position)}
        if position >= len(cells):
            yield InputRecord(index, record_id, "", fields, SHORT_ROW)
        else:
            yield InputRecord(index, record_id, cells[position], fields, problem)
        index += 1


def read_records(
    path: str,
    input_format: str | None = None,
    *,
    text_field: str = "text",
    column: str | None = None,
    seen: FieldsSeen | None = None,
    encoding: str | None = None,
) -> Iterator[InputRecord]:
    """Stream the records of ``path`` (``-`` for stdin) in order, one per line or row.

    Raises :class:`InputError` only for problems with the whole input (missing file,
    unknown column, an encoding that cannot be; see :func:`input_encoding`); a bad line
    becomes a record with a ``problem``. ``seen`` notes, as JSONL records are read, whether
    any has the text field (see :mod:`sda_augment.inputs`).
    """
    fmt = detect_format(path, input_format)
    raw = _open_binary(path)
    try:
        decoding = sniff(peek(raw), encoding, "stdin" if path == STDIO else path)
    except (EncodingError, ValueError) as error:
        if path != STDIO:
            raw.close()
        raise InputError(str(error)) from None
    stream = _text_stream(raw, "" if fmt in ("csv", "tsv") else "\n", decoding)
    decoded = decoding.decoded

    def records() -> Iterator[InputRecord]:
        try:
            if fmt == "txt":
                yield from _read_txt(stream, decoded)
            elif fmt == "jsonl":
                yield from _read_jsonl(stream, text_field, decoded, seen)
            else:
                yield from _read_table(stream, "," if fmt == "csv" else "\t", column, decoded)
        finally:
            if path != STDIO:
                stream.close()
            else:
                stream.detach()

    return records()


def is_regular_file(path: str) -> bool:
    """True for a regular file (which can be read twice); False for stdin, a FIFO or a device."""
    return path != STDIO and os.path.isfile(path)


def count_records(path: str, input_format: str | None = None, encoding: str | None = None) -> int | None:
    """A quick record count for progress (lines; rows minus the header), None for a stream
    (stdin, a FIFO: counting would consume it) or an encoding whose lines do not end at a
    LF byte (UTF-16, UTF-32)."""
    if not is_regular_file(path):
        return None
    try:
        if not input_encoding(path, encoding).ascii_lines:
            return None
    except InputError:
        return None
    fmt = detect_format(path, input_format)
    lines = 0
    last = b"\n"
    with open(path, "rb") as handle:
        while block := handle.read(1 << 20):
            lines += block.count(b"\n")
            last = block[-1:]
    lines += last != b"\n"
    return max(0, lines - 1) if fmt in ("csv", "tsv") else lines


# --- output records -----------------------------------------------------------------------


def record_json(record: InputRecord, augmented: AugRecord, unchanged: str = "keep") -> dict[str, Any]:
    """The output JSON object for one record.

    ``{"id", <carried fields>, "text", <method>: <output>, ..., "rules": {<method>: rule|null}}``
    plus ``"problem"`` (a reason code, with ``"problem_detail"`` where the reader said more) for
    a record that could not be augmented. With
    ``unchanged="drop"`` a method that left the text unchanged has no output field (its
    rule is still null). A bad record's outputs are its text as given, even when that is
    not a string. With several variants per record a method's output and its rules are
    lists, one entry per variant (see :func:`~.variants.variant_fields`).
    """
    out: dict[str, Any] = {"id": record.id}
    out.update(record.fields)
    out["text"] = record.text
    rules: dict[str, Any] = {}
    as_given = not isinstance(record.text, str)
    for name, result in augmented.results.items():
        if name in augmented.variants and len(augmented.variants[name]) > 1:
            texts, rules[name] = variant_fields(augmented.variants[name], unchanged)
            if texts:
                out[name] = texts
            continue
        rules[name] = result.rule
        if result.changed or unchanged != "drop":
            out[name] = record.text if as_given else result.text
    out["rules"] = rules
    problem = record.problem or augmented.skip_reason
    if problem:
        out["problem"] = problem
        if record.detail:
            out["problem_detail"] = record.detail
    return out


def jsonl_lines(record: InputRecord, augmented: AugRecord, unchanged: str = "keep") -> list[str]:
    """One JSON line per record, always (even for bad records)."""
    return [json.dumps(record_json(record, augmented, unchanged), ensure_ascii=False) + "\n"]


@dataclass(frozen=True)
class SimcseLayout:
    """Which methods fill ``sent1`` (positives, one row each) and ``hard_neg`` (one negative);
    ``ids`` adds a last column, ``id``, naming the input record of each row.

    SimCSE's own training script takes its columns by position (two or three of them), so
    the id column is asked for, not written by default.
    """

    positives: tuple[str, ...]
    negative: str | None = None
    ids: bool = False

    def __post_init__(self) -> None:
        if not self.positives:
            raise ValueError("simcse-csv needs at least one positive method for sent1")

    @property
    def header(self) -> list[str]:
        return ["sent0", "sent1"] + (["hard_neg"] if self.negative else []) + (["id"] if self.ids else [])


def simcse_rows(layout: SimcseLayout, record: InputRecord, augmented: AugRecord, unchanged: str = "self") -> list[list[str]]:
    """SimCSE training rows for one record: one per positive method (and variant).

    keep: unchanged outputs are written as they are (sent1 or hard_neg equal to sent0).
    self: an unchanged positive gives the pair (sentence, sentence) as in the SDA paper; a
          row whose negative is unchanged is skipped, since an anchor cannot be its own
          hard negative.
    drop: a row with any unchanged output is skipped.
    Bad records (that could not be parsed) give no rows. With several variants, a row of a
    further variant that repeats one already written for the record is left out (a method
    with one candidate gives one row, not one per variant); variant 0's rows are those of a
    run without variants.
    """
    if record.problem or augmented.skip_reason or not isinstance(record.text, str):
        return []
    rows: list[list[str]] = []
    variants = max(len(augmented.variants_of(name)) for name in layout.positives)
    for k in range(variants):  # with several variants per record, variant k's rows in turn
        negative_text = None
        if layout.negative:
            result = augmented.variants_of(layout.negative)[k]
            if not result.changed and unchanged != "keep":
                continue
            negative_text = result.text
        for name in layout.positives:
            result = augmented.variants_of(name)[k]
            if not result.changed and unchanged == "drop":
                continue
            row = [record.text, result.text]
            if layout.negative:
                row.append(negative_text)
            if layout.ids:
                row.append(str(record.id))
            if k and row in rows:
                continue  # a further variant that repeats a row: never written twice
            rows.append(row)
    return rows


def csv_text(rows: Sequence[Sequence[str]]) -> str:
    """Rows as CSV text (RFC 4180 quoting, LF line ends)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerows(rows)
    return buffer.getvalue()
