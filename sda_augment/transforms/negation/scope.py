"""Whether one negation on the main clause would deny its claim, and only its claim.

A "not" on the verb can miss the claim (a modal of possibility, an existential subject:
"Some did not" does not contradict "Some did"), blur it (a scope adverb, "any", a trailing
participle clause), or find no claim to deny (a list header, a clause that says too
little). NEG then leaves the clause to its frame or skips it; DN skips it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.clause import Clause, clause_memo
from ...analysis.document import MemoKey
from ...analysis.rules import grammar
from ...analysis.tokens import Row, child_rows, rows, sent_rows, sent_words
from ...reasons import Skip, register_reason
from .existentials import BACK_REFERENCE, back_reference
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token

_EXISTENTIAL: MemoKey[bool] = MemoKey("existential_subject")
_SCOPE: MemoKey = MemoKey("scope_problems")


def existential_subject(clause: Clause) -> bool:
    """A subject like "Several venues", "Some of the players", "A few people", "Many" (memoised)."""
    return clause_memo(clause, _EXISTENTIAL, _existential_subject)


def _existential_subject(clause: Clause) -> bool:
    doc = clause.subject.doc
    table = rows(doc)
    subject = table[clause.subject.i]
    spans = [] if subject.lower == "there" else [(clause.subject.left_edge.i, subject.i + 1)]
    if subject.lower == "there":  # "There are some reports": the noun after the verb
        last = clause.head.last.i
        spans += [(doc[c.i].left_edge.i, c.i + 1) for c in child_rows(doc)[last] if c.dep in ("attr", "nsubj") and c.i > last]
    found = [row for start, end in spans for row in table[start:end]]
    own = set(range(*spans[0])) if subject.lower != "there" and spans else set()
    definite = any(row.dep in ("det", "poss") and row.lower not in ("a", "an") for row in found)
    words, numeric, after_a = rule_data().existential.words, rule_data().existential.numeric_words, rule_data().existential.after_a
    for row in found:
        lower = row.lower
        if lower in words:
            return True
        if row.i not in own:
            continue  # "There are three churches": "There are not three churches" contradicts
        if not definite and (row.tag == "CD" or doc[row.i].like_num) and not _year(doc[row.i]) and lower != "one":
            return True
        if lower in numeric and row.i == found[0].i:
            return True
        previous = table[row.i - 1].lower if row.i > 0 else ""
        if lower == "least" and previous == "at":
            return True  # "At least one girl was arrested"
        if lower in after_a and (previous == "a" or (row.i > 1 and table[row.i - 1].tag == "JJ" and table[row.i - 2].lower == "a")):
            return True  # "a few", "a large number of"
    return False


def _year(token: Token) -> bool:
    return token.is_digit and len(token.text) == 4 and token.text[:2] in ("18", "19", "20")


TRAILING_PARTICIPLE = register_reason(
    "neg.scope.trailing_participle", "trailing participle clause ('..., causing the protesters to flee')"
)


def trailing_participle(clause: Clause) -> bool:
    """A participle clause after a comma on the verb ("..., causing the protesters to flee").

    It states a result or an accompanying fact of the claim: a "not" on the verb alone
    would leave it describing something that did not happen.
    """
    doc = clause.sent.doc
    last = clause.head.last.i
    return any(
        c.dep == "advcl" and c.tag == "VBG" and c.i > last and doc[doc[c.i].left_edge.i - 1].text == ","
        for c in child_rows(doc)[last]
    )


SCOPE_ADVERB = register_reason("neg.scope.adverb", "adverb on the verb that blurs the negation ('also', 'later', 'almost')")
STACKED = register_reason("neg.scope.negative_verb", "verb or complement negative in itself ('failed', 'unable')")
ANY_OBJECT = register_reason("neg.scope.any", "'any' on the predicate")
FRONTED_FOCUS = register_reason(
    "neg.scope.fronted_focus", "a fronted phrase takes scope over the claim ('For the first time ...', 'Only then ...')"
)
EITHER_OR = register_reason("neg.scope.either_or", "the verb is one side of 'either ... or'")
RESTATED = register_reason("neg.scope.restated", "a later clause restates the claim ('..., where he defeated X in the final')")
RESULT_PHRASE = register_reason(
    "neg.scope.result_phrase", "an 'only to' result after the verb ('arrived ... only to be detained')"
)
# Problems after which NEG's frame would not deny the claim either: "It is not true that
# Comet arrived only to be detained" still reads as "not merely to".
NO_FRAME_SCOPE = frozenset({RESULT_PHRASE, BACK_REFERENCE})


def _restates(token: Token, head_ids: set[int]) -> bool:
    """A "where" clause on the predicate, or "following a ... defeat": it would restate the denied claim."""
    if token.dep_ == "relcl" and any(c.lower_ == "where" for c in token.children) and _on_verb(token.i, rows(token.doc), head_ids, 3):
        return True
    if token.lower_ == "following" and token.head.i in head_ids:
        words = rule_data().scope.outcome_nouns
        return any(t.lemma_.lower() in words for t in token.subtree)
    return False


def _on_verb(index: int, table: tuple[Row, ...], head_ids: set[int], depth: int = 2) -> bool:
    """Token ``index`` modifies the main verb directly or through up to ``depth`` heads (never a conjunct)."""
    row = table[index]
    for _ in range(depth):
        if row.head in head_ids:
            return True
        up = table[row.head]
        if row.head == row.i or row.dep == "conj" or up.dep == "conj":
            return False
        row = up
    return False


def scope_problem(clause: Clause, strict: bool = True) -> Skip | None:
    """Why a local "not" on ``clause`` would not state a clean denial, else None.

    Adverbs such as "also", "later", "almost" on the verb ("was later not sunk"),
    a verb or complement negative in itself ("was not unable"), and "any" on the
    predicate ("would not penalize any") each leave NEG to the frame and DN inapplicable.
    A negative verb ("did not fail") still takes NEG's "not" unless ``strict`` (DN); a later
    clause that restates the claim ("..., where he defeated X in the final") only matters
    to NEG, whose single "not" would contradict it (DN's frame cancels it again).
    """
    return clause_memo(clause, _SCOPE, _scope_problems)[0 if strict else 1]


def _scope_problems(clause: Clause) -> tuple[Skip | None, Skip | None]:
    """The strict (DN) and the loose (NEG) scope problem, found in one walk over the sentence."""
    if fronted_focus(clause):
        return Skip(FRONTED_FOCUS), Skip(FRONTED_FOCUS)  # "For the first time X have not been introduced" denies "first"
    if either_or(clause):
        return Skip(EITHER_OR), Skip(EITHER_OR)  # "either did not collapse or were forced": one side negated
    if result_phrase(clause):
        return Skip(RESULT_PHRASE), Skip(RESULT_PHRASE)  # "did not arrive only to be detained" keeps the arrival
    if back_reference(clause):
        return Skip(BACK_REFERENCE), Skip(BACK_REFERENCE)  # "There are no people ... whizzing by them"
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1)) | {clause.finite.i}
    adverbs = rule_data().scope.scope_adverbs
    negatives = rule_data().scope.inherent_negatives
    doc = clause.sent.doc
    table = rows(doc)
    finite, subject = clause.finite.i, clause.subject.i
    between = [table[finite - 1]] if finite > subject + 1 else []
    between += table[finite + 1 : clause.head.first.i]
    if any(row.lower in rule_data().scope.floating_quantifiers for row in between):
        return Skip(SCOPE_ADVERB), Skip(SCOPE_ADVERB)  # "both did not praise": a floating quantifier under the negation
    last = clause.head.last.i
    strict: Skip | None = None
    loose: Skip | None = None
    triggers = _scope_trigger_words()
    words, deps = sent_words(clause.sent)
    sentence = table[clause.sent.start : clause.sent.end]
    if words.isdisjoint(triggers) and deps.isdisjoint(_SCOPE_TRIGGER_DEPS):
        sentence = [row for row in sentence if row.i in head_ids]  # only the verb's own words can fire
    for i, lower, head, dep, _tag, _pos, _punct, _space in sentence:
        if lower not in triggers and dep not in _SCOPE_TRIGGER_DEPS and i not in head_ids:
            continue  # no check below can fire on this word
        found = None
        if lower in adverbs and dep == "advmod" and i > subject and _on_verb(i, table, head_ids):
            found = Skip(SCOPE_ADVERB)
        elif dep in ("acomp", "xcomp", "attr") and head in head_ids and doc[i].lemma_.lower() in negatives:
            found = Skip(STACKED)
        elif lower == "any" and i > finite and _on_verb(i, table, head_ids, 3):
            found = Skip(ANY_OBJECT)
        if strict is None:
            strict = Skip(STACKED) if i in head_ids and doc[i].lemma_.lower() in negatives else found
        if loose is None:
            if found is None and i > last and (dep == "relcl" or lower == "following") and _restates(doc[i], head_ids):
                found = Skip(RESTATED)
            loose = found
        if strict is not None and loose is not None:
            break
    return strict, loose


_SCOPE_TRIGGER_DEPS = frozenset({"acomp", "xcomp", "attr", "relcl"})


@lru_cache(maxsize=1)
def _scope_trigger_words() -> frozenset[str]:
    """The words a scope check can fire on whatever their dependency: scope adverbs, "any", "following"."""
    return rule_data().scope.scope_adverbs | {"any", "following"}


def result_phrase(clause: Clause) -> bool:
    """"only to" / "only for" after the verb, on the verb: a result that presumes its event.

    One inside a reported clause or a quotation ("wrote that ... every man lives only to
    his appointed hour") belongs to that clause, not to the claim.
    """
    table = rows(clause.sent.doc)
    phrases = rule_data().scope.result_phrases
    end = clause.sent.end
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    return any(
        row.lower == "only" and row.i + 1 < end and f"{row.lower} {table[row.i + 1].lower}" in phrases
        and _result_on_verb(row, table, head_ids)
        for row in table[clause.head.last.i + 1 : end]
    )


_RESULT_HOPS = 4  # "only" → "for" → "end" → "play" → "urges"


def _result_on_verb(row: Row, table: tuple[Row, ...], head_ids: set[int]) -> bool:
    """``row`` hangs on the main verb through adverbial and infinitive links, not through a
    reported clause, a relative clause or a conjunct."""
    for _ in range(_RESULT_HOPS):
        if row.head == row.i or row.dep in ("ccomp", "relcl", "conj", "acl", "parataxis"):
            return False
        if row.head in head_ids:
            return True
        row = table[row.head]
    return False


def possibility_modal(clause: Clause) -> bool:
    """The clause's finite verb is "may", "might" or "could"."""
    return clause.tense == "modal" and clause.finite.lower_ in rule_data().modality.possibility


def list_header(clause: Clause) -> bool:
    """"X may refer to:", "Notable people include:": the claim is the list that follows."""
    words = [row for row in sent_rows(clause.sent)[-3:] if not row.space]
    if len(words) < 2 or words[-1].lower != ":":
        return False
    return words[-2].pos in ("ADP", "VERB", "AUX", "PART")


def has_content(clause: Clause) -> bool:
    """Words after the finite verb (besides "not"): "It's." or "They've not." say too little."""
    words = [row for row in sent_rows(clause.sent) if not row.punct and not row.space]
    own = {token.i for token in clause.negations}
    tail = any(row.i > clause.finite.i and row.i not in own for row in words)
    lexical = clause.lemma not in grammar().auxiliaries.primary
    return len(words) >= 2 and (tail or lexical)


def fronted_focus(clause: Clause) -> bool:
    """The sentence opens with a phrase that takes scope over the claim ("For the first time").

    A "not" on the verb then falls under the phrase: "For the first time facilities have
    not been introduced" says something else happened for the first time, no denial.
    """
    sent = clause.sent
    opening = " ".join(row.lower for row in rows(sent.doc)[sent.start : clause.subject.left_edge.i] if not row.punct)
    return bool(opening) and any(opening == phrase or opening.startswith(phrase + " ") for phrase in rule_data().scope.fronted_focus)


def either_or(clause: Clause) -> bool:
    """ "either" before the verb group: "The companies either collapsed or were forced ..."."""
    table = rows(clause.sent.doc)
    return any(row.lower == "either" for row in table[clause.subject.right_edge.i + 1 : clause.head.first.i])
