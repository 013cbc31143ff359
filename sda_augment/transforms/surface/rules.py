"""Schema of ``rules/surface.toml``: SC's probe words and the marks around a word (SC, WR)."""

from __future__ import annotations

from functools import cache

from ...lexicon import MarkSet, RuleData, WordList, load_rules


class SwitchCase(RuleData):
    probe_words: WordList  # case matters: these are the capitalised forms


class Words(RuleData):
    leading: MarkSet
    trailing: MarkSet


class SurfaceRules(RuleData):
    """``rules/surface.toml``."""

    switch_case: SwitchCase
    words: Words


@cache
def rule_data() -> SurfaceRules:
    """``rules/surface.toml``, loaded on first use."""
    return load_rules("surface", SurfaceRules)
