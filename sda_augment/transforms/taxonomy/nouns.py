"""Which nouns of a sentence may be replaced by a more general or a more specific one.

A noun is swapped only where the word alone names the thing: not in a name or title ("Dog
Day Afternoon"), not inside quotation marks, not as or with a noun modifier ("dog food",
"police dog"), not in a fixed phrase ("hot dog", "best man"), not bare ("plays guitar",
generic "man"), not before "of" ("the city of Paris", "a cup of tea"), not ranked or
contrasted ("the first woman", "the largest city", "the other dogs"), and not in a
sentence whose words turn the inference around ("no dog" does not entail "no animal").
The checks are shared by both transforms; each reports them under its own codes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from ...analysis.articles import article_edit
from ...analysis.document import doc_text
from ...analysis.morphology import recase
from ...analysis.syntax import FINITE_TAGS, opens_quotation_or_bracket, opens_sentence, sentences
from ...edits import Edit, token_end
from .rules import rule_data
from .source import ancestors, table_forms
from .source import plural as plural_of

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


class NounCheck(Enum):
    """What a check found, named once; each transform maps these to its registered codes."""

    NAME = "name"
    QUOTED = "quoted"
    COMPOUND = "compound"
    IDIOM = "idiom"
    BARE = "bare"
    OF_PHRASE = "of_phrase"
    SCOPE = "scope"
    DOWNWARD = "downward"
    NUMBER = "number"
    RELATION = "relation"
    INSTITUTION = "institution"
    PRESENT = "present"  # the new word is already in the sentence
    COORDINATED = "coordinated"  # the noun is coordinated with another of the same kind
    GENERIC = "generic"  # the new word would say nothing or name another referent
    CLASH = "clash"  # the new word contradicts or repeats another
    REPEATED = "repeated"  # the noun stands twice in the sentence
    SERVICE = "service"  # the noun names a route or a service, not a vehicle
    SENSE = "sense"  # the noun is used in another sense than the table's
    LISTED = "listed"  # the noun introduces a list of its kinds
    NAMED = "named"  # the thing has a name of its own in the sentence
    KINDS_NAMED = "kinds_named"  # the sentence names the thing's kind already
    DEFINITE = "definite"  # a definite noun points back to a thing described elsewhere
    COUNTED = "counted"  # a count of a whole the sentence makes up or sizes otherwise
    SHARED_KIND = "shared_kind"  # another noun of the sentence falls under the new word too


NAME, QUOTED, COMPOUND, IDIOM, BARE, OF_PHRASE = (
    NounCheck.NAME, NounCheck.QUOTED, NounCheck.COMPOUND, NounCheck.IDIOM, NounCheck.BARE, NounCheck.OF_PHRASE
)
SCOPE, DOWNWARD, NUMBER, RELATION, INSTITUTION = (
    NounCheck.SCOPE, NounCheck.DOWNWARD, NounCheck.NUMBER, NounCheck.RELATION, NounCheck.INSTITUTION
)

_DASHES = frozenset({"-", "–", "—", "/"})
_COUNTED = frozenset({"det", "poss", "nummod", "predet"})
_SINGULAR_DETS = frozenset({"a", "an", "one", "this", "that", "each", "every", "another"})
_QUANTIFIERS = frozenset({"many", "several", "some", "numerous", "various", "multiple", "two", "three", "both"})


@dataclass(frozen=True)
class Noun:
    """A noun that may be swapped: its token, its lemma and whether it is plural."""

    token: Token
    lemma: str
    plural: bool


def read_noun(token: Token, table: bool) -> tuple[Noun | None, NounCheck | None]:
    """``token`` as a swappable :class:`Noun`, or the check that rules it out.

    ``table``: the lemma is read from the table's own forms ("people" → person) rather
    than from the tagger's lemma, which is what other sources are keyed by.
    """
    if table:
        form = table_forms().get(token.lower_)
        if form is None:
            return None, None
        lemma, plural = form
        tagged_plural = token.tag_ in ("NNS", "NNPS")
        if tagged_plural and not plural and not _invariant(lemma):
            return None, NUMBER  # "fishes"-like forms the table does not write
        if not tagged_plural and plural:
            return None, NUMBER
        if _invariant(lemma):
            plural = _context_plural(token)
            if plural is None:
                return None, NUMBER
    else:
        lemma, plural = (token.lemma_ or token.lower_).lower(), token.tag_ in ("NNS", "NNPS")
    if plural and any(child.dep_ == "det" and child.lower_ in ("a", "an") for child in token.children):
        return None, NUMBER  # "A Asian women": the text disagrees with itself
    if not plural and any(child.dep_ == "nummod" and child.lower_ not in ("one", "1") for child in token.children):
        return None, NUMBER  # "three woman": the text disagrees with itself
    problem = _problem(token, lemma, plural)
    return (None, problem) if problem else (Noun(token, lemma, plural), None)


def _invariant(lemma: str) -> bool:
    return rule_data().plurals.get(lemma) == lemma


def _context_plural(token: Token) -> bool | None:
    """Number of an invariant noun ("fish") from its determiner or numeral; None if unsaid."""
    for child in token.children:
        if child.dep_ == "det" and child.lower_ in _SINGULAR_DETS:
            return False
        plural_word = child.lower_ in ("these", "those", "many", "several", "both")
        if child.dep_ in ("det", "nummod") and (plural_word or (child.like_num and child.lower_ not in ("1", "one"))):
            return True
    if _kind_complement(token):
        return False
    return None


def _problem(token: Token, lemma: str, plural: bool) -> NounCheck | None:
    if _in_name(token):
        return NAME
    if _quoted(token):
        return QUOTED
    if _in_compound(token, plural):
        return COMPOUND
    if _idiom(token, lemma):
        return IDIOM
    if _bare(token, plural):
        return BARE
    if any(child.dep_ == "prep" and child.lower_ == "of" for child in token.children):
        return OF_PHRASE
    if _ranked(token):
        return SCOPE
    context = rule_data().context
    if lemma in context.relational and _relation(token):
        return RELATION
    if any(child.dep_ == "poss" for child in token.children) and "person" in ancestors(lemma):
        return RELATION  # a role held for someone: "Henry Cow's drummer" is no "Henry Cow's musician"
    if lemma in context.institutions and _possessive(token):
        return INSTITUTION
    return None


def _possessive(token: Token) -> bool:
    return any(child.dep_ == "case" for child in token.children)


def _bare(token: Token, plural: bool) -> bool:
    """A noun without a determiner or a number, read as a kind or an activity ("plays
    guitar", "a passion for motorcycles"), not as things in view."""
    if any(child.dep_ in _COUNTED or child.lower_ in _QUANTIFIERS for child in token.children):
        return False
    if _kind_complement(token):
        return False
    if not plural:
        return True
    head = token.head
    if token.dep_ == "pobj" and head.lower_ == "of" and head.head.lemma_.lower() in rule_data().context.collectives:
        return False  # "a group of men"
    sent = token.sent
    if not any(word.tag_ in FINITE_TAGS for word in sent):
        return False  # a caption: "Dogs running in the snow."
    # The subject or object of a progressive, or in a phrase on it: "Dogs are running", "men
    # are carrying boxes", "children are playing with dogs"; not "boasting of victories over women".
    verb = head.head if token.dep_ == "pobj" and head.dep_ == "prep" else head
    if token.dep_ not in ("nsubj", "dobj", "pobj") or verb.tag_ != "VBG":
        return True
    return not any(child.dep_ == "aux" and child.lemma_ == "be" for child in verb.children)


def _relation(token: Token) -> bool:
    """A child word read as offspring: "their children", "had three children", "father
    of two boys", "his wife and children"."""
    context = rule_data().context
    if any(child.dep_ == "poss" for child in token.children):
        return True
    head = token.head
    if token.dep_ in ("dobj", "conj") and head.pos_ in ("VERB", "AUX") and head.lemma_.lower() in context.kin_verbs:
        return True
    if token.dep_ == "pobj" and head.lower_ == "of":
        return True
    partners = [child for child in token.children if child.dep_ == "conj"]
    if token.dep_ == "conj":
        partners.append(head)
    return any(partner.lemma_.lower() in context.kin_nouns for partner in partners)


def _in_name(token: Token) -> bool:
    """A capital where running text has none ("the Dog Star"), or a title opening the sentence."""
    text = token.text
    if not text[:1].isupper():
        return False
    if (len(text) > 1 and text.isupper()) or token.tag_ in ("NNP", "NNPS"):
        return True
    doc = token.doc
    if not opens_sentence(doc, token.i):
        return True
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return following is not None and following.text[:1].isupper() and following.text != "I"


def _quoted(token: Token) -> bool:
    """Inside double quotation marks or brackets: a title, someone's words, a gloss
    ("Comet (1791 ship)"), kept as written."""
    return opens_quotation_or_bracket(doc_text(token.doc)[: token.idx])


def _in_compound(token: Token, plural: bool) -> bool:
    """A noun modifier or a modified head ("dog food", "police dog"), a hyphenated or joined
    word ("dog-friendly"), or a plural possessive naming a category ("men's team")."""
    if token.dep_ in ("compound", "nmod") or any(child.dep_ == "compound" for child in token.children):
        return True
    if token.head.i > token.i and token.head.pos_ in ("NOUN", "PROPN") and token.dep_ != "poss":
        return True  # a modifier the parser did not label: "kids clothes"
    if any(child.i < token.i and child.pos_ == "PROPN" and child.dep_ != "poss" for child in token.children):
        return True  # "Brown Swiss cows": a breed, a make
    if any(child.i < token.i and child.tag_ in ("NN", "NNS") and child.dep_ == "amod" for child in token.children):
        return True  # "a depot building": a noun modifier the parse called an adjective
    doc = token.doc
    previous = doc[token.i - 1] if token.i > 0 else None
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if previous is not None and not previous.whitespace_ and (previous.text in _DASHES or previous.is_alpha):
        return True
    if following is not None and not token.whitespace_ and (following.text in _DASHES or following.is_alpha):
        return True
    if following is not None and following.dep_ == "case" and following.head.i == token.i:
        return plural or following.text not in ("'s", "’s")
    return False


def _idiom(token: Token, lemma: str) -> bool:
    context = rule_data().context
    if lemma in context.as_idioms and token.dep_ == "pobj" and token.head.lower_ == "as":
        return True  # "as a child": in childhood, not a child in view
    words = context.idioms.get(lemma)
    if not words:
        return False
    doc = token.doc
    previous = doc[token.i - 1] if token.i > 0 else None
    if previous is not None and (previous.lower_ in words or previous.lemma_.lower() in words):
        return True
    if token.dep_ == "dobj" and token.head.lemma_.lower() in words:
        return True  # "take a seat"
    return any(child.i < token.i and child.lower_ in words for child in token.children)


def _kind_complement(token: Token) -> bool:
    """The bare complement of "a species of ...", "a kind of ...": names a kind, not a thing."""
    head = token.head
    return token.dep_ == "pobj" and head.lower_ == "of" and head.head.lemma_.lower() in rule_data().context.kind_nouns


def _ranked(token: Token) -> bool:
    """Ranked or contrasted within its kind: "the first woman", "the largest city", "other
    dogs", "50 refugees, including 27 children"."""
    context = rule_data().context
    scope = context.scope
    if token.dep_ in ("pobj", "dobj") and token.head.lower_ in context.set_prepositions:
        return True
    for child in token.children:
        if child.i > token.i:
            continue
        if child.tag_ in ("JJS", "RBS") or child.lower_ in scope:
            return True
        if any(grand.tag_ in ("JJS", "RBS") or grand.lower_ in ("most", "least") for grand in child.children):
            return True
    return False


def downward(sent: Span) -> bool:
    """Whether the sentence holds a word under which the inference runs the other way:
    a negation, a quantifier over the noun ("every", "no"), a condition, a question."""
    words = rule_data().context.downward
    return any(token.lower_ in words for token in sent) or sent.text.rstrip().endswith("?")


def sentence_of(token: Token) -> Span:
    for sent in sentences(token.doc):
        if sent.start <= token.i < sent.end:
            return sent
    return token.doc[:]  # pragma: no cover - every token is in a sentence


def replacement_edits(noun: Noun, word: str) -> tuple[Edit, ...]:
    """The edits that put ``word`` (a lemma) for ``noun``: inflected for number, its capital
    kept, and "a"/"an" right before it rewritten for the new word."""
    token = noun.token
    written = plural_of(word) if noun.plural else word
    written = recase(token.text, written)
    article = article_edit(token, written)
    replaced = Edit(token.idx, token_end(token), written)
    return (replaced,) if article is None else (article, replaced)
