"""num2word (AugCSE's pool): numerals written out in words, or number words back in digits.

"3 children" → "three children", "20000 apples" → "twenty thousand apples", "20%" →
"twenty percent", "99.22" → "ninety-nine point two two", "the 21st century" → "the
twenty-first century", "$6.75bn" → "six point seven five billion dollars", "335 mL" →
"three hundred and thirty-five millilitres" (sums and measures: :mod:`.amounts`), and
"twenty-one players" → "21 players". A number moves only where
it counts or measures something: one that is part of a year, a date, a time, a score, a
formula, a code, a phone number or a name ("Class 43", "Route 66", "page 5", "5–4", "May
5", "4 pm", "x > 2", "Call 911") is kept as typed, and so is a number word in a name
("Three Kings") or opening a sentence. Every number of a sentence that can move moves in
the same direction, so the sentence stays consistent. Rule ids are ``num2word.to_words``
and ``num2word.to_digits``; the reasons are in :mod:`.skips`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.articles import article_edit
from ...analysis.document import doc_text
from ...analysis.tokens import Row, rows
from ...edits import Edit, token_end, upper_first
from ...reasons import EMPTY_INPUT, Skip
from ...transform import Candidate, MemoisedRuleTransform, Meta
from . import skips
from .amounts import Amount, amount_words, attributive, read_amount
from .context import (
    has_digits,
    in_formula,
    kept,
    listed_with,
    numeral_kept,
    opens,
    percent_after,
)
from .rules import rule_data
from .words import Numeral, cardinal_table, number_words, read_numeral, say

if TYPE_CHECKING:
    from spacy.tokens import Doc


def _written(doc: Doc, table: tuple[Row, ...], row: Row, numeral: Numeral) -> tuple[Edit, ...] | Skip:
    """The edits writing ``numeral`` (token ``row``) in words, with its percent sign as a
    word ("20%" → "twenty percent"), a capital where it opens the sentence and "a"/"an"
    before it made to fit; or why an opening number must stay. Sums and measures are
    written by :func:`_amount_written`."""
    context = rule_data().context
    words = say(numeral)
    start, end = doc[row.i].idx, token_end(doc[row.i])
    sign = percent_after(doc, table, row.i)
    if sign is not None:
        words, end = f"{words} {context.percent_word}", token_end(doc[sign])
    first = row.i
    if opens(doc, first):
        counts = row.dep == "nummod" and row.head > row.i
        if not (numeral.ordinal or counts or sign is not None):
            return Skip(skips.NOT_COUNTING)  # "72 on the UK Singles Chart": the end of "No. 72"; "50 of the members"
        words = upper_first(words)
    article = article_edit(doc[first], words)  # "a 18,000" → "an eighteen thousand", "an 8" stays "an eight"
    return (Edit(start, end, words),) if article is None else (article, Edit(start, end, words))


# Digits with letters written onto them in one token: "30f", "4a", "1990s".
_WRITTEN_ONTO = re.compile(r"[0-9]+[a-z]+\.?")  # the full stop of a line's end too ("30f.")

# Reasons that keep a count or a measure in digits: a sentence with one keeps its other counts
# and measures in digits too ("over 240 articles and ~100 chapters", "140 mm (5.5 inches)").
_DIGIT_COUNTS = frozenset({
    skips.LARGE, skips.IDENTIFIER, skips.MEASURE, skips.COMPOUND, skips.AMBIGUOUS_UNIT, skips.ATTRIBUTIVE,
    skips.DECIMAL_COMMA,
})


def _partner_kept(doc: Doc, table: tuple[Row, ...], amount: Amount) -> Skip | None:
    """Why a bare number listed with the sum or measure stays in digits: then the measure
    stays too ("between 1100 and 1800 °C": 1100 reads as a year)."""
    for other in listed_with(table, amount.first, amount.last):
        numeral = read_numeral(table[other].lower)
        if numeral is not None and read_amount(doc, other) is None:
            why = numeral_kept(doc, table, table[other], numeral)
            if why is not None:
                return why
    return None


def _amount_written(doc: Doc, table: tuple[Row, ...], amount: Amount) -> tuple[Edit, ...] | Skip:
    """The edits writing a sum or a measure in words ("$6.75bn" → "six point seven five
    billion dollars", "an 8-km walk" → "an eight-kilometre walk"), or why it stays: the
    words around it, a noun it describes, or a reading that is not certain. A sum or a
    measure kept keeps the sentence's others in digits."""
    why = kept(doc, table, amount.first, amount.last, measured=True) or _partner_kept(doc, table, amount)
    if why is None and attributive(doc, table, amount):
        why = Skip(skips.ATTRIBUTIVE)
    if why is None and opens(doc, amount.first) and any(
        table[k].lower in ("(", "[") for k in range(doc[amount.first].sent.start, amount.first)
    ):
        why = Skip(skips.NOT_COUNTING)  # "(7 g) has the abdomen ...": a bracketed note, not a subject
    words = amount_words(doc, amount) if why is None else why
    if isinstance(words, Skip):
        return words
    if opens(doc, amount.first):
        words = upper_first(words)
    edit = Edit(amount.start, amount.end, words)
    article = article_edit(doc[amount.first], words)  # "an 8-km walk" → "an eight-kilometre walk"
    return (edit,) if article is None else (article, edit)


def _unread(word: str) -> str:
    """Why digits that read as no number stay: letters written onto them make a code ("30F",
    "4A", "1990s"); anything else is a notation ("10:30", "2020/01/02")."""
    return skips.CODE if _WRITTEN_ONTO.fullmatch(word) else skips.NOTATION


def _holds_digits(code: str, row: Row, table: tuple[Row, ...]) -> bool:
    """Whether a number kept for ``code`` keeps the sentence's other numbers in digits: it
    counts or measures something, as they do ("~100 chapters", "140 mm", "a 240-foot mast"),
    or a code is listed with numbers that would move ("between 30 and 34C")."""
    if code in _DIGIT_COUNTS:
        return True
    if code in (skips.CODE, skips.NOTATION) and listed_with(table, row.i, row.i):
        return True  # "sizes between 30 and 34C": not "between thirty and 34C"
    return code in (skips.CODE, skips.NOTATION) and row.head > row.i and table[row.head].pos == "NOUN" \
        and row.dep in ("nummod", "compound", "quantmod")


def to_words(doc: Doc, table: tuple[Row, ...]) -> tuple[list[Edit], Skip | None]:
    """Edits writing every movable numeral in words, and the first reason one was kept.

    A sentence with a count that must stay in digits because it is too long to write out
    ("1,234,567 votes and 5 seats") keeps all its counts in digits: a careful writer does
    not mix the two within one kind.
    """
    edits: list[Edit] = []
    reason: Skip | None = None
    covered = -1  # the last token of the sum or measure just written
    amounts = {row.i: read_amount(doc, row.i) for row in table if has_digits(row.lower)}
    ranges = frozenset(
        k for found in amounts.values() if isinstance(found, Amount) and found.upto is not None
        for k in range(found.first, found.last + 1)
    )
    for row in table:
        if row.i <= covered or not has_digits(row.lower):
            continue
        amount = amounts[row.i]
        if amount is not None:
            if isinstance(amount, Skip):
                return [], amount  # a sum or a measure kept keeps the sentence's others in digits
            written = _amount_written(doc, table, amount)
            if isinstance(written, Skip):
                return [], written
            edits.extend(written)
            covered = amount.last
            continue
        numeral = read_numeral(row.lower) if row.lower[:1].isdigit() else None
        if numeral is None:
            why: Skip | None = kept(doc, table, row.i, row.i, ranges=ranges) or Skip(_unread(row.lower))
        else:
            why = kept(doc, table, row.i, row.i, ranges=ranges) or numeral_kept(doc, table, row, numeral)
        if why is not None and _holds_digits(why.code, row, table):
            return [], why  # a count left in digits keeps the sentence's other counts in digits
        if why is None and numeral is not None:
            written = _written(doc, table, row, numeral)
            if isinstance(written, Skip):
                return [], written
            edits.extend(written)
            continue
        reason = reason or why or Skip(skips.NOTATION)
    return edits, reason


def _word_number(doc: Doc, table: tuple[Row, ...], i: int) -> tuple[int, int] | None:
    """(last token, value) of the number word starting at token ``i``: "twenty - one" too."""
    words = cardinal_table()
    text = doc_text(doc)
    for last in (i + 2, i):  # "twenty-one" is three tokens
        if last >= len(table) or not all(not doc[k].whitespace_ for k in range(i, last)):
            continue
        start, end = doc[i].idx, token_end(doc[last])
        value = words.get(text[start:end].lower())
        if value is not None:
            return last, value
    return None


def _compound_kept(table: tuple[Row, ...], doc: Doc, last: int) -> Skip | None:
    """Why a number word joined by a hyphen to the word after it stays a word: a fraction or
    an ordinal ("two-thirds", "thirty-seventh"), or a compound whose noun takes no digits
    ("a four-time finalist"); None for "three-year-old", "a four-mile walk"."""
    if last + 2 >= len(table) or table[last + 1].lower != "-" or doc[last].whitespace_ or doc[last + 1].whitespace_:
        return None
    context = rule_data().context
    after = table[last + 2]
    if after.lower in context.fractions or after.lower in number_words():
        return Skip(skips.NOT_COUNTING)  # "two-thirds"; "thirty-seventh", an ordinal
    return None if after.lower in context.hyphen_nouns else Skip(skips.COMPOUND)


def to_digits(doc: Doc, table: tuple[Row, ...]) -> tuple[list[Edit], Skip | None]:
    """Edits writing every movable number word in digits, and the first reason one was kept.

    A number word that must stay a word (it does not count a noun, it opens the sentence)
    keeps every other one a word too: "A further 6 members ...; four by the government"
    mixes the two. Only a name ("Three Kings") and an opening "One" stand apart.
    """
    edits: list[Edit] = []
    reason: Skip | None = None
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
        compound = _compound_kept(table, doc, last)
        why: Skip | None
        if opens(doc, row.i):
            why = Skip(skips.OPENING)
        elif doc[row.i].text[:1].isupper():
            why = Skip(skips.NAME)
        elif compound is not None:
            why = compound
        elif head.dep != "nummod" or head.head < last:
            why = Skip(skips.NOT_COUNTING)
        else:
            why = kept(doc, table, row.i, last)
        if why is not None:
            if why.code not in (skips.NAME, skips.OPENING) or row.lower != "one" and why.code == skips.OPENING:
                return [], why  # "6 members ...; four by the government": all or none
            reason = reason or why
            continue
        edits.append(Edit(doc[row.i].idx, token_end(doc[last]), str(value)))
    if edits and _kept_word(doc, table, edits):
        return [], Skip(skips.NOT_COUNTING)
    return edits, reason


def _kept_word(doc: Doc, table: tuple[Row, ...], edits: list[Edit]) -> bool:
    """A number word the table leaves out ("one") counting beside moved ones ("3 sets to one")."""
    keep = rule_data().words.keep
    for row in table:
        if row.tag == "CD" and row.lower in keep and not opens(doc, row.i) and not in_formula(doc, row.i):
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
        "Numbers: numerals to words and words to numerals; years, dates, times, codes, formulas kept",
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
        return options or next((why for why in reasons if why), Skip(skips.NO_NUMBER))

