"""Rich rendering for the command line: coverage table, transform list, parse explanation.

Kept apart from :mod:`sda_augment.coverage` so the library itself never needs a terminal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from rich.console import Console, Group
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from .coverage import Coverage, reason_rows
from .options import show
from .reasons import NO_REASON, describe
from .registry import TransformInfo
from .transform import AugResult

if TYPE_CHECKING:
    from spacy.tokens import Doc

# Skip reasons shown per method in the table; the JSON report has all of them.
TOP_REASONS = 3


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def reason_label(code: str, text: str) -> str:
    """"code: message"; just the text for an unregistered reason, which is its own message."""
    return text if text == code else f"{code}: {text}"


def coverage_table(coverage: Coverage, polarity: Mapping[str, str] | None = None) -> Table:
    """Per method: records, applicable, changed, coverage, then per rule and top skip reasons
    (code and message)."""
    polarity = polarity or {}
    bad = sum(coverage.bad_records.values())
    title = f"coverage over {coverage.records:,} records"
    if bad:
        title += f" ({bad:,} bad records passed through)"
    variants = max((counts.variants for counts in coverage.methods.values()), default=0)
    if variants > 1:
        title += f"; {variants} variants per record, counts of the first"
    table = Table(title=title, title_justify="left", show_lines=False)
    table.add_column("method / rule")
    table.add_column("applicable", justify="right")
    table.add_column("changed", justify="right")
    table.add_column("coverage", justify="right")
    if variants > 1:
        table.add_column("distinct variants", justify="right")
    table.add_column("not changed, why")
    # The distinct-variants cell, where there is that column: per method, empty per rule.
    extra = (lambda text: (text,)) if variants > 1 else (lambda text: ())
    for name, counts in coverage.methods.items():
        reasons = reason_rows(counts.skipped, counts.skipped_details)
        why = "; ".join(f"{reason_label(code, text)} ({n:,})" for code, text, n in reasons[:TOP_REASONS])
        if len(reasons) > TOP_REASONS:
            why += "; ..."
        label = Text(name, style="bold")
        if name in polarity:
            label.append(f" ({polarity[name]})", style="dim")
        table.add_row(
            label, f"{counts.applicable:,}", f"{counts.changed:,}", _percent(counts.changed, counts.total),
            *extra(f"{counts.distinct_total:,} ({counts.mean_distinct:.2f} a record)"), why,
        )
        for rule, applicable, changed in counts.rule_rows():
            table.add_row(f"  {rule}", f"{applicable:,}", f"{changed:,}", _percent(changed, counts.total), *extra(""), "")
    if bad:  # counts of records, not a coverage: under the table, not in its columns
        reasons = "; ".join(
            f"{reason_label(code, text)} ({n:,})" for code, text, n in reason_rows(coverage.bad_records, coverage.bad_details)
        )
        table.caption = Text(f"bad records passed through unchanged: {reasons}", style="red")
        table.caption_justify = "left"
    return table


def transforms_table(infos: Iterable[TransformInfo]) -> Table:
    """The registered transforms for ``--list``: what each needs from spaCy and its options.

    Each option shows the values it takes and its default (``fragments=bool (default
    false)``); a plugin's entry point is shown under its source.
    """
    table = Table(title="transforms", title_justify="left", show_lines=True)
    table.add_column("name", style="bold")
    table.add_column("polarity")
    table.add_column("needs")
    table.add_column("options", overflow="fold")
    table.add_column("description / source")
    for item in infos:
        options = "\n".join(f"{option.name}={option.label} (default {show(option.default) or 'empty'})" for option in item.options)
        about = Text(item.description)
        for line in (item.source, "" if item.builtin else f"plugin: {item.origin}"):
            if line:
                about.append("\n" + line, style="dim")
        table.add_row(Text(item.name), item.polarity, item.needs, Text(options or "-"), about)
    return table


def parse_table(doc: Doc) -> Table:
    """Tokens with their tag, part of speech, dependency and head, for ``--explain``."""
    table = Table(title="parse", title_justify="left")
    for column in ("i", "token", "lemma", "pos", "tag", "dep", "head"):
        table.add_column(column, justify="right" if column == "i" else "left")
    for token in doc:
        head = "ROOT" if token.head.i == token.i else f"{token.head.i} {token.head.text}"
        table.add_row(str(token.i), token.text, token.lemma_, token.pos_, token.tag_, token.dep_, head)
    return table


def explanation(
    doc: Doc,
    rows: Iterable[tuple[str, str, AugResult, list[tuple[str, str]]]],
) -> Group:
    """The parse, then per transform its result with the rule (or why not: code and message)
    and all candidates.

    ``rows`` are (name, polarity, result, [(rule, candidate text), ...]). Results are plain
    lines, not table cells, so long sentences stay whole and easy to copy.
    """
    parts: list = [parse_table(doc), Text("transforms", style="italic")]
    for name, polarity, result, candidates in rows:
        line = Text()
        line.append(name, style="bold")
        line.append(f" ({polarity}) ", style="dim")
        if result.changed:
            line.append(result.rule or "", style="green")
            line.append("\n    " + result.text)
        else:
            line.append("unchanged: ", style="yellow")
            reason = result.reason or NO_REASON
            line.append(reason_label(reason, describe(reason, result.info)))
        for rule, text in candidates:
            line.append(f"\n    candidate {rule}: {text}", style="dim")
        parts.append(line)
    return Group(*parts)


class RateColumn(ProgressColumn):
    """Records per second."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:,.0f} rec/s" if speed else "- rec/s", style="cyan")


def progress_bar(console: Console, enabled: bool) -> Progress:
    """A progress bar with records/s and ETA; no refresh thread (safe to fork workers)."""
    return Progress(
        TextColumn("augmenting"),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeRemainingColumn(),
        console=console,
        auto_refresh=False,
        disable=not enabled,
        transient=False,
    )
