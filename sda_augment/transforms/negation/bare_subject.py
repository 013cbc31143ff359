"""A caption's bare count noun after the frame: "Man is chopping wood" → "... that a man is ...".

Captions drop the article of their subject ("Man chops wood", "Young girl sitting on
bleachers"). After "It is not true that" neither "Man" (a name?) nor "man" (mankind?)
reads right, but the article the caption left out does: "It is not true that a man is not
chopping wood." That article is only restored for a singular count noun of the kind a
picture shows (``[dn] bare_count_nouns``), opening the line with nothing before it but its
own adjectives or noun modifiers ("Older Asian man", "Football player", "Ample
dark-skinned man"); a subject joined to another takes it for both ("a man and woman").
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.articles import indefinite_article
from ...analysis.morphology import known_word
from ...edits import Edit
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token


_MODIFIER_TAGS = frozenset(("JJ", "JJR", "JJS", "NN", "VBN", "VBG", "HYPH"))


@lru_cache(maxsize=1)
def _count_nouns() -> frozenset[str]:
    return frozenset(rule_data().dn.bare_count_nouns)


def _undetermined_count_noun(subject: Token) -> bool:
    """A count noun of ``[dn] bare_count_nouns`` with no determiner, possessive or number,
    and no name after it ("torpedo boat Esau")."""
    if subject.lower_ not in _count_nouns() or subject.tag_ not in ("NN", "NNP"):
        return False  # the common case, decided first
    doc = subject.doc
    return (
        not any(c.dep_ in ("det", "poss", "nummod") for c in subject.children)
        and (subject.i + 1 >= len(doc) or doc[subject.i + 1].pos_ != "PROPN")
    )


def bare_count_subject(subject: Token) -> bool:
    """Whether ``subject`` is a caption's count noun without its article, opening the line."""
    if not _undetermined_count_noun(subject):
        return False
    before = subject.doc[subject.sent.start : subject.i]
    return (
        all(_modifies(t, subject) and (_modifier_tag(t) or t.text == "-") for t in before)  # "Big hairy dog", "Ample dark-skinned man"
        and _one_and(subject)
    )


def bare_list(subject: Token) -> bool:
    """"Horse, apple, eagle, and tulip are ...": a list of bare nouns, generic, read with no
    article and in lower case after the frame."""
    doc = subject.doc
    return subject.i + 1 < len(doc) and doc[subject.i + 1].text == "," and any(c.dep_ == "conj" for c in subject.children)


def _one_and(subject: Token) -> bool:
    """No coordination, or one other noun after "and" ("Man and woman"): not a list of bare
    nouns ("Horse, apple, eagle, and tulip are symbols"), which reads as generic."""
    conjuncts = [c for c in subject.children if c.dep_ == "conj"]
    if not conjuncts:
        return True
    nxt = subject.doc[subject.i + 1] if subject.i + 1 < len(subject.doc) else None
    return len(conjuncts) == 1 and nxt is not None and nxt.lower_ == "and" and not any(c.dep_ == "conj" for c in conjuncts[0].children)


def _modifies(token: Token, subject: Token) -> bool:
    """``token`` is a word of the subject's own phrase ("dark-skinned" in "dark-skinned man")."""
    return token.head.i == subject.i and token.dep_ in ("amod", "compound") or any(a.i == subject.i for a in token.ancestors) \
        and token.dep_ in ("amod", "compound", "punct", "advmod", "npadvmod")


def bare_opening(subject: Token) -> bool:
    """A count noun of ``[dn] bare_count_nouns`` without a determiner whose phrase opens the
    line, whether or not its article can be restored: the frame must not go before it bare."""
    if not _undetermined_count_noun(subject):
        return False
    return subject.left_edge.i == subject.sent.start and not any(
        t.tag_ in ("NNP", "NNPS", "POS") and not _modifier_tag(t) for t in subject.doc[subject.sent.start : subject.i]
    )  # "Alpert's group"


def _modifier_tag(token: Token) -> bool:
    """An adjective or noun modifier; a first word tagged as a name only if it is a common word ("Lady vendor")."""
    if token.tag_ == "NNP":
        return token.i == token.sent.start and known_word(token.lower_)
    if token.tag_ == "RB":  # "dark-skinned": the first half of a hyphenated adjective
        return token.i + 1 < len(token.doc) and token.doc[token.i + 1].text == "-"
    return token.tag_ in _MODIFIER_TAGS


def restored_article(subject: Token) -> str | None:
    """The article ("a"/"an") to write before a bare count-noun subject, else None.

    None where a word before the noun is a name or cannot be read (the article could not
    be chosen safely: "Guy Fawkes' man"), so the caller keeps its own skip.
    """
    if not bare_count_subject(subject):
        return None
    first = subject.doc[subject.sent.start]
    if first.i != subject.i and not _common_modifier(first) and not _proper_adjective(first):
        return None
    if any(not _common_modifier(t) and not _proper_adjective(t) for t in subject.doc[first.i + 1 : subject.i] if not t.is_punct):
        return None
    return indefinite_article(first.text, letters=False)


def article_frame_edits(subject: Token, frame: str) -> list[Edit] | None:
    """``frame`` ("It is not true that") and the restored article before the caption's first
    word, which loses its capital unless it is a proper adjective ("an Asian man"); None
    where no article can be restored."""
    article = restored_article(subject)
    if article is None:
        return None
    first = subject.doc[subject.sent.start]
    out = [Edit(first.idx, first.idx, f"{frame} {article} ")]
    if first.text[:1].isupper() and (first.i == subject.i or not _proper_adjective(first)) and not first.text.isupper():
        out.append(Edit(first.idx, first.idx + 1, first.text[0].lower()))
    return out


def _common_modifier(token: Token) -> bool:
    """A common word before the noun: "young", "older", "football" (capitalised only first)."""
    if token.is_punct:
        return token.text == "-"
    lowered = token.i == token.sent.start or token.text.islower()
    return lowered and known_word(token.lower_) and not any(c.isupper() for c in token.text[1:])


def _proper_adjective(token: Token) -> bool:
    """A nationality or place word before the noun that keeps its capital ("Asian", "Indian"):
    capitalised, and known to the lexicon only so."""
    return token.is_alpha and token.text[:1].isupper() and token.dep_ in ("amod", "compound") and not known_word(token.lower_)
