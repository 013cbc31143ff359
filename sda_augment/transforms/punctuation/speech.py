"""The comma between a verb of saying and the quoted sentence it introduces.

'the voice said "We don't need any".' → 'the voice said, "We don't need any".': only where
the quotation is a sentence of someone's (it opens with a capital letter and holds a finite
verb) and stands right after the verb. A quoted word or title ('wrote "People over
Profit"') and words woven into the sentence ('said "the government is making ..."', in
lower case) take none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...edits import Edit
from .commas import comma_after
from .rules import rule_data
from .walk import Walk

if TYPE_CHECKING:
    from spacy.tokens import Span

_OPENING = ('"', "“", "``")
_CLOSING = ('"', "”", "''")


def quotation_commas(walk: Walk, sent: Span) -> list[Edit]:
    """A comma after a verb of saying right before the quoted sentence it introduces."""
    table, doc = walk.table, walk.doc
    rules = rule_data().clause_comma
    finite = rule_data().final_mark.finite_tags
    edits = []
    for row in table[sent.start : sent.end - 2]:
        if row.pos != "VERB" or doc[row.i].lemma_.lower() not in rules.speech_verbs:
            continue
        quote, first = table[row.i + 1], table[row.i + 2]
        if quote.lower not in _OPENING or doc[row.i + 1].whitespace_ or not doc[first.i].text[:1].isupper():
            continue
        words = []
        for word in table[first.i :]:
            if word.lower in _CLOSING or word.lower in _OPENING:
                break
            words.append(word)
        else:
            continue  # the quotation does not close in this line
        if not any(word.tag in finite for word in words) or not any(word.head == row.i for word in words):
            continue  # a title or a name in quotes, or words the parse does not hang on the verb
        edit = comma_after(doc, row.i, before_quote=True)
        if edit is not None:
            edits.append(edit)
    return edits
