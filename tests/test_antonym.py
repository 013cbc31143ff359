"""adj_antonym: the lexicon, senses on hand-built parses, forms, sources (the case file runs in
tests/test_cases.py)."""

from __future__ import annotations

import random
import sys
import types

import pytest
from helpers import make_doc

from sda_augment.edits import render
from sda_augment.transforms.antonym import AdjectiveAntonym
from sda_augment.transforms.antonym import sources as antonym_sources
from sda_augment.transforms.antonym.forms import base_form, degree_form
from sda_augment.transforms.antonym.guards import NAME, SENSE
from sda_augment.transforms.antonym.rules import antonym_table, rule_data
from sda_augment.transforms.antonym.senses import position
from sda_augment.transforms.antonym.sources import MissingDataError, WordNetAntonyms, lookup
from sda_augment.transforms.augcse.pool import pool_members
from sda_augment.transforms.lexical_swap.rules import rule_data as colour_rules


def _outputs(transform, doc) -> list[str]:
    return sorted(render(doc.text, candidate.edits) for candidate in transform.candidates(doc))


# --- the lexicon -----------------------------------------------------------------------------


def test_pairs_swap_both_ways_and_one_way_entries_do_not():
    table = antonym_table()
    assert table["big"] == ("small",) and table["small"] == ("big", "large")
    assert table["little"] == ("big",) and "little" not in table["big"]
    assert "elderly" not in table["young"]


def test_the_lexicon_names_no_colour_and_no_word_its_own_antonym():
    colours = set(colour_rules().color.colors) | {"grey"}
    table = antonym_table()
    assert not colours & set(table)
    assert not colours & {word for others in table.values() for word in others}
    assert all(word not in others for word, others in table.items())


def test_a_few_hundred_pairs():
    assert len(rule_data().lexicon.pairs) >= 150
    assert len(antonym_table()) >= 300


def test_senses_name_known_classes_and_idioms_listed_words():
    data = rule_data()
    for lemma, sense in data.senses.items():
        assert set(sense.classes) <= set(data.classes) | set(data.class_suffixes), lemma
        assert lemma in antonym_table(), lemma
    assert set(data.idioms) <= set(antonym_table()) | {"lower", "better", "worse", "best", "worst", "later", "*"}
    assert set(data.entailed) <= set(antonym_table())
    for kind, entries in data.terms.items():
        for entry in entries:
            assert len(entry.split()) == 2 and entry.split()[0] in {*antonym_table(), "best"}, (kind, entry)


# --- senses, on parses built by hand -------------------------------------------------------


def _noun_phrase(vocab, adjective: str, noun: str, tag: str = "JJ"):
    # "She saw an <adjective> <noun> ."
    return make_doc(vocab, [
        ("She", 1, "nsubj", "PRON", "PRP"), ("saw", 1, "ROOT", "VERB", "VBD"),
        ("an" if adjective[0] in "aeiou" else "a", 4, "det", "DET", "DT"), (adjective, 4, "amod", "ADJ", tag),
        (noun, 1, "dobj", "NOUN", "NN"), (".", 1, "punct", "PUNCT", "."),
    ])


def test_old_follows_the_noun_it_describes(nlp):
    transform = AdjectiveAntonym()
    assert _outputs(transform, _noun_phrase(nlp.vocab, "old", "man")) == ["She saw a young man."]
    assert _outputs(transform, _noun_phrase(nlp.vocab, "old", "car")) == ["She saw a new car."]


