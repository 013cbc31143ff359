"""MV on hand-built parses: the modal's form follows tense, aspect and voice."""

from __future__ import annotations

import random

import pytest

from sda_augment import render
from sda_augment.registry import get_transform
from sda_augment.transforms.modal import ModalVerb
from sda_docs import (
    he_didnt_go,
    he_travelled,
    it_is_village,
    results_were_published,
    she_can_swim,
    she_travels,
    they_have_finished,
    title,
    travelled_and_wrote,
)


def outputs(doc, **params):
    return [(c.rule, render(doc.text, c.edits)) for c in ModalVerb(**params).candidates(doc)]


@pytest.mark.parametrize(
    "doc,expected",
    [
        (he_travelled(), ("mv.must_perfect", "He must have travelled widely in Europe.")),
        (they_have_finished(), ("mv.must_perfect", "They must have finished the report.")),
        (results_were_published(), ("mv.must_perfect", "The results must have been published in 2019.")),
        (it_is_village(), ("mv.must_plain", "It must be a village.")),
        (it_is_village(negated=True), ("mv.must_plain", "It must not be a village.")),
        (he_didnt_go(), ("mv.must_perfect", "He must not have gone.")),
        (he_didnt_go(contracted=False), ("mv.must_perfect", "He must not have gone.")),
        (travelled_and_wrote(), ("mv.must_perfect", "He must have travelled and written books.")),
    ],
    ids=["past", "perfect", "passive", "copula", "negated-copula", "didnt", "did-not", "conjunct"],
)
def test_modal_forms(doc, expected):
    assert outputs(doc) == [expected]


@pytest.mark.parametrize(
    "doc,reason",
    [(she_can_swim(), "modal clause"), (title(), "no finite verb (fragment or title)")],
    ids=["modal", "title"],
)
def test_not_applicable_with_a_specific_reason(doc, reason):
    transform = ModalVerb()
    assert not transform.applicable(doc)
    result = transform.apply(doc, random.Random(0))
    assert not result.changed and result.text == doc.text and result.reason == reason


def test_paper_lexicon_is_an_option_and_agrees_with_the_subject():
    texts = {text for _, text in outputs(he_travelled(), lexicon="paper")}
    assert "He should have travelled widely in Europe." in texts
    assert "He has to have travelled widely in Europe." in texts
    assert "He must have travelled widely in Europe." in texts
    # negated clauses only take the default epistemic "must"
    assert outputs(he_didnt_go(), lexicon="paper") == [("mv.must_perfect", "He must not have gone.")]


def test_default_lexicon_never_uses_deontic_or_future_modals():
    for doc in (he_travelled(), results_were_published(), she_travels()):
        for _, text in outputs(doc):
            assert " should " not in text and " will " not in text and " has to " not in text


def test_unknown_lexicon_is_rejected():
    with pytest.raises(ValueError):
        ModalVerb(lexicon="nope")


def test_registered_as_positive():
    transform = get_transform("mv")
    assert isinstance(transform, ModalVerb) and transform.polarity == "positive"


def test_real_parse_keeps_text_outside_the_edit(nlp):
    doc = nlp("South Australia (SA)  has a unique position in its history.")
    result = ModalVerb().apply(doc, random.Random(1))
    assert result.text == "South Australia (SA)  does have a unique position in its history."


def test_present_events_take_emphatic_do_and_must_is_opt_in():
    # "She must travel." would be an order; "She does travel." keeps the claim and its time
    assert outputs(she_travels()) == [("mv.emphatic_do", "She does travel.")]
    assert outputs(she_travels("They", "travel", "VBP")) == [("mv.emphatic_do", "They do travel.")]
    assert outputs(she_travels("They", "travels", "VBZ")) == []  # disagreement: do or does?
    assert outputs(she_travels(), present_events=True) == [("mv.must_plain", "She must travel.")]
    from sda_docs import build

    rows = [("It", 1, "nsubj", "PRON", "PRP"), ("includes", 1, "ROOT", "VERB", "VBZ"), ("ten", 3, "nummod", "NUM", "CD"), ("cards", 1, "dobj", "NOUN", "NNS"), (".", 1, "punct", "PUNCT", ".")]
    doc = build(rows, ["it", "include", "ten", "card", "."])
    assert outputs(doc) == [("mv.emphatic_do", "It does include ten cards.")]  # a present main verb: emphatic do


def test_adverb_goes_between_must_and_be():
    from sda_docs import she_is_now_playing

    assert outputs(she_is_now_playing()) == [("mv.must_plain", "She must now be playing.")]


def test_reduced_relative_is_skipped():
    from sda_docs import team_placed_will_be_relegated

    assert outputs(team_placed_will_be_relegated()) == []
