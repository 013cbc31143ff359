"""The main clause of a sentence: its predicate, auxiliary chain, tense and negation.

MV, NEG and DN all act on the same thing: the finite verb phrase of the main clause.
This module finds it once (never a verb inside a relative or adverbial clause), says
whether it can be rewritten safely, and builds the verb forms the rewrites need.
Anything it is unsure about is reported as a reason instead of a clause, so the
transforms skip the sentence rather than write a broken one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Literal

from ..edits import Edit, token_end
from ..reasons import EMPTY_INPUT, Skip
from .clause_reasons import (  # the codes this module gives, named here for the families that test for them
    AINT,
    AMBIGUOUS_VERB,
    DISAGREEMENT,
    HEADING_PARTICIPLE,
    HIDDEN_FIRST_VERB,
    IMPERATIVE,
    INVERSION,
    LIST_ITEM,
    NAME_VERB,
    NO_SUBJECT,
    NO_VERB,
    NON_FINITE,
    NOUN_VERB,
    QUESTION,
    QUOTED,
    REDUCED_RELATIVE,
    RUN_ON,
    SECONDARY,
    SUBORDINATE,
)
from .document import MemoKey, analysis_of, doc_text
from .morphology import convert, verb_lemma
from .repairs import (
    CLAUSE_MISREADS,
    NEGATION_REPAIRS,
    PARSE_REPAIRS,
    ROOT_REPAIRS,
    SUBJECT_REPAIRS,
    TAG_REPAIRS,
    VERB_MISREADS,
    ParsedClause,
    VerbGroup,
    VerbReading,
    first_repair,
)
from .rules import grammar
from .syntax import (
    AUX_DEPS,
    FINITE_TAGS,
    SUBJECT_DEPS,
    list_page_title,
    opens_quotation,
    sentences,
)
from .tokens import Row, child_rows, rows, sent_text, word_bounds, word_text

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_CLAUSES: MemoKey = MemoKey("clauses")
_SECONDARY: MemoKey[bool] = MemoKey("secondary_clause")

__all__ = [
    "AINT",
    "AMBIGUOUS_VERB",
    "DISAGREEMENT",
    "HEADING_PARTICIPLE",
    "HIDDEN_FIRST_VERB",
    "IMPERATIVE",
    "INVERSION",
    "LIST_ITEM",
    "NAME_VERB",
    "NON_FINITE",
    "NOUN_VERB",
    "NO_SUBJECT",
    "NO_VERB",
    "QUESTION",
    "QUOTED",
    "REDUCED_RELATIVE",
    "RUN_ON",
    "SECONDARY",
    "SUBORDINATE",
    "Clause",
    "ClauseOrSkip",
    "Tense",
    "VerbWord",
    "analyse",
    "analyses",
    "clause_memo",
    "clauses",
    "first_reason",
    "main_clause",
    "secondary_clause",
]


Tense = Literal["past", "present", "modal"]


# --- the clause -----------------------------------------------------------------------------


@dataclass(frozen=True)
class VerbWord:
    """A verb as written: possibly several tokens ("re-elected"), inflected on its last part."""

    first: Token
    last: Token
    tag: str

    @property
    def text(self) -> str:
        return word_text(self.first, self.last)

    @property
    def prefix(self) -> str:
        return doc_text(self.first.doc)[self.first.idx : self.last.idx]

    @property
    def lemma(self) -> str | None:
        return verb_lemma(self.last.text, self.tag, self.last.lemma_)

    def form(self, target: str) -> str | None:
        """The whole word in form ``target`` ("co-founded" → "co-found" for VB)."""
        converted = convert(self.last.text, self.tag, target, self.last.lemma_)
        if converted is None:
            return None
        text = self.prefix + converted
        if text[:1].isupper() and not text.isupper():
            text = text[:1].lower() + text[1:]  # never sentence-initial: a subject precedes it
        return text

    def replace(self, text: str) -> Edit:
        return Edit(self.first.idx, token_end(self.last), text)


@dataclass(frozen=True)
class Clause:
    """The finite verb phrase of one sentence's main clause."""

    sent: Span
    head: VerbWord  # the lexical verb, or "be"/"have" when it is the main verb
    auxes: tuple[Token, ...]  # auxiliaries before the head, in order
    subject: Token
    negations: tuple[Token, ...]  # "not", "n't", "never" attached to the head
    conjuncts: tuple[VerbWord, ...]  # verbs coordinated with the head that share its subject
    # Answers to the questions several rules ask about this clause (see clause_memo).
    answers: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    @property
    def finite(self) -> Token:
        """The verb that carries tense: the first auxiliary, else the head itself."""
        return self.auxes[0] if self.auxes else self.head.last

    @property
    def finite_tag(self) -> str:
        return self.finite.tag_ if self.auxes else self.head.tag

    @property
    def tense(self) -> Tense:
        tag = self.finite_tag
        if tag == "MD":
            return "modal"
        return "past" if tag == "VBD" else "present"

    @property
    def has_aux(self) -> bool:
        return bool(self.auxes)

    @property
    def lemma(self) -> str:
        return (self.head.lemma or self.head.last.lemma_).lower()

    @property
    def perfect(self) -> bool:
        return any(aux.lemma_ == "have" for aux in self.auxes) and self.head.tag == "VBN"

    @property
    def passive(self) -> bool:
        return any(aux.dep_ == "auxpass" for aux in self.auxes)

    @property
    def progressive(self) -> bool:
        return self.head.tag == "VBG" and any(aux.lemma_ == "be" for aux in self.auxes)

    @property
    def negated(self) -> bool:
        return bool(self.negations)

    @property
    def preverbal(self) -> list[Token]:
        """The words between the subject's phrase and the verb group ("He [later] returned")."""
        start = self.subject.right_edge.i + 1
        if start >= self.head.first.i:
            return []  # the verb follows its subject at once: no Span to build
        return list(self.sent.doc[start : self.head.first.i])

    @property
    def main_verb_be(self) -> bool:
        """True for "is a village", "was in Paris": the head itself is a form of "be"."""
        return not self.auxes and self.head.last.lemma_ == "be"


