"""The finite verb made to agree with the new subject.

Only a verb that shows person changes: the present ("watch" → "watches") and the forms
of "be", "have" and "do" ("are" → "is", "were" → "was", "don't" → "doesn't"). A past
simple verb and a modal keep their form ("chased", "will chase"). A contracted auxiliary
stays contracted ("they're" → "he's"); one with no contracted form for the new subject
("amn't") leaves the sentence alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.clause import AMBIGUOUS_VERB, Clause
from ...analysis.morphology import primary_form
from ...analysis.rules import grammar
from ...edits import Edit, token_end
from ...reasons import Skip, register_reason
from .phrases import Person

if TYPE_CHECKING:
    from spacy.tokens import Token

NO_FORM = register_reason(
    "subj_obj_swap.agreement", "the verb has no form for the new subject ('amn't'), or its number is unclear"
)
_NEGATIONS = frozenset({"n't", "n’t"})


def agreement_edits(clause: Clause, person: Person | None) -> list[Edit] | Skip:
    """The edits that make ``clause``'s finite verb agree with a subject of ``person``."""
    if clause.auxes:
        return _auxiliary_edits(clause.auxes[0], person)
    head = clause.head
    if head.tag not in ("VBZ", "VBP"):
        return []  # the past simple shows no person
    if person is None:
        return Skip(NO_FORM)
    target = "VBZ" if person == "singular" else "VBP"
    if target == head.tag:
        return []
    form = head.form(target)
    if form is None:
        return Skip(AMBIGUOUS_VERB)
    return [head.replace(form)] if form != head.text else []


def _auxiliary_edits(finite: Token, person: Person | None) -> list[Edit] | Skip:
    lemma = finite.lemma_.lower()
    if finite.tag_ == "MD" or lemma not in grammar().auxiliaries.primary:
        return []
    if lemma != "be" and finite.tag_ == "VBD":
        return []  # "had", "did": one form for every person
    if person is None:
        return Skip(NO_FORM)
    new = primary_form(lemma, "past" if finite.tag_ == "VBD" else "present", person)
    if new is None:
        return []
    written = finite.text
    if written[:1] in ("'", "’"):
        clitic = grammar().contractions.clitics.get(new)
        if clitic is None:
            return Skip(NO_FORM)
        new = clitic.replace("'", written[0])
    elif _negated(finite) and new == "am":
        return Skip(NO_FORM)  # "I amn't": no such word
    if new.lower() == written.lower():
        return []
    if written[:1].isupper():
        new = new[:1].upper() + new[1:]
    return [Edit(finite.idx, token_end(finite), new)]


def _negated(finite: Token) -> bool:
    """The auxiliary carries "n't" ("isn't", "don't")."""
    doc = finite.doc
    return not finite.whitespace_ and finite.i + 1 < len(doc) and doc[finite.i + 1].lower_ in _NEGATIONS
