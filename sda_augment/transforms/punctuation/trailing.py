"""Commas before the words that close a clause with examples or an order to read by.

- before "including" opening the examples of a plural or collective noun when they run to
  the end of the clause ("several books including "Real Christianity"." → "several books,
  including ..."): the examples add to the noun, they do not pick out which of its kind.
  Not where the phrase stands before more of the clause ("roads including R0361 provide
  access"), which would need a second comma, nor where one list of examples holds
  another;
- before "respectively" after what it pairs ("in 1956 and 1989 respectively" → "... 1989,
  respectively"), and after it as well when the clause goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.tokens import Row, child_rows
from ...edits import Edit
from .commas import comma_after
from .rules import rule_data
from .walk import Walk, contiguous, punct_row

if TYPE_CHECKING:
    from spacy.tokens import Span

def including_commas(walk: Walk, sent: Span) -> list[Edit]:
    """A comma before "including" whose examples end the clause of a plural or collective noun."""
    table, doc = walk.table, walk.doc
    rules = rule_data().clause_comma
    words = [row for row in table[sent.start : sent.end] if row.lower in rules.example_openers]
    if len(words) != 1:
        return []  # "politicians including dozens of mayors including ...": examples inside examples
    opener = words[0]
    noun = table[opener.head]
    if opener.i == sent.start or noun.i >= opener.i or noun.pos not in ("NOUN", "PROPN"):
        return []
    if noun.tag not in ("NNS", "NNPS") and noun.lower not in rules.collective_nouns and not _counted(walk, noun):
        return []  # "the price including tax": an amount, not a kind with members to list
    last = doc[opener.i].right_edge.i
    if last == opener.i or not contiguous(walk.table, opener.i, opener.i, last):
        return []  # "several awards including:": the examples follow on other lines
    if not _ends_clause(table, last) or _open_bracket(table, opener.i, last):
        return []  # more of the clause follows: the phrase would need a closing comma too
    if any(row.dep in _CLAUSE_DEPS for row in table[opener.i + 1 : last + 1]):
        return []  # "tools including wire cutters working on ...": a clause inside may be the subject's
    edit = comma_after(doc, opener.i - 1)
    return [edit] if edit is not None else []


# A clause inside the examples ("tools including wire cutters working on a necklace"): the
# parse may have hung on them what the subject does.
_CLAUSE_DEPS = ("acl", "relcl", "advcl")


def _open_bracket(table: tuple[Row, ...], first: int, last: int) -> bool:
    """A bracket opens between ``first`` and ``last`` that closes after them: the phrase
    goes on ("roads including R0361 (south side of the lake) provide")."""
    depth = 0
    for row in table[first : last + 1]:
        depth += (row.lower == "(") - (row.lower == ")")
    return depth > 0


def _ends_clause(table: tuple[Row, ...], last: int) -> bool:
    """Only a mark that closes the clause follows token ``last``, or nothing but marks: the
    parse's sentence ends are not trusted ("roads including R0361 (south side of the
    lake) provide access")."""
    rest = [row for row in table[last + 1 :] if not row.space]
    if not rest or rest[0].lower in _CLAUSE_MARKS:
        return True
    return all(punct_row(row) for row in rest)


# Marks after which a phrase that ends before them has ended its clause.
_CLAUSE_MARKS = (",", ";", ":", ")")


def _counted(walk: Walk, noun: Row) -> bool:
    """A noun with a quantity of its members ("a number of", "a dozen"): it has members to list."""
    return any(kid.dep == "nummod" for kid in child_rows(walk.doc)[noun.i])


def respectively_commas(walk: Walk, sent: Span) -> list[list[Edit]]:
    """A comma before "respectively" (and after it where the clause goes on)."""
    table, doc = walk.table, walk.doc
    found = []
    for row in table[sent.start : sent.end]:
        if row.lower != "respectively" or row.i == sent.start or row.tag != "RB":
            continue
        opening = comma_after(doc, row.i - 1)
        if opening is None:
            continue
        if _ends_clause(table, row.i):
            found.append([opening])
            continue
        closing = comma_after(doc, row.i)
        if closing is not None:
            found.append([opening, closing])
    return found
