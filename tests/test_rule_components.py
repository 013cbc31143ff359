"""The tables that stand in for spaCy's attribute ruler and lemmatizer annotate as they do."""

from __future__ import annotations

import pytest
import spacy
from spacy.attrs import DEP, HEAD, LEMMA, MORPH, POS, TAG

from sda_augment._speed.rule_components import (
    TableLemmatizer,
    TableRuler,
    compile_ruler,
    parse,
    table_components,
)
from sda_augment.pipeline import Augmenter

ATTRS = [POS, TAG, MORPH, LEMMA, DEP, HEAD]

TEXTS = [
    "A man in a blue shirt standing on a ladder.",
    "I'm gonna leave and y'all ain't gonna stop me.",
    "Let's go, c'mon, we gotta hurry!",
    "There is a dog and there are two cats; there's also a bird.",
    "He wasn’t included, but she’s done it before.",
    "  Two   spaces   here  .",
    "",
    "The Konheims divorced in 1978 and moved to Lyon.",
    "Running faster, the runners' times were better than the best.",
]


def annotations(doc):
    return doc.to_array(ATTRS).tolist(), [token.lemma_ for token in doc], [str(token.morph) for token in doc]


def test_the_default_model_parses_the_same_through_the_tables(nlp):
    augmenter = Augmenter(["pi", "mv", "dn", "neg"], nlp=nlp)
    disabled = [name for name in nlp.pipe_names if name not in augmenter.components]
    tables = table_components(nlp, augmenter.components)
    assert set(tables) == {"attribute_ruler", "lemmatizer"}
    assert isinstance(tables["attribute_ruler"], TableRuler)
    assert isinstance(tables["lemmatizer"], TableLemmatizer)
    stock = list(nlp.pipe(TEXTS, disable=disabled))
    for _ in range(2):  # the second pass reads what the first one kept
        ours = parse(nlp, TEXTS, 4, disabled, tables)
        assert [doc.text for doc in ours] == TEXTS
        assert [annotations(doc) for doc in ours] == [annotations(doc) for doc in stock]


def test_the_augmenter_parses_through_the_tables_only_where_they_can_stand_in(nlp):
    parser = Augmenter(["mv"], nlp=nlp)._parser
    assert parser.fast and set(parser.tables) == {"attribute_ruler", "lemmatizer"}
    assert Augmenter(["sc"], nlp=nlp)._parser is None  # the text alone: nothing is parsed


def _blank_with_ruler(patterns: list[dict]):
    blank = spacy.blank("en")
    ruler = blank.add_pipe("attribute_ruler")
    ruler.add_patterns(patterns)
    return blank, ruler


SUPPORTED = [
    {"patterns": [[{"LOWER": "dog"}]], "attrs": {"POS": "NOUN", "LEMMA": "dog"}},
    {"patterns": [[{"LOWER": {"IN": ["dog", "cat"]}}]], "attrs": {"POS": "PROPN"}},  # later: wins over the first
    {"patterns": [[{"ORTH": {"REGEX": "^[A-Z][a-z]+$"}}]], "attrs": {"MORPH": "Case=Cap"}},
    {"patterns": [[{"LOWER": {"NOT_IN": ["the", "a", "dog", "cat", "."]}, "IS_SPACE": False}]], "attrs": {"POS": "X"}},
    {"patterns": [[{"IS_SPACE": True}]], "attrs": {"POS": "SPACE"}},
    {"patterns": [[{"LOWER": "the"}, {"LOWER": {"IN": ["dog", "cat"]}}]], "attrs": {"LEMMA": "pet"}, "index": -1},
    {"patterns": [[{"LOWER": "the"}, {"LOWER": "dog"}], [{"LOWER": "a"}, {"LOWER": "cat"}]], "attrs": {"POS": "DET"}, "index": 0},
]


def test_a_ruler_of_supported_patterns_annotates_as_spacy_does():
    blank, ruler = _blank_with_ruler(SUPPORTED)
    table = compile_ruler(ruler)
    assert table is not None
    texts = ["The dog saw a cat.", "Dog  bites the Cat", "the cat and the dog", "a dog", "Zebras run."]
    for text in texts:
        assert annotations(table(blank.make_doc(text))) == annotations(ruler(blank.make_doc(text)))
    dog = table(blank.make_doc("the dog"))
    assert (dog[1].pos_, dog[1].lemma_) == ("PROPN", "pet")  # the later pattern and the pair's target


@pytest.mark.parametrize(
    "pattern",
    [
        [{"LOWER": "very", "OP": "+"}],  # an operator
        [{"LOWER": "a"}, {"LOWER": "b"}, {"LOWER": "c"}],  # three tokens
        [{"LENGTH": 3}],  # an attribute the tables do not read
        [{"LOWER": {"FUZZY": "dog"}}],  # a predicate the tables do not read
        [{"POS": "NOUN"}],  # the part of speech, kept as a symbol, not a string key
        [{"IS_SPACE": {"IN": [True]}}],  # a predicate on a flag
    ],
)
def test_a_ruler_with_a_pattern_of_another_kind_is_left_to_spacy(pattern):
    blank, ruler = _blank_with_ruler([*SUPPORTED, {"patterns": [pattern], "attrs": {"POS": "ADV"}}])
    assert compile_ruler(ruler) is None
    assert table_components(blank, ["attribute_ruler"]) == {}


def test_the_lemmatizer_keeps_a_lemma_the_ruler_set(nlp):
    disabled = [name for name in nlp.pipe_names if name not in ("tok2vec", "tagger", "parser", "attribute_ruler")]
    lemmatizer = TableLemmatizer(nlp.get_pipe("lemmatizer"))
    first, second = (nlp("They were gonna go.", disable=disabled) for _ in range(2))
    lemmatizer(first)  # the first Doc goes through spaCy's lemmatizer, which checks its tables
    lemmatizer(second)
    assert [token.lemma_ for token in second] == [token.lemma_ for token in first]
    assert [token.lemma_ for token in second] == ["they", "be", "go", "to", "go", "."]  # "gon"+"na": the ruler's lemmas
