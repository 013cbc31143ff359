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
