"""``pi.aside_marks`` on brackets: a description the writer put in brackets, set off by
spaced dashes or, for a few kinds, by commas instead.

Brackets, dashes and a pair of commas all set off a non-restrictive element; the choice
changes the emphasis, never the facts ("Walter Dossenbach (born 6 March 1922) was ..." →
"Walter Dossenbach, born 6 March 1922, was ..."; "play each other twice (once at home and
once away) for ..." → "... twice – once at home and once away – for ...").

Only a bracket that holds a description in words: one that opens with a lower-case word,
holds at least two words and no punctuation of its own. Brackets hold much else that no
dash or comma may carry: abbreviations and codes ("(SA)"), dates and life spans
("(1900–1990)"), translations and labels ("(German: ...)"), alternative names ("(or
Dunn)"), a role's actor ("(Jake Gyllenhaal)"), a measure in other units ("5 miles (8
km)"), a reference ("(see below)"). Commas only for a birth date, a who/which clause and an
earlier or later name ("(now ...)", "(later ...)", "(also known as ...)"), where they
read as careful writers type them; a bracket next to a list or a coordinator keeps its
brackets for commas, and a line with a dash of its own gets no dashes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...analysis.syntax import SUBJECT_DEPS, sentences
from ...analysis.tokens import rows
from ...edits import Edit
from ...transform import Candidate
from .commas import inside_quotation
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

RULE = "pi.aside_marks"
# Tokens inside a bracket that are part of its words, not punctuation of its own.
_WORD_MARKS = frozenset({"-", "'s", "’s"})
_NOMINAL = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})
_BARE_NOUN = frozenset({"NN", "NNS"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})


def bracket_aside_candidates(doc: Doc) -> list[Candidate]:
    """One candidate per bracketed description and mark (dashes, commas)."""
    rules = rule_data().aside_marks
    text = doc_text(doc)
    options: list[Candidate] = []
    if "(" not in text:
        return options
    dashes = not any(mark in text for mark in rules.dashes_in_line)
    for sent in sentences(doc):
        for opening, closing in _brackets(doc, sent):
            if inside_quotation(text, doc[opening].idx):
                continue
            first = doc[opening + 1].lower_
            end = closing + 1 >= sent.end or doc[closing + 1].is_punct
            if dashes:
                edits = _dashes(doc, opening, closing, end)
                options.append(Candidate(RULE, edits, (("aside", "bracket"), ("marks", "dashes"))))
            if first in rules.bracket_comma_openers and not _near_list(doc, sent, opening, closing) and _date_commas(doc, opening, closing):
                edits = _commas(doc, opening, closing, end)
                options.append(Candidate(RULE, edits, (("aside", "bracket"), ("marks", "commas"))))
    return options


def _brackets(doc: Doc, sent: Span) -> list[tuple[int, int]]:
    """(index of "(", index of ")") for each bracket in ``sent`` that holds a description
    in words, after a word and before a word or the sentence's final period."""
    rules = rule_data().aside_marks
    table = rows(doc)
    found = []
    start = sent.start
    for opening in range(start + 1, sent.end):
        if table[opening].lower != "(":
            continue
        closing = next((j for j in range(opening + 1, sent.end) if table[j].lower in ("(", ")")), None)
        if closing is None or table[closing].lower != ")":
            continue
        words = doc[opening + 1 : closing]
        before = doc[opening - 1]
        if not _spaced(doc, opening, closing) or len(words) < rules.bracket_min_words:
            continue
        if len(words) > rules.bracket_max_words or before.is_punct and before.text not in ('"', "”"):
            continue
        birth = words[0].lower_ in rules.bracket_birth_openers
        if any(word.is_punct and word.text not in _WORD_MARKS and not (birth and word.text == ",") for word in words):
            continue  # punctuation of its own: a label, a translation, a list, a quote
        head = words[0]
        if not head.is_lower or not head.is_alpha or head.lower_ in rules.bracket_not_openers:
            continue
        if head.tag_ in _BARE_NOUN or head.tag_ == "JJ" and words[1].tag_ in _BARE_NOUN:
            continue  # a bare noun: a note or a gloss ("(article published by ...)", "(southern part of the lake)")
        if _interrupts(doc, opening, closing) or _parallel(doc, opening):
            continue
        if any(word.tag_ in _FINITE for word in words) and not any(word.lower_ in rules.bracket_comma_openers for word in words[:3]):
            continue  # a clause of its own: a dash before it reads as a new sentence
        if before.like_num or opening - 2 >= start and doc[opening - 2].like_num:
            continue  # "5 miles (8 km)", "in 1990 (the year ...)": a measure or a date glossed
        if not _after_ok(doc, sent, closing):
            continue
        found.append((opening, closing))
    return found


