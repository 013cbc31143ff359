"""Schema of ``rules/discourse.toml``: discourse markers by sense, and the positions they take."""

from __future__ import annotations

from functools import cache

from ...lexicon import MarkSet, RuleData, Table, WordList, WordSet, load_rules


class Sense(RuleData):
    markers: WordList  # lower case, in the order their alternatives are listed
    bare: WordSet


class Positions(RuleData):
    openers: MarkSet
    clause_marks: MarkSet
    closers: MarkSet


class DiscourseRules(RuleData):
    """``rules/discourse.toml``. ``senses`` is keyed by the sense's name, which names the rule."""

    senses: Table[Sense]
    positions: Positions


@cache
def rule_data() -> DiscourseRules:
    """``rules/discourse.toml``, loaded on first use."""
    return load_rules("discourse", DiscourseRules)
