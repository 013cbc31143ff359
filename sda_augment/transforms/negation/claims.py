"""Which main clause carries the claim that NEG and NEG_REMOVAL edit, and why one does not.

A record's claim is its first sentence's main clause (after labels such as "1995:"); a
later sentence's clause, one after ';' or a connective, a question or a list header
makes no claim that one local edit would deny.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.caption.clauses import caption_clause_problem
from ...analysis.clause import LIST_ITEM, QUESTION, SECONDARY, Clause, analyses, secondary_clause
from ...analysis.tokens import ends_with, sent_rows, sent_text
from ...reasons import Skip
from .scope import list_header

if TYPE_CHECKING:
    from spacy.tokens import Doc

LABEL_MAX_WORDS = 3


def later_claim(doc: Doc, number: int) -> bool:
    """Sentence ``number`` comes after the record's claim: editing it leaves the first standing."""
    return number > 0 and not _labels_only(doc, number)


def _labels_only(doc: Doc, number: int) -> bool:
    """Every sentence before sentence ``number`` is a short verbless label ending in ':' ("1995:")."""
    found = analyses(doc)
    if any(isinstance(clause, Clause) for _, clause in found[:number]):
        return False
    return all(
        sent_text(sent).rstrip().endswith(":") and sum(not row.punct for row in sent_rows(sent)) <= LABEL_MAX_WORDS
        and not any(row.pos in ("VERB", "AUX") for row in sent_rows(sent))
        for sent, _ in found[:number]
    )


def claim_problem(clause: Clause) -> Skip | None:
    """Why ``clause`` states no claim of its own to edit (a secondary clause, a question, a list header)."""
    if secondary_clause(clause):
        return Skip(SECONDARY)  # NEG's frame scopes over the whole sentence instead
    if ends_with(clause.sent, ("?",)):
        return Skip(QUESTION)
    if list_header(clause):
        return Skip(LIST_ITEM)
    return caption_clause_problem(clause)  # "... as a pug follows": NEG's frame takes the sentence
