"""What the readers of a Chinese clause share: the analysis's reason codes, the word
classes its grammar names, the :class:`Sentence` and :class:`Predicate` it answers, and small
steps over jieba's words (spaces, closing marks, dates and times) that every reader takes."""

from __future__ import annotations

from dataclasses import dataclass

from ..reasons import register_reason
from .rules import grammar
from .segment import tag_of
from .words import (
    ADJECTIVE,
    ADVERB,
    BEFORE_NEGATION,
    CLASSIFIER,
    CLAUSE_MARK,
    COPULA,
    DE,
    DEGREE,
    DETERMINER,
    DURATIVE,
    EPISTEMIC,
    EXISTENTIAL,
    EXPERIENTIAL,
    FINAL_MARK,
    FOCUS,
    IDIOM,
    LOCALIZER,
    MARK,
    MODAL,
    NAME,
    NEGATOR,
    NOUN,
    NUMERAL,
    PERFECT,
    PERFECTIVE,
    PROGRESSIVE,
    PRONOUN,
    QUOTE,
    SPACE,
    TIME,
    VERB,
    Word,
)

NO_PREDICATE = register_reason("zh.no_predicate", "no main predicate: a noun phrase, a heading or a fragment")

QUESTION_SENTENCE = register_reason("zh.question", "a question: it makes no claim")

IMPERATIVE = register_reason("zh.imperative", "a request or an order: it makes no claim")

A_NOT_A = register_reason("zh.a_not_a", "an A-not-A choice (去不去, 是不是): it asks, it does not claim")

FRAGMENT = register_reason("zh.fragment", "opens in the middle of a sentence (with 的, 了 or a closing quote)")

UNREAD_ZONE = register_reason("zh.unread_words", "the words between the subject and the verb do not read one way")

NO_TAGS = register_reason("zh.no_tags", "the sentence was read without tags (the method needs them)")

NO_SUBJECT = register_reason("zh.no_subject", "the clause has no subject of its own: an order, a list of measures or a fragment")

QUOTED_CLAIM = register_reason("zh.quoted_claim", "the predicate is inside quotation marks: an edit there would misquote")

NON_CLAIM = register_reason("zh.non_claim", "a plan, a rule, a narrator's formula or a correlative (暂定, 一律, 时间回到, 不仅…更): no plain claim to edit")

MANNER = register_reason("zh.manner", "an adverb of manner before the predicate (盲目, 再度, 突然): the negation would fall after it")

VERB_CHAIN = register_reason("zh.verb_chain", "the verb is followed by another verb: it may name a thing (煤矿爆炸被困, 出生时间为), so the predicate is unsure")

SUBJECT_VERB = register_reason("zh.subject_verb", "a verb or a manner adverb before the predicate: the subject may be a clause of its own (郑智踢球对球队帮助更大)")

NOUN_PHRASE = register_reason("zh.noun_phrase", "reads as a noun phrase: the verb may be a modifier before 的 (一张猫躺在地上的照片)")

# Every code the analysis gives: a transform that asks it for the predicate declares these.
ANALYSIS_CODES: tuple[str, ...] = (
    NO_PREDICATE, QUESTION_SENTENCE, IMPERATIVE, A_NOT_A, FRAGMENT, UNREAD_ZONE, NO_TAGS, NO_SUBJECT,
    QUOTED_CLAIM, NON_CLAIM, MANNER, VERB_CHAIN, SUBJECT_VERB, NOUN_PHRASE,
)

# Kinds that can make up a noun phrase.
NOMINAL = frozenset({NOUN, NAME, PRONOUN, DETERMINER, NUMERAL, CLASSIFIER, LOCALIZER, TIME})

# Kinds that can head one (a noun phrase of determiners and numbers alone is no subject).
HEADS = frozenset({NOUN, NAME, PRONOUN, LOCALIZER, TIME})

# Kinds that open the words before a verb (adverbs, negations, modals, prepositions ...).
ZONE_OPENERS = frozenset({
    ADVERB, DEGREE, EPISTEMIC, BEFORE_NEGATION, FOCUS, NEGATOR, PROGRESSIVE, PERFECT, MODAL,
    COPULA, EXISTENTIAL, VERB,
})

VERBAL = frozenset({VERB, IDIOM})

ASPECT = {PERFECTIVE: "perfective", DURATIVE: "durative", EXPERIENTIAL: "experiential"}


@dataclass(frozen=True)
class Sentence:
    """The sentence around the main clause: its clauses and what kind of sentence it is."""

    clauses: tuple[tuple[int, int], ...]
    quoted: tuple[bool, ...]  # per token: inside quotation marks
    question: bool
    final: int | None  # the final mark's token, when there is one

