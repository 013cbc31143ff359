"""Lexical swaps (color_swap): the case file through the real model, and the colour rules."""

import pytest
from family_cases import case_id, expected, load_cases, outcome

from sda_augment.transforms.lexical_swap.color import canonical
from sda_augment.transforms.lexical_swap.rules import rule_data

CASES = load_cases("lexical_swap")


@pytest.mark.parametrize("case", CASES, ids=[case_id(case) for case in CASES])
def test_lexical_swap_cases(nlp, case):
    assert outcome(nlp, case) == expected(case)


def test_case_file_is_large_enough():
    assert len(CASES) >= 40


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
