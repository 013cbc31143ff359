"""The reading of a verbless caption, and the one reading of a sentence MV, NEG and DN take.

Image captions leave out the auxiliary of a progressive or passive clause ("A man in a blue
shirt standing on a ladder.": read with an implied "be", :mod:`.implied_be`) or are a noun
phrase ("A busy city street at night.": "there is a ...", :mod:`.existential`). Where the
caption's participle is depends on how the parse went wrong: each place is a named entry,
in order (:data:`CAPTION_FORMS`, then :data:`CAPTION_READINGS` where the root is the noun
opening the line), the first that finds it taken, as the clause analysis takes its repairs
(:mod:`sda_augment.analysis.repairs`).

One reading per sentence, memoised on the Doc's analysis; MV, NEG and DN take it through
:func:`read_sentence` (the clause if there is one, else a caption's, in one order for the
three) and only write the words their rule needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...reasons import Skip, register_reason, skip_code
from ..clause import NO_VERB, NON_FINITE, Clause, ClauseOrSkip
from ..document import MemoKey, analysis_of
from ..repairs import Repair, first_repair
from ..rules import grammar
from ..tokens import sent_text
from .existential import (
    COORDINATED,
    NOT_CAPTION,
    NUMERAL,
    QUANTIFIER,
    Existential,
    existential_reading,
    hidden_verb,
    verb_like,
)
from .finite import caption_finite_clause
from .implied_be import (
    Caption,
    about_to,
    action_after_dress,
    chain_caption,
    noun_tagged_participle,
    participle_caption,
    participle_root,
)
from .participles import (
    absolute_participle,
    conjunct_participle,
    coordinated_subject_participle,
    group_participle,
    object_participle,
    phrase_participle,
)
from .verbs import present_form

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


_READING: MemoKey = MemoKey("caption_reading")

BARE_NOUN = register_reason("clause.caption_bare_noun", "caption opening with a bare singular noun ('Man sitting ...')")

# What the caption analysis makes of a verbless first sentence: a reading, a Skip that says
# why a caption has no faithful one, or None for a sentence that is no caption at all.
Reading = Caption | Existential | Skip | None


@dataclass(frozen=True)
class SentenceReading:
    """What a rule can edit in one sentence: its main clause, a caption's reading, or why neither.

    ``caption`` says the caption reading gave ``found``: a :class:`Caption`, an
    :class:`Existential`, or the :class:`Skip` of a caption without a faithful reading
    (a caption, not a title, for NEG's fragment template).
    """

    found: Clause | Caption | Existential | Skip
    caption: bool = False


def read_sentence(sent: Span, found: ClauseOrSkip, captions: bool = True) -> SentenceReading:
    """The one reading MV, NEG and DN take of a sentence whose clause analysis is ``found``.

    A main clause as the analysis found it; else, with ``captions``, the clause of a caption
    whose verb the parser hung below its subject (:mod:`.caption_finite`), then the caption's
    participle or existential reading (:func:`caption_reading`); else the analysis's skip.
    """
    if isinstance(found, Clause) or not captions:
        return SentenceReading(found)
    clause = caption_finite_clause(sent, found)
    if clause is not None:
        return SentenceReading(clause)
    reading = caption_reading(sent, found)
    return SentenceReading(found) if reading is None else SentenceReading(reading, caption=True)


def caption_reading(sent: Span, found: ClauseOrSkip) -> Reading:
    """The caption reading of ``sent`` whose clause analysis is ``found`` (memoised).

    None when the sentence is not a verbless caption at all (it has a clause, or another
    reason to be skipped); a :class:`Skip` when it is one whose reading would not be faithful.
    """
    if skip_code(found) not in (NO_VERB, NON_FINITE) or sent.start != 0:
        return None  # a caption is one sentence; a verbless later sentence is a fragment
    store = analysis_of(sent.doc).answers
    key = (_READING, sent.start)
    try:
        return store[key]
    except KeyError:
        reading = store[key] = _reading(sent, found)
        return reading


@dataclass(frozen=True)
class CaptionLine:
    """A verbless first sentence read as a caption: its root, its words (whitespace aside), its
    text, and why the clause analysis found no clause in it."""

    sent: Span
    root: Token
    words: list[Token]
    text: str
    found: Skip


class _NoCaption:
    """A reading's answer that the line is no caption at all (:func:`caption_reading`'s None)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NO_CAPTION"


