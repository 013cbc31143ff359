"""The ``contraction`` transform: contract a sentence's auxiliaries, or expand its contractions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.document import doc_text
from ...analysis.syntax import opens_quotation
from ...edits import Edit
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .contract import contraction
from .expand import expansion

if TYPE_CHECKING:
    from spacy.tokens import Doc

NOTHING = register_reason("contraction.none", "no contraction to expand and no auxiliary to contract")
QUOTED = register_reason("contraction.quoted", "every contraction or auxiliary stands inside quotation marks: someone's words stay as written")


def _quoted(text: str, edit: Edit) -> bool:
    """Whether ``edit`` falls inside a quotation (straight or curly quotes, or the paired
    backquotes of tokenised text) or a title set in asterisks (*yes brother that is the way
    it was*): a slogan, someone's words or a title are quoted as written."""
    before = text[: edit.start]
    return opens_quotation(before) or before.count("``") > before.count("''") or before.count("*") % 2 == 1


def _unquoted(text: str, edits: tuple[Edit, ...] | list[Edit]) -> tuple[Edit, ...]:
    """The edits outside quotation marks."""
    return tuple(edit for edit in edits if not _quoted(text, edit))


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
        text = doc_text(doc)
        if not text.strip():
            return Skip(EMPTY_INPUT)
        found: list[Candidate] = []
        reason = Skip(NOTHING)
        if self.direction != "contract":
            expanded = expansion(doc)
            if expanded is not None:
                if expanded.problem is None:
                    edits = _unquoted(text, expanded.edits)
                    if edits:
                        found.append(Candidate(EXPAND, edits))
                    else:
                        reason = Skip(QUOTED)
                else:
                    reason = expanded.problem
        if self.direction != "expand":
            contracted = contraction(doc)
            edits = _unquoted(text, contracted) if contracted else ()
            if edits:
                found.append(Candidate(CONTRACT, edits))
            elif contracted:
                reason = Skip(QUOTED)
        return found or reason
