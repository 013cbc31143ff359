"""The ``contraction`` transform: contract a sentence's auxiliaries, or expand its contractions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.document import doc_text
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .contract import contraction
from .expand import expansion

if TYPE_CHECKING:
    from spacy.tokens import Doc

NOTHING = register_reason("contraction.none", "no contraction to expand and no auxiliary to contract")

EXPAND = "contraction.expand"
CONTRACT = "contraction.contract"


@dataclass(frozen=True)
class Contraction(MemoisedRuleTransform):
    """Contract auxiliaries ("it is" → "it's") or expand contractions ("don't" → "do not")."""

    name: ClassVar[str] = "contraction"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Contract auxiliaries or expand contractions, all of a sentence at once",
        source="AugCSE (Tan et al.) augmentation pool, after NL-Augmenter's contraction_expansions",
        needs="parse",
        pools=("augcse",),
        sample="It is located in Vienna, and he didn't like it.",
    )

    # "both": one candidate per direction the sentence allows; "expand" or "contract": that one only.
    direction: Literal["both", "expand", "contract"] = "both"

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        found: list[Candidate] = []
        reason = Skip(NOTHING)
        if self.direction != "contract":
            expanded = expansion(doc)
            if expanded is not None:
                if expanded.problem is None:
                    found.append(Candidate(EXPAND, expanded.edits))
                else:
                    reason = expanded.problem
        if self.direction != "expand":
            edits = contraction(doc)
            if edits:
                found.append(Candidate(CONTRACT, edits))
        return found or reason
