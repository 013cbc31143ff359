"""Sums and measures: a number read with its currency, scale, cent sign or abbreviated unit
as one phrase, and that phrase in words.

"$6.75bn" → "six point seven five billion dollars", "USD300.2" → "three hundred US dollars
and twenty cents", "2¢" → "two cents", "335 mL" → "three hundred and thirty-five
millilitres", "20 °C" → "twenty degrees Celsius", "a 5-km walk" → "a five-kilometre walk", "1.2 million" → "one point two million",
"between 20-30F" in a forecast → "between twenty and thirty degrees Fahrenheit", "0.425 M NH4NO3" →
"zero point four two five molar NH4NO3" (abbreviations the line settles: :mod:`.settled`).
The names and abbreviations are in the ``[measures]`` table of ``rules/numbers.toml``. A
phrase whose reading is not certain (an ambiguous abbreviation, a decimal comma, a measure
before the noun it describes) comes back as a :class:`~sda_augment.reasons.Skip`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...analysis.tokens import Row
from ...edits import token_end
from ...reasons import Skip
from . import skips
from .context import neighbour
from .rules import Name, rule_data
from .settled import settled_unit
from .words import Numeral, in_words, read_numeral, say

if TYPE_CHECKING:
    from spacy.tokens import Doc

# A token holding one number, with what is written onto it: "USD300.2", "6.75bn", ".2USD", "2¢".
_TOKEN = re.compile(r"(?P<pre>[^0-9]*?)(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?|\.[0-9]+)(?P<post>[^0-9]*)")
_DECIMAL_COMMA = re.compile(r"[0-9]+,(?:[0-9]{1,2}|[0-9]{4,})")
# One or two digits after a single comma cannot group thousands: "12,65 L" is 12.65 litres.
_CERTAIN_DECIMAL_COMMA = re.compile(r"[0-9]{1,3},[0-9]{1,2}")
_SPACES = ("", " ", "\u00a0")
# Two numbers joined by a dash into a range ("20-30", "20–30"), read with a temperature after it.
_RANGE = re.compile(r"(?P<low>[0-9]+(?:\.[0-9]+)?)[-–](?P<high>[0-9]+(?:\.[0-9]+)?)")
_MODIFIERS = frozenset({"compound", "nmod", "amod", "nummod", "quantmod"})


@dataclass(frozen=True)
class Amount:
    """A number with its currency, scale or unit: tokens ``first``..``last``, characters
    ``start``..``end``; ``hyphened`` for "a 5-km walk"; ``upto`` the top of a range ("20-30F")."""

    first: int
    last: int
    start: int
    end: int
    numeral: Numeral
    currency: Name | None = None
    scale: str | None = None
    unit: Name | None = None
    hyphened: bool = False
    cent_sign: bool = False  # "2¢": a whole number of cents
    upto: Numeral | None = None


@cache
def _after_pattern() -> re.Pattern[str]:
    """An abbreviation after a number: a unit, a cent sign, a currency, a scale or an ambiguous one."""
    measures = rule_data().measures
    keys = {*measures.units, *measures.cent_signs, *measures.currencies, *measures.scales, *measures.ambiguous}
    names = "|".join(re.escape(key) for key in sorted(keys, key=len, reverse=True))
    return re.compile(rf"(?P<space>[ \u00a0]?)(?P<hyphen>-?)(?P<key>{names})(?![\w/²³$£€¢%-])")


def _token_ending(doc: Doc, i: int, end: int) -> int | None:
    """The token from ``i`` on that ends at character ``end``, or at the full stop after
    it that ends the line ("km/h." read as one token), if one does: "5 ft. from" is no
    line's end, and its dot would be left behind."""
    while i < len(doc) and doc[i].idx < end:
        if token_end(doc[i]) == end or token_end(doc[i]) == end + 1 and _line_end(doc, i):
            return i
        i += 1
    return None


def _token_starting(doc: Doc, i: int, start: int) -> int | None:
    """The token up to ``i`` that starts at character ``start``, if one does."""
    while i >= 0 and token_end(doc[i]) > start:
        if doc[i].idx == start:
            return i
        i -= 1
    return None


