"""Where an adjective stands and which of its senses the noun calls for.

"an old man" → "a young man" but "an old car" → "a new car": the antonym follows the noun
the adjective describes, before it (attributive) or as its subject (predicative, "the car
is old"). A noun the class lists cannot place ("they are old") leaves such an adjective
alone rather than guess.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .rules import antonym_table, rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token

ADJECTIVE_TAGS = frozenset({"JJ", "JJR", "JJS"})
_NOUN_POS = frozenset({"NOUN", "PROPN", "PRON"})
_SUBJECTS = ("nsubj", "nsubjpass")
# Clause heads a predicative adjective completes through its own subject ("made him happy").
_SMALL_CLAUSE = frozenset({"ccomp", "xcomp"})


class Position(NamedTuple):
    """The adjective's place: the noun it describes (or None), before it or after a verb."""

    noun: Token | None
    attributive: bool
    verb: Token | None  # the verb a predicative adjective completes ("is", "came")


def position(token: Token) -> Position | None:
    """Where adjective ``token`` stands, or None where it neither precedes a noun nor completes
    a verb ("the poor" as a noun, "the best possible", "at least")."""
    word = token
    while word.dep_ == "conj" and word.head.i != word.i and word.head.tag_ in ADJECTIVE_TAGS:
        word = word.head  # "a big and old house": "old" describes what "big" does
    head = word.head
    if word.dep_ == "amod":
        if head.i > word.i and head.pos_ in _NOUN_POS:
            return Position(head, True, None)
        return None  # after its noun ("something new") or on a non-noun
    if word.dep_ in ("acomp", "oprd"):
        return Position(_subject(word, head), False, head)
    if word.dep_ in _SMALL_CLAUSE and head.pos_ in ("VERB", "AUX"):
        own = next((child for child in word.children if child.dep_ in _SUBJECTS), None)
        return Position(own or _subject(word, head), False, head)
    return None


def _subject(word: Token, verb: Token) -> Token | None:
    """What a predicative adjective says something of: the verb's object ("found him dead")
    when it has one and the adjective is its complement, else the verb's subject."""
    found = None
    for child in verb.children:
        if word.dep_ == "oprd" and child.dep_ == "dobj":
            return child
        if child.dep_ in _SUBJECTS and found is None:
            found = child
    if found is None and verb.dep_ in ("relcl", "acl") and verb.head.pos_ in _NOUN_POS:
        found = verb.head  # "a man who is old": "who" is the subject, "man" the noun
    return found


def noun_classes(noun: Token) -> frozenset[str]:
    """The class names (from the rules file) that ``noun`` falls in, by lemma or word, and
    those whose ending it has (`[class_suffixes]`: "an old fencer" names a person, whom no
    list holds)."""
    data = rule_data()
    words = {noun.lower_, noun.lemma_.lower()}
    found = {name for name, members in data.classes.items() if words & members}
    word = noun.lower_
    for name, endings in data.class_suffixes.items():
        if noun.pos_ == "NOUN" and any(word.endswith(ending) and len(word) > len(ending) + 2 for ending in endings):
            found.add(name)
    return frozenset(found)


class Choice(NamedTuple):
    """The antonyms for an adjective in its place; ``unsure`` when the noun leaves the sense open."""

    antonyms: tuple[str, ...]
    unsure: bool


def antonyms_in_place(lemma: str, place: Position, degree: bool = False) -> Choice:
    """The curated antonyms of ``lemma`` where it stands (senses first, then the pairs);
    ``degree`` for a comparative or superlative, which skips the sense's `base_only` classes."""
    sense = rule_data().senses.get(lemma)
    if sense is None:
        return Choice(antonym_table().get(lemma, ()), False)
    if place.attributive and sense.attributive is not None:
        return Choice(tuple(sense.attributive), not sense.attributive)
    if sense.classes and not (sense.attributive_only and not place.attributive):
        noun = place.noun
        if noun is None or (noun.pos_ == "PROPN" and noun.text[:1].isupper()):
            return Choice((), True)  # "John is old": a person or a place?
        found = noun_classes(noun)
        if not found and noun.dep_ == "compound" and noun.head.i > noun.i:
            found = noun_classes(noun.head)  # "a young barefoot girl": the parser's noun is "barefoot"
        for name, antonyms in sense.classes.items():
            if name in found and not (degree and name in sense.base_only):
                return Choice(tuple(antonyms), not antonyms)
    if sense.default is None:
        return Choice((), True)
    return Choice(tuple(sense.default), not sense.default)
