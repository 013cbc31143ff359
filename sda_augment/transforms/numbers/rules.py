"""Schema of ``rules/numbers.toml``: the range of numbers moved and the words around a
number that make it a label, a date, a measure, a time, a code or part of a formula."""

from __future__ import annotations

from functools import cache

from ...lexicon import MarkSet, RuleData, StrictStr, Table, WordList, WordSet, load_rules


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
    currency_names: Table[WordList]
    magnitudes: WordSet
    operators: MarkSet
    months: WordSet
    joiners: WordSet
    spaced_joiners: WordSet
    hyphen_nouns: WordSet
    fractions: WordSet
    partners: WordSet
    events: WordSet


class Words(RuleData):
    keep: WordSet


class NumberRules(RuleData):
    """``rules/numbers.toml``."""

    range: Range
    context: Context
    words: Words


@cache
def rule_data() -> NumberRules:
    """``rules/numbers.toml``, loaded on first use."""
    return load_rules("numbers", NumberRules)