def test_a_participle_after_a_noun_with_its_own_article_is_its_verb(nlp):
    # "as an injury limited players": the parser may tag the verb "limited" JJ, on "players".
    doc = make_doc(nlp.vocab, [
        ("He", 1, "nsubj", "PRON", "PRP"), ("left", 1, "ROOT", "VERB", "VBD"), ("as", 1, "prep", "ADP", "IN"),
        ("an", 6, "det", "DET", "DT"), ("injury", 6, "nmod", "NOUN", "NN"), ("limited", 6, "amod", "ADJ", "JJ"),
        ("players", 2, "pobj", "NOUN", "NNS"), (".", 1, "punct", "PUNCT", "."),
    ])
    transform = AdjectiveAntonym()
    assert _outputs(transform, doc) == []
    assert transform.skip_reason(doc).code == "adj_antonym.position"
    # The same word after an article of its own is an adjective: "the limited players".
    doc = make_doc(nlp.vocab, [
        ("He", 1, "nsubj", "PRON", "PRP"), ("left", 1, "ROOT", "VERB", "VBD"), ("the", 4, "det", "DET", "DT"),
        ("limited", 4, "amod", "ADJ", "JJ"), ("players", 1, "dobj", "NOUN", "NNS"), (".", 1, "punct", "PUNCT", "."),
    ])
    assert _outputs(transform, doc) == ["He left the unlimited players."]


