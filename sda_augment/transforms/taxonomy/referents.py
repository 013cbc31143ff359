"""Whether a more specific noun would contradict what the rest of the sentence says of the thing.

A hyponym claims more than the text: that is what makes it a negative. It must still fit
the sentence it lands in. It does not where the sentence already lists or names the
thing's kinds ("several instruments such as violin, mandolin, guitar" never becomes
"accordions such as violin"; "an instrument shaped like a guitar"), where the thing has a
name of its own ("the boat J/24", "Alpha is a boat"), where a definite noun points back to a
thing described elsewhere ("the building was used to house ...", "the book describes many
applications": which building, which book, the reader was told), or where the noun stands
twice ("three men ... the three men").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .nouns import NounCheck, sentence_of
from .rules import rule_data
from .source import plural

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

LISTED, NAMED, KINDS_NAMED, DEFINITE, REPEATED, COUNTED = (
    NounCheck.LISTED, NounCheck.NAMED, NounCheck.KINDS_NAMED, NounCheck.DEFINITE, NounCheck.REPEATED, NounCheck.COUNTED
)

_DEFINITE = frozenset({"the", "this", "that", "these", "those"})
_SHOWN = frozenset({"this", "these"})
_QUOTES = frozenset({'"', "“", "”", "'", "‘", "’"})


def hyponym_problem(token: Token, sent: Span, children: list[str]) -> NounCheck | None:
    """Why no hyponym of ``token`` fits ``sent`` (its kinds listed or named there, a name of
    its own, a definite reference, a second mention), or None."""
    if _listed(token):
        return LISTED
    if _named(token):
        return NAMED
    if _kinds_named(token, sent, children):
        return KINDS_NAMED
    if _definite(token):
        return DEFINITE
    if _counted_whole(token, sent):
        return COUNTED
    if _paired(token) and running_text(sent):
        return LISTED  # "detaining women and children": a fixed pair of kinds
    if _repeated(token, sent):
        return REPEATED
    return None


def _counted_whole(token: Token, sent: Span) -> bool:
    """A plural that counts a whole the sentence makes up or sizes in its own words: a total
    ("a total of about 200 people, half of whom were citizens", "numbering up to 315 birds"
    for the goosander), a partition ("half of whom"), a capacity ("seating for 1,700
    people"). A more specific noun would say all of them were of one kind, which the
    sentence's own account of them contradicts."""
    if token.tag_ not in ("NNS", "NNPS"):
        return False
    totals = rule_data().context.totals
    head = token.head
    if token.dep_ == "pobj" and head.dep_ == "prep":
        head = head.head
    if head.lower_ in totals or head.pos_ == "NOUN" and head.lemma_.lower() in totals:
        return True
    words = [word.lower_ for word in sent]
    if any(first == "in" and second in ("total", "all") for first, second in zip(words, words[1:])) or "altogether" in words:
        return True
    return any(
        word.lower_ in ("whom", "which") and word.i > token.i and word.doc[word.i - 1].lower_ == "of"
        for word in token.subtree
    )


def _paired(token: Token) -> bool:
    """A noun coordinated with another noun: "women and children", "men and boys"."""
    partners = [child for child in token.children if child.dep_ == "conj"]
    if token.dep_ == "conj":
        partners.append(token.head)
    return any(partner.pos_ == "NOUN" for partner in partners)


def _repeated(token: Token, sent: Span) -> bool:
    """The noun stands twice in the sentence ("held by three men ... suppress the three men",
    "a fish ... a bigger fish"): a more specific word for one would part the two."""
    return repeated(token, sent)


def repeated(token: Token, sent: Span) -> bool:
    """Whether the noun's lemma stands elsewhere in ``sent`` as a noun."""
    lemma = token.lemma_.lower()
    return any(word.i != token.i and word.pos_ == "NOUN" and word.lemma_.lower() == lemma for word in sent)


def _listed(token: Token) -> bool:
    """The noun introduces a list of its kinds: "instruments such as ...", "animals including
    ...", "birds like ...", "three vehicles: ...", "weapons (50 caliber, ... artillery)"."""
    context = rule_data().context
    for child in token.children:
        if child.i < token.i:
            continue
        if child.dep_ == "prep" and child.lower_ in context.listing_words:
            return True
        if child.dep_ == "amod" and child.lower_ == "such":  # "such as" parsed as a modifier
            return True
    doc = token.doc
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if following is not None and following.text in (":", "(", "["):
        return True  # "weapons (50 caliber, 20mm ... artillery)": the brackets say what they are
    return following is not None and following.lower_ == "such" and token.i + 2 < len(doc) \
        and doc[token.i + 2].lower_ == "as"


def _named(token: Token) -> bool:
    """The thing has a name in the sentence: a name beside the noun ("the sailboat J/24",
    "the ship "Comet"", "the J/24 boat"), or the noun says what a name is ("Alpha is a boat")."""
    doc = token.doc
    for child in token.children:
        if child.dep_ in ("appos", "compound", "nmod", "npadvmod") and child.pos_ == "PROPN":
            return True
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if following is not None and (following.pos_ == "PROPN" and following.text[:1].isupper() or following.text in _QUOTES):
        return True
    if token.dep_ in ("attr", "appos") and token.head.pos_ in ("AUX", "VERB", "PROPN"):
        subjects = [child for child in token.head.children if child.dep_ in ("nsubj", "nsubjpass")]
        if token.dep_ == "appos":
            subjects = [token.head]
        return any(
            subject.pos_ == "PROPN" or subject.text[:1] in _QUOTES or subject.text[:1].isupper() and subject.i > subject.sent.start
            for subject in subjects
        )
    return False


def _kinds_named(token: Token, sent: Span, children: list[str]) -> bool:
    """The sentence names one of the noun's own kinds elsewhere: "a stringed instrument shaped
    like a guitar", "birds, including a flock of goosander" (the kinds the source knows)."""
    kinds = set(children) | {plural(child) for child in children}
    return any(word.lower_ in kinds and word.pos_ in ("NOUN", "PROPN") for word in sent if word.i != token.i)


def _definite(token: Token) -> bool:
    """A noun after "the", a demonstrative or a possessive: it points back to a thing the
    reader was told about ("the building was used to house ...", "this book describes ..."),
    which a more specific noun may contradict. Not "this" or "these" alone before the noun
    in a caption (:func:`_shown`)."""
    if _shown(token):
        return False
    return any(
        child.dep_ in ("det", "poss") and child.i < token.i and (child.lower_ in _DEFINITE or child.dep_ == "poss")
        for child in token.children
    )


def _shown(token: Token) -> bool:
    """A demonstrative that points at a thing in view, not back to one described before:
    "this" or "these" and nothing else on the noun, in a sentence that is no narration
    (:func:`running_text`): "This car looks fascinating", "These people are waiting". A past
    tense or a name ("This building was completed in 1902") reads as narration; "that" and
    "those" point back as often as at a thing in view; a predicate noun ("this person is a
    doctor") says what the thing is."""
    children = list(token.children)
    if len(children) != 1 or children[0].dep_ != "det" or children[0].lower_ not in _SHOWN or children[0].i != token.i - 1:
        return False
    if any(child.dep_ in ("attr", "acomp") and child.pos_ in ("NOUN", "PROPN") for child in token.head.children):
        return False
    return not running_text(sentence_of(token))


def running_text(sent: Span) -> bool:
    """Whether ``sent`` reads as narration rather than a picture's caption: a past tense, a
    perfect, or a capitalised name after its first word."""
    for word in sent:
        if word.tag_ == "VBD" or word.tag_ == "VBN" and any(child.lemma_ == "have" and child.dep_ == "aux" for child in word.children):
            return True
        if word.pos_ == "PROPN" and word.i > sent.start and word.text[:1].isupper():
            return True
    return False
