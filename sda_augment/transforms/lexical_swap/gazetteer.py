"""The gazetteer ``city_swap`` reads: places by written form, their peers, and their countries.

Built once from the ``[city]`` tables of ``rules/lexical_swap.toml``. A place is found in
a sentence by its written form, so a lookup starts from the leading letters of a token
("St." for "St. Louis") and checks the whole form against the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

from .rules import rule_data

Kind = Literal["city", "country", "ambiguous"]

_LEAD = re.compile(r"\w+")


@dataclass(frozen=True)
class Place:
    """One listed place: its name as written in replacements, and what it is swapped with."""

    name: str
    kind: Kind
    group: str = ""
    country: str = ""  # a country's own name; a city's country
    region: str = ""  # a city's state or province, where listed
    the: bool = False  # written with "the" ("the Netherlands")
    since: int = 0  # a country's year of coming to exist under its name (0 for a city)


@dataclass(frozen=True)
class Gazetteer:
    """Every listed place by written form (other spellings and ambiguous names included)."""

    forms: dict[str, Place]
    leads: dict[str, tuple[str, ...]]  # a form's leading letters, lower-cased → its forms, longest first
    groups: dict[str, tuple[Place, ...]]  # "country:<group>" or "city:<group>" → its places, in order
    cities: tuple[Place, ...]
    regions: dict[str, str]  # a state or province → its country

    def find(self, text: str, start: int, lead: str) -> tuple[str, Place] | None:
        """The longest listed form written at ``start`` of ``text`` (``lead``: its first letters, lower-cased)."""
        for form in self.leads.get(lead, ()):
            if text.startswith(form, start):
                end = start + len(form)
                if end == len(text) or not (text[end].isalnum()):
                    return form, self.forms[form]
        return None

    def cities_where(self, country: str = "", region: str = "") -> tuple[Place, ...]:
        """The listed cities of ``country`` (and of ``region`` when given), in order."""
        return tuple(
            city for city in self.cities
            if (not country or city.country == country) and (not region or city.region == region)
        )


def _lead(form: str) -> str:
    found = _LEAD.match(form)
    return (found.group(0) if found else form).lower()


@cache
def gazetteer() -> Gazetteer:
    """The gazetteer of ``rules/lexical_swap.toml``, built on first use."""
    data = rule_data().city
    forms: dict[str, Place] = {}
    groups: dict[str, tuple[Place, ...]] = {}
    with_article = frozenset(data.with_article)
    for group, names in data.countries.items():
        places = tuple(
            Place(name, "country", f"country:{group}", name, "", name in with_article, data.country_years[name])
            for name in names
        )
        groups[places[0].group if places else group] = places
        forms.update((place.name, place) for place in places)
    cities: list[Place] = []
    for group, table in data.cities.items():
        key = f"city:{group}"
        places = tuple(Place(name, "city", key, country, data.city_regions.get(name, "")) for name, country in table.items())
        groups[key] = places
        cities.extend(places)
        forms.update((place.name, place) for place in places)
    for spelling, name in data.spellings.items():
        forms[spelling] = forms[name]
    for name in data.ambiguous:
        forms[name] = Place(name, "ambiguous")
    leads: dict[str, list[str]] = {}
    for form in forms:
        leads.setdefault(_lead(form), []).append(form)
    return Gazetteer(
        forms,
        {lead: tuple(sorted(found, key=len, reverse=True)) for lead, found in leads.items()},
        groups,
        tuple(cities),
        dict(data.regions),
    )
