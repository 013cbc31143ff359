"""Reading corpora and writing augmented data, safely.

Readers turn txt / jsonl / csv / tsv files (or stdin) into :class:`InputRecord` s, one
per line or row, and never raise on bad content: undecodable bytes, malformed JSON or a
missing field become a record with a ``problem`` so that output stays aligned with input.
Writers emit whole lines only, into a ``.partial`` file that is renamed over the target
when the run completes; a small progress file beside it lets ``--resume`` continue an
interrupted run without duplicating or losing records.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from .outputs import (
    OutputError,
    OutputTarget,
    open_through,
    output_target,
    remove,
    send,
)
from .pipeline import AugRecord
from .reasons import (
    EMPTY_LINE,
    INVALID_UTF8,
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
OUTPUT_FORMATS: tuple[str, ...] = ("jsonl", "simcse-csv")
UNCHANGED_MODES: tuple[str, ...] = ("keep", "self", "drop")
_EXTENSIONS = {".txt": "txt", ".text": "txt", ".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".tsv": "tsv"}
_SURROGATES = re.compile("[\udc80-\udcff]")
_LONE_SURROGATES = re.compile("[\ud800-\udfff]")
STDIO = "-"


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


def _decoded(text: str) -> tuple[str, str | None]:
    """Undo surrogate escapes: invalid UTF-8 bytes become U+FFFD and the record is flagged."""
    if not _SURROGATES.search(text):
        return text, None
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace"), INVALID_UTF8


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


def _text_stream(raw: BinaryIO, newline: str) -> io.TextIOWrapper:
    # utf-8-sig drops a leading BOM; surrogateescape keeps undecodable bytes for _decoded.
    return io.TextIOWrapper(raw, encoding="utf-8-sig", errors="surrogateescape", newline=newline)


def _lines(stream: io.TextIOWrapper) -> Iterator[str]:
    """Lines split on LF only, with LF / CRLF and any stray BOM removed."""
    for line in stream:
        if line.endswith("\n"):
            line = line[:-1]
            if line.endswith("\r"):
                line = line[:-1]
        yield line.lstrip("\ufeff")


def _read_txt(stream: io.TextIOWrapper) -> Iterator[InputRecord]:
    for index, line in enumerate(_lines(stream)):
        text, problem = _decoded(line)
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


def _read_jsonl(stream: io.TextIOWrapper, text_field: str, seen: FieldsSeen | None = None) -> Iterator[InputRecord]:
    for index, line in enumerate(_lines(stream)):
        line, problem = _decoded(line)
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


def _read_table(stream: io.TextIOWrapper, delimiter: str, column: str | None) -> Iterator[InputRecord]:
    csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
    quoting = csv.QUOTE_NONE if delimiter == "\t" else csv.QUOTE_MINIMAL
    reader = csv.reader(stream, delimiter=delimiter, quoting=quoting)
    try:
        header = next(reader)
    except StopIteration:
        return
    except csv.Error as error:
        raise InputError(f"cannot read the header row: {error}") from None
    header = [_decoded(name)[0].lstrip("\ufeff") for name in header]
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
            cell, bad = _decoded(cell)
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
) -> Iterator[InputRecord]:
    """Stream the records of ``path`` (``-`` for stdin) in order, one per line or row.

    Raises :class:`InputError` only for problems with the whole input (missing file,
    unknown column); a bad line becomes a record with a ``problem``. ``seen`` notes, as
    JSONL records are read, whether any has the text field (see :mod:`sda_augment.inputs`).
    """
    fmt = detect_format(path, input_format)
    raw = _open_binary(path)
    stream = _text_stream(raw, "" if fmt in ("csv", "tsv") else "\n")

    def records() -> Iterator[InputRecord]:
        try:
            if fmt == "txt":
                yield from _read_txt(stream)
            elif fmt == "jsonl":
                yield from _read_jsonl(stream, text_field, seen)
            else:
                yield from _read_table(stream, "," if fmt == "csv" else "\t", column)
        finally:
            if path != STDIO:
                stream.close()
            else:
                stream.detach()

    return records()


def is_regular_file(path: str) -> bool:
    """True for a regular file (which can be read twice); False for stdin, a FIFO or a device."""
    return path != STDIO and os.path.isfile(path)


def count_records(path: str, input_format: str | None = None) -> int | None:
    """A quick record count for progress (lines; rows minus the header), None for a stream
    (stdin, a FIFO: counting would consume it)."""
    if not is_regular_file(path):
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
    """Which methods fill ``sent1`` (positives, one row each) and ``hard_neg`` (one negative)."""

    positives: tuple[str, ...]
    negative: str | None = None

    def __post_init__(self) -> None:
        if not self.positives:
            raise ValueError("simcse-csv needs at least one positive method for sent1")

    @property
    def header(self) -> list[str]:
        return ["sent0", "sent1"] + (["hard_neg"] if self.negative else [])


def simcse_rows(layout: SimcseLayout, record: InputRecord, augmented: AugRecord, unchanged: str = "self") -> list[list[str]]:
    """SimCSE training rows for one record: one per positive method (and variant).

    keep: unchanged outputs are written as they are (sent1 or hard_neg equal to sent0).
    self: an unchanged positive gives the pair (sentence, sentence) as in the SDA paper; a
          row whose negative is unchanged is skipped, since an anchor cannot be its own
          hard negative.
    drop: a row with any unchanged output is skipped.
    Bad records (that could not be parsed) give no rows.
    """
    if record.problem or augmented.skip_reason or not isinstance(record.text, str):
        return []
    rows = []
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
            rows.append(row)
    return rows


def csv_text(rows: Sequence[Sequence[str]]) -> str:
    """Rows as CSV text (RFC 4180 quoting, LF line ends)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerows(rows)
    return buffer.getvalue()


