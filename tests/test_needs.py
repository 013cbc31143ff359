"""What each built-in declares it needs from spaCy is enough, and "tags" is not more than needed.

A transform that needs only tokens gives the same results on the tokenizer's Doc as on a
full parse; one that needs tags, on a Doc tagged but not parsed.
"""

from __future__ import annotations

import random

import pytest
from test_pipeline import SENTENCES

from sda_augment.registry import available, get_transform
from sda_augment.transform import meta_of
from sda_augment.transforms.baselines.baselines import SynonymReplacement

_SYNONYMS = {"travel": ["journey"], "finish": ["complete"], "report": ["account"], "capital": ["seat"], "river": ["stream"]}
TEXTS = [*SENTENCES, "Paris is the capital of France.", "London Bridge is falling down."]


def _build(name):
    return SynonymReplacement(source=_SYNONYMS) if name == "synonym" else get_transform(name)


def _partial(nlp, text, needs):
    if needs == "tokens":
        doc = nlp.make_doc(text)
        assert not doc.has_annotation("TAG")
        return doc
    with nlp.select_pipes(disable=["parser"]):
        doc = nlp(text)
    assert doc.has_annotation("TAG") and not doc.has_annotation("DEP")
    return doc


@pytest.mark.parametrize("name", [item.name for item in available() if item.builtin and item.needs in ("tokens", "tags")])
def test_a_transform_gets_by_with_what_it_declares(name, nlp):
    transform = _build(name)
    needs = meta_of(transform).needs
    for text in TEXTS:
        full, partial = nlp(text), _partial(nlp, text, needs)
        for seed in range(3):
            assert transform.apply(partial, random.Random(seed)) == transform.apply(full, random.Random(seed)), (text, seed)
        assert transform.applicable(partial) == transform.applicable(full)


@pytest.mark.parametrize("name", ["wr", "swap", "synonym"])
def test_tags_are_needed_where_declared(name, nlp):
    """Moving "Paris" away from the start keeps its capital only when it is tagged a name."""
    transform = _build(name)
    assert meta_of(transform).needs == "tags"
    text = "Paris is the capital of France and a river runs through it."
    full, bare = nlp(text), nlp.make_doc(text)
    assert any(transform.apply(bare, random.Random(seed)) != transform.apply(full, random.Random(seed)) for seed in range(40))
