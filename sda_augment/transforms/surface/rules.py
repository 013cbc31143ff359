"""Schema of ``rules/surface.toml``: SC's probe words, what a word is, and which first words
keep their capital when they move (SC, WR and the random baselines)."""

from __future__ import annotations

from functools import cache

from ...lexicon import MarkSet, RuleData, WordList, WordSet, load_rules


class SwitchCase(RuleData):
    probe_words: WordList  # case matters: these are the capitalised forms


class Words(RuleData):
    leading: MarkSet
    trailing: MarkSet
    abbreviations: WordSet  # looked up without their final period


class Capitals(RuleData):
    function_words: WordSet


class SurfaceRules(RuleData):
    """``rules/surface.toml``."""

    switch_case: SwitchCase
    words: Words
    capitals: Capitals


@cache
def rule_data() -> SurfaceRules:
    """``rules/surface.toml``, loaded on first use."""
    return load_rules("surface", SurfaceRules)
