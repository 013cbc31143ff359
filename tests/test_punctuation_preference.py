"""PI's preference for edits inside the sentence, and the count of edits it reports."""

import random

import pytest
from spacy.lang.en import English

from sda_augment import PunctuationInsertion
from sda_augment.coverage import Coverage
from sda_augment.transforms.punctuation.pi import END_ONLY, INSIDE
from tests.helpers import make_doc

VOCAB = English().vocab


def opening_phrase_doc():
    return make_doc(
        VOCAB,
        [
            ("In", 3, "prep", "ADP", "IN"),
            ("1998", 0, "pobj", "NUM", "CD"),
            ("he", 3, "nsubj", "PRON", "PRP"),
            ("moved", 3, "ROOT", "VERB", "VBD"),
            (".", 3, "punct", "PUNCT", "."),
        ],
    )


def test_an_edit_inside_the_sentence_is_preferred_by_default():
    doc = opening_phrase_doc()
    results = [PunctuationInsertion().apply(doc, random.Random(seed)) for seed in range(30)]
    assert {result.text for result in results} == {"In 1998, he moved."}
    assert all(result.info["counts"] == {INSIDE: 1} for result in results)


def test_without_the_preference_every_rule_is_drawn_alike():
    doc = opening_phrase_doc()
    results = [PunctuationInsertion(prefer_inside=0).apply(doc, random.Random(seed)) for seed in range(60)]
    assert {result.text for result in results} == {"In 1998, he moved.", "In 1998 he moved...", "In 1998 he moved!"}
    ends = [result for result in results if result.rule != "pi.clause_comma"]
    assert ends and all(result.info["counts"] == {END_ONLY: 1} for result in ends)


def test_a_partial_preference_draws_inside_more_often_than_the_paper_does():
    doc = opening_phrase_doc()
    inside = sum(
        PunctuationInsertion(prefer_inside=0.5).apply(doc, random.Random(seed)).rule == "pi.clause_comma" for seed in range(300)
    )
    # A third of the draws without the preference, two thirds with half of it.
    assert 170 <= inside <= 230


@pytest.mark.parametrize("value", [-0.1, 1.5, True, "often"])
def test_the_preference_is_a_chance(value):
    with pytest.raises(ValueError, match="prefer_inside"):
        PunctuationInsertion(prefer_inside=value)


def test_the_coverage_report_counts_edits_inside_the_sentence_and_at_its_end():
    coverage = Coverage()
    inside, plain = opening_phrase_doc(), make_doc(
        VOCAB, [("He", 1, "nsubj", "PRON", "PRP"), ("moved", 1, "ROOT", "VERB", "VBD"), (".", 1, "punct", "PUNCT", ".")]
    )
    for seed in range(3):
        coverage.add("pi", PunctuationInsertion().apply(inside, random.Random(seed)))
        coverage.add("pi", PunctuationInsertion().apply(plain, random.Random(seed)))
    assert coverage.to_dict()["pi"]["details"] == {INSIDE: 3, END_ONLY: 3}
