"""Schema of ``rules/gender.toml``: gendered pronouns and nouns and their counterparts."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, WordMap, WordSet, load_rules


class Pronouns(RuleData):
    swap: WordMap
    her_determiner: str
    her_object: str
    his_determiner: str
    his_standalone: str
    vessel_words: WordSet
    laugh_words: WordSet


class Nouns(RuleData):
    pairs: WordMap
    one_way: WordMap
    surname_titles: WordSet
    unpaired: WordSet
    neutral_man: WordSet
    thing_modifiers: WordSet


class GenderRules(RuleData):
    """``rules/gender.toml``."""

    pronouns: Pronouns
    nouns: Nouns


@cache
def rule_data() -> GenderRules:
    """``rules/gender.toml``, loaded on first use."""
    return load_rules("gender", GenderRules)


@cache
def noun_counterparts() -> dict[str, str]:
    """Every gendered noun (lower case) and its counterpart: the pairs both ways, then ``one_way``."""
    nouns = rule_data().nouns
    table = dict(nouns.pairs)
    for male, female in nouns.pairs.items():
        table.setdefault(female, male)  # the first pair wins: "bride" → "groom", not "bridegroom"
    table.update(nouns.one_way)
    return table
