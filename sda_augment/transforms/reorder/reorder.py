"""``sentence_reorder``: the sentences of a record in another order (a positive).

AugCSE's pool holds one member that works on a whole record: its sentences shuffled. A
sentence that leans on the one before it moves with it as one block: one that opens with a
connective or a word that points back ("However, ...", "This was ...", "Later, ..."), holds
a third-person pronoun ("Tourists love it."), a definite noun an earlier sentence named
("QuantumScape is a company. The company is headquartered ...") or a bare relational subject
("Investors include ..."). A record whose later sentences are all about the topic its
first sentence names, as their subject ("Albany Theatre is a historic theater ... It was
added ... The theatre is no longer in operation."), keeps the first sentence first and
shuffles the rest. A first sentence that leans on
something before the record stays first. Sentences move only across boundaries the parse
surely has right: each ends with ".", "!" or "?" and opens with a capital or a digit, its
quotes and brackets closed. Each block keeps its own text; the spacing between blocks
stays where it was typed, so a record of lines keeps its line breaks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...analysis.document import MemoKey, analysis_of, doc_text
from ...analysis.rules import grammar
from ...analysis.syntax import FINITE_TAGS, sentences
from ...analysis.tokens import rows
from ...edits import Edit
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Augments, AugResult, Meta, edited, unchanged
from .rules import rule_data

if TYPE_CHECKING:
    from collections.abc import Iterable

    from spacy.tokens import Doc, Span, Token

_LAYOUT: MemoKey = MemoKey("sentence_reorder_layout")

ONE_SENTENCE = register_reason("sentence_reorder.one_sentence", "one sentence only: nothing to reorder")
BOUNDARY = register_reason(
    "sentence_reorder.boundary",
    "a sentence boundary that may be misplaced (no end mark, a lower-case start, an open quote or bracket)",
)
ORDER_DEPENDENT = register_reason(
    "sentence_reorder.order_dependent",
    "sentences that lean on the ones before them (a pronoun, 'This ...', 'However, ...'): no two can change places",
)

RULE = "sentence_reorder.shuffle"

Block = tuple[int, int]  # character offsets of one or more sentences that move together


@dataclass(frozen=True)
class SentenceReorder(Augments):
    """Shuffle the sentences of a record, keeping those that lean on earlier ones with them."""

    name: ClassVar[str] = "sentence_reorder"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Sentence reordering: the record's sentences in another order, dependent ones moving with their predecessor",
        source="AugCSE (Tan et al., 2022): sentence reordering in its augmentation pool",
        needs="parse",  # sentence boundaries come from the parser
        pools=("augcse",),
        sample="Vienna grew fast in the 1890s. The railway reached Budapest in 1846.",
    )

    def applicable(self, doc: Doc) -> bool:
        return not isinstance(layout(doc), Skip)

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        found = layout(doc)
        if isinstance(found, Skip):
            return unchanged(doc, found)
        pinned, movable = found
        order = list(range(len(movable)))
        rng.shuffle(order)
        if order == sorted(order):
            order = order[1:] + order[:1]  # never the same order
        text = doc_text(doc)
        edits = [
            Edit(slot[0], slot[1], text[movable[source][0] : movable[source][1]])
            for slot, source in zip(movable, order)
            if movable[source] != slot
        ]
        return edited(doc, RULE, edits, {"order": [pinned + index for index in order]})


def layout(doc: Doc) -> tuple[int, list[Block]] | Skip:
    """How many leading blocks stay in place (0 or 1) and the blocks that may move, or why none may.

    Memoised per Doc: ``applicable`` and ``apply`` both ask.
    """
    store = analysis_of(doc).answers
    found = store.get(_LAYOUT)
    if found is None:
        found = store[_LAYOUT] = _layout(doc)
    return found


def _layout(doc: Doc) -> tuple[int, list[Block]] | Skip:
    text = doc_text(doc)
    if not text.strip():
        return Skip(EMPTY_INPUT)
    spans = [(sent, bounds) for sent in sentences(doc) if (bounds := _bounds(text, sent)) is not None]
    if len(spans) < 2:
        return Skip(ONE_SENTENCE)
    if not all(_clean_boundary(text[start:end]) and _finite(sent) for sent, (start, end) in spans):
        return Skip(BOUNDARY)
    gaps = [text[left[1] : right[0]] for (_, left), (_, right) in zip(spans, spans[1:])]
    if any(not gap or gap.strip() for gap in gaps):
        return Skip(BOUNDARY)  # "roles.Principal photography": no space, a typo or an abbreviation
    pinned = 1 if _leans_back(spans[0][0]) else 0  # refers to something before the record
    leaning = [number for number, (sent, _) in enumerate(spans) if number > 0 and _leans_back(sent)]
    if leaning and not pinned and len(spans) > 2 and _about_topic([sent for sent, _ in spans]):
        # Every later sentence is about the topic the first one names: any order after it.
        return 1, [bounds for _, bounds in spans[1:]]
    # A sentence that leans back may lean on any sentence before it ("A girl ... A boy ...
    # Their parents ..."): it and everything before it move as one block.
    last = max(leaning, default=0)
    blocks = [(spans[0][1][0], spans[last][1][1])] + [bounds for _, bounds in spans[last + 1 :]]
    movable = blocks[pinned:]
    if len(movable) < 2:
        return Skip(ORDER_DEPENDENT)
    return pinned, movable


def _bounds(text: str, sent: Span) -> Block | None:
    """The sentence's character offsets without the whitespace around it; None for whitespace only."""
    chunk = text[sent.start_char : sent.end_char]
    stripped = chunk.strip()
    if not stripped:
        return None
    start = sent.start_char + chunk.index(stripped[0])
    return start, start + len(stripped)


