"""Captions: a subject and a participle with no finite verb, read with an implied "be".

Image captions ("A man in a blue shirt standing on a ladder.", "Two dogs playing in the
snow.") leave out the auxiliary of a progressive or passive clause. Read with the
present-tense "be" that agrees with the subject, they are clauses MV, NEG and DN can
rewrite: the rewrite writes the auxiliary it needs ("must be", "is not") right before the
participle, so every original character stays. Verbless noun-phrase captions ("A busy
city street at night.") get an existential reading instead ("There is no busy city street
at night."), only where it keeps the claim: an indefinite or bare noun, no numeral, no
definite determiner, no quantifier; anything else is a coded skip.

One reading per sentence, memoised on the Doc's analysis; MV, NEG and DN take it through
:func:`read_sentence` (the clause if there is one, else a caption's, in one order for the
three) and only write the words their rule needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ...edits import Edit, token_end
from ...reasons import Skip, register_reason, skip_code
from ..agreement import subject_number
from ..clause import NO_VERB, NON_FINITE, Clause, ClauseOrSkip
from ..document import MemoKey, analysis_of
from ..morphology import known_word, lemma_table
from ..rules import grammar
from ..syntax import FINITE_TAGS
from ..tokens import sent_text
from .clauses import ARTICLE_MISMATCH, article_mismatch
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
from .participles import (
    absolute_participle,
    being_before,
    chain_participle,
    conjunct_participle,
    coordinated_subject_participle,
    group_participle,
    object_participle,
    phrase_participle,
)
from .verbs import final_verb, present_form

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


_READING: MemoKey = MemoKey("caption_reading")

BARE_NOUN = register_reason("clause.caption_bare_noun", "caption opening with a bare singular noun ('Man sitting ...')")

Number = Literal["singular", "plural"]


@dataclass(frozen=True)
class Caption:
    """A participle caption: the auxiliary "be" is implied right before ``participle``."""

    subject: Token
    participle: Token
    number: Number
    comma: Token | None  # a comma between the subject's phrase and the participle, dropped
    bare: bool = False  # "Man sitting on a bench": a singular subject without its article

    @property
    def be(self) -> str:
        """The implied auxiliary, agreeing with the subject."""
        return "are" if self.number == "plural" else "is"

    def auxiliary_edits(self, words: str) -> list[Edit]:
        """Write ``words`` ("must be", "is not") as the caption's missing auxiliary."""
        out = [Edit(self.participle.idx, self.participle.idx, words + " ")]
        if self.comma is not None:
            out.append(Edit(self.comma.idx, token_end(self.comma), ""))
        return out


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