def _interrupts(doc: Doc, opening: int, closing: int) -> bool:
    """The bracket stands inside a phrase: a noun or an adjective follows it, or the word
    before it, unless it is a subject, depends on a word after it ("the closest single
    (non-binary) star")."""
    before = doc[opening - 1]
    if closing + 1 < len(doc) and doc[closing + 1].pos_ in _NOMINAL:
        return True  # "the 2020 The Left (a left-wing alliance) candidate": a noun phrase goes on
    return before.head.i > closing and before.dep_ not in SUBJECT_DEPS


def _parallel(doc: Doc, opening: int) -> bool:
    """Another bracket in the line holds a description too ("fed by the Pika River (coming
    from the west), by the outlet (coming from the south)"; 'the "Zeitschrift" (edited by
    Schelling) and the "Journal" (co-edited by ...)'): dashes for one of them would break
    the writer's parallel."""
    table = rows(doc)
    return any(
        table[i].lower == "(" and i != opening and doc[i + 1].is_lower
        for i in range(len(table) - 1)
    )


def _spaced(doc: Doc, opening: int, closing: int) -> bool:
    """Typed as careful writers type a bracket: one space before it, none inside it."""
    text = doc_text(doc)
    at = doc[opening].idx
    return (
        at >= 2
        and text[at - 1] == " "
        and text[at - 2] != " "
        and not doc[opening].whitespace_
        and not doc[closing - 1].whitespace_
    )


def _after_ok(doc: Doc, sent: Span, closing: int) -> bool:
    """The bracket ends the sentence (its final period next) or the sentence goes on with a
    word after one space."""
    after = closing + 1
    if after >= len(doc):
        return False
    word = doc[after]
    if word.text == "." and (after + 1 >= sent.end or after + 1 == len(doc)):
        return not doc[closing].whitespace_
    return doc[closing].whitespace_ == " " and (word.is_alpha or word.like_num)


def _near_list(doc: Doc, sent: Span, opening: int, closing: int) -> bool:
    """A comma or a coordinator just before or after the bracket: commas there could read
    as a list's ("A, B (now C), and D" → "A, B, now C, and D")."""
    window = list(doc[max(sent.start, opening - 8) : opening]) + list(doc[closing + 1 : min(sent.end, closing + 3)])
    return any(word.text in (",", ";") or word.pos_ == "CCONJ" for word in window)


def _date_commas(doc: Doc, opening: int, closing: int) -> bool:
    """Every comma in the bracket is a full date's ("born November 18, 1952"), which commas
    around the bracket's words leave whole; another ("born 1970, Amsterdam") would read as
    one more item among them."""
    months = rule_data().clause_comma.months
    for index in range(opening + 1, closing):
        if doc[index].text != ",":
            continue
        if index - 2 <= opening or doc[index - 2].lower_ not in months or not doc[index - 1].like_num:
            return False
        if index + 1 >= closing or not doc[index + 1].like_num:
            return False
    return True


def _dashes(doc: Doc, opening: int, closing: int, end: bool) -> tuple[Edit, ...]:
    """"X (desc) rest" → "X – desc – rest"; "X (desc)." → "X – desc."."""
    dash = rule_data().aside_marks.dash
    left, right = doc[opening], doc[closing]
    return (
        Edit(left.idx, left.idx + 1, f"{dash} "),
        Edit(right.idx, right.idx + 1, "" if end else f" {dash}"),
    )


def _commas(doc: Doc, opening: int, closing: int, end: bool) -> tuple[Edit, ...]:
    """"X (desc) rest" → "X, desc, rest"; "X (desc)." → "X, desc."."""
    left, right = doc[opening], doc[closing]
    return (
        Edit(left.idx - 1, left.idx + 1, ", "),
        Edit(right.idx, right.idx + 1, "" if end else ","),
    )