def test_no_adjective_follows_a_noun_that_modifies_the_same_noun(nlp):
    # "a youth complex and a facility": the parser may tag the noun "complex" JJ after "youth".
    doc = make_doc(nlp.vocab, [
        ("They", 1, "nsubj", "PRON", "PRP"), ("opened", 1, "ROOT", "VERB", "VBD"), ("a", 5, "det", "DET", "DT"),
        ("youth", 4, "nmod", "NOUN", "NN"), ("complex", 5, "amod", "ADJ", "JJ"), ("centre", 1, "dobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ])
    transform = AdjectiveAntonym()
    assert _outputs(transform, doc) == []
    assert transform.skip_reason(doc).code == "adj_antonym.position"


def test_late_of_a_person_is_left_alone_but_late_of_a_time_is_not(nlp):
    transform = AdjectiveAntonym()
    doc = _noun_phrase(nlp.vocab, "late", "king")
    assert transform.candidates(doc) == [] and transform.skip_reason(doc).code == SENSE
    assert _outputs(transform, _noun_phrase(nlp.vocab, "late", "train")) == ["She saw an early train."]


def test_full_only_of_a_container(nlp):
    transform = AdjectiveAntonym()
    assert _outputs(transform, _noun_phrase(nlp.vocab, "full", "bottle")) == ["She saw an empty bottle."]
    assert transform.skip_reason(_noun_phrase(nlp.vocab, "full", "report")).code == SENSE


def test_a_predicative_adjective_reads_its_subject(nlp):
    # "The man is old ." and "It is old ."
    def clause(subject: str, pos: str, tag: str):
        words = [("The", 1, "det", "DET", "DT")] if subject == "man" else []
        shift = len(words)
        words += [
            (subject, shift + 1, "nsubj", pos, tag), ("is", shift + 1, "ROOT", "AUX", "VBZ"),
            ("old", shift + 1, "acomp", "ADJ", "JJ"), (".", shift + 1, "punct", "PUNCT", "."),
        ]
        return make_doc(nlp.vocab, words)

    transform = AdjectiveAntonym()
    man = clause("man", "NOUN", "NN")
    place = position(man[3])
    assert place is not None and not place.attributive and place.noun.text == "man"
    assert _outputs(transform, man) == ["The man is young."]
    assert transform.skip_reason(clause("It", "PRON", "PRP")).code == SENSE


def test_an_adjective_as_a_noun_has_no_position(nlp):
    # "The poor waited ."
    doc = make_doc(nlp.vocab, [
        ("The", 1, "det", "DET", "DT"), ("poor", 2, "nsubj", "ADJ", "JJ"),
        ("waited", 2, "ROOT", "VERB", "VBD"), (".", 2, "punct", "PUNCT", "."),
    ])
    assert position(doc[1]) is None


def test_a_lexicon_word_tagged_as_a_name_gives_the_name_reason(nlp):
    # "Little Rock fell ." with "Little" tagged NNP
    doc = make_doc(nlp.vocab, [
        ("Little", 1, "compound", "PROPN", "NNP"), ("Rock", 2, "nsubj", "PROPN", "NNP"),
        ("fell", 2, "ROOT", "VERB", "VBD"), (".", 2, "punct", "PUNCT", "."),
    ])
    assert AdjectiveAntonym().skip_reason(doc).code == NAME


# --- forms ---------------------------------------------------------------------------------


def test_degree_forms():
    assert degree_form("small", "JJR") == "smaller"
    assert degree_form("small", "JJS") == "smallest"
    assert degree_form("expensive", "JJR") == "more expensive"
    assert degree_form("bad", "JJS") == "worst"
    assert degree_form("older", "JJ") == "older"
    assert base_form("older") == "old"


# --- sources -------------------------------------------------------------------------------


def test_a_mapping_source_replaces_the_lexicon(nlp):
    transform = AdjectiveAntonym(source={"tall": ["short", "not tall", "tall"]})
    assert _outputs(transform, nlp("The tall tree fell.")) == ["The short tree fell."]
    assert not transform.candidates(nlp("The old tree fell."))


def test_a_callable_source_is_asked_with_the_part_of_speech(nlp):
    asked = []

    def source(lemma, pos):
        asked.append((lemma, pos))
        return ["cold"] if lemma == "warm" else []

    result = AdjectiveAntonym(source=source).apply(nlp("The soup is warm."), random.Random(0))
    assert result.text == "The soup is cold." and ("warm", "ADJ") in asked


def test_a_source_of_the_wrong_kind_and_two_sources_are_refused():
    with pytest.raises(ValueError, match="mapping"):
        AdjectiveAntonym(source=42)
    with pytest.raises(ValueError, match="either"):
        AdjectiveAntonym(wordnet=True, source={"tall": ["short"]})


def test_lookup_drops_multi_word_answers_and_the_word_itself():
    assert lookup({"good": ["bad", "not good", "Good", "evil"]}, "good") == ["bad", "evil"]


def _fake_wordnet(monkeypatch, wordnet):
    corpus = types.ModuleType("nltk.corpus")
    corpus.wordnet = wordnet
    monkeypatch.setitem(sys.modules, "nltk.corpus", corpus)


def test_wordnet_without_its_data_fails_with_the_fix(monkeypatch):
    class Missing:
        ADJ = "a"

        def synsets(self, *args, **kwargs):
            raise LookupError("Resource wordnet not found")

    _fake_wordnet(monkeypatch, Missing())
    with pytest.raises(MissingDataError, match="nltk.downloader wordnet"):
        AdjectiveAntonym(wordnet=True)


def test_wordnet_antonyms_are_read_from_the_lemma_senses(monkeypatch):
    class Lemma:
        def __init__(self, name, antonyms=()):
            self._name, self._antonyms = name, antonyms

        def name(self):
            return self._name

        def antonyms(self):
            return [Lemma(name) for name in self._antonyms]

    class Synset:
        def __init__(self, *lemmas):
            self._lemmas = lemmas

        def lemmas(self):
            return list(self._lemmas)

    class Stub:
        ADJ = "a"

        def synsets(self, word, pos=None):
            if word == "hot":
                return [Synset(Lemma("hot", ["cold"])), Synset(Lemma("raging"), Lemma("hot", ["cold", "ice_cold"]))]
            return []

    _fake_wordnet(monkeypatch, Stub())
    source = WordNetAntonyms()
    assert source("hot", "ADJ") == ["cold", "ice cold"]
    assert source("hot", "NOUN") == []
    assert lookup(source, "hot") == ["cold"]  # "ice cold" is two words


def test_missing_data_error_is_the_synonym_baselines_own():
    from sda_augment.transforms.baselines.synonyms import MissingDataError as synonyms_error

    assert antonym_sources.MissingDataError is synonyms_error


# --- the pool ------------------------------------------------------------------------------


def test_adj_antonym_is_a_negative_member_of_the_augcse_pool():
    members = {member.name: member for member in pool_members()}
    assert members["adj_antonym"].polarity == "negative"