def _currency_before(doc: Doc, i: int, start: int) -> tuple[int, int, Name] | None:
    """(token, character, currency) of a symbol or code written before character ``start``
    ("$6", "US$ 5", "Rs. 500", "USD 300")."""
    text = doc_text(doc)
    currencies = rule_data().measures.currencies
    for space in _SPACES:
        if not text[:start].endswith(space):
            continue
        head = text[: start - len(space)]
        for key in sorted(currencies, key=len, reverse=True):
            if head.endswith(key) and (len(head) == len(key) or not head[-len(key) - 1].isalnum()):
                first = _token_starting(doc, i - 1, len(head) - len(key))
                return None if first is None else (first, len(head) - len(key), currencies[key])
    return None


def read_amount(doc: Doc, i: int) -> Amount | Skip | None:
    """The sum or measure whose number is token ``i``; a Skip where its reading is not
    certain; None where the number carries no currency, scale, cent sign or unit."""
    measures = rule_data().measures
    token = doc[i]
    text = doc_text(doc)
    span = _temperature_range(doc, i)
    if span is not None:
        return span
    written = token.text[:-1] if _line_end(doc, i) else token.text
    match = _TOKEN.fullmatch(written)  # "2¢." at the end of a line is one token
    if match is None:
        return None
    pre, number, post = match.group("pre", "num", "post")
    first, start = i, token.idx
    currency = measures.currencies.get(pre) if pre else None
    if pre in measures.ambiguous or not pre and i > 0 and not doc[i - 1].whitespace_ and doc[i - 1].text in measures.ambiguous:
        return Skip(skips.AMBIGUOUS_UNIT)  # "¥300": yen or yuan
    if pre and currency is None:
        return None
    if currency is None:
        found = _currency_before(doc, i, start)
        if found is not None:
            first, start, currency = found
    last, end = i, token.idx + len(written)
    key, spaced, hyphened = post, False, False
    if not post:
        after = _after_pattern().match(text, end)
        stop = -1 if after is None else after.end()
        if text[stop : stop + 1] == "." and text[stop + 1 :].lstrip()[:1].islower():
            stop += 1  # "5 ft. from": the abbreviation's full stop goes with it
        end_token = None if after is None else _token_ending(doc, i + 1, stop)
        if after is not None and end_token is not None:
            key, spaced, hyphened = after.group("key"), bool(after.group("space")), bool(after.group("hyphen"))
            if hyphened and currency is not None:
                return Skip(skips.MEASURE)  # "a $5-million grant"
            if hyphened and spaced:
                return None
            last, end = end_token, stop
    scale: str | None = None
    unit: Name | None = None
    cent_sign = False
    if currency is not None:
        if key and key not in measures.scales:
            return Skip(skips.MEASURE)  # "$5 USD": the sum is read whole or not at all
        scale = measures.scales.get(key) if key else None
    elif key in measures.currencies and not hyphened:
        currency = measures.currencies[key]
    elif key in measures.large_counts and spaced and not hyphened:
        scale = key  # "1.2 million": a count, which may describe a noun ("five million people")
    elif key in measures.cent_signs and not hyphened:
        unit, cent_sign = measures.cent_signs[key], True
    elif key == "m" and not spaced and not hyphened:
        return None  # "5m": metres, millions or a code
    elif key == "m" and _has_currency(doc, i):
        return Skip(skips.AMBIGUOUS_UNIT)  # "$5 and 5 m": metres or millions
    elif key in measures.units and _other_sense(doc, i, key):
        return Skip(skips.AMBIGUOUS_UNIT)  # "pulled 9 g": g-force
    elif key in measures.units:
        unit = measures.units[key]
    elif key and not hyphened and (settled := settled_unit(doc, i, key)) is not None:
        unit = settled  # "30F" in a forecast, "0.425 M NH4NO3"
    elif key in measures.ambiguous and spaced:
        return Skip(skips.AMBIGUOUS_UNIT)  # "5 M users"; written onto the number ("4K", "30F") it may be a code
    else:
        return None
    numeral = read_numeral(number) if number[:1] != "." else Numeral(0, number[1:])
    if numeral is None and unit is not None and _CERTAIN_DECIMAL_COMMA.fullmatch(number):
        numeral = read_numeral(number.replace(",", "."))  # a measure: "12,65 L"; sums keep theirs ("€12,50")
    if numeral is None:
        return Skip(skips.DECIMAL_COMMA) if _DECIMAL_COMMA.fullmatch(number) else Skip(skips.NOTATION)
    if number[:1] == "." and currency is None:
        return None
    return Amount(first, last, start, end, numeral, currency, scale, unit, hyphened, cent_sign)


