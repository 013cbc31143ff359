"""Schema of ``rules/numbers.toml``: the range of numbers moved and the words around a
number that make it a label, a date, a measure or a code."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, WordSet, load_rules


class Range(RuleData):
    largest: int


class Context(RuleData):
    labels: WordSet
    units: WordSet
    currency: WordSet
    months: WordSet
    joiners: WordSet
    fractions: WordSet
    partners: WordSet


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
