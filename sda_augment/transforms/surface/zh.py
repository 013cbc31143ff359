"""WR for Chinese: random jieba words repeated in place ("一个男人男人在弹吉他")."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...analysis.document import doc_text
from ...edits import Edit
from ...reasons import EMPTY_INPUT, NO_WORDS
from ...transform import Augments, AugResult, Meta, edited, unchanged
from ...zh.words import content_words
from .surface import DREW_ZERO, WordRepetition

if TYPE_CHECKING:
    from spacy.tokens import Doc


@dataclass(frozen=True)
class ChineseWordRepetition(Augments):
    """Repeat random jieba words in place, ESimCSE's length-dependent draw (see :class:`.surface.WordRepetition`)."""

    name: ClassVar[str] = "wr"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Word repetition: duplicate random jieba words in place",
        source="ESimCSE (Wu et al., COLING 2022): word repetition, dup_rate 0.32",
        needs="tokens",
        languages=("zh",),
        codes=(EMPTY_INPUT, NO_WORDS, DREW_ZERO),
        sample="一个男人在公园里弹吉他。",
    )

    dup_rate: float = 0.32

    def __post_init__(self) -> None:
        if not isinstance(self.dup_rate, (int, float)) or not 0.0 <= float(self.dup_rate) <= 1.0:
            raise ValueError(f"wr needs 0 <= dup_rate <= 1, got {self.dup_rate!r}")

    def applicable(self, doc: Doc) -> bool:
        return bool(content_words(doc))

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        pool = content_words(doc)
        if not pool:
            return unchanged(doc, EMPTY_INPUT if not doc_text(doc).strip() else NO_WORDS)
        k = WordRepetition.dup_len(self, len(pool), rng)  # type: ignore[arg-type]
        if k == 0:
            return unchanged(doc, DREW_ZERO)
        chosen = sorted(rng.sample(range(len(pool)), k))
        edits = [Edit(pool[i].end, pool[i].end, _copy(pool[i].text)) for i in chosen]
        return edited(doc, "wr.repeat", edits, {"repeated": k})


def _copy(word: str) -> str:
    """The repeated word: a Latin word is set off by a space, a Chinese one is not."""
    return " " + word if word[-1:].isascii() and word[-1:].isalnum() else word