def _clean_boundary(sentence: str) -> bool:
    """Ends with an end mark, opens with a capital or digit, and closes its quotes and brackets."""
    marks = rule_data().boundaries
    tail = sentence.rstrip("".join(marks.closing_marks))
    head = sentence.lstrip("".join(marks.opening_marks))
    if not tail or tail[-1] not in marks.end_marks or not head or not (head[0].isupper() or head[0].isdigit()):
        return False
    pairs = (("(", ")"), ("[", "]"), ("“", "”"))
    return sentence.count('"') % 2 == 0 and all(sentence.count(left) == sentence.count(right) for left, right in pairs)


def _finite(sent: Span) -> bool:
    """Whether ``sent`` has a finite verb: a verbless piece ("1986: 'Ready!'") is no sentence to move."""
    return any(row.tag in FINITE_TAGS for row in rows(sent.doc)[sent.start : sent.end])


def _leans_back(sent: Span) -> bool:
    """Whether ``sent`` refers to what came before it: an opening connective or pointer, or a pronoun."""
    data = rule_data().dependence
    words = [row.lower for row in rows(sent.doc)[sent.start : sent.end] if not row.punct and not row.space]
    if any(word in data.pronouns for word in words):
        return True
    return _points_back(sent) or _definite_reference(sent) or _relational_subject(sent)


def _points_back(sent: Span) -> bool:
    """Whether ``sent`` opens with a connective or a pointer ("However, ...", "This was ...",
    "Yes, ..."), or holds a word that points back ("also", "there", "again")."""
    data = rule_data().dependence
    found = [row for row in rows(sent.doc)[sent.start : sent.end] if not row.punct and not row.space]
    if not found:
        return False
    if found[0].pos == "INTJ":
        return True  # "Yes, ...", "Well, ...": an answer to what came before
    words = [row.lower for row in found]
    if any(word in data.anywhere for word in words[1:]):
        return True
    first = words[0]
    if first == "there":
        return len(words) < 2 or words[1] not in data.existential_after  # "There he met ..." points back
    if first in data.openers or first in grammar().clauses.discourse_connectives:
        return True
    return any(words[: len(phrase.split())] == phrase.split() for phrase in data.opening_phrases)


def _spelling(lemma: str) -> str:
    """One spelling for "theatre"/"theater", "centre"/"center"."""
    return lemma[:-2] + "er" if lemma.endswith("re") and len(lemma) > 3 and lemma[-3] not in "aeiou" else lemma


def _nouns(tokens: Iterable[Token]) -> set[str]:
    return {_spelling(token.lemma_.lower()) for token in tokens if token.pos_ == "NOUN"}


def _definite_reference(sent: Span) -> bool:
    """A definite common noun that points back to a thing an earlier sentence named with the
    same noun ("QuantumScape is an American company. The company is headquartered ...",
    "Sousmoulins is a commune ... the commune's northeastern border"): "the" before a noun
    that no "of" phrase, relative clause, superlative or ordinal makes unique in its own
    sentence. A first mention ("The bridge opened in 1890") points nowhere."""
    return bool(_referring_nouns(sent, _nouns(sent.doc[: sent.start])))


