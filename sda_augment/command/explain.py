"""``--explain``: one sentence's parse and what each transform does to it, and why."""

from __future__ import annotations

from typing import Any

import click
from rich.console import Console

from ..analysis.document import doc_text
from ..edits import render
from ..model import ModelNotFoundError, load_nlp, model_info
from ..pipeline import record_rng
from ..registry import available
from ..transform import RuleTransform, Transform
from .reports import write_html_page


def explain(
    sentence: str,
    transforms: dict[str, Transform] | None,
    model: str | None,
    seed: int,
    config: dict[str, dict[str, Any]],
    html_path: str | None = None,
    lang: str = "en",
) -> int:
    """Print the parse and each transform's result (record id 0, as the first input line),
    and write them as an HTML page to ``html_path`` when given.

    Without chosen methods every registered transform is shown, with its ``--config``
    options; one that cannot be built here (say, its lexicon is not installed) is listed
    with the reason.
    """
    from ..pipeline import apply_transform
    from ..reasons import UNAVAILABLE
    from ..report import explanation
    from ..transform import AugResult, Candidate

    broken: dict[str, tuple[str, str]] = {}
    if transforms is None:
        transforms = {}
        for item in available(None if lang == "en" else lang):
            try:
                transforms[item.name] = item.factory(**config.get(item.name, {}))
            except Exception as error:
                broken[item.name] = (item.polarity, str(error))

    try:
        nlp = load_nlp(model if model is not None or lang == "en" else lang)
    except ModelNotFoundError as error:
        raise click.ClickException(str(error)) from None
    doc = nlp(sentence)
    rows = []
    for name, transform in transforms.items():
        result, _, _ = apply_transform(transform, doc, record_rng(seed, 0, name))
        candidates: list[Candidate] = []
        if isinstance(transform, RuleTransform):
            try:
                candidates = list(transform.candidates(doc))
            except Exception:
                candidates = []
        rows.append((name, transform.polarity, result, candidates))
    for name, (polarity, error) in broken.items():
        rows.append((name, polarity, AugResult(doc_text(doc), None, (), UNAVAILABLE, {"error": error}), []))
    text = doc_text(doc)
    shown = [
        (name, polarity, result, [(option.rule, render(text, option.edits)) for option in options])
        for name, polarity, result, options in rows
    ]
    Console(highlight=False, soft_wrap=True).print(explanation(doc, shown))
    if html_path:
        from ..html import Explained, render_explanation

        page = render_explanation(doc, [Explained(*row) for row in rows], {"seed": seed, "model": model_info(nlp)})
        write_html_page(html_path, page)
    return 0
