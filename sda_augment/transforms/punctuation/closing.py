"""The comma that closes a full date or a place named with its region, mid-sentence.

"born on June 10, 1989 in Yerevan" → "born on June 10, 1989, in Yerevan"; "moved to Detroit,
Michigan in 1835" → "moved to Detroit, Michigan, in 1835". The comma after the day opens
an aside that the year closes, as the state or country closes the one after the city. Not
where a noun follows, which the date or place then describes ("the June 10, 1989 election").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.syntax import SUBJECT_DEPS
from ...analysis.tokens import Row, child_rows
from ...edits import Edit
from .commas import capitalised, comma_after
from .rules import rule_data
from .walk import Walk, contiguous, punct_row

if TYPE_CHECKING:
    from spacy.tokens import Span


def closing_commas(walk: Walk, sent: Span) -> list[Edit]:
    """The closing comma after each full date and each "City, Region" in the sentence."""
    edits = []
    for row in walk.table[sent.start : sent.end]:
        last = _date_end(walk, row, sent) if row.tag == "CD" else _place_end(walk, row) if row.pos == "PROPN" else None
        if last is not None:
            edit = comma_after(walk.doc, last)
            if edit is not None:
                edits.append(edit)
    return edits


def _date_end(walk: Walk, year: Row, sent: Span) -> int | None:
    """``year``'s index when it ends "Month Day, Year" with more of the sentence after it."""
    table, doc = walk.table, walk.doc
    i = year.i
    if i < sent.start + 3 or not (year.lower.isdigit() and len(year.lower) == 4):
        return None
    day, comma, month = table[i - 2], table[i - 1], table[i - 3]
    if comma.lower != "," or not day.lower.isdigit() or not 1 <= int(day.lower) <= 31:
        return None
    if month.lower not in rule_data().clause_comma.months or not capitalised(doc, month):
        return None
    return i if _followed_by_more(walk, i, sent, opening=_opens_sentence(table, month.i, sent)) else None


def _opens_sentence(table: tuple[Row, ...], month: int, sent: Span) -> bool:
    """The date stands in a phrase that opens the sentence ("On March 5, 1957 the council ...")."""
    return month - 1 == sent.start and table[month - 1].pos == "ADP"


def _place_end(walk: Walk, region: Row) -> int | None:
    """The last index of the region in "City, Region" when more of the sentence follows."""
    table, doc = walk.table, walk.doc
    if region.dep not in ("appos", "npadvmod") or not capitalised(doc, region):
        return None
    token = doc[region.i]
    first, last = token.left_edge.i, token.right_edge.i
    city = table[region.head]
    if first < 2 or city.i != first - 2 or table[first - 1].lower != "," or city.pos != "PROPN":
        return None
    if not capitalised(doc, city) or any(kid.dep == "conj" for kid in child_rows(doc)[city.i]):
        return None  # "Paris, London and Rome": a list, not a place and its region
    if city.dep in SUBJECT_DEPS:
        return None  # "Ann, Bob was born": two subjects in a row may be a list the parse misread
    if not contiguous(table, region.i, first, last):
        return None
    words = table[first : last + 1]
    if any(punct_row(row) or not capitalised(doc, row) for row in words):
        return None  # "Queen Mary, University of London": not a region's name
    return last if _followed_by_more(walk, last, token.sent, opening=False) else None


def _followed_by_more(walk: Walk, last: int, sent: Span, opening: bool) -> bool:
    """A word of the sentence follows that the date or place does not describe: a
    preposition, a conjunction, a verb or an adverb; after an opening phrase also the
    subject ("On March 5, 1957 the council ...")."""
    following = last + 1
    if following >= sent.end:
        return False
    row = walk.table[following]
    if punct_row(row) or row.space:
        return False
    allowed = rule_data().clause_comma.after_closing_pos
    return row.pos in allowed or opening and row.pos in ("DET", "PRON", "PROPN")
