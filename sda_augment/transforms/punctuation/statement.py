"""What kind of line PI punctuates, and where it ends.

A sentence-final "!" or "..." suits a statement only: a text with a finite verb (or one the
tagger misread), or the tail of a sentence cut across lines; not a title ("He Was There
(When I Needed You)"), a name or a list page's title. Lines of wiki markup or code are left
alone. The final token, and whether it is a full stop of its own rather than an
abbreviation's point, are memoised: the statement test, three rules and the skip reason ask.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.agreement import number_agrees, tag_number
from ...analysis.caption.reading import caption_reading
from ...analysis.caption.verbs import noun_tagged_verb
from ...analysis.clause import Clause, analyses
from ...analysis.document import MemoKey, analysis_of, doc_text
from ...analysis.morphology import inflection_table, lemma_table
from ...analysis.syntax import (
    is_punct,
    list_page_title,
    next_token,
    opens_quotation_or_bracket,
    sentences,
)
from ...analysis.tokens import rows
from .rules import rule_data
from .walk import walk_of

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_STATEMENT: MemoKey[bool] = MemoKey("pi_statement")
_FINAL_TOKEN: MemoKey = MemoKey("pi_final_token")
_FINAL_PERIOD: MemoKey[bool] = MemoKey("pi_final_period")


DOUBLE_QUOTES = frozenset('"“”«»„')
# An HTML tag inside a line ("Wind:<br>Heat 1: ..."), and a label whose value is a number
# ("Heat 1: +1.0 m/s"; not a clock time, "10:30"): the line is data, not a title.
_TAG = re.compile(r"<\s*/?\s*[A-Za-z][^<>]*>")
_LABEL_VALUE = re.compile(r"(?<!\d):\s*[+\-−±]?\d")
# Tags the tagger gives a finite verb it misreads: participle, base form, adjective, noun.
_MISREAD_TAGS = frozenset({"VBN", "VB", "JJ", "NN", "NNS"})


def is_statement(doc: Doc) -> bool:
    """True when the text is a sentence, not a title, name or heading.

    Sentence-final marks ("!", "...") only suit statements; "Mikko Hokka!" calls out. A
    statement has a finite verb, or is the tail of a sentence cut across lines: it starts
    in lower case and ends with a period ("in Adelaide."), or ends with a full stop and
    holds a finite verb the tagger misread (see :func:`_misread_verb`), or is a caption read
    as a clause (see :func:`_caption`) or a scene described in a line of its own (see
    :func:`_scene_line`).
    """
    store = analysis_of(doc).answers
    cached = store.get(_STATEMENT)
    if cached is None:
        text = doc_text(doc).strip()
        full_stop = text.endswith(".") and not text.endswith("..")
        tail = text[:1].islower() and full_stop
        cached = (tail or walk_of(doc).finite) and not title_line(doc)
        if not cached and full_stop and final_period(doc):
            # Only a word with one of these tags can be a misread verb: build no other Token.
            cached = any(_misread_verb(doc[row.i]) for row in walk_of(doc).table if row.tag in _MISREAD_TAGS)
        if not cached and text[:1].isalpha() and not title_line(doc):
            cached = _caption(doc) or (full_stop and _scene_line(doc))
        store[_STATEMENT] = cached
    return cached


def _caption(doc: Doc) -> bool:
    """A caption ("A man standing on a ladder.", "Two dogs in the snow.", "Man sitting ...").

    The shared caption reading (:mod:`sda_augment.analysis.caption`) takes it for the
    description of a scene, written as a sentence: it takes a sentence's marks as a
    statement does, whether or not NEG and DN find a faithful reading of it.
    """
    found = analyses(doc)
    if len(found) != 1 or any(ch in doc_text(doc) for ch in "():;"):
        return False  # "Legend (Russian: ...), Op.": a cut-off line, not a scene
    first = next((token for token in doc if not token.is_space), None)
    if first is None or first.lower_ in rule_data().subject_quotes.not_title_openers:
        return False  # "No UKIP candidate as previous." stays a fragment
    if first.pos_ not in ("DET", "NUM", "NOUN", "ADJ", "PROPN") or (first.pos_ == "DET" and first.lower_ not in ("a", "an")):
        return False  # "At times ...", "But another ...": part of a sentence
    sent, analysis = found[0]
    if isinstance(analysis, Clause):
        return noun_tagged_verb(sent) is not None  # "A girl in a tutu dances ...": its verb tagged a noun
    return caption_reading(sent, analysis) is not None


def _scene_line(doc: Doc) -> bool:
    """A scene described in a line of its own, whatever the parse made of it.

    "A race car speeding on the track.", "Graffiti on the side of a warehouse.": captions
    the tagger garbles ("A skateboarder glides down ..." with "glides" read as a plural
    noun) still describe a scene, and a final "!" or "..." suits them as it suits a
    statement. A line opening as a noun phrase does, ending with a full stop of its own
    (not "No." or "e.g." cut short), with a verb form after its first word, or a
    preposition after a determiner or number ("The view of a man through a fence."; not
    the heading "Member of the Delegation for relations with Canada.").
    """
    config = rule_data().final_mark
    text = doc_text(doc)
    if any(mark in text for mark in '():;"“”') or not final_period(doc) or len(sentences(doc)) != 1:
        return False
    words = [row for row in rows(doc) if not row.punct and not row.space]
    if len(words) < config.scene_min_words:
        return False
    first = words[0]
    if first.pos not in config.scene_openers or (first.pos == "DET" and first.lower not in config.scene_determiners):
        return False
    tags = config.scene_verb_tags
    if first.pos in config.scene_phrase_openers:
        tags = tags | config.scene_phrase_tags
    return any(row.tag in tags for row in words[1:])


@lru_cache(maxsize=8192)
def _finite_form(word: str) -> str | None:
    """"past" or "present" when lemminflect's dictionary knows ``word`` as a finite verb form."""
    for lemma in lemma_table(word).get("VERB", ()):
        forms = inflection_table(lemma)
        if word in forms.get("VBD", ()):
            return "past"
        if word in forms.get("VBZ", ()) or word in forms.get("VBP", ()):
            return "present"
    return None


