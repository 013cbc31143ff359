"""The ``city_swap`` transform: a city or country name replaced with another of its kind (a negative).

"She was born in Lisbon." → "She was born in Vienna."; "Exports to Brazil rose." → "Exports
to Peru rose." A name is swapped only for another of its peer group in the gazetteer (cities
for cities, countries for countries, one region and a similar scale), never for a name the
sentence already holds; a city the sentence ties to its country or state ("Lyon, France",
"Austin is in Texas", "the French city of Lyon", "the Kazakh capital") only for another city
of it; a country the rest of the sentence ties down (:mod:`.anchors`: named again, its
people, a city or state of it, a part of it, a named thing located there) not at all; a country never for one that
came to exist after a year the sentence names ("released in 1938 in China" is no "in
Pakistan"). "the" follows
the new country name ("in the United States" → "in Brazil"), and a possessive its spelling
("the Netherlands'" → "Belgium's").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...analysis.articles import article_edit
from ...analysis.document import doc_text
from ...edits import Edit, token_end
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .anchors import (
    country_anchored,
    demonym_in,
    in_a_remit,
    locates_a_name,
    part_of,
    repeated,
    spoken_for,
)
from .gate import NATIONALITY, OTHER_NAME, OTHER_PLACE, other_place_cue, person_city_read_as_place
from .gazetteer import Place, gazetteer
from .places import (
    Match,
    apostrophe_after,
    hyphenated,
    in_longer_name,
    matches,
    named_in_sentence,
    opens,
    qualifier_after,
    qualifies_previous,
    quoted,
    root_of,
    tied_by_nationality,
)
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc

NO_PLACE = register_reason("city_swap.none", "no listed city or country name")
AMBIGUOUS = register_reason(
    "city_swap.ambiguous", "name that is also a person's, a state's or a word (\"Georgia\", \"Jordan\", \"Washington\")"
)
IN_NAME = register_reason(
    "city_swap.name", "place name inside a longer name (\"University of Chicago\", \"Paris Hilton\", \"West Germany\")"
)
QUOTED = register_reason("city_swap.quoted", "place name right inside quotation marks: a title (\"the film 'Lyon'\")")
COMPOUND = register_reason("city_swap.compound", "place name joined to another name by a hyphen (\"Austria-Hungary\")")
PERSON = register_reason(
    "city_swap.person", "city name that is also a person's, not right after a place preposition (\"housemate Charlotte\")"
)
COMMON_WORD = register_reason(
    "city_swap.common_word", "name that is also a common noun, opening the sentence (\"Turkey\", \"China\")"
)
ARTICLE = register_reason(
    "city_swap.article", "country name without the article it takes, or with one it does not (\"the Niger\")"
)
MODIFIER = register_reason("city_swap.modifier", "country name modifying a noun (\"a Canada citizen\")")
QUALIFIER = register_reason("city_swap.qualifier", "place name qualifying the name before it (\"France\" in \"Lyon, France\")")
QUALIFIED = register_reason(
    "city_swap.qualified", "city qualified by a state or country it is not listed in (\"Paris, Texas\")"
)
NO_PEER = register_reason("city_swap.no_peer", "no other listed place of its group, country or state to swap in")
ANCHORED = register_reason(
    "city_swap.anchored",
    "a place the rest of the sentence ties down (named again, its people, a city or state of it, a named thing located there)",
)
REMIT = register_reason(
    "city_swap.remit",
    "country beside another country's place or people in a sentence of a diplomatic post or relations (\"mission in Belgrade ... serving in Kosovo\")",
)
SPOKEN_FOR = register_reason(
    "city_swap.spoken_for", "country that is the subject of what a named person says (\"Erdogan said that Turkey expects\")"
)
ERA = register_reason(
    "city_swap.era",
    "every other country of its group came to exist after a year the sentence names (\"in 1938\" is no \"Pakistan\")",
)
CUES = {
    OTHER_PLACE: register_reason(
        "city_swap.other_place", "another listed place in the sentence, which the place may belong with (\"Yerevan ... Nagorno-Karabakh\")"
    ),
    NATIONALITY: register_reason(
        "city_swap.nationality", "a people or nationality in the sentence (\"Polish soldiers serving in Kosovo\")"
    ),
    OTHER_NAME: register_reason(
        "city_swap.other_name",
        "another proper name than a person subject's, which may lie in or speak for the place (\"Nehru ... Lucknow\")",
    ),
}

CITY_RULE = "city_swap.city"
COUNTRY_RULE = "city_swap.country"

_ARTICLE_BEFORE_POS = frozenset({"ADP", "VERB", "AUX", "CCONJ", "SCONJ", "PUNCT"})

# A year ("1938") or a decade ("1930s", "the 1800s"), not part of a longer number or word.
_YEAR = re.compile(r"(?<![\w.,$£€])(1[0-9]{3}|20[0-9]{2})(?:s|['’]s)?(?![\w]|[.,:]\d)")


def earliest_year(text: str) -> int | None:
    """The earliest year ``text`` names, a decade by its first year ("1930s" → 1930); None without one."""
    years = [int(found.group(1)) for found in _YEAR.finditer(text)]
    return min(years) if years else None


def _city_peers(doc: Doc, match: Match, text: str) -> tuple[Place, ...] | Skip:
    """The cities ``match`` may become: its group's, or its country's or state's where tied to one
    (a Skip when a qualifier ties it to another)."""
    place = match.place
    found = gazetteer()
    qualifier = qualifier_after(doc, match)
    if qualifier is not None:
        if qualifier == place.region:
            return found.cities_where(region=qualifier)
        if qualifier == place.country:
            return found.cities_where(country=qualifier)
        return Skip(QUALIFIED)
    span = (doc[match.first].idx, token_end(doc[match.last]))
    if place.region and named_in_sentence(text, place.region, span):
        return found.cities_where(region=place.region)
    if named_in_sentence(text, place.country, span) or tied_by_nationality(doc, match) \
            or demonym_in(text, place.country, span):
        return found.cities_where(country=place.country)  # "the Kazakh capital Nur Sultan"
    return found.groups[place.group]


def _problem(doc: Doc, match: Match, found: list[Match]) -> Skip | None:
    """Why ``match`` must stay, or None when it names the place and may be swapped."""
    problem = _own_problem(doc, match, found)
    if problem is not None:
        return problem
    text = doc_text(doc)
    if locates_a_name(doc, match) or repeated(doc, match, text) or part_of(doc, match):
        return Skip(ANCHORED)  # "the Académie Julian in Paris"; "born in Budapest ... returning to Budapest"; "a state of India"
    if match.place.kind == "country" and country_anchored(doc, match, found, text):
        return Skip(ANCHORED)  # "moved to England, where he joined University College London"
    if in_a_remit(doc, match, found, text):
        return Skip(REMIT)  # "chief of mission in Belgrade ... soldiers serving in Kosovo"; "the embassy in Riga"
    if match.place.kind == "country" and spoken_for(doc, match):
        return Skip(SPOKEN_FOR)  # "Erdogan said that Turkey expects ..."
    cue = other_place_cue(doc, match, found)
    return None if cue is None else Skip(CUES[cue])  # what a gazetteer cannot list may tie the place


def _own_problem(doc: Doc, match: Match, found: list[Match]) -> Skip | None:
    """Why the words of ``match`` themselves name no place to swap, or None."""
    place = match.place
    if place.kind == "ambiguous":
        return Skip(AMBIGUOUS)
    if quoted(doc, match):
        return Skip(QUOTED)
    if hyphenated(doc, match):
        return Skip(COMPOUND)
    if in_longer_name(doc, match):
        return Skip(IN_NAME)
    data = rule_data().city
    if match.form in data.common_nouns and opens(doc, match):
        return Skip(COMMON_WORD)
    if qualifies_previous(doc, match, found):
        return Skip(QUALIFIER)
    if place.kind == "country":
        before = doc[match.first - 1].lower_ if match.first > 0 else ""
        if (before == "the") != place.the:
            return Skip(ARTICLE)
        root = root_of(doc, match)
        if root.dep_ == "compound" and root.head.i > match.last and root.head.pos_ in ("NOUN", "PROPN"):
            return Skip(MODIFIER)
    elif match.form in data.person_names and not person_city_read_as_place(doc, match):
        return Skip(PERSON)
    return None


def _country_edits(doc: Doc, match: Match, peer: Place, possessive: str) -> tuple[Edit, ...] | None:
    """The edits that write country ``peer`` for ``match``, "the" and the possessive following."""
    first, last = doc[match.first], doc[match.last]
    start, end = first.idx, token_end(last)
    word = peer.name
    if match.place.the and not peer.the:
        article = doc[match.first - 1]
        start = article.idx  # "the United States" → "Brazil"
    elif peer.the and not match.place.the:
        previous = doc[match.first - 1] if match.first > 0 else None
        if possessive == "'s" or (previous is not None and previous.pos_ not in _ARTICLE_BEFORE_POS):
            return None  # "northern Brazil", "Brazil's": no "the" put in
        word = ("The " if opens(doc, match) else "the ") + word
    edits = [Edit(start, end, word)]
    edits.extend(_possessive_edit(doc, match, word, possessive))
    return tuple(edits)


def _possessive_edit(doc: Doc, match: Match, word: str, possessive: str) -> list[Edit]:
    """The possessive's apostrophe takes an "s" after a new name without one ("the Netherlands'" → "Belgium's")."""
    if possessive == "'" and not word.endswith("s"):
        mark = doc[match.last + 1]
        return [Edit(mark.idx, token_end(mark), mark.text + "s")]
    return []


