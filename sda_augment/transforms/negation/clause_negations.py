"""Every single negation of a main clause, or the reason none is safe.

NEG offers each as a candidate; DN puts each under "It is not true that" so that the two
negations cancel. Both report :func:`negation_problem` when the list is empty.
"""

from __future__ import annotations

from ...analysis.agreement import verb_agrees
from ...analysis.clause import AMBIGUOUS_VERB, DISAGREEMENT, Clause
from ...analysis.stranded_conjuncts import STRANDED, conjunct_edits, handled, stranded_conjunct
from ...edits import Edit
from ...reasons import Skip, register_reason
from ...transform import Candidate
from .cues import negation_cues
from .local_edits import add_not, swap_candidates
from .removal_guards import (
    EXISTENTIAL_SUBJECT,
    FIXED_NEGATION,
    POSSIBILITY_MODAL,
    removals,
)
from .scope import (
    existential_subject,
    possibility_modal,
    scope_problem,
    trailing_participle,
)


def clause_negations(clause: Clause, contract: bool, embedded: bool = False) -> list[Candidate]:
    """Every single negation of ``clause``: removals and swaps if it is negative, else add_not."""
    options: list[Candidate] = []
    if possibility_modal(clause):
        return options  # "may not have been" / "may have been": both are mere possibilities
    if negation_cues(clause):
        options.extend(Candidate(rule, tuple(edits)) for rule, edits in removals(clause, clause.negations)[0])
        for rule, edits in swap_candidates(clause, embedded):
            options.append(Candidate(rule, tuple(edits)))
        return options
    if existential_subject(clause):
        return options  # "Some did not" would not contradict "Some did"
    if scope_problem(clause, strict=embedded):
        return options  # the frame states the denial instead
    if trailing_participle(clause):
        return options  # "were not heard, causing them to flee": the frame denies the result too
    edits = add_not(clause, contract)
    if edits is not None:
        extra = _conjunct_follows(clause, edits)
        if extra is not None:
            options.append(Candidate("neg.add_not", tuple(edits) + tuple(extra)))
    return options


def _conjunct_follows(clause: Clause, edits: list[Edit]) -> list[Edit] | None:
    """Edits that make a verb after "and" follow the negated one ("does not play ... and
    sing", "is not standing ... and sticking"); None when it cannot ("is not on a board
    and hangs")."""
    stranded = stranded_conjunct(clause)
    if stranded is None or handled(stranded, edits):
        return []  # none, or one the rewrite already gives its form ("does not sing and play")
    if clause.main_verb_be:
        return None  # "is not on a board and hangs": no form of the second verb follows "is not"
    if not clause.has_aux:
        target = "VB"  # do-support: "does not play ... and sing"
    else:
        target = "VBG" if clause.head.tag == "VBG" else ""
    return conjunct_edits(clause, target) if target is not None else None


PREVERBAL_ADVERB = register_reason(
    "neg.preverbal_adverb", "adverb or focus word before the verb ('only', 'notably', 'sometimes')"
)
NO_NOT_SITE = register_reason("neg.no_not_site", "no place for 'not' after the auxiliary")


def negation_problem(clause: Clause) -> Skip:
    """Why no single negation of ``clause`` is safe (the reason NEG and DN report)."""
    if negation_cues(clause):
        return Skip(FIXED_NEGATION) if possibility_modal(clause) else removals(clause, clause.negations)[1]
    if possibility_modal(clause):
        return Skip(POSSIBILITY_MODAL)
    if existential_subject(clause):
        return Skip(EXISTENTIAL_SUBJECT)
    scope = scope_problem(clause)
    if scope is not None:
        return scope
    added = add_not(clause, False) if stranded_conjunct(clause) is not None else None
    if added is not None and _conjunct_follows(clause, added) is None:
        return Skip(STRANDED)  # "is not on a board and hangs": the second verb cannot follow
    if not clause.has_aux and not clause.main_verb_be:
        if clause.head.form("VB") is None:
            return Skip(AMBIGUOUS_VERB)
        if not verb_agrees(clause.subject, clause.head.tag):
            return Skip(DISAGREEMENT)
        return Skip(PREVERBAL_ADVERB)
    return Skip(NO_NOT_SITE)