@lru_cache(maxsize=8192)
def _plural_forms(word: str) -> frozenset[str]:
    """The present forms of ``word``'s verbs that take a plural subject ("breed", not "breeds")."""
    forms: set[str] = set()
    for lemma in lemma_table(word).get("VERB", ()):
        forms.update(inflection_table(lemma).get("VBP", ()))
    return frozenset(forms)


def _agrees(noun: Token, word: str) -> bool:
    """Whether present form ``word`` agrees with the subject ending in ``noun``.

    Nouns joined by "and" before it may take either form: "Grasshopper warbler and sedge
    warbler breed", and writers also put "runoff ... and meltwater ... drains".
    """
    doc = noun.doc
    if any(doc[index].lower_ == "and" for index in range(noun.sent.start, noun.i)):
        return True
    return number_agrees(tag_number(noun), "VBP" if word in _plural_forms(word) else "VBZ")


def _misread_verb(token: Token) -> bool:
    """A finite verb the tagger read as a participle, adjective or noun.

    "The Konheims divorced in 1978.", "the brand underwent restructuring", "Haswell studies
    short period exoplanets": a lower-case word that is a finite verb form in the
    dictionary, right after the noun heading its subject (or with a subject of its own),
    with more of the sentence after it. Captions' participles ("All credits adapted from
    Discogs.") and nouns in an apposition ("a website established in 2003") do not count.
    """
    word = token.text
    if not word.isalpha() or not word.islower() or token.tag_ not in _MISREAD_TAGS:
        return False
    following = next_token(token)
    if following is None or is_punct(following) or token.i == 0 or token.dep_ == "compound":
        return False  # "their pre-season poll": a noun modifying the next one is no verb
    if token.doc[token.i - 1].tag_ == "TO" or any(child.tag_ == "TO" for child in token.children):
        return False  # "to become": an infinitive
    form = _finite_form(word)
    if form is None or word in rule_data().final_mark.caption_participles:
        return False
    if form == "present" and token.dep_ == "amod":
        return False  # "short period exoplanets": an adjective, not "to short"
    if any(child.dep_ in ("nsubj", "nsubjpass") and child.i < token.i for child in token.children):
        return True
    before = token.doc[token.i - 1]
    if before.tag_ == "JJ" and before.i > 0 and token.doc[before.i - 1].tag_ == "IN":
        return True  # "people in black used rubbish": the adjective is a preposition's object
    if before.tag_ not in ("NN", "NNS", "NNP", "NNPS") or before.dep_ in ("appos", "dobj"):
        return False
    if form == "present" and not _agrees(before, word):
        return False  # "No UKIP candidate as previous": a noun that does not agree is no verb
    # A noun read as modifying this word is its subject when a preposition, coordinator or
    # determiner follows ("warbler breed on", "slope drains into"), not another noun.
    return before.dep_ != "compound" or following.tag_ in ("IN", "CC", "DT", "TO", "RB", "PRP$")