@dataclass(frozen=True)
class CitySwap(MemoisedRuleTransform):
    """Replace a city or country name with another of its kind ("born in Lisbon" → "born in Vienna")."""

    name: ClassVar[str] = "city_swap"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "City or country name replaced with another of its kind",
        source="AugCSE (Tan et al.) augmentation pool, after NL-Augmenter's city_names_transformation",
        needs="parse",
        pools=("augcse",),
        sample="She was born in Lisbon.",  # the ordinary sentence names "Europe" beside its city
    )

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        text = doc_text(doc)
        if not text.strip():
            return Skip(EMPTY_INPUT)
        found = matches(doc)
        if not found:
            return Skip(NO_PLACE)
        present = {match.place.name for match in found} | {match.form for match in found}
        candidates: list[Candidate] = []
        reason = None
        for match in found:
            problem = _problem(doc, match, found)
            if problem is None:
                problem = self._swaps(doc, match, text, present, candidates)
            reason = reason or problem
        return candidates or reason or Skip(NO_PLACE)

    def _swaps(self, doc: Doc, match: Match, text: str, present: set[str], out: list[Candidate]) -> Skip | None:
        """Add the candidates for ``match`` to ``out``; the reason when there is none."""
        place = match.place
        possessive = apostrophe_after(doc, match)
        if place.kind == "city":
            peers = _city_peers(doc, match, text)
            if isinstance(peers, Skip):
                return peers
        else:
            peers = gazetteer().groups[place.group]
        year = earliest_year(text) if place.kind == "country" else None
        before = len(out)
        too_young = False
        for peer in peers:
            if peer.name in present or named_in_sentence(text, peer.name):
                continue  # two places never become one ("from Paris to Paris")
            if year is not None and peer.since > year:
                too_young = True  # "released on April 2, 1938, in China" is no "in Pakistan"
                continue
            if possessive == "'s" and peer.name.endswith("s"):
                continue  # "Japan's" → "Brussels's"
            if place.kind == "city":
                edits = (Edit(doc[match.first].idx, token_end(doc[match.last]), peer.name),
                         *_possessive_edit(doc, match, peer.name, possessive))
            else:
                edits = _country_edits(doc, match, peer, possessive)
                if edits is None:
                    continue
            article = article_edit(doc[match.first], peer.name)  # "a London-based firm" → "an Amsterdam-based firm"
            out.append(Candidate(CITY_RULE if place.kind == "city" else COUNTRY_RULE,
                                 edits if article is None else (article, *edits)))
        return None if len(out) > before else Skip(ERA if too_young else NO_PEER)
