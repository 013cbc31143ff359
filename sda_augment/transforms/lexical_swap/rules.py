"""Schema of ``rules/lexical_swap.toml``: the colour words, the gazetteer, and where each stays."""

from __future__ import annotations

from functools import cache

from pydantic import StrictInt, model_validator

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
    country_years: Table[StrictInt]
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

    @model_validator(mode="after")
    def _every_country_dated(self) -> City:
        """Every country of the groups has the year it came to exist, and only those."""
        listed = {name for names in self.countries.values() for name in names}
        undated = sorted(listed - set(self.country_years))
        unlisted = sorted(set(self.country_years) - listed)
        if undated or unlisted:
            raise ValueError(f"country_years: no year for {undated}; not a listed country: {unlisted}")
        return self


class LexicalSwapRules(RuleData):
    """``rules/lexical_swap.toml``."""

    color: Color
    city: City


@cache
def rule_data() -> LexicalSwapRules:
    """``rules/lexical_swap.toml``, loaded on first use."""
    return load_rules("lexical_swap", LexicalSwapRules)
