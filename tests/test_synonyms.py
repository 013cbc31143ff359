"""Synonym replacement with a pluggable source; WordNet is never needed by these tests."""

from __future__ import annotations

import random
import sys
import types

import pytest

from sda_augment.transforms.baselines.baselines import SynonymReplacement
from sda_augment.transforms.baselines.synonyms import (
    MissingDataError,
    WordNetSource,
    inflect,
    lookup,
)

SOURCE = {
    "car": ["automobile", "motor vehicle"],
    "drive": ["steer"],
    "quick": ["fast"],
    "the": ["a"],  # a stop word: must never be used
    "paris": ["capital"],  # a proper noun: must never be replaced
    "be": ["exist"],
}


@pytest.mark.parametrize(
    "lemma, tag, pos, expected",
    [
        ("automobile", "NNS", "NOUN", "automobiles"),
        ("motor vehicle", "NNS", "NOUN", "motor vehicles"),
        ("steer", "VBD", "VERB", "steered"),
        ("steer", "VBG", "VERB", "steering"),
        ("look up", "VBZ", "VERB", "looks up"),
        ("fast", "JJ", "ADJ", "fast"),
    ],
)
def test_inflect_takes_the_replaced_words_form(lemma, tag, pos, expected):
    assert inflect(lemma, tag, pos) == expected


def test_lookup_drops_the_word_itself_and_duplicates():
    assert lookup({"car": ["Car", "auto", "auto", " "]}, "car", "NOUN") == ["auto"]
    assert lookup(lambda lemma, pos: [lemma + "-" + pos], "car", "NOUN") == ["car-NOUN"]
    assert lookup({}, "car", "NOUN") == []


def test_replaces_with_inflected_synonyms(nlp):
    doc = nlp("The cars drove quickly to Paris.")
    transform = SynonymReplacement(alpha=1.0, source=SOURCE)
    seen = {transform.apply(doc, random.Random(seed)).text for seed in range(30)}
    assert seen == {
        "The automobiles steered quickly to Paris.",
        "The motor vehicles steered quickly to Paris.",
    }


def test_never_replaces_stop_words_or_proper_nouns(nlp):
    doc = nlp("The quick fox ran to Paris.")
    transform = SynonymReplacement(alpha=1.0, source=SOURCE)
    for seed in range(20):
        text = transform.apply(doc, random.Random(seed)).text
        assert text.startswith("The fast") and text.endswith("to Paris.")


def test_sentence_initial_synonym_is_capitalised(nlp):
    doc = nlp("Cars are quick.")
    result = SynonymReplacement(alpha=0.3, source={"car": ["automobile"]}).apply(doc, random.Random(0))
    assert result.text == "Automobiles are quick."
    assert result.info["replaced"] == [("Cars", "Automobiles")]


def test_count_follows_alpha(nlp):
    doc = nlp("The quick cars drove quickly.")
    source = {"quick": ["fast"], "car": ["automobile"], "drive": ["steer"], "quickly": ["rapidly"]}
    one = SynonymReplacement(alpha=0.1, source=source).apply(doc, random.Random(1))
    assert len(one.edits) == 1  # max(1, int(0.1 * 5))
    every = SynonymReplacement(alpha=1.0, source=source).apply(doc, random.Random(1))
    assert every.text == "The fast automobiles steered rapidly."


def test_callable_source_gets_lemma_and_pos(nlp):
    calls = []

    def source(lemma, pos):
        calls.append((lemma, pos))
        return []

    doc = nlp("Cars drove quickly.")
    transform = SynonymReplacement(source=source)
    assert not transform.applicable(doc)
    assert transform.apply(doc, random.Random(0)).reason == "synonym.no_synonym"
    assert ("car", "NOUN") in calls and ("drive", "VERB") in calls


def test_missing_wordnet_data_is_one_clear_line(monkeypatch):
    class Absent:
        NOUN, VERB, ADJ, ADV = "n", "v", "a", "r"

        def synsets(self, *args, **kwargs):
            raise LookupError("Resource wordnet not found.")

    fake_corpus = types.ModuleType("nltk.corpus")
    fake_corpus.wordnet = Absent()
    monkeypatch.setitem(sys.modules, "nltk.corpus", fake_corpus)
    with pytest.raises(MissingDataError) as caught:
        SynonymReplacement()
    message = str(caught.value)
    assert "python -m nltk.downloader wordnet" in message and "\n" not in message


def test_wordnet_source_reads_lemma_names(monkeypatch):
    class Synset:
        def __init__(self, names):
            self.names = names

        def lemma_names(self):
            return self.names

    class Present:
        NOUN, VERB, ADJ, ADV = "n", "v", "a", "r"

        def synsets(self, lemma, pos=None):
            return [Synset(["car", "auto", "motor_car"]), Synset(["car", "railcar"])] if lemma == "car" else []

    fake_corpus = types.ModuleType("nltk.corpus")
    fake_corpus.wordnet = Present()
    monkeypatch.setitem(sys.modules, "nltk.corpus", fake_corpus)
    assert lookup(WordNetSource(), "car", "NOUN") == ["auto", "motor car", "railcar"]


def test_rejects_bad_source_and_alpha():
    with pytest.raises(ValueError):
        SynonymReplacement(source=42)
    with pytest.raises(ValueError):
        SynonymReplacement(alpha=0, source={})
