"""Comma before a participle phrase the parse hung on a place, ending the sentence: "A woman
is sitting in a chair filling out some paperwork." → "... in a chair, filling out ...".

A caption often ends on what its subject is doing where it is; the parser hangs that
participle on the place's noun ("chair filling"), so the participle site (on the verb's own
participle phrases) does not reach it. A comma there makes the subject the one doing it,
which is the only reading where the place cannot do it: a place, a surface or a piece of
furniture (`place_nouns`) before an action only a person or an animal does
(`agent_participles`: reading, holding, watching, ...). Not after a place that could do
the action ("a ladder leaning on a house", "a bus carrying passengers", "a bridge
overlooking the river": none is listed), nor where a person, an animal or a name stands
between the verb and the participle, nor where the subject is not a person or an animal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.rules import grammar
from ...edits import Edit
from .commas import comma_after, main_clauses, own_subject
from .rules import rule_data
from .walk import Walk, contiguous, punct_row

if TYPE_CHECKING:
    from spacy.tokens import Span


def place_participle_commas(walk: Walk, sent: Span) -> list[Edit]:
    """A comma before each participle phrase of an agent's action hung on a place that
    ends the sentence, in a clause whose subject is a person or an animal."""
    table, doc = walk.table, walk.doc
    rules = rule_data().clause_comma
    animate = grammar().captions.animate_nouns
    edits = []
    for verb in main_clauses(walk, sent):
        subject = own_subject(walk, verb)
        if subject is None or not (table[subject].lower in animate or table[subject].pos == "PRON"):
            continue
        for row in table[verb + 1 : sent.end]:
            if row.tag != "VBG" or row.lower not in rules.agent_participles:
                continue
            place = table[row.i - 1]
            if place.i != row.head or place.dep != "pobj" or place.lower not in rules.place_nouns:
                continue
            last = doc[row.i].right_edge.i
            if not contiguous(table, row.i, row.i, last) or any(not punct_row(word) for word in table[last + 1 : sent.end]):
                continue  # more of the sentence after the phrase
            between = table[verb + 1 : row.i]
            if any(word.lower in animate or word.pos in ("PRON", "PROPN") or punct_row(word) for word in between):
                continue  # someone else who could be doing it, or a comma of the writer's
            edit = comma_after(doc, row.i - 1)
            if edit is not None:
                edits.append(edit)
    return edits
