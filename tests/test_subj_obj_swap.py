"""subj_obj_swap: its rules on hand-built parses (the case file runs in tests/test_cases.py)."""

from __future__ import annotations

import random

from helpers import make_doc
from spacy.lang.en import English

from sda_augment.analysis import prepare
from sda_augment.edits import render
from sda_augment.registry import build
from sda_augment.transforms.subj_obj_swap.rules import rule_data
from sda_augment.transforms.subj_obj_swap.swap import NOT_AGENT, SYMMETRIC, SubjObjSwap

VOCAB = English().vocab


def _doc(rows, lemmas):
    doc = make_doc(VOCAB, rows, lemmas=lemmas)
    prepare(doc, doc.text)
    return doc


def _transitive(subject: tuple[str, str, str], verb: tuple[str, str, str], obj: tuple[str, str, str]):
    """"<Det> <subject> <verb> the <object>." with the given (word, tag, lemma) triples."""
    rows = [
        ("The", 1, "det", "DET", "DT"),
        (subject[0], 2, "nsubj", "NOUN", subject[1]),
        (verb[0], 2, "ROOT", "VERB", verb[1]),
        ("the", 4, "det", "DET", "DT"),
        (obj[0], 2, "dobj", "NOUN", obj[1]),
        (".", 2, "punct", "PUNCT", "."),
    ]
    lemmas = ["the", subject[2], verb[2], "the", obj[2], "."]
    return _doc(rows, lemmas)


def _outputs(doc) -> list[str]:
    return [render(doc.text, candidate.edits) for candidate in SubjObjSwap().candidates(doc)]


def test_present_verb_agrees_with_its_new_subject():
    doc = _transitive(("boys", "NNS", "boy"), ("watch", "VBP", "watch"), ("girl", "NN", "girl"))
    assert _outputs(doc) == ["The girl watches the boys."]


def test_past_simple_keeps_its_form():
    doc = _transitive(("dog", "NN", "dog"), ("chased", "VBD", "chase"), ("cats", "NNS", "cat"))
    assert _outputs(doc) == ["The cats chased the dog."]


def test_a_symmetric_verb_is_left_alone():
    doc = _transitive(("man", "NN", "man"), ("met", "VBD", "meet"), ("woman", "NN", "woman"))
    transform = SubjObjSwap()
    assert not transform.candidates(doc)
    result = transform.apply(doc, random.Random(0))
    assert not result.changed and result.reason == SYMMETRIC


def test_a_thing_becomes_the_agent_only_without_plausibility():
    doc = _transitive(("man", "NN", "man"), ("wrote", "VBD", "write"), ("book", "NN", "book"))
    assert SubjObjSwap(plausible=True).apply(doc, random.Random(0)).reason == NOT_AGENT
    assert SubjObjSwap().apply(doc, random.Random(0)).text == "The book wrote the man."


def test_plausibility_is_an_option_off_by_default():
    assert SubjObjSwap().plausible is False
    assert build("subj_obj_swap:plausible=true").plausible is True


def test_pronouns_change_case_and_the_first_word_its_capital():
    rows = [
        ("She", 1, "nsubj", "PRON", "PRP"),
        ("thanked", 1, "ROOT", "VERB", "VBD"),
        ("him", 1, "dobj", "PRON", "PRP"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    doc = _doc(rows, ["she", "thank", "he", "."])
    assert _outputs(doc) == ["He thanked her."]


def test_the_lexicons_do_not_contradict_each_other():
    verbs = rule_data().verbs
    assert not verbs.symmetric & verbs.reversible
    assert not verbs.blocked & (verbs.reversible | verbs.animal_verbs)
    assert verbs.reversible_things - verbs.reversible <= {"cross", "surround"}
    nouns = rule_data().nouns
    assert not nouns.persons & nouns.animals
    pronouns = rule_data().pronouns
    assert set(pronouns.accusative.values()) <= pronouns.persons | pronouns.things
