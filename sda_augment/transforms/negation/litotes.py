"""DN's fallback frame: "It is not untrue that <sentence>".

Where no inner negation cancels "It is not true that" cleanly, both negations go into the
frame, so coordination, scope adverbs or existential subjects inside the sentence cannot
break the cancellation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.clause import LIST_ITEM, Clause
from ...analysis.document import doc_text
from ...analysis.tokens import ends_with, rows, sent_rows
from ...edits import Edit, lower_first
from ...reasons import Skip, register_reason, skip_code
from .frames import (
    CONNECTIVE,
    INTERJECTION,
    LABEL_COLON,
    TOO_SHORT,
    interjection_at,
    label_colon,
    opening_comma,
    site_lowered,
    template_edits,
    template_problem,
    template_site,
)
from .rules import rule_data
from .scope import has_content, list_header

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


LITOTES_NO_SITE = register_reason("dn.litotes.no_site", "no place for the frame")
LITOTES_QUOTE = register_reason("dn.litotes.quotation", "unbalanced quotation marks (a piece of a quotation)")
LITOTES_NEGATIVE = register_reason("dn.litotes.negative_opening", "opens with a negative word ('Not known as ...')")
LITOTES_STUTTER = register_reason(
    "dn.litotes.that_opening", "opens with 'that' or 'which' ('It is not untrue that that day ...')"
)


def litotes_edits(doc: Doc, clause: Clause) -> list[Edit] | Skip:
    """"It is not untrue that <sentence>": DN's fallback where no inner negation cancels cleanly.

    Both negations ("not" and "un-") sit in the frame and act on the whole sentence, so
    coordination, scope adverbs, trailing clauses or existential subjects cannot break
    the cancellation. Only where the frame has a place (a first sentence that is a finite
    clause, not a list header, a label or a question) and the clause says something.
    """
    if list_header(clause) or ends_with(clause.sent, (":",)):
        return Skip(LIST_ITEM)
    if label_colon(clause):
        return Skip(LABEL_COLON)
    if not has_content(clause):
        return Skip(TOO_SHORT)
    if _inside_quotation(doc_text(doc)):
        return Skip(LITOTES_QUOTE)  # a piece of a quotation: the frame would open inside it
    table = rows(doc)
    first = next((row for row in sent_rows(clause.sent) if not row.punct), None)
    if first is not None and first.lower in rule_data().litotes.blocked_first_words:
        return Skip(LITOTES_NEGATIVE)  # "It is not untrue that not known as ...": three negatives in a row
    if first is not None and interjection_at(table, first.i):
        return Skip(INTERJECTION)  # "It is not untrue that yes, the environment has changed"
    frame = rule_data().template.litotes
    edits = template_edits(doc, clause, frame=frame)
    site = template_site(doc, clause) if edits is not None else None  # the word the frame goes before
    if edits is None and skip_code(template_problem(doc, clause)) == CONNECTIVE:
        site = _litotes_connective_site(doc, clause)
        if site is not None:
            edits = [Edit(site.idx, site.idx, lower_first(frame) + " ")]
            if site_lowered(clause, site):
                edits.append(Edit(site.idx, site.idx + 1, site.text[0].lower()))
    if edits is None or site is None:
        return Skip(LITOTES_NO_SITE)
    if site.lower_ in rule_data().litotes.stutter_first_words:
        return Skip(LITOTES_STUTTER)
    return edits


def _inside_quotation(text: str) -> bool:
    """The line opens inside a quotation that closes in it ('... not hungry", he said.').

    A quotation that opens in the line and runs past its end ('Brown wrote that "The
    snaps ...') leaves the start of the line outside it, so the frame can go there.
    """
    if text.count("”") > text.count("“"):
        return True
    if text.count('"') % 2 == 0:
        return False
    first = text.index('"')
    return first > 0 and not text[first - 1].isspace() and text[first - 1] not in "([{"


def _litotes_connective_site(doc: Doc, clause: Clause) -> Token | None:
    """Where the litotes frame goes after an opening connective, else None.

    "But across three games, Ives hauled ..." → "But it is not untrue that across ...";
    "However, after four years, the school was ..." → "However, it is not untrue that after
    ...". Both negations sit in the frame, so whatever opens the clause stays under it.
    """
    first = doc[0]
    if first.lower_ in rule_data().litotes.bare_connectives and len(doc) > 2:
        site = doc[1]
        return None if site.is_punct or site.i >= clause.finite.i else site
    comma, connective = opening_comma(doc)
    if comma is None or comma + 1 >= clause.finite.i or not connective:
        return None
    site = doc[comma + 1]
    return None if site.is_punct or site.is_space else site
