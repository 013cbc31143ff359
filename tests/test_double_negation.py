"""DN on hand-built parses: two negations of the same claim that cancel."""

from __future__ import annotations

import random

import pytest
from sda_docs import (
    he_didnt_go,
    he_travelled,
    nobody_came,
    paris_is_a_city,
    she_can_swim,
    they_have_finished,
    title,
    travelled_and_wrote,
)

from sda_augment import render
from sda_augment.registry import get_transform
from sda_augment.transforms.negation import DoubleNegation


def outputs(doc, **params):
    return [(c.rule, render(doc.text, c.edits)) for c in DoubleNegation(**params).candidates(doc)]


@pytest.mark.parametrize(
    "doc,expected",
    [
        (he_travelled(), ("dn.template_add", "It is not true that he did not travel widely in Europe.")),
        (they_have_finished(), ("dn.template_add", "It is not true that they have not finished the report.")),
        (she_can_swim(), ("dn.template_add", "It is not true that she cannot swim.")),
        (nobody_came(), ("dn.template_remove", "It is not true that somebody came.")),
        (he_didnt_go(), ("dn.template_remove", "It is not true that he went.")),
        (paris_is_a_city(), ("dn.template_add", "It is not true that Paris is not a city.")),
    ],
    ids=["past", "perfect", "modal", "nobody", "didnt", "proper-noun"],
)
def test_template_plus_inner_negation(doc, expected):
    assert outputs(doc) == [expected]


def test_contracted_register():
    assert outputs(he_travelled(), contractions="always") == [
        ("dn.template_add", "It is not true that he didn't travel widely in Europe.")
    ]


def test_coordinated_predicates_share_one_negation_under_the_frame():
    # "did not" with both verbs in the base form scopes over "travel and write books",
    # so the frame cancels it on the whole predicate.
    assert outputs(travelled_and_wrote()) == [("dn.template_add", "It is not true that he did not travel and write books.")]


def _contrast(verb: tuple[str, str], second: tuple[str, str]):
    """"He <verb>, but <second> books." built by hand: the parse the rule expects."""
    from sda_docs import build

    rows = [
        ("He", 1, "nsubj", "PRON", "PRP"),
        (verb[0], 1, "ROOT", "VERB", "VBD"),
        (",", 1, "punct", "PUNCT", ","),
        ("but", 1, "cc", "CCONJ", "CC"),
        (second[0], 1, "conj", "VERB", "VBD"),
        ("books", 4, "dobj", "NOUN", "NNS"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["he", verb[1], ",", "but", second[1], "book", "."])


def test_contrastive_coordination_falls_back_to_not_fail():
    doc = _contrast(("qualified", "qualify"), ("sold", "sell"))
    # "did not qualify, but sell books" would put the contrast under the negation
    assert outputs(doc) == [("dn.not_fail", "He did not fail to qualify, but sold books.")]


def test_not_fail_only_for_an_achievement():
    # "did not fail to travel" adds a doubt the sentence never had: no "did not fail to"
    doc = _contrast(("travelled", "travel"), ("wrote", "write"))
    assert all(rule != "dn.not_fail" for rule, _ in outputs(doc))


def test_not_applicable_on_fragments():
    doc = title()
    result = DoubleNegation().apply(doc, random.Random(0))
    assert not result.changed and result.text == doc.text and result.reason


def test_registered_as_positive():
    transform = get_transform("dn")
    assert isinstance(transform, DoubleNegation) and transform.polarity == "positive"


def test_real_parse_other_negation_blocks_a_third(nlp):
    # "Not known ..." already negates an opening phrase: a frame on top would confuse.
    doc = nlp("Not known as directors until 1990, they were known as secretaries.")
    assert outputs(doc, litotes=False) == []
    # nor the litotes frame: "It is not untrue that not known ..." stacks three negations
    assert outputs(doc) == []


def test_real_parse_two_clauses_joined_by_semicolon(nlp):
    doc = nlp("He kept them informed by mail; they wired him money.")
    assert outputs(doc, litotes=False) == []
    # both negations of the litotes frame sit before the clauses, so it still cancels
    assert outputs(doc) == [("dn.litotes", "It is not untrue that he kept them informed by mail; they wired him money.")]


def test_numeric_subject_is_skipped():
    from sda_docs import six_pieces_are_used

    assert outputs(six_pieces_are_used(), litotes=False) == []


def test_fronted_reason_is_skipped():
    from sda_docs import because_of_rain_game_delayed

    doc = because_of_rain_game_delayed()
    assert outputs(doc, litotes=False) == []
    assert DoubleNegation(litotes=False).skip_reason(doc).code == "dn.opening.fronted_modifier"


def test_fronted_time_phrase_goes_inside_the_frame():
    from sda_docs import in_1986_game_delayed

    assert outputs(in_1986_game_delayed()) == [
        ("dn.template_add", "It is not true that in 1986, the game was not delayed.")
    ]


def test_scope_adverb_is_skipped():
    from sda_docs import game_also_delayed

    assert outputs(game_also_delayed(), litotes=False) == []


# --- the litotes fallback: "It is not untrue that" acts on the whole sentence -------------------


@pytest.mark.parametrize(
    "factory,expected",
    [
        ("game_also_delayed", "It is not untrue that the game was also delayed."),
        ("six_pieces_are_used", "It is not untrue that six pieces are used."),
        ("because_of_rain_game_delayed", "It is not untrue that because of rain, the game was delayed."),
    ],
)
def test_litotes_where_no_inner_negation_cancels(factory, expected):
    import sda_docs

    doc = getattr(sda_docs, factory)()
    assert outputs(doc) == [("dn.litotes", expected)]


def test_litotes_only_as_a_fallback():
    # an inner negation that cancels on the same claim is preferred to the stiffer litotes
    assert [rule for rule, _ in outputs(he_travelled())] == ["dn.template_add"]


def test_litotes_keeps_an_opening_connective_outside(nlp):
    doc = nlp("However, several venues cancelled the show.")
    assert outputs(doc) == [("dn.litotes", "However, it is not untrue that several venues cancelled the show.")]


@pytest.mark.parametrize(
    "text",
    [
        "Notable people with this surname include:",  # a list header: the claim follows it
        "Dave Bedson: Held the position for a short time.",  # a label before ':'
        "Did several venues cancel the show?",  # a question
        "I just had breakfast, he said to her\".",  # an unbalanced quotation
    ],
)
def test_litotes_not_where_the_frame_has_no_place(nlp, text):
    assert outputs(nlp(text)) == []


@pytest.mark.parametrize(
    "text,inside",
    [
        ('I just had breakfast ... No, I am not hungry", he said.', True),  # closes a quotation opened earlier
        ("His head had been shaved and he was emaciated”.", True),
        ('Kyle Brown wrote that "The snaps and twangs aren\'t always pitch-perfect.', False),  # opens and runs on
        ('He called it "a remarkable project".', False),  # balanced
        ("(“Yummy”) was released in January.", False),
    ],
)
def test_inside_quotation(text, inside):
    from sda_augment.transforms.negation.litotes import _inside_quotation

    assert _inside_quotation(text) is inside
