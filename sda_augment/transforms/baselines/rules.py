"""Schema of ``rules/baselines.toml``: punctuation pools and the marks a deletion keeps paired."""

from __future__ import annotations

from functools import cache

from ...lexicon import MarkSet, RuleData, Table, WordList, WordMap, load_rules


class Deletion(RuleData):
    pairs: WordMap
    spaced_pairs: WordMap
    balanced: WordMap
    quotes: MarkSet


class BaselineRules(RuleData):
    """``rules/baselines.toml``. ``punctuation`` maps a pool's name to its marks, in the
    order random draws index them; a new pool needs no schema change."""

    punctuation: Table[WordList]
    deletion: Deletion


@cache
def rule_data() -> BaselineRules:
    """``rules/baselines.toml``, loaded on first use."""
    return load_rules("baselines", BaselineRules)
