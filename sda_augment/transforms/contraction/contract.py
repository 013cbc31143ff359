"""Contracting: "do not" → "don't", "it is" → "it's", "they have been" → "they've been".

An auxiliary contracts onto a pronoun subject right before it, and "not" onto the
auxiliary right before it. A contracted auxiliary cannot end its clause or stand before
an ellipsis ("I know what it is", "more than it is now"), so a copula contracts only
with a complement after it, and never after "than" or "as".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.morphology import apostrophe, verb_lemma
from ...analysis.rules import grammar
from ...edits import Edit, token_end
from .expand import recase
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_AUX = ("aux", "auxpass")
_SUBJECTS = ("nsubj", "nsubjpass", "expl")


def _not_after(aux: Token) -> Token | None:
    """The "not" written right after ``aux`` ("is not", or "cannot" as one word)."""
    doc = aux.doc
    if aux.i + 1 >= len(doc):
        return None
    following = doc[aux.i + 1]
    if following.lower_ != "not" or following.dep_ != "neg":
        return None
    if aux.whitespace_ != " " and not (aux.lower_ == "can" and not aux.whitespace_):
        return None
    return following


def _is_auxiliary(aux: Token) -> bool:
    """Whether ``aux`` helps a verb after it (not a main verb, not before an ellipsis)."""
    return aux.dep_ in _AUX and aux.head.i > aux.i


def _negative(aux: Token) -> Edit | None:
    """ "is not" → "isn't", "cannot" → "can't", or None."""
    data = rule_data().contract
    lower = aux.lower_
    form = data.negatives.get(lower)
    negation = _not_after(aux) if form is not None else None
    if negation is None:
        return None
    doc = aux.doc
    if negation.text[:1].isupper() or (aux.text[:1].isupper() and not _opens(aux)):
        return None  # title case: "Do Not Disturb", "... Did Not Know"
    if negation.i + 1 < len(doc) and doc[negation.i + 1].lower_ in data.not_before:
        return None
    if not (_is_auxiliary(aux) or (aux.lemma_ == "be" and aux.dep_ not in _AUX)):
        return None  # "has not" as a main verb, "did not" without a verb after it
    if any(child.dep_ in _SUBJECTS and child.i > aux.i for child in _verb_of(aux).children):
        return None  # a question: "Did he not go?"
    form = form.replace("'", apostrophe(doc))
    return Edit(aux.idx, token_end(negation), recase(aux.text, form))


def _opens(token: Token) -> bool:
    """Whether ``token`` opens its sentence (after any quotes or brackets)."""
    return all(before.is_punct for before in token.doc[token.sent.start:token.i])


def _verb_of(aux: Token) -> Token:
    return aux.head if aux.dep_ in _AUX else aux


def _completed(copula: Token) -> bool:
    """Whether a copula has a complement after it and is no elliptical "than it is"."""
    data = rule_data().contract
    complete = False
    for child in copula.children:
        if child.dep_ == "mark" and child.lower_ in data.elliptical_after:
            return False
        if child.dep_ in data.copula_complements and child.i > copula.i:
            complete = True
    return complete


def _subject(aux: Token) -> Edit | None:
    """ "it is" → "it's", "they have been" → "they've been", or None."""
    data = rule_data().contract
    doc = aux.doc
    lower = aux.lower_
    clitic = grammar().contractions.clitics.get(lower)
    if clitic is None or aux.i == 0:
        return None
    subject = doc[aux.i - 1]
    if subject.lower_ not in data.subjects or subject.dep_ not in _SUBJECTS or subject.whitespace_ != " ":
        return None
    if subject.lower_ in data.narrow_subjects and clitic not in data.narrow_clitics:
        return None
    if aux.text[:1].isupper() or (subject.text[:1].isupper() and subject.i > 0 and subject.lower_ != "i"):
        return None  # title case inside a sentence: a title ("We Are Who We Are")
    verb = _verb_of(aux)
    if subject.head.i != verb.i:
        return None
    if aux.i + 1 >= len(doc) or doc[aux.i + 1].is_punct:
        return None  # "It is." or "it is, however,": nothing for the clitic to lean on
    if not aux.whitespace_:
        return None  # "he isn't": "is" already carries "n't" ("he'sn't" is no word)
    if lower in data.perfect_only:
        if not (_is_auxiliary(aux) and aux.dep_ == "aux" and verb.tag_ == "VBN"):
            return None
        if verb_lemma(verb.text, "VBN", verb.lemma_) is None:
            return None  # "he had cauliflower ear": a noun the parser took for a participle
    elif aux.tag_ == "MD":
        if not _is_auxiliary(aux):
            return None
    elif _is_auxiliary(aux):
        if any(child.dep_ == "mark" and child.lower_ in data.elliptical_after for child in verb.children):
            return None
    elif aux.lemma_ != "be" or not _completed(aux):
        return None
    return Edit(token_end(subject), token_end(aux), clitic.replace("'", apostrophe(doc)))


def contraction(doc: Doc) -> tuple[Edit, ...]:
    """The edits that contract every auxiliary that can be contracted in ``doc``."""
    data = rule_data().contract
    clitics = grammar().contractions.clitics
    edits: list[Edit] = []
    for token in doc:
        lower = token.lower_
        if lower not in clitics and lower not in data.negatives:
            continue
        edit = _negative(token)
        if edit is None:
            edit = _subject(token)
        if edit is not None:
            edits.append(edit)
    return tuple(edits)