_BY_INDEX = attrgetter("i")


def _children(first: Token, last: Token) -> list[Row]:
    """The dependents of the verb group ``first``..``last`` outside it, in order (as rows)."""
    low, high = first.i, last.i
    kids = child_rows(first.doc)
    return sorted((row for i in range(low, high + 1) for row in kids[i] if not low <= row.i <= high), key=_BY_INDEX)


# What the clause analysis finds in a sentence: its main clause, or why it has none.
ClauseOrSkip = Clause | Skip


def _finite_tag(first: Token, last: Token) -> str:
    root = last if last.tag_ in FINITE_TAGS | {"VB", "VBN", "VBG"} else first
    return root.tag_


def analyse(sent: Span) -> ClauseOrSkip:
    """The finite main clause of ``sent``, or a :class:`Skip` that says why there is none.

    Its code names the case ("clause.question", "clause.no_verb") so a coverage report can
    say why sentences were skipped. Where the parse is wrong in a known way, the repairs of
    :mod:`.repairs` say what to read instead, stage by stage.
    """
    root = sent.root
    text = sent_text(sent).rstrip()
    if sent.start == 0 and list_page_title(text):
        return Skip(NO_VERB)  # "List of trips made by ...": a page's title, whatever its verbs
    first, last = word_bounds(root)
    doc = sent.doc
    if not any(row.pos in ("VERB", "AUX") for row in rows(doc)[first.i : last.i + 1]):
        reading = first_repair(ROOT_REPAIRS, sent, doc)
        if reading is not None:
            return _read(sent, reading)
        return Skip(LIST_ITEM if text.endswith(":") else NO_VERB)
    if text.endswith("?"):
        return Skip(QUESTION)
    found = _build(sent, first, last, _finite_tag(first, last))
    if isinstance(found, Clause):
        parsed = ParsedClause(sent, found.subject, found.head.first, None)
    else:
        parsed = ParsedClause(sent, None, None, found.code)
    repaired = first_repair(PARSE_REPAIRS, parsed, doc)
    if repaired is None:
        return found
    return repaired if isinstance(repaired, Skip) else _read(sent, repaired)


def _read(sent: Span, reading: VerbReading) -> ClauseOrSkip:
    """The clause on the verb a repair read in place of the parse's."""
    tag = reading.tag or _finite_tag(reading.first, reading.last)
    found = _build(sent, reading.first, reading.last, tag, subject=reading.subject)
    if reading.conjuncts is None or isinstance(found, Skip):
        return found
    conjuncts = tuple(VerbWord(c, c, tag) for c in reading.conjuncts)
    return replace(found, conjuncts=conjuncts, answers={})


