"""Skip reasons, fallbacks for misparsed main verbs, the fragment template and the per-Doc memo.

All on hand-built parses (the parser's real analyses, fixed), so the rule logic is tested
apart from the statistical model.
"""

from __future__ import annotations

import random

import pytest
from sda_docs import build, he_travelled, title

from sda_augment import render
from sda_augment.analysis.clause import (
    IMPERATIVE,
    LIST_ITEM,
    NO_VERB,
    QUESTION,
    analyse,
    analyses,
)
from sda_augment.analysis.document import KEY, analysis_of
from sda_augment.reasons import Skip
from sda_augment.transforms.modal.mv import ModalVerb
from sda_augment.transforms.negation import DoubleNegation, Negation


def outputs(transform, doc):
    return [(c.rule, render(doc.text, c.edits)) for c in transform.candidates(doc)]


@pytest.mark.parametrize(
    "rows,lemmas,reason",
    [
        (
            [("Did", 2, "aux", "AUX", "VBD"), ("he", 2, "nsubj", "PRON", "PRP"), ("win", 2, "ROOT", "VERB", "VB"), ("?", 2, "punct", "PUNCT", ".")],
            ["do", "he", "win", "?"],
            QUESTION,
        ),
        ([("Close", 0, "ROOT", "VERB", "VB"), ("it", 0, "dobj", "PRON", "PRP"), (".", 0, "punct", "PUNCT", ".")], ["close", "it", "."], IMPERATIVE),
        ([("Notable", 1, "amod", "ADJ", "JJ"), ("people", 1, "ROOT", "NOUN", "NNS"), (":", 1, "punct", "PUNCT", ":")], ["notable", "people", ":"], LIST_ITEM),
        ([("YMCA", 0, "ROOT", "PROPN", "NNP"), ("in", 0, "prep", "ADP", "IN"), ("Adelaide", 1, "pobj", "PROPN", "NNP")], ["ymca", "in", "adelaide"], NO_VERB),
    ],
    ids=["question", "imperative", "list-header", "title"],
)
def test_analysis_names_the_reason(rows, lemmas, reason):
    doc = build(rows, lemmas)
    assert analyse(next(doc.sents)) == Skip(reason)
    result = ModalVerb().apply(doc, random.Random(0))
    assert not result.changed and result.reason == reason


def test_analysis_is_memoised_per_doc_and_not_shared_between_docs():
    first, second = he_travelled(), he_travelled()
    found = analyses(first)
    assert analyses(first) is found
    assert analyses(second) is not found
    assert analysis_of(first) is not analysis_of(second)
    assert set(first.user_data) == {KEY}  # the analysis is the Doc's own, under one key


def wheeler_took():
    """At the outbreak Wheeler took charge. (the parser hangs "Wheeler" on "outbreak")"""
    rows = [
        ("At", 4, "prep", "ADP", "IN"),
        ("the", 2, "det", "DET", "DT"),
        ("outbreak", 0, "pobj", "NOUN", "NN"),
        ("Wheeler", 2, "appos", "PROPN", "NNP"),
        ("took", 4, "ROOT", "VERB", "VBD"),
        ("charge", 4, "dobj", "NOUN", "NN"),
        (".", 4, "punct", "PUNCT", "."),
    ]
    return build(rows, ["at", "the", "outbreak", "Wheeler", "take", "charge", "."])


def test_subject_stranded_in_an_opening_phrase_is_found():
    doc = wheeler_took()
    clause = analyse(next(doc.sents))
    assert clause.subject.text == "Wheeler"
    assert outputs(Negation(), doc) == [("neg.add_not", "At the outbreak Wheeler did not take charge.")]
    assert outputs(ModalVerb(), doc) == [("mv.must_perfect", "At the outbreak Wheeler must have taken charge.")]


