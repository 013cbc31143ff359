"""Taxonomy (hypernym, hyponym): sources, the table's shape, and the rules around the swap.

The case file runs in tests/test_cases.py. WordNet is never needed here: its code path
runs on a stub shaped like NLTK's reader.
"""

from __future__ import annotations

import random
import sys
import types

import pytest

from sda_augment.edits import render
from sda_augment.transform import meta_of
from sda_augment.transforms.baselines.synonyms import MissingDataError
from sda_augment.transforms.taxonomy import Hypernym, Hyponym
from sda_augment.transforms.taxonomy.rules import rule_data
from sda_augment.transforms.taxonomy.source import (
    MappingSource,
    TableSource,
    WordNetTaxonomy,
    plural,
    resolve,
    table_forms,
)


def outputs(transform, doc) -> list[str]:
    return [render(doc.text, candidate.edits) for candidate in transform.candidates(doc)]


# --- the shipped table ------------------------------------------------------------------------


def test_table_reads_up_through_every_ancestor_and_down_one_level():
    assert TableSource("up")("poodle") == ["dog", "animal"]
    assert TableSource("up")("boy") == ["child", "person"]
    assert TableSource("down")("horse") == ["pony", "stallion", "mare"]
    assert TableSource("up")("person") == []  # the top
    assert TableSource("up")("dog", "VERB") == []


def test_up_only_and_down_only_words_go_one_way():
    up, down = TableSource("up"), TableSource("down")
    assert up("kid") == ["person"]  # "kid" is "child" in another register: no synonym for a hypernym
    assert "kid" not in down("child")  # "a child" -> "a kid" claims nothing new
    assert "house" in down("building")
    assert up("house") == []  # "his house" -> "his building" reads as another place
    assert "chair" not in down("seat")  # a parliamentary seat
    assert up("book") == ["publication"]
    assert "book" not in down("publication")  # "a publication" is as often a paper or an article
    assert down("book") == []  # a book's kind (novel, textbook) is what the text says of it


def test_every_hypernym_is_a_count_noun_the_table_can_pluralise():
    data = rule_data()
    for parent in {*data.nouns.values(), *data.up_only.values(), *data.down_only.values()}:
        assert parent not in ("clothing", "furniture", "footwear"), parent
        assert plural(parent) and " " not in plural(parent)
    assert plural("person") == "people"
    assert plural("fish") == "fish"
    assert plural("child") == "children"


def test_ambiguous_and_relational_nouns_are_out_of_the_table():
    data = rule_data()
    listed = {*data.nouns, *data.up_only}
    for word in ("bank", "club", "bat", "plant", "star", "record", "organ", "bass", "mouse", "father", "wife", "city"):
        assert word not in listed, word


def test_written_forms_map_to_lemma_and_number():
    forms = table_forms()
    assert forms["people"] == ("person", True)
    assert forms["women"] == ("woman", True)
    assert forms["dog"] == ("dog", False)
    assert forms["fish"] == ("fish", False)  # invariant: number read from the context


def test_clash_groups_name_hyponyms_of_the_table():
    data = rule_data()
    known = {*data.nouns, *data.down_only}
    for name, group in data.clashes.items():
        assert group.hyponyms <= known, name


# --- sources ----------------------------------------------------------------------------------


def test_default_source_is_the_table_and_bad_sources_are_refused():
    assert Hypernym().source == TableSource("up")
    assert Hyponym().source == TableSource("down")
    with pytest.raises(ValueError, match="taxonomy source"):
        Hypernym(source=42)
    with pytest.raises(ValueError, match="taxonomy source"):
        Hypernym(source="thesaurus")


def test_mapping_source(nlp):
    doc = nlp("A cat sat on the mat.")
    transform = Hypernym(source={"cat": ["feline", "cat", "Feline"]})
    assert isinstance(transform.source, MappingSource)
    assert outputs(transform, doc) == ["A feline sat on the mat."]  # itself and duplicates dropped


def test_callable_source_gets_the_lemma(nlp):
    calls = []

    def source(lemma, pos):
        calls.append((lemma, pos))
        return ["automobile"] if lemma == "car" else []

    doc = nlp("Two cars are parked outside.")
    assert outputs(Hypernym(source=source), doc) == ["Two automobiles are parked outside."]
    assert ("car", "NOUN") in calls


