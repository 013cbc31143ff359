"""Random baselines the SDA paper compares against (Tables 8-9; EDA, AEDA, CLEAR).

Random punctuation insertion, word deletion, crop, swap, mask and synonym replacement.
Unlike the rule transforms they do not enumerate candidates: each draws directly from
the ``rng`` it is given, with no retry loops, and expresses its result as edits over
``doc.text``. They work on the words of :func:`~.surface.words` (whitespace chunks
without edge punctuation), so contractions and hyphenated compounds move as one word.
Every one keeps at least one word, and fixes the capital of a new first word.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ...analysis.document import doc_text
from ...edits import Edit, upper_first
from ...reasons import (
    EMPTY_INPUT,
    NO_WORD_DRAWN,
    NO_WORDS,
    TOO_FEW_WORDS,
    register_reason,
)
from ...transform import AugResult, Meta, edited, unchanged
from ..surface.surface import Word, body_end, moved_away_text, opens_with_capital, words
from .rules import rule_data
from .synonyms import CONTENT_POS, SynonymSource, WordNetSource, inflect, lookup

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

def _check_rate(name: str, value: Any, low_open: bool = True) -> None:
    ok = isinstance(value, (int, float)) and (0.0 < value <= 1.0 if low_open else 0.0 <= value <= 1.0)
    if not ok:
        bound = "0 <" if low_open else "0 <="
        raise ValueError(f"{name} must be a number with {bound} value <= 1, got {value!r}")


SAME_WORDS = register_reason("swap.same_words", "all words are the same")
NO_SYNONYM = register_reason("synonym.no_synonym", "no content word with a synonym")


def _too_short(doc: Doc, needed: int) -> AugResult:
    """Unchanged: the sentence has fewer than ``needed`` words (or none, or no text)."""
    if not doc_text(doc).strip():
        return unchanged(doc, EMPTY_INPUT)
    return unchanged(doc, NO_WORDS) if needed <= 1 else unchanged(doc, TOO_FEW_WORDS, {"needed": needed})


class _WordBaseline:
    """A baseline that draws over the words of a sentence with at least ``min_words`` words.

    ``apply`` checks the length once and hands the words to ``_apply_words``, so every
    baseline reports a too-short sentence the same way.
    """

    min_words: ClassVar[int] = 1

    def applicable(self, doc: Doc) -> bool:
        return len(words(doc)) >= self.min_words

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        ws = words(doc)
        if len(ws) < self.min_words:
            return _too_short(doc, self.min_words)
        return self._apply_words(doc, ws, rng)

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:  # pragma: no cover
        raise NotImplementedError


# --- deleting words -------------------------------------------------------------------------


def _cores(doc: Doc, ws: Sequence[Word], runs: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Character spans of the runs, with wrapping brackets or quotes, merged where they meet.

    Two spans merge when only whitespace and separators (",;:") stand between them, so
    the separators between deleted words go too, and the whitespace policy is applied
    once per merged span.
    """
    text = doc_text(doc)
    pairs, spaced = rule_data().deletion.pairs, rule_data().deletion.spaced_pairs
    spans: list[tuple[int, int]] = []
    for a, b in sorted(runs):
        start, end = ws[a].start, ws[b].end
        lead, trail = text[ws[a].chunk_start : start], text[end : ws[b].chunk_end]
        while lead and trail and pairs.get(lead[-1]) == trail[0]:
            start, end = start - 1, end + 1
            lead, trail = lead[:-1], trail[1:]
        # A mark opened inside the deleted words and closed just after them (or the
        # reverse) goes too: 'by "People's Housemate" Tom' crops to 'Tom', not '" Tom'.
        while trail and _unbalanced(text[start:end], trail[0], pairs, closing=True):
            end, trail = end + 1, trail[1:]
        while lead and _unbalanced(text[start:end], lead[-1], pairs, closing=False):
            start, lead = start - 1, lead[:-1]
        if spans and all(c.isspace() or c in ",;:" for c in text[spans[-1][1] : start]):
            start = spans.pop()[0]
        spans.append(_spaced_wrap(text, start, end, spaced))
    return spans


