"""Schema of ``rules/negation.toml``: NEG's, DN's and NEG_REMOVAL's own word lists and frames.

Grammar words NEG shares with the analysis layer and MV (contractions, auxiliaries,
negative indefinites) are in ``rules/grammar.toml`` (:mod:`sda_augment.analysis.rules`).
"""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, WordList, WordSet, load_rules


class AddNot(RuleData):
    after_adverbs: WordSet
    move_adverbs: WordSet
    blocked_after_aux: WordSet
    positive_polarity: WordSet
    no_blocked: WordSet


class Modality(RuleData):
    possibility: WordSet


class RemoveNot(RuleData):
    blocked_before: WordSet
    remove_with: WordSet


class NegRemoval(RuleData):
    contrast_words: WordSet
    npi_words: WordSet
    npi_phrases: WordList
    until_words: WordSet
    negative_modals: WordSet
    ability_modals: WordSet
    idioms: WordList
    only_words: WordSet
    never_focus: WordSet
    litotes_words: WordSet
    mention_phrases: WordList
    if_words: WordSet
    or_words: WordSet
    leaning_before: WordSet


class Swap(RuleData):
    no_longer: str


class NoDeterminer(RuleData):
    mass_suffixes: WordList
    mass_nouns: WordSet


class Template(RuleData):
    text: str
    article_heads: WordSet
    litotes: str
    after_comma_connectives: WordSet
    opening_coordinators: WordSet
    setting_starts: WordSet
    time_nouns: WordSet
    not_setting: WordSet


class Litotes(RuleData):
    blocked_first_words: WordSet
    bare_connectives: WordSet
    stutter_first_words: WordSet
    interjections: WordSet


class Capitals(RuleData):
    common_suffixes: WordSet
    determiners: WordSet
    common_title_words: WordSet
    singular_plurals: WordSet
    mass_nouns: WordSet


class TitleSubject(RuleData):
    quantifiers: WordSet
    function_words: WordSet
    articles: WordSet
    pronouns: WordSet


class DoubleNegation(RuleData):
    fronted_markers: WordSet
    negators: WordSet


class Scope(RuleData):
    scope_adverbs: WordSet
    floating_quantifiers: WordSet
    contrast_marks: WordSet
    result_phrases: WordSet
    duration_nouns: WordSet
    outcome_nouns: WordSet
    inherent_negatives: WordSet
    negative_words: WordSet
    fronted_focus: WordSet


class Npi(RuleData):
    words: WordSet


class NotFail(RuleData):
    met_lemmas: WordSet
    blocked_lemmas: WordSet


class Cues(RuleData):
    affirmative_after_a: WordSet


class Existential(RuleData):
    words: WordSet
    numeric_words: WordSet
    after_a: WordSet


class NegationRules(RuleData):
    """``rules/negation.toml``."""

    add_not: AddNot
    modality: Modality
    remove_not: RemoveNot
    neg_removal: NegRemoval
    swap: Swap
    no_determiner: NoDeterminer
    template: Template
    litotes: Litotes
    capitals: Capitals
    title_subject: TitleSubject
    dn: DoubleNegation
    scope: Scope
    npi: Npi
    not_fail: NotFail
    cues: Cues
    existential: Existential


@cache
def rule_data() -> NegationRules:
    """``rules/negation.toml``, loaded on first use."""
    return load_rules("negation", NegationRules)
