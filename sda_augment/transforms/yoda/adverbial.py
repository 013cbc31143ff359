"""A date that ends the main clause, fronted: "He served as mayor from 2000 to 2004." →
"From 2000 to 2004, he served as mayor."

Where the clause has no object or complement to front (a passive, a noun after "be", a
verb of relation), a phrase of time that closes it may open it instead, as writers often
put it. Only a date moves (years, decades, months, days of the month), only from the end
of the clause, and only one hung on the main verb with no other verb between: a phrase on
a noun ("the election in 2010") or on a relative clause ("a book that was published in
1990") belongs to what it follows.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token

    from ...analysis.clause import Clause

_YEAR = re.compile(r"(?:1[0-9]{3}|20[0-9]{2})s?")
_DAY = re.compile(r"(?:[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)?")
_CLOSING = (".", "!", "…")


def _date_word(token: Token) -> bool:
    data = rule_data().adverbial
    lower = token.lower_
    return (
        lower in data.prepositions or lower in data.joiners or lower in data.months or lower in data.seasons
        or _YEAR.fullmatch(lower) is not None or _DAY.fullmatch(lower) is not None
    )


def _dated(token: Token) -> bool:
    """A year, a decade or a month: what makes a phrase a date ("in 2004", "in March")."""
    return _YEAR.fullmatch(token.lower_) is not None or token.lower_ in rule_data().adverbial.months


def time_tail(clause: Clause) -> tuple[Token, Token] | None:
    """The date phrase that ends ``clause`` on its verb (first and last token), or None."""
    head = clause.head.last
    sent = clause.sent
    doc = sent.doc
    end = sent.end - 1
    while end > head.i and (doc[end].is_punct or doc[end].is_space):
        end -= 1
    closing = [token for token in doc[end + 1 : sent.end] if not token.is_space]
    if len(closing) > 1 or closing and closing[0].text not in _CLOSING:
        return None  # a sentence that ends in a bracket or a quote
    data = rule_data().adverbial
    if _date_is_predicate(clause) or _date_may_be_the_objects(clause):
        return None
    for prep in head.children:
        if prep.dep_ != "prep" or prep.i <= head.i or prep.lower_ not in data.prepositions:
            continue
        span = doc[prep.i : end + 1]
        if prep.i == 0 or doc[prep.i - 1].is_punct or not doc[prep.i - 1].whitespace_:
            continue  # "..., in 2004": an aside of its own
        if doc[prep.i - 1].pos_ == "ADP" or doc[prep.i - 1].dep_ == "prt":
            continue  # "was made by in 1899": a word is missing before the date
        between = doc[head.i + 1 : prep.i]
        if any(token.pos_ in ("VERB", "AUX") or token.dep_ in ("cc", "conj") for token in between):
            continue  # another verb or a coordination between: the date may be theirs
        if any(_dated(token) for token in sent if not prep.i <= token.i <= end):
            return None  # "played for X in 1975 and for Y in 1977": dates of their own parts
        if prep.lower_ == "on" and not any(_DAY.fullmatch(token.lower_) or token.lower_ in data.months for token in span):
            continue  # "published on 2006": a year is not a day
        words = [token for token in span if not token.is_punct]
        if len(words) > data.max_words or not any(_dated(token) for token in span):
            continue
        if not all(_date_word(token) or token.text in ("-", "–") for token in span):
            continue
        if any(token.head.i != head.i and not prep.i <= token.head.i <= end for token in span):
            continue  # a word of the phrase hangs outside it
        return prep, doc[end]
    return None


def _date_is_predicate(clause: Clause) -> bool:
    """ "Their first season was in 2017": the date is what "be" says, with no other complement."""
    head = clause.head.last
    return head.lemma_.lower() == "be" and not any(child.dep_ in ("attr", "acomp") for child in head.children)


def _date_may_be_the_objects(clause: Clause) -> bool:
    """An object with a verb of relation ("examples included the visit to England in June
    1814") or in the present ("this article presents a list of events during 1989"): the
    date belongs to the thing the object names, not to the verb's act."""
    head = clause.head.last
    if not any(child.dep_ == "dobj" for child in head.children):
        return False
    return clause.finite_tag in ("VBZ", "VBP") or head.lemma_.lower() in rule_data().verbs.relational
