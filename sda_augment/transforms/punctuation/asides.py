"""Commas that set off what the sentence could do without.

- around a *who/which/where* clause right after a name, or a *when* clause right after a
  year, which can only be non-restrictive ("Adelaide, which lies on the Torrens, ...",
  "until 1948, when it was renamed");
- the closing comma of an aside the writer opened after the subject and left open
  ("Her father, the merchant Wilhelm von Mirbach was ..." → "... von Mirbach, was ..."):
  only where the subject and the aside are of two kinds (a name and a common noun, or a
  participle phrase), since two names or two common nouns in a row are often a list, or
  the aside is a prepositional phrase with no verb ("His first assignment, in 1765 was");
- before a trailing contrast clause ("..., although it rained");
- before a participle phrase that ends the sentence and tells more of what its subject did
  ("He joined the firm in 1947, becoming its president in 1971"): only where no person or
  animal stands before it that could be the one doing it ("a woman in a coat wearing a
  scarf"), and not after a verb that takes it as its complement ("spent years trying").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.rules import grammar
from ...analysis.tokens import Row, child_rows
from ...edits import Edit
from .commas import capitalised, comma_after, main_clauses, own_subject
from .rules import rule_data
from .walk import VERBAL, Walk, contiguous, in_sentence, punct_row

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span


def relative_clause_commas(walk: Walk, sent: Span) -> list[list[Edit]]:
    """Commas around a who/which/where clause right after a proper name, or a when clause
    right after a year: the name or the year picks out one thing, so the clause can only add
    to it (non-restrictive)."""
    table, doc = walk.table, walk.doc
    found: list[list[Edit]] = []
    for index in in_sentence(walk.relatives, sent):
        clause = doc[index]
        opener, last = clause.left_edge.i, clause.right_edge.i
        if not contiguous(table, index, opener, last):
            continue
        noun = table[table[index].head]
        if opener == 0 or opener - 1 != noun.i:
            continue  # only "<Name> which ...", nothing between the name and the clause
        if not _picks_out_one(walk, noun, table[opener].lower):
            continue
        if _held_by_another(walk, noun) or _listed(walk, noun):
            continue
        edits = []
        comma = comma_after(doc, noun.i)
        if comma is None:
            continue
        edits.append(comma)
        if last + 1 < min(len(table), sent.end) and not punct_row(table[last + 1]):
            closing = comma_after(doc, last)
            if closing is None:
                continue
            edits.append(closing)
        found.append(edits)
    return found


def _picks_out_one(walk: Walk, noun: Row, opener: str) -> bool:
    """The word before the clause picks out one thing its opener can be about: a year before
    *when* ("until 1948 when it was renamed"), a name before *who/which/where*; not a month
    before *where* ("on 20 September where she landed": the place is named before the date)."""
    rules = rule_data().clause_comma
    if opener in rules.time_relatives:
        return _year(noun)
    if opener not in rules.relative_pronouns and opener not in rules.place_relatives:
        return False
    if noun.tag not in ("NNP", "NNPS") or not capitalised(walk.doc, noun) or not _unique_name(walk, noun):
        return False
    return not (opener in rules.place_relatives and noun.lower in rules.months)


def _year(noun: Row) -> bool:
    """A year written in four digits ("1948"): it names one time."""
    return noun.tag == "CD" and noun.lower.isdigit() and len(noun.lower) == 4


def _unique_name(walk: Walk, noun: Row) -> bool:
    """A name that picks out one thing: no determiner, or "the" before a name of two or more
    capitalised words ("the Flinders Street Presbyterian Society which ..."); not "the Paris
    which I knew"."""
    kids = child_rows(walk.doc)[noun.i]
    determiners = [kid for kid in kids if kid.dep == "det"]
    if not determiners:
        return True
    if len(determiners) > 1 or determiners[0].lower != "the":
        return False
    words = [kid for kid in kids if kid.dep == "compound" and kid.i < noun.i and capitalised(walk.doc, kid)]
    return bool(words)


