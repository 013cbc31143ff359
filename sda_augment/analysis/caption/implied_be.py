"""Captions read with an implied "be": a subject and a participle with no finite verb.

"A man in a blue shirt standing on a ladder." leaves out the auxiliary of a progressive or
passive clause; read with the present-tense "be" that agrees with the subject it is a clause
MV, NEG and DN can rewrite, writing the auxiliary they need ("must be", "is not") right
before the participle, so every original character stays. :func:`participle_caption` checks
that a subject and participle read so make a caption, whichever reading of the parse found
them (:mod:`.reading` asks the readings in order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...edits import Edit, token_end
from ...reasons import Skip, register_reason
from ..agreement import Number, subject_number
from ..morphology import known_word, lemma_table
from ..rules import grammar
from ..syntax import FINITE_TAGS
from .clauses import ARTICLE_MISMATCH, article_mismatch
from .existential import COORDINATED, NOT_CAPTION
from .participles import being_before, chain_participle
from .verbs import final_verb, present_form

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


WITH_OBJECT = register_reason(
    "clause.caption_with_object",
    "a past participle after a 'with' phrase says what was done to its object ('A man with a towel wrapped around his face')",
)


@dataclass(frozen=True)
class Caption:
    """A participle caption: the auxiliary "be" is implied right before ``participle``."""

    subject: Token
    participle: Token
    number: Number
    comma: Token | None  # a comma between the subject's phrase and the participle, dropped
    bare: bool = False  # "Man sitting on a bench": a singular subject without its article
    clitic: Token | None = None  # "A man's shaving his beard": the auxiliary written as "'s", read as "is"

    @property
    def be(self) -> str:
        """The implied auxiliary, agreeing with the subject."""
        return "are" if self.number == "plural" else "is"

    def auxiliary_edits(self, words: str) -> list[Edit]:
        """Write ``words`` ("must be", "is not") as the caption's missing auxiliary (in place of
        a clitic "'s" that stands for it: "A man's shaving" → "A man must be shaving")."""
        if self.clitic is not None:
            out = [Edit(self.clitic.idx, token_end(self.clitic), " " + words)]
        else:
            out = [Edit(self.participle.idx, self.participle.idx, words + " ")]
        if self.comma is not None:
            out.append(Edit(self.comma.idx, token_end(self.comma), ""))
        return out


def chain_caption(words: list[Token]) -> Caption | Skip | None:
    """The caption reading of a subject's phrases and participle read from the words alone."""
    found = chain_participle(words)
    if found is None:
        return None
    subject, participle = found
    return participle_caption(subject, participle, words, own_lefts=True, whole="plural" if subject.tag_ == "NNS" else "singular")


def about_to(sent: Span, words: list[Token]) -> Caption | None:
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


def noun_tagged_participle(root: Token, words: list[Token]) -> Caption | Skip | None:
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


def participle_root(root: Token, words: list[Token]) -> Caption | Skip | None:
    """"Man sitting on a bench." parsed with the participle as the root and its subject."""
    if root.tag_ not in ("VBG", "VBN") and being_before(root) is root or any(
        c.dep_ in ("aux", "auxpass") and c.i != being_before(root).i for c in root.children
    ):
        return None  # "Kids being walked across a lot": "being" alone may stand before it
    subject = next((c for c in root.lefts if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.left_edge.i != words[0].i or subject.pos_ not in ("NOUN", "PROPN", "PRON"):
        return None
    return participle_caption(subject, root, words)


def participle_caption(
    subject: Token, participle: Token, words: list[Token], own_lefts: bool = False, dressed: Token | None = None,
    whole: Number | None = None,
) -> Caption | Skip | None:
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
    if _with_object_participle(participle):
        return Skip(WITH_OBJECT)  # "A man with a white towel wrapped around ...": the towel is wrapped
    comma = between[0] if len(between) else None
    if comma is not None and dressed is None and subject.i + 1 < comma.i and doc[subject.i + 1].text == ",":
        comma = None  # "A match, with players in red, is being played": the comma closing a set-off phrase stays
    number = whole or subject_number(subject)
    return Caption(subject, participle, number, comma, _bare_singular(subject), _clitic_be(subject, participle))


def _clitic_be(subject: Token, participle: Token) -> Token | None:
    """The "'s" that the tagger took for a possessive, right between the subject and a present
    participle ("A middle-aged man's shaving his beard"): it is "is", the caption's auxiliary."""
    doc = subject.doc
    before = doc[participle.i - 1] if participle.i > 0 else None
    if before is None or participle.tag_ != "VBG" or before.head.i != subject.i or before.i != subject.i + 1:
        return None
    return before if before.lower_.replace("’", "'") == "'s" else None


def _with_object_participle(participle: Token) -> bool:
    """A past participle right after the object of "with" ("A man with a white towel wrapped
    around his face", "A girl with her arms crossed"): it says what was done to that object,
    not to the subject."""
    doc = participle.doc
    before = doc[participle.i - 1] if participle.i > 0 else None
    if participle.tag_ != "VBN" or before is None or before.pos_ not in ("NOUN", "PROPN", "PRON"):
        return False
    top = before
    while top.dep_ in ("conj", "compound") and top.head.i < top.i:
        top = top.head  # "with a hat and a scarf wrapped ...": the first object's preposition
    return top.dep_ == "pobj" and top.head.lower_ == "with"


# Finite verbs a caption may hold: in a relative or adverbial clause ("while people watch").
_EMBEDDED = frozenset(("relcl", "advcl", "ccomp", "xcomp", "pcomp", "acl", "csubj"))


def action_after_dress(dressed: Token) -> Token | Skip | None:
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