def _spaced_wrap(text: str, start: int, end: int, spaced: Mapping[str, str]) -> tuple[int, int]:
    """``start``:``end`` widened to the marks that wrap it when they are written apart.

    Image captions set quotes off with spaces (`` `` Irish '' ``): deleting every word
    between them takes the marks along, so no empty `` `` '' `` is left behind.
    """
    head = text[:start].rstrip()
    tail = text[end:].lstrip()
    if len(head) == start or len(tail) == len(text) - end or not head or not tail:
        return start, end  # not set off by spaces on both sides
    opener_start = max(head.rfind(" "), head.rfind("\n"), head.rfind("\t")) + 1
    closer = spaced.get(head[opener_start:])
    if closer is None or not tail.startswith(closer):
        return start, end
    after = len(text) - len(tail) + len(closer)
    if after < len(text) and not (text[after].isspace() or text[after] in ".,;:!?"):
        return start, end  # the closer is part of a longer chunk
    return opener_start, after


def _unbalanced(deleted: str, mark: str, pairs: Mapping[str, str], closing: bool) -> bool:
    """Whether ``mark`` next to ``deleted`` closes (or opens) a mark left open inside it."""
    if mark in "'’":
        return False  # also an apostrophe: counting it says nothing about quotes
    if closing:
        openers = [o for o, c in pairs.items() if c == mark]
        if not openers:
            return False
        opener = openers[0]
    else:
        if mark not in pairs:
            return False
        opener, mark = mark, pairs[mark]
    if opener == mark:
        return deleted.count(mark) % 2 == 1
    surplus = deleted.count(opener) - deleted.count(mark)
    return surplus > 0 if closing else surplus < 0


def deletion_edits(doc: Doc, ws: Sequence[Word], runs: Sequence[tuple[int, int]]) -> list[Edit]:
    """Edits deleting each run of words (inclusive word-index pairs).

    One side of the surrounding whitespace goes with a deletion (the side after it,
    unless punctuation or the end follows), a bracket or quote pair that only wrapped
    the words goes too, and a deletion that opens the text takes a comma after it along.
    """
    text = doc_text(doc)
    edits: list[Edit] = []
    floor = 0
    for start, end in _cores(doc, ws, runs):
        if not text[:start].strip():
            while end < len(text) and text[end] in ",;:":
                end += 1
        right = end
        while right < len(text) and text[right].isspace():
            right += 1
        left = start
        while left > floor and text[left - 1].isspace():
            left -= 1
        if right > end and (left == start or "\n" not in text[end:right]):
            end = right
        else:
            start = left
        start = max(start, floor)
        start, end = _tidy_commas(text, start, end, floor)
        edits.append(Edit(start, end, _kept_full_stop(text, start, end)))
        floor = end
    return edits + _orphan_partners(text, edits)


def _kept_full_stop(text: str, start: int, end: int) -> str:
    """"." when deleting ``text[start:end]`` would take the sentence's final period along.

    An abbreviation that ends the text keeps its period as a word ("other books, e.g."):
    deleting it leaves the sentence its period ("other books."), unless what is left
    already ends with one ("Nanditha K. S." loses "S." as "Nanditha K.").
    """
    final = len(text.rstrip())
    if not (start < final <= end and text[final - 1] == "."):
        return ""
    return "" if text[:start].rstrip().endswith(".") else "."


def _orphan_partners(text: str, edits: Sequence[Edit]) -> list[Edit]:
    """Edits removing the far partner of a bracket or quote a deletion cut in half.

    Cropping "the rest of Scotland (the North was" out of a sentence leaves its ")"
    behind; that ")" goes too, with the space before it. Marks may be longer than one
    character (the captions' `` `` `` and `` '' ``).
    """
    config = rule_data().deletion
    found: set[tuple[int, int, bool]] = set()  # (position, length, partner is a closer)
    for edit in edits:
        deleted = text[edit.start : edit.end]
        for opener, closer in config.balanced.items():
            if opener not in deleted and closer not in deleted:
                continue  # nothing cut in half: the scans below would find nothing
            depth, stray = 0, 0
            for _, closing in _marks(deleted, opener, closer):
                if not closing:
                    depth += 1
                elif depth:
                    depth -= 1
                else:
                    stray += 1
            if depth:
                after = _marks(text[edit.end :], opener, closer)
                found.update((edit.end + pos, len(closer), True) for pos in _unmatched(after, True, depth))
            if stray:
                before = _marks(text[: edit.start], opener, closer)[::-1]
                found.update((pos, len(opener), False) for pos in _unmatched(before, False, stray))
        for quote in config.quotes:
            if deleted.count(quote) % 2:
                if text[: edit.start].count(quote) % 2 == 0:
                    pos, closing = text.find(quote, edit.end), True
                else:
                    pos, closing = text.rfind(quote, 0, edit.start), False
                if pos >= 0:
                    found.add((pos, len(quote), closing))
    extra: list[Edit] = []
    for pos, length, closing in sorted(found):
        if any(e.start <= pos < e.end for e in edits):
            continue  # deleted anyway
        # With the space on its inner side ("late )" loses " )"); a mark standing alone
        # between two spaces may take the other one instead.
        before = [Edit(pos - 1, pos + length)] if pos > 0 and text[pos - 1] == " " else []
        after = [Edit(pos, pos + length + 1)] if text[pos + length : pos + length + 1] == " " else []
        inner, outer = (before, after) if closing else (after, before)
        options = [*inner, *outer] if before and after else inner
        for option in (*options, Edit(pos, pos + length)):
            if not any(option.overlaps(other) for other in [*edits, *extra]):
                extra.append(option)
                break
    return extra


