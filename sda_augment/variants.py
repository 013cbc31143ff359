"""Several outputs per method and record: variant ``k`` draws from its own random source.

Variant 0 is the one output a run makes without variants (same seed string, same draws), so
asking for more never changes the first. Each further variant ``k`` draws from
``record_rng(seed, record, method, k)``. Variants are made distinct where the candidates
allow: a rule transform that lists its candidates chooses variant ``k`` among the candidates
whose text no earlier variant has (all of them once none is left); any other transform draws
again, from ``"k.1"``, ``"k.2"``, ... up to ``RETRIES`` times, while its draw repeats an
earlier variant. A method that cannot change the sentence gives the same unchanged result
``k`` times.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .analysis.document import doc_text
from .edits import render
from .reasons import ERROR
from .rng import record_rng
from .transform import AugResult, Candidate, RuleTransform, Transform, unchanged

if TYPE_CHECKING:
    from spacy.tokens import Doc

# Further draws of a variant that repeats an earlier one before it is kept as it is.
RETRIES = 4

# (transform, doc, rng) -> (result, applicable, rules): the pipeline's ``apply_transform``.
Apply = Callable[..., tuple[AugResult, bool, tuple[str, ...]]]


def more_variants(
    transform: Transform,
    doc: Doc,
    first: AugResult,
    applicable: bool,
    n: int,
    seed: int | str,
    record_id: Any,
    method: str,
    apply: Apply,
    lists_candidates: bool,
) -> tuple[AugResult, ...]:
    """``n`` results of ``method`` on ``doc``: ``first`` (variant 0) and ``n - 1`` more."""
    if n <= 1:
        return (first,)
    if not applicable and not first.changed:
        return (first,) * n
    if lists_candidates and isinstance(transform, RuleTransform):
        return _rule_variants(transform, doc, first, n, seed, record_id, method)
    found = [first]
    seen = {first.text}
    for k in range(1, n):
        result = apply(transform, doc, record_rng(seed, record_id, method, k))[0]
        retry = 0
        while result.text in seen and retry < RETRIES:
            retry += 1
            result = apply(transform, doc, record_rng(seed, record_id, method, f"{k}.{retry}"))[0]
        found.append(result)
        seen.add(result.text)
    return tuple(found)


def _rule_variants(
    transform: RuleTransform, doc: Doc, first: AugResult, n: int, seed: int | str, record_id: Any, method: str
) -> tuple[AugResult, ...]:
    """Variants of a rule transform: each chosen among the candidates no earlier variant wrote."""
    try:
        options: Sequence[Candidate] = transform.candidates(doc)
        original = doc_text(doc)
        texts = [render(original, option.edits) for option in options]
    except Exception:
        return (first,) * n
    if not options:
        return (first,) * n
    found = [first]
    seen = {first.text}
    for k in range(1, n):
        fresh = [option for option, written in zip(options, texts) if written not in seen]
        try:
            result = transform.choose(doc, fresh or options, record_rng(seed, record_id, method, k))
        except Exception as error:
            result = unchanged(doc, ERROR, {"transform": method, "error": type(error).__name__})
        found.append(result)
        seen.add(result.text)
    return tuple(found)


def variant_fields(results: Sequence[AugResult], unchanged: str = "keep") -> tuple[list[str], list[str | None]]:
    """A method's output and rules for one record with several variants, as JSONL writes them.

    Lists with one entry per variant, in order; with ``unchanged="drop"`` the variants that
    left the text unchanged are left out of both, so entries stay paired.
    """
    kept = [result for result in results if result.changed or unchanged != "drop"]
    return [result.text for result in kept], [result.rule for result in kept]
