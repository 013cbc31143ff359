"""Where a number stands: whether the words around it make it a count that may be written
the other way, or a year, a date, a time, a measure, a label, a code or part of a formula
that stays as typed.

Each check returns the :class:`~sda_augment.reasons.Skip` that keeps the number, or None
when nothing around it does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...analysis.document import MemoKey, analysis_of, doc_text
from ...analysis.syntax import opens_quotation
from ...analysis.tokens import Row
from ...reasons import Skip
from . import skips
from .rules import rule_data
from .words import Numeral

if TYPE_CHECKING:
    from spacy.tokens import Doc

# A digit written onto an operator or a variable in one token: "aged<70", "p=0.005", "9*g",
# "3x", "e(9".
_FORMULA = re.compile(r"[0-9][=<>^*≤≥]|[=<>^*≤≥][0-9.]|^[0-9]+[xyzn]$|[A-Za-z]\([0-9A-Za-z]")
_GROUPED = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+")
# Signs a number is written onto that make it a code ("*123#", "#5"), not punctuation around it.
_CODE_MARKS = frozenset({"#", "*", "@", "_", "~", "|", "\\", "^"})
_OPENING = frozenset({"(", "[", '"', "'", "“", "‘"})
_CLOSING_QUOTES = frozenset({'"', "”", "'", "’"})
_INCH_MARKS = frozenset({'"', "″", "′"})
# Per sentence start, whether the sentence holds a formula.
_FORMULA_SENTENCES: MemoKey[dict[int, bool]] = MemoKey("num2word_formula")


def attached(doc: Doc, i: int) -> bool:
    """Whether token ``i`` is written onto the next one, with no space between."""
    return not doc[i].whitespace_


def numeric(row: Row | None) -> bool:
    """A number in digits or in words ("CD"), or a token starting with a digit ("18th")."""
    return row is not None and (row.tag == "CD" or row.lower[:1].isdigit())


def neighbour(table: tuple[Row, ...], i: int, step: int) -> Row | None:
    """The token beside ``i`` in direction ``step``, over whitespace tokens ("6\u00a0MW")."""
    i += step
    while 0 <= i < len(table) and table[i].space:
        i += step
    return table[i] if 0 <= i < len(table) else None


def opens(doc: Doc, i: int) -> bool:
    """Whether token ``i`` opens its sentence (quotes and brackets before it aside)."""
    sent = doc[i].sent
    return all(doc[k].is_punct for k in range(sent.start, i))


def in_formula(doc: Doc, i: int) -> bool:
    """Whether token ``i`` stands in a sentence with an equation or a formula: an operator
    ("=", "<", "×", a spaced minus), a digit written onto a letter or a sign ("3x", "e(9)",
    "p=0.005"), or a signed number ("-0.5")."""
    return _formula_sentences(doc)[doc[i].sent.start]


def _formula_sentences(doc: Doc) -> dict[int, bool]:
    store = analysis_of(doc).answers
    found = store.get(_FORMULA_SENTENCES)
    if found is None:
        operators = rule_data().context.operators
        found = {}
        for sent in doc.sents:
            found[sent.start] = any(_formula_token(doc, token.i, operators) for token in sent)
        store[_FORMULA_SENTENCES] = found
    return found


def _formula_token(doc: Doc, i: int, operators: frozenset[str]) -> bool:
    token = doc[i]
    text = token.text
    if text in operators:
        return True
    if text in ("-", "–") and token.whitespace_ and i > 0 and doc[i - 1].whitespace_:
        following = doc[i + 1] if i + 1 < len(doc) else None
        previous = doc[i - 1]
        return following is not None and (_variable(previous.text) or _variable(following.text)) \
            or (following is not None and following.text[:1].isdigit() and previous.text in operators)
    if text in ("-", "−", "+") and not token.whitespace_ and i + 1 < len(doc) and doc[i + 1].text[:1] in "0123456789.":
        return i == 0 or bool(doc[i - 1].whitespace_) or doc[i - 1].text in _OPENING  # "-0.5", "( +56"
    if text[:1] in "-−+" and text[1:2].isdigit():
        return True  # "-0.77" read as one token
    if _variable(text) and not token.whitespace_ and i + 2 < len(doc) and doc[i + 1].text == "(":
        return True  # "e(9)", "x(g)": a function
    return has_digits(text) and bool(_FORMULA.search(text))


def _variable(text: str) -> bool:
    """A one-letter variable of a formula ("x", "l"), not the article "a" or "I"."""
    return len(text) == 1 and text.isalpha() and text not in ("a", "A", "I")


def quoted(doc: Doc, i: int) -> bool:
    """Whether token ``i`` is inside quotation marks: a title or speech is kept as typed."""
    return opens_quotation(doc_text(doc)[: doc[i].idx])


def _joined(doc: Doc, table: tuple[Row, ...], first: int, last: int) -> bool:
    """Whether tokens ``first``..``last`` are joined by a mark to a number beside them
    ("5–4", "10:30", "1.5")."""
    context = rule_data().context
    joiners, spaced = context.joiners, context.spaced_joiners
    i = first
    if i >= 2 and table[i - 1].lower in joiners and numeric(table[i - 2]) and (
        table[i - 1].lower in spaced or attached(doc, i - 2) and attached(doc, i - 1)
    ):
        return True  # "5–4"; "53: 11" on a display, "3 : 2"
    i = last
    if i + 2 < len(table) and table[i + 1].lower in joiners and (
        table[i + 1].lower in spaced or attached(doc, i) and attached(doc, i + 1)
    ):
        return numeric(table[i + 2])
    return False


def kept(
    doc: Doc, table: tuple[Row, ...], first: int, last: int, partners: bool = True, measured: bool = False,
    ranges: frozenset[int] = frozenset(),
) -> Skip | None:
    """What keeps the number on tokens ``first``..``last`` as typed, or None.

    With ``partners``, a number joined by "and", "to", ... to a number kept for a reason
    of its own is kept too ("between 4 and 5 a.m.", "from 26 to 31 December"); a partner
    among ``ranges``, the tokens of ranges read whole ("20-30C"), is no score. With
    ``measured``, the tokens are a sum or a measure read whole ("$44.7m", "335 mL"): its
    currency and unit are not what keeps it.
    """
    if quoted(doc, first):
        return Skip(skips.QUOTED)
    if in_formula(doc, first):
        return Skip(skips.EQUATION)
    own = own_context(doc, table, first, last, measured)
    if own is not None or not partners:
        return own
    for other in listed_with(table, first, last):
        if other in ranges:
            continue  # "20-30C and 3 storms": the range is written whole, with its own checks
        found = own_context(doc, table, other, other, measured=True)  # a partner's unit keeps the partner itself
        if found is not None:
            return found
    return None


def listed_with(table: tuple[Row, ...], first: int, last: int) -> list[int]:
    """The numbers listed with this one through commas, dashes, "and", "to", "&" ("December
    22, 23, and 25", "between 4 and 5 a.m.", "13 – 15 December"), in either direction."""
    links = rule_data().context.partners | {",", "&", "-", "–", "—"}
    found: list[int] = []
    for step, start in ((1, last + 1), (-1, first - 1)):
        i = start
        while 0 <= i < len(table) and table[i].lower in links:
            i += step
            if 0 <= i < len(table) and numeric(table[i]):
                found.append(i)
                i += step
    return found


def own_context(doc: Doc, table: tuple[Row, ...], first: int, last: int, measured: bool = False) -> Skip | None:
    """What the words right around tokens ``first``..``last`` make of the number, or None;
    with ``measured``, of a sum or a measure read whole."""
    context = rule_data().context
    following = table[last + 1] if last + 1 < len(table) else None
    before, after = neighbour(table, first, -1), neighbour(table, last, 1)
    if any(row is not None and row.lower in context.operators for row in (before, after)):
        return Skip(skips.EQUATION)  # "(A) 0 < y": a formula the sentence splitter cut apart
    if attached(doc, last) and following is not None:
        if following.lower in context.currency:
            return Skip(skips.MEASURE)  # "300.2$"
        if following.lower in context.clock:
            return Skip(skips.TIME)  # "3pm"
        if following.lower in _INCH_MARKS and table[last].lower[:1].isdigit():
            return Skip(skips.MEASURE)  # 'of size 27" x 18"': inches and feet
        if following.lower[:1].isalnum() or following.lower[:1] in "'’" or following.lower in _CODE_MARKS:
            return Skip(skips.CODE)  # "4K", "3D", "his 30's", "123#": spaCy splits them, the writer did not
    if first > 0 and attached(doc, first - 1) and not table[first - 1].lower[:1].isalnum() \
            and table[first - 1].lower not in _OPENING and doc[first - 1].text not in rule_data().measures.currencies \
            and table[first - 1].lower not in context.joiners:
        return Skip(skips.CODE)  # "*123", "#5", "₤199,185"
    if before is not None and before.lower in context.months or after is not None and after.lower in context.months:
        return Skip(skips.DATE)
    if after is not None and after.lower in context.clock:
        return Skip(skips.TIME)
    hyphened = table[last + 2] if after is not None and after.lower == "-" and last + 2 < len(table) else None
    if not measured and (any(row is not None and _unit(row.lower) for row in (after, hyphened))
                         or hyphened is not None and hyphened.lower in context.hyphened_units):
        return Skip(skips.MEASURE)  # "5 km", "a 24-km walk", "a 24-hectare lake"
    if before is not None and before.lower in context.currency and doc[before.i].text not in rule_data().measures.currencies:
        return Skip(skips.MEASURE)  # "Rs 5", "US$5"
    scaled = after is not None and after.lower in rule_data().measures.large_counts  # "5 million"
    if _joined(doc, table, first, last) or numeric(after) and not scaled or numeric(before):
        return Skip(skips.SCORE)  # "5–4", "two 18th-century factories"
    if not measured and after is not None and after.lower == "(" and last + 2 < len(table) and numeric(table[last + 2]):
        return Skip(skips.SCORE)  # "five (5)"; "25 km (16 mi)" is a measure and its conversion
    if before is not None and len(before.lower) == 1 and doc[before.i].text.isupper() and doc[before.i].text != "I" \
            and not opens(doc, before.i):
        return Skip(skips.LABEL)  # "the A 995", "Group B 4"
    if before is not None and before.lower in ("'s", "’s", "'", "’") and before.i > 0 \
            and table[before.i - 1].lower in context.events:
        return Skip(skips.LABEL)  # "the women's 800 metres": the number names the event
    if before is not None and (before.lower in context.labels or before.tag == "NN") and not _counts_plural(table, table[last]):
        return Skip(skips.LABEL)  # "page 5", "spot 4", "district 79": a singular noun names what the number labels
    if before is not None and before.lower in _CLOSING_QUOTES and before.i > 0 and doc[before.i - 1].text[:1].isupper():
        return Skip(skips.LABEL)  # 'the "Billboard" 200
    if before is not None and before.lower == "&" or after is not None and after.lower == "&":
        return Skip(skips.LABEL)  # "Lines 1 & 7"
    if before is not None and before.lower == "the" and following is not None and following.lower == "." \
            and attached(doc, last) and table[first].lower.isdigit():
        return Skip(skips.LABEL)  # "the 2. Bundesliga" cut after "2.": a German ordinal in a name
    if before is not None and before.pos in ("PROPN", "NOUN") and doc[before.i].text[:1].isupper():
        return Skip(skips.LABEL)  # "Class 43", "Day 25", "Apollo 11"
    if after is not None and after.pos == "PROPN" and doc[after.i].text[:1].isupper() \
            and not _counts_plural(table, table[last], doc):
        return Skip(skips.LABEL)  # "12th Street", "10 Downing Street": part of a name; not "873 Galapagos turtles"
    if not measured and before is not None and after is not None and before.lower == "(" and after.lower == ")" \
            and not _GROUPED.fullmatch(table[first].lower):
        return Skip(skips.LABEL)  # "(2)": an item number; "(12,235)" is an amount
    return None


def _unit(word: str) -> bool:
    """An abbreviated unit that keeps its number in digits, its full stop aside ("s." at the
    end of a line)."""
    units = rule_data().context.units
    return word in units or word.endswith(".") and word[:-1] in units


def percent_after(doc: Doc, table: tuple[Row, ...], i: int) -> int | None:
    """The index of the percent sign after the number at ``i`` ("20%", "20 %"), or None."""
    after = neighbour(table, i, 1)
    return after.i if after is not None and after.lower in rule_data().context.percent else None


def currency_before(doc: Doc, table: tuple[Row, ...], i: int) -> int | None:
    """The index of the currency symbol written onto the number at ``i`` ("$10"), or None."""
    if i == 0 or not attached(doc, i - 1):
        return None
    return i - 1 if doc[i - 1].text in rule_data().measures.currencies else None


def numeral_kept(doc: Doc, table: tuple[Row, ...], row: Row, numeral: Numeral) -> Skip | None:
    """What keeps digits ``numeral`` (token ``row``) as typed beyond the words around it:
    a year, a time written with a dot, a large or ungrouped number that counts nothing.
    Sums and measures are read whole in :mod:`.amounts`."""
    largest = rule_data().range
    after = neighbour(table, row.i, 1)
    sign = percent_after(doc, table, row.i)
    if sign is not None and sign + 1 < len(table) and doc[sign + 1].text[:1].isupper():
        return Skip(skips.LABEL)  # "95% CI", "99% Angel"
    if row.i + 1 < len(table) and table[row.i + 1].lower == "-" and attached(doc, row.i) \
            and (numeral.decimals or numeral.grouped or numeral.value > largest.largest):
        return Skip(skips.COMPOUND)  # "a 240-foot mast": "two hundred and forty-foot" is no word
    if numeral.ordinal:
        if _day_of_month(table, row, numeral):
            return Skip(skips.DATE)  # "on the 15th at 3pm"
        return None if numeral.value <= largest.largest_ordinal else Skip(skips.IDENTIFIER)
    if numeral.decimals and _clock_like(numeral, after):
        return Skip(skips.TIME)  # "it is still 5.05"
    if numeral.value <= largest.largest and not numeral.grouped:
        return None
    if not numeral.grouped and not numeral.decimals and _year(table, row, numeral):
        return Skip(skips.DATE)  # "in 1998", "the 2019 season", "the 2018 elections"; "1200 men" counts
    if not (numeral.grouped or numeral.decimals or _counts(doc, table, row)):
        return Skip(skips.IDENTIFIER)  # "Call 911", "My phone number is 628782"
    if not numeral.grouped and row.i > 0 and table[row.i - 1].lower == "the":
        return Skip(skips.IDENTIFIER)  # "the 721 events": a date or a name read as a number
    if numeral.value > largest.largest_written and numeral.value % 1_000_000:
        return Skip(skips.LARGE)
    return None


def _clock_like(numeral: Numeral, after: Row | None) -> bool:
    """A decimal that reads as a time written with a dot ("5.05", "11.30"): two decimals
    under sixty after an hour, with no unit or noun after it."""
    if len(numeral.decimals) != 2 or numeral.value > 24 or int(numeral.decimals) >= 60:
        return False
    return after is None or after.punct


def _counts(doc: Doc, table: tuple[Row, ...], row: Row, partners: bool = True) -> bool:
    """Whether the number counts something: a noun it modifies ("20000 apples"), a percent
    sign or a currency, or it is listed with a number that does ("between 90 and 120 days")."""
    if percent_after(doc, table, row.i) is not None or currency_before(doc, table, row.i) is not None:
        return True
    if _counts_plural(table, row):
        return True
    return partners and any(_counts(doc, table, table[other], False) for other in listed_with(table, row.i, row.i))


def _counts_plural(table: tuple[Row, ...], row: Row, doc: Doc | None = None) -> bool:
    """Whether the number counts a plural noun after it ("20000 apples", "873 Galapagos
    turtles"); a number before a singular noun names it ("the 20016 exhibition"). With
    ``doc``, a capitalised plural is a name, not a count ("800 Heroes")."""
    if row.dep not in ("nummod", "quantmod") or row.head <= row.i or table[row.head].tag not in ("NNS", "NNPS"):
        return False
    return doc is None or not doc[row.head].text[:1].isupper()


def _year(table: tuple[Row, ...], row: Row, numeral: Numeral) -> bool:
    """Whether four ungrouped digits read as a year: always within the years the text speaks
    of ("the 2018 elections"), and earlier where they count no plural ("in 1347"; "1200 men")."""
    years = rule_data().range
    if not 1000 <= numeral.value <= years.latest_year or len(table[row.i].lower) != 4:
        return False
    if numeral.value >= years.earliest_plain_year:
        return True
    return not _counts_plural(table, row)


def has_digits(text: str) -> bool:
    """Whether ``text`` holds a digit: a number in some form, read or not."""
    return any(char.isdigit() for char in text)


def _day_of_month(table: tuple[Row, ...], row: Row, numeral: Numeral) -> bool:
    """An ordinal that names a day of the month: at most 31, after "the" that a date's
    preposition opens, and no noun after it ("on the 15th at 3pm"; not "on the 15th floor")."""
    context = rule_data().context
    if numeral.value > context.largest_day or row.i < 2:
        return False
    if table[row.i - 1].lower != "the" or table[row.i - 2].lower not in context.date_prepositions:
        return False
    after = row.i + 1
    return after >= len(table) or table[after].pos not in ("NOUN", "PROPN", "ADJ", "NUM")
