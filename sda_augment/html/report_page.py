"""The run report as one self-contained HTML page: what each method did, shown.

The page is built from the run's JSON report (the counts, exactly as ``--report`` writes
them) and the samples kept while the run streamed (:mod:`.samples`): per method a coverage
bar, a bar chart of the rules that fired and one of the reasons sentences were left alone,
then per rule a sample of before/after pairs with each edit marked, and per reason a few of
the sentences. Styles and the small script are inlined; nothing is fetched.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import __version__
from ..options import show
from ..reasons import describe
from .markup import (
    Bar,
    asset,
    bar_chart,
    before_after,
    coverage_bar,
    esc,
    model_label,
    number,
    percent,
)
from .samples import ReportSamples, Sample

# Keys of the report shown in the settings list, in this order, with their labels.
SETTINGS = (
    ("input", "input"),
    ("output", "output"),
    ("seed", "seed"),
    ("model", "model"),
    ("resumed_from", "resumed after"),
)
# Keys that are counts or per-method data, shown elsewhere on the page.
NOT_SETTINGS = frozenset({"records", "bad_records", "methods", "options"})
# Shown for a record whose text is empty (or not a string).
EMPTY = '<span class="dim">(no text)</span>'


def render_report(
    data: Mapping[str, Any],
    samples: ReportSamples | None = None,
    descriptions: Mapping[str, str] | None = None,
) -> str:
    """The HTML page for a run's report ``data`` (as ``Coverage.report`` gives it, with each
    method's ``polarity``), with the examples in ``samples`` and a line about each method."""
    descriptions = descriptions or {}
    methods: Mapping[str, Mapping[str, Any]] = data.get("methods", {})
    records = int(data.get("records", 0))
    source = str(data.get("input") or "")
    heading = f"{number(records)} records" + (f" from {source}" if source else "")
    nav = "".join(f'<a href="#method-{esc(name)}">{esc(name)}</a>' for name in methods)
    bad = data.get("bad_records", {})
    if bad.get("total"):
        nav += '<a href="#bad-records">bad records</a>'
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>sda-augment report: {esc(heading)}</title>",
        f"<style>{asset('page.css')}</style></head>",
        '<body class="report">',
        f'<header><h1>sda-augment report</h1><p class="sub">{esc(heading)}</p></header>',
        '<nav><span class="links">',
        nav,
        "</span>",
        '<span class="tools"><input type="search" id="filter" placeholder="filter examples" aria-label="filter examples">',
        '<button type="button" data-toggle="open">expand all</button>',
        '<button type="button" data-toggle="close">collapse all</button></span></nav>',
        "<main>",
        _settings(data),
        _overview(methods, records),
    ]
    for name, counts in methods.items():
        parts.append(_method(name, counts, samples, descriptions.get(name, "")))
    if bad.get("total"):
        parts.append(_bad_records(bad, records, samples))
    parts += [
        "</main>",
        f'<footer>sda-augment {esc(__version__)}; examples are a seeded random sample of each rule and reason.</footer>',
        f"<script>{asset('page.js')}</script>",
        "</body></html>",
        "",
    ]
    return "\n".join(parts)


def _settings(data: Mapping[str, Any]) -> str:
    """The run's settings: input, seed, model, each method with its options, record counts."""
    rows = []
    for key, label in SETTINGS:
        if data.get(key) not in (None, ""):
            rows.append((label, esc(model_label(data[key]) if key == "model" else data[key])))
    for key, value in data.items():
        if key not in NOT_SETTINGS and key not in dict(SETTINGS) and value not in (None, "") and not isinstance(value, dict):
            rows.append((key.replace("_", " "), esc(show(value))))
    options = data.get("options", {})
    for name, counts in data.get("methods", {}).items():
        given = options.get(name, {})
        written = " ".join(f"{esc(key)}=<code>{esc(show(value))}</code>" for key, value in given.items())
        written = written or '<span class="dim">no options</span>'
        polarity = esc(counts.get("polarity", ""))
        rows.append((f"method {name}", f'<code>{esc(name)}</code> <span class="pol">{polarity}</span> {written}'))
    records = int(data.get("records", 0))
    bad = data.get("bad_records", {})
    rows.append(("records", number(records)))
    rows.append(("bad records", f"{number(int(bad.get('total', 0)))} ({percent(int(bad.get('total', 0)), records)})"))
    items = "".join(f"<dt>{esc(label)}</dt><dd>{value}</dd>" for label, value in rows)
    return f'<section id="settings"><h2>Run</h2><dl class="settings">{items}</dl></section>'


