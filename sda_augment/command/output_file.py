"""The output file of a run: whole records only, renamed into place when complete, resumable.

Records are written to ``<path>.partial``, which is renamed over the target when the run
completes; a small progress file beside it (``<path>.partial.progress``) says how many
input records and bytes are complete, so ``--resume`` continues an interrupted run without
duplicating or losing records.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import BinaryIO

from ..outputs import (
    OutputError,
    OutputTarget,
    open_through,
    output_target,
    remove,
    send,
)

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
