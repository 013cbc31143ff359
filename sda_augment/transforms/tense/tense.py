"""tense: the main clause moved to the past, the present or the future (AugCSE's pool).

"She writes novels" → "She wrote novels" / "She will write novels"; "The bridge was
built" → "The bridge is built" / "will be built"; "He didn't go" → "He doesn't go" /
"He won't go". The verb chain is rewritten by :mod:`.chain`; this module decides what
moves with it: verbs coordinated with the main one ("travelled and wrote"), clauses
joined to it by "and" or "but" in the same tense, and adverbial clauses in the same
tense ("when he arrived"), which keep the present under a future main clause ("will
leave when he arrives"). Relative and reported clauses keep their own time.

A sentence whose time words name one time ("in 1998", "two years ago", "now") moves
only to that time. Rule ids are ``tense.past``, ``tense.present`` and ``tense.future``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.clause import (
    LIST_ITEM,
    NO_VERB,
    QUESTION,
    SECONDARY,
    Clause,
    VerbWord,
    analyses,
    secondary_clause,
)
from ...analysis.document import doc_text
from ...analysis.morphology import past_is_participle, primary_form
from ...analysis.rules import grammar
from ...analysis.syntax import AUX_DEPS, SUBJECT_DEPS
from ...analysis.tokens import word_bounds
from ...edits import Edit, compatible
from ...reasons import EMPTY_INPUT, NO_RULE, Skip, register_reason, skip_code
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .anchors import allowed_times
from .chain import (
    ALREADY,
    ANCHORED,
    PAST_ONLY,
    Chain,
    Moved,
    Target,
    clause_chain,
    fixed_tense,
    is_finite,
    move,
    source_tense,
    subject_of,
    verb_chain,
)
from .person import Person, person_of
from .question import question_edits
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

PAST_LEFT = register_reason(
    "tense.past_left", "another verb of the sentence would stay in the past (a relative or misparsed clause)"
)
PRESENT_LEFT = register_reason(
    "tense.present_left", "another verb of the sentence would stay in the present (a misparsed clause)"
)
PARTICIPLE = register_reason("tense.participle", "a participle with its agent read as a past verb ('Boy hugged by ...')")
HEDGE = register_reason("tense.hedge", "'I think', 'I guess': a hedge, not an event in time")
CLAUSE_BEFORE = register_reason(
    "tense.clause_before", "a finite clause before the main verb outside quotation marks (two clauses run together)"
)
MISREAD = register_reason("tense.misread", "a verb group the parse reads in a way that no rewrite of it fits")
AGREEMENT = register_reason(
    "tense.agreement", "the subject's number is unclear ('there' before a verb that does not show it, an apposition)"
)
COORDINATED = register_reason("tense.coordinated", "a coordinated verb that cannot follow the main one")
SUBORDINATE = register_reason("tense.subordinate", "an adverbial clause that cannot follow the main one")
DEFINITION = register_reason(
    "tense.definition", "a definition ('A land defender is an activist who works ...'): it holds in the present"
)

TARGETS: tuple[Target, ...] = ("past", "present", "future")
# Sentences without a verb of their own ("See below.") move with the others: not a failure.
_VERBLESS = (NO_VERB, LIST_ITEM)


def _head_tag(chain: Chain, target: Target, person: Person) -> str | None:
    """The tag the head takes when it moves, or None when it keeps its form."""
    finite = chain.finite
    present = "VBZ" if person == "singular" else "VBP"
    if not chain.auxes:
        return {"past": "VBD", "present": present, "future": "VB"}[target]
    if len(chain.auxes) == 1 and source_tense(chain) == "future" and finite.tag_ == "MD" and target != "future":
        doc = finite.doc
        if not any(token.lower_ in ("not", "n't", "n’t") for token in doc[finite.i + 1 : chain.head.first.i]):
            return "VBD" if target == "past" else present
    return None


def _conjunct_form(verb: VerbWord, tag: str, person: Person) -> str | None:
    lemma = verb.last.lemma_.lower()
    if lemma in grammar().auxiliaries.primary and verb.first.i == verb.last.i and tag != "VB":
        return primary_form(lemma, "past" if tag == "VBD" else "present", person)
    return verb.form(tag)


def _same_form(tag: str, head_tag: str) -> bool:
    """A conjunct in the head's form; "sit ... and watch" is often tagged VBP then VB."""
    return tag == head_tag or head_tag == "VBP" and tag == "VB"


