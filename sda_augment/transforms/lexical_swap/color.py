"""The ``color_swap`` transform: a colour word replaced with a different colour (a negative).

Only a colour that names a hue in its sentence is swapped: not in a name or title ("the
Red Sox", "Mr. Brown"), not in a fixed phrase whose colour is no hue ("black market", "red
tape", "white slavers"), not a person's colour ("a black man", "he is white": ethnicity, not
paint), not a mood ("feeling blue"), not "green" for the environment ("green policies"),
and a colour noun only where it names a hue ("dressed in red"; "an orange" is fruit). "a"/"an" before the colour follows
the new word ("an orange shirt" → "a red shirt").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...analysis.articles import article_edit
from ...analysis.document import doc_text
from ...analysis.syntax import opens_sentence
from ...analysis.tokens import rows
from ...edits import Edit, token_end
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

NO_COLOR = register_reason("color_swap.none", "no colour word")
IN_NAME = register_reason("color_swap.name", "colour word in a name or title")
COMPOUND = register_reason(
    "color_swap.compound", "colour word in a compound (\"blue-green\", \"red-haired\", \"navy blue\")"
)
IDIOM = register_reason("color_swap.idiom", "colour in a fixed phrase that names no hue (\"black market\", \"red tape\")")
PERSON = register_reason("color_swap.person", "colour of a person (ethnicity, not a hue)")
SENSE = register_reason(
    "color_swap.sense", "colour word in another sense here: a mood (\"feeling blue\"), the environment (\"green policies\")"
)
NOT_HUE = register_reason("color_swap.not_hue", "colour noun that names no hue here (\"an orange\", \"the green\")")

RULE = "color_swap.color"

_DESCRIBED_BY = frozenset({"amod", "compound", "nmod"})


def canonical(word: str) -> str:
    """A colour word's lookup form: lower case, one spelling ("grey" → "gray")."""
    lower = word.lower()
    return rule_data().color.spellings.get(lower, lower)


def _in_compound(token: Token) -> bool:
    doc = token.doc
    before = token.i > 0 and doc[token.i - 1].text in ("-", "–") and not doc[token.i - 1].whitespace_
    after = token.i + 1 < len(doc) and not token.whitespace_ and not doc[token.i + 1].is_punct
    hyphen_after = token.i + 1 < len(doc) and doc[token.i + 1].text in ("-", "–") and not token.whitespace_
    return before or after or hyphen_after


def _in_name(token: Token) -> bool:
    """A capital where running text has none: "the Red River", "Pink Floyd", "Mr. Brown"."""
    if not token.text[:1].isupper():
        return False  # the tagger's NNP on a lower-case "grey" is no name
    if token.tag_ in ("NNP", "NNPS"):
        return True
    doc = token.doc
    if not opens_sentence(doc, token.i):
        return True
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return following is not None and following.text[:1].isupper() and following.text != "I"


def _described(token: Token) -> tuple[Token | None, bool]:
    """The noun an adjectival colour describes, and whether the colour stands before it.

    "shirt" for "red" in "a red and white shirt" (before it), "flag" in "the flag is red"
    (after it: no fixed phrase "red flag" there).
    """
    word = token
    while word.dep_ == "conj" and word.head.i != word.i:
        word = word.head
    if word.dep_ in _DESCRIBED_BY:
        return word.head, True
    if word.dep_ in ("acomp", "oprd", "attr"):
        for child in word.head.children:
            if child.dep_ in ("nsubj", "nsubjpass", "dobj"):
                return child, False
    return None, False


def _predicate_subject(token: Token) -> Token | None:
    """The subject a predicate colour describes ("the car is red", "I am feeling blue")."""
    word = token
    while word.dep_ == "conj" and word.head.i != word.i:
        word = word.head
    if word.dep_ not in ("acomp", "oprd", "attr", "xcomp"):
        return None
    verb = word.head
    subjects = [child for child in verb.children if child.dep_ in ("nsubj", "nsubjpass")]
    if not subjects and verb.dep_ in ("xcomp", "ccomp", "conj"):
        subjects = [child for child in verb.head.children if child.dep_ in ("nsubj", "nsubjpass")]
    return subjects[0] if subjects else None