@dataclass(frozen=True)
class Predicate:
    """The main clause's predicate, as token indices into :func:`~.words.words`.

    ``zone`` is where the predicate begins after the subject and any time words: an
    affirming adverb goes there. ``slot`` is where a negation goes: after the adverbs that
    come before one (都, 也, 还 ...). ``head`` is what the negation negates: the modal, 是,
    有, the verb or the adjective; ``verb`` the lexical verb (after a modal, its verb).
    """

    clause: tuple[int, int]
    subject: tuple[int, int]
    zone: int
    slot: int
    head: int
    verb: int
    kind: str  # "copula" | "existential" | "modal" | "adjective" | "locative" | "verb"
    aspect: str | None  # "progressive" | "perfect" | "experiential" | "perfective" | "durative" | None
    particles: tuple[int, ...] = ()  # 了 that belongs to the predicate (after the verb, ending the clause)
    progressive: int | None = None  # 在, 正在 or 正 before the verb
    perfect: int | None = None  # 已经, 曾经 ... before the verb
    negation: int | None = None  # a negation of the predicate
    degree: int | None = None  # a degree adverb before the head
    epistemic: int | None = None  # an adverb of certainty (也许, 确实 ...) in the predicate
    focus: int | None = None  # 只, 仅 ...
    modal: int | None = None
    scope: tuple[int, ...] = ()  # adverbs before the slot (都, 也, 还 ...)
    complement: int | None = None  # 得 after the verb ("跑得很快")
    passive: int | None = None  # 被 ... before the verb
    shi_de: bool = False  # 是 ... 的 ending the clause
    stative: bool = False  # negated with 不 where no aspect marks an event
    irrealis: bool = False  # under a condition (如果…，就…): what would happen, not what did

SENTENCE_KEY, PREDICATE_KEY = "zh.sentence", "zh.predicate"

# Characters of a clause before a colon short enough to be a heading's label.
LABEL_LENGTH = 8

NOT_CONTENT = frozenset({SPACE, QUOTE, FINAL_MARK, MARK, CLAUSE_MARK})


def inside_quotes(ws: tuple[Word, ...], i: int, end: int) -> bool:
    """Whether word ``i`` sits between an opening quote before it and a closing one before ``end``."""
    opened = any(ws[j].kind == QUOTE and ws[j].text in OPENERS for j in range(i))
    return opened and any(ws[j].kind == QUOTE and ws[j].text not in OPENERS for j in range(i + 1, end))


def last_word(ws: tuple[Word, ...], a: int, b: int) -> int | None:
    """The last word in ``a``..``b`` that is no space, quote or mark, or None."""
    for i in range(b - 1, a - 1, -1):
        if ws[i].kind not in (SPACE, QUOTE, MARK):
            return i
    return None

def next_word(ws: tuple[Word, ...], i: int, b: int) -> int | None:
    """The first word from ``i`` (before ``b``) that is no space or quote, or None."""
    while i < b and ws[i].kind in (SPACE, QUOTE):
        i += 1
    return i if i < b else None

# What a verb phrase in the subject is followed by: the predicate's adverbs, not a second verb
# ("进化不是", "国际救援人员正在", "这项研究还发现"); serial verbs ("骑马穿过") stay apart.
AFTER_SUBJECT = frozenset({ADVERB, DEGREE, EPISTEMIC, BEFORE_NEGATION, NEGATOR, MODAL, PERFECT, COPULA})

def counted(w: Word) -> bool:
    """A numeral, a classifier, a demonstrative with one or an attributive ("一个", "这项",
    "同一"): a noun follows."""
    return w.kind in (NUMERAL, CLASSIFIER) or w.kind == DETERMINER and w.text[-1:] in grammar().words.classifiers \
        or w.kind == ADJECTIVE and w.tag == "b"

OPENERS = frozenset("“「『(（《")

_PAIRS = {"“": "”", "「": "」", "『": "』", "(": ")", "（": "）", "《": "》"}

def closing(ws: tuple[Word, ...], i: int, b: int) -> int | None:
    """The mark that closes the quote or bracket opened at ``i``, within the clause."""
    close = _PAIRS.get(ws[i].text)
    for j in range(i + 1, min(b, i + 24)):
        if ws[j].text == close:
            return j
        if ws[j].kind in (CLAUSE_MARK, FINAL_MARK) and close != "》":
            return None
    return None

def has_head(ws: tuple[Word, ...], e: int) -> bool:
    """Whether the noun phrase ending before ``e`` ends on a word that can head it."""
    last = ws[e - 1]
    if last.kind in HEADS or last.kind in (ADJECTIVE, QUOTE, VERB, IDIOM):
        return True  # a verb or an adjective the noun phrase took in is a noun there
    return last.kind == DETERMINER and last.text in grammar().clause_words.standalone_demonstratives

