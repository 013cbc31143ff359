"""Schema of ``rules/taxonomy.toml``: the noun table, plurals and the context checks."""

from __future__ import annotations

from functools import cache

from pydantic import StrictBool

from ...lexicon import RuleData, Table, WordMap, WordSet, load_rules


class Context(RuleData):
    idioms: Table[WordSet]
    scope: WordSet
    downward: WordSet
    kind_nouns: WordSet
    set_prepositions: WordSet
    generic_with_the: WordSet
    vague: WordSet
    vague_modifiers: WordSet
    relational: WordSet
    kin_verbs: WordSet
    kin_nouns: WordSet
    institutions: WordSet
    collectives: WordSet
    made_idioms: Table[WordSet]
    listing_words: WordSet
    generic_prepositions: WordSet
    generic_in_text: WordSet
    person_modifiers: WordSet
    services: Table[WordSet]
    as_idioms: WordSet
    caption_only: WordSet
    colours: WordSet
    totals: WordSet
    senses: Table[WordSet]
    written_in: Table[WordSet]
    handled: Table[WordSet]
    text_only: WordSet
    made_from: Table[WordSet]
    kind_names: Table[WordSet]


class Clash(RuleData):
    hyponyms: WordSet
    words: WordSet
    singular_only: StrictBool = False


class Kinds(RuleData):
    """The hyponyms a generic noun may take: ``always``, or ``plain`` ones only where the noun
    is undescribed (``neutral`` modifiers and, with ``colours``, a colour aside) and the
    sentence has none of ``details``."""

    always: WordSet = frozenset()
    plain: WordSet = frozenset()
    details: WordSet = frozenset()
    neutral: WordSet = frozenset()
    colours: bool = False


class TaxonomyRules(RuleData):
    """``rules/taxonomy.toml``."""

    nouns: WordMap
    up_only: WordMap
    down_only: WordMap
    plurals: WordMap
    context: Context
    clashes: Table[Clash]
    kinds: Table[Kinds]


@cache
def rule_data() -> TaxonomyRules:
    """``rules/taxonomy.toml``, loaded on first use."""
    return load_rules("taxonomy", TaxonomyRules)
