"""A corpus run from start to end: input, augmenter, output, reports."""

from __future__ import annotations

import os
import sys
from itertools import islice
from typing import Any

import click
from rich.console import Console

from ..coverage import Coverage, reason_rows
from ..inputs import read_input
from ..io import (
    InputError,
    InputRecord,
    count_records,
    csv_text,
    input_encoding,
    is_regular_file,
    jsonl_lines,
)
from ..model import ModelNotFoundError, model_info
from ..outputs import OutputError
from ..parse_cache import ParseCacheError
from ..pipeline import Augmenter, AugRecord
from ..reasons import INVALID_UTF8, NUL_CHARACTER, UNDECODABLE
from ..registry import options_in_force
from ..report import reason_label
from .counts import RunCounts
from .output_file import OutputFile, ResumeError
from .parses import commit_parses, parse_file
from .reports import output_targets, print_coverage, write_reports
from .settings import RunSettings, recorded
from .stream import stream

PROG = "sda-augment"
# More bad records than this share of a run's records is said on stderr, even with -q.
BAD_SHARE = 0.01


def stderr_console() -> Console:
    """The console for progress, notes and the coverage table; logs get room for the skip reasons."""
    console = Console(stderr=True, highlight=False)
    if not console.is_terminal:
        console = Console(stderr=True, highlight=False, width=120)
    return console


def run_corpus(settings: RunSettings) -> int:
    """Augment ``settings.input_path`` into the output; the exit status (0, or 130 when interrupted)."""
    layout = settings.layout
    mode = settings.unchanged_mode
    try:
        # A stream (stdin, a FIFO) is sniffed as it is read, never opened twice.
        decoding = input_encoding(settings.input_path, settings.encoding) if is_regular_file(settings.input_path) else None
        records = read_input(settings.input_path, settings.input_format, text_field=settings.text_field,
                             column=settings.column, limit=settings.limit, encoding=settings.encoding)
        targets = output_targets(settings.input_path, settings.output, settings.report_path, settings.html_path)
        augmenter = Augmenter(
            settings.transforms, seed=settings.seed, model=settings.model, batch_size=settings.batch_size,
            n_process=settings.n_process, max_chars=settings.max_chars, n=settings.variants, lang=settings.lang,
        )
    except (InputError, ModelNotFoundError, OutputError) as error:
        raise click.ClickException(str(error)) from None
    header = csv_text([layout.header]) if layout else ""
    in_force = {name: options_in_force(transform, settings.given[name]) for name, transform in augmenter.transforms.items()}
    try:
        out = OutputFile(targets["-o"], resume=settings.resume, restart=settings.restart, header=header,
                         settings=recorded(settings, in_force))
    except (ResumeError, OutputError) as error:
        raise click.ClickException(str(error)) from None
    except OSError as error:
        raise click.ClickException(f"cannot write {settings.output}: {error.strerror}") from None
    output = settings.output
    stderr = stderr_console()
    samples = None
    if settings.html_path:
        from ..html import ReportSamples

        samples = ReportSamples(settings.seed, settings.html_samples)
    counts = RunCounts.restore(out.resumed_state, samples)

    def about(resumed_from: int) -> dict[str, Any]:
        return {"input": settings.input_path, "output": output, "seed": settings.seed, "resumed_from": resumed_from,
                "options": in_force, "model": model_info(augmenter.nlp)}

    if out.already_complete:
        stderr.print(f"{output} is already complete; nothing to resume")
        if counts.records:  # its run record kept the counts: the reports are those of the whole output
            write_reports(targets, counts.coverage, augmenter.transforms, counts.samples, **about(counts.records))
        return 0
    if decoding is not None and decoding.mark:
        click.echo(f"reading {settings.input_path} as {decoding.mark}: it starts with that byte-order mark", err=True)
    if out.discarded:
        click.echo(f"{PROG}: discarded {out.partial} ({out.discarded:,} records of an interrupted run); "
                   "starting from the first record", err=True)
    resumed_from = out.done_records
    if out.resumed:
        click.echo(f"resuming {output}: {resumed_from:,} records were done (in {out.partial})", err=True)
        if counts.records != resumed_from:
            click.echo(f"{PROG}: warning: {out.partial} kept no counts of its records; "
                       f"the report counts the records from {resumed_from + 1:,} on", err=True)
    elif settings.resume:
        click.echo(f"no partial output of {output} to resume; starting from the first record", err=True)
    parses = None
    try:  # from here on, an interruption keeps what is complete for --resume
        if settings.limit is not None:
            records = islice(records, settings.limit)
        records = islice(records, resumed_from, None)
        parses = parse_file(settings, augmenter, resumed_from, stderr)

        def lines(record: InputRecord, augmented: AugRecord) -> list[str]:
            if layout is None:
                return jsonl_lines(record, augmented, mode)
            rows = layout.rows(record, augmented, mode)
            return [csv_text(rows)] if rows else []

        # No bar when the records themselves scroll past on the same terminal.
        show_progress = not settings.quiet and stderr.is_terminal and not (output == "-" and sys.stdout.isatty())
        total = _total(settings, resumed_from) if show_progress else None
        stream(augmenter, records, out, lines, show_progress, stderr, total, counts, parses, resumed_from)
        out.commit()
    except KeyboardInterrupt:
        out.abort(keep=True)
        click.echo(f"{PROG}: interrupted{_kept(out, 'run the same command with --resume to continue')}", err=True)
        return 130
    except (InputError, ParseCacheError) as error:
        out.abort()
        raise click.ClickException(str(error)) from None
    except BrokenPipeError:
        out.abort()
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (the reader went away; say nothing more)
        return 1
    except OutputError as error:  # a full disk, say: what is complete is kept for --resume
        out.abort(keep=True)
        raise click.ClickException(f"{error}{_kept(out, 'make room, then run again with --resume')}") from None
    except BaseException:
        out.abort()
        raise
    commit_parses(parses, settings.parses_path)
    coverage = counts.coverage
    if coverage.records == 0 and resumed_from == 0:
        click.echo(f"{PROG}: warning: no records to augment in {settings.input_path}; the output has none", err=True)
    warn_bad_share(coverage, settings)
    write_reports(targets, coverage, augmenter.transforms, counts.samples, **about(resumed_from))
    if not settings.quiet and coverage.records:
        print_coverage(stderr, coverage, augmenter.transforms)
    return 0


