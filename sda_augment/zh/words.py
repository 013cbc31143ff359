"""The token table the Chinese rules read: each word, where it is, its tag, and what it is.

``doc[i]`` builds a Token on every access; the rules walk plain rows instead, built once
per Doc and kept in its analysis. ``kind`` says what a word is to the grammar, from
``rules/zh_grammar.toml`` first and jieba's tag second; a word with several uses (在 is a
preposition, a verb and the progressive) keeps its lexical kind, and :mod:`.clause`
decides its use from its neighbours.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from ..analysis.document import analysis_of, doc_text
from .rules import grammar

if TYPE_CHECKING:
    from spacy.tokens import Doc

# The kinds of words (see :func:`kind_of`).
SPACE, MARK, CLAUSE_MARK, FINAL_MARK, QUOTE = "space", "mark", "clause_mark", "final_mark", "quote"
DE, DI, DE_COMPLEMENT = "de", "di", "de_complement"  # 的, 地, 得
PERFECTIVE, DURATIVE, EXPERIENTIAL = "perfective", "durative", "experiential"
COPULA, EXISTENTIAL, MODAL, NEGATOR = "copula", "existential", "modal", "negator"
PROGRESSIVE, PERFECT = "progressive", "perfect"
DEGREE, EPISTEMIC, BEFORE_NEGATION, FOCUS, ADVERB = "degree", "epistemic", "before_negation", "focus", "adverb"
PREPOSITION, LOCALIZER, DETERMINER, NUMERAL, CLASSIFIER = "preposition", "localizer", "determiner", "numeral", "classifier"
TIME, PRONOUN, NOUN, NAME, VERB, ADJECTIVE = "time", "pronoun", "noun", "name", "verb", "adjective"
CONJUNCTION, PARTICLE, QUESTION, IDIOM, OTHER = "conjunction", "particle", "question", "idiom", "other"

OPENING_QUOTES = frozenset("“「『‘《（(【〈")
CLOSING_QUOTES = frozenset("”」』’》）)】〉")


class Word(NamedTuple):
    """One token: its index, text, character span, jieba tag ("" in a run without tags) and kind."""

    i: int
    text: str
    start: int
    end: int
    tag: str
    kind: str


def words(doc: Doc) -> tuple[Word, ...]:
    """The token table of ``doc``, built once and kept in its analysis."""
    store = analysis_of(doc).answers
    found = store.get(_KEY)
    if found is None:
        found = store[_KEY] = _table(doc, doc_text(doc))
    return found


def _table(doc: Doc, text: str) -> tuple[Word, ...]:
    """The rows, read from the Doc's arrays at once (a Token per word costs more than the rules)."""
    from spacy.attrs import IDX, LENGTH, TAG

    strings = doc.vocab.strings
    table = []
    for i, (start, length, tag) in enumerate(doc.to_array([IDX, LENGTH, TAG]).tolist()):
        word = text[start : start + length]
        name = _TAG_NAMES.get(tag)
        if name is None:
            name = _TAG_NAMES[tag] = strings[tag] if tag else ""
        table.append(Word(i, word, start, start + length, name, kind_of(word, name)))
    for i in range(len(table) - 1):
        if table[i].text == "该" and table[i].kind == MODAL and (table[i + 1].kind in (NOUN, NAME, CLASSIFIER, NUMERAL)
                                                               or i == 0 and len(table[i + 1].text) > 1):
            table[i] = table[i]._replace(kind=DETERMINER)  # 该公司, 在该部门: "this", not "should"
    return tuple(table)


# Tag hashes to names (a handful of tags: read from the string store once each).
_TAG_NAMES: dict[int, str] = {}


_KEY = "zh.words"


def content_words(doc: Doc) -> tuple[Word, ...]:
    """The tokens that are words (hold a character or a digit): what the random baselines draw."""
    store = analysis_of(doc).answers
    found = store.get(_CONTENT)
    if found is None:
        found = store[_CONTENT] = tuple(w for w in words(doc) if any(char.isalnum() for char in w.text))
    return found


