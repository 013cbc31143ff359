"""The batch augmenter: one parse per sentence, every method on it.

Records stream through in chunks of ``batch_size``: each chunk is parsed once with
``nlp.pipe`` and every method runs on the parsed Docs. With ``n_process > 1`` whole
chunks (parse *and* transforms) go to worker processes through :mod:`.runner`, a
bounded number at a time, and come back in input order, so memory stays flat in corpus
size. The model is loaded by :mod:`.model`, and only the components the methods need
run: none at all for methods that read the text alone (the surface methods and random
baselines: each sentence is a :class:`~.analysis.document.TextDoc`, and spaCy is not even
imported), the tokenizer alone for methods that read tokens, the tagger without the parser
for tagged ones, the whole pipeline for the rules that read the parse. Every (record, method)
draws from its own ``record_rng``, so the output does not depend on how records were
batched or spread over processes.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._speed import Parser, parser_for
from .analysis import preload, prepare
from .analysis.document import TextDoc, doc_text, release
from .coverage import Coverage
from .languages import DEFAULT_LANGUAGE
from .long_records import LONG_RECORD, parse_in_pieces
from .model import components_for, excluded_for, load_nlp
from .options import split_methods
from .parse_cache import (
    Frame,
    ParseReader,
    ParseWriter,
    cached_docs,
    frame_chunks,
    pack_docs,
)
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
from .runner import ordered_map
from .transform import AugResult, RuleTransform, Transform, strongest_needs, unchanged
from .variants import more_variants

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

# Records longer than this are passed through unparsed, with a reason.
DEFAULT_MAX_CHARS = 100_000
# Parsed and augmented once before a run, to load every method's lazy data up front.
WARM_UP_SENTENCE = "The committee has not approved the plan, which was published in 2019."
# The same for a run in another language, by language code.
WARM_UP_SENTENCES = {"zh": "去年，委员会已经批准了这个计划，但他们没有在会上公布。"}


@dataclass(frozen=True)
class AugRecord:
    """One input record and what each method made of it.

    ``skip_reason`` is set for a record that could not be parsed (bad input): a reason
    code, with its details (the limit, the type) in ``skip_info``; every method's result
    then holds the text unchanged with that reason. ``applicable`` says
    per method whether it could have changed the sentence, and ``applicable_rules``
    which of its rules had a candidate (empty for transforms that do not list rules).
    ``variants`` holds each method's ``n`` results when a run asks for several.
    """

    id: Any
    text: str
    results: dict[str, AugResult] = field(default_factory=dict)
    skip_reason: str | None = None
    applicable: dict[str, bool] = field(default_factory=dict, compare=False)
    applicable_rules: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    skip_info: dict[str, Any] = field(default_factory=dict, compare=False)
    # Every variant's result per method when a run asks for more than one (``n``); the
    # first is ``results[method]``.
    variants: dict[str, tuple[AugResult, ...]] = field(default_factory=dict)

    def variants_of(self, method: str) -> tuple[AugResult, ...]:
        """The results of ``method``, one per variant (just ``results[method]`` for one)."""
        return self.variants.get(method) or (self.results[method],)


def resolve_methods(
    methods: Sequence[str | Transform] | Mapping[str, Transform] | str, language: str | None = None
) -> dict[str, Transform]:
    """Method specs (or transforms) to a name → transform mapping, order kept.

    A spec is a registered name with options after colons, ``"dn:fragments=true"``; a
    string holds comma-separated specs, ``"dn:fragments=true:litotes=false,mv"``. With
    ``language`` each spec builds the method's implementation for that language.
    """
    if isinstance(methods, str):
        methods = split_methods(methods)
    if isinstance(methods, Mapping):
        resolved = dict(methods)
    else:
        resolved = {}
        for method in methods:
            transform = build(method, language=language) if isinstance(method, str) else method
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

    Rule transforms report which rules had a candidate along with their result
    (:meth:`RuleTransform.apply_listing`), so the rules that could fire are counted at no
    extra cost. A
    transform that raises is reported as unchanged with the error as its reason, so one
    faulty rule never stops a corpus run.
    """
    try:
        if _lists_rules(transform):
            result, rules = transform.apply_listing(doc, rng)
            return result, bool(rules), rules
        result = transform.apply(doc, rng)
        if result.changed:
            return result, True, ()
        return result, bool(transform.applicable(doc)), ()
    except Exception as error:
        return unchanged(doc, ERROR, {"transform": transform.name, "error": type(error).__name__}), False, ()


# An item to augment: (record id, text, a problem already known, e.g. from decoding).
Item = tuple[Any, Any, "str | None"]


@dataclass
class Chunk:
    """Items augmented together, from input position ``first`` on.

    ``parses``: the chunk's frame of a parse file, read instead of parsing; ``keep_parses``:
    return the chunk's Docs packed for a parse file.
    """

    items: list[Item]
    first: int = 0
    parses: Frame | None = None
    keep_parses: bool = False


