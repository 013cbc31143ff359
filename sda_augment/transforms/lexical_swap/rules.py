"""Schema of ``rules/lexical_swap.toml``: the colour words, the gazetteer, and where each stays."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, Table, WordList, WordMap, WordSet, load_rules


class Color(RuleData):
    colors: WordList
    spellings: WordMap
    bound_shades: WordSet
    shade_words: WordSet
    shadeless: WordSet
    noun_heads: WordSet
    person_heads: WordSet
    person_subjects: WordSet
    mood_verbs: WordSet
    eco_words: WordSet
    idioms: Table[WordSet]


class City(RuleData):
    """The gazetteer of ``city_swap``: peer groups of countries and cities, and the names it leaves."""

    with_article: WordList
    ambiguous: WordList
    person_names: WordList
    common_nouns: WordList
    place_prepositions: WordSet
    name_words_ignored: WordSet
    place_nouns: WordSet
    spellings: WordMap
    regions: WordMap
    city_regions: WordMap
    countries: Table[WordList]
    cities: Table[WordMap]
    demonyms: Table[WordList]
    part_nouns: WordSet
    city_part_nouns: WordSet
    named_after: WordSet
    event_nouns: WordSet
    body_nouns: WordSet
    remit_nouns: WordSet
    speech_verbs: WordSet
    tying_words: WordSet


class LexicalSwapRules(RuleData):
    """``rules/lexical_swap.toml``."""

    color: Color
    city: City


@cache
def rule_data() -> LexicalSwapRules:
    """``rules/lexical_swap.toml``, loaded on first use."""
    return load_rules("lexical_swap", LexicalSwapRules)
