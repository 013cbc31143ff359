"""A run's settings: the options of ``sda-augment`` checked together, before any work.

:func:`check_usage` refuses combinations that cannot run (one line, exit status 2);
:func:`recorded` is what the output file keeps of them, so that ``--resume`` continues a
run only with the settings it was made with.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import click

from ..encodings import check_encoding
from ..exports import Export, ExportError, export_layout
from ..io import OUTPUT_EXTENSIONS
from ..pipeline import DEFAULT_MAX_CHARS
from ..transform import Transform
from .methods import Chosen


@dataclass(frozen=True)
class RunSettings:
    """Everything one corpus run was asked to do, as the command line gave it."""

    input_path: str
    positives: Chosen = field(default_factory=Chosen)
    negatives: Chosen = field(default_factory=Chosen)
    output: str = "-"
    output_format: str = "jsonl"
    unchanged: str | None = None
    report_path: str | None = None
    html_path: str | None = None
    html_samples: int = 10
    seed: int = 0
    variants: int = 1
    n_process: int = 1
    batch_size: int = 256
    model: str | None = None
    lang: str = "en"
    limit: int | None = None
    text_field: str = "text"
    column: str | None = None
    input_format: str | None = None
    encoding: str | None = None
    max_chars: int = DEFAULT_MAX_CHARS
    resume: bool = False
    restart: bool = False
    parses_path: str | None = None
    quiet: bool = False
    id_column: bool = False

    @property
    def transforms(self) -> dict[str, Transform]:
        """Every chosen transform, positives first."""
        return {**self.positives.transforms, **self.negatives.transforms}

    @property
    def given(self) -> dict[str, dict[str, Any]]:
        """The options each transform was given."""
        return {**self.positives.given, **self.negatives.given}

    @property
    def layout(self) -> Export | None:
        """The columns and rows of a csv output (None for JSONL); see :mod:`sda_augment.exports`."""
        return export_layout(
            self.output_format, self.positives.transforms, self.negatives.transforms, self.seed, self.id_column
        )

    @property
    def unchanged_mode(self) -> str:
        """``--unchanged``, or its default for the format: ``self`` for simcse-csv, else ``keep``."""
        layout = self.layout
        return self.unchanged or (layout.default_unchanged if layout else "keep")


def output_format(output: str, given: str | None) -> str:
    """The output format: ``--format`` if given, else the one the output's extension names
    (``.jsonl``, ``.csv``), else JSONL.

    An extension that names another format than ``--format`` is a usage error: a ``.csv``
    holding JSON lines, or the other way round, is a trap for whoever reads it next.
    """
    suffix = "" if output == "-" else os.path.splitext(output)[1].lower()
    formats = OUTPUT_EXTENSIONS.get(suffix, ())
    if given is None:
        return formats[0] if formats else "jsonl"
    if formats and given not in formats:
        raise click.UsageError(
            f"-o {output} names a {suffix} file, but --format {given} writes "
            f"{'JSON lines' if given == 'jsonl' else 'CSV'}: change the extension or --format"
        )
    return given


def check_usage(settings: RunSettings, html_samples_given: bool = False) -> None:
    """Refuse option combinations that cannot run, with one line naming what to change."""
    if settings.resume and settings.restart:
        raise click.UsageError("--resume continues a partial output and --restart discards it: give one or the other")
    if settings.html_path is None and html_samples_given:
        raise click.UsageError("--html-samples sets the examples of --report-html: give --report-html PATH too")
    if not settings.transforms:
        raise click.UsageError("give at least one --method or --negative (see --list)")
    if settings.parses_path is not None and settings.input_path == "-":
        raise click.UsageError("--parses needs an input file, not stdin (its content is part of the parse file's fingerprint)")
    if settings.encoding is not None:
        try:
            check_encoding(settings.encoding)
        except ValueError as error:
            raise click.UsageError(f"--encoding: {error}") from None
    if settings.id_column and not settings.output_format.endswith("-csv"):
        raise click.UsageError("--id-column adds an id column to csv rows; JSONL records carry their id already")
    try:  # a csv export refuses methods that cannot fill its columns (a meaning-altering sent1)
        export_layout(settings.output_format, settings.positives.transforms, settings.negatives.transforms)
    except ExportError as error:
        raise click.UsageError(str(error)) from None


def recorded(settings: RunSettings, in_force: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """What the output keeps of its settings: a ``--resume`` with others is refused.

    ``in_force`` holds every option of each transform with its value (defaults included),
    so a default that changed between versions is a change of settings too.
    """
    kept: dict[str, Any] = {
        "input": os.path.abspath(settings.input_path) if settings.input_path != "-" else "-",
        "methods": list(settings.positives.transforms),
        "negative": list(settings.negatives.transforms),
        "options": in_force,
        "format": settings.output_format,
        "unchanged": settings.unchanged_mode,
        "seed": settings.seed,
        "field": settings.text_field,
        "column": settings.column,
        "model": settings.model,
        "limit": settings.limit,
        "max_chars": settings.max_chars,
    }
    # Settings added since outputs were first resumable are kept only when used, so a partial
    # output made before them still resumes.
    if settings.variants > 1:
        kept["variants"] = settings.variants
    if settings.id_column:
        kept["id_column"] = True
    if settings.encoding:
        kept["encoding"] = settings.encoding
    if settings.lang != "en":
        kept["lang"] = settings.lang
    return kept
