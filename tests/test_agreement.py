"""Subject-verb agreement (sda_augment/analysis/agreement.py), the one rule MV, NEG, DN, the
caption readings and PI ask, on real parses."""

from __future__ import annotations

import pytest

from sda_augment.analysis.agreement import (
    number_agrees,
    present_tag,
    subject_number,
    takes_third_singular,
    verb_agrees,
)
from sda_augment.analysis.clause import analyses
from sda_augment.analysis.rules import grammar


def _clause(nlp, text):
    clause = analyses(nlp(text))[0][1]
    assert clause.head.tag in ("VBZ", "VBP"), text
    return clause


@pytest.mark.parametrize(
    "text",
    [
        "He works as a consultant.",
        "They work as consultants.",
        "I work as a consultant.",
        "You work as a consultant.",
        "A group of people sit before a campfire.",  # a collective noun with a plural verb
        "The team represents the club.",  # ... or a singular one
        "The species feeds on insects and small fish.",  # the same in both numbers
        "Morales serves as the club's captain.",  # a name ending in "s"
        "A salt-and-pepper-haired man sits on the grass.",  # "and" inside one word
        "A man and a woman walk along the beach.",
    ],
)
def test_a_verb_as_written_agrees(nlp, text):
    clause = _clause(nlp, text)
    assert verb_agrees(clause.subject, clause.head.tag)


@pytest.mark.parametrize(
    "text",
    [
        "The adults has to work longer hours.",  # the input's slip: no "does" written after it
        "This book scrutinize the laws.",
    ],
)
def test_a_verb_that_disagrees_is_the_inputs_slip(nlp, text):
    clause = _clause(nlp, text)
    assert not verb_agrees(clause.subject, clause.head.tag)


def test_past_and_future_forms_fit_every_subject(nlp):
    clause = analyses(nlp("The adults worked longer hours."))[0][1]
    assert verb_agrees(clause.subject, "VBD") and number_agrees("plural", "VBD") and number_agrees("singular", "MD")


def test_the_pronouns_that_take_a_plural_verb_are_the_rule_files(nlp):
    plural = grammar().pronouns.plural_agreement
    assert {"i", "you", "we", "they"} <= plural
    for pronoun in ("I", "You", "We", "They", "He", "She", "It"):
        subject = nlp(f"{pronoun} work hard.")[0]
        expected = "plural" if pronoun.lower() in plural else "singular"
        assert subject_number(subject) == expected
        assert takes_third_singular(subject) == (expected == "singular")
        assert present_tag(expected) == ("VBZ" if expected == "singular" else "VBP")


def test_number_agrees_is_the_rule_itself():
    assert number_agrees("singular", "VBZ") and number_agrees("plural", "VBP")
    assert not number_agrees("singular", "VBP") and not number_agrees("plural", "VBZ")


@pytest.mark.parametrize(
    "text,number",
    [
        ("The British subsequently banned all gatherings.", "plural"),
        ("The Dutch built a fort.", "plural"),
        ("The rich got richer.", "plural"),
        ("The British Museum opened a hall.", "singular"),
        ("A British soldier banned it.", "singular"),
        ("The former had had more success.", "singular"),
        ("The single peaked at number two.", "singular"),
    ],
)
def test_a_people_after_the_is_plural(nlp, text, number):
    subject = next(token for token in nlp(text) if token.dep_ == "nsubj")
    assert subject_number(subject) == number
