"""Schema of ``rules/tense.toml``: number shown by a verb, the modals moved, time anchors.

The forms of "be", "have" and "do" by person, pronouns and the negative and contracted
auxiliaries are shared with other families in ``rules/grammar.toml``
(:mod:`sda_augment.analysis.rules`).
"""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, WordSet, load_rules


class Number(RuleData):
    singular: WordSet
    plural: WordSet
    partitive: WordSet
    plural_objects: WordSet


class Modals(RuleData):
    future: WordSet
    present_ability: WordSet
    past_ability: WordSet
    able_subjects: WordSet
    unable_verbs: WordSet


class Anchors(RuleData):
    past: WordSet
    present: WordSet
    future: WordSet
    past_adverbs: WordSet
    duration: WordSet
    present_phrases: WordSet
    last: WordSet
    next: WordSet
    time_nouns: WordSet


class Skip(RuleData):
    past_only_participles: WordSet
    fixed_before_to: WordSet
    first_person_hedges: WordSet
    caption_participles: WordSet
    place_adverbs: WordSet


class Subordinate(RuleData):
    present_for_future: WordSet


class TenseRules(RuleData):
    """``rules/tense.toml``."""

    number: Number
    modals: Modals
    anchors: Anchors
    skip: Skip
    subordinate: Subordinate


@cache
def rule_data() -> TenseRules:
    """``rules/tense.toml``, loaded on first use."""
    return load_rules("tense", TenseRules)
