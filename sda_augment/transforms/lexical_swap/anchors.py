"""What else in a sentence ties a place down, so that another place would contradict it.

A swapped country or city must not clash with the rest of its sentence: "moved to England,
where he joined University College London" cannot become "moved to Spain, where he joined
University College London"; "the Saudi program ... established in Saudi Arabia" cannot
move to Vietnam; "Karnataka, a south state of India" stays in India; "the Académie Julian
in Paris" is where it is. These checks read the gazetteer's cities and regions, the
peoples and adjectives of the countries (`[city.demonyms]`), and the parse.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...edits import token_end
from .gazetteer import gazetteer
from .places import Match, named_in_sentence, root_of
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc


@cache
def _demonyms() -> dict[str, tuple[str, ...]]:
    return {country: tuple(words) for country, words in rule_data().city.demonyms.items()}


def demonym_in(text: str, country: str, outside: tuple[int, int]) -> bool:
    """Whether ``text`` names ``country`` by an adjective, a people or another name ("Saudi",
    "Kazakh", "the UK") outside the span ``outside``."""
    return any(named_in_sentence(text, word, outside) for word in _demonyms().get(country, ()))


def country_anchored(doc: Doc, match: Match, found: list[Match], text: str) -> bool:
    """Whether the sentence ties the country of ``match`` down: it names the country again, by
    its name or a people or an adjective, or names a city or a state of it (inside a longer
    name too: "University College London", "the University of Michigan")."""
    country = match.place.name
    span = (doc[match.first].idx, token_end(doc[match.last]))
    if named_in_sentence(text, country, span) or demonym_in(text, country, span):
        return True
    if any(other is not match and other.place.country == country and other.place.kind != "country" for other in found):
        return True
    if any(
        region_country == country and named_in_sentence(text, region, span)
        for region, region_country in gazetteer().regions.items()
    ):
        return True
    first = match.first - 1 if match.first > 0 and doc[match.first - 1].lower_ == "the" else match.first
    if first >= 2 and doc[first - 1].lower_ == "now" and doc[first - 2].text == "(":
        return True  # "in Úmonín, Austria-Hungary (now the Czech Republic)": where that place lies today
    return _unknown_locality(doc, match)


def _unknown_locality(doc: Doc, match: Match) -> bool:
    """Whether the sentence names a place the gazetteer does not know, which may lie in the
    country: a body named for it ("a lecturer at the University of Sussex") or a locality
    with its region ("at Helibron, Orange Free State", "in Úmonín, Austria-Hungary")."""
    known = gazetteer().forms
    bodies = rule_data().city.body_nouns
    for token in doc:
        if match.first <= token.i <= match.last or token.pos_ != "PROPN" or not token.text[:1].isupper():
            continue
        if token.text in known:
            continue
        previous = doc[token.i - 1] if token.i > 0 else None
        before = doc[token.i - 2] if token.i > 1 else None
        if previous is not None and previous.lower_ == "of" and before is not None and before.lower_ in bodies:
            return True  # "the University of Sussex"
        if previous is not None and previous.lower_ in ("in", "at", "near") and token.i + 2 < len(doc) \
                and doc[token.i + 1].text == "," and doc[token.i + 2].pos_ == "PROPN" \
                and not match.first <= token.i + 2 <= match.last and doc[token.i + 2].text not in known:
            return True  # "at Helibron, Orange Free State": a town and its region
    return False


def repeated(doc: Doc, match: Match, text: str) -> bool:
    """Whether the place's name stands twice ("born in Budapest ... before returning to
    Budapest"): one changed, the two would part."""
    span = (doc[match.first].idx, token_end(doc[match.last]))
    return named_in_sentence(text, match.form, span) or named_in_sentence(text, match.place.name, span)


def part_of(doc: Doc, match: Match) -> bool:
    """Whether the place completes a noun of a part of it or a post in it ("a south state of
    India", "the capital of France", "the king of Spain", "the Hampstead area of London",
    "the constituency of Rome"): the part was named elsewhere."""
    data = rule_data().city
    nouns = data.part_nouns if match.place.kind == "country" else data.city_part_nouns
    first = match.first - 1 if match.first > 0 and doc[match.first - 1].lower_ == "the" else match.first
    if first >= 2 and doc[first - 1].lower_ == "of" and doc[first - 2].lemma_.lower() in nouns:
        return True  # "the constituency of Rome "Trionfale"", however the parse hung it
    root = root_of(doc, match)
    if root.dep_ != "pobj" or root.head.lower_ != "of":
        return False
    owner = root.head.head
    if owner.pos_ not in ("NOUN", "PROPN"):
        return False
    return owner.lemma_.lower() in nouns


def locates_a_name(doc: Doc, match: Match) -> bool:
    """Whether the place locates a named thing ("the Académie Julian in Paris", "the Arno Volk
    publishing house in Cologne", "Typhoon Phanfone in the Philippines"): where the thing is,
    its name fixes."""
    root = root_of(doc, match)
    if root.dep_ != "pobj" or root.head.lower_ not in ("in", "at"):
        return False
    owner = root.head.head
    if owner.pos_ == "PROPN" and owner.text[:1].isupper():
        return True
    before = doc[root.head.i - 1] if root.head.i > 0 else None
    if before is not None and before.pos_ == "PROPN" and before.text[:1].isupper() and before.head.i != root.head.i:
        return True  # "studied at the Académie Julian in Paris", the place hung on the verb
    if owner.lemma_.lower() in rule_data().city.event_nouns or owner.lower_ in rule_data().city.event_nouns:
        return False  # "a Monday Night Football game in Los Angeles": an event of a series held there
    return owner.pos_ == "NOUN" and any(
        child.dep_ in ("compound", "nmod") and child.pos_ == "PROPN" and child.i < owner.i for child in owner.children
    )


def in_a_remit(doc: Doc, match: Match, found: list[Match], text: str) -> bool:
    """Whether the sentence names a diplomatic post or relations between states and, beside
    the country of ``match``, another country's place or people ("deputy chief of mission in
    Belgrade ... soldiers serving in Kosovo"): the post's remit ties the places together. A
    city beside such a post stays whatever else is named ("the embassy in Riga": embassies
    stand in capitals, and the group mixes capitals with other cities)."""
    remit = rule_data().city.remit_nouns
    if not any(token.lower_ in remit or token.lemma_.lower() in remit for token in doc):
        return False
    if match.place.kind == "city":
        return True
    country = match.place.country
    if any(other.place.country and other.place.country != country for other in found):
        return True
    span = (doc[match.first].idx, token_end(doc[match.last]))
    return any(other != country and demonym_in(text, other, span) for other in _demonyms())


def spoken_for(doc: Doc, match: Match) -> bool:
    """Whether the country is the subject of what a named person says ("Erdogan said that
    Turkey expects ..."): the speaker stands for that country, so another would part them."""
    root = root_of(doc, match)
    if root.dep_ not in ("nsubj", "nsubjpass"):
        return False
    clause = root.head
    if clause.dep_ != "ccomp" or clause.head.lemma_.lower() not in rule_data().city.speech_verbs:
        return False
    known = gazetteer().forms
    return any(
        child.dep_ == "nsubj" and child.pos_ == "PROPN" and child.text not in known
        for child in clause.head.children
    )