def test_two_sources_do_not_share_a_memo(nlp):
    doc = nlp("A cat sat on the mat.")
    first = Hypernym(source={"cat": ["feline"]}).apply(doc, random.Random(0))
    second = Hypernym(source={"cat": ["pet"]}).apply(doc, random.Random(0))
    assert (first.text, second.text) == ("A feline sat on the mat.", "A pet sat on the mat.")


class _Synset:
    def __init__(self, names, hypernyms=(), hyponyms=()):
        self.names, self.up, self.down = names, list(hypernyms), list(hyponyms)

    def lemma_names(self):
        return self.names

    def hypernyms(self):
        return self.up

    def hyponyms(self):
        return self.down


class _WordNet:
    """The part of NLTK's WordNet reader the source uses."""

    NOUN, VERB, ADJ, ADV = "n", "v", "a", "r"

    def __init__(self):
        canine = _Synset(["canine", "canid"])
        domestic = _Synset(["domestic_animal"])
        self.table = {
            "dog": [
                _Synset(["dog", "domestic_dog"], hypernyms=[canine, domestic], hyponyms=[_Synset(["puppy"]), _Synset(["toy_dog"])]),
                _Synset(["frump", "dog"], hypernyms=[_Synset(["unpleasant_woman"])]),
            ],
        }

    def synsets(self, lemma, pos=None):
        return self.table.get(lemma, [])


@pytest.fixture
def wordnet(monkeypatch):
    corpus = types.ModuleType("nltk.corpus")
    corpus.wordnet = _WordNet()
    monkeypatch.setitem(sys.modules, "nltk.corpus", corpus)
    return corpus.wordnet


def test_wordnet_reads_the_first_sense_only(wordnet):
    up, down = WordNetTaxonomy("up"), WordNetTaxonomy("down")
    assert up("dog") == ["canine", "canid", "domestic animal"]  # not the "frump" sense
    assert down("dog") == ["puppy", "toy dog"]
    assert up("cat") == []
    assert up("dog", "VERB") == []


def test_wordnet_source_by_name(wordnet, nlp):
    transform = Hypernym(source="wordnet")
    assert isinstance(transform.source, WordNetTaxonomy)
    assert outputs(transform, nlp("The dog barked.")) == [
        "The canine barked.",
        "The canid barked.",
        "The domestic animal barked.",
    ]
    assert outputs(Hyponym(source="wordnet"), nlp("Two dogs slept.")) == ["Two puppies slept.", "Two toy dogs slept."]


def test_missing_wordnet_data_is_one_clear_line(monkeypatch):
    class Absent:
        NOUN = "n"

        def synsets(self, *args, **kwargs):
            raise LookupError("Resource wordnet not found.")

    corpus = types.ModuleType("nltk.corpus")
    corpus.wordnet = Absent()
    monkeypatch.setitem(sys.modules, "nltk.corpus", corpus)
    for build in (lambda: Hypernym(source="wordnet"), lambda: resolve("wordnet", "down")):
        with pytest.raises(MissingDataError) as caught:
            build()
        message = str(caught.value)
        assert "WordNet data not found" in message and "python -m nltk.downloader wordnet" in message
        assert "\n" not in message


# --- the transforms ---------------------------------------------------------------------------


def test_polarity_pool_and_options():
    assert (Hypernym.polarity, Hyponym.polarity) == ("positive", "negative")
    for kind in (Hypernym, Hyponym):
        meta = meta_of(kind)
        assert "augcse" in meta.pools
        assert meta.needs == "parse"
        assert "source" not in {option.name for option in meta.options}  # Python only


def test_the_rng_only_chooses_among_the_listed_candidates(nlp):
    doc = nlp("A man plays a guitar.")
    listed = set(outputs(Hypernym(), doc))
    drawn = {Hypernym().apply(doc, random.Random(seed)).text for seed in range(20)}
    assert drawn == listed == {"A person plays a guitar.", "A man plays an instrument."}


