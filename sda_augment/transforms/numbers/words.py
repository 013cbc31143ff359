"""English number words from num2words: "21" → "twenty-one", "21st" → "twenty-first", and back.

num2words (PyPI, LGPL) writes the words; the reverse table is built from its own output
for the numbers this family reads back, so the two directions always agree. It is
imported on first use: ``import sda_augment`` stays light.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .rules import rule_data

_ORDINAL = re.compile(r"([0-9]+)(st|nd|rd|th)")
_PLAIN = re.compile(r"(0|[1-9][0-9]*)(?:\.([0-9]+))?")
_GROUPED = re.compile(r"([1-9][0-9]{0,2}(?:,[0-9]{3})+)(?:\.([0-9]+))?")
_SUFFIX = {1: "st", 2: "nd", 3: "rd"}
_DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


@cache
def _num2words():
    from num2words import num2words

    return num2words


def ordinal_suffix(value: int) -> str:
    """The suffix a written ordinal takes: 1st, 2nd, 3rd, 4th, 11th, 21st."""
    return "th" if 10 <= value % 100 <= 20 else _SUFFIX.get(value % 10, "th")


@dataclass(frozen=True)
class Numeral:
    """A number as typed in digits: its whole part, its decimals as written ("22" of
    "99.22", "" for none), whether it is an ordinal ("21st") or grouped by commas ("12,235")."""

    value: int
    decimals: str = ""
    ordinal: bool = False
    grouped: bool = False


def read_numeral(text: str) -> Numeral | None:
    """The :class:`Numeral` written as ``text`` ("21", "21st", "12,235", "99.22"), or None
    for anything else ("021", "22st", "12,65", "10:30", "٣")."""
    if not text.isascii():
        return None
    match = _ORDINAL.fullmatch(text.lower())
    if match is not None:
        value = int(match.group(1))
        if match.group(1)[0] == "0" or match.group(2) != ordinal_suffix(value):
            return None
        return Numeral(value, ordinal=True)
    match = _GROUPED.fullmatch(text)
    if match is not None:
        return Numeral(int(match.group(1).replace(",", "")), match.group(2) or "", grouped=True)
    match = _PLAIN.fullmatch(text)
    if match is not None:
        return Numeral(int(match.group(1)), match.group(2) or "")
    return None


@cache
def in_words(value: int, ordinal: bool) -> str:
    """``value`` in words, as num2words writes it ("twenty-one", "twenty-first"), without the
    comma it puts after thousands ("five thousand six hundred and thirty-four")."""
    return _num2words()(value, lang="en", to="ordinal" if ordinal else "cardinal").replace(",", "")


def say(numeral: Numeral) -> str:
    """``numeral`` in words: "twenty thousand", "twenty-first", "ninety-nine point two two"
    (decimals digit by digit, trailing zeros kept: "two point zero zero")."""
    words = in_words(numeral.value, numeral.ordinal)
    if numeral.decimals:
        words += " point " + " ".join(_DIGIT_WORDS[int(digit)] for digit in numeral.decimals)
    return words


@cache
def number_words() -> frozenset[str]:
    """Every cardinal and ordinal word up to the largest read back, "one" and "first" included."""
    top = rule_data().range.largest + 1
    return frozenset(in_words(value, ordinal) for value in range(top) for ordinal in (False, True))


@cache
def cardinal_table() -> dict[str, int]:
    """Written cardinals back to their values ("twenty-one" → 21), those kept aside left out."""
    keep = rule_data().words.keep
    table = {in_words(value, False): value for value in range(rule_data().range.largest + 1)}
    return {words: value for words, value in table.items() if words not in keep}
