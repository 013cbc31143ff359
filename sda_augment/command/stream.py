"""Records through the augmenter into the output: progress on the terminal, checkpoints on disk."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from rich.console import Console

from .._speed import run_heap
from ..io import InputRecord
from ..parse_cache import ParseReader, ParseWriter
from ..pipeline import Augmenter, AugRecord
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
    parses: ParseReader | ParseWriter | None = None,
    start: int = 0,
    observe: Callable[[AugRecord], None] | None = None,
) -> None:
    """Stream records through the augmenter into ``out``, checkpointing whole records;
    ``observe`` sees each augmented record (the HTML report keeps its samples).

    A parse file being written is removed when the run does not complete.
    """
    try:
        _stream(augmenter, records, out, lines, show_progress, console, total, parses, start, observe)
    except BaseException:
        if isinstance(parses, ParseWriter):
            parses.abort()
        raise


def _stream(
    augmenter: Augmenter, records: Iterator[InputRecord], out: OutputFile, lines: Lines, show_progress: bool,
    console: Console, total: int | None, parses: ParseReader | ParseWriter | None, start: int,
    observe: Callable[[AugRecord], None] | None,
) -> None:
    from ..report import progress_bar

    waiting: deque[InputRecord] = deque()

    def items() -> Iterator[tuple[Any, Any, str | None]]:
        for record in records:
            waiting.append(record)
            yield record.id, record.text, record.problem

    augmenter.warm_up()  # model and lexicons loaded before the heap is frozen
    saved = shown = time.monotonic()
    with run_heap(), progress_bar(console, show_progress) as progress:
        task = progress.add_task("augment", total=total)
        for augmented in augmenter.run_items(items(), parses=parses, start=start):
            record = waiting.popleft()
            out.write_record(lines(record, augmented))
            if observe is not None:
                observe(augmented)
            progress.advance(task)
            now = time.monotonic()
            if show_progress and now - shown >= REFRESH_SECONDS:
                progress.refresh()
                shown = now
            if now - saved >= CHECKPOINT_SECONDS:
                out.checkpoint()
                saved = now
        progress.refresh()
