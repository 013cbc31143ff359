"""Why an antonym would clash with the rest of the sentence rather than contradict it.

"poor but optimistic", "however the safe circulation ...", "too small, and a new church
was built", "massive debts, which rendered the club bankrupt", "when a seat becomes
vacant, a by-election is called", "the earliest instances (1697)", "the ancient deity of
erstwhile ancient kingdom", "the highest ... qualify, the lower ranked ... are relegated",
"unwilling to listen ... and is infringing": another part of the
sentence is built on the adjective's pole, so its antonym leaves a sentence that
contradicts itself or loses its sense, not a hard negative (`[clashes]` in the rules file).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...reasons import register_reason
from .forms import adjective_lemma, degree_form
from .rules import rule_data
from .senses import ADJECTIVE_TAGS, Position

if TYPE_CHECKING:
    from spacy.tokens import Token

CONTRAST = register_reason(
    "adj_antonym.contrast",
    "a contrast or concession in its clause or the next rests on the adjective (\"poor but optimistic\", \"however\")",
)
CONSEQUENCE = register_reason(
    "adj_antonym.consequence",
    "a cause or consequence rests on the adjective (\"too small, and a new one was built\", \"which rendered\")",
)
ECHO = register_reason(
    "adj_antonym.echo",
    "the same adjective stands on a noun tied to its own (\"the ancient deity of the ancient kingdom\", \"another young woman\")",
)
SCALE = register_reason(
    "adj_antonym.scale",
    "its scale stands in the sentence in another degree (\"the highest ... qualify, the lower ranked ... are relegated\")",
)
STANCE = register_reason(
    "adj_antonym.stance",
    "an evaluation (\"important\", \"unwilling\", \"false\") the rest of a sentence of several clauses leans on",
)
DATED = register_reason(
    "adj_antonym.dated", "a superlative of time beside a year that pins it (\"the earliest instances (1697)\")"
)

_VERBS = frozenset({"VERB", "AUX"})
# Dependencies that open a clause of their own below another clause.
_CLAUSES = frozenset({"conj", "advcl", "ccomp", "relcl", "parataxis", "csubj"})
# Relations by which a clause hangs on the one a contrast or consequence links it to.
_LINKED = frozenset({"conj", "advcl", "ccomp", "parataxis"})
_YEAR = re.compile(r"^(1[0-9]{3}|20[0-9]{2})(s|–[0-9]{2,4})?$")


def clause_head(token: Token) -> Token:
    """The verb heading the clause ``token`` stands in (the root for the main clause)."""
    word = token
    while word.head.i != word.i:
        if word.dep_ in _CLAUSES and word.pos_ in _VERBS:
            return word
        word = word.head
    return word


# How many steps below its clause's verb an adjective may stand and still carry the clause's
# point ("the safe circulation ... is made", "were guilty"): one deeper in a phrase ("off the
# coast of the small town") is a detail the contrast does not rest on.
_DEPTH = 3


def _within(token: Token, head: Token) -> bool:
    return head.left_edge.i <= token.i <= head.right_edge.i


def _depth(token: Token) -> int:
    """Steps from ``token`` up to the verb of its clause, prepositions aside."""
    top = clause_head(token)
    word, steps = token, 0
    while word.i != top.i and word.head.i != word.i:
        word = word.head
        if word.dep_ != "prep":
            steps += 1
    return steps


def _phrase_start(word: Token, phrases: frozenset[str]) -> Token | None:
    """The first word of a listed marker of several words that ``word`` ends ("in fact",
    "due to", "as a result"), or None."""
    doc = word.doc
    for phrase in phrases:
        size = phrase.count(" ") + 1
        start = word.i - size + 1
        if start >= word.sent.start and " ".join(w.lower_ for w in doc[start : word.i + 1]) == phrase:
            return doc[start]
    return None


def _scope(marker: Token) -> Token:
    """The head whose span a marker links: a coordination ("poor but optimistic", "X, but
    Y"), the main clause over a subordinate one ("although ..."), or the clause of an adverb
    or a preposition and the clause it hangs on ("..., however the safe circulation ...")."""
    if marker.dep_ == "cc":
        return marker.head
    if marker.dep_ == "mark" and marker.head.dep_ in _LINKED:
        return marker.head.head
    clause = clause_head(marker)
    if clause.dep_ in _LINKED and clause.head.i != clause.i:
        return clause_head(clause.head)
    return clause


def _first(word: Token, phrases: frozenset[str]) -> Token:
    """The first word of the marker ending at ``word`` ("due" of "due to")."""
    return _phrase_start(word, phrases) or word


def _opens(word: Token, phrases: frozenset[str]) -> bool:
    """Whether an adverb or a conjunction opens its sentence ("However, ...", "As a result,
    ..."): it links the sentence to the one before, which an antonym here cannot contradict.
    A subordinate clause or a phrase with its object ("Although ...", "Due to the rain")
    links within the sentence."""
    first = _first(word, phrases)
    if word.dep_ == "mark" or first.right_edge.i > word.i:
        return False  # "Although ...", "Due to the rain, ...": the clause or phrase it opens
    start = first.i
    return all(other.is_punct for other in word.doc[word.sent.start : start])


def _marked(token: Token, words: frozenset[str], phrases: frozenset[str]) -> bool:
    """Whether a listed marker of the sentence links the adjective's clause, with the
    adjective near its clause's verb or inside the marker's own phrase ("despite thin evidence")."""
    near = _depth(token) <= _DEPTH
    for word in token.sent:
        if word.i == token.i:
            continue
        if word.dep_ == "advmod" and word.head.pos_ in ("ADJ", "ADV"):
            continue  # "so small": a degree, not a link between clauses
        if word.i > 0 and word.doc[word.i - 1].dep_ == "neg":
            continue  # "not yet": a time, not a contrast
        if not (word.lower_ in words or _phrase_start(word, phrases) is not None):
            continue
        if _within(token, word) or _within(token, _first(word, phrases)):
            return True  # inside the marker's own phrase: "despite thin evidence", "due to high rates"
        scope = _scope(word)
        if word.dep_ == "cc" and scope.pos_ == "ADJ" and _within(token, scope):
            return True  # "poor but optimistic", however deep the pair stands
        if _opens(word, phrases) and scope.dep_ == "ROOT":
            continue
        if near and _within(token, scope):
            return True
    return False


def contrast(token: Token) -> bool:
    """"poor but optimistic", "frozen ..., however the safe circulation ...", "although
    small, ...", "in fact given a formal funeral": the contrast or concession needs the
    adjective's pole."""
    data = rule_data().clashes
    return _marked(token, data.contrast, data.contrast_phrases)


def consequence(token: Token, place: Position) -> bool:
    """"too small, and a new church was built", "so small that" (not "too cold to swim in",
    which the antonym still fits), "because of poor health", "massive debts, which rendered
    the club bankrupt", "when a seat becomes vacant, a by-election is called": what follows
    in the sentence is the adjective's cause or effect."""
    data = rule_data().clashes
    doc = token.doc
    if any(child.lower_ in data.degree for child in token.children) and any(
        (word.pos_ in _VERBS and not _within(word, token)) or (word.lower_ == "that" and _within(word, token))
        for word in doc[token.i + 1 : token.sent.end]
    ):
        return True  # "too small, and a new church was built", "so small that": not "too cold to swim in"
    if _marked(token, data.cause, data.cause_phrases):
        return True
    noun = place.noun
    if noun is not None and any(
        child.dep_ == "relcl" and child.lemma_.lower() in data.causing for child in noun.children
    ):
        return True
    verb = place.verb
    return (
        verb is not None
        and verb.lemma_.lower() in data.change_verbs
        and verb.dep_ == "advcl"
        and any(child.dep_ in ("mark", "advmod") and child.lower_ in data.conditions for child in verb.children)
    )


def dated(token: Token) -> bool:
    """"the earliest instances ... in 1697": a superlative of time beside a year."""
    if token.lower_ not in rule_data().clashes.time_superlatives:
        return False
    return any(_YEAR.match(word.text) for word in token.sent)


# Relations by which a noun stands in another's phrase ("the deity of the kingdom"), not
# beside it ("a woman and a man") nor in a clause on it ("a man moving aside to let a woman pass").
_NOUNS = frozenset({"NOUN", "PROPN", "PRON"})
_PHRASE = frozenset({"prep", "pobj", "poss", "appos", "compound", "nmod"})


def _in_phrase(inner: Token, outer: Token) -> bool:
    """Whether noun ``inner`` stands in the phrase of noun ``outer`` through prepositions."""
    word = inner
    while word.i != outer.i:
        if word.dep_ not in _PHRASE or word.head.i == word.i:
            return False
        word = word.head
    return True


def echoed(token: Token, lemma: str) -> bool:
    """"the ancient national deity of erstwhile ancient kingdom", "a young woman ... and
    another young woman": the same adjective on a noun inside the phrase of the other's
    noun, or on one that "another", "other", "same" ties to it; one of them swapped leaves
    the two at odds."""
    if token.dep_ != "amod":
        return False
    markers = rule_data().clashes.echo_markers
    noun = token.head
    if noun.pos_ not in _NOUNS:
        return False
    for word in token.sent:
        if word.i == token.i or word.dep_ != "amod" or word.tag_ not in ADJECTIVE_TAGS or adjective_lemma(word) != lemma:
            continue
        other = word.head
        if other.i == noun.i or other.pos_ not in _NOUNS:
            continue
        if _in_phrase(noun, other) or _in_phrase(other, noun):
            return True
        if any(child.lower_ in markers for side in (noun, other) for child in side.children):
            return True
    return False


_GRADED = frozenset({"JJR", "JJS"})


def ranked(token: Token, lemma: str, antonym: str) -> bool:
    """"the two teams with the highest point totals qualify ..., the two lower ranked teams
    are relegated": a comparative or superlative beside another of its own scale or its
    antonym's states a ranking on both poles that one antonym would break. A base form
    ("one much smaller than the other ... a large body of water") ranks nothing."""
    if token.tag_ not in _GRADED:
        return False
    forms = {form for word in (lemma, antonym) for form in (degree_form(word, "JJR"), degree_form(word, "JJS"))}
    return any(word.i != token.i and word.tag_ in _GRADED and word.lower_ in forms for word in token.sent)


_CLAUSE_HEADS = _CLAUSES | {"acl"}


def stance(token: Token, lemma: str) -> bool:
    """"the government is unwilling to listen ... and is infringing", "at a time when the
    planning was so important", "people pushing the false narrative had been distorting
    the truth": an evaluation in a sentence of more than one clause, whose other clauses
    lean on it (`[stance]`); "He was able to engage six actors" is one clause and is free."""
    if lemma not in rule_data().stance.adjectives:
        return False
    clauses = [word for word in token.sent if word.pos_ in _VERBS and (word.dep_ in _CLAUSE_HEADS or word.dep_ == "ROOT")]
    return len(clauses) > 1
