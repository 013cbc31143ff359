"""sentence_reorder on hand-built parses: sentences move as typed, dependent ones with their predecessors."""

from __future__ import annotations

import random

from helpers import make_doc
from sda_docs import VOCAB

from sda_augment.registry import get_transform
from sda_augment.transform import meta_of
from sda_augment.transforms.reorder import SentenceReorder


def _sentence(words, verb_at, tag="VBD"):
    """One hand-parsed sentence: ``words`` (the last one a period) with the verb at ``verb_at`` as its root."""
    rows = []
    for i, word in enumerate(words):
        if i == verb_at:
            rows.append((word, i, "ROOT", "VERB", tag))
        elif word == ".":
            rows.append((word, verb_at, "punct", "PUNCT", "."))
        elif word.lower() in ("it", "he", "they"):
            rows.append((word, verb_at, "nsubj", "PRON", "PRP"))
        else:
            rows.append((word, verb_at, "dep", "NOUN" if word[0].isupper() else "ADP", "NN"))
    return rows


def _doc(*sentences, gap=" "):
    """A Doc of hand-parsed sentences, ``gap`` typed between them (spaces as tokens' whitespace)."""
    rows, spaces, offset = [], [], 0
    for number, sentence in enumerate(sentences):
        for i, (word, head, dep, pos, tag) in enumerate(sentence):
            rows.append((word, head + offset, dep, pos, tag))
            last = i == len(sentence) - 1
            spaces.append(not last and sentence[i + 1][0] != "." or (last and number < len(sentences) - 1))
        offset += len(sentence)
    return make_doc(VOCAB, rows, spaces=spaces)  # one tree per sentence: the parse's boundaries


PARIS = ["Paris", "grew", "."]
ROME = ["Rome", "shrank", "."]
OSLO = ["Oslo", "waited", "."]
IT = ["It", "grew", "."]


def _apply(doc, seed=0):
    return SentenceReorder().apply(doc, random.Random(seed))


def test_two_sentences_change_places_and_the_gap_stays_as_typed():
    doc = _doc(_sentence(PARIS, 1), _sentence(ROME, 1))
    result = _apply(doc)
    assert doc.text == "Paris grew. Rome shrank."
    assert result.rule == "sentence_reorder.shuffle" and result.text == "Rome shrank. Paris grew."


def test_every_seed_gives_another_order():
    doc = _doc(_sentence(PARIS, 1), _sentence(ROME, 1), _sentence(OSLO, 1))
    results = {_apply(doc, seed).text for seed in range(30)}
    assert doc.text not in results
    assert len(results) == 5  # every other order of three sentences


def test_a_sentence_with_a_pronoun_moves_with_those_before_it():
    doc = _doc(_sentence(PARIS, 1), _sentence(IT, 1), _sentence(ROME, 1))
    assert {_apply(doc, seed).text for seed in range(10)} == {"Rome shrank. Paris grew. It grew."}


def test_a_first_sentence_with_a_pronoun_stays_first():
    doc = _doc(_sentence(IT, 1), _sentence(PARIS, 1), _sentence(ROME, 1))
    assert {_apply(doc, seed).text for seed in range(10)} == {"It grew. Rome shrank. Paris grew."}


def test_one_sentence_or_a_chain_of_dependent_ones_is_left_alone():
    assert _apply(_doc(_sentence(PARIS, 1))).reason == "sentence_reorder.one_sentence"
    chained = _doc(_sentence(PARIS, 1), _sentence(IT, 1))
    assert not SentenceReorder().applicable(chained)
    assert _apply(chained).reason == "sentence_reorder.order_dependent"


def test_a_sentence_without_a_finite_verb_is_no_boundary_to_move_across():
    doc = _doc(_sentence(PARIS, 1), _sentence(ROME, 1, tag="VBN"))
    assert _apply(doc).reason == "sentence_reorder.boundary"


def test_registered_as_a_positive_member_of_the_augcse_pool():
    transform = get_transform("sentence_reorder")
    assert transform.polarity == "positive" and meta_of(transform).needs == "parse"
    assert "augcse" in meta_of(transform).pools
