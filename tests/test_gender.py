"""Gender swap: the case file through the real model, and the word tables."""

import pytest
from family_cases import case_id, expected, load_cases, outcome

from sda_augment.transforms.gender.gender import recase
from sda_augment.transforms.gender.rules import noun_counterparts, rule_data

CASES = load_cases("gender")


@pytest.mark.parametrize("case", CASES, ids=[case_id(case) for case in CASES])
def test_gender_cases(nlp, case):
    assert outcome(nlp, case) == expected(case)


def test_case_file_is_large_enough():
    assert len(CASES) >= 40


def test_pairs_swap_back():
    table = noun_counterparts()
    one_way = rule_data().nouns.one_way
    for word, other in table.items():
        if word not in one_way and word != "bridegroom":  # "bridegroom" and "groom" both give "bride"
            assert table[other] == word, (word, other)


def test_one_way_words_are_no_pair_of_their_own():
    nouns = rule_data().nouns
    assert not set(nouns.one_way) & set(nouns.pairs)
    assert not set(nouns.one_way) & set(nouns.pairs.values())


def test_recase():
    assert recase("HE", "she") == "SHE"
    assert recase("He", "she") == "She"
    assert recase("he", "she") == "she"