def _listed(walk: Walk, noun: Row) -> bool:
    """The name is an item of a list ("Mumbai, Kolkata where ..."): the clause may be about
    one item or all, and a comma would say all."""
    return noun.dep == "conj" or any(kid.dep == "conj" for kid in child_rows(walk.doc)[noun.i])


def _held_by_another(walk: Walk, noun: Row) -> bool:
    """The name stands inside another's phrase, which the clause may be about: a region after
    its city ("Grand Rapids, Michigan who play ..."), or a name in a person's or animal's
    phrase ("people with Kiramental who can help")."""
    table = walk.table
    if noun.dep in ("appos", "npadvmod") and noun.i > 0 and table[noun.i - 1].lower == ",":
        return True
    if noun.dep == "pobj":
        outer = table[table[noun.head].head]
        return outer.pos in ("NOUN", "PRON") and outer.lower in grammar().captions.animate_nouns
    return False


def aside_closing_commas(walk: Walk, sent: Span) -> list[Edit]:
    """The closing comma of an aside opened by a comma after the subject and left open."""
    table, doc = walk.table, walk.doc
    kids = child_rows(doc)
    edits = []
    for verb in main_clauses(walk, sent):
        subject = own_subject(walk, verb)
        if subject is None:
            continue
        asides = [row for row in kids[subject] if row.dep in ("appos", "acl", "prep") and row.i > subject]
        asides += [row for row in kids[verb] if row.dep == "prep" and subject < row.i < verb]
        for aside in asides:
            token = doc[aside.i]
            first, last = token.left_edge.i, token.right_edge.i
            if first < 2 or table[first - 1].lower != "," or not contiguous(table, aside.i, first, last):
                continue
            opening = table[doc[subject].left_edge.i : first - 1]
            if any(row.lower == "," for row in _outside_brackets(opening)):
                continue  # the comma before the aside is not the first after the subject: a list, or more asides
            if aside.dep == "prep" and any(row.pos in VERBAL for row in opening):
                continue  # "ladies sitting at a table in a room, at the background are ...": a clause runs on
            if not _clean(table[first : last + 1]):
                continue
            last = _after_brackets(table, last)  # "Her father, the merchant W. von Mirbach (1858-1914) was"
            if last + 1 >= len(table):
                continue
            following = table[last + 1]
            if following.i != verb and not (following.head == verb and following.dep in ("aux", "auxpass", "neg", "advmod")):
                continue  # only the verb of the subject (or its auxiliary) after the aside
            if not (_verbless_phrase(walk, aside) if aside.dep == "prep" else _two_kinds(doc, table[subject], aside)):
                continue
            edit = comma_after(doc, last)
            if edit is not None:
                edits.append(edit)
    return edits


def _outside_brackets(words: tuple[Row, ...]) -> list[Row]:
    """The words that stand outside brackets ("Jordan Seamon (born November 28, 2002)")."""
    depth, found = 0, []
    for row in words:
        depth += (row.lower == "(") - (row.lower == ")")
        if depth == 0 and row.lower != ")":
            found.append(row)
    return found


def _after_brackets(table: tuple[Row, ...], last: int) -> int:
    """The index of the ")" closing a bracket that opens right after ``last``, else ``last``."""
    if last + 1 >= len(table) or table[last + 1].lower != "(":
        return last
    for row in table[last + 2 :]:
        if row.lower in ("(", ","):
            return last
        if row.lower == ")":
            return row.i
    return last


def _verbless_phrase(walk: Walk, preposition: Row) -> bool:
    """A prepositional aside with its object and no verb in it ("About 60 people, in Quarry
    Bay Station gathered", "Gauthier, along with a team of attorneys reached")."""
    token = walk.doc[preposition.i]
    words = walk.table[token.left_edge.i : token.right_edge.i + 1]
    has_object = any(kid.dep == "pobj" for kid in child_rows(walk.doc)[preposition.i]) or any(
        kid.dep == "prep" and any(grand.dep == "pobj" for grand in child_rows(walk.doc)[kid.i])
        for kid in child_rows(walk.doc)[preposition.i]
    )
    return has_object and preposition.tag == "IN" and not any(row.pos in VERBAL for row in words)


