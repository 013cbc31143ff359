"""Where removing a negation leaves no clean contradiction, and the skip code that says why.

NEG, DN's inner negation and NEG_REMOVAL remove the main clause's "not" only through
:func:`removals`; these checks come before NEG's edit.
A word after the negation may lean on it (a negative polarity item: "did not leave
until noon", "did not like it at all"; a contrast: "was not a soldier but a sailor";
a focus word: "not only", "not even"); a modal may make the pair no contradiction
("may not"); or the negation may sit outside the main clause's verb ("She said he did not
come", "if not the best"). Coordinated verbs under one do-support take its tense once it
goes ("did not sing and dance" → "sang and danced").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.clause import Clause, VerbWord
from ...analysis.rules import grammar
from ...analysis.syntax import SUBJECT_DEPS
from ...analysis.tokens import Row, child_rows, rows, word_bounds
from ...edits import Edit
from ...reasons import Skip, register_reason
from .cues import last_npi_index, negation_cues
from .local_edits import remove_negation
from .rules import rule_data
from .scope import existential_subject, possibility_modal

if TYPE_CHECKING:
    from spacy.tokens import Token

FIXED_NEGATION = register_reason(
    "neg.fixed_negation", "negation that cannot be removed cleanly (focus word or 'until'/'any')"
)
POSSIBILITY_MODAL = register_reason("neg.possibility_modal", "modal of possibility ('may', 'might', 'could')")
EXISTENTIAL_SUBJECT = register_reason(
    "neg.existential_subject", "existential or numeric subject ('some', 'several', 'over 40,000')"
)
NO_NEGATION = register_reason("neg_removal.no_negation", "no negation in the sentence's main clause")
NEVER = register_reason("neg_removal.never", "'never', not 'not' ('never' is removed with never=true)")
NEGATIVE_WORD = register_reason(
    "neg_removal.negative_word", "a negative word, not 'not' ('nobody', 'nothing', 'no' + noun: NEG swaps it)"
)
SUBORDINATE_ONLY = register_reason(
    "neg_removal.subordinate_only", "negation only outside the main clause's verb (a subordinate clause, an infinitive, a phrase)"
)
COORDINATED = register_reason("neg_removal.coordinated_verb", "negation only on a verb coordinated with the main one")
NOT_ONLY = register_reason("neg_removal.not_only", "'not only' / 'not just': a focus construction")
NOT_UNTIL = register_reason("neg_removal.not_until", "'not ... until': the time phrase needs the negation")
NPI = register_reason("neg_removal.npi", "a word that needs the negation ('any', 'ever', 'yet', 'either', 'at all')")
LITOTES = register_reason("neg_removal.litotes", "litotes ('not unlike', 'not without')")
FOCUS = register_reason("neg_removal.focus", "a focus word after 'not' ('not even', 'not always', 'not all')")
NOT_TO_MENTION = register_reason("neg_removal.not_to_mention", "'not to mention'")
IF_NOT = register_reason("neg_removal.if_not", "'if not' ('one of the best, if not the best')")
OR_NOT = register_reason("neg_removal.or_not", "'whether or not' / 'or not'")
CONTRAST = register_reason(
    "neg_removal.contrast", "a contrast or second negation that leans on 'not' ('not X but Y', 'nor', 'instead')"
)
IDIOM = register_reason("neg_removal.idiom", "a fixed phrase ('should not be confused with', 'cannot wait to')")
NEGATIVE_MODAL = register_reason("neg_removal.negative_modal", "'need not' / 'dare not': the modal needs its negation")
MISREAD = register_reason(
    "neg_removal.misread", "'not'/'n't' inside the verb group that the parse does not read as a negation"
)
CONJUNCT_FORM = register_reason(
    "neg_removal.conjunct_form", "a verb coordinated under the removed do-support whose tense cannot follow it"
)

_NOT_WORDS = frozenset({"not", "n't", "never"})


def word(token: Token) -> str:
    """The token's lower-case word, typographic apostrophe straightened ("n’t" → "n't")."""
    return token.lower_.replace("’", "'")


def _straight(lower: str) -> str:
    return lower.replace("’", "'")


@lru_cache(maxsize=1)
def _negation_words() -> frozenset[str]:
    """Every word that makes a sentence worth a closer look: "not", "never", "nobody", "no" ..."""
    return frozenset({"not", "n't", "n’t", "never", "no", "none", "neither", "nor"}) | frozenset(
        grammar().negatives.indefinites
    )


