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
from typing import TYPE_CHECKING, Any, Literal, Union

from ..edits import Edit, token_end
from ..reasons import EMPTY_INPUT, Skip, register_reason
from .caption_verbs import noun_tagged_verb, verb_before
from .document import analysis_of, doc_text
from .morphology import convert, lemma_table, verb_lemma
from .repairs import (
    _adjective_verb,
    _clause_after_opener,
    _heading_participle,
    _noun_root_verb,
    _opening_subordinator,
    _reduced_relative,
    _stray_subject,
    _subject_on_auxiliary,
    _subordinate_root,
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
from .tokens import _INDEX, Row, child_rows, rows, sent_text, word_bounds, word_text

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from .caption_verbs import TaggedNounVerb


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


def _children(first: Token, last: Token) -> list[Row]:
    """The dependents of the verb group ``first``..``last`` outside it, in order (as rows)."""
    low, high = first.i, last.i
    kids = child_rows(first.doc)
    return sorted((row for i in range(low, high + 1) for row in kids[i] if not low <= row.i <= high), key=_INDEX)


def subject_number(subject: Token) -> Literal["singular", "plural"]:
    """Grammatical number of a subject, from its tag or pronoun (coordination is plural)."""
    if subject.lower_ in grammar().pronouns.plural_agreement or subject.tag_ in ("NNS", "NNPS"):
        return "plural"
    if any(child.dep_ == "conj" and child.pos_ not in ("VERB", "AUX") for child in subject.children):
        return "plural"  # "A man and a woman"; not "A man ... sings and plays" (a verb hung on it)
    return "singular"


# Why a sentence has no usable main clause: reason codes the coverage report counts.
NO_VERB = register_reason("clause.no_verb", "no finite verb (fragment or title)")
LIST_ITEM = register_reason("clause.list_header", "list header ending in ':'")
QUESTION = register_reason("clause.question", "question")
IMPERATIVE = register_reason("clause.imperative", "imperative")
NO_SUBJECT = register_reason("clause.no_subject", "no subject found for the main verb")
NON_FINITE = register_reason("clause.non_finite", "non-finite main verb (participle or infinitive)")
INVERSION = register_reason("clause.inversion", "inversion (verb before its subject)")
NAME_VERB = register_reason("clause.name_verb", "capitalised 'verb' mid-sentence (a name)")
NOUN_VERB = register_reason(
    "clause.noun_verb", "the parsed main verb is a word the dictionary knows only as a noun ('The battalion setup its guns')"
)
AINT = register_reason("clause.aint", "'ain't' has no single affirmative form")
REDUCED_RELATIVE = register_reason("clause.reduced_relative", "reduced relative clause taken for the main verb")
QUOTED = register_reason("clause.quoted_verb", "main verb inside a quotation")
HEADING_PARTICIPLE = register_reason(
    "clause.heading_participle", "heading with a participle read as a past verb ('Teams promoted from X')"
)
SECONDARY = register_reason("clause.secondary", "main verb in a clause after ';' or a connective")
RUN_ON = register_reason("clause.run_on", "two finite verbs in a row (a word is missing)")
SUBORDINATE = register_reason(
    "clause.subordinate", "main verb under a sentence-opening 'when', 'if', ... (the main clause comes later)"
)
HIDDEN_FIRST_VERB = register_reason(
    "clause.noun_tagged_verb", "a verb tagged as a noun before the parsed main verb ('A girl in green looks ... and stands')"
)
# Found on a clause by the rewrites of MV and NEG/DN alike: its verb form cannot be rebuilt.
AMBIGUOUS_VERB = register_reason("clause.ambiguous_verb_form", "ambiguous verb form")
DISAGREEMENT = register_reason("clause.subject_verb_disagreement", "subject and verb disagree")

# What the clause analysis finds in a sentence: its main clause, or why it has none.
ClauseOrSkip = Union[Clause, Skip]


def _finite_tag(first: Token, last: Token) -> str:
    root = last if last.tag_ in FINITE_TAGS | {"VB", "VBN", "VBG"} else first
    return root.tag_


def analyse(sent: Span) -> ClauseOrSkip:
    """The finite main clause of ``sent``, or a :class:`Skip` that says why there is none.

    Its code names the case ("clause.question", "clause.no_verb") so a coverage report can
    say why sentences were skipped.
    """
    root = sent.root
    text = sent_text(sent).rstrip()
    if sent.start == 0 and list_page_title(text):
        return Skip(NO_VERB)  # "List of trips made by ...": a page's title, whatever its verbs
    first, last = word_bounds(root)
    if not any(row.pos in ("VERB", "AUX") for row in rows(sent.doc)[first.i : last.i + 1]):
        if _adjective_verb(root):
            return _build(sent, first, last, "VBD")
        if root.pos_ in ("NOUN", "PROPN") and text.endswith("."):
            verb = _noun_root_verb(root, sent)
            if verb is not None:
                v_first, v_last = word_bounds(verb)
                return _build(sent, v_first, v_last, verb.tag_, subject=root)
        opener = _clause_after_opener(root, sent)
        if opener is not None:
            o_first, o_last = word_bounds(opener)
            return _build(sent, o_first, o_last, _finite_tag(o_first, o_last))
        other = _subordinate_root(sent)
        if other is not None:
            o_first, o_last = word_bounds(other)
            return _build(sent, o_first, o_last, _finite_tag(o_first, o_last))
        if text.endswith(":"):
            return Skip(LIST_ITEM)
        hidden = noun_tagged_verb(sent)
        if hidden is not None:
            return _hidden_verb_clause(sent, hidden)
        return Skip(NO_VERB)
    if text.endswith("?"):
        return Skip(QUESTION)
    found = _build(sent, first, last, _finite_tag(first, last))
    if isinstance(found, Clause) and sent.start == 0 and verb_before(found.subject, found.head.first):
        hidden = noun_tagged_verb(sent)  # "A woman in a white skirt dances ... as a crowd looks on"
        if hidden is not None and hidden.verb.i < found.head.first.i:
            return _hidden_verb_clause(sent, hidden)
        return Skip(HIDDEN_FIRST_VERB)
    if isinstance(found, Skip) and found.code in (NAME_VERB, NO_SUBJECT):
        other = _subordinate_root(sent)
        if other is not None:
            o_first, o_last = word_bounds(other)
            return _build(sent, o_first, o_last, _finite_tag(o_first, o_last))
    return found


def _only_a_noun(word: Token) -> bool:
    """A word the tagger made a finite verb that lemminflect knows as a noun and never as a verb."""
    table = lemma_table(word.lower_)
    return "NOUN" in table and "VERB" not in table and "AUX" not in table


def _hidden_verb_clause(sent: Span, hidden: TaggedNounVerb) -> ClauseOrSkip:
    """The clause on a caption's present verb that the tagger read as a noun, with its true tag."""
    found = _build(sent, hidden.verb, hidden.verb, hidden.tag, subject=hidden.subject)
    if isinstance(found, Skip):
        return found
    conjuncts = tuple(VerbWord(c, c, hidden.tag) for c in hidden.conjuncts)
    return replace(found, conjuncts=conjuncts, answers={})


def _build(sent: Span, first: Token, last: Token, tag: str, subject: Token | None = None) -> ClauseOrSkip:
    """A :class:`Clause` on the verb word ``first``..``last``, or the reason it is unsafe."""
    doc = first.doc
    children = _children(first, last)
    if subject is None:
        subject = next((doc[c.i] for c in children if c.dep in SUBJECT_DEPS), None)
    if subject is None:
        subject = _subject_on_auxiliary(children, first)
    if subject is None and tag in ("VBD", "VBZ", "VBP") and first.dep_ == "ROOT" and not any(
        c.dep in AUX_DEPS for c in children
    ):
        subject = _stray_subject(first, sent)
    if subject is None:
        return Skip(IMPERATIVE if tag == "VB" else NO_SUBJECT)
    auxes = tuple(doc[c.i] for c in children if c.dep in AUX_DEPS and c.i < first.i)
    if any(c.dep in AUX_DEPS and c.i > last.i for c in children):
        return Skip(INVERSION)  # inverted or split chains ("Never had he ...")
    if auxes:
        if auxes[0].tag_ not in FINITE_TAGS or any(aux.tag_ == "TO" or aux.lower_ == "to" for aux in auxes):
            return Skip(NON_FINITE)
    elif tag == "VBN" and first.i > 0 and doc[first.i - 1].dep_ == "pobj" and doc[first.i - 1].head.lower_ == "with":
        return Skip(NON_FINITE)  # "A man ... with his hands crossed": the participle of a "with" phrase
    elif tag == "VBN" and convert(last.text, "VBN", "VBD", last.lemma_) == last.text:
        tag = "VBD"  # "The groups failed": a regular past tense tagged as a participle
    elif tag == "VB":
        if subject_number(subject) != "plural":
            return Skip(IMPERATIVE)  # imperative, subjunctive or mis-tagged
        tag = "VBP"
    elif tag not in ("VBD", "VBZ", "VBP"):
        return Skip(NON_FINITE)
    finite = auxes[0] if auxes else first
    before = first.doc[first.i - 1] if first.i > 0 else None
    openers = (":", '"', "“", "(", "[", "-", "–", "—")
    if first.text[:1].isupper() and before is not None and before.text not in openers and first.i > sent.start:
        return Skip(NAME_VERB)  # "... assistant, Go Nan-do": a capitalised "verb" mid-sentence is a name
    if not auxes and _only_a_noun(last):
        return Skip(NOUN_VERB)  # "The battalion setup its weapons": a noun where the verb should be (a slip)
    if finite.lower_ in ("ai", "ain't"):
        return Skip(AINT)
    before_verb = doc_text(sent.doc)[sent.start_char : finite.idx]
    if opens_quotation(before_verb):
        return Skip(QUOTED)  # '"...—it's just a shame ..."': never edit inside a quotation
    if subject.i > finite.i:
        return Skip(INVERSION)  # questions and other inversions
    after = sent.doc[last.i + 1] if last.i + 1 < len(sent.doc) else None
    if after is not None and after.lower_ in grammar().pronouns.nominative and after.dep_ in SUBJECT_DEPS and after.head.i != last.i and not (
        after.head.dep_ == "ccomp" and after.head.head.i == last.i and after.head.i > after.i
        and last.lemma_.lower() in grammar().clauses.reporting_verbs
    ):  # "The Dictionary notes he was ...": reported speech without "that", not an inversion
        return Skip(INVERSION)  # "Homeward bound she was at Kedgeree": a fronted predicate, not a verb
    if after is not None and after.tag_ in ("VBD", "VBZ") and after.dep_ in ("ccomp", "conj", "advcl", "dep") and after.head.i == last.i \
            and not any(c.dep_ in SUBJECT_DEPS for c in after.children):
        return Skip(RUN_ON)  # "The ship repaired took timber": no rewrite of either verb reads right
    if _opening_subordinator(sent, first, last):
        return Skip(SUBORDINATE)  # "When the awards were presented ..., players mopped up": not the claim
    if not auxes and tag == "VBD" and _reduced_relative(first, last):
        return Skip(REDUCED_RELATIVE)
    if not auxes and tag == "VBD" and _heading_participle(sent, last, subject):
        return Skip(HEADING_PARTICIPLE)
    head = VerbWord(first, last, tag)
    # Negation sits before the head ("did not go", "was never seen") or, when "be" is
    # the main verb, right after it ("is not a village").
    negations = tuple(
        doc[c.i] for c in children
        if c.dep == "neg" and subject.i < c.i and (c.i < first.i or (not auxes and c.i == last.i + 1))
    )
    if not negations and not auxes and last.lemma_ == "be" and last.i + 2 < len(doc):
        after = doc[last.i + 1]
        if after.dep_ == "neg" and doc[last.i + 2].lower_ == "to":
            negations = (after,)  # "Their goal is not to convert": the parser hangs "not" on the infinitive
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
    return clause_memo(clause, "secondary", _secondary_clause)


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
    found = store.get("clauses")
    if found is None:
        found = store["clauses"] = tuple((sent, analyse(sent)) for sent in sentences(doc))
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