@dataclass
class ChunkDone:
    """A chunk's records; with ``keep_parses``, its Docs packed and the positions that have one."""

    first: int
    records: list[AugRecord]
    parsed: tuple[int, ...] = ()
    parses: bytes | None = None


class Augmenter:
    """Parse each sentence once with ``nlp.pipe`` and run every method on the Doc.

    Output order follows input order; each (record, method) gets its own rng from
    ``record_rng``, so results do not depend on ``batch_size`` or ``n_process``. ``n``
    asks for that many variants per method and record (:mod:`.variants`); ``run_items``
    can read the parses from a parse file instead of parsing, or write one
    (:mod:`.parse_cache`). ``lang`` is the language of the text: method names build their
    implementations for it, and without ``model`` its pipeline is loaded (``"zh"``:
    :mod:`sda_augment.zh`).
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
        n: int = 1,
        lang: str | None = None,
    ) -> None:
        if n < 1:
            raise ValueError("n (variants per record) must be at least 1")
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        if n_process < 1:
            raise ValueError("n_process must be at least 1")
        if max_chars < 1:
            raise ValueError("max_chars must be at least 1")
        self.transforms = resolve_methods(methods, lang)
        self.seed = seed
        self.lang = lang
        self.model = model if model is not None or lang in (None, DEFAULT_LANGUAGE) else lang
        # What the methods read from spaCy decides what runs: nothing (the text alone), the
        # tokenizer, the tagger or the parser.
        self.needs = strongest_needs(list(self.transforms.values()))
        self.nlp: Language | None = nlp if self.needs != "text" else None  # no pipeline runs
        self.components: tuple[str, ...] = ()
        self._parser: Parser | None = None
        if self.needs != "text":
            if self.nlp is None:
                self.nlp = load_nlp(self.model, excluded_for(self.needs), self.needs)
            self.components = components_for(self.nlp, self.needs)
            # spaCy's attribute ruler costs as much as the parser: tables give the same annotations.
            self._parser = parser_for(self.nlp, self.components)
        self.batch_size = batch_size
        self.n_process = n_process
        self.max_chars = max_chars
        self.n = n
        self.coverage = Coverage()

    # --- one record -------------------------------------------------------------------

    def augment_doc(self, doc: Doc, record_id: Any) -> dict[str, AugResult]:
        """Every method's result on one parsed sentence (counted in ``coverage``)."""
        record = self._record(doc, record_id, doc_text(doc))
        release(doc)  # the caller's Doc keeps no rule state
        self.coverage.add_results(record)
        return record.results

    def _record(self, doc: Doc, record_id: Any, text: str) -> AugRecord:
        results: dict[str, AugResult] = {}
        applicable: dict[str, bool] = {}
        rules: dict[str, tuple[str, ...]] = {}
        variants: dict[str, tuple[AugResult, ...]] = {}
        for name, transform in self.transforms.items():
            result, can, fired = apply_transform(transform, doc, record_rng(self.seed, record_id, name))
            results[name], applicable[name], rules[name] = result, can, fired
            if self.n > 1:
                variants[name] = more_variants(
                    transform, doc, result, can, self.n, self.seed, record_id, name, apply_transform, _lists_rules(transform)
                )
        return AugRecord(record_id, text, results, None, applicable, rules, variants=variants)

    def _skipped(self, record_id: Any, text: Any, reason: str) -> AugRecord:
        shown = text if isinstance(text, str) else ""
        info = problem_info(reason, text, self.max_chars)
        results = {name: AugResult(shown, None, (), reason, dict(info)) for name in self.transforms}
        variants = {name: (result,) * self.n for name, result in results.items()} if self.n > 1 else {}
        return AugRecord(
            record_id, shown, results, reason, {name: False for name in self.transforms}, {}, info, variants
        )

    # --- chunks -----------------------------------------------------------------------

    def process_chunk(self, items: Sequence[Item]) -> list[AugRecord]:
        """Parse a chunk once and run every method; bad records pass through with a reason."""
        return self.process(Chunk(list(items))).records

    def process(self, chunk: Chunk) -> ChunkDone:
        """:meth:`process_chunk` for a :class:`Chunk`: its parses read from a parse file
        instead of parsing, or packed for one along with the records."""
        items = chunk.items
        if self.needs == "text" and (chunk.parses is not None or chunk.keep_parses):
            raise ValueError(f"{', '.join(self.transforms)} read the text alone: there are no parses to read or keep")
        problems = [problem or input_problem(text, self.max_chars) for _, text, problem in items]
        positions = [i for i, problem in enumerate(problems) if problem is None]
        texts = [items[i][1] for i in positions]
        if chunk.parses is not None:
            parsed = cached_docs(chunk.parses, chunk.first, positions, texts, self.nlp)
        else:
            parsed = self._parse(texts)
        done = ChunkDone(chunk.first, [])
        if chunk.keep_parses:  # packed before the rules put their analysis on the Docs
            done.parsed = tuple(position for position, doc in zip(positions, parsed) if doc is not None)
            done.parses = pack_docs([doc for doc in parsed if doc is not None])
        # The token table holds tags and the parse (the English rules read it; the Chinese ones
        # read the Chinese analysis's own, built on first use).
        table = self.needs in ("tags", "parse") and self.lang in (None, DEFAULT_LANGUAGE)
        if self.needs != "text":  # a TextDoc's text is its own
            for doc, text in zip(parsed, texts):  # while the chunk is in the processor's cache
                if doc is not None:
                    prepare(doc, text, table)
        docs = iter(parsed)
        records = done.records
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
        return done

    def _parse(self, texts: list[str]) -> list[Doc | None]:
        if self.needs == "text":
            return [TextDoc(text) for text in texts]  # type: ignore[misc]  # all the methods read
        if any(len(text) > LONG_RECORD for text in texts):
            return self._parse_with_long(texts)
        try:
            return self._parser(texts, max(1, len(texts)))
        except Exception:
            return [self._parse_one(text) for text in texts]

    def _parse_with_long(self, texts: list[str]) -> list[Doc | None]:
        """The chunk's ordinary texts parsed together, each long one in pieces (:mod:`.long_records`)."""
        assert self._parser is not None
        short = [text for text in texts if len(text) <= LONG_RECORD]
        parsed = iter(self._parse(short) if short else [])
        found: list[Doc | None] = []
        for text in texts:
            if len(text) <= LONG_RECORD:
                found.append(next(parsed))
                continue
            try:
                found.append(parse_in_pieces(self._parser, text))
            except Exception:  # a record the parser cannot take stays a bad record
                found.append(None)
        return found

    def _parse_one(self, text: str) -> Doc | None:
        assert self.nlp is not None and self._parser is not None
        try:
            return self.nlp(text, disable=self._parser.disabled)  # spaCy's own, one text
        except Exception:
            return None

    def _chunks(self, items: Iterable[Item], start: int = 0, keep_parses: bool = False) -> Iterator[Chunk]:
        chunk: list[Item] = []
        for item in items:
            chunk.append(item)
            if len(chunk) >= self.batch_size:
                yield Chunk(chunk, start, None, keep_parses)
                start += len(chunk)
                chunk = []
        if chunk:
            yield Chunk(chunk, start, None, keep_parses)

    def warm_up(self) -> None:
        """Run every method once on a short sentence, so lazily loaded lexicons and tables
        are loaded now: once per run, and before worker processes fork and share them."""
        if getattr(self, "_warm", False):
            return
        self._warm = True
        self.process_chunk([(0, WARM_UP_SENTENCES.get(self.lang or DEFAULT_LANGUAGE, WARM_UP_SENTENCE), None)])
        preload()

    def _processed(self, chunks: Iterator[Chunk]) -> Iterator[ChunkDone]:
        self.warm_up()
        if self.n_process == 1:
            return map(self.process, chunks)
        return ordered_map(self, chunks, self.n_process)

    # --- streams ----------------------------------------------------------------------

    def run_items(
        self,
        items: Iterable[Item],
        *,
        parses: ParseReader | ParseWriter | None = None,
        start: int = 0,
        count: bool = True,
    ) -> Iterator[AugRecord]:
        """Augment (id, text, known problem) items lazily, in order, counting coverage
        (unless ``count`` is false: a caller that counts what it keeps).

        With ``parses`` the Docs are read from a parse file instead of parsing, or written to
        one as they are made (:mod:`.parse_cache`); ``start`` is the input position of the
        first item (a resumed run's), which the file is read from.
        """
        chunks: Iterator[Chunk]
        if isinstance(parses, ParseReader):
            chunks = (Chunk(part, first, frame) for part, first, frame in frame_chunks(items, parses, start))
        else:
            chunks = self._chunks(items, start, keep_parses=parses is not None)
        for done in self._processed(chunks):
            if isinstance(parses, ParseWriter):
                parses.add(done.first, len(done.records), done.parsed, done.parses or b"")
            for record in done.records:
                if count:
                    self.coverage.add_augmented(record)
                yield record

    def run(self, texts: Iterable[str], ids: Iterable[Any] | None = None) -> Iterator[AugRecord]:
        """Augment a stream of texts lazily; ``ids`` default to 0, 1, 2, ..."""
        id_iter = iter(ids) if ids is not None else None

        def items() -> Iterator[Item]:
            for index, text in enumerate(texts):
                record_id = next(id_iter) if id_iter is not None else index
                yield record_id, text, None

        return self.run_items(items())


def augment(
    texts: Iterable[str],
    methods: Sequence[str | Transform] | Mapping[str, Transform] | str = ("pi",),
    *,
    seed: int | str = 0,
    nlp: Language | None = None,
    n: int = 1,
    **options: Any,
) -> list[AugRecord]:
    """Augment ``texts`` with ``methods``; a convenience over :class:`Augmenter`.

    ``n`` > 1 makes that many variants per method and record (``AugRecord.variants_of``).
    """
    return list(Augmenter(methods, seed=seed, nlp=nlp, n=n, **options).run(texts))
