"""Titles of works at the start of a text, which the negation frames must leave as written.

A frame before "Play or Die is a film" keeps the capital of "Play"; a quoted title before
the verb ('"Comet" arrived ...') is the subject, not quoted speech; a verbless text opening
with a year or an ordinal ("2019 Diamond Head Classic") is a title.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...analysis.clause import Clause
from ...analysis.morphology import known_word
from ...analysis.syntax import FINITE_TAGS, called_a_work
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def title_subject(clause: Clause, first: Token) -> bool:
    """The sentence opens with a work's title as its subject ("Play or Die is a film").

    A capitalised adverb or adjective as subject ("Alone is a comedy"), or a subject whose
    words are all capitalised (two or more, acronyms aside, short function words allowed)
    and which does not open with an article.
    """
    subject = clause.subject
    if not (subject.left_edge.i <= first.i <= subject.right_edge.i):
        return False
    if subject.i == first.i and subject.pos_ in ("ADV", "ADJ") and not list(subject.children):
        return subject.lower_ not in rule_data().title_subject.quantifiers
    if first.text in ("The", "A", "An") and _named_work(clause, first):
        return True  # "The Forgotten Woman is a 1921 film", "A Rubber Band Christmas is ... album": the article is the title's
    if first.lower_ in rule_data().title_subject.articles or first.lower_ in rule_data().existential.words:
        return False  # an article or a quantifier ("All 11 of the Navy Armed Guards") opens no title
    if first.lower_ in rule_data().capitals.determiners and not _work_predicate(clause):
        return False  # "No Roland T. Owen had checked in": a determiner before a name, unless a work's title
    if first.lower_ in rule_data().title_subject.pronouns:
        return False  # "She and Hazel Henderson founded ...": a pronoun, then a name
    if _common_head(first) and not _work_predicate(clause):
        return False  # "Members of the Worker House were ...": a common noun, then a name
    words = [t for t in first.doc[subject.left_edge.i : subject.right_edge.i + 1] if t.is_alpha]
    function_words = rule_data().title_subject.function_words
    content = [t for t in words if t.lower_ not in function_words and not t.is_upper]
    return len(content) >= 2 and all(t.text[:1].isupper() for t in content)


def _common_head(first: Token) -> bool:
    """A dictionary noun the tagger reads as common, heading the phrase or naming a role
    before a name ("Actor Richard Kind"); a plural before a name is a first name ("Mats Wilander")."""
    if first.tag_ not in ("NN", "NNS") or not known_word(first.lower_):
        return False
    return first.dep_ != "compound" or first.tag_ == "NN"


def _work_predicate(clause: Clause) -> bool:
    """The clause says what work its subject is: "be" with a work noun ("film", "album") as attribute."""
    return called_a_work(clause.head.last)


def _named_work(clause: Clause, first: Token) -> bool:
    """"The Ship (Italian: La nave) is a 1921 Italian silent film": a capitalised title, then
    "be" with a work noun ("film", "album") as its attribute."""
    subject = clause.subject
    doc = first.doc
    words = [t for t in doc[first.i + 1 : subject.i + 1] if t.is_alpha]
    if not words or not all(t.text[:1].isupper() or t.lower_ in rule_data().title_subject.function_words for t in words):
        return False
    return _work_predicate(clause)


def quoted_title(doc: Doc, clause: Clause) -> bool:
    """The text opens with a quoted name that closes before the verb ('"Comet" arrived ...')."""
    opening = doc[0].text
    if opening not in ('"', "“") or len(doc) < 3:
        return False
    closing = {'"': '"', "“": "”"}[opening]
    for token in doc[1 : clause.finite.i]:
        if token.text == closing:
            if _speech_tag(doc, token.i + 1):
                return False  # '"You look as if ...", he observed': speech, not a title
            if any(t.tag_ in FINITE_TAGS and t.text[:1].islower() for t in doc[1 : token.i]):
                return False  # '"He was either worried ..." in addition to ..., she told': speech
            return doc[1].text[:1].isupper()
    return False


def _speech_tag(doc: Doc, start: int) -> bool:
    """A comma, then a verb before the next punctuation: '", he observed' / '", Ogletree answered'.

    A quoted ship or song name is followed by an appositive instead ('"Comet", Sugden, master, ...').
    """
    if start >= len(doc) or doc[start].text != ",":
        return False
    for token in doc[start + 1 :]:
        if token.is_punct:
            return False
        if token.pos_ in ("VERB", "AUX"):
            return True
    return False


_TITLE_NUMBER = re.compile(r"(1[6-9]|20)\d\d([–-](\d\d|(1[6-9]|20)\d\d))?|\d+(st|nd|rd|th)")


def year_title(doc: Doc) -> bool:
    """A title opening with its year, season or ordinal ("2019 Diamond Head Classic",
    "2019–20 Naisten Liiga season", "9th Defense Battalion"), then a capitalised word."""
    words = [t for t in doc if not t.is_space]
    if len(words) < 2 or words[0].idx != 0 or not _TITLE_NUMBER.fullmatch(words[0].text):
        return False
    return words[1].is_alpha and words[1].text[:1].isupper()
