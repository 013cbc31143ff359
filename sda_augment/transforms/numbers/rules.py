"""Schema of ``rules/numbers.toml``: the range of numbers moved and the words around a
number that make it a label, a date, a measure, a time, a code or part of a formula."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import StrictInt

from ...lexicon import MarkSet, RuleData, StrictStr, Table, WordMap, WordSet, load_rules


class Range(RuleData):
    largest: int
    largest_written: int
    largest_ordinal: int
    earliest_plain_year: int
    latest_year: int


class Context(RuleData):
    labels: WordSet
    units: WordSet
    hyphened_units: WordSet
    clock: WordSet
    percent: MarkSet
    percent_word: StrictStr
    currency: WordSet
    operators: MarkSet
    months: WordSet
    joiners: WordSet
    spaced_joiners: WordSet
    hyphen_nouns: WordSet
    fractions: WordSet
    partners: WordSet
    events: WordSet
    date_prepositions: WordSet
    largest_day: StrictInt


class Name(RuleData):
    """A unit's or a currency's name after one and after any other number, and for a
    currency the name of its hundredth ("cent", "cents"; "penny", "pence"), if it has one."""

    one: StrictStr
    many: StrictStr
    cent: StrictStr | None = None
    cents: StrictStr | None = None
    adjective: bool = False  # "molar": the measure stands before its noun as written ("zero point five molar HCl")


class Temperature(RuleData):
    """"F" and "C" as degrees, where the line settles them: a word of temperature or the
    weather in it, or "it is ..." with a day or a place ("It will be 30F on Friday")."""

    scales: Table[Name]
    words: WordSet
    nouns: WordSet
    days: WordSet
    places: WordSet
    other_senses: WordSet


class Molar(RuleData):
    """"M" as molar, where the line speaks of moles or a chemical formula follows it."""

    key: StrictStr
    unit: Name
    words: WordSet
    nouns: WordSet
    elements: MarkSet
    other_senses: WordSet


class Measures(RuleData):
    currencies: Table[Name]
    cent_signs: Table[Name]
    scales: WordMap
    large_counts: WordSet
    units: Table[Name]
    ambiguous: MarkSet
    other_senses: Table[WordSet]
    default_spelling: Literal["british", "american"]
    american: WordMap
    american_words: WordSet
    british_words: WordSet
    dimensions: WordSet
    temperature: Temperature
    molar: Molar


class Words(RuleData):
    keep: WordSet


class NumberRules(RuleData):
    """``rules/numbers.toml``."""

    range: Range
    context: Context
    words: Words
    measures: Measures


@cache
def rule_data() -> NumberRules:
    """``rules/numbers.toml``, loaded on first use."""
    return load_rules("numbers", NumberRules)
