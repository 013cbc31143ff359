"""A batch function for distributed engines (Hugging Face datasets, Ray Data, Spark).

``augment_batch`` takes and returns a column dict, the shape ``Dataset.map(batched=True)``
and ``map_batches(batch_format="pandas"/"numpy")`` adapters expect. The spaCy pipeline
and transforms are built once per worker process and reused across batches. Each record
is augmented with ``record_rng(seed, record_id, method)``, so results equal the CLI's
for the same seed and ids, whatever the batching or number of workers.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from .pipeline import DEFAULT_MAX_CHARS, Augmenter
from .variants import variant_fields

RULES_COLUMN = "rules"
PROBLEM_COLUMN = "problem"


@lru_cache(maxsize=4)
def _augmenter(methods: tuple[str, ...], seed: int | str, model: str | None, max_chars: int, n: int = 1) -> Augmenter:
    """One Augmenter (and spaCy pipeline) per worker process and configuration."""
    return Augmenter(list(methods), seed=seed, model=model, max_chars=max_chars, n=n)


def _method_names(methods: str | Sequence[str]) -> tuple[str, ...]:
    if isinstance(methods, str):
        methods = methods.split(",")
    names = tuple(name.strip() for name in methods if name and name.strip())
    if not names:
        raise ValueError("augment_batch needs at least one method")
    return names


def augment_batch(
    batch: dict[str, list],
    indices: Sequence[int] | None = None,
    *,
    methods: str | Sequence[str] = ("pi",),
    seed: int | str = 0,
    text_field: str = "text",
    id_field: str = "id",
    model: str | None = None,
    max_chars: int = DEFAULT_MAX_CHARS,
    unchanged: str = "keep",
    n: int = 1,
) -> dict[str, list]:
    """Augment one batch of records; returns the batch with one column per method added.

    Record ids come from the ``id_field`` column when the batch has one, else from
    ``indices`` (pass ``with_indices=True`` to ``Dataset.map``), matching the CLI's ids
    (the JSONL ``id`` or the 0-based line number). Added columns: ``<method>`` (the
    output text; ``None`` where the method left the text unchanged and ``unchanged`` is
    ``"drop"``), ``rules`` (``{method: rule id or None}``) and ``problem`` (why a record
    could not be parsed, as a reason code such as ``"input.empty"``, else ``None``). Negative methods are named in ``methods`` too.
    With ``n`` > 1 each method's cell is a list of ``n`` variants and each ``rules`` entry a
    list of their rules (``"drop"`` leaves the unchanged variants out of both), as the CLI's
    ``--variants``.
    """
    if text_field not in batch:
        raise KeyError(f"the batch has no column {text_field!r} (columns: {', '.join(batch)})")
    if unchanged not in ("keep", "self", "drop"):
        raise ValueError(f"unchanged must be keep, self or drop, got {unchanged!r}")
    texts = list(batch[text_field])
    if id_field in batch:
        ids = list(batch[id_field])
    elif indices is not None:
        ids = list(indices)
    else:
        raise ValueError(
            f"augment_batch needs record ids: an {id_field!r} column, or indices "
            "(Dataset.map(..., with_indices=True))"
        )
    if len(ids) != len(texts):
        raise ValueError(f"{len(ids)} ids for {len(texts)} texts")
    names = _method_names(methods)
    if n < 1:
        raise ValueError(f"n (variants per record) must be at least 1, got {n!r}")
    augmenter = _augmenter(names, seed, model, max_chars, n)
    augmenter.batch_size = max(1, len(texts))
    outputs: dict[str, list] = {name: [] for name in names}
    rules: list[dict[str, Any]] = []
    problems: list[str | None] = []
    for record in augmenter.run_items(zip(ids, texts, [None] * len(texts))):
        if n > 1:
            fields = {name: variant_fields(record.variants_of(name), unchanged) for name in names}
            for name in names:
                outputs[name].append(fields[name][0])
            rules.append({name: fields[name][1] for name in names})
        else:
            for name in names:
                result = record.results[name]
                keep = result.changed or unchanged != "drop"
                outputs[name].append(result.text if keep else None)
            rules.append({name: record.results[name].rule for name in names})
        problems.append(record.skip_reason)
    out = dict(batch)
    out.update(outputs)
    out[RULES_COLUMN] = rules
    out[PROBLEM_COLUMN] = problems
    return out


def output_features(features: Any, methods: str | Sequence[str], n: int = 1) -> Any:
    """The ``datasets.Features`` of :func:`augment_batch` 's output, for ``Dataset.map(features=...)``.

    Arrow infers a column's type from its first values; a batch where no rule fired (all
    ``None``) would otherwise fix ``rules`` or ``problem`` to the null type. Pass the same
    ``n`` as to ``augment_batch``: with several variants the cells are lists of strings.
    """
    from datasets import Features, Value
    from datasets import Sequence as ListOf

    names = _method_names(methods)
    out = Features(dict(features))
    cell = ListOf(Value("string")) if n > 1 else Value("string")
    for name in names:
        out[name] = cell
    out[RULES_COLUMN] = {name: cell for name in names}
    out[PROBLEM_COLUMN] = Value("string")
    return out
