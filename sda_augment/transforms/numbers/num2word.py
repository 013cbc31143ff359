"""num2word (AugCSE's pool): numerals written out in words, or number words back in digits.

"3 children" → "three children", "the 21st century" → "the twenty-first century", and
"twenty-one players" → "21 players". Only whole numbers up to one hundred move, and only
where they count something: a number that is part of a year, a date, a measure, a score,
a code or a name ("Class 43", "Route 66", "page 5", "12 %", "5–4", "May 5") is kept as
typed, and so is a number word in a name ("Three Kings") or opening a sentence. Every
number of a sentence that can move moves in the same direction, so the sentence stays
consistent. Rule ids are ``num2word.to_words`` and ``num2word.to_digits``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.document import doc_text
from ...analysis.syntax import opens_quotation
from ...analysis.tokens import Row, rows
from ...edits import Edit, upper_first
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .rules import rule_data
from .words import cardinal_table, digits_value, in_words, number_words

if TYPE_CHECKING:
    from spacy.tokens import Doc

NO_NUMBER = register_reason("num2word.no_number", "no number in digits or in words")
LARGE = register_reason("num2word.large", "a count above one hundred: the sentence's counts stay in digits")
LABEL = register_reason("num2word.label", "a number that labels ('Route 66', 'page 5', 'Class 43')")
DATE = register_reason("num2word.date", "a year or a number in a date ('1998', '5 May')")
MEASURE = register_reason("num2word.measure", "a number with a unit, a symbol or a currency ('12 %', '5 km', '$5')")
SCORE = register_reason("num2word.score", "a number joined to another ('5–4', '3-1', '10:30')")
NAME = register_reason("num2word.name", "a number word in a name ('Three Kings')")
OPENING = register_reason("num2word.opening_word", "a number word opening the sentence (a sentence never opens with digits)")
CODE = register_reason("num2word.code", "a number written onto letters ('4K', '3D', \"30's\"): a code, a unit or a decade")
QUOTED = register_reason("num2word.quoted", "a number inside quotation marks (a title or what was said)")
NOT_COUNTING = register_reason(
    "num2word.not_counting", "a number that does not count a noun ('two of them', a sentence opening '72 on the chart')"
)

Found = tuple[Edit, ...] | str


def _word(doc: Doc, row: Row) -> str:
    return doc[row.i].text


def _attached(doc: Doc, i: int) -> bool:
    """Whether token ``i`` is written onto the next one, with no space between."""
    return not doc[i].whitespace_


def _joined(doc: Doc, table: tuple[Row, ...], first: int, last: int) -> bool:
    """Whether tokens ``first``..``last`` are joined by a mark to a number beside them
    ("5–4", "10:30", "1.5")."""
    joiners = rule_data().context.joiners
    i = first
    if i >= 2 and table[i - 1].lower in joiners and _attached(doc, i - 2) and _attached(doc, i - 1) and _numeric(table[i - 2]):
        return True
    i = last
    if i + 2 < len(table) and table[i + 1].lower in joiners and _attached(doc, i) and _attached(doc, i + 1):
        return _numeric(table[i + 2])
    return False


def _quoted(doc: Doc, first: int) -> bool:
    """Whether the token is inside quotation marks: a title or speech is kept as typed."""
    return opens_quotation(doc_text(doc)[: doc[first].idx])


def _context(doc: Doc, table: tuple[Row, ...], first: int, last: int, partners: bool = True) -> Skip | None:
    """Why the number on tokens ``first``..``last`` is kept as written, or None.

    With ``partners``, a number joined by "and", "to", ... to a number kept for a reason
    of its own is kept too ("between 4 and 5 a.m.", "from 26 to 31 December").
    """
    if _quoted(doc, first):
        return Skip(QUOTED)
    own = _own_context(doc, table, first, last)
    if own is not None or not partners:
        return own
    for other in _partners(table, first, last):
        kept = _own_context(doc, table, other, other)
        if kept is not None:
            return kept
    return None


def _partners(table: tuple[Row, ...], first: int, last: int) -> list[int]:
    """The numbers listed with this one through commas, dashes, "and", "to", "&" ("December
    22, 23, and 25", "between 4 and 5 a.m.", "13 – 15 December"), in either direction."""
    links = rule_data().context.partners | {",", "&", "-", "–", "—"}
    found: list[int] = []
    for step, start in ((1, last + 1), (-1, first - 1)):
        i = start
        while 0 <= i < len(table) and table[i].lower in links:
            i += step
            if 0 <= i < len(table) and _numeric(table[i]):
                found.append(i)
                i += step
    return found


def _own_context(doc: Doc, table: tuple[Row, ...], first: int, last: int) -> Skip | None:
    context = rule_data().context
    if _attached(doc, last) and last + 1 < len(table) and (table[last + 1].lower[:1].isalnum() or table[last + 1].lower[:1] in "'’"):
        return Skip(CODE)  # "4K", "3D", "his 30's": spaCy splits them, the writer did not
    before, after = _neighbour(table, first, -1), _neighbour(table, last, 1)
    if before is not None and before.lower in context.months or after is not None and after.lower in context.months:
        return Skip(DATE)
    hyphened = table[last + 2] if after is not None and after.lower == "-" and last + 2 < len(table) else None
    if before is not None and before.lower in context.currency or any(
        row is not None and row.lower in context.units for row in (after, hyphened)
    ):
        return Skip(MEASURE)  # "12 %", "$5", "a 24-hectare lake"
    if _joined(doc, table, first, last) or _numeric(after) or _numeric(before):
        return Skip(SCORE)  # "5–4", "two 18th-century factories"
    if after is not None and after.lower == "(" and last + 2 < len(table) and _numeric(table[last + 2]):
        return Skip(SCORE)  # "five (5)"
    if before is not None and (before.lower in context.labels or before.tag == "NN"):
        return Skip(LABEL)  # "page 5", "spot 4", "district 79": a singular noun names what the number labels
    if before is not None and before.lower == "&" or after is not None and after.lower == "&":
        return Skip(LABEL)  # "Lines 1 & 7"
    if before is not None and before.pos in ("PROPN", "NOUN") and _word(doc, before)[:1].isupper():
        return Skip(LABEL)  # "Class 43", "Day 25", "Apollo 11"
    if after is not None and after.pos == "PROPN" and _word(doc, after)[:1].isupper():
        return Skip(LABEL)  # "12th Street", "10 Downing Street": part of a name
    if before is not None and after is not None and before.lower == "(" and after.lower == ")":
        return Skip(LABEL)  # "(2)": an item number
    return None


def _neighbour(table: tuple[Row, ...], i: int, step: int) -> Row | None:
    """The token beside ``i`` in direction ``step``, over whitespace tokens ("6\u00a0MW")."""
    i += step
    while 0 <= i < len(table) and table[i].space:
        i += step
    return table[i] if 0 <= i < len(table) else None


def _numeric(row: Row | None) -> bool:
    """A number in digits or in words ("CD"), or a token starting with a digit ("18th")."""
    return row is not None and (row.tag == "CD" or row.lower[:1].isdigit())


def _opens(doc: Doc, row: Row) -> bool:
    """Whether the token opens its sentence (quotes and brackets before it aside)."""
    token = doc[row.i]
    sent = token.sent
    return all(doc[i].is_punct for i in range(sent.start, row.i))


def _large(row: Row, table: tuple[Row, ...]) -> bool:
    """A whole number above the range that is not a year ("353 yards", "1200 men"; not
    "in 1998" or "the 2019 season")."""
    if not row.lower.isdigit():
        return False
    value = int(row.lower)
    if value <= rule_data().range.largest:
        return False
    year = len(row.lower) == 4 and 1000 <= value <= 2100
    return not year or row.dep == "nummod" and row.head > row.i and table[row.head].tag == "NNS"


def to_words(doc: Doc, table: tuple[Row, ...]) -> tuple[list[Edit], Skip | None]:
    """Edits writing every movable numeral in words, and the first reason one was kept.

    A sentence with a number that stays in digits because it is large ("353 yards and 7
    touchdowns") keeps all its counts in digits: a careful writer does not mix the two.
    """
    if any(_large(row, table) for row in table):
        return [], Skip(LARGE)
    edits: list[Edit] = []
    reason = None
    for row in table:
        if not row.lower[:1].isdigit():
            continue
        found = digits_value(row.lower)
        why = _context(doc, table, row.i, row.i)
        if found is None:
            why = why or (Skip(LARGE) if _large(row, table) else Skip(DATE) if row.lower.isdigit() else None)
        if found is None or why is not None:
            reason = reason or why
            continue
        words = in_words(*found)
        if _opens(doc, row):
            if not found[1] and (row.dep != "nummod" or row.head < row.i):
                return [], Skip(NOT_COUNTING)  # "72 on the UK Singles Chart": the end of "No. 72"; "50 of the members"
            words = upper_first(words)
        token = doc[row.i]
        edits.append(Edit(token.idx, token.idx + len(token.text), words))
    return edits, reason


def _word_number(doc: Doc, table: tuple[Row, ...], i: int) -> tuple[int, int] | None:
    """(last token, value) of the number word starting at token ``i``: "twenty - one" too."""
    words = cardinal_table()
    text = doc_text(doc)
    for last in (i + 2, i):  # "twenty-one" is three tokens
        if last >= len(table) or not all(_attached(doc, k) for k in range(i, last)):
            continue
        start, end = doc[i].idx, doc[last].idx + len(doc[last].text)
        value = words.get(text[start:end].lower())
        if value is not None:
            return last, value
    return None


def to_digits(doc: Doc, table: tuple[Row, ...]) -> tuple[list[Edit], Skip | None]:
    """Edits writing every movable number word in digits, and the first reason one was kept.

    A number word that must stay a word (it does not count a noun, it opens the sentence)
    keeps every other one a word too: "A further 6 members ...; four by the government"
    mixes the two. Only a name ("Three Kings") and an opening "One" stand apart.
    """
    edits: list[Edit] = []
    reason = None
    fractions = rule_data().context.fractions
    i = 0
    while i < len(table):
        row = table[i]
        found = _word_number(doc, table, i) if row.tag == "CD" and row.lower.isalpha() else None
        if found is None:
            i += 1
            continue
        last, value = found
        i = last + 1
        head = table[last]
        after = table[last + 2] if last + 2 < len(table) and table[last + 1].lower == "-" else None
        if _opens(doc, row):
            why = Skip(OPENING)
        elif _word(doc, row)[:1].isupper():
            why = Skip(NAME)
        elif after is not None and (after.lower in fractions or after.lower in number_words()):
            why = Skip(NOT_COUNTING)  # "two-thirds"; "thirty-seventh", an ordinal
        elif head.dep != "nummod" or head.head < last:
            why = Skip(NOT_COUNTING)
        else:
            why = _context(doc, table, row.i, last)
        if why is not None:
            if why.code not in (NAME, OPENING) or row.lower != "one" and why.code == OPENING:
                return [], why  # "6 members ...; four by the government": all or none
            reason = reason or why
            continue
        start = doc[row.i].idx
        edits.append(Edit(start, doc[last].idx + len(doc[last].text), str(value)))
    if edits and _kept_word(doc, table, edits):
        return [], Skip(NOT_COUNTING)
    return edits, reason


def _kept_word(doc: Doc, table: tuple[Row, ...], edits: list[Edit]) -> bool:
    """A number word the table leaves out ("one") counting beside moved ones ("3 sets to one")."""
    keep = rule_data().words.keep
    for row in table:
        if row.tag == "CD" and row.lower in keep and not _opens(doc, row):
            start = doc[row.i].idx
            if not any(edit.start <= start < edit.end for edit in edits):  # not the "one" of "twenty-one"
                return True
    return False


@dataclass(frozen=True)
class NumberWords(MemoisedRuleTransform):
    """num2word: numerals written out in words ("3" → "three"), or number words in digits."""

    name: ClassVar[str] = "num2word"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Numbers: numerals to words and words to numerals; years, dates, measures, labels kept",
        source="AugCSE (Tan et al.) / NL-Augmenter",
        pools=("augcse",),
        sample="She wrote 3 novels and twelve plays.",
    )

    direction: Literal["both", "words", "digits"] = "both"  # which way numbers may move

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        table = rows(doc)
        options: list[Candidate] = []
        reasons: list[Skip | None] = []
        if self.direction in ("both", "words"):
            edits, why = to_words(doc, table)
            if edits:
                options.append(Candidate("num2word.to_words", tuple(edits)))
            reasons.append(why)
        if self.direction in ("both", "digits"):
            edits, why = to_digits(doc, table)
            if edits:
                options.append(Candidate("num2word.to_digits", tuple(edits)))
            reasons.append(why)
        return options or next((why for why in reasons if why), Skip(NO_NUMBER))
