"""Commas at coordinators: between two clauses, and before the last item of a list.

"He left and she stayed." → "He left, and she stayed.": only where both sides are clauses
of the sentence's own, each with its subject; two verbs sharing a subject ("He left and
stayed") get none, nor clauses inside a subordinate clause or someone's reported words,
where the comma could move what is said.

"Lions, tigers and bears" → "Lions, tigers, and bears": the serial comma, in every list
of the line at once so that the line keeps one style, and only where the items are plain
(one comma between each two, no bracket, dash or quote among them), begin with one kind of
word (a name beside a common noun may be an apposition: "Kim, a teacher and Lee"), are no
count and its parts ("Three children, two boys and one girl") and no part of a name
("Department of Tourism, Recreation and Sport").
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from ...analysis.morphology import past_is_participle
from ...analysis.tokens import Row, child_rows
from ...edits import Edit
from .commas import capitalised, comma_after, main_clauses, misread_clauses, own_subject
from .rules import rule_data
from .walk import VERBAL, Walk, punct_row

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token


def coordination_commas(walk: Walk, sent: Span) -> list[Edit]:
    """Comma before a coordinator that joins two of the sentence's clauses, each with its subject."""
    coordinators = rule_data().clause_comma.coordinators
    table, doc = walk.table, walk.doc
    clauses = main_clauses(walk, sent)
    edits = []
    for conj in clauses[1:]:
        verb, subject = table[conj].head, own_subject(walk, conj)
        if verb not in clauses or own_subject(walk, verb) is None or subject is None or table[subject].pos == "NUM":
            continue  # "... and 1903 was appointed": a year is no subject
        if not (_finite(walk, verb) and _finite(walk, conj)):
            continue  # "with his hands crossed and his head tilted down": no clauses to set apart
        cc = doc[conj].left_edge.i - 1
        if cc < 0 or table[cc].dep != "cc" or table[cc].lower not in coordinators or not _joins(walk, cc, verb, conj):
            continue
        if any(kid.dep == "mark" or kid.tag in ("WDT", "WP", "WRB") for kid in child_rows(doc)[conj]):
            continue  # "... and whether it is worth it": no clause of its own
        if any(row.pos in VERBAL for row in table[cc + 1 : subject]):
            continue  # "... and has it inserted": the verb comes first, the parse's subject is no subject
        if cc - 1 < verb or _inside_clause(walk, cc - 1, verb):
            continue  # "He left as the rain fell and the river rose": "and" may join the inner clauses
        edit = comma_after(doc, cc - 1)
        if edit:
            edits.append(edit)
    return edits


def _joins(walk: Walk, cc: int, verb: int, conj: int) -> bool:
    """The coordinator joins ``verb``'s clause to the next: it hangs on the verb, or on a word
    of its clause that has no conjunct of its own ("a lack of funds and Walker confessed"),
    unless that word stands in a phrase that may be a clause and the next verb may be a
    participle ("with a bottle in his hand and his eyes closed", "sold as cost of compliance
    and the age of the building proved ...": "and" may join two nouns of that phrase)."""
    table = walk.table
    head = table[cc].head
    if head == verb:
        return True
    if any(kid.dep == "conj" for kid in child_rows(walk.doc)[head]):
        return False
    maybe_participle = table[conj].tag == "VBD" and past_is_participle(walk.doc[conj]) and not _has_finite_aux(walk, conj)
    if maybe_participle and _under_clause_preposition(walk, head, verb):
        return False
    return not _inside_clause(walk, head, verb) and _descends(table, head, verb)


def _under_clause_preposition(walk: Walk, index: int, verb: int) -> bool:
    """Token ``index`` lies in a phrase below ``verb`` opened by a preposition that may open
    a clause or take a noun and a participle ("with a bottle in his hand and his eyes
    closed", "sold as cost of compliance and the age of the building proved ...")."""
    table, openers = walk.table, rule_data().clause_comma.clause_prepositions
    for _ in range(len(table)):
        if index == verb or table[index].head == index:
            return False
        if table[index].lower in openers and table[index].pos == "ADP":
            return True
        index = table[index].head
    return False


