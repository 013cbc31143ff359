"""Schema of ``rules/yoda.toml``: what may be fronted and what keeps its place."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, Table, WordSet, load_rules


class Limits(RuleData):
    max_object_words: int
    max_complement_words: int


class Complement(RuleData):
    copulas: WordSet
    bound: WordSet


class Verbs(RuleData):
    light: WordSet
    relational: WordSet
    motion: WordSet
    vehicle: WordSet
    path_particles: WordSet


class Idioms(RuleData):
    pairs: Table[WordSet]


class Objects(RuleData):
    attached_prepositions: WordSet
    people: WordSet
    describing_prepositions: WordSet
    describing_any: WordSet
    field_nouns: WordSet
    field_prepositions: WordSet
    time_nouns: WordSet


class Body(RuleData):
    parts: WordSet


class Subject(RuleData):
    gerund_heads: WordSet
    lowered: WordSet


class Words(RuleData):
    focus: WordSet
    floating: WordSet
    negative: WordSet


class Adverbial(RuleData):
    prepositions: WordSet
    joiners: WordSet
    months: WordSet
    seasons: WordSet
    max_words: int


class YodaRules(RuleData):
    """``rules/yoda.toml``."""

    limits: Limits
    complement: Complement
    verbs: Verbs
    idioms: Idioms
    objects: Objects
    body: Body
    subject: Subject
    words: Words
    adverbial: Adverbial


@cache
def rule_data() -> YodaRules:
    """``rules/yoda.toml``, loaded on first use."""
    return load_rules("yoda", YodaRules)
