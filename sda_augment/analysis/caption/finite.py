"""Captions whose finite verb the parser hung below the subject: "A man dressed in yellow walks".

After a subject with a long participle phrase ("A man dressed in yellow rescue gear",
"An elderly woman wearing a flower printed apron with a pink shirt") the parser often
makes the subject noun the root and hangs the caption's real verb ("walks", "is
cooking") on a noun of the phrase. The analysis then finds no verb, and the caption
reading finds a finite verb where a participle should be. This reads such a caption as
the clause it is: the subject noun that opens it and the first present verb after its
participle phrase, when that verb has no subject of its own, agrees with the subject, and
stands outside any clause an opener starts ("while she grasps", "who is wearing").

MV, NEG and DN then treat it like any clause (``mv.caption_progressive``, ``neg.add_not``,
``dn.template_add``); ``captions=false`` turns it off with the other caption readings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reasons import skip_code
from ..agreement import number_agrees, subject_number
from ..clause import NO_VERB, Clause, ClauseOrSkip
from ..document import MemoKey, analysis_of
from ..recovery import simple_clause
from ..rules import grammar
from ..syntax import SUBJECT_DEPS
from .verbs import present_form

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


_FINITE_CLAUSE: MemoKey = MemoKey("caption_finite_clause")

_OPENERS = frozenset(("while", "as", "who", "that", "which", "where", "when", "because", "whilst", "whose", "whom", "but", "or"))
_PRESENT = frozenset(("VBZ", "VBP"))
_BE_HAVE = frozenset(("is", "are", "has", "have"))
_AFTER_VERB_TAGS = frozenset(("IN", "DT", "PRP$", "RP", "TO"))


def caption_finite_clause(sent: Span, found: ClauseOrSkip) -> Clause | None:
    """The clause of a caption whose verb the parser hung below its subject, or None (memoised)."""
    if skip_code(found) != NO_VERB or sent.start != 0:
        return None
    store = analysis_of(sent.doc).answers
    key = (_FINITE_CLAUSE, sent.start)
    try:
        return store[key]
    except KeyError:
        clause = store[key] = _find(sent)
        return clause


def _find(sent: Span) -> Clause | None:
    root = sent.root
    words = [t for t in sent if not t.is_space]
    if not words or root.pos_ != "NOUN" or root.left_edge.i != words[0].i or not _opens_caption(words[0], root):
        return None
    participle = next((c for c in root.rights if c.dep_ == "acl" and c.tag_ in ("VBG", "VBN")), None)
    # The phrase that misleads the parser: "dressed in ...", "wearing ...", or place and dress
    # phrases alone ("A worker in a striped t-shirt hovers over a stand").
    opening = participle if participle is not None else root
    set_off = participle is not None and sent.doc[participle.i - 1].text == ","  # "A guitarist, dressed in black, performs"
    found = _first_present(sent, opening.i + 1, set_off)
    if found is None:
        return None
    verb, tag = found
    if participle is None and not _after_phrase(root, verb):
        return None  # "A man rock climbs": the word before the verb is not the subject's phrase
    head = verb.head if verb.dep_ in ("aux", "auxpass") else verb
    if any(c.dep_ in SUBJECT_DEPS and not _object_of_phrase(c, opening) for c in head.children):
        return None  # a subject of its own: "... and a woman holds a baby"
    if head.dep_ in ("relcl", "advcl", "ccomp") or head.dep_ == "pcomp" and head.i == verb.i:
        return None  # "with ... is cooking" reads on: the auxiliary makes it the caption's verb
    if not number_agrees(subject_number(root), tag):
        return None  # "A group of people dressed in formal wear pose": agreement unclear
    return simple_clause(sent, head, root, None if head.i != verb.i else tag)


def _after_phrase(root: Token, verb: Token) -> bool:
    """The word before ``verb`` is the subject or ends a prepositional phrase on it."""
    before = verb.doc[verb.i - 1]
    if before.i == root.i:
        return True
    if before.pos_ not in ("NOUN", "PROPN", "ADJ") or any(a.i == verb.i for a in before.ancestors):
        return False
    path = [before, *before.ancestors]
    return any(node.dep_ == "prep" and node.head.i == root.i for node in path)


def _object_of_phrase(noun: Token, participle: Token) -> bool:
    """A "subject" the parser gave the verb that is the object of a preposition in the
    participle phrase ("wearing an apron with a pink shirt is cooking")."""
    doc = noun.doc
    before = noun.left_edge.i - 1
    return participle.i < noun.i and before > participle.i and doc[before].tag_ == "IN"


def _opens_caption(first: Token, root: Token) -> bool:
    """An indefinite caption subject: "A man", "Two women", "Young boys", "Woman in a
    hat" (no name, no "the")."""
    if first.lower_ in ("a", "an") or first.like_num:
        return True
    if first.i == root.i and root.lower_ in grammar().captions.animate_nouns:
        return True
    return first.i == root.i and root.tag_ == "NNS" or first.tag_ in ("JJ",) and root.tag_ == "NNS"


def _first_present(sent: Span, start: int, commas: bool) -> tuple[Token, str] | None:
    """The first present verb or auxiliary from ``start``, if no opener (or, unless the
    participle phrase is set off by commas, no comma) comes before it."""
    doc = sent.doc
    for token in doc[start : sent.end]:
        if token.lower_ in _OPENERS or token.tag_ in ("WDT", "WP", "WRB") or token.text in (";", ":"):
            return None
        if token.text == "," and not commas:
            return None
        if token.tag_ in _PRESENT and token.text.isalpha() and token.text.islower():
            if token.lower_ in _BE_HAVE and token.dep_ not in ("aux", "auxpass"):
                return None  # "has a yellow flashlight": a relative "that has" or a main "be" left alone
            return token, token.tag_
        if token.tag_ == "NNS" and token.i + 1 < sent.end and doc[token.i + 1].tag_ in _AFTER_VERB_TAGS \
                and doc[token.i - 1].tag_ in ("NN", "NNS", "NNP") and present_form(token) == "VBZ":
            return token, "VBZ"  # "... and apron talks over her shoulder": a verb tagged as a noun
    return None