def _conjuncts(clause: Clause) -> list[VerbWord]:
    """The clause's coordinated verbs, and theirs in turn ("attends, analyses and keeps")."""
    found = list(clause.conjuncts)
    seen = {verb.last.i for verb in found} | {clause.head.last.i}
    k = 0
    while k < len(found):
        for child in found[k].last.children:
            if child.dep_ == "conj" and child.pos_ in ("VERB", "AUX") and child.i not in seen and subject_of(child) is None:
                first, last = word_bounds(child)
                found.append(VerbWord(first, last, last.tag_))
                seen.add(child.i)
        k += 1
    return sorted(found, key=lambda verb: verb.first.i)


def _conjunct_edits(clause: Clause, chain: Chain, target: Target, person: Person) -> Moved:
    """Verbs that share the main verb's subject follow it ("travelled and wrote")."""
    edits: list[Edit] = []
    doc = clause.sent.doc
    head_tag = _head_tag(chain, target, person)
    for verb in _conjuncts(clause):
        before = doc[verb.first.i - 1]
        if before.pos_ in ("NOUN", "PROPN", "PRON") or before.dep_ in SUBJECT_DEPS:
            return Skip(COORDINATED)  # a clause whose subject the parser missed ("Gori and Zurlo saw")
        own = clause_chain(verb.last)
        if own.auxes:
            if not is_finite(own):
                continue  # "was appointed and then being ...": not a verb of its own
            moved = _move_same(chain, own, target, person_of(clause.subject, own.finite) or person)
        elif head_tag is not None and _same_form(verb.tag, chain.head.tag):
            form = _conjunct_form(verb, head_tag, person)
            if form is None:
                return Skip(COORDINATED)
            moved = [verb.replace(form)] if form != verb.text else []
        elif head_tag is None and verb.tag in ("VBD", "VBZ", "VBP") and source_tense(own) == source_tense(chain):
            if _shared_participle(verb.last):
                continue  # "was hospitalized and placed in": a participle sharing the auxiliary
            moved = move(own, target, person)  # "was released and became": a finite verb of its own
        else:
            continue
        if isinstance(moved, Skip):
            return Skip(COORDINATED)
        edits.extend(moved)
    return edits


def _move_same(main: Chain, other: Chain, target: Target, person: Person, subordinate: bool = False) -> Moved:
    """Move ``other`` with the main chain when the two are in the same tense now.

    A ``subordinate`` clause (after "when", "if", ...) under a future main clause is in the
    present ("will leave when he arrives"), and takes the present again for the future.
    """
    source = source_tense(other)
    if subordinate and source == "present" and source_tense(main) == "future":
        source = "future"
    if source != source_tense(main) or fixed_tense(other):
        return []
    if target == "future" and subordinate:
        target = "present"
    if source_tense(other) == target:
        return []
    return move(other, target, person)


def _mark(verb: Token) -> str | None:
    """The word that opens an adverbial clause ("when", "because"), or None."""
    words = rule_data().subordinate.present_for_future | grammar().clauses.subordinators
    for child in verb.children:
        if child.i > verb.i:
            break
        if child.dep_ == "mark" or child.dep_ == "advmod" and child.lower_ in words and child.i == verb.left_edge.i:
            return child.lower_
    return None


def _joined_clauses(clause: Clause, chain: Chain, target: Target) -> Moved:
    """Clauses joined to the main one that share its time: "X went, and Y stayed"; "when he arrived"."""
    edits: list[Edit] = []
    marks = rule_data().subordinate.present_for_future
    for child in clause.head.last.children:
        if child.dep_ not in ("conj", "advcl") or child.pos_ not in ("VERB", "AUX") or child.i < clause.head.first.i and child.dep_ == "conj":
            continue
        subject = subject_of(child)
        if subject is None:
            continue  # coordinated verbs are the clause's conjuncts; participles keep no tense
        own = clause_chain(child)
        if not is_finite(own):
            continue
        mark = _mark(child)
        if child.dep_ == "advcl" and mark is None:
            continue
        person = person_of(subject, own.finite)
        if person is None:
            return Skip(AGREEMENT)
        moved = _move_same(chain, own, target, person, subordinate=child.dep_ == "advcl" and mark in marks)
        if isinstance(moved, Skip):
            return Skip(SUBORDINATE if child.dep_ == "advcl" else COORDINATED)
        edits.extend(moved)
    return edits


