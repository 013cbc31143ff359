"""Abbreviations the line settles: "F" and "C" as degrees in a line about temperature or
the weather ("It will be 30F in Alhambra on Friday"), "M" as molar in a line about moles
or before a chemical formula ("0.425 M NH4NO3"). Elsewhere they stay ambiguous ("a 34C
bra", "5 M users"). The words are in ``[measures.temperature]`` and ``[measures.molar]``
of ``rules/numbers.toml``.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from .rules import Name, rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# Dependencies a number climbs through to the word its phrase hangs on ("between 20-30F",
# "20–30 °C"): its own modifiers and the unit it is written with.
_WITHIN = frozenset({"quantmod", "nummod", "compound", "conj", "cc", "punct", "appos"})
_COMPLEMENTS = frozenset({"attr", "acomp", "oprd"})
# A number of degrees as typed: under a thousand ("30", "20.5"); "1990" before "C." is a year.
_DEGREES = re.compile(r"[0-9]{1,3}(?:\.[0-9]+)?(?![0-9,])")


def settled_unit(doc: Doc, i: int, key: str) -> Name | None:
    """The unit ``key`` after the number at token ``i`` stands for, where its line settles
    it ("F" → degrees Fahrenheit, "M" → molar); None where the line does not."""
    measures = rule_data().measures
    if key in measures.temperature.scales and _DEGREES.match(doc[i].text) and _temperature_line(doc, i):
        return measures.temperature.scales[key]
    if key == measures.molar.key and _molar_line(doc, i):
        return measures.molar.unit
    return None


def _temperature_line(doc: Doc, i: int) -> bool:
    """Whether the line of token ``i`` speaks of temperature: a word of heat or weather ("highs",
    "forecast", "a high of"), or "it is ..." of the number with a day or a place; never with
    a word that makes the letter a size, a seat, a grade or a rate."""
    data = rule_data().measures.temperature
    sent = doc[i].sent
    words = {token.lower_ for token in sent}
    if words & data.other_senses:
        return False
    plain = [token for token in sent if token.i == sent.start or not token.text[:1].isupper()]  # "the Cold War"
    if any(token.lower_ in data.words or token.lower_ in data.nouns and token.pos_ == "NOUN" for token in plain):
        return True
    if not _weather_it(doc[i]):
        return False
    return bool(words & data.days) or any(
        token.lower_ in data.places and any(child.dep_ == "pobj" and child.pos_ == "PROPN" for child in token.children)
        for token in sent
    )


def _weather_it(token: Token) -> bool:
    """Whether the number at ``token`` is what "it" is ("It will be between 20-30F", "It's 5C"):
    the complement of a "be" whose subject is "it"."""
    for _ in range(4):
        if token.dep_ not in _WITHIN or token.head is token:
            break
        token = token.head
    verb = token.head
    if token.dep_ not in _COMPLEMENTS or verb.lemma_ != "be":
        return False
    return any(child.dep_ == "nsubj" and child.lower_ == "it" for child in verb.children)


def _molar_line(doc: Doc, i: int) -> bool:
    """Whether "M" after the number at token ``i`` is molar: the line speaks of moles, or a
    chemical formula or a solution follows ("0.425 M NH4NO3", "a 2 M solution"; written onto
    the number, "2M solution", only with a formula in the line: "3M solutions" are the
    firm's); never in a line of money or of audiences ("5 M users")."""
    data = rule_data().measures.molar
    currencies = rule_data().measures.currencies
    sent = doc[i].sent
    if any(token.text in currencies or token.lower_ in data.other_senses for token in sent):
        return False
    if any(token.lower_ in data.words for token in sent):
        return True
    following = next((token for token in doc[i + 1 : sent.end] if token.text != data.key), None)
    if following is None:
        return False
    if chemical_formula(following.text):
        return True
    written_onto = doc[i].text.endswith(data.key) or not doc[i].whitespace_  # "3M solutions": the firm
    return following.lower_ in data.nouns and (
        not written_onto or any(chemical_formula(token.text) for token in sent)
    )


@cache
def _element_pattern() -> re.Pattern[str]:
    elements = sorted(rule_data().measures.molar.elements, key=len, reverse=True)
    part = "(?:" + "|".join(re.escape(symbol) for symbol in elements) + ")[0-9]*"
    return re.compile(rf"(?:{part}|\((?:{part})+\)[0-9]*)")


def chemical_formula(text: str) -> bool:
    """Whether ``text`` reads as a chemical formula: two or more parts that are element symbols
    (with their counts), and a digit or a two-letter symbol among them ("NH4NO3", "NaCl",
    "H2SO4"; not "US", "UK" or "CNN", which are names as often)."""
    parts = _element_pattern().findall(text)
    if len(parts) < 2 or "".join(parts) != text:
        return False
    return any(char.isdigit() for char in text) or any(char.islower() for char in text)