def warn_bad_share(coverage: Coverage, settings: RunSettings) -> None:
    """One line on stderr, ``-q`` or not, when more than ``BAD_SHARE`` of the records were bad:
    a corpus read in the wrong encoding, or the wrong field, must not pass quietly."""
    bad, records = sum(coverage.bad_records.values()), coverage.records
    if not records or bad <= BAD_SHARE * records:
        return
    reasons = reason_rows(coverage.bad_records, coverage.bad_details)
    shown = "; ".join(f"{reason_label(code, text)} ({n:,})" for code, text, n in reasons[:3])
    message = (f"{PROG}: warning: {bad:,} of {records:,} records ({100 * bad / records:.1f}%) could not be augmented "
               f"and were passed through unchanged: {shown}")
    commonest = reasons[0][0]
    if commonest in (INVALID_UTF8, UNDECODABLE):
        now = f"--encoding {settings.encoding}" if settings.encoding else "UTF-8"
        message += f". Was {settings.input_path} written in another encoding than {now}? Give it with --encoding (cp1252, latin-1, ...)"
    elif commonest == NUL_CHARACTER:
        message += f". NUL characters: is {settings.input_path} in UTF-16 or UTF-32? Give it with --encoding"
    click.echo(message, err=True)


def _kept(out: OutputFile, then: str) -> str:
    """What an interrupted run kept for ``--resume``, and what to do next; empty when nothing."""
    if out.partial is None or not os.path.exists(out.partial) or not out.kept_records:
        return ""
    return f"; {out.kept_records:,} records kept in {out.partial}: {then}"


def _total(settings: RunSettings, resumed_from: int) -> int | None:
    """How many records are left to augment, for the progress bar (None for a stream)."""
    total = count_records(settings.input_path, settings.input_format, settings.encoding)
    if total is None:
        return None
    if settings.limit is not None:
        total = min(total, settings.limit)
    return max(0, total - resumed_from)