def _reading(sent: Span, found: Skip) -> Reading:
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
    about = _about_to(sent, words)  # "A brown dog about to catch a Frisbee."
    if about is not None:
        return about
    if found.code == NON_FINITE:
        return _participle_root(root, words)
    tagged = _noun_tagged_participle(root, words)  # "Two dogs swimming.": the participle tagged as a noun
    if tagged is not None:
        return tagged
    if root.pos_ not in ("NOUN", "PROPN") or root.dep_ != "ROOT" or root.left_edge.i != words[0].i:
        return None
    lost = next((c for c in root.lefts if c.dep_ == "dep" and c.pos_ == "NOUN"), None)
    if lost is not None:
        # "A man in a blue shirt, khaki shorts ... and loafers walking": the parse hung the man
        # on a thing he wears. The line's subject and participle are read from its words, or
        # the man takes the participle on the root: its number is his, not the list's.
        reading = _chain_caption(words)
        participle = next((c for c in root.rights if c.dep_ == "acl" and c.tag_ == "VBG"), None)
        if reading is not None or participle is None or lost.left_edge.i != words[0].i:
            return reading
        return _caption(lost, participle, words, own_lefts=True, whole="plural" if lost.tag_ == "NNS" else "singular")
    participle = next((c for c in root.rights if c.dep_ == "acl" and c.tag_ in ("VBG", "VBN")), None)
    if participle is None and root.lower_ in grammar().captions.group_nouns:
        participle = group_participle(root)  # "A group of people standing in the street."
    if participle is None:
        participle = phrase_participle(root)  # "A woman in a red jacket riding a bicycle."
    if participle is None:
        participle = conjunct_participle(root)  # "A man and a woman standing on a sidewalk."
    if participle is not None:
        action = _action_after_dress(participle)  # "Two women wearing skirts walking down ..."
        if isinstance(action, Skip):
            return action
        if action is not None:
            return _caption(root, action, words, own_lefts=True, dressed=participle)
        reading = _caption(root, participle, words)
        if reading is None and participle.tag_ == "VBG" and participle.head.i == root.i:
            return _chain_caption(words)  # "A woman in a college t-shirt walking quickly carrying ...": hung on the second
        return reading
    participle = coordinated_subject_participle(root)  # "A man in a hat and a woman in a red dress sitting ..."
    if participle is not None:
        return _caption(root, participle, words, own_lefts=True, whole="plural")
    participle = absolute_participle(root)  # "A lady with red hair peeking into a car."
    if participle is not None:
        return _caption(root, participle, words, own_lefts=True)
    found = object_participle(root, words)  # "A pedestrian adjusting shoes.": the object made the root
    if found is not None:
        return _caption(found[0], found[1], words)
    reading = _chain_caption(words)  # "A man in a black shirt holding cloth ...": the parse lost the participle
    if reading is not None:
        return reading
    if root.pos_ != "NOUN" or not text.endswith(".") or not (words[0].text[:1].isupper() or words[0].lower_ in ("a", "an")):
        return None  # "Tennis at the 1983 Games", "competes in ...": a title or a continuation
    if any(t.pos_ in ("VERB", "AUX") for t in sent):
        return Skip(NOT_CAPTION)
    return existential_reading(root, words)


def _chain_caption(words: list[Token]) -> Reading:
    """The caption reading of a subject's phrases and participle read from the words alone."""
    found = chain_participle(words)
    if found is None:
        return None
    subject, participle = found
    return _caption(subject, participle, words, own_lefts=True, whole="plural" if subject.tag_ == "NNS" else "singular")


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


def _about_to(sent: Span, words: list[Token]) -> Caption | None:
    """"A dog about to catch a Frisbee": "be about to" with its "be" left out, read like a
    participle caption ("A dog is not about to catch a Frisbee")."""
    doc = sent.doc
    about = next((t for t in words if t.lower_ == "about" and t.i + 2 < sent.end and doc[t.i + 1].lower_ == "to"
                  and doc[t.i + 2].tag_ == "VB"), None)
    if about is None:
        return None
    if about.dep_ == "ROOT":
        subject = next((c for c in about.lefts if c.dep_ in ("nsubj", "nsubjpass")), None)
    else:
        subject = about.head if about.head.dep_ == "ROOT" else None
    if subject is None or subject.pos_ != "NOUN" or subject.left_edge.i != words[0].i or _other_finite_verb(sent):
        return None
    before = doc[about.i - 1]
    if before.i != subject.i and not any(a.i == subject.i for a in before.ancestors):
        return None  # something other than the subject's phrase before "about"
    if before.is_punct or any(t.tag_ in ("VBG", "VBN", "VBZ", "VBP", "VBD") for t in doc[words[0].i : about.i]):
        return None  # "A man holding a bat about to swing": whose "about" is unclear
    return Caption(subject, about, subject_number(subject), None, _bare_singular(subject))


def _noun_tagged_participle(root: Token, words: list[Token]) -> Reading:
    """"Two dogs swimming.": a sentence-final participle the tagger made a noun, its subject
    a compound of it."""
    if root.tag_ != "NN" or not root.lower_.endswith("ing") or not root.text.islower() or "VERB" not in lemma_table(root.lower_):
        return None
    subject = root.doc[root.i - 1] if root.i > 0 else None
    if subject is None or subject.head.i != root.i or subject.tag_ not in ("NN", "NNS") or subject.left_edge.i != words[0].i:
        return None
    if root.i + 1 >= len(root.doc) or not root.doc[root.i + 1].is_punct or any(c.i > root.i and not c.is_punct for c in root.children):
        return None  # only "Two dogs swimming.": anything after may be the noun's own phrase
    if not _indefinite(subject):
        return None
    return Caption(subject, root, subject_number(subject), None, _bare_singular(subject))