def _two_kinds(doc: Doc, subject: Row, aside: Row) -> bool:
    """A name and a description, in either order, or a participle phrase after a name:
    "Stafford, an American from Dayton", "His children, Arthur and Diana", "Her father, the
    merchant Karl Weber", "Ricky Agyemang, also known as Bullet". Two names ("Srinath,
    Kavitha and Loknath") or two plain common nouns in a row are more often a list the
    parse misread."""
    if aside.dep == "acl":
        return aside.tag == "VBN" and subject.pos == "PROPN"
    kids = child_rows(doc)

    def described(row: Row) -> bool:
        return any(kid.dep in ("det", "poss") for kid in kids[row.i])

    if subject.pos == "PROPN":
        return aside.pos == "NOUN" and described(aside)
    if subject.pos != "NOUN" or not described(subject):
        return False
    if aside.pos == "PROPN":
        return capitalised(doc, aside)
    named = any(kid.dep in ("appos", "compound") and kid.pos == "PROPN" for kid in kids[aside.i])
    listed = any(kid.dep in ("conj", "cc") for kid in (*kids[aside.i], *kids[subject.i]))
    return aside.pos == "NOUN" and described(aside) and named and not listed


def _clean(words: tuple[Row, ...]) -> bool:
    """No comma, semicolon, dash or quote inside the aside (brackets aside: "(1858–1914)"):
    its end is where the parse says."""
    marks = (",", ";", "–", "—", "-", '"', "“", "”")
    return not any(row.lower in marks and row.dep == "punct" for row in _outside_brackets(words))


def contrast_clause_commas(walk: Walk, sent: Span) -> list[Edit]:
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
            edit = comma_after(doc, before)
            if edit:
                edits.append(edit)
    return edits


def participle_commas(walk: Walk, sent: Span) -> list[Edit]:
    """Comma before a participle phrase that ends a clause of the sentence and tells more of
    what its subject did ("..., becoming president in 1971")."""
    table, doc = walk.table, walk.doc
    rules = rule_data().clause_comma
    animate = grammar().captions.animate_nouns
    kids = child_rows(doc)
    edits = []
    for verb in main_clauses(walk, sent):
        if own_subject(walk, verb) is None or doc[verb].lemma_.lower() in rules.ing_complement_verbs:
            continue
        for phrase in kids[verb]:
            if phrase.dep != "advcl" or phrase.tag != "VBG" or phrase.i < verb:
                continue
            token = doc[phrase.i]
            first, last = token.left_edge.i, token.right_edge.i
            if first != phrase.i or phrase.lower in rules.prepositional_participles:
                continue  # "while holding", "including": not a bare participle phrase
            if not contiguous(table, phrase.i, first, last) or _ends_elsewhere(table, last, sent):
                continue
            between = [row for row in table[verb + 1 : first] if row.dep not in _MODIFIER_DEPS]
            if any(row.lower in animate or row.pos == "PRON" for row in between) or table[first - 1].pos == "PROPN":
                continue  # someone else the participle could be about ("a woman in a coat wearing ...")
            if any(row.dep == "punct" for row in between):
                continue
            edit = comma_after(doc, first - 1)
            if edit is not None:
                edits.append(edit)
    return edits


# Words that only modify a noun and so cannot be the one doing what the participle says
# ("the family business"): not read for a person. A possessive still counts: "her work
# reporting from conflict zones" is her reporting, which a comma would cut off.
_MODIFIER_DEPS = ("compound", "amod")


def _ends_elsewhere(table: tuple[Row, ...], last: int, sent: Span) -> bool:
    """More of the sentence follows the phrase than its final mark."""
    rest = table[last + 1 : sent.end]
    return any(not punct_row(row) and not row.space for row in rest)
