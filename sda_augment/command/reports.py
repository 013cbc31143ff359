"""The reports of a run: ``--report`` (JSON), ``--report-html`` and the table on stderr.

The counts are :class:`~sda_augment.coverage.Coverage`'s; this module only writes them.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import click
from rich.console import Console

from ..coverage import Coverage
from ..outputs import OutputError, OutputTarget, output_target, refuse_overlaps, write_output

if TYPE_CHECKING:
    from ..html import ReportSamples
    from ..transform import Transform


def output_targets(input_path: str, output: str, report_path: str | None, html_path: str | None) -> dict[str, OutputTarget]:
    """Each output option's target, checked before any work: none replaces the input or another."""
    targets = {"-o": output_target(output)}
    if report_path:
        targets["--report"] = output_target(report_path)
    if html_path:
        targets["--report-html"] = output_target(html_path)
    refuse_overlaps(input_path, targets)
    return targets


def write_file(target: OutputTarget, data: bytes, what: str) -> None:
    """Write a report whole (see :func:`~sda_augment.outputs.write_output`); a failure is one line."""
    try:
        write_output(target, data, what)
    except OutputError as error:
        raise click.ClickException(str(error)) from None


def write_html_page(path: str, page: str) -> None:
    """An HTML page written as any report is, to a path not resolved before the run."""
    try:
        target = output_target(path)
    except OutputError as error:
        raise click.ClickException(str(error)) from None
    write_file(target, page.encode("utf-8"), "the HTML report")


def write_reports(
    targets: Mapping[str, OutputTarget],
    coverage: Coverage,
    transforms: Mapping[str, Transform],
    samples: ReportSamples | None,
    **about: Any,
) -> None:
    """Write the ``--report`` JSON and the ``--report-html`` page that ``targets`` ask for:
    the counts of ``coverage`` with each method's polarity, and ``about`` the run (input,
    output, seed, options, model ...)."""
    if "--report" not in targets and "--report-html" not in targets:
        return
    polarity = {name: transform.polarity for name, transform in transforms.items()}
    data = coverage.report(polarity, **about)
    if "--report" in targets:
        write_file(targets["--report"], (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8"), "the report")
    if "--report-html" in targets:
        from ..html import descriptions, render_report

        page = render_report(data, samples, descriptions(transforms))
        write_file(targets["--report-html"], page.encode("utf-8"), "the HTML report")


def print_coverage(console: Console, coverage: Coverage, transforms: Mapping[str, Transform]) -> None:
    """The coverage table on ``console`` (stderr)."""
    from ..report import coverage_table

    console.print(coverage_table(coverage, {name: transform.polarity for name, transform in transforms.items()}))
