"""Negation cues and negative polarity items in a main clause.

Whether the clause is negative already decides between NEG's rules: remove or swap a
negation it has, or add one where it has none (:func:`negation_cues`). A word that needs a
negation after it ("until", "any", "ever") pins that negation in place
(:func:`last_npi_index`). Both answers are memoised on the clause: NEG and DN both ask.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.clause import Clause, clause_memo
from ...analysis.document import MemoKey, doc_text
from ...analysis.rules import grammar
from ...analysis.syntax import opens_quotation
from ...analysis.tokens import rows, sent_rows, sent_words
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token

_CUES: MemoKey = MemoKey("negation_cues")
_LAST_NPI: MemoKey[int] = MemoKey("last_npi")


def negation_cues(clause: Clause) -> bool:
    """Whether the main clause already says "not", "never", "nobody", "no ..." (memoised)."""
    if clause.negations:
        return True
    return clause_memo(clause, _CUES, _find_cues)


def _find_cues(clause: Clause) -> bool:
    if sent_words(clause.sent)[0].isdisjoint(_cue_words()):
        return False  # the common case: no negative word at all
    swaps = grammar().negatives.indefinites
    head = clause.head.last
    heads = (head.i, clause.head.first.i)
    cues = grammar().negatives.downward
    subject_span = range(clause.subject.left_edge.i, clause.subject.right_edge.i + 1)
    table = rows(clause.sent.doc)
    sentence = table[clause.sent.start : clause.sent.end]
    for row in sentence:
        if row.lower not in cues:
            continue
        if row.lower in rule_data().cues.affirmative_after_a and row.i > 0 and table[row.i - 1].lower == "a":
            continue
        if row.i in subject_span or row.head in heads:
            return True
    second = _second_cue_words()
    for row in sentence:
        if row.lower not in second:
            continue
        if row.lower in swaps and row.head in heads:
            return True
        if row.lower == "no" and in_quotation(clause.sent.doc[row.i]):
            continue  # '"Ryūsei no Howl"': a quoted title's word, not the clause's negation
        if row.lower == "no" and row.dep == "det" and _noun_of_clause(clause.sent.doc[row.i], head):
            return True
        if row.lower == "no" and row.head == head.i:
            return True
        if row.lower == "longer" and row.i > 0 and table[row.i - 1].lower == "no" and row.head == head.i:
            return True
    return False


@lru_cache(maxsize=1)
def _cue_words() -> frozenset[str]:
    """Every word :func:`_find_cues` can fire on."""
    return grammar().negatives.downward | _second_cue_words()


@lru_cache(maxsize=1)
def _second_cue_words() -> frozenset[str]:
    """The words the second pass of :func:`_find_cues` looks at: swappable words, "no", "longer"."""
    return frozenset(grammar().negatives.indefinites) | {"no", "longer"}


def _noun_of_clause(token: Token, head: Token) -> bool:
    """Whether ``token`` sits in a noun phrase that is an argument of ``head``.

    "no Irish Guards regiment": "no" hangs on "Guards", a compound of the attribute.
    """
    node = token.head
    while node.i != head.i and node.head.i != node.i:
        if node.dep_ not in ("compound", "amod", "nmod", "nummod", "attr", "dobj", "nsubj", "nsubjpass", "oprd", "appos", "conj"):
            return False
        node = node.head
    return node.i == head.i


def last_npi_index(clause: Clause) -> int:
    """Index of the sentence's last word that needs a negation ("until", "any", "ever"), or -1.

    Neither removing a negation before it nor swapping a negative word before it leaves
    English ("left until noon", "Another suspect has ever been ..."). Memoised: both ask.
    """
    return clause_memo(clause, _LAST_NPI, _find_last_npi)


def _find_last_npi(clause: Clause) -> int:
    npis = rule_data().npi.words
    return max((row.i for row in sent_rows(clause.sent) if row.lower in npis), default=-1)


def in_quotation(token: Token) -> bool:
    """Whether ``token`` stands inside double quotes opened earlier in its sentence."""
    return opens_quotation(doc_text(token.doc)[token.sent.start_char : token.idx])