NO_CAPTION = _NoCaption()
CaptionFound = Caption | Existential | Skip | _NoCaption


def _decided(reading: Caption | Existential | Skip | None) -> CaptionFound:
    """A reading that settles the line: its caption, or that it is none."""
    return NO_CAPTION if reading is None else reading


def _about_to_reading(line: CaptionLine) -> Caption | None:
    return about_to(line.sent, line.words)


def _participle_root_reading(line: CaptionLine) -> CaptionFound | None:
    return _decided(participle_root(line.root, line.words)) if line.found.code == NON_FINITE else None


def _noun_tagged_reading(line: CaptionLine) -> Caption | None:
    return noun_tagged_participle(line.root, line.words)


# The forms a caption's line may take whatever its root: asked first.
CAPTION_FORMS: tuple[Repair[CaptionLine, CaptionFound], ...] = (
    Repair(
        "about_to",
        detects="'be about to' with its 'be' left out",
        rewrites="reads the implied 'be' before 'about to'",
        example="A brown dog about to catch a Frisbee.",
        find=_about_to_reading,
    ),
    Repair(
        "participle_root",
        detects="a participle the parse made the root, its subject before it",
        rewrites="reads the implied 'be' before the participle",
        example="Two businessmen going to work.",
        find=_participle_root_reading,
    ),
    Repair(
        "participle_tagged_noun",
        detects="a line-final participle tagged as a noun, its subject a compound of it",
        rewrites="reads it as the participle",
        example="Two dogs swimming.",
        find=_noun_tagged_reading,
    ),
)


def _noun_root(line: CaptionLine) -> bool:
    """The parse's root is the noun whose phrase opens the line: the readings below apply."""
    root = line.root
    return root.pos_ in ("NOUN", "PROPN") and root.dep_ == "ROOT" and root.left_edge.i == line.words[0].i


def _subject_on_clothes(line: CaptionLine) -> CaptionFound | None:
    """The subject the parse hung on a thing it wears: read from the line's words, or it takes
    the participle on the root (its number is the subject's, not the list's)."""
    root, words = line.root, line.words
    lost = next((c for c in root.lefts if c.dep_ == "dep" and c.pos_ == "NOUN"), None)
    if lost is None:
        return None
    reading = chain_caption(words)
    participle = next((c for c in root.rights if c.dep_ == "acl" and c.tag_ == "VBG"), None)
    if reading is not None or participle is None or lost.left_edge.i != words[0].i:
        return _decided(reading)
    return _decided(participle_caption(lost, participle, words, own_lefts=True, whole="plural" if lost.tag_ == "NNS" else "singular"))


def _with_participle(line: CaptionLine, participle: Token | None) -> CaptionFound | None:
    """The caption on ``participle`` of the root's noun, or on the action named after what the
    subject wears ("Two women wearing skirts walking down ..."), or on the words alone where
    the parse hung it on a second participle."""
    if participle is None:
        return None
    root, words = line.root, line.words
    action = action_after_dress(participle)
    if isinstance(action, Skip):
        return action
    if action is not None:
        return _decided(participle_caption(root, action, words, own_lefts=True, dressed=participle))
    reading = participle_caption(root, participle, words)
    if reading is None and participle.tag_ == "VBG" and participle.head.i == root.i:
        return _decided(chain_caption(words))  # "A woman in a college t-shirt walking quickly carrying ...": hung on the second
    return _decided(reading)


def _participle_on_root(line: CaptionLine) -> CaptionFound | None:
    return _with_participle(line, next((c for c in line.root.rights if c.dep_ == "acl" and c.tag_ in ("VBG", "VBN")), None))


def _participle_on_group(line: CaptionLine) -> CaptionFound | None:
    if line.root.lower_ not in grammar().captions.group_nouns:
        return None
    return _with_participle(line, group_participle(line.root))


