"""HTML pieces shared by the report and ``--explain`` pages: escaping, edits, bar charts.

Every string that comes from a corpus, a transform or a registry passes through
:func:`esc` before it reaches the page. Pure functions: text in, markup out.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources

from ..edits import Edit, check_edits, render

# C0 control characters (but tab and line ends) shown as their Unicode control pictures:
# a browser would drop them silently, and NUL is not allowed in HTML text at all.
_CONTROLS = {code: 0x2400 + code for code in range(0x20) if chr(code) not in "\t\n\r"} | {0x7F: 0x2421}


def esc(text: object) -> str:
    """``text`` as HTML text or attribute value: ``<``, ``>``, ``&`` and both quotes escaped."""
    return html.escape(str(text), quote=True).translate(_CONTROLS)


def number(value: int) -> str:
    return f"{value:,}"


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def model_label(value: object) -> str:
    """A report's ``model`` entry as one line: "en_core_web_sm 3.8.0 (spaCy 3.8.4)"."""
    if isinstance(value, Mapping):
        text = " ".join(str(value[key]) for key in ("name", "version") if value.get(key))
        if value.get("spacy"):
            text += f" (spaCy {value['spacy']})"
        return text
    return str(value)


def asset(name: str) -> str:
    """A stylesheet or script shipped beside this module, to be inlined in a page."""
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


# --- edits ---------------------------------------------------------------------------------


def marked_edits(text: str, edits: Sequence[Edit], output: str) -> tuple[str, str] | None:
    """``text`` and ``output`` as HTML with the edits marked, or None when the edits do not
    turn ``text`` into ``output`` (a transform that gave none, or others).

    Each edit gives one element in each line, in order: in the input, ``<del>`` around the
    characters it removes (an empty ``<span class="at">`` where it only inserts); in the
    output, ``<ins>`` around the characters it puts in (an empty ``<span class="cut">``
    where it only removes). Both carry the edit's ``data-start`` and ``data-end``.
    """
    if not edits:
        return None
    try:
        ordered = check_edits(list(edits), len(text))
    except ValueError:
        return None
    if render(text, ordered) != output:
        return None
    before: list[str] = []
    after: list[str] = []
    cursor = 0
    for edit in ordered:
        kept = esc(text[cursor : edit.start])
        before.append(kept)
        after.append(kept)
        span = f'data-start="{edit.start}" data-end="{edit.end}"'
        removed = text[edit.start : edit.end]
        before.append(f"<del {span}>{esc(removed)}</del>" if removed else f'<span class="at" {span}></span>')
        after.append(f"<ins {span}>{esc(edit.text)}</ins>" if edit.text else f'<span class="cut" {span}></span>')
        cursor = edit.end
    tail = esc(text[cursor:])
    before.append(tail)
    after.append(tail)
    return "".join(before), "".join(after)


def before_after(text: str, edits: Sequence[Edit], output: str) -> str:
    """Two lines, input over output, with the edits marked; unmarked when they do not
    account for the change (then the output line says so)."""
    marked = marked_edits(text, edits, output)
    if marked is None:
        return (
            f'<div class="before">{esc(text)}</div>'
            f'<div class="after unmarked" title="the result gives no edits that produce it">{esc(output)}</div>'
        )
    before, after = marked
    return f'<div class="before">{before}</div><div class="after">{after}</div>'


# --- charts --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bar:
    """One row of a bar chart: a key (for ``data-key``), its label as HTML, its count, an
    optional count drawn behind it (a rule's applicable records) and a note."""

    key: str
    label: str
    count: int
    behind: int | None = None
    note: str = ""


def bar_chart(bars: Sequence[Bar], total: int, kind: str, empty: str) -> str:
    """Horizontal bars scaled to the largest value; each count also as a share of ``total``."""
    if not bars:
        return f'<p class="none">{esc(empty)}</p>'
    largest = max(max(bar.count, bar.behind or 0) for bar in bars) or 1
    rows = []
    for bar in bars:
        behind = ""
        if bar.behind is not None:
            behind = f'<span class="behind" style="width:{100 * bar.behind / largest:.2f}%"></span>'
        title = f"{bar.count:,} of {total:,} records ({percent(bar.count, total)})"
        if bar.behind is not None:
            title += f"; applicable on {bar.behind:,}"
        note = f'<span class="note">{esc(bar.note)}</span>' if bar.note else ""
        rows.append(
            f'<div class="bar" data-key="{esc(bar.key)}" data-count="{bar.count}" title="{esc(title)}">'
            f'<span class="label">{bar.label}{note}</span>'
            f'<span class="track">{behind}<span class="fill" style="width:{100 * bar.count / largest:.2f}%"></span></span>'
            f'<span class="count">{number(bar.count)}<small>{percent(bar.count, total)}</small></span></div>'
        )
    return f'<div class="chart {esc(kind)}">{"".join(rows)}</div>'


def coverage_bar(total: int, applicable: int, changed: int) -> str:
    """One stacked SVG bar: changed, applicable but left alone, not applicable."""
    if not total:
        return '<svg class="stack" viewBox="0 0 100 10" preserveAspectRatio="none" role="img"></svg>'
    parts = (
        ("changed", "changed", changed),
        ("idle", "applicable, left unchanged", max(0, applicable - changed)),
        ("rest", "not applicable", max(0, total - max(applicable, changed))),
    )
    shapes = []
    x = 0.0
    for name, words, count in parts:
        width = 100 * count / total
        if width > 0:
            shapes.append(
                f'<rect class="{name}" x="{x:.3f}" y="0" width="{width:.3f}" height="10">'
                f"<title>{words}: {count:,} ({percent(count, total)})</title></rect>"
            )
        x += width
    label = f"changed {percent(changed, total)}, applicable {percent(applicable, total)}"
    return (
        f'<svg class="stack" viewBox="0 0 100 10" preserveAspectRatio="none" role="img" aria-label="{esc(label)}">'
        f'{"".join(shapes)}</svg>'
    )
