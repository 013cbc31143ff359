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
