"""What the verb makes of its noun, and what stands right after the object.

A noun after a verb of motion and a particle is a path or a goal ("run up the street"),
not an object the verb acts on. And a phrase right after the object may be the object's
own though the parse hangs it on the verb ("a dissertation on the legal aspects", "the
award (since renamed ...)", "the carriage, holding people"): swapped, the object would
leave it behind, to describe the phrase that takes its place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reasons import Skip, register_reason
from .phrases import SPLIT, Phrase, kind_of
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token

PATH = register_reason(
    "subj_obj_swap.path",
    "a path or a goal after a verb of motion ('run up the street', 'walks a path'), or a place after a verb with no object ('standing a town square')",
)
OBJECT_DESCRIBED = register_reason(
    "subj_obj_swap.object_described",
    "a phrase right after the object describes or names it ('a dissertation on ...', 'the award (since renamed ...)', 'the carriage, holding people'): it would stay behind",
)

_COUNTED = frozenset({"det", "poss", "nummod", "predet"})
_RELATIVES = frozenset({"who", "whom", "whose", "which"})
_WEARING = frozenset({"with", "wearing", "without"})


def verb_problem(verb: Token, obj: Phrase) -> Skip | None:
    """Why the verb's noun is no object it acts on: a path or a place after a verb of motion
    or a verb with no object, or a person the verb's bare infinitive belongs to."""
    verbs = rule_data().verbs
    lemma = verb.lemma_.lower()
    if lemma in verbs.intransitive:
        return Skip(PATH)  # "A man standing a busy town square": a preposition left out
    if lemma in verbs.motion:
        between = verb.doc[verb.i + 1 : obj.first.i]
        if any(token.lower_ in verbs.path_particles for token in between):
            return Skip(PATH)  # "run up the street", "sleds down the slope"
        if lemma in verbs.intransitive_motion and obj.head.lemma_.lower() in rule_data().following.places:
            return Skip(PATH)  # "walks a pedestrian path"
    previous = verb.doc[verb.i - 1] if verb.i > 0 else None
    if verb.tag_ == "VBN" and previous is not None and previous.dep_ == "aux" and previous.lemma_ == "have" \
            and obj.head.pos_ == "NOUN" and obj.first.pos_ == "NOUN" and obj.first.i == verb.i + 1 \
            and not any(child.dep_ in _COUNTED for child in obj.head.children):
        return Skip(SPLIT)  # "It has cast stone lintels", "people have painted faces": "have" and an adjective
    if lemma in verbs.bare_infinitive and any(
        child.dep_ == "compound" and kind_of(child) in ("person", "animal") for child in obj.head.children
    ):
        return Skip(SPLIT)  # "helping a black kid dig": the parse made the verb a noun
    return None


def described_after(obj: Phrase, lemma: str) -> Skip | None:
    """Why the words right after the object (of the verb ``lemma``) may be its own, or None."""
    doc = obj.head.doc
    at = obj.last.i + 1
    if at >= len(doc):
        return None
    following = doc[at]
    after = doc[at + 1] if at + 1 < len(doc) else None
    data = rule_data().following
    if following.text in ("(", "["):
        return Skip(OBJECT_DESCRIBED)  # "the Rhoads Award (since renamed ...)"
    if following.text == "," and after is not None and (after.tag_ in ("VBG", "VBN") or after.lower_ in _RELATIVES
                                                         or after.pos_ == "ADP" and obj.last.pos_ == "PROPN"):
        return Skip(OBJECT_DESCRIBED)  # "the carriage, holding people and a dog,"; "chemin du Roi, on the left bank"
    if following.lower_ in data.naming_words:
        return Skip(OBJECT_DESCRIBED)  # "a group known as ..."
    if following.lower_ == "under" and at + 2 < len(doc) and doc[at + 2].lower_ in data.name_nouns:
        return Skip(OBJECT_DESCRIBED)  # "a ministry under the name ..."
    describing = rule_data().attachment.describing_prepositions
    if following.lower_ in describing and (
        obj.head.pos_ == "NOUN" and kind_of(obj.head) in ("person", "animal")
        or obj.head.pos_ == "PROPN" and following.lower_ in _WEARING
    ):
        return Skip(OBJECT_DESCRIBED)  # "pulls a small child in a sled", "portrays Bieber with pink hair"
    if following.dep_ != "prep":
        return None
    complement = next((child for child in following.children if child.dep_ in ("pobj", "pcomp")), None)
    if complement is not None and any(
        token.like_num or token.lower_ in data.time_words
        for token in (complement, *(child for child in complement.children if child.dep_ in ("nummod", "amod", "compound")))
    ):
        return None  # "acquired a letter of marque on 11 April 1793": a time of the verb
    if following.lower_ in data.thing_prepositions and kind_of(obj.head) not in ("person", "animal") \
            and not _governs(lemma, following.lower_):
        return Skip(OBJECT_DESCRIBED)  # "filters the light from nearby stars", "businesses across several sectors"
    if following.lower_ in data.complement_prepositions and obj.head.lemma_.lower() in data.content_nouns:
        return Skip(OBJECT_DESCRIBED)  # "a dissertation on the legal aspects", "the soundtrack for the game"
    return None


def _governs(lemma: str, preposition: str) -> bool:
    """The verb takes the phrase as its own: a source after a verb of getting ("received an
    award from the academy"), a path after a verb that carries or moves ("carrying a board
    across the sand")."""
    data = rule_data()
    if preposition == "from":
        return lemma in data.following.source_verbs or lemma in data.following.carrying_verbs
    if preposition not in data.following.path_prepositions:
        return False  # "carrying a bag of groceries": an "of" phrase is never the verb's
    return lemma in data.following.carrying_verbs or lemma in data.verbs.motion