def _descends(table: tuple[Row, ...], index: int, ancestor: int) -> bool:
    for _ in range(len(table)):
        if index == ancestor:
            return True
        if table[index].head == index:
            return False
        index = table[index].head
    return False


def _finite(walk: Walk, verb: int) -> bool:
    """The verb is finite, or has a finite auxiliary: a clause that can stand alone."""
    return walk.table[verb].tag in rule_data().final_mark.finite_tags or _has_finite_aux(walk, verb)


def _has_finite_aux(walk: Walk, verb: int) -> bool:
    finite = rule_data().final_mark.finite_tags
    return any(kid.dep in ("aux", "auxpass") and kid.tag in finite for kid in child_rows(walk.doc)[verb])


# Dependents that are clauses of their own: a coordinator right after one with a subject or
# a finite verb may join that clause's verb instead ("as the rain fell and the river rose").
_CLAUSES = frozenset({"advcl", "relcl", "ccomp", "acl", "csubj", "parataxis"})


def _inside_clause(walk: Walk, index: int, verb: int) -> bool:
    """Token ``index`` lies in a finite clause that hangs on ``verb``'s clause."""
    table, finite = walk.table, rule_data().final_mark.finite_tags
    for _ in range(len(table)):
        if index == verb:
            return False
        row = table[index]
        if row.dep in _CLAUSES and (index in walk.subjects or row.tag in finite):
            return True
        if row.head == index:
            return False
        index = row.head
    return False


def serial_commas(walk: Walk) -> list[Edit]:
    """A comma before the coordinator of every list of three or more items that lacks one.

    All or nothing: a line with a list that cannot take the comma gets none, so that one
    line never writes its lists two ways.
    """
    table, doc = walk.table, walk.doc
    kids = child_rows(doc)
    edits = []
    for row in table:
        if row.dep == "conj" or not any(kid.dep == "conj" for kid in kids[row.i]):
            continue
        items = _chain(kids, row)
        if len(items) < 3:
            continue
        if misread_clauses(walk, doc[row.i].sent):
            return []  # "... by the British, Goodrich and his family turned ...": the list may be the parse's
        site = _list_site(doc, table, items)
        if site is False:
            return []  # a list written without the comma that is not plain: leave the line's style
        if site is not None:
            edits.append(site)
    return edits


def _chain(kids: tuple[tuple[Row, ...], ...], first: Row) -> list[Row]:
    """The items of a list, in order: spaCy hangs each conjunct on the one before it, or
    several on the first."""
    items, waiting = [first], [first]
    while waiting:
        for kid in kids[waiting.pop().i]:
            if kid.dep == "conj":
                items.append(kid)
                waiting.append(kid)
    return sorted(items)


def _list_site(doc: Doc, table: tuple[Row, ...], items: list[Row]) -> Edit | None | bool:
    """The serial comma's edit for one list; None when it needs none (it has one, or its last
    item follows no coordinator), False when it lacks one that cannot be added safely.

    Items are read from their head words: between two heads stands one separator (a comma,
    before the last item the coordinator), with the first item's trailing words before it
    and the next item's leading words after it.
    """
    separators = [
        [row for row in table[item.i + 1 : following.i] if row.lower == "," or row.dep == "cc"]
        for item, following in pairwise(items)
    ]
    last = separators[-1]
    if len(last) == 2 and last[0].lower == "," and last[1].dep == "cc" and last[0].i + 1 == last[1].i:
        return None  # the comma is there already
    if len(last) != 1 or last[0].dep != "cc":
        return None if not any(row.dep == "cc" for row in last) else False
    cc = last[0]
    if cc.lower not in rule_data().clause_comma.serial_coordinators:
        return False
    if any(len(marks) != 1 or marks[0].lower != "," for marks in separators[:-1]):
        return False  # items not separated by one comma each: some other structure
    final = doc[items[-1].i].right_edge.i
    if final + 1 < len(table) and table[final + 1].lower == "," and _may_be_described(doc, items[0]):
        return False  # "Three children, two boys and one girl, are ...": the last items may be an apposition
    if all(_counted(doc, row) for row in items):
        return False  # "Three children, two boys and one girl": a count and its parts
    if _whole(doc[items[0].i]):
        return False  # "a group of people, men, women and children": the rest may break down the first
    if not _plain_items(doc, table, items, final):
        return False
    edit = comma_after(doc, cc.i - 1)
    return edit if edit is not None else False