def _sense_problem(token: Token, color: str) -> Skip | None:
    """Why the colour names no hue in this sentence: a mood ("feeling blue"), a person's
    race ("he is white"), "green" for the environment ("green policies" in a sentence on
    emissions)."""
    data = rule_data().color
    verb = token.head if token.dep_ in ("acomp", "oprd", "xcomp", "conj") else None
    while verb is not None and verb.dep_ == "conj" and verb.pos_ == "ADJ":
        verb = verb.head
    if verb is not None and (verb.lower_ in data.mood_verbs or verb.lemma_.lower() in data.mood_verbs):
        return Skip(SENSE)  # "I am feeling blue": a mood
    subject = _predicate_subject(token)
    if subject is not None and (subject.lower_ in data.person_subjects or subject.lemma_.lower() in data.person_heads
                                or subject.lower_ in data.person_heads):
        return Skip(PERSON)  # "He is white", "the man was green with envy"
    if color == "green" and any(word.lower_ in data.eco_words for word in token.sent):
        return Skip(SENSE)  # "green" as kind to the environment
    return None


def _problem(token: Token, color: str) -> Skip | None:
    """Why ``token`` (the colour ``color``) must stay, or None when it names a hue."""
    data = rule_data().color
    if _in_compound(token) or (token.i > 0 and token.doc[token.i - 1].lower_ in data.bound_shades):
        return Skip(COMPOUND)
    if _in_name(token):
        return Skip(IN_NAME)
    if token.pos_ == "NOUN" or token.tag_ in ("NN", "NNS"):
        return None if token.head.lemma_.lower() in data.noun_heads and token.head.i < token.i else Skip(NOT_HUE)
    problem = _sense_problem(token, color)
    if problem is not None:
        return problem
    idioms = data.idioms.get(color, frozenset())
    doc = token.doc
    after = token.i + 1
    while after + 1 < len(doc) and doc[after].lower_ in ("and", "or") and canonical(doc[after + 1].lower_) in data.colors:
        after += 2  # "red and white wine": the word after the pair
    following = doc[after] if after < len(doc) else None
    if following is not None and (following.lemma_.lower() in idioms or following.lower_ in idioms):
        return Skip(IDIOM)  # "red dwarf star", "white tie event", "red and white wine"
    noun, attributive = _described(token)
    if noun is None:
        return None
    lemma = noun.lemma_.lower()
    if attributive and noun.tag_ in ("NNP", "NNPS") and noun.text[:1].isupper():
        return Skip(IN_NAME)
    if lemma in data.person_heads or noun.lower_ in data.person_heads:
        return Skip(PERSON)
    if attributive and (lemma in idioms or noun.lower_ in idioms):
        return Skip(IDIOM)
    return None


def _written(color: str, source: str, uses_grey: bool) -> str:
    word = "grey" if color == "gray" and uses_grey else color
    return word[:1].upper() + word[1:] if source[:1].isupper() else word


@dataclass(frozen=True)
class ColorSwap(MemoisedRuleTransform):
    """Replace a colour word with a different colour ("a red car" → "a blue car")."""

    name: ClassVar[str] = "color_swap"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "Colour word replaced with a different colour",
        source="AugCSE (Tan et al.) augmentation pool, after NL-Augmenter's color_transformation",
        needs="parse",
        pools=("augcse",),
        sample="A man in a red shirt settled in Vienna.",
    )

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        text = doc_text(doc)
        if not text.strip():
            return Skip(EMPTY_INPUT)
        data = rule_data().color
        known = frozenset(data.colors)
        # Plain rows first: a Token is built only for a colour word.
        colors = [(doc[row.i], canonical(row.lower)) for row in rows(doc) if canonical(row.lower) in known]
        if not colors:
            return Skip(NO_COLOR)
        present = {color for _, color in colors}
        uses_grey = any(token.lower_ == "grey" for token, _ in colors)
        found: list[Candidate] = []
        reason = None
        for token, color in colors:
            problem = _problem(token, color)
            if problem is not None:
                reason = reason or problem
                continue
            shaded = token.i > 0 and doc[token.i - 1].lower_ in data.shade_words
            for other in data.colors:
                if other in present:
                    continue  # "black and white" never becomes "black and black"
                if shaded and other in data.shadeless:
                    continue  # "dark blue" never becomes "dark black"
                word = _written(other, token.text, uses_grey)
                edits = [Edit(token.idx, token_end(token), word)]
                article = article_edit(token, word)
                if article is not None:
                    edits.insert(0, article)
                found.append(Candidate(RULE, tuple(edits)))
        return found or reason or Skip(NO_COLOR)
