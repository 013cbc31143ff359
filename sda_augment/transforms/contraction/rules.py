"""Schema of ``rules/contraction.toml``: what expands to what, and where a contraction may go."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, WordMap, WordSet, load_rules


class Expand(RuleData):
    negatives: WordMap
    clitics: WordMap
    has_participles: WordSet
    had_before: WordSet
    would_before: WordSet


class Contract(RuleData):
    subjects: WordSet
    narrow_subjects: WordSet
    narrow_clitics: WordSet
    perfect_only: WordSet
    negatives: WordMap
    not_before: WordSet
    elliptical_after: WordSet
    copula_complements: WordSet


class ContractionRules(RuleData):
    """``rules/contraction.toml``."""

    expand: Expand
    contract: Contract


@cache
def rule_data() -> ContractionRules:
    """``rules/contraction.toml``, loaded on first use."""
    return load_rules("contraction", ContractionRules)
