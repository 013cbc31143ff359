"""The random baselines on Chinese text: word deletion, crop, swap and random punctuation
over jieba's words.

Chinese has no spaces between words, so the words are the segmenter's tokens that hold a
character or a digit (``needs="tokens"``: no tagger runs). The draws are the English
baselines' (the same options, the same rule names); only where a word starts and ends, and
the marks (full-width, AEDA's six), differ. Nothing is inserted between two characters but
what the draw adds.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from ...analysis.document import doc_text
from ...edits import Edit
from ...lexicon import RuleData, RuleFile, WordList, WordMap
from ...reasons import EMPTY_INPUT, NO_WORD_DRAWN, NO_WORDS, TOO_FEW_WORDS
from ...transform import Augments, AugResult, Meta, edited, unchanged
from ...zh.words import Word, content_words
from .baselines import SAME_WORDS, WordBaseline, check_rate, too_short
from .draws import cropped_span, deleted_words, inserted_marks, own_marks, swapped_order

if TYPE_CHECKING:
    from spacy.tokens import Doc


class Punctuation(RuleData):
    zh: WordList


class Deletion(RuleData):
    pairs: WordMap


class ZhBaselineRules(RuleData):
    """``rules/zh_baselines.toml``."""

    punctuation: Punctuation
    deletion: Deletion


# A sentence every Chinese baseline changes, and the codes they give when they do not.
SAMPLE = "一个男人在公园里弹吉他。"
WORD_CODES: tuple[str, ...] = (EMPTY_INPUT, NO_WORDS, TOO_FEW_WORDS, NO_WORD_DRAWN, SAME_WORDS)
BASELINE_FILE = RuleFile("zh_baselines", ZhBaselineRules)


@cache
def rule_data() -> ZhBaselineRules:
    return BASELINE_FILE.load()


def _meta(summary: str, source: str) -> Meta:
    """What every Chinese word baseline declares: jieba's tokens only, its codes, the shared
    sample sentence and its rules file."""
    return Meta(
        summary,
        source=source,
        needs="tokens",
        languages=("zh",),
        codes=WORD_CODES,
        sample=SAMPLE,
        rules=(BASELINE_FILE,),
    )


class _ChineseWords(WordBaseline):
    """A baseline over the words of a Chinese sentence: jieba's words that hold a character
    or a digit, with the English baselines' length check."""

    def words_of(self, doc: Doc) -> Sequence[Word]:
        return content_words(doc)


def deletions(doc: Doc, ranges: Sequence[tuple[int, int]]) -> list[Edit]:
    """Edits deleting the characters ``start:end`` of each range, with a Latin word's space after
    it and the wrapping marks of a phrase left empty ("“”", "（）")."""
    text = doc_text(doc)
    pairs = rule_data().deletion.pairs
    merged: list[list[int]] = []
    for start, end in sorted(ranges):
        if merged and not text[merged[-1][1] : start].strip():
            merged[-1][1] = end  # words with only spaces between them go as one run
        else:
            merged.append([start, end])
    edits = []
    for start, end in merged:
        if end < len(text) and text[end] == " ":
            end += 1  # a Latin word's space goes with it
        elif start > 0 and text[start - 1] == " ":
            start -= 1  # ... or the space before it, when it ends a run of Latin words
        if start > 0 and end < len(text) and pairs.get(text[start - 1]) == text[end]:
            start, end = start - 1, end + 1
        edits.append(Edit(start, end, ""))
    return edits + _unpaired(text, edits, pairs)


def _unpaired(text: str, edits: list[Edit], pairs: Mapping[str, str]) -> list[Edit]:
    """The partners of wrapping marks a deletion cut in half ("他说：“我" deleted takes the "”" too)."""
    closers = {close: opener for opener, close in pairs.items()}
    more: list[Edit] = []
    taken = [(edit.start, edit.end) for edit in edits]

    def free(at: int) -> bool:
        return not any(start <= at < end for start, end in taken)

    for edit in edits:
        inside = text[edit.start : edit.end]
        for opener, close in pairs.items():
            if opener != close and inside.count(opener) > inside.count(close):
                at = text.find(close, edit.end)
                if at >= 0 and free(at):
                    more.append(Edit(at, at + 1, ""))
                    taken.append((at, at + 1))
        for close, opener in closers.items():
            if opener != close and inside.count(close) > inside.count(opener):
                at = text.rfind(opener, 0, edit.start)
                if at >= 0 and free(at):
                    more.append(Edit(at, at + 1, ""))
                    taken.append((at, at + 1))
    return more