def _whole(token: Token) -> bool:
    """A bare common noun for a whole ("people", "things"), with nothing of its own but a
    determiner: a list after it may name its parts."""
    return token.pos_ == "NOUN" and token.lower_ in rule_data().clause_comma.whole_nouns and all(
        child.dep_ in ("det", "cc", "conj", "punct") for child in token.children
    )


def _plain_items(doc: Doc, table: tuple[Row, ...], items: list[Row], final: int) -> bool:
    """Items a serial comma cannot regroup: no bracket, dash or quote among them, the first
    two headed by one kind of word (names and common nouns may mix after them), and no
    title-case name that holds them."""
    kids = child_rows(doc)
    opening = items[0].i
    for kid in kids[items[0].i]:
        if kid.i < items[0].i:
            opening = min(opening, doc[kid.i].left_edge.i)
    words = table[opening : final + 1]
    if any(punct_row(row) and row.lower not in (",", "-") for row in words):
        return False
    kinds = [_kind(row) for row in items]
    if None in kinds or kinds[0] != kinds[1]:
        return False  # "Kim, a teacher and Lee": the second item may describe the first
    if kinds[0] == "verb" and len({row.tag for row in items}) > 1:
        return False  # "known as ..., to become ... and fight": verbs of two forms are no one list
    if len(set(kinds)) > 1 and not set(kinds) <= {"name", "noun"}:
        return False
    if all(capitalised(doc, row) for row in items):
        if any(kid.dep == "prep" and kid.i > items[0].i for kid in kids[items[0].i]):
            return False  # "The Department of Tourism, Recreation and Sport": the list may be the name's
        outer = table[opening - 1] if opening > 0 else None
        if outer is not None and outer.pos == "ADP" and outer.head != outer.i and capitalised(doc, table[outer.head]):
            return False  # "Minister of Culture, Sport and Youth": a name's own list
        if final + 1 < len(table) and not punct_row(table[final + 1]) and capitalised(doc, table[final + 1]):
            return False  # "Marks, Spencer and Sons Ltd"
        bare = all(all(kid.dep in ("conj", "cc", "punct") for kid in kids[row.i]) for row in items)
        if bare and items[0].dep in ("nsubj", "nsubjpass"):
            return False  # "Crosby, Stills and Nash performed": maybe one band's or firm's name
    return True


def _may_be_described(doc: Doc, first: Row) -> bool:
    """The first item is a subject or a counted noun, which the items after it may spell
    out ("Three children, two boys and one girl, are ...")."""
    return first.dep in ("nsubj", "nsubjpass") or any(kid.dep == "nummod" for kid in child_rows(doc)[first.i])


def _counted(doc: Doc, row: Row) -> bool:
    """A noun with a number before it ("two boys", "one girl")."""
    return any(kid.dep == "nummod" and kid.i < row.i for kid in child_rows(doc)[row.i])


def _kind(row: Row) -> str | None:
    """What heads an item, coarsely: a name, a common noun, a verb, a modifier or a number."""
    if row.pos == "PROPN":
        return "name"
    if row.pos in ("NOUN", "PRON"):
        return "noun"
    if row.pos in VERBAL:
        return "verb"
    if row.pos in ("ADJ", "ADV"):
        return "modifier"
    if row.pos == "NUM":
        return "number"
    return None