def _marks(text: str, opener: str, closer: str) -> list[tuple[int, bool]]:
    """Where ``opener`` and ``closer`` stand in ``text``, in order: (position, is a closer)."""
    pattern = _MARK_PATTERNS.get((opener, closer))
    if pattern is None:
        pattern = _MARK_PATTERNS[opener, closer] = re.compile(f"{re.escape(closer)}|{re.escape(opener)}")
    return [(match.start(), match.group() == closer) for match in pattern.finditer(text)]


_MARK_PATTERNS: dict[tuple[str, str], re.Pattern[str]] = {}


def _unmatched(marks: Sequence[tuple[int, bool]], closers: bool, count: int) -> list[int]:
    """Positions of the first ``count`` marks of the kind ``closers`` names that no mark of
    the other kind before them (in the order given) pairs with."""
    found: list[int] = []
    depth = 0
    for pos, closing in marks:
        if closing != closers:
            depth += 1
        elif depth:
            depth -= 1
        else:
            found.append(pos)
            if len(found) == count:
                break
    return found


def _tidy_commas(text: str, start: int, end: int, floor: int) -> tuple[int, int]:
    """Widen a deletion so a separator it leaves stranded goes too.

    "big, however." loses "however" as "big." (not "big,."), and "A, however, B" as
    "A, B" (not "A,, B").
    """
    before = start
    while before > floor and text[before - 1].isspace():
        before -= 1
    if before <= floor or text[before - 1] not in ",;:":
        return start, end
    after = end
    while after < len(text) and text[after].isspace():
        after += 1
    if after == len(text) or text[after] in ".!?":
        return before - 1, end
    if text[after] in ",;:" and after == end:
        end += 1
        if start > 0 and text[start - 1].isspace():
            while end < len(text) and text[end].isspace():
                end += 1  # "), a , will" loses "a ," and one of the spaces
        return start, end
    return start, end


def recapitalise(doc: Doc, ws: Sequence[Word], removed: set[int]) -> list[Edit]:
    """Capitalise the new first word when a capitalised first word was removed."""
    if 0 not in removed or not opens_with_capital(doc, ws[0]):
        return []
    text = doc_text(doc)
    for index, word in enumerate(ws):
        if index not in removed:
            first = text[word.start]
            return [Edit(word.start, word.start + 1, first.upper())] if first.islower() else []
    return []


def delete_words(doc: Doc, ws: Sequence[Word], chosen: Sequence[int]) -> list[Edit]:
    """Edits removing the words at the sorted indices ``chosen`` (never all of them)."""
    edits = deletion_edits(doc, ws, [(i, i) for i in chosen])
    return edits + recapitalise(doc, ws, set(chosen))


# --- random punctuation ---------------------------------------------------------------------


