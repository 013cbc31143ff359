"""Schema of ``rules/discourse.toml``: discourse markers by sense, and the positions they take."""

from __future__ import annotations

from functools import cache
from typing import Literal

from ...lexicon import MarkSet, RuleData, Table, WordList, WordSet, load_rules


class Sense(RuleData):
    markers: WordList  # lower case, in the order their alternatives are listed
    bare: WordSet
    inside: WordSet = frozenset()  # written only inside a sentence, never opening one
    found_only: WordSet = frozenset()  # read and replaced, never written
    written_only: WordList = ()  # written, never read as this sense
    opening_conjunction: str = ""  # may stand for the marker and its comma opening a sentence


class Conjunction(RuleData):
    markers: WordSet
    replacements: Table[Literal["not_after_perfect", "opening", "anywhere"]]
    focus: WordSet


class Positions(RuleData):
    openers: MarkSet
    clause_marks: MarkSet
    closers: MarkSet
    after: Table[WordList]


class DiscourseRules(RuleData):
    """``rules/discourse.toml``. ``senses`` and ``conjunctions`` are keyed by the sense's name,
    which names the rule."""

    senses: Table[Sense]
    conjunctions: Table[Conjunction]
    positions: Positions


@cache
def rule_data() -> DiscourseRules:
    """``rules/discourse.toml``, loaded on first use."""
    return load_rules("discourse", DiscourseRules)