def _temperature_range(doc: Doc, i: int) -> Amount | None:
    """A range of temperatures joined by a dash from token ``i`` on ("20-30F" in a forecast,
    "20–30 °C"), its numbers rising, with the unit read whole; None for any other range
    ("3-1", "20-30 km"), which stays a score."""
    if i > 0 and not doc[i - 1].whitespace_ and doc[i - 1].text not in ("(", "["):
        return None  # "5-20-30F": a longer chain of numbers
    text = doc_text(doc)
    match = _RANGE.match(text, doc[i].idx)
    after = None if match is None else _after_pattern().match(text, match.end())
    if match is None or after is None or after.group("hyphen"):
        return None
    measures = rule_data().measures
    key = after.group("key")
    scales = measures.temperature.scales
    if key[:1] == "°" and key[1:] in scales:
        unit: Name | None = measures.units.get(key)
    else:  # "20-30F": the line must settle the letter, for both numbers
        unit = settled_unit(doc, i, key) if key in scales and float(match.group("high")) < 1000 else None
    last = _token_ending(doc, i, after.end())
    low, high = read_numeral(match.group("low")), read_numeral(match.group("high"))
    if unit is None or last is None or low is None or high is None:
        return None
    if float(match.group("low")) >= float(match.group("high")):
        return None  # "30-20F": no range a forecast gives
    return Amount(i, last, doc[i].idx, after.end(), low, unit=unit, upto=high)


def _after_between(doc: Doc, i: int) -> bool:
    """Whether the range at token ``i`` follows "between" in its phrase ("between 20-30F",
    "between, say, 20-30F"): it is then "between X and Y", never "between X to Y"."""
    start = doc[i].sent.start
    for k in range(i - 1, max(start, i - 5) - 1, -1):
        if doc[k].lower_ == "between":
            return True
        if doc[k].like_num or doc[k].pos_ in ("VERB", "AUX") or doc[k].lower_ in ("and", "to", "from"):
            return False
    return False


def _line_end(doc: Doc, i: int) -> bool:
    """Whether token ``i`` carries the full stop that ends its sentence ("... is 2¢.")."""
    return doc[i].text.endswith(".") and doc[i].text != "." and i == doc[i].sent.end - 1


def _other_sense(doc: Doc, i: int, key: str) -> bool:
    """Whether the line of token ``i`` gives unit ``key`` another sense ("9 g" beside "pulled")."""
    senses = rule_data().measures.other_senses.get(key)
    return senses is not None and any(token.lower_ in senses for token in doc[i].sent)


def _has_currency(doc: Doc, i: int) -> bool:
    """Whether the sentence of token ``i`` speaks of money: there "m" may be millions."""
    currencies = rule_data().measures.currencies
    text = doc_text(doc)[doc[i].sent.start_char : doc[i].sent.end_char]
    return any(re.search(rf"(?<![A-Za-z]){re.escape(key)}(?![A-Za-z])", text) for key in currencies)