def _build(sent: Span, first: Token, last: Token, tag: str, subject: Token | None = None) -> ClauseOrSkip:
    """A :class:`Clause` on the verb word ``first``..``last``, or why it is unsafe."""
    doc = first.doc
    children = _children(first, last)
    group = VerbGroup(sent, first, last, tag, tuple(children))
    if subject is None:
        subject = next((doc[c.i] for c in children if c.dep in SUBJECT_DEPS), None)
    if subject is None:
        subject = first_repair(SUBJECT_REPAIRS, group, doc)
    if subject is None:
        return Skip(IMPERATIVE if tag == "VB" else NO_SUBJECT)
    auxes = tuple(doc[c.i] for c in children if c.dep in AUX_DEPS and c.i < first.i)
    if any(c.dep in AUX_DEPS and c.i > last.i for c in children):
        return Skip(INVERSION)  # inverted or split chains ("Never had he ...")
    group = replace(group, subject=subject, auxes=auxes)
    if auxes:
        if auxes[0].tag_ not in FINITE_TAGS or any(aux.tag_ == "TO" or aux.lower_ == "to" for aux in auxes):
            return Skip(NON_FINITE)
    else:
        repaired = first_repair(TAG_REPAIRS, group, doc)
        if isinstance(repaired, Skip):
            return repaired
        if repaired is not None:
            tag = repaired
            group = replace(group, tag=tag)
        elif tag == "VB":
            return Skip(IMPERATIVE)  # imperative, subjunctive or mis-tagged
        elif tag not in ("VBD", "VBZ", "VBP"):
            return Skip(NON_FINITE)
    finite = auxes[0] if auxes else first
    misread = first_repair(VERB_MISREADS, group, doc)
    if misread is not None:
        return misread
    if finite.lower_ in ("ai", "ain't"):
        return Skip(AINT)
    before_verb = doc_text(sent.doc)[sent.start_char : finite.idx]
    if opens_quotation(before_verb):
        return Skip(QUOTED)  # '"...—it's just a shame ..."': never edit inside a quotation
    if subject.i > finite.i:
        return Skip(INVERSION)  # questions and other inversions
    misread = first_repair(CLAUSE_MISREADS, group, doc)
    if misread is not None:
        return misread
    head = VerbWord(first, last, tag)
    # Negation sits before the head ("did not go", "was never seen") or, when "be" is
    # the main verb, right after it ("is not a village").
    negations = tuple(
        doc[c.i] for c in children
        if c.dep == "neg" and subject.i < c.i and (c.i < first.i or (not auxes and c.i == last.i + 1))
    )
    if not negations:
        negations = first_repair(NEGATION_REPAIRS, group, doc) or ()
    conjuncts = []
    kids = child_rows(doc)
    for child in children:
        if child.dep != "conj" or child.pos not in ("VERB", "AUX"):
            continue
        if any(g.dep in SUBJECT_DEPS for g in kids[child.i]):
            continue  # a clause of its own ("..., and she stayed")
        c_first, c_last = word_bounds(doc[child.i])
        conjuncts.append(VerbWord(c_first, c_last, c_last.tag_))
    return Clause(sent, head, auxes, subject, negations, tuple(conjuncts))


def clause_memo(clause: Clause, name: Hashable, compute: Callable[[Clause], Any]) -> Any:
    """``compute(clause)``, once per clause: several rules ask the same question.

    ``name`` names the question, with its arguments where it takes any (``("add_not", contract)``).
    The answers live on the clause, which the per-Doc analysis builds once per sentence.
    """
    answers = clause.answers
    try:
        return answers[name]
    except KeyError:
        found = answers[name] = compute(clause)
        return found


def secondary_clause(clause: Clause) -> bool:
    """The clause follows ';' or ', however' inside its sentence: the main claim is earlier.

    A modal keeps such a sentence true, but negating only this clause leaves the main
    claim standing, so NEG and DN ask this (memoised).
    """
    return clause_memo(clause, _SECONDARY, _secondary_clause)


def _secondary_clause(clause: Clause) -> bool:
    sent, subject = clause.sent, clause.subject
    connectives = grammar().clauses.discourse_connectives
    table = rows(sent.doc)
    for row in table[sent.start : subject.left_edge.i]:
        if row.lower == ";":
            return True
        if row.lower in connectives and row.i > sent.start and table[row.i - 1].lower == ",":
            return True
    return False


def main_clause(sent: Span) -> Clause | None:
    """The finite main clause of ``sent``, or None for fragments, questions and inversions."""
    found = analyse(sent)
    return None if isinstance(found, Skip) else found


def analyses(doc: Doc) -> tuple[tuple[Span, ClauseOrSkip], ...]:
    """Every sentence of ``doc`` with its main clause or the reason it has none (memoised)."""
    store = analysis_of(doc).answers
    found = store.get(_CLAUSES)
    if found is None:
        found = store[_CLAUSES] = tuple((sent, analyse(sent)) for sent in sentences(doc))
    return found


def clauses(doc: Doc) -> list[Clause]:
    """Main clauses of every sentence of ``doc`` that has one, in order."""
    return [found for _, found in analyses(doc) if isinstance(found, Clause)]


def first_reason(doc: Doc) -> Skip | None:
    """Why the first sentence has no main clause, or None when it has one."""
    found = analyses(doc)
    if not found:
        return Skip(EMPTY_INPUT)
    analysis = found[0][1]
    return analysis if isinstance(analysis, Skip) else None
