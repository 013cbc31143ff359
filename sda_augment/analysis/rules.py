"""Schemas of the shared rule files, which the analysis layer and every family may read.

``rules/grammar.toml`` holds English grammar words (pronouns, auxiliaries, contractions,
subordinators ...) that the clause analysis or more than one family needs;
``rules/titles.toml`` the lines every method treats as titles. A family's own file and
schema live in its folder; the analysis layer reads only the files here.
"""

from __future__ import annotations

from functools import cache

from ..lexicon import RuleData, WordList, WordMap, WordSet, load_rules

SHARED_FILES = ("grammar", "titles")


class Clauses(RuleData):
    subordinators: WordSet
    reporting_verbs: WordSet
    discourse_connectives: WordSet
    coordinators: WordSet


class Pronouns(RuleData):
    plural_agreement: WordSet
    nominative: WordSet
    relative: WordSet


class Auxiliaries(RuleData):
    forms: WordSet
    primary: WordSet


class Contractions(RuleData):
    full: WordMap
    contracted: WordMap
    positive: WordMap
    verb_clitics: WordSet
    clitics: WordList


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


class GrammarRules(RuleData):
    """``rules/grammar.toml``."""

    clauses: Clauses
    pronouns: Pronouns
    auxiliaries: Auxiliaries
    contractions: Contractions
    verbs: Verbs
    negatives: Negatives
    recovery: Recovery
    captions: Captions


class ListPages(RuleData):
    openers: WordSet


class TitleRules(RuleData):
    """``rules/titles.toml``."""

    list_pages: ListPages


@cache
def grammar() -> GrammarRules:
    """``rules/grammar.toml``, loaded on first use."""
    return load_rules("grammar", GrammarRules)


@cache
def titles() -> TitleRules:
    """``rules/titles.toml``, loaded on first use."""
    return load_rules("titles", TitleRules)
