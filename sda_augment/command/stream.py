"""Records through the augmenter into the output: progress on the terminal, checkpoints on disk."""

from __future__ import annotations

import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console

from .._speed import run_heap
from ..io import InputRecord
from ..long_records import LONG_RECORD, PIECE
from ..parse_cache import ParseReader, ParseWriter
from ..pipeline import Augmenter, AugRecord
from .counts import RunCounts
from .output_file import OutputFile

# Flush whole records and note progress at least this often (seconds), for --resume.
CHECKPOINT_SECONDS = 2.0
# Progress bar redraws (drawn from the main loop: no thread, so workers fork safely).
REFRESH_SECONDS = 0.25

# One record's output lines, in the output's format.
Lines = Callable[[InputRecord, AugRecord], list[str]]


def stream(
    augmenter: Augmenter,
    records: Iterator[InputRecord],
    out: OutputFile,
    lines: Lines,
    show_progress: bool,
    console: Console,
    total: int | None,
    counts: RunCounts,
    parses: ParseReader | ParseWriter | None = None,
    start: int = 0,
) -> None:
    """Stream records through the augmenter into ``out``, checkpointing whole records;
    ``counts`` counts each record once it is written (and is kept with each checkpoint).

    A parse file being written is removed when the run does not complete.
    """
    out.state = counts.state
    try:
        _stream(augmenter, records, out, lines, show_progress, console, total, counts, parses, start)
    except BaseException:
        if isinstance(parses, ParseWriter):
            parses.abort()
        raise


def _stream(
    augmenter: Augmenter, records: Iterator[InputRecord], out: OutputFile, lines: Lines, show_progress: bool,
    console: Console, total: int | None, counts: RunCounts, parses: ParseReader | ParseWriter | None, start: int,
) -> None:
    from ..report import progress_bar

    waiting: deque[InputRecord] = deque()
    long_notes = LongRecordNotes(console, augmenter)

    def items() -> Iterator[tuple[Any, Any, str | None]]:
        for record in records:
            waiting.append(record)
            long_notes.see(record)
            yield record.id, record.text, record.problem

    augmenter.warm_up()  # model and lexicons loaded before the heap is frozen
    saved = shown = time.monotonic()
    interrupts = Interrupts()
    with run_heap(), progress_bar(console, show_progress) as progress, interrupts.installed():
        task = progress.add_task("augment", total=total)
        for augmented in augmenter.run_items(items(), parses=parses, start=start, count=False):
            record = waiting.popleft()
            with interrupts.deferred():  # a record written is a record counted
                out.write_record(lines(record, augmented))
                counts.add(augmented)
            progress.advance(task)
            now = time.monotonic()
            if show_progress and now - shown >= REFRESH_SECONDS:
                progress.refresh()
                shown = now
            if now - saved >= CHECKPOINT_SECONDS:
                out.checkpoint()
                saved = now
        progress.refresh()


class LongRecordNotes:
    """One line for each of the first few records long enough to be parsed in pieces, as it
    is read: such a record takes a while (a minute for a megabyte), and nothing else moves."""

    SHOWN = 3

    def __init__(self, console: Console, augmenter: Augmenter) -> None:
        self.console = console
        self.parses = augmenter.needs != "text"
        self.max_chars = augmenter.max_chars
        self.seen = 0

    def see(self, record: InputRecord) -> None:
        text = record.text
        if not self.parses or record.problem or not isinstance(text, str) or not LONG_RECORD < len(text) <= self.max_chars:
            return
        self.seen += 1
        if self.seen <= self.SHOWN:
            more = "; further long records are not announced" if self.seen == self.SHOWN else ""
            self.console.print(
                f"record {record.index + 1:,} (id {record.id}) is {len(text):,} characters long: it is parsed "
                f"in pieces of about {PIECE:,} characters, which takes a while{more}",
                highlight=False, soft_wrap=True,
            )


class Interrupts:
    """Ctrl-C at once, except while a record is being written and counted: then right after.

    A checkpoint keeps the run's counts with the records written, so the two must not part;
    a long parse or rule still stops at once. Only the main thread's default handler is
    replaced (and put back).
    """

    def __init__(self) -> None:
        self._holding = False
        self._pending = False

    def _handle(self, _signum: int, _frame: Any) -> None:
        if self._holding:
            self._pending = True
            return
        raise KeyboardInterrupt

    @contextmanager
    def installed(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
            yield  # someone else handles Ctrl-C (or it is ignored): leave it to them
            return
        signal.signal(signal.SIGINT, self._handle)
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, signal.default_int_handler)

    @contextmanager
    def deferred(self) -> Iterator[None]:
        self._holding = True
        try:
            yield
        finally:
            self._holding = False
        if self._pending:
            self._pending = False
            raise KeyboardInterrupt
