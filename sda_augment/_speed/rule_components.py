"""spaCy's rule-based components (attribute ruler, lemmatizer) applied by table lookups.

The English pipelines' ``attribute_ruler`` (tag map, morph rules, a few exceptions) costs
as much as the dependency parser: it runs a Matcher over every token and builds a Span per
match. Its patterns are one or two tokens long and test a token's own attributes (tag,
lower-case form, dependency, whitespace) for equality, membership or a regular expression,
so which patterns hit a token is a function of those few values, and what the hits write
is a function of which patterns hit: :class:`TableRuler` computes both once per distinct
value and keeps them, so a run pays a few dictionary lookups a token. The rule lemmatizer
builds a Token per word to reach a lemma it has mostly seen before; :class:`TableLemmatizer`
reads the words as one array instead. The annotations are the components' own: a ruler
with a pattern of another kind (an operator, an extension attribute, three tokens) and
other lemmatizer modes are left to spaCy.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .matrix_ops import numpy_products

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

# Token attributes a pattern may test here, read for every token from the Doc's arrays
# (their values are string-store keys, or a 0/1 flag); a ruler testing any other (the part
# of speech, kept as a symbol, among them) runs as spaCy's.
_TESTED = ("TAG", "LOWER", "DEP", "IS_SPACE", "ORTH", "NORM")
_STRING_VALUED = frozenset({"TAG", "LOWER", "DEP", "ORTH", "NORM"})
# Entries of a token's pattern this module can read: a value, or one of these predicates.
_PREDICATES = frozenset({"IN", "NOT_IN", "REGEX"})
# Bound on each lookup table: a corpus's vocabulary is open, memory stays flat.
_MAX_KEYS = 200_000

Test = Callable[[tuple], bool]  # a token's tested values -> does the pattern's token hold


class TableRuler:
    """An ``attribute_ruler``'s patterns as lookups over each token's tested values."""

    def __init__(self, ruler: Any, attributes: tuple[str, ...], singles: list, pairs: list) -> None:
        from spacy.attrs import IDS
        from spacy.tokens._retokenize import set_token_attrs

        self._ruler = ruler
        self._ids = [IDS[name] for name in attributes]  # a token's key: these attributes, in this order
        self._set = set_token_attrs
        self._singles = Index(singles, attributes)  # the one-token patterns
        self._pairs = pairs  # (order, first test, second test, index 0 or 1) of two-token ones
        self._hits: dict[tuple, tuple[int, ...]] = {}
        self._starts: dict[tuple, tuple[int, ...]] = {}  # pair patterns a token may open
        self._merged: dict[tuple[int, ...], dict] = {}

    def __call__(self, doc: Doc) -> Doc:
        keys = self._keys(doc)
        if not keys:
            return doc
        found: list[list[int] | None] = [None] * len(keys)
        for i, key in enumerate(keys):
            hits = self._hits.get(key)
            if hits is None:
                hits = self._remember(self._hits, key, self._singles.hits(key))
            if hits:
                found[i] = list(hits)
        if self._pairs:
            self._pair_hits(keys, found)
        for i, orders in enumerate(found):
            if orders:
                self._set(doc[i], self._attrs_of(tuple(sorted(set(orders)))))
        return doc

    def pipe(self, docs: Iterable[Doc], batch_size: int = 0) -> Iterator[Doc]:
        for doc in docs:
            yield self(doc)

    def _keys(self, doc: Doc) -> list[tuple]:
        if not len(doc):
            return []
        return [tuple(row) for row in doc.to_array(self._ids).tolist()]

    def _pair_hits(self, keys: list[tuple], found: list[list[int] | None]) -> None:
        for i in range(len(keys) - 1):
            key = keys[i]
            starts = self._starts.get(key)
            if starts is None:
                starts = self._remember(
                    self._starts, key, tuple(n for n, (_, first, _, _) in enumerate(self._pairs) if first(key))
                )
            for n in starts:
                order, _, second, index = self._pairs[n]
                if second(keys[i + 1]):
                    target = i + index
                    if found[target] is None:
                        found[target] = []
                    found[target].append(order)  # type: ignore[union-attr]

    def _attrs_of(self, orders: tuple[int, ...]) -> dict:
        """What the patterns ``orders`` write, merged as the ruler applies them: later ones win."""
        merged = self._merged.get(orders)
        if merged is None:
            merged = {}
            for order in orders:
                merged.update(self._ruler.attrs[order])
            merged = self._remember(self._merged, orders, merged)
        return merged

    @staticmethod
    def _remember(table: dict, key: Any, value: Any) -> Any:
        if len(table) > _MAX_KEYS:
            table.clear()
        table[key] = value
        return value


class Index:
    """Patterns ``(order, test, spec)`` filed by a value their token must have, so a token
    new to the tables is tested against the few patterns its tag or word may match, not
    against all of them."""

    def __init__(self, patterns: list, attributes: tuple[str, ...]) -> None:
        self._general: list = []
        filed: dict[str, dict[int, list]] = {}
        for order, test, wanted in patterns:
            if wanted is None:
                self._general.append((order, test))
                continue
            name, values = wanted
            for value in values:
                filed.setdefault(name, {}).setdefault(value, []).append((order, test))
        # (position in a token's key, value -> the patterns filed under it)
        self._filed: list[tuple[int, dict[int, list]]] = [(attributes.index(name), table) for name, table in filed.items()]

    def hits(self, key: tuple) -> tuple[int, ...]:
        """The orders of the patterns ``key`` (a token's tested values) matches, ascending."""
        found = [order for order, test in self._general if test(key)]
        for position, table in self._filed:
            found.extend(order for order, test in table.get(key[position], ()) if test(key))
        return tuple(sorted(found))


def compile_ruler(ruler: Any) -> TableRuler | None:
    """``ruler`` (a spaCy ``AttributeRuler``) as a :class:`TableRuler`, or None where one of
    its patterns is of a kind the tables do not read."""
    from spacy.attrs import IDS

    strings = ruler.vocab.strings
    used: list[str] = []
    compiled: list[tuple[int, list[dict], int]] = []
    for order, entry in enumerate(ruler.patterns):
        index = entry.get("index", 0)
        for pattern in entry["patterns"]:
            if not 1 <= len(pattern) <= 2 or not -len(pattern) <= index < len(pattern):
                return None
            for spec in pattern:
                if not isinstance(spec, dict) or not spec:
                    return None
                for name, value in spec.items():
                    if name not in _TESTED or name not in IDS:
                        return None
                    if isinstance(value, dict) and (name not in _STRING_VALUED or not set(value) <= _PREDICATES):
                        return None
                    if name not in used:
                        used.append(name)
            compiled.append((order, pattern, index % len(pattern)))
        if "_" in ruler.attrs[order]:
            return None  # extension attributes are set one by one: not merged here
    attributes = tuple(used)
    singles, pairs = [], []
    for order, pattern, index in compiled:
        tests = [_token_test(spec, attributes, strings) for spec in pattern]
        if len(tests) == 1:
            singles.append((order, tests[0], _filing(pattern[0], strings)))
        else:
            pairs.append((order, tests[0], tests[1], index))
    return TableRuler(ruler, attributes, singles, pairs)


def _filing(spec: dict, strings: Any) -> tuple[str, list[int]] | None:
    """An attribute and the values one of which a token must have to match ``spec``
    (its tag or its word where it names them), or None."""
    for name in ("TAG", "LOWER", "ORTH", "DEP", "NORM"):
        value = spec.get(name)
        if value is None:
            continue
        if not isinstance(value, dict):
            return name, [strings.add(str(value))]
        if "IN" in value:
            return name, sorted({strings.add(str(word)) for word in value["IN"]})
    return None


def _token_test(spec: dict, attributes: tuple[str, ...], strings: Any) -> Test:
    """One token of a pattern as a test over a token's key (its values of ``attributes``)."""
    checks: list[Callable[[tuple], bool]] = []
    for name, value in spec.items():
        position = attributes.index(name)
        checks.append(_value_check(name, value, position, strings))
    return lambda key: all(check(key) for check in checks)


def _value_check(name: str, value: Any, position: int, strings: Any) -> Callable[[tuple], bool]:
    if name not in _STRING_VALUED:  # IS_SPACE: a flag stored as 0 or 1 (compared as a value only)
        wanted = int(bool(value))
        return lambda key: key[position] == wanted
    if not isinstance(value, dict):
        wanted = strings.add(str(value))
        return lambda key: key[position] == wanted
    checks: list[Callable[[tuple], bool]] = []
    if "IN" in value:
        members = frozenset(strings.add(str(word)) for word in value["IN"])
        checks.append(lambda key: key[position] in members)
    if "NOT_IN" in value:
        others = frozenset(strings.add(str(word)) for word in value["NOT_IN"])
        checks.append(lambda key: key[position] not in others)
    if "REGEX" in value:
        search = re.compile(value["REGEX"]).search
        checks.append(lambda key: search(strings[key[position]]) is not None)
    return lambda key: all(check(key) for check in checks)


class TableLemmatizer:
    """A rule or lookup lemmatizer's lemmas kept by (word, part of speech, morphology).

    spaCy's own lemmatizer keeps its rule lemmas under that key (a lookup lemma depends on
    the word alone), but reaches its memo through a Token per word; here the words of a Doc
    are read as one array and only a word not seen before reaches the lemmatizer.
    """

    def __init__(self, lemmatizer: Any) -> None:
        from spacy.attrs import LEMMA, MORPH, ORTH, POS

        self._lemmatizer = lemmatizer
        self._lemmas: dict[tuple[int, int, int], int] = {}
        self._checked = False
        self._read = [ORTH, POS, MORPH, LEMMA]  # what each Doc is read for, and its lemma column
        self._write = [LEMMA]

    def __call__(self, doc: Doc) -> Doc:
        if not self._checked:  # the lemmatizer checks its tables on its first Doc: let it
            self._checked = True
            return self._lemmatizer(doc)
        if not len(doc):
            return doc
        table = doc.to_array(self._read)
        overwrite = self._lemmatizer.overwrite
        lemmas, changed = self._lemmas, False
        for i, (orth, pos, morph, lemma) in enumerate(table.tolist()):
            if lemma and not overwrite:
                continue  # set by the attribute ruler: the lemmatizer keeps it
            found = lemmas.get((orth, pos, morph))
            if found is None:
                found = self._lemma(doc, i, (orth, pos, morph))
            table[i, 3] = found
            changed = True
        if changed:
            doc.from_array(self._write, table[:, 3:4])
        return doc

    def pipe(self, docs: Iterable[Doc], batch_size: int = 0) -> Iterator[Doc]:
        for doc in docs:
            yield self(doc)

    def _lemma(self, doc: Doc, i: int, key: tuple[int, int, int]) -> int:
        lemma = doc.vocab.strings.add(self._lemmatizer.lemmatize(doc[i])[0])
        return TableRuler._remember(self._lemmas, key, lemma)


def table_components(nlp: Language, enabled: Sequence[str]) -> dict[str, TableRuler | TableLemmatizer]:
    """The enabled rule components of ``nlp`` that tables can stand in for, by name: spaCy's
    attribute rulers whose patterns :func:`compile_ruler` reads, and its rule and lookup
    lemmatizers."""
    from spacy.pipeline import AttributeRuler, Lemmatizer

    found: dict[str, TableRuler | TableLemmatizer] = {}
    for name in enabled:
        component = nlp.get_pipe(name)
        if type(component) is AttributeRuler:
            table = compile_ruler(component)
            if table is not None:
                found[name] = table
        elif isinstance(component, Lemmatizer) and component.mode in ("rule", "lookup"):
            found[name] = TableLemmatizer(component)
    return found


def parse(nlp: Language, texts: Sequence[str], batch_size: int, disabled: Sequence[str],
          tables: dict[str, TableRuler | TableLemmatizer]) -> list[Doc]:
    """``nlp.pipe(texts)`` with ``disabled`` left out and the components in ``tables``
    applied by their tables: spaCy runs the components before the first of them, then each
    later component runs in the pipeline's order. The neural components multiply through
    numpy's BLAS meanwhile (:mod:`.matrix_ops`)."""
    enabled = [name for name in nlp.pipe_names if name not in disabled]
    cut = next((i for i, name in enumerate(enabled) if name in tables), len(enabled))
    later = enabled[cut:]
    with numpy_products(nlp, enabled):
        docs: Iterable[Doc] = nlp.pipe(texts, batch_size=batch_size, disable=[*disabled, *later])
        for name in later:
            component = tables.get(name) or nlp.get_pipe(name)
            docs = component.pipe(docs, batch_size=batch_size) if hasattr(component, "pipe") else map(component, docs)
        return list(docs)
