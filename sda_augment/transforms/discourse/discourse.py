"""The ``discourse`` transform: a discourse marker swapped for another of the same sense."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...analysis.document import doc_text
from ...edits import Edit
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .markers import alternatives, find_conjunctions, find_markers, opening_conjunction

if TYPE_CHECKING:
    from spacy.tokens import Doc

NO_MARKER = register_reason("discourse.none", "no discourse marker")
NO_ALTERNATIVE = register_reason(
    "discourse.no_alternative", "a marker with no marker of its sense that fits its place (\"; however,\", \", and, however,\")"
)
CONJUNCTION = register_reason(
    "discourse.conjunction",
    "a causal 'because' no alternative can stand for here ('only because', 'because of', 'since' after a perfect)",
)
NOT_LINKING = register_reason(
    "discourse.position", "a marker's words, but not in a discourse position (\"in addition to\", \"however large\")"
)


def written_like(original: str, replacement: str) -> str:
    """``replacement`` with the first letter's case of ``original`` ("However" → "Nevertheless")."""
    if original[:1].isupper():
        return replacement[:1].upper() + replacement[1:]
    return replacement


@dataclass(frozen=True)
class Discourse(MemoisedRuleTransform):
    """Swap a discourse marker for one of the same sense ("nevertheless" → "nonetheless",
    "because" → "since")."""

    name: ClassVar[str] = "discourse"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Discourse marker swapped for one of the same sense ('nevertheless' -> 'nonetheless', 'because' -> 'since')",
        source="AugCSE (Tan et al.) augmentation pool, after NL-Augmenter's discourse_marker_substitution",
        needs="tags",  # a bare opener needs a clause after it; "because" is read with its clause
        pools=("augcse",),
        sample="However, he settled in Vienna; in addition, he travelled widely.",
    )

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        text = doc_text(doc)
        if not text.strip():
            return Skip(EMPTY_INPUT)
        markers, elsewhere = find_markers(doc)
        found = [
            Candidate(f"discourse.{marker.sense}", (Edit(marker.start, marker.end, written_like(text[marker.start : marker.end], other)),))
            for marker in markers
            for other in alternatives(marker)
        ]
        for marker in markers:
            conjunction = opening_conjunction(marker)
            if conjunction:  # "However, the plan failed." → "But the plan failed."
                written = written_like(text[marker.start : marker.end], conjunction)
                found.append(Candidate(f"discourse.{marker.sense}", (Edit(marker.start, marker.comma_end, written),)))
        conjunctions, declined = find_conjunctions(doc)
        for start, end, sense, words in conjunctions:
            found.extend(
                Candidate(f"discourse.{sense}", (Edit(start, end, written_like(text[start:end], word)),)) for word in words
            )
        if found:
            return found
        if markers:
            return Skip(NO_ALTERNATIVE)
        return Skip(CONJUNCTION if declined else NOT_LINKING if elsewhere else NO_MARKER)
