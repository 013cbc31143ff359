"""Expanding contractions: "don't" → "do not", "it's" → "it is" or "it has", "he'd" → "he had".

Each contraction is read from the parse: "'s" is "is" before a predicate, "has" before
"been" or a perfect participle, "us" after "let", and a possessive is no contraction at
all; "'d" is "had" before a participle and "would" before a bare verb. A contraction the
parse does not settle ("she's left": "is" or "has"?) is reported, and the sentence is not
expanded at all, rather than expanded half-way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...edits import Edit, token_end
from ...reasons import Skip, register_reason
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

AMBIGUOUS = register_reason("contraction.ambiguous", "a contraction whose full form the parse does not settle")
TITLE = register_reason("contraction.title", "a contraction inside a title in title case (\"I Don't Care\")")
INVERTED = register_reason(
    "contraction.inverted", "a negative contraction before its subject (\"Don't you ...?\") moves when expanded"
)

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


class Expansion(NamedTuple):
    """The edits that expand every contraction of a sentence, or why it cannot be done."""

    edits: tuple[Edit, ...]
    problem: Skip | None  # why some contraction cannot be expanded


def plain(text: str) -> str:
    """``text`` lower-cased with a typographic apostrophe made straight, for lookups."""
    return text.lower().replace("\u2019", "'")


def recase(source: str, form: str) -> str:
    """``form`` with the first letter's case of ``source`` ("Don't" → "Do not")."""
    return form[:1].upper() + form[1:] if source[:1].isupper() else form


def _subject_after(host: Token) -> bool:
    """Whether the clause of auxiliary ``host`` has its subject after it (a question)."""
    verb = host.head if host.dep_ in ("aux", "auxpass") else host
    for child in verb.children:
        if child.dep_ in _SUBJECTS:
            return child.i > host.i
    return False


def _next_word(token: Token) -> Token | None:
    """The first word after ``token`` that is not an adverb ("it's already been" → "been")."""
    doc = token.doc
    for i in range(token.i + 1, len(doc)):
        following = doc[i]
        if following.tag_ in ("RB", "RBR", "RBS") or following.dep_ == "neg":
            continue
        return following
    return None


def _s_reading(clitic: Token) -> str | None:
    """What "'s" stands for: "is", "has", "us", or None (possessive or unsettled)."""
    previous = clitic.doc[clitic.i - 1]
    if plain(previous.text) == "let":
        return "us"
    if clitic.tag_ != "VBZ":
        return None  # a possessive (POS) or a tag the parse got wrong: left alone
    data = rule_data().expand
    following = _next_word(clitic)
    if following is not None and plain(following.text) in data.has_participles:
        return "has"
    head = clitic.head
    if clitic.dep_ == "aux" and head.i > clitic.i:
        if head.tag_ == "VBG":
            return "is"
        if head.tag_ == "VBN":
            return "has"
        return None
    if clitic.dep_ == "auxpass" and head.i > clitic.i:
        return "is" if any(child.dep_ == "agent" for child in head.children) else None
    if clitic.lemma_ == "be" and clitic.dep_ not in ("aux", "auxpass"):
        return "is" if _copula_subject(clitic, previous) else None
    return None


def _copula_subject(clitic: Token, previous: Token) -> bool:
    """Whether the word before a copular "'s" is its subject, and no misspelt "its".

    "finds it's way" and "wags it's tail" are "its" typed with an apostrophe: after "it",
    a bare noun with no determiner is read as that slip and left alone.
    """
    if previous.dep_ not in _SUBJECTS or previous.head.i != clitic.i:
        return False
    if plain(previous.text) != "it":
        return True
    following = _next_word(clitic)
    if following is None or following.is_punct:
        return False
    bare_noun = following.tag_ in ("NN", "NNS") and not any(
        child.dep_ in ("det", "poss") for child in following.children
    )
    return not bare_noun


def _d_reading(clitic: Token) -> str | None:
    """What "'d" stands for: "had" before a participle or "better", "would" before a bare verb."""
    data = rule_data().expand
    doc = clitic.doc
    if clitic.i + 1 < len(doc):
        lower = plain(doc[clitic.i + 1].text)  # "better" and "rather" are adverbs: read before skipping
        if lower in data.had_before:
            return "had"
        if lower in data.would_before:
            return "would"
    following = _next_word(clitic)
    if following is None:
        return None
    if following.tag_ in ("VBN", "VBD"):  # "would" never takes a past form: a participle mis-tagged
        return "had"
    if following.tag_ == "VB":
        return "would"
    return None


def _in_title(host: Token, clitic: Token) -> bool:
    """Whether a contraction stands in a title: "I Don't Care", "I'll Bury My Dead".

    A capital where running text has none gives it away: on the host word away from the
    start of its sentence, or on the verb right after the contraction.
    """
    doc = host.doc
    capital = host.text[:1].isupper() and host.lower_ != "i"
    if capital and any(not before.is_punct for before in doc[host.sent.start : host.i]):
        return True
    if clitic.i + 1 < len(doc):
        following = doc[clitic.i + 1]
        if following.text[:1].isupper() and following.tag_ not in ("NNP", "NNPS") and following.text != "I":
            return True
    return False


def _attached(token: Token) -> bool:
    """Whether ``token`` is written against the word before it ("it" + "'s")."""
    doc = token.doc
    return token.i > 0 and not doc[token.i - 1].whitespace_ and not doc[token.i - 1].is_punct


def expansion(doc: Doc) -> Expansion | None:
    """The expansion of every contraction in ``doc``; None when it has none."""
    data = rule_data().expand
    edits: list[Edit] = []
    problem: Skip | None = None
    for token in doc:
        lower = plain(token.text)
        if lower[:1] != "'" and lower != "n't":
            continue
        if not _attached(token):
            continue
        previous = doc[token.i - 1]
        if lower not in data.clitics and lower not in ("n't", "'s", "'d"):
            continue  # a quotation mark: "'new'"
        if lower == "'s" and token.tag_ == "POS" and plain(previous.text) != "let":
            continue  # a possessive: no contraction
        if _in_title(previous, token):
            problem = problem or Skip(TITLE)
            continue
        if lower == "n't":
            full = data.negatives.get(plain(previous.text) + "n't")
            if full is None:
                problem = problem or Skip(AMBIGUOUS)
            elif _subject_after(previous):
                problem = problem or Skip(INVERTED)
            else:
                edits.append(Edit(previous.idx, token_end(token), recase(previous.text, full)))
            continue
        if lower in data.clitics:
            edits.append(Edit(token.idx, token_end(token), " " + data.clitics[lower]))
            continue
        reading = _s_reading(token) if lower == "'s" else _d_reading(token)
        if reading is None:
            problem = problem or Skip(AMBIGUOUS)
        else:
            edits.append(Edit(token.idx, token_end(token), " " + reading))
    if not edits and problem is None:
        return None
    return Expansion(tuple(edits), problem)