def _referring_nouns(sent: Span, earlier: set[str]) -> list[Token]:
    """The definite common nouns of ``sent`` that point back to one of the nouns ``earlier``
    (see :func:`_definite_reference`)."""
    data = rule_data().dependence
    found: list[Token] = []
    if not earlier:
        return found
    for token in sent:
        if token.lower_ != "the" or token.dep_ != "det":
            continue
        noun = token.head
        if noun.pos_ != "NOUN" or noun.i < token.i or not noun.text[:1].islower():
            continue
        if any(child.dep_ in ("compound", "nmod") and child.pos_ == "PROPN" for child in noun.children):
            continue  # "the Novikov conjecture": a name
        if any(child.dep_ in ("relcl", "acl") or child.dep_ == "prep" and child.lower_ == "of" for child in noun.children):
            continue  # "the homotopy invariance of ...", "the man who ..."
        if any(child.tag_ in ("JJS", "RBS") or child.lower_ in data.unique_modifiers for child in noun.children):
            continue  # "the largest city", "the first time", "the same day"
        if noun.lemma_.lower() in data.unique_nouns:
            continue  # "the world", "the sun"
        if any(other.lemma_.lower() == noun.lemma_.lower() for other in sent if other.i < token.i):
            continue  # named earlier in the same sentence
        if _spelling(noun.lemma_.lower()) in earlier:
            found.append(noun)
    return found


def _relational_subject(sent: Span) -> bool:
    """A bare relational noun as the subject ("Investors include ...", "Members are ..."): the
    investors of what was named before."""
    relational = rule_data().dependence.relational_nouns
    return any(
        token.dep_ in ("nsubj", "nsubjpass") and token.lower_ in relational
        and not any(child.dep_ in ("det", "poss", "nummod") for child in token.children)
        for token in sent
    )


def _subject(sent: Span) -> Token | None:
    """The subject of the sentence's main verb."""
    return next((child for child in sent.root.children if child.dep_ in ("nsubj", "nsubjpass")), None)


def _about_topic(sents: list[Span]) -> bool:
    """Whether the first sentence names a topic as its subject ("Albany Theatre is a historic
    theater ...") and every later one has that topic as its subject and leans on nothing
    else: a pronoun of the topic's kind ("It was added ..."), the topic's name ("The Albany
    Theatre opened ..."), a definite noun the first sentence used for it ("The theatre is no
    longer in operation") or a bare relational noun ("Investors include ...")."""
    topic = _subject(sents[0])
    if topic is None or not (topic.pos_ == "PROPN" or any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in topic.children)):
        return False
    data = rule_data().topic
    names = {token.lower_ for token in topic.subtree if token.pos_ == "PROPN"}
    # A singular name may be a thing or a person: the record's pronouns say which, if they
    # all agree ("Acme is a company. Its founder is ... He was born ..." keeps its order).
    families = (data.plural,) if topic.tag_ in ("NNS", "NNPS") else (data.thing, data.male, data.female)
    described = _nouns(sents[0])
    later = [_nouns(sent) for sent in sents[1:]]
    used: set[frozenset[str]] = set()
    for number, sent in enumerate(sents[1:]):
        if _points_back(sent):
            return False
        others = set().union(*(nouns for k, nouns in enumerate(later) if k != number))
        subject = _subject(sent)
        if subject is None:
            return False
        for token in sent:
            if token.lower_ not in rule_data().dependence.pronouns:
                continue
            family = next((family for family in families if token.lower_ in family), None)
            if family is None or not (token.i == subject.i or token.dep_ == "poss" and token.head.i == subject.i):
                return False  # "The river flows through it": a pronoun of another thing
            used.add(family)
        for noun in _referring_nouns(sent, _nouns(sent.doc[sents[0].start : sent.start]) | others):
            lemma = _spelling(noun.lemma_.lower())
            if noun.i != subject.i or lemma not in described or lemma in others:
                return False  # "The tower is 300 metres tall": a noun another sentence named
        if not (
            subject.lower_ in rule_data().dependence.pronouns
            or any(child.dep_ == "poss" and child.lower_ in rule_data().dependence.pronouns for child in subject.children)
            or any(token.lower_ in names for token in subject.subtree if token.pos_ == "PROPN")
            or _spelling(subject.lemma_.lower()) in described and subject.pos_ == "NOUN"
            and any(child.lower_ == "the" for child in subject.children)
            or _relational_subject(sent)
        ):
            return False  # a sentence about something else
    return len(used) <= 1
