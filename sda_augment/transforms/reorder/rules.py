"""Schema of ``rules/reorder.toml``: what makes a sentence lean on the one before it, and
what a sentence boundary must look like before sentences are moved across it."""

from __future__ import annotations

from functools import cache

from ...lexicon import MarkSet, RuleData, WordList, WordSet, load_rules


class Dependence(RuleData):
    openers: WordSet
    opening_phrases: WordList
    pronouns: WordSet
    anywhere: WordSet
    existential_after: WordSet
    unique_modifiers: WordSet
    unique_nouns: WordSet
    relational_nouns: WordSet


class Topic(RuleData):
    thing: WordSet
    male: WordSet
    female: WordSet
    plural: WordSet


class Boundaries(RuleData):
    end_marks: MarkSet
    closing_marks: MarkSet
    opening_marks: MarkSet


class ReorderRules(RuleData):
    """``rules/reorder.toml``."""

    dependence: Dependence
    topic: Topic
    boundaries: Boundaries


@cache
def rule_data() -> ReorderRules:
    """``rules/reorder.toml``, loaded on first use."""
    return load_rules("reorder", ReorderRules)
