"""PI rule 1, ``pi.clause_comma``: a comma where English sets off a clause or an opening phrase.

After an introductory phrase ("In 1850, a church ..."), around a who/which clause after a
name, before a contrast clause ("although ...") and before a coordinator that joins two
clauses with their own subjects; never next to punctuation or after a word that needs what
follows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.syntax import SUBJECT_DEPS, sentences
from ...analysis.tokens import Row, child_rows, rows
from ...edits import Edit, insert_after
from ...transform import Candidate
from .rules import rule_data
from .walk import (
    VERBAL,
    Walk,
    contiguous,
    in_sentence,
    punct_row,
    sentence_root,
    walk_of,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span


def _comma_after(doc: Doc, index: int) -> Edit | None:
    """A comma right after token ``index``, unless punctuation already stands on either side.

    Never after a word that needs what follows it: a preposition or subordinator, a
    determiner, a coordinator, a possessive or infinitival "to".
    """
    table = rows(doc)
    if index + 1 >= len(table) or punct_row(table[index]) or punct_row(table[index + 1]):
        return None
    rules = rule_data().clause_comma
    if table[index].tag in rules.no_comma_after_tags and table[index].dep not in rules.phrase_final_deps:
        return None
    return insert_after(doc[index], ",")


def _intro_adverb_ok(row: Row) -> bool:
    word = row.lower
    if word in rule_data().clause_comma.not_introductory:
        return False
    return word in rule_data().clause_comma.sentence_adverbs or (word.endswith("ly") and row.tag == "RB")


def _complete_phrase(doc: Doc, preposition: int) -> bool:
    """A prepositional phrase with its object, not one whose noun opens a clause ("By the time ...")."""
    objects = [child for child in child_rows(doc)[preposition] if child.dep in ("pobj", "pcomp")]
    if not objects:
        return False
    clause_nouns = rule_data().clause_comma.clause_taking_nouns
    return not any(obj.lower in clause_nouns for obj in objects)


def _unmarked_clause(doc: Doc, verb: int) -> bool:
    """A clause with its own subject and no subordinator ("when", "although") opening it.

    Such a "subordinate" clause before the subject is a main clause the parse hung on a
    later verb; "Although it rained," and "Supported by his team," open a sentence.
    """
    kids = child_rows(doc)[verb]
    return any(kid.dep in SUBJECT_DEPS for kid in kids) and not any(
        kid.dep == "mark" or kid.dep == "advmod" and kid.tag == "WRB" for kid in kids
    )


def _introductory_comma(walk: Walk, sent: Span) -> list[Edit]:
    """Comma after the phrases that open a sentence before its subject."""
    table, doc = walk.table, walk.doc
    root = sentence_root(walk, sent)
    subject = walk.subjects.get(root)
    if table[root].pos not in VERBAL or subject is None or subject > root:
        return []
    end = doc[subject].left_edge.i  # exclusive: the prefix is doc[start:end]
    start = sent.start
    # Quote marks and brackets have no case: the lower-case form is the text.
    while start < end and (table[start].space or table[start].lower in "\"“'‘("):
        start += 1
    if end <= start:
        return []
    deps = rule_data().clause_comma.introductory_deps
    covered: set[int] = set()
    dependents = child_rows(doc)[root]
    for row in dependents:
        if row.i >= end:
            break
        if row.dep not in deps:
            return []
        child = doc[row.i]
        first, last = child.left_edge.i, child.right_edge.i
        if not contiguous(table, row.i, first, last) or last >= end:
            return []
        if row.dep == "advmod" and first == last and not _intro_adverb_ok(row):
            return []
        if row.dep == "prep" and not _complete_phrase(doc, row.i):
            return []
        if row.dep == "advcl" and _unmarked_clause(doc, row.i):
            return []  # "The population of the village is 1479, where ...": a main clause misparsed
        covered.update(range(first, last + 1))
    if covered != set(range(start, end)):
        return []  # something other than introductory phrases stands before the subject
    # No auxiliary or verb of the main clause before the subject (inversion).
    if any(row.i < subject and row.dep in ("aux", "auxpass") for row in dependents):
        return []
    edit = _comma_after(doc, end - 1)
    return [edit] if edit else []


def _relative_clause_commas(walk: Walk, sent: Span) -> list[list[Edit]]:
    """Commas around a who/which clause after a proper name (non-restrictive)."""
    pronouns = rule_data().clause_comma.relative_pronouns
    table, doc = walk.table, walk.doc
    found: list[list[Edit]] = []
    for index in in_sentence(walk.relatives, sent):
        clause = doc[index]
        opener, last = clause.left_edge.i, clause.right_edge.i
        if not contiguous(table, index, opener, last):
            continue
        noun = table[table[index].head]
        if table[opener].lower not in pronouns or opener == 0 or noun.i >= opener:
            continue
        if noun.tag not in ("NNP", "NNPS") or not doc[noun.i].text[:1].isupper():
            continue
        if any(child.dep == "det" for child in child_rows(doc)[noun.i]):
            continue
        if opener - 1 != noun.i:
            continue  # only "<Name> which ...", nothing between the name and the clause
        edits = []
        comma = _comma_after(doc, noun.i)
        if comma is None:
            continue
        edits.append(comma)
        if last + 1 < min(len(table), sent.end) and not punct_row(table[last + 1]):
            closing = _comma_after(doc, last)
            if closing is None:
                continue
            edits.append(closing)
        found.append(edits)
    return found


def _contrast_clause_commas(walk: Walk, sent: Span) -> list[Edit]:
    """Comma before "although/though/whereas" opening a clause after its main clause."""
    subordinators = rule_data().clause_comma.contrast_subordinators
    table, doc = walk.table, walk.doc
    edits = []
    for index in in_sentence(walk.markers, sent):
        if table[index].lower not in subordinators:
            continue
        clause = table[table[index].head]
        main = table[clause.head]
        if clause.dep != "advcl" or main.i > index or doc[clause.i].left_edge.i != index:
            continue
        before = index - 1
        if index > 0 and before >= main.i and not (before == main.i and main.pos == "AUX"):
            edit = _comma_after(doc, before)
            if edit:
                edits.append(edit)
    return edits


def _coordination_commas(walk: Walk, sent: Span) -> list[Edit]:
    """Comma before a coordinator that joins two clauses with their own subjects."""
    coordinators = rule_data().clause_comma.coordinators
    table, doc, subjects = walk.table, walk.doc, walk.subjects
    edits = []
    pairs = sorted((table[conj].head, conj) for conj in in_sentence(walk.conjuncts, sent))
    for verb, conj in pairs:
        if table[verb].pos not in VERBAL or verb not in subjects or table[conj].pos not in VERBAL:
            continue
        subject = subjects.get(conj)
        if subject is None or subject > conj:
            continue
        cc = doc[conj].left_edge.i - 1
        if cc < 0 or table[cc].dep != "cc" or table[cc].lower not in coordinators or table[cc].head != verb:
            continue
        before = cc - 1
        if before >= 0 and before >= verb:
            edit = _comma_after(doc, before)
            if edit:
                edits.append(edit)
    return edits


def clause_comma_candidates(doc: Doc) -> list[Candidate]:
    rule = "pi.clause_comma"
    options: list[Candidate] = []
    walk = walk_of(doc)
    for sent in sentences(doc):
        for edit in _introductory_comma(walk, sent):
            options.append(Candidate(rule, (edit,), (("site", "introductory"),)))
        for edits in _relative_clause_commas(walk, sent):
            options.append(Candidate(rule, tuple(edits), (("site", "relative"),)))
        for edit in _contrast_clause_commas(walk, sent):
            options.append(Candidate(rule, (edit,), (("site", "contrast"),)))
        for edit in _coordination_commas(walk, sent):
            options.append(Candidate(rule, (edit,), (("site", "coordination"),)))
    return options
