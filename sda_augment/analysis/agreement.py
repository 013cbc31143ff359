"""Subject-verb agreement: a subject's grammatical number."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from .rules import grammar

if TYPE_CHECKING:
    from spacy.tokens import Token

Number = Literal["singular", "plural"]


def subject_number(subject: Token) -> Number:
    """Grammatical number of a subject, from its tag or pronoun (coordination is plural)."""
    if subject.lower_ in grammar().pronouns.plural_agreement or subject.tag_ in ("NNS", "NNPS"):
        return "plural"
    if any(child.dep_ == "conj" and child.pos_ not in ("VERB", "AUX") for child in subject.children):
        return "plural"  # "A man and a woman"; not "A man ... sings and plays" (a verb hung on it)
    return "singular"