def _clause_before(clause: Clause) -> bool:
    """A finite clause before the main verb that is not quoted speech: two clauses run together.

    "X is a station in Arbury Hills, Illinois licensed to Chicago" reads "licensed" as the
    main verb and "is" as its complement; only a reporting verb takes one before it.
    """
    head = clause.head.last
    if head.lemma_.lower() in grammar().clauses.reporting_verbs:
        return False
    doc = head.doc
    if any(doc[i].text in ('"', "“", "”") for i in range(clause.sent.start, head.i)):
        return False
    return any(child.dep_ == "ccomp" and child.i < head.i for child in head.children)


def _caption(head: Token) -> bool:
    """ "Credits adapted from Tidal": a caption's participle before "from"."""
    doc = head.doc
    after = doc[head.i + 1] if head.i + 1 < len(doc) else None
    return head.lower_ in rule_data().skip.caption_participles and after is not None and after.lower_ == "from"


def _reported(child: Token) -> bool:
    """A clause the reporting verb introduces: after it, not joined by "and" ("was believed
    to ..., and not much damage was done" is a clause of its own, misattached)."""
    if child.dep_ != "ccomp" or child.i < child.head.i:
        return False
    start = child.left_edge.i
    doc = child.doc
    return not (start > 0 and doc[start - 1].lower_ in grammar().clauses.coordinators | {","})


def _shared_participle(token: Token) -> bool:
    """A regular past coordinated with a passive participle ("was hospitalized and placed"):
    a participle too, sharing the auxiliary."""
    head = token.head
    if token.dep_ != "conj" or head.tag_ != "VBN" or not any(c.dep_ == "auxpass" for c in head.children):
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS or c.dep_ == "dobj" for c in token.children):
        return False  # "were deployed and conducted an inventory": a past with an object of its own
    return past_is_participle(token)


def _bare_participle(token: Token) -> bool:
    """A participle with a subject of its own and no auxiliary: a past verb tagged VBN."""
    children = list(token.children)
    return any(c.dep_ == "nsubj" for c in children) and not any(c.dep_ in AUX_DEPS for c in children)


def _definition(clause: Clause) -> bool:
    """A present "be" with a noun after it that says what a kind is or what a word means: a
    subject with "a"/"an", or with no determiner, or a predicate noun whose relative clause is
    in the present ("A land defender is an activist who works ...", "Karolien is a given name
    that is a diminutive ..."). Moved to the past, the relative clause would be left in the
    present; the definition holds now."""
    head = clause.head.last
    if head.lemma_.lower() != "be" or clause.auxes:
        return False
    attrs = [
        child for child in head.children
        if child.dep_ == "attr" and child.pos_ in ("NOUN", "PROPN") and not child.lower_.endswith("ing")
        and (child.tag_ in ("NNS", "NNPS") or any(grand.dep_ in ("det", "poss") for grand in child.children))
    ]  # "A man is roller-skating", "is rock crawling": a progressive the parse read as a noun
    if not attrs:
        return False
    subject = clause.subject
    determiners = [child.lower_ for child in subject.children if child.dep_ in ("det", "poss")]
    counted = any(child.dep_ in ("nummod", "quantmod") for child in subject.children)
    if subject.pos_ == "NOUN" and (determiners[:1] in (["a"], ["an"]) or not determiners and not counted and subject.tag_ == "NNS"):
        return True  # "A land defender is an activist", "Dogs are animals"
    for attr in attrs:
        for token in attr.subtree:
            if token.dep_ == "relcl" and token.tag_ in ("VBZ", "VBP"):
                return True
            if token.dep_ == "relcl" and any(child.dep_ in AUX_DEPS and child.tag_ in ("VBZ", "VBP") for child in token.children):
                return True
    return False


