"""Whether nothing else in a sentence could tie a place down, so that another may stand there.

A gazetteer of anchors cannot list every cue that ties a place to the rest of its sentence:
"Polish soldiers serving in Kosovo" beside a mission in Belgrade, "Yerevan" beside
Nagorno-Karabakh, "Lucknow" in a sentence about Nehru. So a place is swapped only where the
sentence names nothing else that could belong to a place: no other listed place (but
another city where no word of distance, direction or route ties the two), no people
or nationality, and no other proper name than its own subject, when that is a person's name
("Negin Zomorodi was born in 1973 in Tehran."). A city that is also a person's name is read
as the place only right after a place preposition ("born in Charlotte", not "housemate
Charlotte").
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...analysis.syntax import opens_sentence
from .gazetteer import gazetteer
from .places import Match, qualifier_after
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

OTHER_PLACE = "other_place"
NATIONALITY = "nationality"
OTHER_NAME = "other_name"

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_NAME_PARTS = frozenset({"compound", "flat", "appos"})
_PEOPLE_ENDINGS = ("ish", "ian", "ese", "ean", "an", "i")
_QUOTES = frozenset({'"', "'", "“", "”", "‘", "’", "«", "»"})


@cache
def _demonym_words() -> frozenset[str]:
    return frozenset(word for words in rule_data().city.demonyms.values() for word in words)


def person_city_read_as_place(doc: Doc, match: Match) -> bool:
    """Whether a city that is also a person's name stands right after a place preposition
    (`place_prepositions`: "born in Charlotte"), with no capitalised word after it."""
    if match.first == 0 or doc[match.first - 1].lower_ not in rule_data().city.place_prepositions:
        return False
    after = match.last + 1
    return after >= len(doc) or not doc[after].text[:1].isupper()


def other_place_cue(doc: Doc, match: Match, found: list[Match]) -> str | None:
    """What else in the sentence could belong to a place (``OTHER_PLACE``, ``NATIONALITY`` or
    ``OTHER_NAME``), or None when the place stands free."""
    own = _own_tokens(doc, match)
    others = [other for other in found if other is not match and not own.issuperset(range(other.first, other.last + 1))]
    if others and not _free_cities(doc, match, others):
        return OTHER_PLACE
    own |= {i for other in others for i in range(other.first, other.last + 1)}
    subject = _subject_person(doc, own | {i for other in found for i in range(other.first, other.last + 1)})
    ignored = rule_data().city.name_words_ignored
    known = gazetteer().forms
    demonyms = _demonym_words()
    for token in doc:
        if token.i in own or token.i in subject or not _capitalised(token):
            continue
        if token.text in demonyms or token.text in known:
            return NATIONALITY if token.text in demonyms else OTHER_PLACE
        if token.lower_ in ignored:
            continue  # "In December 2019": a month names no place
        if opens_sentence(doc, token.i) and token.pos_ != "PROPN" and not _nationality_like(token):
            continue  # a sentence's own capital ("Many", "During"); "Kurdish delegates" is a people
        return NATIONALITY if token.pos_ == "ADJ" else OTHER_NAME  # "Armenian", "Nehru", "EU"
    return None


def _free_cities(doc: Doc, match: Match, others: list[Match]) -> bool:
    """Whether the other places are cities that the city of ``match`` stands apart from:
    "Manchester was chosen instead of Miami", "moved from Lyon to Geneva". Not where words
    of distance, direction or a route could tie them ("a town near Lyon", "30 km north of
    Geneva", "the railway between Lyon and Geneva"): another city would break the tie."""
    if match.place.kind != "city" or any(other.place.kind != "city" for other in others):
        return False
    words = rule_data().city.tying_words
    return not any(token.lower_ in words or token.lemma_.lower() in words for token in doc)


def _capitalised(token: Token) -> bool:
    """A capital anywhere in the word ("Nehru", "EU", "6ixBuzz"), the pronoun "I" aside."""
    return token.text != "I" and any(char.isupper() for char in token.text)


def _nationality_like(token: Token) -> bool:
    """An adjective with the ending of a people's ("Kurdish", "Armenian", "Chinese")."""
    return token.pos_ == "ADJ" and token.lower_.endswith(_PEOPLE_ENDINGS)


def _own_tokens(doc: Doc, match: Match) -> set[int]:
    """The tokens of the place, its "the", and the state or country that qualifies it ("Austin, Texas")."""
    own = set(range(match.first, match.last + 1))
    if match.first > 0 and doc[match.first - 1].lower_ == "the":
        own.add(match.first - 1)
    qualifier = qualifier_after(doc, match)
    if qualifier is not None:
        start = doc[match.last + 2].idx
        end = start + len(qualifier)
        own.add(match.last + 1)
        own.update(token.i for token in doc[match.last + 2 :] if token.idx < end)
        after = max(own) + 1
        if after < len(doc) and doc[after].text in (",", ")"):
            own.add(after)
    return own


def _subject_person(doc: Doc, places: set[int]) -> set[int]:
    """The tokens of the main clause's subject where it is a person's name: one to four
    capitalised proper nouns, no "the", no place among them ("Negin Zomorodi was born ..."); a
    speaker's name does not count."""
    root = next((token for token in doc if token.dep_ == "ROOT"), None)
    if root is None or root.lemma_.lower() in rule_data().city.speech_verbs:
        return set()  # "Erdogan said the refugees would stay in Turkey": a speaker may stand for the place
    for child in root.children:
        if child.dep_ not in _SUBJECTS or child.pos_ != "PROPN":
            continue
        words = [child, *(part for part in child.children if part.dep_ in _NAME_PARTS and part.i < child.i)]
        name = {token.i for token in words}
        span = range(min(name), max(name) + 1)
        if len(name) > 4 or len(span) != len(name) or name & places:
            return set()
        if not all(doc[i].pos_ == "PROPN" and _capitalised(doc[i]) for i in span):
            return set()
        before = doc[min(name) - 1] if min(name) > 0 else None
        after = doc[max(name) + 1] if max(name) + 1 < len(doc) else None
        if before is not None and (before.lower_ == "the" or before.text in _QUOTES):
            return set()  # "the Louvre", ""800 Heroes"": a thing or a title, not a person
        if after is not None and after.text in _QUOTES:
            return set()
        if any(doc[i].text in _demonym_words() or doc[i].lower_ in rule_data().city.body_nouns for i in span):
            return set()
        return set(span)
    return set()
