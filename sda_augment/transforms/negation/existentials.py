"""The noun phrase an existential clause ("There are people at the station") asserts.

NEG denies such a clause on its noun phrase: a bare plural or mass noun takes "no" ("There
are no people", "there were no concerns"), since "There are not people" reads as a
correction, not a denial; a phrase with a determiner or a number keeps "not" ("There is not
a record", "There are not three boats"). A later clause whose pronoun refers back to what
was denied ("..., and other trains are whizzing by them") would contradict the denial, so
NEG skips such a sentence and DN puts no inner negation in it (:data:`BACK_REFERENCE`).

The phrase is read by position after "be", not from the parse: the parser often hangs the
noun on a later verb ("people" as the subject of "whizzing").
"""

from __future__ import annotations

from ...analysis.clause import Clause
from ...analysis.tokens import Row, rows
from ...reasons import register_reason
from .rules import rule_data

BACK_REFERENCE = register_reason(
    "neg.scope.back_reference", "a later clause refers back to what the existential denies ('... whizzing by them')"
)

_RUN_TAGS = frozenset({"JJ", "JJR", "NN", "NNS", "HYPH"})
_MODIFIER_TAGS = frozenset({"VBN", "VBG"})  # "armed guards", "flashing lights" as modifiers
_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})
_FINITE_TAGS = frozenset({"VBZ", "VBP", "VBD", "MD"})
_RELATIVES = frozenset({"who", "which", "that", "whose", "whom"})
_BOUNDARIES = frozenset({",", ";", "and", "but", "or", "while", "as", "so", "whilst"})
_PLURAL_PRONOUNS = frozenset({"they", "them", "their", "theirs", "themselves"})
_SINGULAR_PRONOUNS = frozenset({"he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself"})


def _be_index(clause: Clause) -> int | None:
    """The index of "be" in a clause with the expletive subject "there", else None."""
    if clause.subject.lower_ != "there" or clause.head.last.lemma_ != "be":
        return None
    return clause.head.last.i


def bare_existential_noun(clause: Clause) -> int | None:
    """Where a bare plural or mass noun phrase starts right after "there is/are", else None.

    "There are circular bartizans on ..." gives the index of "circular"; "There is a
    record", "There are three boats", "There is enough room" and "There are very strict
    conditions" give None ("not" stays after "be").
    """
    be = _be_index(clause)
    if be is None:
        return None
    table = rows(clause.sent.doc)
    end = clause.sent.end
    start = be + 1
    if start >= end or table[start].lower in rule_data().add_not.no_blocked:
        return None
    last_noun = None
    following = None
    for row in table[start:end]:
        if not (row.tag in _RUN_TAGS or (row.tag in _MODIFIER_TAGS and row.dep in ("amod", "compound"))):
            following = row
            break
        if row.tag in ("NN", "NNS"):
            last_noun = row
    if last_noun is None or (following is not None and (following.tag in _NOUN_TAGS or following.tag == "POS")):
        return None  # "There are people's ..." or a name after the nouns: not a plain bare phrase
    return start


def back_reference(clause: Clause) -> bool:
    """A pronoun in a later clause that can refer to the existential's noun phrase.

    "There are people at the station ... and other trains are whizzing by them": denying
    the people leaves "them" pointing at nobody. The pronoun must agree in number with the
    phrase's first noun and stand in a later clause with a finite verb of its own, not a
    relative clause ("There is a man who holds his hat" keeps "his" inside the phrase).
    """
    be = _be_index(clause)
    if be is None:
        return False
    table = rows(clause.sent.doc)
    after = table[be + 1 : clause.sent.end]
    noun = next((row for row in after if row.tag in _NOUN_TAGS or row.tag == "PRP"), None)
    if noun is None:
        return False
    pronouns = _PLURAL_PRONOUNS if noun.tag in ("NNS", "NNPS") else _SINGULAR_PRONOUNS
    later = _later_clause_start(table, noun, clause.sent.end)
    return later is not None and any(row.lower in pronouns for row in table[later : clause.sent.end])


def _later_clause_start(table: tuple[Row, ...], noun: Row, end: int) -> int | None:
    """Where the first clause after ``noun`` with a finite verb of its own starts (after its
    "and" or comma, so its subject counts: "and he is reading"); a relative clause's verb
    ("who is holding") does not count."""
    for row in table[noun.i + 1 : end]:
        if row.tag in _FINITE_TAGS and table[row.i - 1].lower not in _RELATIVES:
            start = row.i
            while start - 1 > noun.i and table[start - 1].lower not in _BOUNDARIES:
                start -= 1
            return start
    return None
