"""yoda: the object or the adjective complement of the main clause fronted (AugCSE's pool).

"She wrote three novels." → "Three novels, she wrote."; "The view from the hill was
beautiful." → "Beautiful, the view from the hill was." The phrase moves before the
subject with a comma; the subject's first word loses its sentence capital (not "I" or a
name) and the phrase gains one; what followed the phrase ("in 2010") and the final mark
stay where they were. :mod:`.fronting` decides which phrase may move; this module writes
the edits. Rule ids are ``yoda.object`` and ``yoda.complement``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...analysis.clause import analyses
from ...analysis.document import doc_text
from ...edits import Edit, capital_by_spelling, token_end, upper_first
from ...reasons import EMPTY_INPUT, Skip
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .fronting import NO_OBJECT, Fronting, fronting

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def _fronted(text: str, first: Token) -> str:
    """The phrase as it opens a sentence: its first letter capitalised ("iPhone" kept)."""
    if text[:1].islower() and capital_by_spelling(first.text):
        return text
    return upper_first(text)


def fronting_edits(found: Fronting, subject_first: Token) -> tuple[Edit, ...]:
    """Move the phrase before the subject's first word; delete it and the space before it."""
    doc = subject_first.doc
    text = doc_text(doc)
    phrase = _fronted(text[found.first.idx : token_end(found.last)], found.first)
    before = doc[found.first.i - 1]
    while before.is_space and before.i > 0:
        before = doc[before.i - 1]
    return (
        Edit(subject_first.idx, subject_first.idx + 1, f"{phrase}, {found.subject_initial}"),
        Edit(token_end(before), token_end(found.last), ""),
    )


@dataclass(frozen=True)
class Yoda(MemoisedRuleTransform):
    """Yoda: the object or adjective complement of the main clause fronted with a comma."""

    name: ClassVar[str] = "yoda"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Yoda: the main clause's object or adjective complement fronted ('Three novels, she wrote.')",
        source="AugCSE (Tan et al.) / NL-Augmenter",
        pools=("augcse",),
        sample="She wrote three novels in 2010.",
    )

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        options: list[Candidate] = []
        reasons: list[Skip] = []
        for _sent, clause in analyses(doc):
            found = clause if isinstance(clause, Skip) else fronting(clause)
            if isinstance(found, Skip):
                reasons.append(found)
                continue
            options.append(Candidate(found.rule, fronting_edits(found, clause.subject.left_edge)))
        return options or (reasons[0] if reasons else Skip(NO_OBJECT))
