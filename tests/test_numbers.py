"""num2word: the number words it is built on (its case file runs in tests/test_cases.py)."""

from __future__ import annotations

import random

import pytest

from sda_augment.registry import build, get_transform
from sda_augment.transforms.numbers.num2word import NumberWords
from sda_augment.transforms.numbers.settled import chemical_formula, settled_unit
from sda_augment.transforms.numbers.words import (
    Numeral,
    cardinal_table,
    in_words,
    ordinal_suffix,
    read_numeral,
    say,
)


def test_registered_with_its_option():
    transform = get_transform("num2word")
    assert transform.name == "num2word" and transform.polarity == "positive"
    assert build("num2word:direction=words").direction == "words"
    with pytest.raises(ValueError, match="direction"):
        build("num2word:direction=sideways")


def test_words_come_from_num2words_and_read_back():
    assert in_words(21, False) == "twenty-one" and in_words(21, True) == "twenty-first"
    assert in_words(100, False) == "one hundred"
    table = cardinal_table()
    assert table["twenty-one"] == 21 and table["ninety-nine"] == 99 and table["one hundred"] == 100
    assert "one" not in table and "zero" not in table
    assert all(in_words(value, False) == words for words, value in table.items())


def test_ordinal_suffixes():
    assert [ordinal_suffix(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "st", "nd", "rd", "th", "th", "th", "th", "st", "nd", "rd", "st"
    ]


def test_random_draws_both_directions(nlp):
    doc = nlp("He has twenty-one cats and 3 dogs.")
    seen = {NumberWords().apply(doc, random.Random(seed)).text for seed in range(20)}
    assert seen == {"He has twenty-one cats and three dogs.", "He has 21 cats and 3 dogs."}


@pytest.mark.parametrize(
    "text,numeral",
    [("20000", Numeral(20000)), ("12,235", Numeral(12235, grouped=True)), ("99.22", Numeral(99, "22")),
     ("0.29", Numeral(0, "29")), ("200,000,000.65", Numeral(200000000, "65", grouped=True)),
     ("104th", Numeral(104, ordinal=True)), ("12,65", None), ("1,2345", None), ("5:10", None), (".03", None),
     ("007", None), ("2020/01/02", None), ("+44", None), ("21st", Numeral(21, ordinal=True)), ("22st", None),
     ("٣", None)],
)
def test_numerals_are_read_with_their_form(text, numeral):
    assert read_numeral(text) == numeral


@pytest.mark.parametrize(
    "numeral,words",
    [(Numeral(20000), "twenty thousand"), (Numeral(5634), "five thousand six hundred and thirty-four"),
     (Numeral(99, "22"), "ninety-nine point two two"), (Numeral(2, "00"), "two point zero zero"),
     (Numeral(104, ordinal=True), "one hundred and fourth")],
)
def test_numerals_are_said_without_num2words_commas(numeral, words):
    assert say(numeral) == words


@pytest.mark.parametrize(
    "text,formula",
    [("NH4NO3", True), ("NaCl", True), ("H2SO4", True), ("HCl", True), ("(NH4)2SO4", True), ("CO2", True),
     ("US", False), ("UK", False), ("CNN", False), ("KOH", False), ("Inc", False), ("PhD", False), ("Ca", False),
     ("NH4NO3s", False), ("Hello", False)],
)
def test_chemical_formulas_need_two_symbols_and_a_digit_or_a_small_letter(text, formula):
    assert chemical_formula(text) is formula


@pytest.mark.parametrize(
    "text,i,key,unit",
    [("It will be 30F in Alhambra on Friday.", 3, "F", "degrees Fahrenheit"),
     ("It will be 30F in the box.", 3, "F", None),  # a place needs a name
     ("She bought 30F on Friday, in Leeds, in her size.", 2, "F", None),
     ("Lows of 5 C are likely.", 2, "C", "degrees Celsius"),
     ("Seat 12 C is warm.", 1, "C", None),
     ("Titrate 5 mL of 0.1 M acid.", 5, "M", "molar"),
     ("It raised 5 M in funding for titration work.", 2, "M", None)],
)
def test_the_line_settles_an_abbreviation_or_leaves_it_open(nlp, text, i, key, unit):
    found = settled_unit(nlp(text), i, key)
    assert (found and found.many) == unit
