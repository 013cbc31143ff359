"""Comma after what opens a clause before its subject: "In 1998, he moved to Paris."

The opening phrases are adverbials of the clause's verb: a prepositional phrase with its
object, a sentence adverb, a subordinate clause ("When he arrived, ..."), a participle or
infinitive phrase ("Born in Riga, ...", "To aid his decision, ..."), a bare noun of time
("Two years later, ..."). The comma goes right before the subject, in the sentence's
first clause and in a clause coordinated with it ("..., and in 1990, she moved"), and
only when everything before the subject is such a phrase: an inverted auxiliary ("Only
then did he leave") or a phrase the parse left unfinished gets none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.syntax import SUBJECT_DEPS
from ...analysis.tokens import Row, child_rows
from ...edits import Edit
from .commas import comma_after, main_clauses, misread_clauses, own_subject
from .rules import rule_data
from .walk import Walk, contiguous

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

# What may stand before a clause's opening phrase without being part of it: quotes and
# brackets (no case: the lower-case form is the text) and, in a coordinated clause, its
# coordinator ("but in 1990 ...").
_OPENERS = "\"“'‘("
# Quotes that may open a subject ('"The Novel Magazine" was edited ...').
_OPENING_QUOTES = ('"', "“", "``")
# Parts of speech of a subject after an opening phrase: not a verb ("Also missing ... were").
_NOMINAL = ("NOUN", "PROPN", "PRON", "NUM", "DET", "ADJ", "X")


def introductory_commas(walk: Walk, sent: Span) -> list[Edit]:
    """A comma after the opening phrases of each clause of the sentence that stands alone."""
    edits: list[Edit] = []
    clauses = main_clauses(walk, sent)
    if clauses and misread_clauses(walk, sent):
        return edits  # "Among the aliases he was found to have used was ...": the parse lost the clause
    starts = {verb: sent.start if verb == clauses[0] else walk.doc[verb].left_edge.i for verb in clauses}
    before = _clause_before_semicolon(walk, clauses[0]) if clauses else None
    if before is not None:
        clause, semicolon = before  # "In 1766 the colonel was Walsh; its last colonel was ..."
        starts[clauses[0]] = semicolon + 1
        starts = {clause: sent.start, **starts}
    for verb, start in starts.items():
        edit = _opening_comma(walk, verb, start)
        if edit is not None:
            edits.append(edit)
    return edits


def _clause_before_semicolon(walk: Walk, root: int) -> tuple[int, int] | None:
    """The clause the parse hung on the root when a semicolon joins the two ("In 1766 the
    colonel was Walsh; its last colonel was ..."), with the semicolon's index: it stands
    alone as the root's does."""
    table = walk.table
    for row in child_rows(walk.doc)[root]:
        if row.i > root:
            break
        if row.dep == "ccomp" and row.pos in ("VERB", "AUX") and row.i in walk.subjects:
            right = walk.doc[row.i].right_edge.i
            if right + 1 < root and table[right + 1].lower == ";" and not any(
                kid.dep == "mark" for kid in child_rows(walk.doc)[row.i]
            ):
                return row.i, right + 1
    return None


def _opening_comma(walk: Walk, verb: int, start: int) -> Edit | None:
    """The comma before ``verb``'s subject when only opening phrases stand between
    ``start`` and that subject."""
    table, doc = walk.table, walk.doc
    subject = own_subject(walk, verb)
    if subject is None or table[subject].pos not in _NOMINAL:
        return None  # inversion ("In the garden stood ...", "Also missing were ..."): no subject stands there
    rules = rule_data().clause_comma
    dependents = child_rows(doc)[verb]
    end = doc[subject].left_edge.i  # exclusive: the opening is doc[start:end]
    if end > start and table[end - 1].lower in _OPENING_QUOTES and not doc[end - 1].whitespace_:
        end -= 1  # 'From 1918 to 1922 "The Novel Magazine" was ...': the comma goes before the quote
    while start < end and (table[start].space or table[start].lower in _OPENERS):
        start += 1
    if start < end and table[start].dep == "cc" and table[start].head in (verb, table[verb].head):
        start += 1  # "But in 1990 he ...": the comma goes after the phrase, not the coordinator
    if end <= start:
        return None
    covered: set[int] = set()
    closing: Row | None = None  # the last opening phrase
    for row in dependents:
        if row.i >= end:
            break
        if row.i < start:
            continue
        if row.dep == "punct" and row.lower == "," and row.i > start:
            covered.add(row.i)  # "In March 2019, together with her partner she ..."
            continue
        if row.dep not in rules.introductory_deps:
            return None
        child = doc[row.i]
        first, last = child.left_edge.i, child.right_edge.i
        if first < start or not contiguous(table, row.i, first, last) or last >= end:
            return None
        if not _phrase_ok(doc, row, first, last):
            return None
        covered.update(range(first, last + 1))
        closing = row
    if closing is None or not set(range(start, end)) <= covered:
        return None  # something other than opening phrases stands before the subject
    if closing.dep == "advmod" and end - 1 == closing.i and not _set_apart(table, end):
        return None  # "then president-elect Trump", "later scholarship": the adverb may be the noun's
    if start == closing.i == end - 1 and _presents(doc, closing, verb):
        return None  # "Here we have a guy ...", "There we go": one set phrase, no opening adverbial
    # No auxiliary or verb of the clause before the subject (inversion).
    if any(row.i < subject and row.dep in ("aux", "auxpass") for row in dependents):
        return None
    return comma_after(doc, end - 1, before_quote=table[end].lower in _OPENING_QUOTES)


def _phrase_ok(doc: Doc, row: Row, first: int, last: int) -> bool:
    """An opening phrase a comma may close: finished, and not a clause the parse misread."""
    if row.dep == "advmod" and first == last:
        return _intro_adverb_ok(row)
    if row.dep == "prep":
        return _complete_phrase(doc, row.i)
    if row.dep == "advcl":
        return not _unmarked_clause(doc, row.i)  # "The population is 1479, where ...": a main clause misparsed
    if row.dep == "npadvmod":
        return row.lower in rule_data().clause_comma.time_nouns  # "Two years later", not "Incumbent Republican State"
    return True


def _presents(doc: Doc, adverb: Row, verb: int) -> bool:
    """A lone "here" or "there" before the subject of "be", "have", "go" or "come": a
    presentational phrase ("Here we have ...", "There it is", "There we go"), not a place
    set before the clause ("There, he met his wife")."""
    rules = rule_data().clause_comma
    return adverb.lower in rules.presentational_adverbs and doc[verb].lemma_.lower() in rules.presentational_verbs


def _set_apart(table: tuple[Row, ...], subject_start: int) -> bool:
    """The subject after an opening adverb starts with a determiner, a pronoun or a name:
    the adverb cannot be read as its modifier ("Later Konheim founded ...", "However the
    accession ..."; not "later scholarship proved")."""
    return table[subject_start].pos in ("DET", "PRON", "PROPN", "NUM")


def _intro_adverb_ok(row: Row) -> bool:
    word = row.lower
    rules = rule_data().clause_comma
    if word in rules.not_introductory:
        return False
    return word in rules.sentence_adverbs or (word.endswith("ly") and row.tag == "RB")


def _complete_phrase(doc: Doc, preposition: int) -> bool:
    """A prepositional phrase with its object, not one whose noun opens a clause ("By the time ...").

    A preposition of two words ("As of 2019", "Because of the rain") has its object on the second.
    """
    kids = child_rows(doc)[preposition]
    objects = [child for child in kids if child.dep in ("pobj", "pcomp")]
    if not objects:
        inner = [child for child in kids if child.dep == "prep" and child.i == preposition + 1]
        return len(kids) == 1 and bool(inner) and _complete_phrase(doc, inner[0].i)
    return not any(_opens_clause(doc, obj) for obj in objects)


def _opens_clause(doc: Doc, noun: Row) -> bool:
    """A noun that may take the clause after it ("By the time the war ended he left"): one of
    the clause-taking nouns, unless a phrase follows it ("During his time in Africa") or a
    demonstrative or "same" fixes it ("At that time", "At the same time")."""
    if noun.lower not in rule_data().clause_comma.clause_taking_nouns:
        return False
    return not any(
        kid.dep == "prep" and kid.i > noun.i or kid.dep == "det" and kid.lower in ("that", "this") or kid.lower == "same"
        for kid in child_rows(doc)[noun.i]
    )


def _unmarked_clause(doc: Doc, verb: int) -> bool:
    """A clause with its own subject and no subordinator ("when", "although") opening it.

    Such a "subordinate" clause before the subject is a main clause the parse hung on a
    later verb; "Although it rained," and "Supported by his team," open a sentence.
    """
    kids = child_rows(doc)[verb]
    return any(kid.dep in SUBJECT_DEPS for kid in kids) and not any(
        kid.dep == "mark" or kid.dep == "advmod" and kid.tag == "WRB" for kid in kids
    )
