"""Schema of ``rules/subj_obj_swap.toml``: verb lexicons, noun kinds, pronoun cases, agreement."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, Table, WordMap, WordSet, load_rules


class Verbs(RuleData):
    symmetric: WordSet
    symmetric_always: WordSet
    reversible: WordSet
    reversible_things: WordSet
    animal_verbs: WordSet
    personal_verbs: WordSet
    as_subject_verbs: WordSet
    change_verbs: WordSet
    collective_verbs: WordSet
    blocked: WordSet
    measure: WordSet
    particles: WordSet
    motion: WordSet
    intransitive_motion: WordSet
    path_particles: WordSet
    intransitive: WordSet
    bare_infinitive: WordSet


class Nouns(RuleData):
    persons: WordSet
    animals: WordSet
    groups: WordSet
    plural_nouns: WordSet
    mass: WordSet
    lifeless_modifiers: WordSet
    titles: WordSet
    units: WordSet


class Pronouns(RuleData):
    accusative: WordMap
    persons: WordSet
    things: WordSet
    fixed: WordSet
    quantity_nouns: WordSet
    reflexive: WordSet
    polarity_determiners: WordSet
    possessives: WordSet
    relative_determiners: WordSet
    third_person: WordSet
    indefinite_determiners: WordSet


class Attachment(RuleData):
    describing_prepositions: WordSet
    describing_openers: WordSet


class Following(RuleData):
    content_nouns: WordSet
    complement_prepositions: WordSet
    time_words: WordSet
    naming_words: WordSet
    name_nouns: WordSet
    thing_prepositions: WordSet
    source_verbs: WordSet
    carrying_verbs: WordSet
    path_prepositions: WordSet
    places: WordSet


class Relation(RuleData):
    prepositions: WordSet


class Agreement(RuleData):
    max_phrase_words: int


class SubjObjSwapRules(RuleData):
    """``rules/subj_obj_swap.toml``."""

    verbs: Verbs
    light_verbs: Table[WordSet]
    nouns: Nouns
    attachment: Attachment
    following: Following
    pronouns: Pronouns
    relation: Relation
    agreement: Agreement


@cache
def rule_data() -> SubjObjSwapRules:
    """``rules/subj_obj_swap.toml``, loaded on first use."""
    return load_rules("subj_obj_swap", SubjObjSwapRules)