@dataclass(frozen=True)
class ChineseWordDeletion(_ChineseWords):
    """Word deletion on jieba's words: each word dropped with probability ``p``; one always stays."""

    name: ClassVar[str] = "word_del"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = _meta(
        "Word deletion: drop each jieba word with probability p",
        "EDA random deletion (Wei & Zou, 2019); SDA Tables 8-9 (10/20/30%)",
    )

    p: float = 0.1
    min_words: ClassVar[int] = 2

    def __post_init__(self) -> None:
        check_rate("word_del p", self.p)

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        chosen = deleted_words(len(ws), self.p, rng)
        if not chosen:
            return unchanged(doc, NO_WORD_DRAWN)
        return edited(doc, "word_del.delete", deletions(doc, [(ws[i].start, ws[i].end) for i in chosen]), {"deleted": len(chosen)})


@dataclass(frozen=True)
class ChineseCrop(_ChineseWords):
    """Crop on jieba's words: one contiguous run of ``max(1, round(fraction * n))`` words deleted."""

    name: ClassVar[str] = "crop"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = _meta(
        "Crop: delete one contiguous span of jieba words",
        "CLEAR span deletion (Wu et al., 2020); SDA Tables 8-9 crop baseline",
    )

    fraction: float = 0.1
    min_words: ClassVar[int] = 2

    def __post_init__(self) -> None:
        check_rate("crop fraction", self.fraction)

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        first, last = cropped_span(len(ws), self.fraction, rng)
        return edited(doc, "crop.span", deletions(doc, [(ws[first].start, ws[last].end)]), {"deleted": last - first + 1})


@dataclass(frozen=True)
class ChineseSwap(Augments):
    """Swap on jieba's words: ``max(1, int(alpha * n))`` swaps of two words with different text."""

    name: ClassVar[str] = "swap"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = _meta(
        "Swap: exchange random pairs of jieba words",
        "EDA random swap (Wei & Zou, 2019); SDA Tables 8-9 swap baseline",
    )

    alpha: float = 0.1

    def __post_init__(self) -> None:
        check_rate("swap alpha", self.alpha)

    def applicable(self, doc: Doc) -> bool:
        return len({w.text for w in content_words(doc)}) >= 2

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        ws = content_words(doc)
        texts = [w.text for w in ws]
        if len(set(texts)) < 2:
            return too_short(doc, 2) if len(ws) < 2 else unchanged(doc, SAME_WORDS)
        order, swaps = swapped_order(texts, self.alpha, rng)
        edits = [Edit(ws[k].start, ws[k].end, texts[source]) for k, source in enumerate(order) if texts[source] != texts[k]]
        return edited(doc, "swap.words", edits, {"swaps": swaps})


@dataclass(frozen=True)
class ChineseRandomPunctuation(_ChineseWords):
    """Random punctuation on jieba's words: 1..int(ratio * n) + 1 full-width marks, each before a word."""

    name: ClassVar[str] = "rand_punct"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = _meta(
        "Random punctuation: insert random full-width marks before random jieba words",
        "AEDA (Karimi et al., 2021); SDA Tables 8-9 random punctuation baseline",
    )

    ratio: float = 0.3
    pool: str | tuple[str, ...] = "zh"

    def __post_init__(self) -> None:
        check_rate("rand_punct ratio", self.ratio)
        if isinstance(self.pool, str):
            if self.pool != "zh":
                raise ValueError(f"unknown Chinese punctuation pool {self.pool!r}; choose 'zh' or pass marks")
        else:
            object.__setattr__(self, "pool", own_marks(self.pool))

    @property
    def marks(self) -> tuple[str, ...]:
        return rule_data().punctuation.zh if isinstance(self.pool, str) else self.pool

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        drawn = inserted_marks(len(ws), self.ratio, self.marks, rng)
        edits = [Edit(ws[i].start, ws[i].start, mark) for i, mark in drawn]
        return edited(doc, "rand_punct.insert", edits, {"inserted": len(drawn)})


