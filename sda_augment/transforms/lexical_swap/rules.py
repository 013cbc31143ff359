"""Schema of ``rules/lexical_swap.toml``: the colour words and where a colour is no hue."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, Table, WordList, WordMap, WordSet, load_rules


class Color(RuleData):
    colors: WordList
    spellings: WordMap
    bound_shades: WordSet
    noun_heads: WordSet
    person_heads: WordSet
    idioms: Table[WordSet]


class LexicalSwapRules(RuleData):
    """``rules/lexical_swap.toml``."""

    color: Color


@cache
def rule_data() -> LexicalSwapRules:
    """``rules/lexical_swap.toml``, loaded on first use."""
    return load_rules("lexical_swap", LexicalSwapRules)
