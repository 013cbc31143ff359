"""NEG on hand-built parses: one negation of the main claim, grammatical."""

from __future__ import annotations

import random

import pytest
from sda_docs import (
    he_didnt_go,
    he_travelled,
    it_is_village,
    nobody_came,
    paris_is_a_city,
    results_were_published,
    she_can_swim,
    she_travels,
    they_have_finished,
    title,
)

from sda_augment import render
from sda_augment.analysis.morphology import uses_contractions
from sda_augment.registry import get_transform
from sda_augment.transforms.negation import Negation


def outputs(doc, **params):
    return [(c.rule, render(doc.text, c.edits)) for c in Negation(**params).candidates(doc)]


@pytest.mark.parametrize(
    "doc,full,contracted",
    [
        (he_travelled(), "He did not travel widely in Europe.", "He didn't travel widely in Europe."),
        (they_have_finished(), "They have not finished the report.", "They haven't finished the report."),
        (she_can_swim(), "She cannot swim.", "She can't swim."),
        (results_were_published(), "The results were not published in 2019.", "The results weren't published in 2019."),
        (she_travels(), "She does not travel.", "She doesn't travel."),
        (she_travels("They", "travel", "VBP"), "They do not travel.", "They don't travel."),
        (it_is_village(), "It is not a village.", "It isn't a village."),
    ],
    ids=["past", "perfect", "modal", "passive", "3sg", "plural", "copula"],
)
def test_add_not(doc, full, contracted):
    assert outputs(doc, contractions="never") == [("neg.add_not", full)]
    assert outputs(doc, contractions="always") == [("neg.add_not", contracted)]
    assert outputs(doc) == [("neg.add_not", full)]  # "auto": this text does not contract


@pytest.mark.parametrize(
    "doc,expected",
    [
        (he_didnt_go(), ("neg.remove_not", "He went.")),
        (he_didnt_go(contracted=False), ("neg.remove_not", "He went.")),
        (it_is_village(negated=True), ("neg.remove_not", "It is a village.")),
        (nobody_came(), ("neg.swap", "Somebody came.")),
    ],
    ids=["didnt", "did-not", "is-not", "nobody"],
)
def test_existing_negation_is_removed_never_doubled(doc, expected):
    assert outputs(doc) == [expected]


def test_auto_contracts_when_the_text_does():
    doc = he_didnt_go()
    assert uses_contractions(doc) is True  # "didn't": the text contracts ...
    assert outputs(doc) == [("neg.remove_not", "He went.")]  # ... and its negation is removed; now one that needs an added "not":
    from sda_docs import build

    rows = [("It", 1, "nsubj", "PRON", "PRP"), ("'s", 1, "ROOT", "AUX", "VBZ"), ("old", 1, "acomp", "ADJ", "JJ"), (".", 1, "punct", "PUNCT", ".")]
    doc = build(rows, ["it", "be", "old", "."], spaces=[False, True, False, False])
    assert outputs(doc) == [("neg.add_not", "It's not old.")]


def test_noun_phrase_fragment_takes_the_existence_template_never_a_bare_prefix():
    doc = title()
    assert outputs(doc) == [("neg.fragment_template", "YMCA in Adelaide does not exist.")]
    assert outputs(doc, template_fallback=False) == []
    result = Negation(template_fallback=False).apply(doc, random.Random(0))
    assert not result.changed and result.reason == "clause.no_verb"


def test_proper_noun_subject_unchanged():
    assert outputs(paris_is_a_city()) == [("neg.add_not", "Paris is not a city.")]


def test_invalid_contraction_mode():
    with pytest.raises(ValueError):
        Negation(contractions="sometimes")


def test_registered_as_negative():
    transform = get_transform("neg")
    assert isinstance(transform, Negation) and transform.polarity == "negative"


def test_real_parse_relative_clause_and_spacing(nlp):
    doc = nlp("The man who lives  next door left early.")
    assert outputs(doc) == [("neg.add_not", "The man who lives  next door did not leave early.")]


def test_template_fallback_only_for_a_finite_clause(nlp):
    doc = nlp("I am only able to say that I can help.")
    assert outputs(doc) == [("neg.template", "It is not true that I am only able to say that I can help.")]
    assert outputs(doc, template_fallback=False) == []


def test_degree_adverb_goes_under_the_negation():
    from sda_docs import novel_mainly_scrutinizes

    assert outputs(novel_mainly_scrutinizes()) == [("neg.add_not", "The novel does not mainly scrutinize it.")]


def test_numeric_subject_takes_the_frame():
    # "Six pieces are not used" can be true beside "Six pieces are used"
    from sda_docs import six_pieces_are_used

    assert outputs(six_pieces_are_used()) == [("neg.template", "It is not true that six pieces are used.")]


def test_reduced_relative_is_not_negated():
    from sda_docs import team_placed_will_be_relegated

    assert outputs(team_placed_will_be_relegated()) == []


def test_scope_adverb_takes_the_frame():
    from sda_docs import game_also_delayed

    from sda_augment.transforms.negation import Negation

    doc = game_also_delayed()
    assert [(c.rule, render(doc.text, c.edits)) for c in Negation().candidates(doc)] == [
        ("neg.template", "It is not true that the game was also delayed.")
    ]


def test_fronted_reason_keeps_a_local_not():
    from sda_docs import because_of_rain_game_delayed

    from sda_augment.transforms.negation import Negation

    doc = because_of_rain_game_delayed()
    assert [render(doc.text, c.edits) for c in Negation().candidates(doc)] == ["Because of rain, the game was not delayed."]


@pytest.mark.parametrize(
    "word,title",
    [("2019", True), ("2019–20", True), ("1999–2000", True), ("9th", True), ("21st", True), ("800", False), ("1960s", False), ("35a", False)],
)
def test_number_that_opens_a_title(word, title):
    from sda_augment.transforms.negation.titles import _TITLE_NUMBER

    assert bool(_TITLE_NUMBER.fullmatch(word)) is title


def test_a_split_hyphenated_conjunct_is_rewritten_once():
    """The parser splits "co-founded" into three tokens and links the second one by its "-";
    the clause analysis finds it again by its last part. One edit, not two overlapping."""
    from sda_docs import build

    rows = [
        ("Paris", 1, "compound", "PROPN", "NNP"),
        ("Paris", 2, "nsubj", "PROPN", "NNP"),
        ("co", 2, "ROOT", "VERB", "VBD"),
        ("-", 2, "acomp", "VERB", "VBD"),
        ("founded", 6, "amod", "VERB", "VBD"),
        ("cat", 6, "compound", "NOUN", "NN"),
        ("cat", 7, "compound", "NOUN", "NN"),
        ("co", 3, "ccomp", "VERB", "VBN"),
        ("-", 2, "conj", "VERB", "VBD"),
        ("founded", 2, "acomp", "VERB", "VBD"),
    ]
    spaces = [True, True, False, False, True, True, True, False, False, False]
    doc = build(rows, ["Paris", "Paris", "co", "-", "found", "cat", "cat", "co", "-", "found"], spaces)
    assert doc.text == "Paris Paris co-founded cat cat co-founded"
    assert outputs(doc) == [("neg.add_not", "Paris Paris did not co-found cat cat co-found")]
