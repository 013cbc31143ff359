"""NEG_REMOVAL (a hard negative): the main clause's "not"/"n't" removed, and nothing else.

The removal half of NEG, as a transform of its own: NL-Augmenter's auxiliary negation
removal, one of AugCSE's pool. The edit is NEG's own (:func:`.local_edits.remove_negation`:
"did not go" → "went", "isn't" → "is", "cannot" → "can", "won't" → "will"); this module
only says where it leaves a clean contradiction. It does not where a word leans on the
negation (:mod:`.removal_guards`: "until", "any", "at all", "not only", "but"), where the
modal makes it no denial ("may not"), where the subject is existential ("Some did not")
or where the negation is outside the main clause's verb. "never" is removed only with
``never=True`` (it is no auxiliary negation); negative words ("nobody", "no evidence")
are NEG's swaps and are left alone here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...analysis.clause import Clause, analyses
from ...analysis.document import doc_text
from ...analysis.tokens import sent_words
from ...reasons import EMPTY_INPUT, Skip
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .claims import claim_problem, later_claim
from .frames import LATER_SENTENCE
from .removal_guards import (
    NEVER,
    NO_NEGATION,
    NPI,
    elsewhere_reason,
    leaning_before,
    mentions_negation,
    removals,
    word,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc


@dataclass(frozen=True)
class NegationRemoval(MemoisedRuleTransform):
    """Remove the main clause's 'not'/'n't', undoing do-support (a hard negative)."""

    name: ClassVar[str] = "neg_removal"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "Negation removal: drop the main clause's 'not'/'n't' ('did not go' → 'went', 'isn't' → 'is')",
        source="NL-Augmenter's auxiliary negation removal, a member of AugCSE's pool (Tan et al., 2022)",
        needs="parse",
        pools=("augcse",),
        sample="He did not travel widely in Europe.",
    )

    never: bool = False  # an option: -m neg_removal:never=true also removes "never"

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        options: list[Candidate] = []
        reasons: list[Skip] = []
        for number, (sent, clause) in enumerate(analyses(doc)):
            if not mentions_negation(sent_words(sent)[0]):
                continue  # the common case: nothing to remove in this sentence
            if isinstance(clause, Skip):
                reasons.append(clause)
                continue
            if later_claim(doc, number):
                reasons.append(Skip(LATER_SENTENCE))
                continue
            problem = claim_problem(clause)
            if problem is not None:
                reasons.append(problem)
                continue
            found, reason = self._removals(clause)
            options.extend(found)
            if not found:
                reasons.append(reason)
        return options or (reasons[0] if reasons else Skip(NO_NEGATION))

    def _removals(self, clause: Clause) -> tuple[list[Candidate], Skip]:
        """Each removable negation of ``clause`` as a candidate, or why there is none."""
        nots = [neg for neg in clause.negations if word(neg) in ("not", "n't")]
        nevers = [neg for neg in clause.negations if word(neg) == "never"]
        targets = nots + nevers if self.never else nots
        if not targets:
            return [], Skip(NEVER) if nevers else elsewhere_reason(clause)
        if any(leaning_before(clause, neg) for neg in targets):
            return [], Skip(NPI)  # "They still had not identified" → "They still had identified"
        found, reason = removals(clause, targets)
        return [Candidate(rule.replace("neg.", "neg_removal.", 1), tuple(edits)) for rule, edits in found], reason


