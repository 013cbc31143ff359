"""English number words from num2words: "21" → "twenty-one", "21st" → "twenty-first", and back.

num2words (PyPI, LGPL) writes the words; the reverse table is built from its own output
for the numbers this family moves, so the two directions always agree. It is imported on
first use: ``import sda_augment`` stays light.
"""

from __future__ import annotations

import re
from functools import cache

from .rules import rule_data

_ORDINAL = re.compile(r"([0-9]+)(st|nd|rd|th)")
_SUFFIX = {1: "st", 2: "nd", 3: "rd"}


@cache
def _num2words():
    from num2words import num2words

    return num2words


def ordinal_suffix(value: int) -> str:
    """The suffix a written ordinal takes: 1st, 2nd, 3rd, 4th, 11th, 21st."""
    return "th" if 10 <= value % 100 <= 20 else _SUFFIX.get(value % 10, "th")


def digits_value(text: str) -> tuple[int, bool] | None:
    """(value, ordinal) of digits "21" or "21st" in range, or None ("021", "22st", "1000")."""
    ordinal = False
    match = _ORDINAL.fullmatch(text.lower())
    if match is not None:
        text, ordinal = match.group(1), True
        if match.group(2) != ordinal_suffix(int(text)):
            return None
    if not text.isdigit() or not text.isascii() or (len(text) > 1 and text[0] == "0"):
        return None
    value = int(text)
    if value > rule_data().range.largest:
        return None
    return value, ordinal


@cache
def in_words(value: int, ordinal: bool) -> str:
    """``value`` in words, as num2words writes it ("twenty-one", "twenty-first")."""
    return _num2words()(value, lang="en", to="ordinal" if ordinal else "cardinal")


@cache
def number_words() -> frozenset[str]:
    """Every cardinal and ordinal word in range, "one" and "first" included."""
    top = rule_data().range.largest + 1
    return frozenset(in_words(value, ordinal) for value in range(top) for ordinal in (False, True))


@cache
def cardinal_table() -> dict[str, int]:
    """Written cardinals back to their values ("twenty-one" → 21), those kept aside left out."""
    keep = rule_data().words.keep
    table = {in_words(value, False): value for value in range(rule_data().range.largest + 1)}
    return {words: value for words, value in table.items() if words not in keep}