def cut_short(final: Token) -> bool:
    """True when the final period belongs to the word before it ("approx.", "Lt.", "J.S.")."""
    if final.i == 0:
        return True
    before = final.doc[final.i - 1]
    if before.whitespace_:
        return False
    word = before.text.lower()
    return (
        word.endswith(".")
        or f"{word}." in rule_data().final_mark.abbreviations
        or (len(word) == 1 and word.isalpha())
        or ("." in word and all(part.isalpha() and len(part) <= 4 for part in word.split(".")))  # "B.Litt.", "Ph.D."
    )


def open_at_end(text: str) -> bool:
    """The text stops inside a quotation or bracket it opened ('he said "it was late.').

    A final mark there would change the quoted words or land inside the bracket.
    """
    return opens_quotation_or_bracket(text)


def title_line(doc: Doc) -> bool:
    """A line in title case with no final mark ("He Was There (When I Needed You)"), or a
    list page's title ("List of January 2020 Hong Kong protests").

    Its verbs belong to a song's or a book's title, so it is no statement and its
    subject is no subject to quote: only the whole line may be quoted.
    """
    text = doc_text(doc).rstrip()
    if not text or text[-1] in ".!?…":
        return False
    if list_page_title(text):
        return True
    words = [token for token in doc if not token.is_space]
    return sum(token.is_alpha for token in words) >= 2 and in_title_case(words)


def in_title_case(words: list[Token]) -> bool:
    """Every word but the small ones ("of", "and", "des") starts with a capital letter."""
    small = rule_data().subject_quotes.title_small_words
    return all(
        not token.is_alpha or token.text[:1].isupper() or token.lower_ in small for token in words
    )


def final_token(doc: Doc) -> Token | None:
    """The last token that is not whitespace (kept: three rules ask for it)."""
    store = analysis_of(doc).answers
    if _FINAL_TOKEN not in store:
        last = next((row.i for row in reversed(rows(doc)) if not row.space), None)
        store[_FINAL_TOKEN] = None if last is None else doc[last]
    return store[_FINAL_TOKEN]


def final_period(doc: Doc) -> bool:
    """The text ends with a full stop of its own, not an abbreviation's point ("approx.").

    Memoised: the statement test and two rules ask.
    """
    store = analysis_of(doc).answers
    found = store.get(_FINAL_PERIOD)
    if found is None:
        final = final_token(doc)
        found = store[_FINAL_PERIOD] = final is not None and final.text == "." and not cut_short(final)
    return found


def data_line(text: str) -> bool:
    """A line of data ("Wind:<br>Heat 1: +1.0 m/s"): an HTML tag or a label with a number after it.

    Quotes around it would frame a table cell as if it were a title.
    """
    return bool(_TAG.search(text) or _LABEL_VALUE.search(text))


def is_markup(doc: Doc) -> bool:
    """A line of wiki markup or code ("!colspan=12 ...", "<onlyinclude>", LilyPond lyrics
    split into syllables: "И сад был весь о -- пу -- сто -- шен"), not prose."""
    markup = rule_data().markup
    text = doc_text(doc).strip()
    if text.startswith("!"):  # a table header cell ("!align=left|Total"), not "!Kung people ..."
        return len(text) <= 2 or any(mark in text for mark in markup.cell_marks)
    return text.startswith(markup.openers) or text.count(markup.lyric_hyphen) >= 2
