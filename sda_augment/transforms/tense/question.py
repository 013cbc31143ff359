"""Questions moved to another tense: "What are you cooking?" → "What were you cooking?".

The clause analysis reads statements, so it leaves questions out; this module reads the
two shapes whose move is a matter of one verb:

* an auxiliary before the subject ("Are you cooking?", "Does she work?", "Has the train
  stopped?"), or "be" as the main verb before it ("Is he at home?"): the first verb takes
  the new tense where it stands ("Were you cooking?", "Did she work?"); for the future it
  becomes "will" and its base form goes before the next verb ("Will you be cooking?",
  "Will the train have stopped?", "Will he be at home?");
* a question word as the subject ("Who wrote the letter?"): the verb moves as in a statement.

A statement run into the question before a comma ("It smells good, what are you cooking?")
moves with it when it is in the same tense. Left alone: modal questions ("Can you swim?",
"Will you help?" ask for help or ability more than a time), negative and tag questions,
quoted ones, and any whose other finite verbs would keep their tense.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.morphology import primary_form
from ...analysis.syntax import FINITE_TAGS, QUOTE_CHARS
from ...edits import Edit, token_end, upper_first
from ...reasons import Skip, register_reason
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
)
from .person import Person, person_of

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

QUESTION_SHAPE = register_reason(
    "tense.question_shape",
    "a question in another shape than 'Are you ...?', 'Is he ...?' or 'Who wrote ...?' (a statement with '?', quoted words)",
)
QUESTION_MODAL = register_reason(
    "tense.question_modal", "a question with a modal ('Can you swim?', 'Will you help?'): a request more than a time"
)
QUESTION_NEGATED = register_reason("tense.question_negated", "a negative or tag question ('Isn't it?', 'Don't you?')")
QUESTION_VERB_LEFT = register_reason(
    "tense.question_verb_left", "another finite verb of the question would keep its tense ('What do you think he said?')"
)

QUESTION_PERFECT = register_reason(
    "tense.question_perfect", "a perfect question to the future ('Has it stopped?' → 'Will it have stopped?' asks another thing)"
)

_NEGATIONS = ("not", "n't", "n’t", "never")
_WH_SUBJECT_TAGS = ("WP", "WDT")
_RUN_IN = ("ccomp", "parataxis")


def question_edits(sent: Span, target: Target) -> Moved:
    """The edits that move the question ``sent`` (and a statement run into it) to ``target``."""
    root, statements = _question_verb(sent)
    subject = subject_of(root)
    if root.pos_ not in ("VERB", "AUX") or subject is None or any(token.is_quote or token.text in QUOTE_CHARS for token in sent):
        return Skip(QUESTION_SHAPE)
    if any(token.lower_ in _NEGATIONS for token in sent):
        return Skip(QUESTION_NEGATED)
    chain = clause_chain(root)
    finite = chain.finite
    if finite.tag_ == "MD":
        return Skip(QUESTION_MODAL)
    if not is_finite(chain):
        return Skip(QUESTION_SHAPE)
    inverted = finite.i < subject.left_edge.i
    if not inverted and not _wh_subject(subject):
        return Skip(QUESTION_SHAPE)  # "You did what?": a statement asked
    if inverted and not _inverted_group(chain, subject):
        return Skip(QUESTION_SHAPE)
    source = source_tense(chain)
    if source == target:
        return Skip(ALREADY)
    if target not in allowed_times(sent):
        return Skip(ANCHORED)
    if fixed_tense(chain):
        return Skip(PAST_ONLY)
    if target == "future" and inverted and chain.finite.lemma_.lower() == "have":
        return Skip(QUESTION_PERFECT)  # "Will the train have stopped?" asks another thing
    person = "singular" if subject.tag_ == "WP" else person_of(subject, finite)
    if person is None:
        return Skip(QUESTION_SHAPE)
    if inverted and not chain.auxes:
        edits = _be_first(finite, subject, target, person)
    else:
        edits = move(chain, target, person)
    if isinstance(edits, Skip):
        return edits
    run_in = _run_in(statements, chain, target)
    if isinstance(run_in, Skip):
        return run_in
    moved, chains = run_in
    covered = {token.i for each in (chain, *chains) for token in _chain_tokens(each)}
    if any(token.pos_ in ("VERB", "AUX") and token.tag_ in FINITE_TAGS and token.i not in covered for token in sent):
        return Skip(QUESTION_VERB_LEFT)
    return moved + edits


def _wh_subject(subject: Token) -> bool:
    """ "Who", "What", "Which team", "How many people": a question word that is the subject
    or settles it."""
    for child in subject.children:
        if child.tag_ == "WDT" and child.dep_ == "det":
            return True
        if child.lower_ in ("many", "much") and any(grand.lower_ == "how" for grand in child.children):
            return True
    return subject.tag_ in _WH_SUBJECT_TAGS


def _inverted_group(chain: Chain, subject: Token) -> bool:
    """Whether the words before and after the subject make one verb group a question has:
    "Did ... win", "Are ... cooking", "Has ... stopped", or "be" alone ("Is he at home?").
    Anything else is a parse that misread the question ("Were the children playing
    outside?" with "playing" on the children; "Does the shop open" with "open" an adjective).
    """
    head = chain.head
    if not chain.auxes:
        return head.last.lemma_.lower() == "be" and not any(token.pos_ in ("VERB", "AUX") for token in subject.subtree)
    allowed = {"do": ("VB",), "be": ("VBG", "VBN"), "have": ("VBN", "VBD")}.get(chain.finite.lemma_.lower(), ())
    return head.last.pos_ in ("VERB", "AUX") and chain.next_verb.tag_ in allowed


def _be_first(finite: Token, subject: Token, target: Target, person: Person) -> Moved:
    """ "Is he at home?" → "Was he at home?" / "Will he be at home?": "be" before its subject."""
    def cased(word: str) -> str:
        return upper_first(word) if finite.text[:1].isupper() else word

    if target == "future":
        end = token_end(subject.right_edge)
        return [Edit(finite.idx, token_end(finite), cased("will")), Edit(end, end, " be")]
    form = primary_form("be", target, person)
    if form is None:
        return Skip(QUESTION_SHAPE)
    return [Edit(finite.idx, token_end(finite), cased(form))]


def _asks(verb: Token) -> bool:
    """Whether ``verb`` heads a question: its first verb before its subject, or a question
    word as the subject."""
    subject = subject_of(verb)
    if subject is None or verb.pos_ not in ("VERB", "AUX"):
        return False
    return clause_chain(verb).finite.i < subject.left_edge.i or _wh_subject(subject)


def _question_verb(sent: Span) -> tuple[Token, list[Token]]:
    """The verb of the question in ``sent`` and the verbs of statements run into it before a
    comma ("It smells good, what are you cooking?"). The parse hangs the statement on the
    question ("smells" a clause of "cooking") or the question on the statement."""
    root = sent.root
    doc = sent.doc
    before = [child for child in root.children if child.dep_ in _RUN_IN and child.i < root.i]
    if _asks(root):
        return root, before
    for child in root.children:
        if child.dep_ in _RUN_IN and child.i > root.i and doc[_opening(child) - 1].text == "," and _asks(child):
            return child, [root]
    return root, before


def _opening(verb: Token) -> int:
    """Where the words of ``verb``'s clause begin, past any punctuation the parse hung on it."""
    doc = verb.doc
    i = verb.left_edge.i
    while i < verb.i and doc[i].is_punct:
        i += 1
    return i


def _run_in(statements: list[Token], chain: Chain, target: Target) -> tuple[list[Edit], list[Chain]] | Skip:
    """Statements before the question, each ended by a comma and in the question's tense:
    they move too; left in the present, "it smells" would clash with "were you cooking"."""
    edits: list[Edit] = []
    chains: list[Chain] = []
    doc = chain.finite.doc
    for verb in statements:
        own = clause_chain(verb)
        own_subject = subject_of(verb)
        ends = verb.right_edge.i + 1 if verb.dep_ != "ROOT" else _opening(chain.head.last) - 1
        if own_subject is None or not is_finite(own) or own.finite.i < own_subject.i:
            return Skip(QUESTION_VERB_LEFT)
        if ends >= len(doc) or doc[ends].text != ",":
            return Skip(QUESTION_VERB_LEFT)
        if source_tense(own) != source_tense(chain) or fixed_tense(own):
            return Skip(QUESTION_VERB_LEFT)
        person = person_of(own_subject, own.finite)
        moved = move(own, target, person) if person is not None else Skip(QUESTION_VERB_LEFT)
        if isinstance(moved, Skip):
            return moved
        edits.extend(moved)
        chains.append(own)
    return edits, chains


def _chain_tokens(chain: Chain) -> list[Token]:
    """The words of a verb group: its auxiliaries and its head."""
    head = chain.head
    return [*chain.auxes, *head.first.doc[head.first.i : head.last.i + 1]]