def _stray_conjunct(clause: Clause) -> bool:
    """A past verb with no subject of its own coordinated with a present one inside the
    clause's reported or subordinate words: the parse hung on them a verb of the main clause,
    which the rewrite would leave in the old tense."""
    head = clause.head.last
    for token in head.subtree:
        if token.i == head.i or token.dep_ != "conj" or token.tag_ != "VBD" or token.head.tag_ not in ("VBZ", "VBP"):
            continue
        if token.head.i != head.i and not any(child.dep_ in ("nsubj", "nsubjpass") for child in token.children):
            return True
    return False


def _semicolon_subject(clause: Clause) -> bool:
    """A ';' between the subject's first word and the verb: two clauses parsed as one."""
    doc = clause.sent.doc
    return any(token.text == ";" for token in doc[clause.subject.left_edge.i : clause.head.first.i])


def clause_edits(clause: Clause, target: Target) -> Moved:
    """The edits that move ``clause`` (and what follows it) to ``target``, or a reason."""
    chain = verb_chain(clause.auxes, clause.head)
    source = source_tense(chain)
    if isinstance(source, Skip):
        return source
    if source == target:
        return Skip(ALREADY)
    if target not in allowed_times(clause.sent):
        return Skip(ANCHORED)
    if fixed_tense(chain):
        return Skip(PAST_ONLY)
    head = clause.head.last
    if not chain.auxes and (any(child.dep_ == "agent" for child in head.children) or _caption(head)):
        return Skip(PARTICIPLE)
    if clause.subject.lower_ == "i" and head.lemma_.lower() in rule_data().skip.first_person_hedges:
        return Skip(HEDGE)

    if secondary_clause(clause) or _semicolon_subject(clause):
        return Skip(SECONDARY)
    if _stray_conjunct(clause):
        return Skip(COORDINATED)  # "said that Turkey expects ..., and called for": "called" is the main verb's
    if source == "present" and _definition(clause):
        return Skip(DEFINITION)
    if _clause_before(clause):
        return Skip(CLAUSE_BEFORE)
    person = person_of(clause.subject, chain.finite)
    if person is None:
        if target != "future":
            return Skip(AGREEMENT)
        person = "singular"  # "will" + the base form: no word shows the subject's number
    edits = move(chain, target, person)
    if isinstance(edits, Skip):
        return edits
    for more in (_conjunct_edits(clause, chain, target, person), _joined_clauses(clause, chain, target)):
        if isinstance(more, Skip):
            return more
        edits = edits + more
    left = _left_behind(clause, edits, target, source)
    if left is not None:
        return left
    if _in_quotation(clause, edits):
        return Skip(MISREAD)  # 'a book called "Sascha's Dad Does Drag"': a title is kept as written
    if not all(compatible(edits[:k], edits[k : k + 1]) for k in range(1, len(edits))):
        return Skip(MISREAD)  # two rewrites of one word: the parse gave a verb group no sentence has
    return edits


def _in_quotation(clause: Clause, edits: list[Edit]) -> bool:
    """Whether an edit falls inside quotation marks of the sentence (a title, someone's words)."""
    quoted: list[tuple[int, int]] = []
    start = None
    for token in clause.sent:
        if token.text in ('"', "“", "”"):
            if start is None:
                start = token.idx
            else:
                quoted.append((start, token.idx))
                start = None
    return any(begin < edit.start < end for edit in edits for begin, end in quoted)


