"""Clauses the parse got wrong in a way no rewrite mends (each a skip code), and a "not"
hung away from its verb.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reasons import Skip
from ..clause_reasons import (
    HEADING_PARTICIPLE,
    INVERSION,
    NAME_VERB,
    NOUN_VERB,
    REDUCED_RELATIVE,
    RUN_ON,
    SUBORDINATE,
)
from ..morphology import lemma_table
from ..rules import grammar
from ..syntax import AUX_DEPS, FINITE_TAGS, SUBJECT_DEPS
from ..tokens import rows, sent_text
from .base import Repair, VerbGroup

if TYPE_CHECKING:
    from spacy.tokens import Token


# --- a clause the parse got wrong: skipped --------------------------------------------------


_OPENERS = (":", '"', "“", "(", "[", "-", "–", "—")


def _name_as_verb(group: VerbGroup) -> Skip | None:
    """A capitalised "verb" mid-sentence: a name ("... assistant, Go Nan-do")."""
    first, sent = group.first, group.sent
    before = first.doc[first.i - 1] if first.i > 0 else None
    if first.text[:1].isupper() and before is not None and before.text not in _OPENERS and first.i > sent.start:
        return Skip(NAME_VERB)
    return None


def _noun_as_verb(group: VerbGroup) -> Skip | None:
    """A bare verb the dictionary knows only as a noun ("The battalion setup its weapons")."""
    if group.auxes:
        return None
    table = lemma_table(group.last.lower_)
    if "NOUN" in table and "VERB" not in table and "AUX" not in table:
        return Skip(NOUN_VERB)
    return None


VERB_MISREADS: tuple[Repair[VerbGroup, Skip], ...] = (
    Repair(
        "name_read_as_verb",
        detects="a capitalised word mid-sentence tagged as the main verb: a name",
        rewrites="skips (clause.name_verb)",
        example="Lee Saw Kim (born 1950) was a Korean painter.",
        find=_name_as_verb,
    ),
    Repair(
        "noun_read_as_verb",
        detects="the main verb is a word the dictionary knows only as a noun",
        rewrites="skips (clause.noun_verb)",
        example="The battalion setup its guns on the hill.",
        find=_noun_as_verb,
    ),
)


def _fronted_predicate(group: VerbGroup) -> Skip | None:
    """A subject pronoun right after the verb that is not its own: a fronted predicate read as
    the verb ("Homeward bound she was at Kedgeree"), not reported speech without "that"."""
    last = group.last
    doc = last.doc
    after = doc[last.i + 1] if last.i + 1 < len(doc) else None
    if after is None or after.lower_ not in grammar().pronouns.nominative or after.dep_ not in SUBJECT_DEPS or after.head.i == last.i:
        return None
    if after.head.dep_ == "ccomp" and after.head.head.i == last.i and after.head.i > after.i \
            and last.lemma_.lower() in grammar().clauses.reporting_verbs:
        return None  # "The Dictionary notes he was ...": reported speech without "that"
    return Skip(INVERSION)


def _run_on(group: VerbGroup) -> Skip | None:
    """A finite verb right after the main one, on it, with no subject: "The ship repaired took timber"."""
    last = group.last
    doc = last.doc
    after = doc[last.i + 1] if last.i + 1 < len(doc) else None
    if after is not None and after.tag_ in ("VBD", "VBZ") and after.dep_ in ("ccomp", "conj", "advcl", "dep") \
            and after.head.i == last.i and not any(c.dep_ in SUBJECT_DEPS for c in after.children):
        return Skip(RUN_ON)
    return None


def _opening_subordinator(group: VerbGroup) -> Skip | None:
    """The verb's clause opens with a subordinator ("When", "If") and a finite clause of its own
    follows it: that later clause is the main one the parse missed.

    "While in prison, Pandit translated ..." and 'Before "Big Brother", Chanelle appeared
    ...' have no later clause: the subordinator only opens a phrase before the main verb.
    """
    sent, first, last = group.sent, group.first, group.last
    table = rows(sent.doc)
    start = sent.start
    while start < sent.end and (table[start].punct or table[start].space):
        start += 1  # an opening quote or bracket
    if start >= sent.end:
        return None
    opener = table[start]
    if opener.dep not in ("advmod", "mark") or opener.lower not in grammar().clauses.subordinators:
        return None
    head = table[opener.head]
    if not first.i <= head.i <= last.i and not (head.dep == "prep" and first.i <= head.head <= last.i):
        return None  # "When in June 1897, ...": the parse may hang it on a phrase of the verb
    doc = sent.doc
    for row in table[last.i + 1 : sent.end]:
        if row.tag in FINITE_TAGS and not doc[row.i].text[:1].isupper():  # not a title's "Ruled"
            verb = table[row.head] if row.dep in AUX_DEPS else row
            if verb.dep not in ("relcl", "conj", "ccomp"):
                return Skip(SUBORDINATE)
    return None


def _reduced_relative(group: VerbGroup) -> Skip | None:
    """"The team placed last ... will be relegated": the past form is a participle.

    The parser made the real verb a conjunct of the participle; a conjunct with its own finite
    auxiliary, no subject and no coordinator before it gives it away.
    """
    if group.auxes or group.tag != "VBD":
        return None
    last = group.last
    doc = last.doc
    for child in last.children:
        if child.dep_ != "conj" or child.i < last.i:
            continue
        kids = list(child.children)
        if any(c.dep_ in SUBJECT_DEPS for c in kids) or not any(c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in kids):
            continue
        if not any(t.dep_ == "cc" or t.lower_ in grammar().clauses.coordinators for t in doc[last.i + 1 : child.i]):
            return Skip(REDUCED_RELATIVE)
    return None


def _heading_participle(group: VerbGroup) -> Skip | None:
    """"Teams promoted from the Naisten Mestis": a heading whose "-ed" form is a participle.

    No final punctuation, a bare common-noun subject and no object: "Teams did not promote
    from" would turn the passive heading into an active claim.
    """
    if group.auxes or group.tag != "VBD" or group.subject is None:
        return None
    last, subject = group.last, group.subject
    if sent_text(group.sent).rstrip().endswith((".", "!", "?", '"', "”")):
        return None
    if subject.tag_ not in ("NN", "NNS", "NNPS") or any(c.dep_ in ("det", "poss", "nummod") for c in subject.children):
        return None
    if last.lower_.endswith("ed") and not any(c.dep_ in ("dobj", "obj") for c in last.children):
        return Skip(HEADING_PARTICIPLE)
    return None


CLAUSE_MISREADS: tuple[Repair[VerbGroup, Skip], ...] = (
    Repair(
        "fronted_predicate",
        detects="a fronted predicate read as the verb, its subject pronoun after it",
        rewrites="skips (clause.inversion)",
        example="Homeward bound she was at Kedgeree on 12 May.",
        find=_fronted_predicate,
    ),
    Repair(
        "run_on_verbs",
        detects="two finite verbs in a row, the second hung on the first without a subject (a participle read as a verb, or a word missing)",
        rewrites="skips (clause.run_on)",
        example="A man in a leather jacket with the collar popped kisses the neck of a woman.",
        find=_run_on,
    ),
    Repair(
        "subordinate_clause_as_root",
        detects="the clause of a sentence-opening 'when', 'if', ... made the root, the main clause after it",
        rewrites="skips (clause.subordinate)",
        example="When the individual awards were presented at the conclusion of the final, players of the two teams mopped up those on offer, claiming five of the seven available.",
        find=_opening_subordinator,
    ),
    Repair(
        "reduced_relative_as_verb",
        detects="the participle of a reduced relative clause read as the main verb, the real verb its conjunct",
        rewrites="skips (clause.reduced_relative)",
        example="The team placed last at the end of the season will be relegated.",
        find=_reduced_relative,
    ),
    Repair(
        "heading_participle",
        detects="a heading's participle read as a past verb ('Teams promoted from X')",
        rewrites="skips (clause.heading_participle)",
        example="Teams promoted from the Second Division",
        find=_heading_participle,
    ),
)


# --- a "not" hung away from the verb ----------------------------------------------------------


def _not_on_infinitive(group: VerbGroup) -> tuple[Token, ...] | None:
    """"Their goal is not to convert": the parser hangs "not" on the infinitive after "be"."""
    last = group.last
    doc = last.doc
    if group.auxes or last.lemma_ != "be" or last.i + 2 >= len(doc):
        return None
    after = doc[last.i + 1]
    if after.dep_ == "neg" and doc[last.i + 2].lower_ == "to":
        return (after,)
    return None


NEGATION_REPAIRS: tuple[Repair[VerbGroup, tuple[Token, ...]], ...] = (
    Repair(
        "not_on_infinitive",
        detects="'not' after a main verb 'be', hung on the infinitive that follows",
        rewrites="takes it as the clause's negation",
        example="Their goal is not to convert anyone.",
        find=_not_on_infinitive,
    ),
)
