"""Schema of ``rules/modal.toml``: MV's lexicons, agreement, stative verbs and fixed phrases.

The ambiguous past forms, pronouns and negative words MV shares with the analysis layer
and NEG, and the word lists of the clause recoveries MV asks for, are in
``rules/grammar.toml`` (:mod:`sda_augment.analysis.rules`).
"""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, Table, WordList, WordMap, WordSet, load_rules


class Lexicon(RuleData):
    modals: WordList


class Agreement(RuleData):
    third_singular: WordMap


class Skip(RuleData):
    lemmas_before_to: WordSet


class Present(RuleData):
    stative_verbs: WordSet
    copular_only: WordSet
    habitual_adverbs: WordSet
    stative_participles: WordSet


class Adverbs(RuleData):
    before_be: WordSet
    before_have: WordSet


class Future(RuleData):
    will: WordSet
    be: WordMap
    contracted: WordMap


class Captions(RuleData):
    progressive_blocked: WordSet
    habitual_words: WordSet
    resultative_participles: WordSet
    place_by_participles: WordSet
    mind_participles: WordSet


class Existential(RuleData):
    places: WordSet
    place_adverbs: WordSet


class ModalRules(RuleData):
    """``rules/modal.toml``. ``lexicons`` and ``swap`` are keyed by data (a lexicon's name,
    a verb's lemma), so a new lexicon or fixed phrase needs no schema change."""

    lexicons: Table[Lexicon]
    agreement: Agreement
    skip: Skip
    present: Present
    adverbs: Adverbs
    future: Future
    swap: Table[WordMap]
    captions: Captions
    existential: Existential


@cache
def rule_data() -> ModalRules:
    """``rules/modal.toml``, loaded on first use."""
    return load_rules("modal", ModalRules)
