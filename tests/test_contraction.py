"""Contraction: the rules' building blocks (the case file runs in tests/test_cases.py)."""


from sda_augment.transforms.contraction.contraction import Contraction
from sda_augment.transforms.contraction.expand import plain, recase


def test_recase_follows_the_first_letter():
    assert recase("Don't", "do not") == "Do not"
    assert recase("can't", "cannot") == "cannot"


def test_plain_straightens_the_apostrophe():
    assert plain("Don\u2019t") == "don't"


def test_direction_is_checked_as_an_option():
    assert Contraction(direction="expand").direction == "expand"


def test_same_candidates_on_a_second_call(nlp):
    doc = nlp("It is cold, but I'm fine.")
    transform = Contraction()
    assert transform.candidates(doc) == transform.candidates(doc)
