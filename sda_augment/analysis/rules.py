"""Schemas of the shared rule files, which the analysis layer and every family may read.

``rules/grammar.toml`` holds English grammar words (pronouns, auxiliaries, contractions,
subordinators ...) that the clause analysis or more than one family needs;
``rules/titles.toml`` the lines every method treats as titles. A family's own file and
schema live in its folder; the analysis layer reads only the files here.
"""

from __future__ import annotations

from functools import cache

from pydantic import StrictStr

from ..lexicon import RuleData, WordList, WordMap, WordSet, load_rules

SHARED_FILES = ("grammar", "titles", "names")


class Clauses(RuleData):
    subordinators: WordSet
    reporting_verbs: WordSet
    discourse_connectives: WordSet
    coordinators: WordSet


class Pronouns(RuleData):
    plural_agreement: WordSet
    nominative: WordSet
    relative: WordSet


class Agreement(RuleData):
    collective_nouns: WordSet  # may take a plural verb ("The team represent")
    peoples: WordSet  # "the British", "the Dutch": a people, plural


class Auxiliaries(RuleData):
    forms: WordSet
    primary: WordSet


class PersonForms(RuleData):
    """One tense of a primary verb: "I", third person singular, every other subject."""

    i: StrictStr
    singular: StrictStr
    plural: StrictStr


class TenseForms(RuleData):
    present: PersonForms
    past: PersonForms


class PrimaryForms(RuleData):
    be: TenseForms
    have: TenseForms
    do: TenseForms


class Contractions(RuleData):
    full: WordMap
    contracted: WordMap
    positive: WordMap
    verb_clitics: WordSet
    clitics: WordMap
    split_pieces: WordList


class Verbs(RuleData):
    ambiguous_past_forms: WordSet
    prefixes: WordList


class Negatives(RuleData):
    indefinites: WordMap
    downward: WordSet


class Recovery(RuleData):
    openers: WordSet
    reporting_verbs: WordSet
    intransitive_past: WordSet


class Captions(RuleData):
    quantifiers: WordSet
    definite_determiners: WordSet
    group_nouns: WordSet
    present_verbs: WordSet
    amount_openers: WordSet
    animate_nouns: WordSet
    dress_participles: WordSet
    placed_participles: WordSet
    noun_like_verbs: WordSet
    quantity_nouns: WordSet  # "a lot of", "a number of": no "There is no lot of ..."


class Articles(RuleData):
    a_before: WordList  # beginnings with a vowel letter and a consonant sound ("uni" of "unit")
    an_before: WordList  # beginnings with a consonant letter and a vowel sound ("hour")
    an_letters: WordSet  # letters whose name opens with a vowel sound ("an F")
    read_as_words: WordSet  # initialisms spoken as words ("NATO")
    count_nouns: WordSet  # count nouns a caption drops the article of ("Man sitting ...")


class GrammarRules(RuleData):
    """``rules/grammar.toml``."""

    clauses: Clauses
    pronouns: Pronouns
    agreement: Agreement
    auxiliaries: Auxiliaries
    primary_forms: PrimaryForms
    contractions: Contractions
    verbs: Verbs
    negatives: Negatives
    recovery: Recovery
    captions: Captions
    articles: Articles


class ListPages(RuleData):
    openers: WordSet


class Works(RuleData):
    nouns: WordSet


class TitleRules(RuleData):
    """``rules/titles.toml``."""

    works: Works
    list_pages: ListPages


class PersonNames(RuleData):
    titles: WordSet
    particles: WordSet
    given_names: WordSet
    thing_heads: WordSet
    suffixes: WordSet


class NameRules(RuleData):
    """``rules/names.toml``."""

    person_names: PersonNames


@cache
def grammar() -> GrammarRules:
    """``rules/grammar.toml``, loaded on first use."""
    return load_rules("grammar", GrammarRules)


@cache
def titles() -> TitleRules:
    """``rules/titles.toml``, loaded on first use."""
    return load_rules("titles", TitleRules)


@cache
def names() -> NameRules:
    """``rules/names.toml``, loaded on first use."""
    return load_rules("names", NameRules)