def _overview(methods: Mapping[str, Mapping[str, Any]], records: int) -> str:
    rows = []
    for name, counts in methods.items():
        total, applicable, changed = int(counts["total"]), int(counts["applicable"]), int(counts["changed"])
        rows.append(
            f'<tr data-method="{esc(name)}"><th><a href="#method-{esc(name)}">{esc(name)}</a></th>'
            f'<td class="pol">{esc(counts.get("polarity", ""))}</td>'
            f'<td class="num">{number(applicable)}</td><td class="num">{number(changed)}</td>'
            f'<td class="num">{percent(changed, total)}</td><td class="wide">{coverage_bar(total, applicable, changed)}</td></tr>'
        )
    head = (
        "<tr><th>method</th><th>polarity</th><th>applicable</th><th>changed</th><th>coverage</th>"
        '<th class="wide"><span class="key changed"></span>changed <span class="key idle"></span>applicable, left unchanged '
        '<span class="key rest"></span>not applicable</th></tr>'
    )
    return (
        f'<section id="overview"><h2>Coverage over {number(records)} records</h2>'
        f'<table class="overview"><thead>{head}</thead><tbody>{"".join(rows)}</tbody></table></section>'
    )


def _rule_names(counts: Mapping[str, Any]) -> list[str]:
    """Every rule that fired or could have, most changed first (as the JSON lists them)."""
    return list(dict.fromkeys([*counts.get("rule_applicable", {}), *counts.get("rules", {})]))


def _reason_label(code: str, text: str) -> str:
    """``code`` and its message; an unregistered reason is its own message, shown once."""
    if text == code:
        return f"<span>{esc(text)}</span>"
    return f"<code>{esc(code)}</code> <span>{esc(text)}</span>"


def _method(name: str, counts: Mapping[str, Any], samples: ReportSamples | None, description: str) -> str:
    total, applicable, changed = int(counts["total"]), int(counts["applicable"]), int(counts["changed"])
    fired: Mapping[str, int] = counts.get("rules", {})
    could: Mapping[str, int] = counts.get("rule_applicable", {})
    skipped: Mapping[str, Mapping[str, Any]] = counts.get("skipped", {})
    rule_bars = [
        Bar(rule, f"<code>{esc(rule)}</code>", int(fired.get(rule, 0)), int(could[rule]) if rule in could else None)
        for rule in _rule_names(counts)
    ]
    reason_bars = [
        Bar(code, _reason_label(code, str(entry.get("message", code))), int(entry["count"]))
        for code, entry in skipped.items()
    ]
    about = f'<p class="about">{esc(description)}</p>' if description else ""
    parts = [
        (
            f'<section class="method" id="method-{esc(name)}" data-method="{esc(name)}" data-total="{total}" '
            f'data-applicable="{applicable}" data-changed="{changed}">'
        ),
        f'<h2>{esc(name)} <span class="pol">{esc(counts.get("polarity", ""))}</span></h2>{about}',
        (
            f'<p class="figures-line">changed <b>{number(changed)}</b> of {number(total)} records '
            f"({percent(changed, total)}); applicable on {number(applicable)} ({percent(applicable, total)})</p>"
        ),
        coverage_bar(total, applicable, changed),
        _variants_line(counts.get("variants")),
        '<div class="charts">',
        f'<div><h3>Rules fired</h3>{bar_chart(rule_bars, total, "rules", "no rule fired")}</div>',
        f'<div><h3>Left unchanged, why</h3>{bar_chart(reason_bars, total, "reasons", "every record changed")}</div>',
        "</div>",
    ]
    details: Mapping[str, int] = counts.get("details", {})
    if details:
        cells = "".join(f"<li><code>{esc(key)}</code> {number(int(value))}</li>" for key, value in details.items())
        parts.append(f'<p class="details-line">details of the changes:</p><ul class="inline">{cells}</ul>')
    if samples is not None:
        parts.append(_rule_examples(name, rule_bars, samples))
        parts.append(_reason_examples(name, skipped, samples))
    parts.append("</section>")
    return "\n".join(parts)


