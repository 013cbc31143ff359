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
    place_prepositions: MarkSet


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
    adverbs_before_shi: MarkSet


class Claims(RuleData):
    frame_words: MarkSet
    frame_ends: MarkSet
    turns: MarkSet
    turn_characters: MarkSet
    as_soon_as: MarkSet
    complements: MarkSet
    noun_after: MarkSet
    alleging: MarkSet
    alleging_after_bei: MarkSet
    time_openers: MarkSet
    time_closers: MarkSet
    directions: MarkSet
    event_heads: MarkSet
    knowing: MarkSet
    report_openers: WordList
    saying_ends: MarkSet
    durations: MarkSet
    duration_units: MarkSet
    not_subject_openers: MarkSet
    modifier_prepositions: MarkSet
    main_openers: MarkSet
    frame_verbs: MarkSet
    one_character_adverbs: MarkSet
    relative_blockers: MarkSet


class Lines(RuleData):
    planning: MarkSet
    adverbial_nouns: MarkSet
    glued_prepositions: WordList


class ClauseWords(RuleData):
    standalone_demonstratives: MarkSet
    joiners: MarkSet
    approximate: MarkSet
    planning_nouns: MarkSet
    setting_prepositions: MarkSet
    causative: MarkSet
    changes: MarkSet
    causes: MarkSet
    approximate_after: MarkSet
    complements: MarkSet
    negated_copula: MarkSet
    negated_modals: MarkSet
    negated_have: MarkSet
    fused_choices: MarkSet
    preposition_like: MarkSet
    not_predicates: MarkSet
    coordinators: MarkSet
    after_time: MarkSet
    result_openers: MarkSet
    as_of: MarkSet
    coverb_characters: MarkSet
    person_or_thing_endings: MarkSet
    saying: MarkSet
    place_finals: MarkSet
    directional_guo: MarkSet


class ZhGrammar(RuleData):
    """``rules/zh_grammar.toml``."""

    segmentation: Segmentation
    tags: WordMap
    clauses: Clauses
    questions: Questions
    imperatives: Imperatives
    words: Words
    claims: Claims
    lines: Lines
    clause_words: ClauseWords


GRAMMAR_FILE = RuleFile("zh_grammar", ZhGrammar)


@cache
def grammar() -> ZhGrammar:
    """``rules/zh_grammar.toml``, loaded on first use."""
    return GRAMMAR_FILE.load()