def _participle_on_phrase(line: CaptionLine) -> CaptionFound | None:
    return _with_participle(line, phrase_participle(line.root))


def _participle_on_conjunct(line: CaptionLine) -> CaptionFound | None:
    return _with_participle(line, conjunct_participle(line.root))


def _coordinated_subjects(line: CaptionLine) -> CaptionFound | None:
    participle = coordinated_subject_participle(line.root)
    if participle is None:
        return None
    return _decided(participle_caption(line.root, participle, line.words, own_lefts=True, whole="plural"))


def _absolute_participle(line: CaptionLine) -> CaptionFound | None:
    participle = absolute_participle(line.root)
    if participle is None:
        return None
    return _decided(participle_caption(line.root, participle, line.words, own_lefts=True))


def _object_as_root(line: CaptionLine) -> CaptionFound | None:
    found = object_participle(line.root, line.words)
    if found is None:
        return None
    return _decided(participle_caption(found[0], found[1], line.words))


def _participle_from_words(line: CaptionLine) -> Caption | Skip | None:
    return chain_caption(line.words)


def _noun_phrase(line: CaptionLine) -> CaptionFound:
    """No participle: a noun phrase read as "there is a ..." where it opens as a caption's does."""
    root, words = line.root, line.words
    if root.pos_ != "NOUN" or not line.text.endswith(".") or not (words[0].text[:1].isupper() or words[0].lower_ in ("a", "an")):
        return NO_CAPTION  # "Tennis at the 1983 Games", "competes in ...": a title or a continuation
    if any(t.pos_ in ("VERB", "AUX") for t in line.sent):
        return Skip(NOT_CAPTION)
    return existential_reading(root, words)


# Where the parse's root is the noun opening the line: where its participle is, in order.
CAPTION_READINGS: tuple[Repair[CaptionLine, CaptionFound], ...] = (
    Repair(
        "subject_hung_on_clothes",
        detects="the subject hung on a thing it wears, that thing made the root",
        rewrites="reads the subject and its participle from the words",
        example="A man in a blue shirt, khaki shorts, ball cap and white socks and loafers walking behind a group of people.",
        find=_subject_on_clothes,
    ),
    Repair(
        "participle_on_subject",
        detects="a participle on the noun opening the line (or the action named after what it wears)",
        rewrites="reads the implied 'be' before the participle",
        example="A little girl climbing a tree.",
        find=_participle_on_root,
    ),
    Repair(
        "participle_on_group",
        detects="the participle hung on the noun after 'a group of'",
        rewrites="reads it as the group's participle",
        example="A group of people standing in the street.",
        find=_participle_on_group,
    ),
    Repair(
        "participle_on_phrase",
        detects="the subject's participle hung on the last noun of a place or dress phrase after it",
        rewrites="reads it as the subject's participle",
        example="A woman in a red jacket riding a bicycle.",
        find=_participle_on_phrase,
    ),
    Repair(
        "participle_on_conjunct",
        detects="the participle of coordinated subjects hung on the last of them",
        rewrites="reads it as the whole subject's participle",
        example="A man and a woman standing on a sidewalk.",
        find=_participle_on_conjunct,
    ),
    Repair(
        "participle_after_two_subjects",
        detects="a participle after two coordinated subjects with phrases of their own, hung anywhere",
        rewrites="reads it as both subjects' participle, in the plural",
        example="A man in a hat and a woman in a red dress sitting on a bench.",
        find=_coordinated_subjects,
    ),
    Repair(
        "participle_as_object",
        detects="a participle made the object of 'with' or 'in' after the subject's phrase",
        rewrites="reads it as the subject's participle",
        example="A man in black reading a book to a group of children.",
        find=_absolute_participle,
    ),
    Repair(
        "object_made_root",
        detects="the participle's object made the root, the participle its modifier, the subject a loose noun",
        rewrites="reads the subject and its participle",
        example="Child squirting paint onto a canvas.",
        find=_object_as_root,
    ),
    Repair(
        "participle_lost_by_parse",
        detects="a participle after the subject's phrases that the parse lost",
        rewrites="reads the subject and its participle from the words",
        example="A man in a black shirt holding cloth next to a table.",
        find=_participle_from_words,
    ),
    Repair(
        "noun_phrase",
        detects="no participle: a noun phrase opening as a caption's does",
        rewrites="reads it as 'there is a ...', or skips where that would not be faithful",
        example="A busy city street at night.",
        find=_noun_phrase,
    ),
)


