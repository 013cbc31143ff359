"""num2word: the number words it is built on (its case file runs in tests/test_cases.py)."""

from __future__ import annotations

import random

import pytest

from sda_augment.registry import build, get_transform
from sda_augment.transforms.numbers.num2word import NumberWords
from sda_augment.transforms.numbers.words import (
    cardinal_table,
    digits_value,
    in_words,
    ordinal_suffix,
)


def test_registered_with_its_option():
    transform = get_transform("num2word")
    assert transform.name == "num2word" and transform.polarity == "positive"
    assert build("num2word:direction=words").direction == "words"
    with pytest.raises(ValueError, match="direction"):
        build("num2word:direction=sideways")


@pytest.mark.parametrize(
    "text,found",
    [("3", (3, False)), ("21st", (21, True)), ("2nd", (2, True)), ("11th", (11, True)), ("100", (100, False)),
     ("22st", None), ("021", None), ("101", None), ("1998", None), ("3.5", None), ("٣", None)],
)
def test_digits_are_read_strictly(text, found):
    assert digits_value(text) == found


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
