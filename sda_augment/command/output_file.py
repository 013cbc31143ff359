"""The output file of a run: whole records only, renamed into place when complete, resumable.

Records are written to ``<path>.partial``, which is renamed over the target when the run
completes; a small progress file beside it (``<path>.partial.progress``) says how many
input records and bytes are complete, with the settings the output is made with and the
state of the run's counts at that record, so ``--resume`` continues an interrupted run
without duplicating or losing records, and its report covers the whole output. A run given
``--resume`` leaves a run record (``<path>.run.json``: the same, for the finished file)
beside its output, so that a later ``--resume`` checks a finished output's settings as it
checks a partial one's.

Interrupted work is never thrown away silently: a partial output that holds records is kept
when a run is interrupted, and a new run over it without ``--resume`` is refused unless it
is told to start over (``restart``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from typing import Any, BinaryIO

from ..outputs import (
    OutputError,
    OutputTarget,
    open_through,
    output_target,
    remove,
    send,
)

RUN_RECORD = ".run.json"
# The state of a run's counts: how many records they cover, and the data to restore them from.
State = Callable[[], tuple[int, dict[str, Any]]]


class ResumeError(RuntimeError):
    """An existing output or partial output cannot be resumed (or replaced); the message says why."""


class OutputFile:
    """Write whole records to ``<path>.partial`` and rename it to ``path`` when complete.

    A progress file ``<path>.partial.progress`` records how many input records and bytes
    are complete; it is refreshed at every :meth:`checkpoint`, with the data ``state``
    returns (the run's counts) when they cover exactly the records written. On
    :meth:`abort` the partial file is removed, unless ``resume`` or ``keep`` asks to keep
    it for a later run. With ``resume``, an existing partial output is continued after its
    last complete record (``done_records`` says how many input records to skip, and
    ``resumed_state`` is the state its last checkpoint kept), and an existing complete
    output whose run record names the same settings is left alone (``already_complete``;
    its run record's state in ``resumed_state``). Without ``resume``, an existing partial
    output that holds records is refused, unless ``restart`` discards it (``discarded``
    says how many records it held).

    ``path`` ``-`` writes to stdout directly; a symbolic link is followed (its target is
    replaced), and a device or FIFO is written through in place (see
    :mod:`sda_augment.outputs`). Records are written unbuffered, one write per record, so
    the bytes a checkpoint counts are in the file, and a failed write (a full disk) is an
    :class:`~sda_augment.outputs.OutputError` after which the records before it can still
    be kept.
    """

    def __init__(
        self,
        path: str | OutputTarget,
        *,
        resume: bool = False,
        restart: bool = False,
        header: str = "",
        settings: dict | None = None,
    ) -> None:
        self.target = path if isinstance(path, OutputTarget) else output_target(path)
        self.path = self.target.given
        self.keep_partial = resume
        # What produced the output (methods, seed, ...); a resume with other settings is refused.
        self.settings = dict(settings or {})
        self.state: State | None = None  # set by the run: its counts, kept with each checkpoint
        self.resumed_state: dict[str, Any] | None = None
        self.done_records = 0
        self.discarded = 0
        self.already_complete = False
        self.resumed = False  # continued a previous run's partial output
        self._closed = False
        self._written = self._done_bytes = 0
        self._saved = (0, 0)  # (records, bytes) of the last checkpoint written
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
        self.run_record = self.target.path + RUN_RECORD
        if not resume:
            self._refuse_or_discard_partial(restart)
        start = self._resume_point() if resume else None
        if resume and start is None and os.path.exists(self.target.path):
            self.resumed_state = self._finished_state()
            self.already_complete = True
            self._closed = True
            return
        if start is None:
            self._handle = open(self.partial, "wb", buffering=0)  # noqa: SIM115 (closed by finish/abort)
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
            self._saved = start
            self._handle = open(self.partial, "r+b", buffering=0)  # noqa: SIM115 (closed by finish/abort)
            self._handle.truncate(self._written)
            self._handle.seek(self._written)

    # --- what is there before the run ---------------------------------------------------------

    def _progress(self) -> dict[str, Any] | None:
        """The partial output's progress file, or None when it is missing or damaged."""
        try:
            with open(self.progress, encoding="utf-8") as handle:
                kept = json.load(handle)
            int(kept["records"]), int(kept["bytes"])
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
        return kept if isinstance(kept.get("settings", {}), dict) else None

    def _other_settings(self, settings: dict[str, Any]) -> list[str]:
        """The settings that differ between ``settings`` and this run's, by name."""
        return sorted(key for key in set(settings) | set(self.settings) if settings.get(key) != self.settings.get(key))

    def _refuse_or_discard_partial(self, restart: bool) -> None:
        """A run without ``--resume`` over a partial output: refused when the partial holds
        records (interrupted work), unless ``restart`` discards it."""
        assert self.partial is not None
        if not os.path.exists(self.partial):
            return
        kept = self._progress()
        if kept is not None:
            held = int(kept["records"])
        elif self.path.endswith(".jsonl"):
            held = _complete_lines(self.partial)[0]
        else:
            held = int(os.path.getsize(self.partial) > 0)
        if restart or held == 0:
            self.discarded = held
            for leftover in (self.partial, self.progress, self.progress + ".tmp"):
                remove(leftover)
            return
        count = f"{held:,} record{'s' if held != 1 else ''}" if kept is not None or self.path.endswith(".jsonl") else "records"
        other = self._other_settings(kept.get("settings", {})) if kept is not None else []
        if other:
            raise ResumeError(
                f"{self.partial} holds {count} of an interrupted run made with other settings ({', '.join(other)}): "
                "add --restart to discard it and start over"
            )
        raise ResumeError(
            f"{self.partial} holds {count} of an interrupted run: add --resume to continue it, "
            "or --restart to discard it and start over"
        )

    def _resume_point(self) -> tuple[int, int] | None:
        """(records, bytes) already complete in a previous run's partial output, or None."""
        assert self.partial is not None
        if not os.path.exists(self.partial):
            return None
        size = os.path.getsize(self.partial)
        kept = self._progress()
        settings = kept.get("settings", {}) if kept is not None else self.settings
        other = self._other_settings(settings)
        if other:
            raise ResumeError(
                f"cannot resume {self.partial}: it was made with other settings ({', '.join(other)}); "
                "--restart instead of --resume discards it and starts over"
            )
        if kept is not None and 0 <= int(kept["bytes"]) <= size:
            self.resumed_state = kept.get("state")
            return int(kept["records"]), int(kept["bytes"])
        if self.path.endswith(".jsonl"):
            return _complete_lines(self.partial)  # one line per record: count them
        raise ResumeError(f"cannot resume from {self.partial}: its progress file is missing or damaged")

    def _finished_state(self) -> dict[str, Any] | None:
        """The state a finished output's run record kept, once its settings are checked.

        A finished output is checked as a partial one is: with no run record beside it, or
        one that names other settings or describes another file, ``--resume`` is refused.
        """
        again = "run without --resume to make it again"
        try:
            with open(self.run_record, encoding="utf-8") as handle:
                kept = json.load(handle)
            settings, size = kept["settings"], int(kept["bytes"])
        except FileNotFoundError:
            raise ResumeError(
                f"{self.path} is complete, but there is no record of the settings it was made with "
                f"({os.path.basename(self.run_record)}: runs with --resume leave one); {again}"
            ) from None
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise ResumeError(f"cannot read {self.run_record}: {error}; {again}") from None
        other = self._other_settings(settings if isinstance(settings, dict) else {})
        if other:
            raise ResumeError(f"{self.path} is complete, but was made with other settings ({', '.join(other)}); {again}")
        if os.path.getsize(self.target.path) != size:
            raise ResumeError(f"{self.path} is complete, but has changed since it was made; {again}")
        return kept.get("state")

    # --- writing --------------------------------------------------------------------------

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

    @property
    def kept_records(self) -> int:
        """How many records the last checkpoint says are complete (what a resume continues after)."""
        return self._saved[0]

    def _current_state(self) -> dict[str, Any] | None:
        """The run's state to keep with a checkpoint now; None when it does not cover
        exactly the records written (a record written but not yet counted)."""
        if self.state is None:
            return {}
        counted, data = self.state()
        return data if counted == self.done_records else None

    def checkpoint(self) -> bool:
        """Flush and note how far the output is complete (so a crash can resume from here).

        Returns False, writing no note, when the run's state is not in step with the
        records written: the previous note still says where to resume.
        """
        self._handle.flush()
        if self.partial is None:
            return True
        state = self._current_state()
        if state is None:
            return False
        self._save({"records": self.done_records, "bytes": self._done_bytes, "settings": self.settings, "state": state},
                   self.progress)
        self._saved = (self.done_records, self._done_bytes)
        return True

    def _save(self, data: dict[str, Any], path: str) -> None:
        temporary = path + ".tmp"
        try:
            with open(temporary, "w", encoding="utf-8") as handle:
                json.dump(data, handle, ensure_ascii=False)
            os.replace(temporary, path)
        except OSError as error:
            remove(temporary)  # the previous file still says where to resume
            raise OutputError(f"cannot write {path}: {error.strerror or error}") from None

    def commit(self) -> None:
        """The run is complete: flush, rename into place and remove the progress file.

        A run given ``resume`` leaves its run record beside the output; any other removes
        a run record left by an earlier run (it no longer describes the file).
        """
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
        if self.keep_partial:
            state = self._current_state()
            record = {"records": self.done_records, "bytes": self._done_bytes, "settings": self.settings}
            self._save({**record, "state": state} if state is not None else record, self.run_record)
        else:
            remove(self.run_record)
        os.replace(self.partial, self.target.path)
        remove(self.progress)

    def abort(self, keep: bool = False) -> None:
        """The run stopped early: keep a resumable partial output (``resume`` or ``keep``,
        when it holds a complete record), or remove it.

        The partial output is cut back to the last checkpoint's records when the run's
        state is not in step with the records written (:meth:`kept_records` says how many).
        """
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
            self._handle.truncate(self._done_bytes)  # a half-written record is cut off
            try:
                self.checkpoint()
            except OSError:  # a full disk: note what is complete in the progress file's own room
                self._note_in_place()
            if self.keep_partial or self.kept_records:
                self._handle.truncate(self._saved[1])  # a half-written (or uncounted) record is cut off
                self._handle.close()
                return
        self._discard()

    def _note_in_place(self) -> None:
        """Note the records written, without the run's counts, over the progress file itself
        (a full disk has no room for a new one); the last checkpoint stands if even that fails."""
        note = json.dumps({"records": self.done_records, "bytes": self._done_bytes, "settings": self.settings}).encode()
        try:
            with open(self.progress, "r+b") as handle:
                handle.write(note)
                handle.truncate(len(note))
        except OSError:
            return
        self._saved = (self.done_records, self._done_bytes)

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
