"""Schema of ``rules/augcse.toml``: the metadata tag that makes a transform a pool member."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, load_rules


class Pool(RuleData):
    tag: str


class AugCSERules(RuleData):
    """``rules/augcse.toml``."""

    pool: Pool


@cache
def rule_data() -> AugCSERules:
    """``rules/augcse.toml``, loaded on first use."""
    return load_rules("augcse", AugCSERules)