def test_locative_inversion_is_not_given_a_stray_subject():
    rows = [
        ("Amongst", 3, "prep", "ADP", "IN"),
        ("his", 2, "poss", "PRON", "PRP$"),
        ("siblings", 0, "pobj", "NOUN", "NNS"),
        ("was", 3, "ROOT", "AUX", "VBD"),
        ("a", 5, "det", "DET", "DT"),
        ("brother", 3, "attr", "NOUN", "NN"),
        (".", 3, "punct", "PUNCT", "."),
    ]
    doc = build(rows, ["amongst", "his", "sibling", "be", "a", "brother", "."])
    assert isinstance(analyse(next(doc.sents)), Skip)


@pytest.mark.parametrize(
    "rows,lemmas,expected",
    [
        (
            [("Presidents", 0, "ROOT", "NOUN", "NNS"), ("of", 0, "prep", "ADP", "IN"), ("the", 3, "det", "DET", "DT"), ("society", 1, "pobj", "NOUN", "NN")],
            ["president", "of", "the", "society"],
            "Presidents of the society do not exist.",
        ),
        (
            [("Eastern", 1, "compound", "PROPN", "NNP"), ("Arctic", 1, "ROOT", "PROPN", "NNP"), (".", 1, "punct", "PUNCT", ".")],
            ["Eastern", "Arctic", "."],
            "Eastern Arctic does not exist.",
        ),
    ],
    ids=["plural-no-period", "period-kept"],
)
def test_fragment_template_is_one_insertion(rows, lemmas, expected):
    doc = build(rows, lemmas)
    (candidate,) = Negation().candidates(doc)
    assert candidate.rule == "neg.fragment_template" and len(candidate.edits) == 1
    edit = candidate.edits[0]
    assert edit.start == edit.end  # every original character stays
    assert render(doc.text, candidate.edits) == expected
    assert DoubleNegation().skip_reason(doc).code == NO_VERB  # DN does not frame a fragment


def test_fragment_template_refuses_continuations_and_numbers():
    lower = build([("coming", 0, "ROOT", "NOUN", "NN"), ("home", 0, "advmod", "ADV", "RB")], ["coming", "home"])
    assert Negation().candidates(lower) == []
    assert Negation().skip_reason(lower).code == "neg.opening.continuation"
    number = build([("12", 1, "nummod", "NUM", "CD"), ("Championships", 1, "ROOT", "PROPN", "NNPS")], ["12", "Championships"])
    assert Negation().candidates(number) == []
    assert Negation().skip_reason(number).code == "neg.fragment.not_a_letter"
    dash = build([("1879", 0, "ROOT", "NUM", "CD"), ("-", 0, "punct", "PUNCT", "HYPH"), ("H.H.", 0, "appos", "PROPN", "NNP")], ["1879", "-", "H.H."])
    assert Negation().candidates(dash) == []
    year = build([("1990", 2, "nummod", "NUM", "CD"), ("Citibank", 2, "compound", "PROPN", "NNP"), ("Open", 2, "ROOT", "PROPN", "NNP")], ["1990", "Citibank", "Open"])
    assert outputs(Negation(), year) == [("neg.fragment_template", "The 1990 Citibank Open does not exist.")]  # read with its article


def test_emphatic_do_goes_after_a_preverbal_adverb():
    rows = [
        ("He", 2, "nsubj", "PRON", "PRP"),
        ("often", 2, "advmod", "ADV", "RB"),
        ("works", 2, "ROOT", "VERB", "VBZ"),
        ("late", 2, "advmod", "ADV", "RB"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    doc = build(rows, ["he", "often", "work", "late", "."])
    assert outputs(ModalVerb(), doc) == [("mv.emphatic_do", "He often does work late.")]
    never = build([(w if w != "often" else "never", h, d if w != "often" else "neg", p, t) for w, h, d, p, t in rows], ["he", "never", "work", "late", "."])
    assert outputs(ModalVerb(), never) == []


def test_title_fragment_reason_for_mv():
    result = ModalVerb().apply(title(), random.Random(0))
    assert result.reason == NO_VERB
