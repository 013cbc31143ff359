"""Where the replacement nouns come from: the shipped table, WordNet, or the user's own.

A source answers "which nouns can stand for this lemma?" in one direction: more general
(hypernyms) or more specific (hyponyms). It is what the synonym baseline takes as its
``source``: a mapping (lemma -> nouns) or a callable ``(lemma, pos) -> list[str]``, looked
up with the same :func:`~..baselines.synonyms.lookup`. The default is the curated table of
``rules/taxonomy.toml``; ``"wordnet"`` reads NLTK's WordNet, which is not installed with the
package and raises :class:`~..baselines.synonyms.MissingDataError` with the fix when absent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from ..baselines.synonyms import inflect, load_wordnet, lookup
from .rules import rule_data

Direction = Literal["up", "down"]


@cache
def ancestors(lemma: str) -> tuple[str, ...]:
    """Every hypernym of ``lemma`` in the table, nearest first ("poodle" → dog, animal)."""
    data = rule_data()
    found: list[str] = []
    word = lemma
    while True:
        parent = data.nouns.get(word) or (data.up_only.get(word) if word == lemma else None)
        if parent is None or parent in found or parent == lemma:
            return tuple(found)
        found.append(parent)
        word = parent


@cache
def _children(lemma: str) -> tuple[str, ...]:
    """The table's direct hyponyms of ``lemma``, in the table's order ("animal" → dog, cat, ...)."""
    data = rule_data()
    pairs = [*data.nouns.items(), *data.down_only.items()]
    return tuple(word for word, parent in pairs if parent == lemma)


@dataclass(frozen=True)
class TableSource:
    """The curated table of ``rules/taxonomy.toml``, read up (ancestors) or down (children)."""

    direction: Direction

    def __call__(self, lemma: str, pos: str = "NOUN") -> list[str]:
        if pos != "NOUN":
            return []
        return list(ancestors(lemma) if self.direction == "up" else _children(lemma))


class WordNetTaxonomy:
    """Hypernyms or hyponyms from NLTK WordNet: the lemma's first (most frequent) noun sense.

    Only the first sense is read: the others of "dog" include a "frump" and a "cad", and
    a rule cannot tell which one a sentence means. Multi-word lemmas come back with spaces
    ("motor vehicle"). Raises :class:`MissingDataError` at construction without the data.
    """

    def __init__(self, direction: Direction) -> None:
        self.direction = direction
        self._wordnet = load_wordnet()

    def __call__(self, lemma: str, pos: str = "NOUN") -> list[str]:
        if pos != "NOUN":
            return []
        senses = self._wordnet.synsets(lemma, pos=self._wordnet.NOUN)
        if not senses:
            return []
        related = senses[0].hypernyms() if self.direction == "up" else senses[0].hyponyms()
        names: list[str] = []
        for synset in related:
            for name in synset.lemma_names():
                name = name.replace("_", " ")
                if name not in names:
                    names.append(name)
        return names

    def __hash__(self) -> int:
        return id(self)


class MappingSource:
    """A user's mapping (lemma -> nouns), held by identity so the transform stays hashable."""

    def __init__(self, table: Mapping[str, Sequence[str]]) -> None:
        self.table = table

    def __call__(self, lemma: str, pos: str = "NOUN") -> list[str]:
        return list(self.table.get(lemma) or self.table.get(lemma.lower()) or ())

    def __hash__(self) -> int:
        return id(self)


def resolve(source: Any, direction: Direction) -> Callable[[str, str], Sequence[str]]:
    """``source`` as given to a transform, as a callable: None or "table" → the shipped
    table, "wordnet" → WordNet, a mapping or a callable → itself (a mapping wrapped)."""
    if source is None or source == "table":
        return TableSource(direction)
    if source == "wordnet":
        return WordNetTaxonomy(direction)
    if isinstance(source, Mapping):
        return MappingSource(source)
    if callable(source):
        return source
    raise ValueError(
        "taxonomy source must be 'table', 'wordnet', a mapping (lemma -> nouns) or a callable (lemma, pos) -> list"
    )


def related(source: Callable[[str, str], Sequence[str]], lemma: str) -> list[str]:
    """The nouns ``source`` gives for noun ``lemma``, without the lemma itself, order kept."""
    return lookup(source, lemma, "NOUN")


def plural(noun: str) -> str:
    """The plural of ``noun`` (a lemma, maybe several words): the table's, else lemminflect's."""
    return rule_data().plurals.get(noun) or inflect(noun, "NNS", "NOUN")


@cache
def table_forms() -> Mapping[str, tuple[str, bool]]:
    """Every written form of the table's nouns: form -> (lemma, plural?) ("people" → person)."""
    data = rule_data()
    lemmas = {*data.nouns, *data.nouns.values(), *data.up_only, *data.up_only.values(), *data.down_only}
    forms: dict[str, tuple[str, bool]] = {}
    for lemma in sorted(lemmas):
        forms.setdefault(plural(lemma), (lemma, True))
        forms[lemma] = (lemma, False)  # an invariant plural ("fish") reads as singular here
    return forms
