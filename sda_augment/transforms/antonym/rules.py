"""Schema of ``rules/antonym.toml``: the curated adjective antonyms and where they hold."""

from __future__ import annotations

from functools import cache

from ...lexicon import RuleData, StrictStr, Table, WordList, WordMap, WordSet, load_rules


class Lexicon(RuleData):
    pairs: tuple[tuple[StrictStr, StrictStr], ...]
    one_way: Table[WordList]


class Sense(RuleData):
    """One adjective whose antonym depends on the noun it describes ("old man", "old car")."""

    classes: Table[WordList] = {}
    default: WordList | None = None
    attributive_only: bool = False
    attributive: WordList | None = None
    base_only: WordSet = frozenset()  # classes consulted for the base form only ("young", not "younger")


class Guards(RuleData):
    bound_before: Table[WordSet]
    neutral_prepositions: WordSet
    shared_prepositions: Table[WordSet]
    before_names: WordSet
    predicative_only: WordSet
    attributive_forms: WordMap
    measure_units: WordSet
    pole_words: Table[WordSet]
    cause_prepositions: WordSet


class Entailment(RuleData):
    """What in a sentence makes one adjective hold, so that its antonym would contradict it:
    "completed construction of a new factory", "wet from a splash of water"."""

    governors: WordSet = frozenset()  # verbs or nouns over the noun or the adjective ("built", "construction")
    causes: WordSet = frozenset()  # nouns in a cause phrase on it ("from a splash of water")
    companions: WordSet = frozenset()  # words or phrases anywhere in its sentence ("interiors", "including a number of")


class Clashes(RuleData):
    """Words by which another part of the sentence rests on the adjective's pole."""

    contrast: WordSet  # "but", "however", "although"
    contrast_phrases: WordSet  # "in fact", "even so"
    cause: WordSet  # "because", "therefore"
    cause_phrases: WordSet  # "due to", "as a result"
    degree: WordSet  # "too", "so", "enough" on the adjective, with a clause after it
    causing: WordSet  # verbs of a clause on the noun ("which rendered the club bankrupt")
    change_verbs: WordSet  # "becomes vacant" ...
    conditions: WordSet  # ... under "when", "if", "once"
    time_superlatives: WordSet  # "earliest", "latest" beside a year
    echo_markers: WordSet  # "another young woman" echoes "a young woman"


class Stance(RuleData):
    """Adjectives of evaluation ("important", "unwilling", "false") whose pole the rest of a
    sentence of several clauses leans on: "aiming to highlight one of the most important
    collections", "unwilling to listen ... and is infringing"."""

    adjectives: WordSet


class AntonymRules(RuleData):
    """``rules/antonym.toml``."""

    lexicon: Lexicon
    senses: Table[Sense]
    classes: Table[WordSet]
    class_suffixes: Table[WordSet]
    guards: Guards
    terms: Table[WordList]
    entailed: Table[Entailment]
    idioms: Table[WordSet]
    contexts: Table[WordSet]
    clashes: Clashes
    stance: Stance


@cache
def rule_data() -> AntonymRules:
    """``rules/antonym.toml``, loaded on first use."""
    return load_rules("antonym", AntonymRules)


@cache
def fixed_terms() -> dict[str, frozenset[str]]:
    """Each adjective of a ``[terms]`` entry ("simple assault", "loose ball") and the nouns it
    stands before in one, whatever the type of term."""
    found: dict[str, set[str]] = {}
    for entries in rule_data().terms.values():
        for entry in entries:
            adjective, _, noun = entry.lower().partition(" ")
            found.setdefault(adjective, set()).add(noun)
    return {adjective: frozenset(nouns) for adjective, nouns in found.items()}


@cache
def antonym_table() -> dict[str, tuple[str, ...]]:
    """Every listed adjective (lower case) and its antonyms: the pairs both ways, then ``one_way``."""
    lexicon = rule_data().lexicon
    table: dict[str, list[str]] = {}
    for left, right in lexicon.pairs:
        for word, other in ((left.lower(), right.lower()), (right.lower(), left.lower())):
            found = table.setdefault(word, [])
            if other not in found:
                found.append(other)
    for word, others in lexicon.one_way.items():
        found = table.setdefault(word.lower(), [])
        found.extend(other.lower() for other in others if other.lower() not in found)
    return {word: tuple(others) for word, others in table.items()}