# --- atomic, resumable output -------------------------------------------------------------


class ResumeError(RuntimeError):
    """An existing partial output cannot be resumed; the message says why."""


class OutputFile:
    """Write whole records to ``<path>.partial`` and rename it to ``path`` when complete.

    A progress file ``<path>.partial.progress`` records how many input records and bytes
    are complete; it is refreshed at every :meth:`checkpoint`. On :meth:`abort` the
    partial file is removed, unless ``resume`` asks to keep it for a later run. With
    ``resume``, an existing partial output is continued after its last complete record
    (``done_records`` says how many input records to skip), and an existing complete
    output is left alone (``already_complete``). ``path`` ``-`` writes to stdout directly;
    a symbolic link is followed (its target is replaced), and a device or FIFO is written
    through in place (see :mod:`sda_augment.outputs`). Records are written unbuffered, one
    write per record, so the bytes a checkpoint counts are in the file, and a failed write
    (a full disk) is an :class:`~sda_augment.outputs.OutputError` after which the records
    before it can still be kept.
    """

    def __init__(self, path: str | OutputTarget, *, resume: bool = False, header: str = "", settings: dict | None = None) -> None:
        self.target = path if isinstance(path, OutputTarget) else output_target(path)
        self.path = self.target.given
        self.keep_partial = resume
        # What produced the output (methods, seed, ...); a resume with other settings is refused.
        self.settings = dict(settings or {})
        self.done_records = 0
        self.already_complete = False
        self.resumed = False  # continued a previous run's partial output
        self._closed = False
        self._written = self._done_bytes = 0
        self.partial = self.target.partial
        if self.partial is None:
            if resume:
                where = "not stdout" if self.target.stdout else f"not a device or FIFO like {self.path}"
                raise ResumeError(f"--resume needs an output file, {where}")
            self._handle: BinaryIO = open_through(self.target)
            try:
                self._write(header)
            except OSError:
                self._close_through()
                raise
            self._done_bytes = self._written
            return
        self.progress = self.partial + ".progress"
        start = self._resume_point() if resume else None
        if resume and start is None and os.path.exists(self.target.path):
            self.already_complete = True
            self._closed = True
            return
        if start is None:
            self._handle = open(self.partial, "wb", buffering=0)
            try:
                self._write(header)
                self._done_bytes = self._written
                self.checkpoint()
            except OSError:
                self._discard()
                raise
        else:
            self.resumed = True
            self.done_records, self._written = start
            self._done_bytes = self._written
            self._handle = open(self.partial, "r+b", buffering=0)
            self._handle.truncate(self._written)
            self._handle.seek(self._written)

    def _resume_point(self) -> tuple[int, int] | None:
        """(records, bytes) already complete in a previous run's partial output, or None."""
        assert self.partial is not None
        if not os.path.exists(self.partial):
            return None
        size = os.path.getsize(self.partial)
        try:
            with open(self.progress, encoding="utf-8") as handle:
                state = json.load(handle)
            records, written = int(state["records"]), int(state["bytes"])
            settings = state.get("settings", {})
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            records = written = -1
            settings = self.settings
        if settings != self.settings:
            changed = sorted(key for key in set(settings) | set(self.settings) if settings.get(key) != self.settings.get(key))
            raise ResumeError(f"cannot resume {self.partial}: it was made with other settings ({', '.join(changed)})")
        if records >= 0 and 0 <= written <= size:
            return records, written
        if self.path.endswith(".jsonl"):
            return _complete_lines(self.partial)  # one line per record: count them
        raise ResumeError(f"cannot resume from {self.partial}: its progress file is missing or damaged")

    def _write(self, text: str) -> None:
        # backslashreplace: a lone surrogate carried in some other field becomes the JSON
        # escape it came from rather than stopping the run.
        if not text:
            return
        data = text.encode("utf-8", "backslashreplace")
        try:
            send(self._handle, data)
        except BrokenPipeError:
            raise
        except OSError as error:
            raise OutputError(f"cannot write {self.path}: {error.strerror or error}") from None
        self._written += len(data)

    def write_record(self, lines: Sequence[str]) -> None:
        """Write all lines of one input record; the record counts as done only afterwards."""
        self._write("".join(lines))
        self.done_records += 1
        self._done_bytes = self._written

    def checkpoint(self) -> None:
        """Flush and note how far the output is complete (so a crash can resume from here)."""
        self._handle.flush()
        if self.partial is None:
            return
        temporary = self.progress + ".tmp"
        state = {"records": self.done_records, "bytes": self._done_bytes, "settings": self.settings}
        try:
            with open(temporary, "w", encoding="utf-8") as handle:
                json.dump(state, handle)
            os.replace(temporary, self.progress)
        except OSError as error:
            remove(temporary)  # the previous progress file still says where to resume
            raise OutputError(f"cannot write {self.progress}: {error.strerror or error}") from None

    def commit(self) -> None:
        """The run is complete: flush, rename into place and remove the progress file."""
        if self._closed:
            return
        self._handle.flush()
        if self.partial is None:
            self._closed = True
            self._close_through()
            return
        try:
            os.fsync(self._handle.fileno())
        except OSError as error:
            raise OutputError(f"cannot write {self.path}: {error.strerror or error}") from None
        self._closed = True
        self._handle.close()
        os.replace(self.partial, self.target.path)
        remove(self.progress)

    def abort(self, keep: bool = False) -> None:
        """The run stopped early: keep a resumable partial output (``resume`` or ``keep``,
        when it holds a complete record), or remove it."""
        if self._closed:
            return
        self._closed = True
        if self.partial is None:
            try:
                self._handle.flush()
            except (OSError, ValueError):
                pass
            self._close_through()
            return
        if self.keep_partial or (keep and self.done_records):
            try:
                self.checkpoint()
            except OSError:
                pass  # a full disk: the last checkpoint written still stands
            self._handle.truncate(self._done_bytes)  # a half-written record is cut off
            self._handle.close()
        else:
            self._discard()

    def _discard(self) -> None:
        self._handle.close()
        assert self.partial is not None
        remove(self.partial)
        remove(self.progress)
        remove(self.progress + ".tmp")

    def _close_through(self) -> None:
        if not self.target.stdout:
            try:
                self._handle.close()
            except OSError:
                pass


def _complete_lines(path: str) -> tuple[int, int]:
    """Number of newline-terminated lines in ``path`` and the byte offset after the last."""
    lines = end = offset = 0
    with open(path, "rb") as handle:
        while block := handle.read(1 << 20):
            count = block.count(b"\n")
            if count:
                lines += count
                end = offset + block.rindex(b"\n") + 1
            offset += len(block)
    return lines, end