def _variants_line(variants: Mapping[str, Any] | None) -> str:
    """With several variants per record: how many distinct outputs the method gave."""
    if not variants:
        return ""
    by_count = ", ".join(f"{number(int(n))} with {k}" for k, n in variants.get("records_by_distinct", {}).items())
    return (
        f'<p class="figures-line variants-line">{int(variants["per_record"])} variants per record: '
        f'<b>{number(int(variants.get("distinct", 0)))}</b> distinct changed outputs, '
        f'{float(variants.get("mean_distinct", 0.0)):.2f} a record (records by distinct outputs: {esc(by_count)})</p>'
    )


def _rule_examples(method: str, bars: list[Bar], samples: ReportSamples) -> str:
    blocks = []
    for bar in bars:
        if not bar.count:
            continue
        chosen = samples.for_rule(method, bar.key)
        items = "".join(_changed_sample(sample) for sample in chosen)
        blocks.append(
            f'<details class="rule" data-rule="{esc(bar.key)}" open><summary><code>{esc(bar.key)}</code> '
            f'<span class="dim">{_shown(len(chosen), bar.count)}</span></summary><ol class="samples">{items}</ol></details>'
        )
    if not blocks:
        return ""
    return f'<h3>Before and after, per rule</h3>{"".join(blocks)}'


def _reason_examples(method: str, skipped: Mapping[str, Mapping[str, Any]], samples: ReportSamples) -> str:
    blocks = []
    for code, entry in skipped.items():
        count = int(entry["count"])
        chosen = samples.for_reason(method, code)
        items = "".join(_unchanged_sample(sample, code) for sample in chosen)
        filled = entry.get("details", {})
        more = "".join(f"<li>{esc(text)} ({number(int(n))})</li>" for text, n in filled.items())
        listed = f'<ul class="filled">{more}</ul>' if more else ""
        blocks.append(
            f'<details class="reason" data-code="{esc(code)}"><summary>{_reason_label(code, str(entry.get("message", code)))} '
            f'<span class="dim">{_shown(len(chosen), count)}</span></summary>{listed}<ol class="samples">{items}</ol></details>'
        )
    if not blocks:
        return ""
    return f'<h3>Left unchanged, per reason</h3>{"".join(blocks)}'


def _shown(kept: int, count: int) -> str:
    if kept >= count:
        return f"{number(count)} records, all shown" if count != 1 else "1 record"
    return f"{number(count)} records, {number(kept)} shown"


def _changed_sample(sample: Sample) -> str:
    lines = "".join(
        f'<div class="pair" data-rule="{esc(result.rule or "")}">{before_after(sample.text, result.edits, result.text)}</div>'
        for result in sample.results
    )
    return f'<li class="sample" data-id="{esc(sample.record_id)}"><span class="rid">#{esc(sample.record_id)}</span>{lines}</li>'


def _unchanged_sample(sample: Sample, code: str) -> str:
    why = ""
    for result in sample.results:
        text = describe(code, result.info)
        if result.info and text != describe(code):
            why = f'<span class="why">{esc(text)}</span>'
    return (
        f'<li class="sample" data-id="{esc(sample.record_id)}"><span class="rid">#{esc(sample.record_id)}</span>'
        f'<div class="text">{esc(sample.text) or EMPTY}</div>{why}</li>'
    )


def _bad_records(bad: Mapping[str, Any], records: int, samples: ReportSamples | None) -> str:
    reasons: Mapping[str, Mapping[str, Any]] = bad.get("reasons", {})
    bars = [Bar(code, _reason_label(code, str(entry.get("message", code))), int(entry["count"])) for code, entry in reasons.items()]
    blocks = []
    if samples is not None:
        for code, entry in reasons.items():
            chosen = samples.for_bad(code)
            items = "".join(_unchanged_sample(sample, code) for sample in chosen)
            blocks.append(
                f'<details class="bad" data-code="{esc(code)}"><summary>{_reason_label(code, str(entry.get("message", code)))} '
                f'<span class="dim">{_shown(len(chosen), int(entry["count"]))}</span></summary><ol class="samples">{items}</ol></details>'
            )
    total = int(bad.get("total", 0))
    return (
        f'<section id="bad-records" data-total="{total}"><h2>Bad records</h2>'
        f"<p>{number(total)} of {number(records)} records could not be parsed and passed through unchanged.</p>"
        f'{bar_chart(bars, records, "bad", "none")}{"".join(blocks)}</section>'
    )