_CONTENT = "zh.content_words"

_NOUN_TAGS = frozenset({"n", "ng", "nl", "ns", "s", "j", "eng", "an", "nz", "k"})
_NAME_TAGS = frozenset({"nr", "nrt", "nrfg", "nt", "ns", "nz"})


@lru_cache(maxsize=100_000)
def kind_of(text: str, tag: str) -> str:
    """What ``text`` is to the grammar: the grammar file's lists first, then jieba's ``tag``."""
    if text.isspace():
        return SPACE
    rules = grammar()
    words, clauses = rules.words, rules.clauses
    if text in clauses.final_marks:
        return FINAL_MARK
    if text in clauses.marks:
        return CLAUSE_MARK
    if text in OPENING_QUOTES or text in CLOSING_QUOTES or text in ('"', "'"):
        return QUOTE
    if not any(char.isalnum() for char in text):
        return MARK
    if text == "的":
        return DE
    if text == "地":
        return DI
    if text == "得" and tag in ("ud", "u"):
        return DE_COMPLEMENT
    if len(text) == 2 and text[1] == "是" and text[0] in grammar().words.adverbs_before_shi:
        return COPULA  # 就是, 也是, 都是 ...: 是 with an adverb in one word
    for kind, members in (
        (PERFECTIVE, words.perfective), (DURATIVE, words.durative), (EXPERIENTIAL, words.experiential),
        (COPULA, words.copula), (EXISTENTIAL, words.existential),
    ):
        if text in members:
            return kind
    if text in words.negators and text not in words.not_negations:
        return NEGATOR
    if text in rules.questions.words:
        return QUESTION
    if text in words.progressive:
        return PROGRESSIVE
    if text in words.perfect:
        return PERFECT
    if text in words.modals:
        return MODAL
    if text in words.epistemic:
        return EPISTEMIC
    if text in words.focus:
        return FOCUS
    if text in words.degree:
        return DEGREE
    if text in words.before_negation:
        return BEFORE_NEGATION
    if text in words.prepositions and tag.startswith(("p", "c", "d")):
        return PREPOSITION
    if text in words.localizers and not tag.startswith("d"):
        return LOCALIZER
    if text in words.times:
        return TIME
    if text in words.determiners or _demonstrative(text, tag):
        return DETERMINER
    if text in words.classifiers and tag in ("q", "m", "zg", "d", "x"):
        return CLASSIFIER
    return _by_tag(tag)


def _demonstrative(text: str, tag: str) -> bool:
    """这项, 那名, 该位 ...: a demonstrative and a classifier, which a noun follows."""
    return tag.startswith("r") and len(text) == 2 and text[0] in "这那该每各某此本其" and text[1] in grammar().words.classifiers


def _by_tag(tag: str) -> str:
    if not tag:
        return OTHER
    if tag in _NAME_TAGS:
        return NAME
    if tag in _NOUN_TAGS or tag.startswith("n"):
        return NOUN
    first = tag[0]
    if first == "v":
        return VERB
    if first in "ab" or tag == "z":
        return ADJECTIVE
    if first == "d":
        return ADVERB
    if first == "p":
        return PREPOSITION
    if first == "f":
        return LOCALIZER
    if first == "t":
        return TIME
    if first == "m":
        return NUMERAL
    if first == "q":
        return CLASSIFIER
    if first == "r":
        return PRONOUN
    if first == "c":
        return CONJUNCTION
    if first in "uy":
        return PARTICLE
    if first == "s":
        return NOUN
    if tag in ("i", "l"):
        return IDIOM  # a set phrase: a predicate ("喜忧参半") or a noun ("无人机")
    if tag in ("zg", "x"):
        return NOUN  # a bound morpheme (县, 员, 反-) or a code ("MH17"): part of a name or a noun
    return OTHER