def mentions_negation(words: frozenset[str]) -> bool:
    """Whether a sentence's words include a negation at all (most do not)."""
    return not words.isdisjoint(_negation_words())


def modal_problem(clause: Clause) -> Skip | None:
    """ "need not", "dare not", or a possibility ("may not", "could not have") that removal does not deny."""
    finite = clause.finite
    if clause.has_aux and finite.lower_ in rule_data().neg_removal.negative_modals:
        return Skip(NEGATIVE_MODAL)  # "need not apply": "need" is an auxiliary only before a negation
    if not possibility_modal(clause):
        return None
    if finite.lower_ in rule_data().neg_removal.ability_modals and not any(aux.lemma_ == "have" for aux in clause.auxes[1:]):
        return None  # "could not attend" denies an ability: "could attend" contradicts it
    return Skip(POSSIBILITY_MODAL)


def removal_problem(clause: Clause) -> Skip | None:
    """Why no negation of ``clause`` can go: its modal, an existential subject, a contrast."""
    problem = modal_problem(clause)
    if problem is None and existential_subject(clause):
        problem = Skip(EXISTENTIAL_SUBJECT)  # "Some did not" and "Some did" can both be true
    return problem or clause_guard(clause)


def removals(clause: Clause, targets: Sequence[Token]) -> tuple[list[tuple[str, list[Edit]]], Skip]:
    """The rule and edits of each clean removal of ``targets``, and why the last refused one was.

    "did not like it at all" → "liked it at all" is no English: NEG and NEG_REMOVAL both
    remove a negation only through here.
    """
    problem = removal_problem(clause)
    if problem is not None:
        return [], problem
    found: list[tuple[str, list[Edit]]] = []
    reason = Skip(FIXED_NEGATION)
    for neg in targets:
        removed = guarded_removal(clause, neg)
        if isinstance(removed, Skip):
            reason = removed
        else:
            found.append(removed)
    return found, reason


def guarded_removal(clause: Clause, neg: Token) -> tuple[str, list[Edit]] | Skip:
    """NEG's rule and edits that remove ``neg``, or why the result is no clean claim.

    The one removal NEG and NEG_REMOVAL both write: :func:`negation_guard` first, then
    :func:`.local_edits.remove_negation`, then the tense of verbs coordinated under a
    removed do-support. :func:`removal_problem` is the caller's, once per clause.
    """
    problem = negation_guard(clause, neg)
    if problem is not None:
        return problem
    edited = remove_negation(clause, neg)
    if edited is None:
        return Skip(FIXED_NEGATION)
    rule, edits = edited
    if clause.has_aux and clause.auxes[0].lemma_ == "do" and word(neg) != "never":
        extra = conjunct_edits(clause)  # "did not sing and dance" → "sang and danced"
        if isinstance(extra, Skip):
            return extra
        edits = edits + extra
    return rule, edits


def clause_guard(clause: Clause) -> Skip | None:
    """A contrast in the sentence that the negation sets up ("not X but Y", "X, but Y did not")."""
    words = rule_data().neg_removal.contrast_words
    if any(row.lower in words for row in rows(clause.sent.doc)[clause.sent.start : clause.sent.end]):
        return Skip(CONTRAST)
    return None


def negation_guard(clause: Clause, neg: Token) -> Skip | None:
    """Why removing ``neg`` would leave a word that leans on it, or None."""
    data = rule_data().neg_removal
    table = rows(clause.sent.doc)
    end = clause.sent.end
    code = _phrase_code(table, neg.i, end)
    if code is not None:
        return code
    after = table[neg.i + 1 : end]
    if word(neg) == "never" and after and after[0].lower in data.never_focus:
        return Skip(FOCUS)  # "never once lost" → "once lost": a time, not the denial's opposite
    if any(_phrase_at(table, row.i, end, phrase) for row in after[:1] for phrase in data.idioms):
        return Skip(IDIOM)
    if any(row.lower in data.until_words for row in after):
        return Skip(NOT_UNTIL)
    if last_npi_index(clause) > neg.i or any(row.lower in data.npi_words for row in after):
        return Skip(NPI)
    if any(_phrase_at(table, row.i, end, phrase) for row in after for phrase in data.npi_phrases):
        return Skip(NPI)
    return None