@dataclass(frozen=True)
class RandomPunctuation(_WordBaseline):
    """Insert 1..int(ratio * n_words) + 1 random marks, each before a distinct word.

    ``pool`` is "full" (the English punctuation pool), "aeda" (AEDA's six marks) or a
    sequence of marks of one's own.
    """

    name: ClassVar[str] = "rand_punct"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Random punctuation: insert random marks before random words",
        source="AEDA (Karimi et al., 2021); SDA Tables 8-9 random punctuation baseline",
        needs="text",
    )

    ratio: float = 0.3
    pool: str | tuple[str, ...] = "full"

    def __post_init__(self) -> None:
        _check_rate("rand_punct ratio", self.ratio)
        if isinstance(self.pool, str):
            pools = rule_data().punctuation
            if self.pool not in pools:
                raise ValueError(f"unknown punctuation pool {self.pool!r}; choose from {sorted(pools)} or pass marks")
        else:
            marks = tuple(self.pool)
            if not marks or not all(isinstance(m, str) and m.strip() and not any(c.isspace() for c in m) for m in marks):
                raise ValueError("rand_punct pool needs at least one mark, each a non-empty string without spaces")
            object.__setattr__(self, "pool", marks)

    @property
    def marks(self) -> tuple[str, ...]:
        if isinstance(self.pool, str):
            return rule_data().punctuation[self.pool]
        return self.pool

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        k = min(len(ws), rng.randint(1, int(self.ratio * len(ws)) + 1))
        marks = self.marks
        chosen = sorted(rng.sample(range(len(ws)), k))
        edits = [Edit(ws[i].chunk_start, ws[i].chunk_start, marks[rng.randrange(len(marks))] + " ") for i in chosen]
        return edited(doc, "rand_punct.insert", edits, {"inserted": k})


# --- word deletion --------------------------------------------------------------------------


@dataclass(frozen=True)
class WordDeletion(_WordBaseline):
    """Delete each word independently with probability ``p`` (EDA's random deletion).

    When every word is drawn, one of them (chosen at random) stays.
    """

    name: ClassVar[str] = "word_del"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Word deletion: drop each word with probability p",
        source="EDA random deletion (Wei & Zou, 2019); SDA Tables 8-9 (10/20/30%)",
        needs="text",
    )

    p: float = 0.1

    def __post_init__(self) -> None:
        _check_rate("word_del p", self.p)

    min_words: ClassVar[int] = 2

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        chosen = [i for i in range(len(ws)) if rng.random() < self.p]
        if not chosen:
            return unchanged(doc, NO_WORD_DRAWN)
        if len(chosen) == len(ws):
            chosen.pop(rng.randrange(len(chosen)))
        return edited(doc, "word_del.delete", delete_words(doc, ws, chosen), {"deleted": len(chosen)})


# --- crop ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Crop(_WordBaseline):
    """Delete one contiguous run of ``max(1, round(fraction * n_words))`` words.

    The run starts at a uniformly drawn word; at least one word always stays.
    """

    name: ClassVar[str] = "crop"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Crop: delete one contiguous span of words",
        source="CLEAR span deletion (Wu et al., 2020); SDA Tables 8-9 crop baseline",
        needs="text",
    )

    fraction: float = 0.1

    def __post_init__(self) -> None:
        _check_rate("crop fraction", self.fraction)

    min_words: ClassVar[int] = 2

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        length = min(len(ws) - 1, max(1, round(self.fraction * len(ws))))
        first = rng.randrange(len(ws) - length + 1)
        last = first + length - 1
        edits = deletion_edits(doc, ws, [(first, last)]) + recapitalise(doc, ws, set(range(first, last + 1)))
        return edited(doc, "crop.span", edits, {"deleted": length})


# --- swap ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Swap:
    """Make ``max(1, int(alpha * n_words))`` random swaps of two words (EDA's random swap).

    The second word of a pair is drawn among words with different text, so repeated
    words never stall it; a sentence of one repeated word is returned unchanged.
    """

    name: ClassVar[str] = "swap"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Swap: exchange random pairs of words",
        source="EDA random swap (Wei & Zou, 2019); SDA Tables 8-9 swap baseline",
        needs="text",
    )

    alpha: float = 0.1

    def __post_init__(self) -> None:
        _check_rate("swap alpha", self.alpha)

    def applicable(self, doc: Doc) -> bool:
        ws = words(doc)
        text = doc_text(doc)
        return len({word.text(text) for word in ws}) >= 2

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        ws = words(doc)
        text = doc_text(doc)
        texts = [word.text(text) for word in ws]
        if len(set(texts)) < 2:
            return _too_short(doc, 2) if len(ws) < 2 else unchanged(doc, SAME_WORDS)
        order = list(range(len(ws)))
        swaps = max(1, int(self.alpha * len(ws)))
        for _ in range(swaps):
            i = rng.randrange(len(ws))
            others = [j for j in range(len(ws)) if texts[order[j]] != texts[order[i]]]
            if not others:
                continue
            j = others[rng.randrange(len(others))]
            order[i], order[j] = order[j], order[i]
        capital = opens_with_capital(doc, ws[0])
        edits = []
        for position, source in enumerate(order):
            if position == source:
                continue
            content = moved_away_text(doc, ws) if source == 0 else texts[source]
            if position == 0 and capital:
                content = upper_first(content)
            if content != texts[position]:
                edits.append(Edit(ws[position].start, ws[position].end, content))
        return edited(doc, "swap.words", edits, {"swaps": swaps})