def attributive(doc: Doc, table: tuple[Row, ...], amount: Amount) -> bool:
    """Whether the phrase describes a noun after it ("a 3 km tunnel", "a $5 million deal",
    "a 3.5 km long tunnel"): written out it would need hyphens."""
    if amount.hyphened or amount.currency is None and amount.unit is None:
        return False
    if amount.unit is not None and amount.unit.adjective:
        return False  # "0.425 M NH4NO3" → "zero point four two five molar NH4NO3"
    for row in table[amount.first : amount.last + 1]:
        if row.head > amount.last and row.dep in _MODIFIERS and table[row.head].pos in ("NOUN", "PROPN"):
            return True
    after = _beyond_brackets(table, amount.last)
    if after is None:
        return False
    if after.pos in ("NOUN", "PROPN") and table[amount.last].dep in _MODIFIERS:
        return True
    if after.lower in rule_data().measures.dimensions:
        beyond = neighbour(table, after.i, 1)
        return after.dep == "amod" or beyond is not None and beyond.pos == "NOUN"
    return False


def _beyond_brackets(table: tuple[Row, ...], last: int) -> Row | None:
    """The word after token ``last``, over a bracketed conversion after it or the bracket
    that closes around it ("a 25 km (16 mi) long river")."""
    after = neighbour(table, last, 1)
    if after is not None and after.lower == ")":
        return neighbour(table, after.i, 1)
    if after is not None and after.lower == "(":
        close = next((row.i for row in table[after.i :] if row.lower == ")"), None)
        return None if close is None else neighbour(table, close, 1)
    return after


def _american(doc: Doc, i: int) -> bool:
    """Whether the line of token ``i`` spells the American way ("meter", "color"), by its
    own words; else the documented default."""
    measures = rule_data().measures
    words = {token.lower_ for token in doc[i].sent}
    if words & measures.american_words and not words & measures.british_words:
        return True
    if words & measures.british_words:
        return False
    return measures.default_spelling == "american"


def _spelt(name: str, american: bool) -> str:
    if american:
        for british, spelling in rule_data().measures.american.items():
            name = name.replace(british, spelling)
    return name


def _cents(numeral: Numeral, currency: Name) -> str | Skip:
    """A sum with decimals as whole units and hundredths: "$6.75" → "six dollars and
    seventy-five cents", "$.2" → "twenty cents"."""
    if currency.cent is None or currency.cents is None or len(numeral.decimals) > 2:
        return Skip(skips.MEASURE)
    cents = int(numeral.decimals.ljust(2, "0"))
    parts = []
    if numeral.value:
        parts.append(f"{say(Numeral(numeral.value))} {currency.one if numeral.value == 1 else currency.many}")
    if cents:
        parts.append(f"{in_words(cents, False)} {currency.cent if cents == 1 else currency.cents}")
    return " and ".join(parts) if parts else Skip(skips.MEASURE)


def amount_words(doc: Doc, amount: Amount) -> str | Skip:
    """The phrase in words, or why it stays in digits."""
    numeral = amount.numeral
    if numeral.ordinal:
        return Skip(skips.MEASURE)
    if amount.scale is None and numeral.value > rule_data().range.largest_written and numeral.value % 1_000_000:
        return Skip(skips.LARGE)
    single = numeral.value == 1 and not numeral.decimals
    if amount.currency is not None:
        if amount.scale is not None:
            return " ".join((say(numeral), amount.scale, amount.currency.many))
        if numeral.decimals:
            return _cents(numeral, amount.currency)
        return " ".join((say(numeral), amount.currency.one if single else amount.currency.many))
    if amount.unit is None:
        return " ".join((say(numeral), amount.scale or ""))
    if amount.cent_sign and numeral.decimals:
        return Skip(skips.MEASURE)  # "0.5¢"
    american = _american(doc, amount.first)
    if amount.hyphened:
        words = say(numeral)
        if numeral.decimals or " " in words or " " in amount.unit.one:
            return Skip(skips.COMPOUND)  # "an 800-mg dose", "a 50-mph limit": no hyphened word
        return f"{words}-{_spelt(amount.unit.one, american)}"
    if amount.upto is not None:  # "between twenty and thirty degrees Fahrenheit", "twenty to thirty ..."
        joiner = "and" if _after_between(doc, amount.first) else "to"
        return " ".join((say(numeral), joiner, say(amount.upto), _spelt(amount.unit.many, american)))
    return " ".join((say(numeral), _spelt(amount.unit.one if single else amount.unit.many, american)))
