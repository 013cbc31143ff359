"""How MV reads a main clause before it writes a modal: where "must" would not be an inference.

"must" on a present event reads as an obligation ("She must travel"), on a negative subject
or a negative existential as an injunction ("there must be no doubts"), and on a list
header it says nothing about the list the header announces; a capitalised adverb before the
verb ends a title. :func:`~sda_augment.transforms.modal.mv.explain_modal` asks these first.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.clause import Clause
from ...analysis.document import doc_text
from ...analysis.rules import grammar
from ...analysis.tokens import Row, child_rows, rows, sent_rows
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token


@lru_cache(maxsize=1)
def negative_words() -> frozenset[str]:
    negatives = grammar().negatives
    return frozenset(negatives.indefinites) | negatives.downward | {"no"}


def negative_subject(clause: Clause) -> bool:
    """A subject with a negative or downward quantifier ("Nobody", "Neither of them", "Few people")."""
    words = negative_words()
    subject = clause.subject
    doc = subject.doc
    table = rows(doc)
    # The subject word and its quantifiers only: a negative inside a relative clause ("who
    # had no other children") or a quoted title ('"No Quiero Saber"') leaves the claim positive.
    indices = [subject.i]
    for child in child_rows(doc)[subject.i]:
        if child.dep in ("det", "amod", "nummod", "predet", "preconj", "quantmod", "neg", "advmod"):
            token = doc[child.i]
            indices.extend(range(token.left_edge.i, token.right_edge.i + 1))
    for i in indices:
        if table[i].lower in words and not (i > 0 and table[i - 1].lower == "a") and not _size_adjective(doc[i], subject):
            return doc_text(doc)[clause.sent.start_char : subject.left_edge.idx].count('"') % 2 == 0
    return False


def _size_adjective(token: Token, subject: Token) -> bool:
    """"little" as a size ("The little boy", "Two little kids", "A happy little girl", "Little
    kids"), not the quantifier of "Little evidence remains" or "Very little is known": after a
    determiner, a number, a possessive or an adjective, or before a plural noun (the
    quantifier takes a mass noun)."""
    if token.lower_ != "little":
        return False
    before = token.doc[token.i - 1] if token.i > subject.left_edge.i else None
    if before is not None and (before.pos_ in ("DET", "NUM", "ADJ") or before.tag_ in ("POS", "PRP$")):
        return True
    return token.i < subject.i and subject.tag_ in ("NNS", "NNPS")


def inferential(clause: Clause) -> bool:
    """Whether "must" on this clause reads as an inference, not an obligation."""
    if clause.tense != "present" or clause.main_verb_be or clause.perfect or clause.progressive:
        return True
    lemma = clause.lemma
    doc = clause.sent.doc
    if not clause.has_aux:
        return False  # "has two co-chairs" / "consists of": "must" reads as a rule; emphatic do instead
    habitual = rule_data().present.habitual_adverbs
    if any(doc[i].lower_ in habitual for i in range(clause.finite.i + 1, clause.head.first.i)):
        return False  # "is generally made from mid-December": a habitual event
    after = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
    if clause.passive:
        if after is not None and after.lower_ == "to" and after.pos_ == "PART" or doc[clause.head.first.i - 1].lower_ == "all":
            return False  # "is set to be released", "is all set to": a plan, not a state
        return lemma in rule_data().present.stative_participles
    if lemma in rule_data().present.copular_only:
        return after is not None and (after.lower_ == "to" or after.pos_ == "ADJ")
    if any(aux.lemma_ == "have" for aux in clause.auxes):
        return True
    return lemma in rule_data().present.stative_verbs


def _last_words(clause: Clause) -> list[Row]:
    """The sentence's last two tokens that are not whitespace, from the per-Doc table."""
    found: list[Row] = []
    for row in reversed(sent_rows(clause.sent)):
        if not row.space:
            found.insert(0, row)
            if len(found) == 2:
                break
    return found


def list_header(clause: Clause) -> bool:
    """"Past winners include:": the sentence ends in ':' right after its verb or a preposition."""
    words = _last_words(clause)
    return len(words) == 2 and words[1].lower == ":" and words[0].pos in ("ADP", "VERB", "AUX", "PART")


def object_before_colon(clause: Clause) -> bool:
    """"The university has three colleges:": the claim is complete before the list it announces.

    True when the colon follows a noun phrase that is the verb's object (or, for a passive,
    its prepositional complement: "is divided into three levels:"); "include:" or
    "the course of:" leave the claim to the list.
    """
    words = _last_words(clause)
    if len(words) < 2 or words[0].pos not in ("NOUN", "PROPN", "NUM"):
        return False
    last = clause.sent.doc[words[0].i]
    head = clause.head.last
    top = last
    while top.head.i != top.i and top.head.i != head.i:
        top = top.head
    return top.head.i == head.i and top.dep_ in ("dobj", "prep", "agent", "attr") and any(
        t.dep_ in ("det", "nummod", "amod", "poss") for t in last.children
    )


def negative_existential(clause: Clause) -> bool:
    """"there is no doubt": "must" on a negative existential reads as "let there be none"."""
    if clause.subject.lower_ != "there" or clause.tense != "present":
        return False  # "There must have been no census" still reads as an inference
    head = clause.head.last
    return any(
        child.dep_ in ("attr", "nsubj") and child.i > head.i and any(g.lower_ == "no" for g in child.children)
        for child in head.children
    )


def capitalised_preverbal(clause: Clause) -> bool:
    """A capitalised adverb between the subject and the verb, past the sentence's first word
    and not opening a quotation: the end of a title ("Unlikely Stories, Mostly is the first
    collection"); '"Why" is a song' quotes its title."""
    doc, start = clause.sent.doc, clause.sent.start
    return any(
        token.i > start and token.pos_ == "ADV" and token.text[:1].isupper()
        and not doc[token.i - 1].is_quote and doc[token.i - 1].text not in ("(", "[")
        for token in clause.preverbal
    )


def either_or(clause: Clause) -> bool:
    """ "either" between the subject and the verb: the modal would break "either ... or".

    "The companies either collapsed or were forced into mergers" → "either must have
    collapsed or were forced": the second side keeps its own finite verb.
    """
    table = rows(clause.sent.doc)
    return any(row.lower == "either" for row in table[clause.subject.right_edge.i + 1 : clause.head.first.i])
