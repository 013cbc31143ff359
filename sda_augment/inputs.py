"""Checks across the records of an input, so that a mistake in it stops a run before it starts.

A bad record never stops a run: it passes through with its problem. Two mistakes about the
input as a whole do, with one line:

- a JSONL input in which no record has the text field (a mistyped ``--field``);
- two records with the same id. An id keys its record's random choices and joins the
  output to the input, so ids must be unique. A record without an id of its own (a JSONL
  object without ``id``, a line that is not a JSON object, a CSV row without an id cell)
  takes its 0-based line or row number; if that is another record's id, the input is
  refused, as it is for two records that give the same id.

A regular file is read once before the run for these checks (keeping the ids that are not
their own record's number, and a byte per record). A stream (stdin, a FIFO) cannot be read
twice: the records before the first that has the text field are held back until one does,
and ids are checked as they come, so a duplicate there stops the run where it appears.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import chain, islice

from .io import (
    FieldsSeen,
    InputError,
    InputRecord,
    detect_format,
    is_regular_file,
    read_records,
)


class IdCheck:
    """The ids seen so far; :meth:`add` raises :class:`InputError` at the first repeat.

    An id equal to its own record's number (line-number ids, the common case) costs one
    byte; other ids are kept as the text they print as, which is what keys the record's
    random choices (so the id 7 and the id "7" count as the same).
    """

    def __init__(self, unit: str = "line") -> None:
        self.unit = unit
        self._own = bytearray()  # _own[i] is 1 when record i's id is i
        self._others: set[str] = set()

    def add(self, record: InputRecord) -> None:
        key, index = str(record.id), record.index
        if key in self._others:
            self._repeat(record)
        if key == str(index):
            if index >= len(self._own):
                self._own.extend(bytes(index + 1 - len(self._own)))
            self._own[index] = 1
            return
        number = _as_number(key)
        if number is not None and number < len(self._own) and self._own[number]:
            self._repeat(record)
        self._others.add(key)

    def _repeat(self, record: InputRecord) -> None:
        shown = json.dumps(record.id, ensure_ascii=False)
        raise InputError(
            f"{self.unit} {record.index + 1}: the id {shown} is already an earlier record's; ids must be unique "
            f"(a record without an id of its own, or a {self.unit} that cannot be read, takes its 0-based {self.unit} number)"
        )


def _as_number(key: str) -> int | None:
    """The record number an id would be taken for: ``"12"`` is 12, ``"012"`` is none."""
    if key.isascii() and key.isdigit() and (key == "0" or key[0] != "0"):
        return int(key)
    return None


def verify_field(seen: FieldsSeen, text_field: str) -> None:
    """Raise :class:`InputError` when JSON objects were read and none had the text field."""
    if seen.found or seen.first_keys is None:
        return  # a record had it, or there was no JSON object to look in
    has = ", ".join(seen.first_keys) or "no field at all"
    raise InputError(f"no record has the field {text_field!r} (the first record has: {has}); pass the right --field")


def read_input(
    path: str,
    input_format: str | None = None,
    *,
    text_field: str = "text",
    column: str | None = None,
    limit: int | None = None,
    encoding: str | None = None,
) -> Iterator[InputRecord]:
    """The records of ``path`` (``-`` for stdin), as :func:`~sda_augment.io.read_records`
    gives them, checked across records first (a file) or as they stream (stdin, a FIFO).

    Raises :class:`InputError` for a mistake in the whole input; only the first ``limit``
    records are checked.
    """
    fmt = detect_format(path, input_format)
    if fmt == "txt":  # ids are line numbers, and the text is the line
        return read_records(path, fmt, encoding=encoding)
    unit = "line" if fmt == "jsonl" else "row"
    if is_regular_file(path):
        ids, seen = IdCheck(unit), FieldsSeen()
        for record in islice(read_records(path, fmt, text_field=text_field, column=column, seen=seen, encoding=encoding), limit):
            ids.add(record)
        if fmt == "jsonl":
            verify_field(seen, text_field)
        return read_records(path, fmt, text_field=text_field, column=column, encoding=encoding)
    seen = FieldsSeen()
    records = _unique_ids(read_records(path, fmt, text_field=text_field, column=column, seen=seen, encoding=encoding), IdCheck(unit))
    return _field_first(records, seen, text_field) if fmt == "jsonl" else records


def _unique_ids(records: Iterator[InputRecord], ids: IdCheck) -> Iterator[InputRecord]:
    for record in records:
        ids.add(record)
        yield record


def _field_first(records: Iterator[InputRecord], seen: FieldsSeen, text_field: str) -> Iterator[InputRecord]:
    """Read a stream up to its first record with the text field (holding those before it)."""
    held: list[InputRecord] = []
    for record in records:
        held.append(record)
        if seen.found:
            break
    verify_field(seen, text_field)
    return chain(held, records)