def _left_behind(clause: Clause, edits: list[Edit], target: Target, source: str = "") -> Skip | None:
    """Why a finite verb of another tense that the edits leave as it is reads wrong, or None.

    Moved to the present or the future, a past verb (or "would", "could") left behind reads
    wrong ("He will marry ..., and had children"); moved to the past or the future, a
    present verb outside a relative clause shows a misparse ("A man stands reading as a
    screen displayed ..."), but a relative clause keeps its present ("It was a village that
    lies in ...") while a past one says the main clause is past too ("It will be a film that
    premiered ..."). What was said keeps its own time ("He says that he was ill"): a clause after a
    reporting verb counts not; one before it is as likely two sentences run together. A
    present moved to the past takes its relative clauses with it: "was leading his orchestra
    in a hall, where an audience is watching" mixes two times of one scene.
    """
    spans = [(edit.start, edit.end) for edit in edits if edit.end > edit.start]
    head = clause.head.last
    exempt: set[int] = set()
    if head.lemma_.lower() in grammar().clauses.reporting_verbs:
        exempt = {token.i for child in head.children if _reported(child) for token in child.subtree}
    relative = {token.i for verb in clause.sent if verb.dep_ in ("relcl", "acl") for token in verb.subtree}
    if target == "future":  # "will leave when he arrives": the present stays after "when"
        marks = rule_data().subordinate.present_for_future
        relative.update(
            token.i for child in head.children if child.dep_ == "advcl" and _mark(child) in marks for token in child.subtree
        )
    quoted = False
    for token in clause.sent:
        if token.text in ('"', "“", "”"):
            quoted = not quoted
        if quoted or token.pos_ not in ("VERB", "AUX") or token.i in exempt:
            continue
        if any(start <= token.idx < end for start, end in spans):
            continue
        if target == "past" and source == "present" and token.tag_ in ("VBZ", "VBP") and token.i in relative:
            return Skip(PRESENT_LEFT)  # "... an opponent who is in possession of the ball"
        if target != "present" and token.tag_ in ("VBZ", "VBP") and token.i not in relative \
                and (token.dep_ not in ("aux", "auxpass") or token.head.dep_ in ("conj", "advcl") and token.head.i != head.i):
            return Skip(PRESENT_LEFT)  # "..., and other commentators have included", "until they are saturated"
        if target != "past" and (token.tag_ == "VBD" and not _shared_participle(token) or token.tag_ == "MD" and token.lower_ in ("would", "could", "'d", "’d")):
            return Skip(PAST_LEFT)
        if target != "past" and token.tag_ == "VBN" and _bare_participle(token):
            return Skip(PAST_LEFT)  # "and more than a thousand more suffered injury": a past tagged VBN
        if target != "past" and token.tag_ == "VBN" and token.dep_ == "acl" and token.head.dep_ == "conj" \
                and past_is_participle(token):
            return Skip(PAST_LEFT)  # "by the police and a large number of people stared at ...": a past read as a participle
        if target != "past" and token.tag_ == "VBN" and token.dep_ == "conj" and past_is_participle(token) \
                and any(child.dep_ == "dobj" for child in token.children) \
                and not any(child.dep_ in AUX_DEPS for child in token.children):
            return Skip(PAST_LEFT)  # "were deployed and conducted an inventory": a past with an object, not a participle
    return None


@dataclass(frozen=True)
class Tense(MemoisedRuleTransform):
    """Tense: the main clause moved to the past, the present or the future."""

    name: ClassVar[str] = "tense"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Tense: the main clause moved to the past, present or future, its verb chain re-inflected",
        source="AugCSE (Tan et al.) / NL-Augmenter",
        pools=("augcse",),
        alters="the time",
    )

    to: Literal["past", "present", "future", "random"] = "random"  # "random": every other tense

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        targets = TARGETS if self.to == "random" else (self.to,)
        options: list[Candidate] = []
        reasons: list[Skip] = []
        found = analyses(doc)
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        if not found:
            return Skip(NO_VERB)
        if not any(isinstance(clause, Clause) or skip_code(clause) == QUESTION for _, clause in found):
            return found[0][1]  # no sentence with a main clause: say why the first has none
        for target in targets:
            edits: list[Edit] = []
            failed = None
            for sent, clause in found:
                if skip_code(clause) == QUESTION:
                    moved = question_edits(sent, target)
                elif isinstance(clause, Skip):
                    if clause.code not in _VERBLESS:
                        failed = clause
                        break
                    continue
                else:
                    moved = clause_edits(clause, target)
                if isinstance(moved, Skip) and moved.code == ALREADY:
                    continue
                if isinstance(moved, Skip):
                    failed = moved
                    break
                edits.extend(moved)
            if failed is not None:
                reasons.append(failed)
            elif edits:
                options.append(Candidate(f"tense.{target}", tuple(edits)))
            else:
                reasons.append(Skip(ALREADY))
        return options or _first_reason(reasons)


def _first_reason(reasons: list[Skip]) -> Skip:
    """The reason to report: one that is not "already in that tense" when there is one."""
    for reason in reasons:
        if reason.code != ALREADY:
            return reason
    return reasons[0] if reasons else Skip(NO_RULE)
