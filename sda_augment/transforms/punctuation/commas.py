"""What the comma sites of ``pi.clause_comma`` share: where a comma may stand, and which
clauses stand on their own.

A comma is never put next to punctuation (no ", ," and no comma beside a quote or a
dash), after a word that needs what follows it (a preposition, a determiner, a
coordinator, a possessive, infinitival "to"), nor inside a clause that depends on another:
a comma inside someone's reported words or a subordinate clause can move what it scopes
over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...analysis.tokens import Row, rows
from ...edits import Edit, insert_after
from .rules import rule_data
from .walk import VERBAL, Walk, punct_row, sentence_root

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

# A comma may follow a closing bracket ("Wilhelm von Mirbach (1858–1914), was"), not
# another mark or a quote, whose side of the comma is a matter of house style.
_CLOSING_BRACKETS = (")", "]")


def comma_after(doc: Doc, index: int, before_quote: bool = False) -> Edit | None:
    """A comma right after token ``index``, unless punctuation already stands on either side
    (an opening quote may follow where ``before_quote`` says so: ', "The Novel Magazine"').

    Never after a word that needs what follows it: a preposition or subordinator, a
    determiner, a coordinator, a possessive or infinitival "to".
    """
    table = rows(doc)
    if index < 0 or index + 1 >= len(table) or table[index + 1].space:
        return None
    if punct_row(table[index + 1]) and not before_quote:
        return None
    if punct_row(table[index]) and table[index].lower not in _CLOSING_BRACKETS:
        return None
    if table[index].space or not doc[index].whitespace_:
        return None  # a comma inside a written word ("co-founded") or before a space token
    rules = rule_data().clause_comma
    if table[index].tag in rules.no_comma_after_tags and table[index].dep not in rules.phrase_final_deps:
        return None
    edit = insert_after(doc[index], ",")
    if inside_quotation(doc_text(doc), edit.start):
        return None  # inside someone's words or a quoted title
    return edit


def inside_quotation(text: str, at: int) -> bool:
    """Position ``at`` may stand inside a quotation: one opened before it and not closed,
    or one that closes after it without opening there (a line of someone's words cut from a
    longer quotation).

    Typographic quotes say which way they face; a straight one opens after a space or a
    bracket and closes after a word; tokenized corpora write ``...''.
    """
    return _depth(text[:at]) > 0 or _closes_first(text[at:])


def _quote_marks(text: str) -> list[int]:
    """+1 for each quote that opens, -1 for each that closes, in order."""
    marks = []
    for i, ch in enumerate(text):
        if ch in "“„«" or text.startswith("``", i):
            marks.append(1)
        elif ch in "”»" or text.startswith("''", i):
            marks.append(-1)
        elif ch == '"':
            opens = i == 0 or text[i - 1].isspace() or text[i - 1] in "([{—–-"
            marks.append(1 if opens else -1)
    return marks


def _depth(before: str) -> int:
    depth = 0
    for mark in _quote_marks(before):
        depth = max(depth + mark, 0)
    return depth


def _closes_first(after: str) -> bool:
    depth = 0
    for mark in _quote_marks(after):
        depth += mark
        if depth < 0:
            return True
    return False


def main_clauses(walk: Walk, sent: Span) -> list[int]:
    """The sentence's root and the verbs coordinated with it, in order: its clauses that
    stand alone, not those inside a subordinate clause or someone's reported words."""
    table = walk.table
    root = sentence_root(walk, sent)
    if table[root].pos not in VERBAL:
        return []
    found = [root]
    for index in found:  # grows as conjuncts of conjuncts are found: spaCy chains them
        found.extend(conj for conj in walk.conjuncts if table[conj].head == index and table[conj].pos in VERBAL)
    return sorted(found)


def own_subject(walk: Walk, verb: int) -> int | None:
    """The verb's subject when it stands before the verb, else None."""
    subject = walk.subjects.get(verb)
    return subject if subject is not None and subject < verb else None


def capitalised(doc: Doc, row: Row) -> bool:
    """The word is written with a capital letter (rows keep only the lower-case form)."""
    return doc[row.i].text[:1].isupper()


# Finite verbs that need no subject of their own: auxiliaries, and a verb sharing the
# subject of the one it is coordinated with.
_SUBJECTLESS = ("aux", "auxpass", "conj")


def misread_clauses(walk: Walk, sent: Span) -> bool:
    """The parse has lost one of the sentence's clauses: a finite verb with no subject that
    is neither an auxiliary nor coordinated (the sentence's root included), or an auxiliary
    after its verb ("Among the aliases he was found to have used was Kelso"). Commas placed
    by such a parse would split what it misread."""
    finite = rule_data().final_mark.finite_tags
    for row in walk.table[sent.start : sent.end]:
        if row.tag in finite and row.pos in VERBAL and row.dep not in _SUBJECTLESS and row.i not in walk.subjects:
            return True
        if row.dep in ("aux", "auxpass") and row.i > row.head:
            return True
    return False
