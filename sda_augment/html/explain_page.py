"""``--explain`` as an HTML page: the parse drawn by displaCy and what each transform did.

displaCy (part of spaCy) draws the dependency parse as inline SVG, offline. Below it, per
transform: its result with the edits marked, or the reason it left the sentence alone, and
every candidate a rule-based transform could choose from, the chosen one marked.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..analysis.document import doc_text
from ..edits import render
from ..reasons import NO_REASON, describe
from ..transform import AugResult, Candidate
from .markup import asset, before_after, esc, model_label

if TYPE_CHECKING:
    from spacy.tokens import Doc


@dataclass(frozen=True)
class Explained:
    """One transform on the sentence: its result and the candidates it chose from."""

    name: str
    polarity: str
    result: AugResult
    candidates: Sequence[Candidate] = ()


def dependency_svg(doc: Doc) -> str:
    """displaCy's drawing of ``doc``'s dependency parse, as inline SVG."""
    from spacy import displacy

    return displacy.render(doc, style="dep", page=False, jupyter=False, options={"compact": True, "distance": 120})


def render_explanation(doc: Doc, rows: Iterable[Explained], settings: Mapping[str, Any] | None = None) -> str:
    """The page for one sentence: parse drawing, token table, then each transform's result,
    candidates and skip reason. ``settings`` (seed, model) are listed under the sentence."""
    text = doc_text(doc)
    settings = settings or {}
    facts = " · ".join(
        f"{esc(key)} <code>{esc(model_label(value) if key == 'model' else value)}</code>"
        for key, value in settings.items()
        if value not in (None, "")
    )
    cards = "\n".join(_card(text, row) for row in rows)
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>sda-augment --explain: {esc(text)}</title>",
            f"<style>{asset('page.css')}</style></head>",
            '<body class="explain">',
            f'<header><h1>sda-augment --explain</h1><p class="sentence">{esc(text)}</p><p class="sub">{facts}</p></header>',
            "<main>",
            f'<section id="parse"><h2>Parse</h2><div class="displacy">{dependency_svg(doc)}</div>{_token_table(doc)}</section>',
            f'<section id="transforms"><h2>Transforms</h2>{cards}</section>',
            "</main>",
            f"<footer>sda-augment {esc(__version__)}</footer>",
            f"<script>{asset('page.js')}</script>",
            "</body></html>",
            "",
        ]
    )


def _token_table(doc: Doc) -> str:
    rows = []
    for token in doc:
        head = "ROOT" if token.head.i == token.i else f"{token.head.i} {token.head.text}"
        cells = (token.i, token.text, token.lemma_, token.pos_, token.tag_, token.dep_, head)
        rows.append("<tr>" + "".join(f"<td>{esc(cell)}</td>" for cell in cells) + "</tr>")
    head = "".join(f"<th>{name}</th>" for name in ("i", "token", "lemma", "pos", "tag", "dep", "head"))
    return f'<details class="tokens"><summary>tokens</summary><table class="tokens"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></details>'


def _is_chosen(candidate: Candidate, result: AugResult) -> bool:
    return result.changed and candidate.rule == result.rule and tuple(candidate.edits) == tuple(result.edits)


def _card(text: str, row: Explained) -> str:
    result = row.result
    if result.changed:
        outcome = f'<p class="outcome changed">changed by <code>{esc(result.rule)}</code></p>'
        outcome += f'<div class="pair">{before_after(text, result.edits, result.text)}</div>'
    else:
        reason = result.reason or NO_REASON
        outcome = (
            f'<p class="outcome unchanged" data-code="{esc(reason)}">unchanged: <code>{esc(reason)}</code> '
            f"{esc(describe(reason, result.info))}</p>"
        )
    items = []
    for candidate in row.candidates:
        chosen = _is_chosen(candidate, result)
        output = _rendered(text, candidate)
        badge = ' <span class="badge">chosen</span>' if chosen else ""
        items.append(
            f'<li class="candidate{" chosen" if chosen else ""}" data-rule="{esc(candidate.rule)}"><div><code>{esc(candidate.rule)}</code>{badge}</div>'
            f'<div class="pair">{before_after(text, candidate.edits, output)}</div></li>'
        )
    listed = f'<h4>{len(items)} candidate{"s" if len(items) != 1 else ""}</h4><ol class="candidates">{"".join(items)}</ol>' if items else ""
    return (
        f'<article class="transform" data-method="{esc(row.name)}" data-changed="{str(result.changed).lower()}">'
        f'<h3>{esc(row.name)} <span class="pol">{esc(row.polarity)}</span></h3>{outcome}{listed}</article>'
    )


def _rendered(text: str, candidate: Candidate) -> str:
    try:
        return render(text, candidate.edits)
    except ValueError:
        return text
