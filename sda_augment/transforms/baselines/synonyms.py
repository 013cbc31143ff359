"""Synonym sources for the synonym-replacement baseline, and re-inflection.

A source answers "which words can stand for this lemma with this part of speech?". It is
either a mapping (lemma -> synonyms, for users' own lists and for tests) or any callable
``(lemma, pos) -> list[str]``; :class:`WordNetSource` is the default and needs the NLTK
WordNet data, which is not downloaded with the package.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

# Universal POS tags a synonym can be looked up for.
CONTENT_POS = ("NOUN", "VERB", "ADJ", "ADV")

SynonymSource = Mapping[str, Sequence[str]] | Callable[[str, str], Sequence[str]]

WORDNET_HINT = "run `python -m nltk.downloader wordnet`, or pass source= a mapping or a callable"


class MissingDataError(LookupError):
    """A resource the transform needs (the WordNet data) is not installed."""


def load_wordnet() -> Any:
    """NLTK's WordNet reader with its data loaded, or :class:`MissingDataError` with the fix.

    Every WordNet-backed source (synonyms here, the taxonomy family's hypernyms) loads it
    through this one check, so the error reads the same wherever the data is missing.
    """
    try:
        from nltk.corpus import wordnet
    except ImportError as error:  # pragma: no cover - nltk is a dependency
        raise MissingDataError(f"NLTK is not installed: pip install nltk, then {WORDNET_HINT}") from error
    try:
        wordnet.synsets("word")  # loads the data, or fails here with the fix below
    except (LookupError, OSError):
        raise MissingDataError(f"WordNet data not found: {WORDNET_HINT}") from None
    return wordnet


class WordNetSource:
    """Synonyms from NLTK WordNet: lemma names of every synset of the lemma with that POS.

    Multi-word lemmas come back with spaces ("motor vehicle"). Loading checks once that
    the data is there and raises :class:`MissingDataError` with the fix otherwise.
    """

    def __init__(self) -> None:
        wordnet = load_wordnet()
        self._wordnet = wordnet
        self._pos = {"NOUN": wordnet.NOUN, "VERB": wordnet.VERB, "ADJ": wordnet.ADJ, "ADV": wordnet.ADV}

    def __call__(self, lemma: str, pos: str) -> list[str]:
        return list(_wordnet_synonyms(self, lemma, pos))

    def __hash__(self) -> int:
        return id(self)


@lru_cache(maxsize=65536)
def _wordnet_synonyms(source: WordNetSource, lemma: str, pos: str) -> tuple[str, ...]:
    tag = source._pos.get(pos)
    if tag is None:
        return ()
    names: list[str] = []
    for synset in source._wordnet.synsets(lemma, pos=tag):
        for name in synset.lemma_names():
            name = name.replace("_", " ")
            if name not in names:
                names.append(name)
    return tuple(names)


def lookup(source: SynonymSource, lemma: str, pos: str) -> list[str]:
    """Synonyms of ``lemma`` from ``source``, without the lemma itself, order kept."""
    if isinstance(source, Mapping):
        found = source.get(lemma) or source.get(lemma.lower()) or ()
    else:
        found = source(lemma, pos) or ()
    seen = {lemma.lower()}
    result = []
    for word in found:
        word = str(word).strip()
        if word and word.lower() not in seen:
            seen.add(word.lower())
            result.append(word)
    return result


def inflect(synonym: str, tag: str, pos: str) -> str:
    """``synonym`` (a lemma) inflected like the word it replaces (its Penn ``tag``).

    The head of a multi-word synonym is inflected: the last word of a noun ("motor
    vehicles"), the first word of a verb ("looked up"). Forms lemminflect does not know
    are left as they are.
    """
    parts = synonym.split(" ")
    head = 0 if pos == "VERB" else len(parts) - 1
    from lemminflect import getInflection  # imports spaCy: load only when inflecting

    forms = getInflection(parts[head], tag=tag) if tag else None
    if forms:
        parts[head] = forms[0]
    return " ".join(parts)
