"""Random baselines the SDA paper compares against (Tables 8-9; EDA, AEDA, CLEAR).

Random punctuation insertion, word deletion, crop, swap, mask and synonym replacement.
Unlike the rule transforms they do not enumerate candidates: each draws directly from
the ``rng`` it is given, with no retry loops, and expresses its result as edits over
``doc.text``. They work on the words of :func:`~.surface.words` (whitespace chunks
without edge punctuation), so contractions and hyphenated compounds move as one word.
Every one keeps at least one word, and fixes the capital of a new first word. How words
are deleted (spacing, separators, paired marks, the final period) is :mod:`.deletion`.
"""

from __future__ import annotations

import random
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
from ...transform import Augments, AugResult, Meta, edited, unchanged
from ..surface.surface import Word, body_end, moved_away_text, opens_with_capital, words
from .deletion import delete_words, deletion_edits, recapitalise
from .draws import cropped_span, deleted_words, inserted_marks, own_marks, swapped_order
from .rules import rule_data
from .synonyms import CONTENT_POS, SynonymSource, WordNetSource, inflect, lookup

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

def check_rate(name: str, value: Any, low_open: bool = True) -> None:
    ok = isinstance(value, (int, float)) and (0.0 < value <= 1.0 if low_open else 0.0 <= value <= 1.0)
    if not ok:
        bound = "0 <" if low_open else "0 <="
        raise ValueError(f"{name} must be a number with {bound} value <= 1, got {value!r}")


SAME_WORDS = register_reason("swap.same_words", "all words are the same, case aside")
NO_SYNONYM = register_reason("synonym.no_synonym", "no content word with a synonym")


def too_short(doc: Doc, needed: int) -> AugResult:
    """Unchanged: the sentence has fewer than ``needed`` words (or none, or no text)."""
    if not doc_text(doc).strip():
        return unchanged(doc, EMPTY_INPUT)
    return unchanged(doc, NO_WORDS) if needed <= 1 else unchanged(doc, TOO_FEW_WORDS, {"needed": needed})


class WordBaseline(Augments):
    """A baseline that draws over the words of a sentence with at least ``min_words`` words.

    ``apply`` checks the length once and hands the words to ``_apply_words``, so every
    baseline reports a too-short sentence the same way.
    """

    min_words: ClassVar[int] = 1

    def words_of(self, doc: Doc) -> Sequence[Word]:
        """The words the draws run over: whitespace words here, a segmenter's in other languages."""
        return words(doc)

    def applicable(self, doc: Doc) -> bool:
        return len(self.words_of(doc)) >= self.min_words

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        ws = self.words_of(doc)
        if len(ws) < self.min_words:
            return too_short(doc, self.min_words)
        return self._apply_words(doc, ws, rng)

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:  # pragma: no cover
        raise NotImplementedError


# --- random punctuation ---------------------------------------------------------------------


@dataclass(frozen=True)
class RandomPunctuation(WordBaseline):
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
        check_rate("rand_punct ratio", self.ratio)
        if isinstance(self.pool, str):
            pools = rule_data().punctuation
            if self.pool not in pools:
                raise ValueError(f"unknown punctuation pool {self.pool!r}; choose from {sorted(pools)} or pass marks")
        else:
            object.__setattr__(self, "pool", own_marks(self.pool))

    @property
    def marks(self) -> tuple[str, ...]:
        if isinstance(self.pool, str):
            return rule_data().punctuation[self.pool]
        return self.pool

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        drawn = inserted_marks(len(ws), self.ratio, self.marks, rng)
        edits = [Edit(ws[i].chunk_start, ws[i].chunk_start, mark + " ") for i, mark in drawn]
        return edited(doc, "rand_punct.insert", edits, {"inserted": len(drawn)})


# --- word deletion --------------------------------------------------------------------------


@dataclass(frozen=True)
class WordDeletion(WordBaseline):
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
        check_rate("word_del p", self.p)

    min_words: ClassVar[int] = 2

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        chosen = deleted_words(len(ws), self.p, rng)
        if not chosen:
            return unchanged(doc, NO_WORD_DRAWN)
        return edited(doc, "word_del.delete", delete_words(doc, ws, chosen), {"deleted": len(chosen)})


# --- crop ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Crop(WordBaseline):
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
        check_rate("crop fraction", self.fraction)

    min_words: ClassVar[int] = 2

    def _apply_words(self, doc: Doc, ws: Sequence[Word], rng: random.Random) -> AugResult:
        first, last = cropped_span(len(ws), self.fraction, rng)
        edits = deletion_edits(doc, ws, [(first, last)]) + recapitalise(doc, ws, set(range(first, last + 1)))
        return edited(doc, "crop.span", edits, {"deleted": last - first + 1})


# --- swap ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Swap(Augments):
    """Make ``max(1, int(alpha * n_words))`` random swaps of two words (EDA's random swap).

    The second word of a pair is drawn among words with different text, case aside, so
    repeated words never stall it ("The" and "the" trade places to no effect once capitals
    follow positions); a sentence of one repeated word is returned unchanged.
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
        check_rate("swap alpha", self.alpha)

    def applicable(self, doc: Doc) -> bool:
        ws = words(doc)
        text = doc_text(doc)
        return len({word.text(text).lower() for word in ws}) >= 2

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        ws = words(doc)
        text = doc_text(doc)
        texts = [word.text(text) for word in ws]
        folded = [word.lower() for word in texts]
        if len(set(folded)) < 2:
            return too_short(doc, 2) if len(ws) < 2 else unchanged(doc, SAME_WORDS)
        order, swaps = swapped_order(folded, self.alpha, rng)
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
class Mask(WordBaseline):
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
        check_rate("mask p", self.p)
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
class SynonymReplacement(Augments):
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
        check_rate("synonym alpha", self.alpha)
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
