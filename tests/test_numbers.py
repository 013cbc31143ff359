"""num2word: its case file through the real model, and the number words it is built on."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sda_augment import render
from sda_augment.reasons import is_registered
from sda_augment.registry import build, get_transform
from sda_augment.transforms.numbers.num2word import NumberWords
from sda_augment.transforms.numbers.words import (
    cardinal_table,
    digits_value,
    in_words,
    ordinal_suffix,
)

CASES_FILE = Path(__file__).resolve().parents[1] / "sda_augment" / "transforms" / "numbers" / "cases.jsonl"
CASES = [json.loads(line) for line in CASES_FILE.read_text("utf-8").splitlines() if line.strip()]


def _proposed(transform: NumberWords, doc) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for candidate in transform.candidates(doc):
        found.setdefault(candidate.rule, []).append(render(doc.text, candidate.edits))
    return found


def test_the_case_file_is_large_and_well_formed():
    assert len(CASES) >= 40
    for case in CASES:
        assert case["method"] == "num2word"
        assert set(case) <= {"text", "method", "options", "expect", "note"}
        assert len(case["expect"]) == 1
        if "skip" in case["expect"]:
            assert is_registered(case["expect"]["skip"]), case["expect"]["skip"]


@pytest.mark.parametrize("case", CASES, ids=[f"{i}-{case['text'][:30]}" for i, case in enumerate(CASES)])
def test_case(nlp, case):
    transform = NumberWords(**case.get("options", {}))
    doc = nlp(case["text"])
    expect = case["expect"]
    if "skip" in expect:
        assert transform.candidates(doc) == []
        assert transform.skip_reason(doc) == expect["skip"]
        result = transform.apply(doc, random.Random(0))
        assert not result.changed and result.reason == expect["skip"]
    else:
        assert _proposed(transform, doc) == expect["outputs"]


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
