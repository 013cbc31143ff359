"""Lexical swaps (color_swap): the colour rules (the case file runs in tests/test_cases.py)."""


from sda_augment.transforms.lexical_swap.color import canonical
from sda_augment.transforms.lexical_swap.rules import rule_data


def test_grey_is_read_as_gray():
    assert canonical("Grey") == "gray"
    assert canonical("RED") == "red"


def test_idioms_are_keyed_by_listed_colours():
    data = rule_data().color
    assert set(data.idioms) <= set(data.colors)
    assert set(data.spellings.values()) <= set(data.colors)


def test_a_bound_shade_is_no_colour_itself():
    data = rule_data().color
    assert not data.bound_shades & set(data.colors)


# --- city_swap: the gazetteer's tables agree with one another -------------------------------

from sda_augment.transforms.lexical_swap.gazetteer import gazetteer


def _listed(kind):
    return [place.name for group in gazetteer().groups.values() for place in group if place.kind == kind]


def test_every_place_is_listed_once():
    for kind in ("city", "country"):
        names = _listed(kind)
        assert len(names) == len(set(names)), kind
    assert not set(_listed("city")) & set(_listed("country"))


def test_other_spellings_name_listed_places_and_are_never_written():
    data = rule_data().city
    places = set(_listed("city")) | set(_listed("country"))
    assert set(data.spellings.values()) <= places
    assert not set(data.spellings) & places


def test_ambiguous_names_are_in_no_peer_group():
    data = rule_data().city
    listed = set(_listed("city")) | set(_listed("country"))
    assert not set(data.ambiguous) & listed
    assert gazetteer().forms["Georgia"].kind == "ambiguous"


def test_the_name_lists_name_listed_places():
    data = rule_data().city
    cities, countries = set(_listed("city")), set(_listed("country"))
    assert set(data.with_article) <= countries
    assert set(data.person_names) <= cities
    assert set(data.common_nouns) <= countries
    assert set(data.city_regions) <= cities
    assert set(data.city_regions.values()) <= set(data.regions)
    assert set(data.regions.values()) <= countries


def test_a_city_and_its_region_agree_on_the_country():
    data = rule_data().city
    with_region = [place for place in gazetteer().cities if place.region]
    assert len(with_region) >= 50  # the states and provinces of the listed cities are read
    for place in with_region:
        assert data.regions[place.region] == place.country, place.name


def test_a_multiword_form_is_found_before_its_first_word():
    forms = gazetteer().leads["mexico"]
    assert forms.index("Mexico City") < forms.index("Mexico")


# --- city_swap: a country is never swapped in before it existed ------------------------------

import tomllib

import pytest

from sda_augment.lexicon import RuleFileError, rule_folder, validate_rules
from sda_augment.transforms.lexical_swap.city import earliest_year
from sda_augment.transforms.lexical_swap.rules import LexicalSwapRules


def test_every_country_has_the_year_it_came_to_exist():
    for place in gazetteer().groups["country:asia_large"]:
        assert 1000 <= place.since <= 2030, place.name
    assert gazetteer().forms["Pakistan"].since == 1947
    assert gazetteer().forms["Czech Republic"].since == 1993
    assert all(city.since == 0 for city in gazetteer().cities)


def test_a_country_without_a_year_is_refused_at_load():
    data = tomllib.loads(rule_folder().joinpath("lexical_swap.toml").read_text(encoding="utf-8"))
    del data["city"]["country_years"]["Pakistan"]
    with pytest.raises(RuleFileError, match="Pakistan"):
        validate_rules("lexical_swap", data, LexicalSwapRules)
    data["city"]["country_years"]["Atlantis"] = 1000
    with pytest.raises(RuleFileError, match="Atlantis"):
        validate_rules("lexical_swap", data, LexicalSwapRules)


@pytest.mark.parametrize(("text", "year"), [
    ("The film was released on April 2, 1938, in China.", 1938),
    ("It sold well in the 1930s and in 2001.", 1930),  # the earliest; a decade by its first year
    ("In 2019–20 the club moved.", 2019),
    ("A crowd of 1,938 watched the A380 land at 2500 m.", None),  # counts, codes, heights
    ("It cost $1500 in 3000 BC.", None),
])
def test_the_earliest_year_a_sentence_names(text, year):
    assert earliest_year(text) == year
