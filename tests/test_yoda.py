"""yoda: the fronted phrase, the capitals that move with it, and the text outside the edits."""

import random

import pytest

from sda_augment.edits import render
from sda_augment.transform import with_polarity
from sda_augment.transforms.yoda import Yoda
from sda_augment.transforms.yoda.rules import rule_data


def _outputs(nlp, text):
    doc = nlp(text)
    return [render(doc.text, candidate.edits) for candidate in Yoda().candidates(doc)]


def test_the_object_moves_before_the_subject_and_the_rest_stays(nlp):
    assert _outputs(nlp, "She wrote three novels in 2010.") == ["Three novels, she wrote in 2010."]


def test_spacing_outside_the_edits_is_kept(nlp):
    text = "She  wrote three novels   in 2010."
    assert _outputs(nlp, text) == ["Three novels, she  wrote   in 2010."]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I bought a new car last week.", "A new car, I bought last week."),  # "I" keeps its capital
        ("Paris hosted the games in 1924.", "The games, Paris hosted in 1924."),  # a name keeps it
        ("Protesters carried signs through the street.", "Signs, protesters carried through the street."),
        ("these two ladies are reading a sign.", "A sign, these two ladies are reading."),  # no capital to lose
    ],
)
def test_capitals_move_with_the_position(nlp, text, expected):
    assert _outputs(nlp, text) == [expected]


def test_a_capitalised_word_that_may_be_a_name_is_left_alone(nlp):
    doc = nlp("Bullet bought a house in the town.")
    result = Yoda().apply(doc, random.Random(0))
    assert not result.changed and result.reason == "yoda.capital_subject"


def test_the_final_mark_stays_at_the_end(nlp):
    assert _outputs(nlp, "A dog catches a red ball!") == ["A red ball, a dog catches!"]


def test_each_sentence_of_a_text_gives_its_own_candidate(nlp):
    outputs = _outputs(nlp, "She wrote three novels. He sold the house.")
    assert outputs == ["Three novels, she wrote. He sold the house.", "She wrote three novels. The house, he sold."]


def test_the_rule_names_the_phrase_kind(nlp):
    result = Yoda().apply(nlp("The view from the hill was beautiful."), random.Random(0))
    assert result.rule == "yoda.complement"
    assert result.text == "Beautiful, the view from the hill was."


def test_it_can_be_used_as_a_negative_view(nlp):
    flipped = with_polarity(Yoda(), "negative")
    assert flipped.polarity == "negative" and Yoda.polarity == "positive"
    assert flipped.apply(nlp("She wrote three novels."), random.Random(0)).text == "Three novels, she wrote."


def test_rule_data_is_typed_and_lower_cased():
    data = rule_data()
    assert "role" in data.idioms.pairs["play"]
    assert "have" in data.verbs.light
    assert data.limits.max_object_words > 0
    assert all(word == word.lower() for word in data.subject.lowered)


def test_a_hand_built_parse_fronts_its_object(nlp):
    """The rule reads the parse, not the statistical parser: a Doc built by hand."""
    from spacy.tokens import Doc

    words = ["The", "chef", "cooks", "the", "pasta", "."]
    doc = Doc(
        nlp.vocab,
        words=words,
        spaces=[True, True, True, True, False, False],
        heads=[1, 2, 2, 4, 2, 2],
        deps=["det", "nsubj", "ROOT", "det", "dobj", "punct"],
        pos=["DET", "NOUN", "VERB", "DET", "NOUN", "PUNCT"],
        tags=["DT", "NN", "VBZ", "DT", "NN", "."],
        lemmas=["the", "chef", "cook", "the", "pasta", "."],
        sent_starts=[True, False, False, False, False, False],
    )
    candidates = Yoda().candidates(doc)
    assert [(c.rule, render(doc.text, c.edits)) for c in candidates] == [("yoda.object", "The pasta, the chef cooks.")]


def test_a_bare_singular_object_names_an_activity(nlp):
    from spacy.tokens import Doc

    doc = Doc(
        nlp.vocab,
        words=["The", "chef", "cooks", "pasta", "."],
        spaces=[True, True, True, False, False],
        heads=[1, 2, 2, 2, 2],
        deps=["det", "nsubj", "ROOT", "dobj", "punct"],
        pos=["DET", "NOUN", "VERB", "NOUN", "PUNCT"],
        tags=["DT", "NN", "VBZ", "NN", "."],
        lemmas=["the", "chef", "cook", "pasta", "."],
        sent_starts=[True, False, False, False, False],
    )
    assert Yoda().candidates(doc) == [] and Yoda().skip_reason(doc).code == "yoda.activity"


def test_a_hand_built_negated_parse_is_left_alone(nlp):
    from spacy.tokens import Doc

    doc = Doc(
        nlp.vocab,
        words=["The", "chef", "does", "not", "cook", "pasta", "."],
        spaces=[True, True, True, True, True, False, False],
        heads=[1, 4, 4, 4, 4, 4, 4],
        deps=["det", "nsubj", "aux", "neg", "ROOT", "dobj", "punct"],
        pos=["DET", "NOUN", "AUX", "PART", "VERB", "NOUN", "PUNCT"],
        tags=["DT", "NN", "VBZ", "RB", "VB", "NN", "."],
        lemmas=["the", "chef", "do", "not", "cook", "pasta", "."],
        sent_starts=[True, False, False, False, False, False, False],
    )
    result = Yoda().apply(doc, random.Random(0))
    assert not result.changed and result.reason == "yoda.negated"