def test_info_names_the_replaced_word(nlp):
    result = Hypernym().apply(nlp("The dog barked."), random.Random(0))
    assert result.rule == "hypernym.noun"
    assert result.info["replaced"] == ("dog", "animal")


def test_hyponym_leaves_out_what_the_sentence_contradicts(nlp):
    found = outputs(Hyponym(), nlp("A person in a dress waves."))
    assert "A woman in a dress waves." in found
    assert not any(word in text for text in found for word in ("A man ", "A boy ", "policeman"))


def test_upward_and_downward_contexts_are_left_alone(nlp):
    for text in ("No dog barked.", "Every child got a gift.", "If a dog barks, leave.", "Did the dog bark?"):
        doc = nlp(text)
        assert Hypernym().candidates(doc) == [] and Hyponym().candidates(doc) == []
        assert Hypernym().skip_reason(doc).code == "hypernym.downward"


def test_idioms_are_keyed_by_words_of_the_table():
    data = rule_data()
    known = {*data.nouns, *data.nouns.values(), *data.up_only, *data.up_only.values(), *data.down_only}
    assert set(data.context.idioms) <= known
    assert {word for word in data.context.made_idioms} <= known | {plural(word) for word in known}


def test_sense_and_kind_tables_are_keyed_by_words_of_the_table():
    data = rule_data()
    context = data.context
    lemmas = {*data.nouns, *data.up_only, *data.down_only}
    parents = {*data.nouns.values(), *data.up_only.values(), *data.down_only.values()}
    assert set(context.senses) | set(context.written_in) <= lemmas
    assert set(context.kind_names) | set(context.made_from) <= parents


def test_another_publication_or_sense_keeps_the_book(nlp):
    assert outputs(Hypernym(), nlp("A critic praised the book.")) == ["A critic praised the publication."]
    for text, code in (
        ("A critic in The Times praised the book.", "hypernym.shared_kind"),
        ("The book and lyrics of the musical were praised.", "hypernym.sense"),
        ("He sketched in a book.", "hypernym.sense"),
        ("The company published a book.", "hypernym.present"),
    ):
        assert Hypernym().skip_reason(nlp(text)).code == code, text


def test_a_publication_takes_no_hyponym(nlp):
    for text in ("A publication lies on the table.", "He has written over 50 publications."):
        assert Hyponym().candidates(nlp(text)) == [], text  # a paper he wrote is no magazine


def test_a_demonstrative_takes_a_hyponym_only_in_a_caption_and_alone(nlp):
    assert outputs(Hyponym(), nlp("This person is smiling.")) == [
        "This man is smiling.", "This woman is smiling.", "This teenager is smiling."
    ]
    for text in ("This person smiled.", "This person is smiling at Anna.", "Those people are smiling.", "This tall building stands on a hill."):
        assert Hyponym().skip_reason(nlp(text)).code == "hyponym.definite", text


def test_every_noun_with_hyponyms_lists_the_kinds_it_may_take():
    data = rule_data()
    parents = {*data.nouns.values(), *data.down_only.values()}
    assert parents <= set(data.kinds)
    for lemma, entry in data.kinds.items():
        assert entry.always | entry.plain <= set(TableSource("down")(lemma)), lemma
        assert not entry.always & entry.plain, lemma


def test_activity_and_trade_kinds_are_never_drawn(nlp):
    found = outputs(Hyponym(), nlp("A person is fishing in the grass."))
    assert found and not any(word in text for text in found for word in ("skier", "fisherman", "pedestrian", "policeman"))
    assert Hyponym().skip_reason(nlp("A writer sat at a desk.")).code == "hyponym.activity"


def test_plain_kinds_need_an_undescribed_noun_and_no_detail(nlp):
    assert outputs(Hyponym(), nlp("A building stands on the hill."))
    for text in ("A tall building stands on the hill.", "She plays an instrument with a bow.", "A black dog runs on the beach."):
        assert Hyponym().skip_reason(nlp(text)).code == "hyponym.described", text
    found = outputs(Hyponym(), nlp("A red car is parked."))
    assert "A red taxi is parked." in found  # a colour says nothing against a car's kind