def _reading(sent: Span, found: Skip) -> Reading:
    """The caption reading of a verbless first sentence: the forms, then, where the root is the
    noun opening the line, the readings of where its participle is, first answer taken."""
    text = sent_text(sent).rstrip()
    root = sent.root
    words = [t for t in sent if not t.is_space]
    if not words:
        return None
    counted = words[0].text.isdigit() and words[0].dep_ == "nummod" and words[0].head.i == root.i  # "3 people walking"
    if not (text[:1].isalpha() or counted) or not (text.endswith(".") or text[-1:].isalpha()):
        return None  # captions are sentences, some with no final period; titles end otherwise
    if not text.endswith(".") and (words[0].pos_ == "PROPN" or sum(t.is_alpha for t in words) < 4):
        return None  # "Ships sunk in 1942", "Jane Doe": a heading or a name, not a caption
    line = CaptionLine(sent, root, words, text, found)
    reading = first_repair(CAPTION_FORMS, line, sent.doc)
    if reading is None and _noun_root(line):
        reading = first_repair(CAPTION_READINGS, line, sent.doc)
    return None if reading is None or reading is NO_CAPTION else reading


def positive_existential(sent: Span, found: ClauseOrSkip) -> Existential | None:
    """The existential reading a positive may write: "There must be two dogs in the snow."

    A numeral, a quantifier of amount or a coordination has no faithful "There is no ..."
    (see :func:`caption_reading`), but "there must be" keeps the claim whole: "Two dogs in
    the snow" → "There must be two dogs in the snow", "A man and a dog on a bench" →
    "There must be a man and a dog on a bench". Universal and negative quantifiers ("all",
    "each", "no") and a bare singular ("Man on a bench") have none.
    """
    reading = caption_reading(sent, found)
    if isinstance(reading, Existential):
        return reading if reading.article is not None or reading.number == "plural" else None
    if skip_code(reading) not in (NUMERAL, QUANTIFIER, COORDINATED):
        return None
    root = sent.root
    words = [t for t in sent if not t.is_space]
    first = words[0]
    if first.lower_ not in grammar().captions.amount_openers and not (first.like_num and first.dep_ == "nummod"):
        return None
    if present_form(root) is not None or hidden_verb(root, words) or any(c.dep_ in ("det", "poss") and c.lower_ not in ("a", "an") and c.i != first.i for c in root.children):
        return None
    if first.lower_ in ("a", "an") and root.tag_ == "NNS" and root.doc[first.i + 1].lower_ not in grammar().captions.quantifiers:
        return None  # "A band places at a venue": "a" before a plural noun, no "a few": the "noun" is a verb
    coordinated = any(c.dep_ == "conj" for c in root.children)
    return Existential(root, first, None, "plural" if coordinated or root.tag_ == "NNS" else "singular")


def counted_existential(sent: Span, found: ClauseOrSkip) -> Existential | None:
    """A verbless caption opening with a number ("Two dogs in the snow.") read as "there are
    two dogs ...", for a negative only: "There are no dogs in the snow." denies it, while
    "There are not two dogs" would not (three dogs would do). None where the caption is
    not such a phrase, or a word in it may be its verb ("Two kids in winter clothing play
    near a lakefront.")."""
    if skip_code(caption_reading(sent, found)) != NUMERAL:
        return None
    root = sent.root
    words = [t for t in sent if not t.is_space]
    number = words[0]
    if number.dep_ != "nummod" or number.head.i != root.i or root.tag_ != "NNS" or hidden_verb(root, words):
        return None
    if any(verb_like(t) for t in words if t.i > root.i):
        return None  # "Four semifinalists qualified into ...", "... as the passersby clap for them"
    if any(c.dep_ in ("conj", "poss", "det", "predet") for c in root.children):
        return None
    return Existential(root, number, number, "plural")




