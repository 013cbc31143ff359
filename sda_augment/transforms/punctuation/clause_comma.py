"""PI rule 1, ``pi.clause_comma``: a comma where careful writers set off a clause or a phrase.

The commas that never change what a sentence says, each in a module of its own:
after the phrases that open a clause ("In 1998, he moved to Paris": :mod:`.introductory`);
before a coordinator joining two clauses with their own subjects, and the serial comma
(:mod:`.coordination`); around a who/which/where clause after a name or a when clause
after a year, closing an aside the writer opened, before a trailing contrast clause or
participle phrase (:mod:`.asides`); after a full date or a place with its region
(:mod:`.closing`); before the examples that end a clause ("several books, including ...")
and around "respectively" (:mod:`.trailing`); between a verb of saying and the quoted
sentence it introduces (:mod:`.speech`). Never between a subject and its verb, inside a
restrictive phrase, next to punctuation, or after a word that needs what follows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.syntax import sentences
from ...edits import Edit
from ...transform import Candidate
from .asides import (
    aside_closing_commas,
    contrast_clause_commas,
    participle_commas,
    relative_clause_commas,
)
from .closing import closing_commas
from .coordination import coordination_commas, serial_commas
from .introductory import introductory_commas
from .place_participle import place_participle_commas
from .speech import quotation_commas
from .trailing import including_commas, respectively_commas
from .walk import walk_of

if TYPE_CHECKING:
    from spacy.tokens import Doc

RULE = "pi.clause_comma"


def clause_comma_candidates(doc: Doc) -> list[Candidate]:
    """One candidate per site (the serial commas of a line together), each edit once."""
    walk = walk_of(doc)
    sites: list[tuple[str, tuple[Edit, ...]]] = []
    for sent in sentences(doc):
        sites.extend(("introductory", (edit,)) for edit in introductory_commas(walk, sent))
        sites.extend(("relative", tuple(edits)) for edits in relative_clause_commas(walk, sent))
        sites.extend(("aside", (edit,)) for edit in aside_closing_commas(walk, sent))
        sites.extend(("contrast", (edit,)) for edit in contrast_clause_commas(walk, sent))
        sites.extend(("participle", (edit,)) for edit in participle_commas(walk, sent))
        sites.extend(("participle", (edit,)) for edit in place_participle_commas(walk, sent))
        sites.extend(("including", (edit,)) for edit in including_commas(walk, sent))
        sites.extend(("respectively", tuple(edits)) for edits in respectively_commas(walk, sent))
        sites.extend(("coordination", (edit,)) for edit in coordination_commas(walk, sent))
        sites.extend(("closing", (edit,)) for edit in closing_commas(walk, sent))
        sites.extend(("quotation", (edit,)) for edit in quotation_commas(walk, sent))
    serial = tuple(serial_commas(walk))
    if serial:
        sites.append(("serial", serial))
    options: list[Candidate] = []
    seen: set[int] = set()
    for site, edits in sites:
        starts = {edit.start for edit in edits}
        if starts & seen:
            continue  # "On March 5, 1957 the council ...": one comma, however many sites call for it
        seen |= starts
        options.append(Candidate(RULE, edits, (("site", site),)))
    return options
