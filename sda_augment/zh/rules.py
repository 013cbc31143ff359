"""Schema of ``rules/zh_grammar.toml``: Chinese grammar words shared by the segmenter, the
analysis and every Chinese method (a method's own words live in its family's file)."""

from __future__ import annotations

from functools import cache

from ..lexicon import MarkSet, RuleData, RuleFile, WordList, WordMap


class Segmentation(RuleData):
    split_first: MarkSet
    surnames: MarkSet
    split_last: MarkSet
    name_tags: MarkSet
    recut_inside: MarkSet
    remove_words: WordList
    add_words: WordMap
    no_name_openers: MarkSet
    glued_localizers: MarkSet


class Clauses(RuleData):
    marks: MarkSet
    final_marks: MarkSet
    subordinators: MarkSet
    conditions: MarkSet
    discourse: MarkSet
    connectives: MarkSet
    non_claims: MarkSet
    non_claim_phrases: WordList
    report_phrases: WordList
    citing: MarkSet
    indefinite_openers: MarkSet
    later_predicate_openers: MarkSet
    manner: MarkSet
    serial_heads: MarkSet


class Questions(RuleData):
    particles: MarkSet
    words: MarkSet
    marks: MarkSet


class Imperatives(RuleData):
    openers: MarkSet
    addressees: MarkSet
    obligation: MarkSet


class Words(RuleData):
    perfective: MarkSet
    durative: MarkSet
    experiential: MarkSet
    progressive: MarkSet
    perfect: MarkSet
    copula: MarkSet
    existential: MarkSet
    modals: MarkSet
    negators: MarkSet
    not_negations: MarkSet
    degree: MarkSet
    epistemic: MarkSet
    before_negation: MarkSet
    focus: MarkSet
    prepositions: MarkSet
    passive: MarkSet
    localizers: MarkSet
    determiners: MarkSet
    classifiers: MarkSet
    times: MarkSet
    date_units: MarkSet
    stative: MarkSet
    reporting: MarkSet
    clause_verbs: MarkSet
    documents: MarkSet
    verb_objects: MarkSet
    subjectless: MarkSet
    compound_heads: MarkSet
    headline_nouns: MarkSet
    gathering_nouns: MarkSet
    temporal: MarkSet
    place_endings: MarkSet


class ZhGrammar(RuleData):
    """``rules/zh_grammar.toml``."""

    segmentation: Segmentation
    tags: WordMap
    clauses: Clauses
    questions: Questions
    imperatives: Imperatives
    words: Words


GRAMMAR_FILE = RuleFile("zh_grammar", ZhGrammar)


@cache
def grammar() -> ZhGrammar:
    """``rules/zh_grammar.toml``, loaded on first use."""
    return GRAMMAR_FILE.load()
