"""Whom the finite verb agrees with: "I", a third person singular, or anything plural.

The written verb says it first ("There were many", "The band are"): a form that shows
number wins over the subject's tag, so a rewrite keeps the writer's agreement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.agreement import subject_number
from ...analysis.morphology import Person, known_word
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token


def clitic(word: str) -> str:
    """A contracted verb with a straight apostrophe ("’s" → "'s"), in lower case."""
    return word.lower().replace("’", "'")


def person_of(subject: Token, finite: Token) -> Person | None:
    """The person the new finite verb takes, or None when neither word says it.

    ``finite`` is the verb that carries tense now. None for an expletive "there" whose
    verb does not show number ("There will be ..."), and for a subject whose apposition
    has the other number ("Class 43 powercars 43048 and 43089 will be donated").
    """
    lower = subject.lower_
    if lower == "i":
        return "i"
    if lower == "you":
        return "plural"
    number = rule_data().number
    written = clitic(finite.text)
    if written in number.singular or finite.tag_ == "VBZ":
        return "singular"
    if written in number.plural or finite.tag_ == "VBP":
        return "plural"
    if subject.dep_ == "expl":
        return None
    if subject.lower_ in number.partitive:
        return _partitive_number(subject)
    if subject.tag_ == "CD":
        return "singular" if subject.lower_ in ("one", "1") else "plural"  # "the two develop"
    if _name_in_s(subject):
        return None  # "Ayres", "Reynolds": a name ending in "s" is tagged as a plural
    found = subject_number(subject)
    for child in subject.children:
        if child.dep_ == "appos" and subject_number(child) != found:
            return None  # "Class 43 powercars 43048 and 43089": which word agrees is unclear
    return found


def _name_in_s(subject: Token) -> bool:
    """A plural-tagged name without an article: "Ayres", "Reynolds" (not "The Beatles")."""
    if subject.tag_ not in ("NNPS", "NNS") or any(child.dep_ == "det" for child in subject.children):
        return False
    return subject.tag_ == "NNPS" or subject.text[:1].isupper() and not known_word(subject.lower_)


def _partitive_number(subject: Token) -> Person:
    """"Most of them" is plural, "Some of the water" singular: the noun after "of" says."""
    for prep in subject.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for noun in prep.children:
                if noun.dep_ == "pobj":
                    plural = noun.tag_ in ("NNS", "NNPS") or noun.lower_ in rule_data().number.plural_objects
                    return "plural" if plural else "singular"
    return "plural"  # "Most came", "Some say": people
