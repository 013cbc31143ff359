"""Schema of ``rules/punctuation.toml``: PI's word lists, marks and limits."""

from __future__ import annotations

from functools import cache

from pydantic import StrictInt

from ...lexicon import MarkSet, RuleData, WordList, WordMap, WordSet, load_rules


class ClauseComma(RuleData):
    introductory_deps: WordSet
    sentence_adverbs: WordSet
    not_introductory: WordSet
    presentational_adverbs: WordSet
    presentational_verbs: WordSet
    time_nouns: WordSet
    no_comma_after_tags: MarkSet
    phrase_final_deps: MarkSet
    clause_taking_nouns: WordSet
    clause_prepositions: WordSet
    contrast_subordinators: WordSet
    coordinators: WordSet
    serial_coordinators: WordSet
    whole_nouns: WordSet
    example_openers: WordSet
    speech_verbs: WordSet
    collective_nouns: WordSet
    relative_pronouns: WordSet
    place_relatives: WordSet
    time_relatives: WordSet
    months: WordSet
    after_closing_pos: MarkSet
    ing_complement_verbs: WordSet
    prepositional_participles: WordSet
    place_nouns: WordSet
    agent_participles: WordSet


class AsideMarks(RuleData):
    dash: str
    open_bracket: str
    close_bracket: str
    max_bracket_words: StrictInt
    dashes_in_line: WordList
    brackets_in_line: WordList
    contrast_markers: WordSet
    end_kinds: WordSet
    bracket_min_words: StrictInt
    bracket_max_words: StrictInt
    bracket_not_openers: WordSet
    bracket_comma_openers: WordSet
    bracket_birth_openers: WordSet


class SubjectQuotes(RuleData):
    open: str
    close: str
    curly_open: str
    curly_close: str
    max_words: StrictInt
    max_title_words: StrictInt
    mention_verbs: WordSet
    separate_names: WordSet
    not_title_openers: WordSet
    caption_openers: WordSet
    title_small_words: WordSet
    head_pos: MarkSet
    excluded_deps: WordSet
    name_before_as: WordSet
    name_verbs: WordSet
    name_participles: WordSet
    max_name_words: StrictInt


class RepeatMark(RuleData):
    marks: WordMap
    final_period: str


class FinalMark(RuleData):
    mark: str
    keep_endings: MarkSet
    finite_tags: MarkSet
    caption_participles: WordSet
    scene_openers: MarkSet
    scene_determiners: WordSet
    scene_verb_tags: MarkSet
    scene_phrase_tags: MarkSet
    scene_phrase_openers: MarkSet
    scene_min_words: StrictInt
    abbreviations: WordSet
    sentence_final_abbreviations: WordSet
    max_term_words: StrictInt
    closers: MarkSet
    closing_quotes: MarkSet


class Markup(RuleData):
    openers: WordList
    cell_marks: MarkSet
    lyric_hyphen: str


class PunctuationRules(RuleData):
    """``rules/punctuation.toml``."""

    clause_comma: ClauseComma
    aside_marks: AsideMarks
    subject_quotes: SubjectQuotes
    repeat_mark: RepeatMark
    final_mark: FinalMark
    markup: Markup


@cache
def rule_data() -> PunctuationRules:
    """``rules/punctuation.toml``, loaded on first use."""
    return load_rules("punctuation", PunctuationRules)
