"""NEG_REMOVAL on hand-built parses: NEG's removal alone, skipped where it leaves no clean contradiction."""

from __future__ import annotations

import random

import pytest
from sda_docs import build, he_didnt_go, he_travelled, it_is_village, nobody_came

from sda_augment import render
from sda_augment.registry import get_transform, make, resolve
from sda_augment.transform import meta_of
from sda_augment.transforms.negation import Negation, NegationRemoval


def outputs(doc, **params):
    return [(c.rule, render(doc.text, c.edits)) for c in NegationRemoval(**params).candidates(doc)]


def reason(doc, **params):
    result = NegationRemoval(**params).apply(doc, random.Random(0))
    assert not result.changed and result.text == doc.text
    return result.reason


def _did_not(verb, tag="VB", pos="VERB", lemma=None, tail=()):
    """She did not <verb> <tail...>. with the verb as the root."""
    rows = [
        ("She", 3, "nsubj", "PRON", "PRP"),
        ("did", 3, "aux", "AUX", "VBD"),
        ("not", 3, "neg", "PART", "RB"),
        (verb, 3, "ROOT", pos, tag),
        *tail,
        (".", 3, "punct", "PUNCT", "."),
    ]
    lemmas = ["she", "do", "not", lemma or verb, *(row[0].lower() for row in tail), "."]
    return build(rows, lemmas)


def _modal_not(modal, verb, perfect=False):
    """He <modal> not [have] <verb>."""
    rows = [("He", 0, "nsubj", "PRON", "PRP"), (modal, 0, "aux", "AUX", "MD"), ("not", 0, "neg", "PART", "RB")]
    lemmas = ["he", modal, "not"]
    if perfect:
        rows.append(("have", 0, "aux", "AUX", "VB"))
        lemmas.append("have")
    root = len(rows)
    rows = [(word, root, dep, pos, tag) for word, _, dep, pos, tag in rows]
    rows += [(verb, root, "ROOT", "VERB", "VBN" if perfect else "VB"), (".", root, "punct", "PUNCT", ".")]
    return build(rows, [*lemmas, verb, "."])


@pytest.mark.parametrize("contracted", [True, False])
def test_do_support_is_undone(contracted):
    assert outputs(he_didnt_go(contracted)) == [("neg_removal.remove_not", "He went.")]


def test_the_copula_keeps_its_form():
    assert outputs(it_is_village(negated=True)) == [("neg_removal.remove_not", "It is a village.")]


def test_neg_keeps_its_own_rule_names_on_the_shared_edit():
    doc = he_didnt_go()
    assert [(c.rule, render(doc.text, c.edits)) for c in Negation().candidates(doc)] == [("neg.remove_not", "He went.")]


def test_a_sentence_without_negation_is_not_applicable():
    doc = he_travelled()
    assert not NegationRemoval().applicable(doc)
    assert reason(doc) == "neg_removal.no_negation"


def test_a_negative_word_is_left_to_neg():
    assert reason(nobody_came()) == "neg_removal.negative_word"


def test_a_coordinated_bare_verb_takes_the_tense_that_do_support_carried():
    doc = _did_not("sing", tail=[("and", 3, "cc", "CCONJ", "CC"), ("dance", 3, "conj", "VERB", "VB")])
    assert outputs(doc) == [("neg_removal.remove_not", "She sang and danced.")]


def test_a_coordinated_verb_tagged_as_a_noun_skips_the_sentence():
    doc = _did_not("sing", tail=[("and", 3, "cc", "CCONJ", "CC"), ("dance", 3, "conj", "NOUN", "NN")])
    assert reason(doc) == "neg_removal.conjunct_form"


@pytest.mark.parametrize(
    "tail,code",
    [
        ([("until", 3, "prep", "ADP", "IN"), ("noon", 4, "pobj", "NOUN", "NN")], "neg_removal.not_until"),
        ([("it", 3, "dobj", "PRON", "PRP"), ("at", 3, "advmod", "ADP", "IN"), ("all", 5, "pobj", "DET", "DT")], "neg_removal.npi"),
        ([("it", 3, "dobj", "PRON", "PRP"), ("anymore", 3, "advmod", "ADV", "RB")], "neg_removal.npi"),
        ([("it", 3, "dobj", "PRON", "PRP"), ("but", 3, "cc", "CCONJ", "CC"), ("left", 3, "conj", "VERB", "VBD")], "neg_removal.contrast"),
    ],
)
def test_a_word_that_leans_on_the_negation_skips_it(tail, code):
    assert reason(_did_not("like", tail=tail)) == code


def test_need_not_keeps_its_negation():
    assert reason(_modal_not("need", "apply")) == "neg_removal.negative_modal"


def test_could_not_of_ability_is_removed_but_not_a_possibility_in_the_past():
    assert outputs(_modal_not("could", "swim")) == [("neg_removal.remove_not", "He could swim.")]
    assert reason(_modal_not("could", "swum", perfect=True)) == "neg.possibility_modal"
    assert reason(_modal_not("may", "swim")) == "neg.possibility_modal"


def test_never_is_removed_only_when_asked():
    rows = [("He", 2, "nsubj", "PRON", "PRP"), ("never", 2, "neg", "ADV", "RB"), ("married", 2, "ROOT", "VERB", "VBD"), (".", 2, "punct", "PUNCT", ".")]
    doc = build(rows, ["he", "never", "marry", "."])
    assert reason(doc) == "neg_removal.never"
    assert outputs(doc, never=True) == [("neg_removal.remove_never", "He married.")]


def test_registered_as_a_negative_member_of_the_augcse_pool():
    transform = get_transform("neg_removal")
    assert isinstance(transform, NegationRemoval) and transform.polarity == "negative"
    assert "augcse" in meta_of(transform).pools
    item, options = resolve("neg_removal:polarity=positive:never=true")
    switched = make(item, options)
    assert switched.polarity == "positive" and switched.never