def _phrase_code(table: tuple[Row, ...], i: int, end: int) -> Skip | None:
    """The code of a fixed phrase that "not" at ``i`` belongs to ("not only", "if not"), or None."""
    data = rule_data().neg_removal
    following = table[i + 1].lower if i + 1 < end else ""
    previous = table[i - 1].lower if i > 0 else ""
    if following in data.only_words:
        return Skip(NOT_ONLY)
    if following in data.litotes_words:
        return Skip(LITOTES)
    if following in data.until_words:
        return Skip(NOT_UNTIL)
    if any(_phrase_at(table, i, end, phrase) for phrase in data.mention_phrases):
        return Skip(NOT_TO_MENTION)
    if previous in data.if_words:
        return Skip(IF_NOT)
    if previous in data.or_words:
        return Skip(OR_NOT)
    if following in rule_data().remove_not.blocked_before:
        return Skip(FOCUS)
    return None


def _phrase_at(table: tuple[Row, ...], start: int, end: int, phrase: str) -> bool:
    """Whether the words from ``start`` on read ``phrase`` (its words lower case, space-separated)."""
    words = phrase.split()
    if start + len(words) > end:
        return False
    return all(_straight(table[start + k].lower) == part for k, part in enumerate(words))


def leaning_before(clause: Clause, neg: Token) -> bool:
    """An adverb before the negation in its verb group that leans on it: "They still had not
    identified" means "had not yet identified"; "They still had identified" says nothing a
    careful writer would."""
    table = rows(clause.sent.doc)
    start = min([aux.i for aux in clause.auxes] + [clause.head.first.i, neg.i])
    words = rule_data().neg_removal.leaning_before
    return any(row.lower in words for row in table[max(start - 1, clause.sent.start) : neg.i])


def elsewhere_reason(clause: Clause) -> Skip:
    """Why a sentence whose main clause has no "not" on its verb is skipped."""
    doc = clause.sent.doc
    table = rows(doc)
    end = clause.sent.end
    nots = [row for row in table[clause.sent.start : end] if _straight(row.lower) in _NOT_WORDS]
    if any(clause.finite.i < row.i < clause.head.first.i for row in nots):
        return Skip(MISREAD)  # "wasn’t included" with "n’t" tagged a noun auxiliary
    for row in nots:
        found = _phrase_code(table, row.i, end)
        if found is not None and found.code != FOCUS:
            return found
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    if any(_on_conjunct(table, row.head, head_ids) for row in nots):
        return Skip(COORDINATED)
    if nots:
        return Skip(SUBORDINATE_ONLY)
    if negation_cues(clause):
        return Skip(NEGATIVE_WORD)
    return Skip(NO_NEGATION)


def _on_conjunct(table: tuple[Row, ...], index: int, head_ids: set[int]) -> bool:
    """Token ``index`` is a verb coordinated with the main verb (through a chain of conjuncts)."""
    row = table[index]
    while row.dep == "conj" and row.head != row.i:
        if row.head in head_ids:
            return True
        row = table[row.head]
    return False


def conjunct_edits(clause: Clause) -> list[Edit] | Skip:
    """Edits that give bare verbs coordinated under the removed do-support its tense.

    "did not sing and dance" → "sang and danced": once "did" goes, "dance" must carry the
    past itself. A conjunct with its own subject or auxiliary stands on its own and is left
    as it is; a bare conjunct whose form cannot be built skips the sentence.
    """
    doc = clause.sent.doc
    tag = clause.finite.tag_
    kids = child_rows(doc)
    edits: list[Edit] = []
    todo = list(range(clause.head.first.i, clause.head.last.i + 1))
    while todo:
        for child in kids[todo.pop()]:
            if child.dep != "conj":
                continue
            if child.pos in ("NOUN", "PROPN") and not any(grand.dep == "det" for grand in kids[child.i]):
                return Skip(CONJUNCT_FORM)  # "did not sing and dance" with "dance" tagged a noun
            if child.pos not in ("VERB", "AUX"):
                continue
            own = {grand.dep for grand in kids[child.i]}
            if own & SUBJECT_DEPS:
                continue  # "..., and she stayed": a clause of its own
            todo.append(child.i)
            if own & {"aux", "auxpass", "neg"}:
                continue  # "did not go and will not return": its own auxiliary
            if child.tag != "VB":
                return Skip(CONJUNCT_FORM)  # "did not go and sat": already finite, or mis-tagged
            first, last = word_bounds(doc[child.i])
            form = VerbWord(first, last, "VB").form(tag)
            if form is None:
                return Skip(CONJUNCT_FORM)
            edits.append(VerbWord(first, last, "VB").replace(form))
    return edits