def skip_spaces(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The first word from ``i`` (before ``b``) that is no space."""
    while i < b and ws[i].kind == SPACE:
        i += 1
    return i

def time_words_end(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The end of the time words from ``i``: time nouns, dates, a verb with 后/时 ("暴动后")."""
    temporal = grammar().words.temporal
    while i < b:
        w = ws[i]
        if w.kind == TIME or w.kind == LOCALIZER and w.text in temporal and i > 0 and ws[i - 1].kind in (PRONOUN, NAME, NOUN):
            i += 1
        elif w.kind == NUMERAL and date_end(ws, i, b) > i:
            i = date_end(ws, i, b)
        elif w.kind in VERBAL and i + 1 < b and ws[i + 1].text in temporal and verbal_ahead(ws, i + 2, b):
            i += 2
        elif w.kind == SPACE:
            i += 1
        else:
            break
    return i

def date_end(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The end of a date or hour from ``i`` ("2021年2月25日16时"), ``i`` when there is none."""
    units = grammar().words.date_units
    j = i
    while j + 1 < b and ws[j].kind == NUMERAL and (ws[j + 1].text in units or ws[j].text[-1:] in units):
        j += 2 if ws[j + 1].text in units else 1
    if j == i and ws[i].kind == NUMERAL and ws[i].text[-1:] in units and len(ws[i].text) > 1:
        j = i + 1
    if j > i and j < b and ws[j].text in grammar().clause_words.approximate_after:
        j += 1  # 10时左右, 16时许
    return j


def headline(ws: tuple[Word, ...]) -> bool:
    """A line with no final mark: a heading, where a verb and a noun before 在 name the subject
    ("印度反腐政党在新德里掌权")."""
    return bool(ws) and ws[-1].kind != FINAL_MARK and not any(w.kind == CLAUSE_MARK for w in ws)

def nominal_idiom(text: str) -> bool:
    """Whether a set phrase names someone or something ("防暴警察", "紧张局势", "无人机"), not an
    action ("投票表决"): its last two characters are a noun, or its last one a person or a thing."""
    return text[-1:] in grammar().clause_words.person_or_thing_endings or len(text) > 2 and tag_of(text[-2:])[:1] == "n"

# What makes the words after 有 a clause, not a modifier: the progressive, an aspect, a modal.
EVENT_MARKS = frozenset({PROGRESSIVE, PERFECTIVE, DURATIVE, EXPERIENTIAL, MODAL, PERFECT, NEGATOR})


def last_content(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The end of the clause's words, marks and spaces at its end aside."""
    end = b
    while end > i + 1 and ws[end - 1].kind in (SPACE, MARK, QUOTE, FINAL_MARK):
        end -= 1
    return end

def counted_subject(ws: tuple[Word, ...], a: int, s: int) -> bool:
    """A subject that opens with a numeral and a classifier ("一张猫"): in a caption such a
    phrase may count the noun at the end, not the one before the verb."""
    return s > a and ws[a].kind in (NUMERAL, DETERMINER)

def inside_modifier(ws: tuple[Word, ...], j: int, b: int) -> bool:
    """Whether the verb at ``j`` belongs to a modifier closed by 的 before the next verb."""
    if j + 1 < b and ws[j + 1].text in ("在", "到", "给", "向", "往", "于", "进", "成", "为"):
        return False  # 藏在一个红绿相间的礼品袋里: a complement with its place, whatever 的 comes in it
    for k in range(j + 1, b):
        if ws[k].kind == DE:
            return True
        if ws[k].kind in VERBAL or ws[k].kind in (CLAUSE_MARK, FINAL_MARK):
            return False
    return False

def a_place(ws: tuple[Word, ...], i: int, end: int) -> bool:
    """Whether the words after 在 name a place (a place word, a localizer, a place's name),
    not what someone is doing ("在转圈" is no place)."""
    last = ws[end - 1] if end > i else None
    if last is None:
        return False
    if last.kind in (LOCALIZER, NAME, PRONOUN) or last.tag in ("s", "ns", "f"):
        return True
    return last.text[-1:] in grammar().words.place_endings

def next_is_verbal(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether a verb comes next, adverbs aside ("被暂时释放")."""
    i = skip_spaces(ws, i, b)
    while i < b and ws[i].kind in (ADVERB, BEFORE_NEGATION, DEGREE):
        i += 1
    return i < b and ws[i].kind in VERBAL

def verbal_ahead(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether a verb (or 是, 有, an adjective) comes later in the clause."""
    return any(ws[j].kind in VERBAL or ws[j].kind in (COPULA, EXISTENTIAL, ADJECTIVE) for j in range(i, b))
