"""Where antonyms come from: the curated lexicon (the default), a user's own, or WordNet.

The curated lexicon (``rules/antonym.toml``) knows which sense an adjective has before
which noun ("an old man" → "a young man", "an old car" → "a new car"); see
:mod:`.senses`. Any other source answers "which adjectives are opposite to this lemma?"
without that knowledge: a mapping (lemma -> antonyms, for users' own lists and for
tests) or a callable ``(lemma, pos) -> list[str]``. :class:`WordNetAntonyms` reads
WordNet's direct antonyms and needs the NLTK WordNet data, which is not shipped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from ..baselines.synonyms import MissingDataError, load_wordnet
from ..baselines.synonyms import lookup as synonym_lookup

AntonymSource = Mapping[str, Sequence[str]] | Callable[[str, str], Sequence[str]]

__all__ = ["AntonymSource", "MissingDataError", "WordNetAntonyms", "check_source", "lookup"]


class WordNetAntonyms:
    """Antonyms from NLTK WordNet: the direct antonyms of the lemma's adjective senses.

    Loading checks once that the data is there and raises :class:`MissingDataError` with
    the fix otherwise, so a run fails before its first sentence, not inside it.
    """

    def __init__(self) -> None:
        self._wordnet = load_wordnet()

    def __call__(self, lemma: str, pos: str) -> list[str]:
        return list(_wordnet_antonyms(self, lemma)) if pos == "ADJ" else []

    def __hash__(self) -> int:
        return id(self)


@lru_cache(maxsize=65536)
def _wordnet_antonyms(source: WordNetAntonyms, lemma: str) -> tuple[str, ...]:
    wordnet = source._wordnet
    names: list[str] = []
    for synset in wordnet.synsets(lemma, pos=wordnet.ADJ):  # ADJ takes the satellites too
        for entry in synset.lemmas():
            if entry.name().lower() != lemma:
                continue
            for antonym in entry.antonyms():
                name = antonym.name().replace("_", " ")
                if name not in names:
                    names.append(name)
    return tuple(names)


def check_source(source: object) -> None:
    """Raise ValueError unless ``source`` is a mapping or a callable (or None: the lexicon)."""
    if source is not None and not (isinstance(source, Mapping) or callable(source)):
        raise ValueError("antonym source must be a mapping (lemma -> antonyms) or a callable (lemma, pos) -> list")


def lookup(source: AntonymSource, lemma: str) -> list[str]:
    """One-word antonyms of adjective ``lemma`` from ``source``, lower case, order kept.

    Read as the synonym baseline reads its source; a multi-word answer ("not good") is
    dropped: the transform swaps one word for one word.
    """
    return [word.lower() for word in synonym_lookup(source, lemma, "ADJ") if " " not in word]