# --- mask ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mask(_WordBaseline):
    """Replace each word with ``token`` ("[MASK]" for BERT, "<mask>" for RoBERTa) with probability ``p``."""

    name: ClassVar[str] = "mask"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Mask: replace each word with a mask token with probability p",
        source="CLEAR / BERT-style masking; SDA Tables 8-9 mask baseline",
        needs="text",
    )

    p: float = 0.15
    token: str = "[MASK]"

    def __post_init__(self) -> None:
        _check_rate("mask p", self.p)
        if not isinstance(self.token, str) or not self.token.strip():
            raise ValueError(f"mask token must be a non-empty string, got {self.token!r}")

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        chosen = [word for word in ws if rng.random() < self.p]
        if not chosen:
            return unchanged(doc, NO_WORD_DRAWN)
        text = doc_text(doc)
        edits = [Edit(word.start, body_end(text, word), self.token) for word in chosen]
        return edited(doc, "mask.words", edits, {"masked": len(chosen)})


# --- synonym replacement ------------------------------------------------------------------------


@dataclass(frozen=True)
class SynonymReplacement:
    """Replace ``max(1, int(alpha * n_words))`` content words with synonyms (EDA's SR).

    ``source`` is a mapping (lemma -> synonyms) or a callable ``(lemma, pos) -> list``;
    the default, NLTK WordNet, raises :class:`~.synonyms.MissingDataError` at
    construction when its data is not installed. Stop words, proper nouns and named
    entities are never replaced; synonyms take the replaced word's inflection.
    """

    name: ClassVar[str] = "synonym"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Synonym replacement: swap content words for inflected synonyms (WordNet by default)",
        source="EDA synonym replacement (Wei & Zou, 2019); SDA Tables 8-9 synonym baseline",
        needs="tags",
        python_only=("source",),  # a mapping or a callable
    )

    alpha: float = 0.1
    source: Any = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        _check_rate("synonym alpha", self.alpha)
        if self.source is None:
            object.__setattr__(self, "source", WordNetSource())
        elif not (isinstance(self.source, Mapping) or callable(self.source)):
            raise ValueError("synonym source must be a mapping (lemma -> synonyms) or a callable (lemma, pos) -> list")

    def _synonyms(self, token: Token) -> list[str]:
        return lookup(self.source, token.lemma_.lower() or token.lower_, token.pos_)

    def candidates(self, doc: Doc) -> list[tuple[Token, list[str]]]:
        """Replaceable tokens with their synonyms, in text order (deterministic)."""
        found = []
        starts = {token.idx: token for token in doc}
        for word in words(doc):
            token = starts.get(word.start)
            if token is None or token.idx + len(token.text) != word.end:
                continue  # a contraction or compound: no single lemma to look up
            if not _replaceable(token):
                continue
            options = self._synonyms(token)
            if options:
                found.append((token, options))
        return found

    def applicable(self, doc: Doc) -> bool:
        return bool(self.candidates(doc))

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        options = self.candidates(doc)
        if not options:
            return unchanged(doc, EMPTY_INPUT if not doc_text(doc).strip() else NO_SYNONYM)
        k = min(len(options), max(1, int(self.alpha * len(words(doc)))))
        chosen = sorted(rng.sample(range(len(options)), k))
        edits = []
        replaced = []
        for index in chosen:
            token, synonyms = options[index]
            synonym = inflect(synonyms[rng.randrange(len(synonyms))], token.tag_, token.pos_)
            if token.text[:1].isupper():
                synonym = upper_first(synonym)
            edits.append(Edit(token.idx, token.idx + len(token.text), synonym))
            replaced.append((token.text, synonym))
        return edited(doc, "synonym.replace", edits, {"replaced": replaced})


def _replaceable(token: Token) -> bool:
    """Content words only: no stop words, proper nouns, named entities or acronyms."""
    if token.pos_ not in CONTENT_POS or not token.is_alpha or token.is_stop:
        return False
    if token.tag_ in ("NNP", "NNPS") or token.ent_type_:
        return False
    return not (len(token.text) > 1 and token.text.isupper())


__all__ = [
    "Crop",
    "Mask",
    "RandomPunctuation",
    "Swap",
    "SynonymReplacement",
    "SynonymSource",
    "WordDeletion",
    "delete_words",
    "deletion_edits",
]
