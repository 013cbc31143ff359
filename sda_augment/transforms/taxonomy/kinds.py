"""Which hyponyms a noun may take, by what the rest of the sentence can say about it.

A generic noun's kinds differ in what the thing does, wears, how big it is or how it is
played: "a person fishing in the grass" is no skier, "a 12-story building" no skyscraper,
"an instrument played with a bow" no ukulele. No list of clashing words can name every
activity, so each generic noun of the table lists the kinds it may take
(``[kinds]`` in ``rules/taxonomy.toml``): ``always`` kinds are defined by the thing
itself (a person's sex or age); ``plain`` kinds only where the noun stands undescribed
and the sentence has none of the entry's ``details``. A noun without an entry keeps the
source's hyponyms.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .nouns import Noun, sentence_of
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token

ACTIVITY, DESCRIBED = "activity", "described"

# Dependents that count or point to the thing without describing it.
_BARE = frozenset({"det", "poss", "predet", "nummod", "punct", "cc", "conj", "case"})


def _plain(token: Token, neutral: frozenset[str]) -> bool:
    """Whether ``token`` stands without a description of its own ("a dog", "two red cars")."""
    return all(
        child.dep_ in _BARE or child.dep_ == "amod" and child.lower_ in neutral or child.dep_ == "advmod"
        and child.lower_ in neutral
        for child in token.children
    )


def allowed(noun: Noun, words: list[str]) -> tuple[list[str], str | None]:
    """The hyponyms of ``noun`` its entry lets stand here, and why the others went."""
    data = rule_data()
    entry = data.kinds.get(noun.lemma)
    if entry is None:
        return words, None
    kept = [word for word in words if word in entry.always]
    if not any(word in entry.plain for word in words):
        return kept, None if kept else ACTIVITY
    neutral = entry.neutral | (data.context.colours if entry.colours else frozenset())
    sentence = frozenset(token.lower_ for token in sentence_of(noun.token))
    if _plain(noun.token, neutral) and not sentence & entry.details:
        return kept + [word for word in words if word in entry.plain and word not in kept], None
    return kept, None if kept else DESCRIBED
