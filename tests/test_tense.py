"""tense: the rules it is built from (its case file runs in tests/test_cases.py)."""

from __future__ import annotations

import random

import pytest

from sda_augment import render
from sda_augment.registry import build, get_transform
from sda_augment.transforms.tense.anchors import ALL_TIMES, allowed_times
from sda_augment.transforms.tense.person import person_of
from sda_augment.transforms.tense.tense import Tense


def test_registered_with_its_option():
    transform = get_transform("tense")
    assert transform.name == "tense" and transform.polarity == "positive"
    assert Tense(to="future").to == "future"


def test_random_draws_every_target_and_keeps_the_text_outside_the_verbs(nlp):
    doc = nlp("Her brother wrote the song, and it was played on the radio.")
    seen = {Tense().apply(doc, random.Random(seed)).text for seed in range(30)}
    assert seen == {
        "Her brother writes the song, and it is played on the radio.",
        "Her brother will write the song, and it will be played on the radio.",
    }


def _proposed(transform: Tense, doc) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for candidate in transform.candidates(doc):
        found.setdefault(candidate.rule, []).append(render(doc.text, candidate.edits))
    return found


def test_every_sentence_of_a_record_moves_together(nlp):
    doc = nlp("She lives in Rome. Her sister lives in Milan.")
    assert _proposed(Tense(to="past"), doc) == {"tense.past": ["She lived in Rome. Her sister lived in Milan."]}


def test_a_sentence_that_cannot_move_stops_the_record(nlp):
    doc = nlp("She lives in Rome. Can her sister swim?")
    transform = Tense(to="past")
    assert transform.candidates(doc) == []
    assert transform.skip_reason(doc).code == "tense.question_modal"


def test_a_question_moves_with_the_statements_of_its_record(nlp):
    doc = nlp("She lives in Rome. Where does her sister live?")
    [candidate] = Tense(to="past").candidates(doc)
    assert render(doc.text, candidate.edits) == "She lived in Rome. Where did her sister live?"


# --- the parts ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,allowed",
    [
        ("He left the city.", ALL_TIMES),
        ("He left the city in 1998.", {"past"}),
        ("The 2019–20 season was long.", {"past"}),
        ("He left the city two years ago.", {"past"}),
        ("He left the city last year.", {"past"}),
        ("He leaves the city next week.", {"future"}),
        ("He lives there now.", {"present"}),
        ("He has written three books to date.", {"present"}),
        ("He was elected in 1990 and is now retired.", set()),
    ],
)
def test_time_words_pin_the_sentence(nlp, text, allowed):
    doc = nlp(text)
    assert allowed_times(next(doc.sents)) == frozenset(allowed)


@pytest.mark.parametrize(
    "text,subject,verb,person",
    [
        ("I went home.", 0, 1, "i"),
        ("You went home.", 0, 1, "plural"),
        ("The dogs ran.", 1, 2, "plural"),
        ("The dog ran.", 1, 2, "singular"),
        ("There were many people.", 0, 1, "plural"),
        ("There was a man.", 0, 1, "singular"),
        ("The band are good.", 1, 2, "plural"),  # the verb's number wins over the noun's
        ("Most of them left.", 0, 3, "plural"),
        ("Some of the water remained.", 0, 4, "singular"),
        ("The two left.", 1, 2, "plural"),
    ],
)
def test_person_comes_from_the_verb_then_the_subject(nlp, text, subject, verb, person):
    doc = nlp(text)
    assert person_of(doc[subject], doc[verb]) == person


def test_person_is_unknown_for_there_with_will(nlp):
    doc = nlp("There will be a meeting.")
    assert person_of(doc[0], doc[1]) is None


def test_the_option_is_checked():
    assert build("tense:to=future").to == "future"
    with pytest.raises(ValueError, match="to"):
        build("tense:to=later")


def _wasnt_included_misread():
    """The track wasn’t included. as the small model once parsed it: "n’t" a noun auxiliary."""
    from sda_docs import build

    rows = [
        ("The", 1, "det", "DET", "DT"),
        ("track", 4, "nsubjpass", "NOUN", "NN"),
        ("was", 4, "auxpass", "AUX", "VBD"),
        ("n\u2019t", 4, "auxpass", "NOUN", "NN"),
        ("included", 4, "ROOT", "VERB", "VBN"),
        (".", 4, "punct", "PUNCT", "."),
    ]
    spaces = [True, True, False, True, False, False]
    return build(rows, ["the", "track", "be", "n\u2019t", "include", "."], spaces=spaces)


def test_a_negation_parsed_as_an_auxiliary_stays_on_the_finite_verb():
    doc = _wasnt_included_misread()
    assert doc.text == "The track wasn\u2019t included."
    found = {c.rule: render(doc.text, c.edits) for c in Tense().candidates(doc)}
    assert found == {
        "tense.present": "The track isn\u2019t included.",
        "tense.future": "The track won\u2019t be included.",
    }
    for seed in range(4):
        assert Tense().apply(doc, random.Random(seed)).changed