def _participle_root(root: Token, words: list[Token]) -> Reading:
    """"Man sitting on a bench." parsed with the participle as the root and its subject."""
    if root.tag_ not in ("VBG", "VBN") and being_before(root) is root or any(
        c.dep_ in ("aux", "auxpass") and c.i != being_before(root).i for c in root.children
    ):
        return None  # "Kids being walked across a lot": "being" alone may stand before it
    subject = next((c for c in root.lefts if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.left_edge.i != words[0].i or subject.pos_ not in ("NOUN", "PROPN", "PRON"):
        return None
    return _caption(subject, root, words)


def _caption(
    subject: Token, participle: Token, words: list[Token], own_lefts: bool = False, dressed: Token | None = None,
    whole: Number | None = None,
) -> Reading:
    """The caption reading with the implied "be" before ``participle``, or why there is none.

    ``whole``: every word before the participle is the subject's, and the subject's number
    read from the words, whatever the parse says ("A man in a hat and a woman sitting":
    plural; "Man in white shirt and blue jeans looking": singular).
    """
    doc = subject.doc
    passive, participle = participle, being_before(participle)  # "Children ... being sprayed with water": the implied "be" before "being"
    if participle.text[:1].isupper() or not own_lefts and any(c.i != subject.i and not c.is_punct for c in participle.lefts):
        return None  # a name, or words of the participle's own before it
    if participle.tag_ == "VBN" and any(c.dep_ in ("aux", "auxpass") for c in participle.children):
        return None
    end = max([subject.i] + [c.right_edge.i for c in subject.children if c.i < participle.i and not c.is_punct])
    if whole:
        end = participle.i - 1
    elif dressed is not None:  # the dress phrase is the subject's, whatever the parser hung where
        end = participle.i - 1
        if doc[end].text == "," and doc[dressed.i - 1].text != ",":
            end -= 1  # the comma goes; one closing "A woman, wearing shorts, sitting" stays
    elif participle.head.i != subject.i and participle.dep_ == "acl":
        end = participle.i - 1  # "A group of people standing": the participle closes the "of" phrase
    between = doc[end + 1 : participle.i]
    if len(between) > 1 or (len(between) == 1 and between[0].text != ","):
        return None  # something other than the subject's phrase before the participle
    if any(t.tag_ in FINITE_TAGS and t.dep_ not in _EMBEDDED for t in doc[subject.sent.start : participle.i]) or any(
        c.dep_ == "acl" and c.tag_ in ("VBD", "VBN") and c.i == subject.i + 1 != participle.i
        and (dressed is None or c.i != dressed.i) for c in subject.children
    ):
        return None  # "... ensued until Christmas Day despite Phanfone making ...": a sentence, not a caption
    if _other_finite_verb(subject.sent, passive) or _verb_tagged_noun(passive) or _later_verb(passive):
        return Skip(NOT_CAPTION)  # "Two men dressed in robes ride bicycles": the verb is there
    if _second_participle(participle):
        return Skip(COORDINATED)  # "Two women looking at the camera and a man looking away"
    if subject.pos_ != "NOUN" and not _capitalised_noun(subject, participle):
        return None  # "Stafford acting General Secretary", "Ives signed with": a name and a past verb
    if participle.tag_ == "VBN" and not _indefinite(subject):
        return None  # "The Konheims divorced", "This change allowed": a past tense tagged as a participle
    if article_mismatch(subject):
        return Skip(ARTICLE_MISMATCH)  # "A young women carrying ...": "are not carrying" would keep the slip
    comma = between[0] if len(between) else None
    if comma is not None and dressed is None and subject.i + 1 < comma.i and doc[subject.i + 1].text == ",":
        comma = None  # "A match, with players in red, is being played": the comma closing a set-off phrase stays
    number = whole or subject_number(subject)
    return Caption(subject, participle, number, comma, _bare_singular(subject))


# Finite verbs a caption may hold: in a relative or adverbial clause ("while people watch").
_EMBEDDED = frozenset(("relcl", "advcl", "ccomp", "xcomp", "pcomp", "acl", "csubj"))


def _action_after_dress(dressed: Token) -> Token | Skip | None:
    """The caption's action named after a phrase of what the subject wears or holds.

    "Two women wearing skirts and heels walking down a sidewalk": the women walk, whatever
    the parser hung "walking" on. The first present participle after the dress phrase,
    right after a noun or adjective (and maybe a comma), is the action, unless a person or
    animal stands there ("holding a baby sleeping": the baby sleeps); a modifier before its
    noun ("carrying a hanging flower pot") and another thing worn or held ("wearing blue
    holding bags") are passed over. None when no participle follows before "with", "while"
    or a relative word; NOT_CAPTION when one follows that cannot be told for the action
    ("wearing orange pants in playing").
    """
    config = grammar().captions
    if dressed.lower_ not in config.dress_participles:
        return None
    doc = dressed.doc
    for token in doc[dressed.i + 1 : dressed.sent.end]:
        if token.lower_ in _OPENERS or token.lower_ == "with" or token.tag_ in ("WDT", "WP", "WRB"):
            return None
        if token.tag_ != "VBG":
            continue
        following = doc[token.i + 1] if token.i + 1 < dressed.sent.end else None
        if following is not None and following.pos_ in ("NOUN", "PROPN", "ADJ") and following.head.i != token.i:
            continue  # "a hanging flower pot", "walking shoes": a modifier, not an action
        if token.lower_ in config.dress_participles:
            continue  # "wearing blue and brown holding bags": another thing held
        if token.dep_ == "conj" and token.head.i == dressed.i:
            return None  # "carrying a black item and walking": both the subject's, read as they are
        before = doc[token.i - 1]
        if before.text == ",":
            before = doc[before.i - 1]
        if before.lower_ in config.animate_nouns:
            return None  # "holding a baby sleeping on his chest": the baby sleeps, the man holds
        between = doc[dressed.i + 1 : token.i]
        if before.pos_ not in ("NOUN", "PROPN", "ADJ") or any(
            t.lower_ in config.animate_nouns or t.tag_ in ("VBD", "VBZ", "VBP", "MD") for t in between
        ):
            return Skip(NOT_CAPTION)  # not "holding a baby sleeping", "holding a microphone and another man using"
        if _verb_tagged_noun(dressed):
            return Skip(NOT_CAPTION)  # "dressed in semi-formal attire show faces of excitement looking"
        return token
    return None


def _capitalised_noun(subject: Token, participle: Token) -> bool:
    """"Dog running down a walkway": a common noun opening the caption, tagged as a name.

    Only a word the lexicon knows as a noun, no entity, before a present participle (a
    name before a past form is a past tense: "Ives signed with"), and no other name or
    number in the sentence (a heading about a person: "Baker playing for the Reds in 1990").
    """
    return (
        subject.i == subject.sent.start and subject.tag_ == "NNP" and participle.tag_ == "VBG"
        and not subject.ent_type_ and "NOUN" in lemma_table(subject.lower_)
        and not any(t.pos_ == "PROPN" or t.like_num for t in subject.sent if t.i != subject.i)  # "Baker playing for the Reds in 1990"
    )


def _other_finite_verb(sent: Span, passive: Token | None = None) -> bool:
    """A finite verb outside any embedded clause: the caption has its own verb after all
    (not ``passive``, the participle after "being" tagged as a past: "Kids being walked")."""
    return any(
        t.tag_ in ("VBD", "VBZ", "VBP", "MD") and t.dep_ not in _EMBEDDED and t.dep_ not in ("aux", "auxpass")
        and (passive is None or t.i != passive.i)
        for t in sent
    )


_OPENERS = frozenset(("while", "as", "who", "that", "which", "where", "when", "because", "whilst", "whose", "whom"))


def _later_verb(participle: Token) -> bool:
    """A verb after the participle outside a clause an opener starts: "The pitcher wearing
    black heaves the ball", "... with a pink shirt is cooking": the caption has its verb."""
    doc = participle.doc
    end = participle.sent.end
    for token in doc[participle.i + 1 : end]:
        if token.lower_ == "as" and (token.i == participle.i + 1 and participle.lower_ in _AS_PARTICIPLES or token.dep_ == "prep" and token.head.i == participle.i):
            continue  # "dressed as a clown juggles": "as" is the participle's own
        if token.lower_ in _OPENERS or token.tag_ in ("WDT", "WP", "WRB"):
            return False
        if token.tag_ in ("VBZ", "VBP", "VBD", "MD"):
            return True
        if token.tag_ == "NNS" and present_form(token) == "VBZ" and token.i + 1 < end \
                and doc[token.i + 1].tag_ in _VERB_OBJECT_TAGS and doc[token.i - 1].tag_ in ("NN", "NNS", "JJ", "NNP"):
            return True  # "... in a white shirt smiles at", "dressed as a clown juggles balls"
        if final_verb(token):
            return True  # "A young girl holding a stuffed pig smiles."
    return False


# What follows a present verb the tagger made a plural noun ("smiles at", "juggles balls").
_VERB_OBJECT_TAGS = frozenset(("IN", "DT", "PRP$", "RP", "TO", "PRP", "NNS"))

# Participles whose "as" names a role, not a clause: "dressed as Snow White walks".
_AS_PARTICIPLES = frozenset(("dressed", "disguised", "costumed", "posing", "masquerading"))


def _second_participle(participle: Token) -> bool:
    """"Two women looking at the camera and a man looking away": a second subject with its
    own participle after "and"; one implied "be" cannot serve both."""
    doc = participle.doc
    end = participle.sent.end
    for token in doc[participle.i + 1 : end]:
        if token.lower_ in _OPENERS:
            return False
        if token.lower_ != "and" or token.i + 1 >= end or doc[token.i + 1].tag_ not in ("DT", "CD"):
            continue
        i = token.i + 1
        while i < end and doc[i].tag_ in ("DT", "CD", "JJ", "JJR", "NN", "NNS", "HYPH", "PRP$"):
            i += 1
        if i < end and i > token.i + 2 and doc[i].tag_ == "VBG" and doc[i - 1].lower_ in grammar().captions.animate_nouns:
            return True  # not "a hat and a blue shirt selling bananas": the shirt sells nothing
    return False


def _indefinite(noun: Token) -> bool:
    """"A man", "Two women", "Dancers": a subject that introduces what the picture shows."""
    dets = [c for c in noun.children if c.dep_ in ("det", "poss", "predet")]
    if not dets:
        return (noun.tag_ == "NNS" and known_word(noun.lower_)) or any(c.dep_ == "nummod" for c in noun.children)
    return all(d.lower_ in ("a", "an") for d in dets)


def _verb_tagged_noun(participle: Token) -> bool:
    """A present verb tagged as a noun after the participle ("holding a stuffed pig smiles.").

    Then the participle belongs to the subject and that word is the caption's verb.
    """
    doc = participle.doc
    end = participle.sent.end
    for token in doc[participle.i + 1 : end]:
        if token.tag_ == "NN" and token.text.islower() and token.i + 1 < end and doc[token.i + 1].lower_ == "to" \
                and doc[token.i - 1].tag_ in ("NN", "NNS", "JJ") and "VERB" in lemma_table(token.text):
            return True  # "Protests surrounding the foul lead to a flurry": "lead" is the verb
        if token.tag_ != "NNS" or not token.text.islower() or not token.text.endswith("s") or token.i + 1 >= end:
            continue
        if doc[token.i - 1].tag_ in ("NN", "NNP") and doc[token.i + 1].tag_ in ("IN", "RP", "TO") \
                and "VERB" in lemma_table(token.text):
            return True
    return False


def _bare_singular(noun: Token) -> bool:
    """A singular common noun with no determiner: "Man sitting ..." has no article to keep."""
    common = noun.tag_ == "NN" or (noun.tag_ == "NNP" and noun.i == noun.sent.start and known_word(noun.lower_))
    return common and not any(c.dep_ in ("det", "poss", "nummod") for c in noun.children)  # "Man and a woman" too


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




