"""A corpus run from start to end: input, augmenter, output, reports."""

from __future__ import annotations

import os
import sys
from itertools import islice

import click
from rich.console import Console

from ..inputs import read_input
from ..io import InputError, InputRecord, count_records, csv_text, jsonl_lines, simcse_rows
from ..model import ModelNotFoundError, model_info
from ..outputs import OutputError
from ..parse_cache import ParseCacheError
from ..pipeline import Augmenter, AugRecord
from ..registry import options_in_force
from .output_file import OutputFile, ResumeError
from .parses import commit_parses, parse_file
from .reports import output_targets, print_coverage, write_reports
from .settings import RunSettings, recorded
from .stream import stream

PROG = "sda-augment"


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
        records = read_input(settings.input_path, settings.input_format, text_field=settings.text_field,
                             column=settings.column, limit=settings.limit)
        targets = output_targets(settings.input_path, settings.output, settings.report_path, settings.html_path)
        augmenter = Augmenter(
            settings.transforms, seed=settings.seed, model=settings.model, batch_size=settings.batch_size,
            n_process=settings.n_process, max_chars=settings.max_chars, n=settings.variants,
        )
    except (InputError, ModelNotFoundError, OutputError) as error:
        raise click.ClickException(str(error)) from None
    header = csv_text([layout.header]) if layout else ""
    given = settings.given
    in_force = {name: options_in_force(transform, given[name]) for name, transform in augmenter.transforms.items()}
    try:
        out = OutputFile(targets["-o"], resume=settings.resume, header=header, settings=recorded(settings, in_force))
    except (ResumeError, OutputError) as error:
        raise click.ClickException(str(error)) from None
    except OSError as error:
        raise click.ClickException(f"cannot write {settings.output}: {error.strerror}") from None
    output = settings.output
    parses = None
    try:  # from here on, an interruption removes (or keeps, for --resume) the partial output
        stderr = stderr_console()
        if out.already_complete:
            stderr.print(f"{output} is already complete; nothing to resume")
            return 0
        resumed_from = out.done_records
        if out.resumed:
            click.echo(f"resuming {output}: {resumed_from:,} records were done (in {out.partial})", err=True)
        elif settings.resume:
            click.echo(f"no partial output of {output} to resume; starting from the first record", err=True)
        if settings.limit is not None:
            records = islice(records, settings.limit)
        records = islice(records, resumed_from, None)
        parses = parse_file(settings, augmenter, resumed_from, stderr)

        def lines(record: InputRecord, augmented: AugRecord) -> list[str]:
            if layout is None:
                return jsonl_lines(record, augmented, mode)
            rows = simcse_rows(layout, record, augmented, mode)
            return [csv_text(rows)] if rows else []

        # No bar when the records themselves scroll past on the same terminal.
        show_progress = not settings.quiet and stderr.is_terminal and not (output == "-" and sys.stdout.isatty())
        total = _total(settings, resumed_from) if show_progress else None
        samples = None
        if settings.html_path:
            from ..html import ReportSamples

            samples = ReportSamples(settings.seed, settings.html_samples)
        stream(augmenter, records, out, lines, show_progress, stderr, total, parses, resumed_from,
               samples.add if samples else None)
        out.commit()
    except KeyboardInterrupt:
        out.abort()
        kept = f"; {out.done_records:,} records kept in {out.partial} for --resume" if settings.resume and out.partial else ""
        click.echo(f"{PROG}: interrupted{kept}", err=True)
        return 130
    except (InputError, ParseCacheError) as error:
        out.abort()
        raise click.ClickException(str(error)) from None
    except BrokenPipeError:
        out.abort()
        sys.stdout = open(os.devnull, "w")  # the reader went away; say nothing more
        return 1
    except OutputError as error:  # a full disk, say: what is complete is kept for --resume
        out.abort(keep=True)
        kept = (f"; {out.done_records:,} records kept in {out.partial}: make room, then run again with --resume"
                if out.partial and out.done_records else "")
        raise click.ClickException(f"{error}{kept}") from None
    except BaseException:
        out.abort()
        raise
    commit_parses(parses, settings.parses_path)
    coverage = augmenter.coverage
    if coverage.records == 0 and resumed_from == 0:
        click.echo(f"{PROG}: warning: no records to augment in {settings.input_path}; the output has none", err=True)
    write_reports(
        targets, coverage, augmenter.transforms, samples,
        input=settings.input_path, output=output, seed=settings.seed, resumed_from=resumed_from,
        options=in_force, model=model_info(augmenter.nlp),
    )
    if not settings.quiet and coverage.records:
        print_coverage(stderr, coverage, augmenter.transforms)
    return 0


def _total(settings: RunSettings, resumed_from: int) -> int | None:
    """How many records are left to augment, for the progress bar (None for a stream)."""
    total = count_records(settings.input_path, settings.input_format)
    if total is None:
        return None
    if settings.limit is not None:
        total = min(total, settings.limit)
    return max(0, total - resumed_from)
