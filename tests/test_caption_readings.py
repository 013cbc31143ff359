"""Caption readings taken from the words where the parse lost them (analysis/caption/reading.py,
caption/participles.py, caption/verbs.py), on hand-built parses copied from the small
model's real errors."""

from __future__ import annotations

import pytest
from sda_docs import build

from sda_augment.analysis.caption.participles import (
    chain_participle,
    coordinated_subject_participle,
)
from sda_augment.analysis.caption.reading import Caption, caption_reading, read_sentence
from sda_augment.analysis.caption.verbs import noun_tagged_verb
from sda_augment.analysis.clause import Clause, analyses
from sda_augment.edits import render
from sda_augment.reasons import Skip


def reading(doc):
    sent, found = analyses(doc)[0]
    assert isinstance(found, Skip), found
    return caption_reading(sent, found)


def two_subjects(second_phrase=True):
    """A man in a hat and a woman in a coat sitting on a bench. ("sitting" hung on "coat")"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("man", 1, "ROOT", "NOUN", "NN"),
        ("in", 1, "prep", "ADP", "IN"),
        ("a", 4, "det", "DET", "DT"),
        ("hat", 2, "pobj", "NOUN", "NN"),
        ("and", 4, "cc", "CCONJ", "CC"),
        ("a", 7, "det", "DET", "DT"),
        ("woman", 1, "conj", "NOUN", "NN"),
    ]
    lemmas = ["a", "man", "in", "a", "hat", "and", "a", "woman"]
    if second_phrase:
        rows += [("in", 7, "prep", "ADP", "IN"), ("a", 10, "det", "DET", "DT"), ("coat", 8, "pobj", "NOUN", "NN")]
        lemmas += ["in", "a", "coat"]
    at = len(rows)
    hung = at - 1
    rows += [
        ("sitting", hung, "acl", "VERB", "VBG"),
        ("on", at, "prep", "ADP", "IN"),
        ("a", at + 3, "det", "DET", "DT"),
        ("bench", at + 1, "pobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    lemmas += ["sit", "on", "a", "bench", "."]
    return build(rows, lemmas)


def test_two_subjects_with_their_own_phrases_share_the_participle_in_the_plural():
    doc = two_subjects()
    assert coordinated_subject_participle(doc[1]).text == "sitting"
    found = reading(doc)
    assert isinstance(found, Caption) and found.number == "plural" and found.participle.text == "sitting"
    assert render(doc.text, found.auxiliary_edits("are not")) == "A man in a hat and a woman in a coat are not sitting on a bench."


def test_a_bare_second_subject_after_a_phrase_may_own_the_participle_alone():
    assert coordinated_subject_participle(two_subjects(second_phrase=False)[1]) is None  # "... and a woman sitting"


def kids_being_walked():
    """Kids being walked across a lot. ("walked" tagged as a past, "being" its auxiliary)"""
    rows = [
        ("Kids", 2, "nsubjpass", "NOUN", "NNS"),
        ("being", 2, "auxpass", "AUX", "VBG"),
        ("walked", 2, "ROOT", "VERB", "VBD"),
        ("across", 2, "prep", "ADP", "IN"),
        ("a", 5, "det", "DET", "DT"),
        ("lot", 3, "pobj", "NOUN", "NN"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    return build(rows, ["kid", "be", "walk", "across", "a", "lot", "."])


def test_being_before_a_participle_takes_the_implied_be_before_it():
    doc = kids_being_walked()
    found = reading(doc)
    assert isinstance(found, Caption) and found.participle.text == "being" and found.be == "are"
    assert render(doc.text, found.auxiliary_edits("are not")) == "Kids are not being walked across a lot."


def man_holding_rope(last="rope"):
    """A man in a black shirt holding rope next to a boat. (the parse made "holding" a
    modifier of the object, the object the preposition's noun)"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("man", 1, "ROOT", "NOUN", "NN"),
        ("in", 1, "prep", "ADP", "IN"),
        ("a", 7, "det", "DET", "DT"),
        ("black", 7, "amod", "ADJ", "JJ"),
        ("shirt", 6, "npadvmod", "NOUN", "NN"),
        ("holding", 7, "amod", "VERB", "VBG"),
        (last, 2, "pobj", "NOUN", "NN"),
        ("next", 1, "advmod", "ADV", "RB"),
        ("to", 8, "prep", "ADP", "IN"),
        ("a", 11, "det", "DET", "DT"),
        ("boat", 9, "pobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", "man", "in", "a", "black", "shirt", "hold", last, "next", "to", "a", "boat", "."])


def test_the_last_dress_phrase_is_the_action_when_a_place_follows():
    doc = man_holding_rope()
    subject, participle = chain_participle(list(doc))
    assert subject.text == "man" and participle.text == "holding"
    found = reading(doc)
    assert isinstance(found, Caption) and found.be == "is"
    assert render(doc.text, found.auxiliary_edits("is not")) == "A man in a black shirt is not holding rope next to a boat."


def test_a_person_in_the_phrase_may_be_the_one_holding():
    assert chain_participle(list(man_holding_rope(last="baby"))) is None  # "holding baby next to ...": whose?


def kids_in_clothing():
    """Two kids in winter clothing near a lake. ("clothing" a noun, though also a verb form)"""
    rows = [
        ("Two", 1, "nummod", "NUM", "CD"),
        ("kids", 1, "ROOT", "NOUN", "NNS"),
        ("in", 1, "prep", "ADP", "IN"),
        ("winter", 4, "compound", "NOUN", "NN"),
        ("clothing", 2, "pobj", "NOUN", "NN"),
        ("near", 1, "prep", "ADP", "IN"),
        ("a", 7, "det", "DET", "DT"),
        ("lake", 5, "pobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["two", "kid", "in", "winter", "clothing", "near", "a", "lake", "."])


def test_an_ing_noun_is_no_participle():
    assert chain_participle(list(kids_in_clothing())) is None


def women_play(comma=","):
    """Two women, both wearing hats, play saxophones. ("play" a noun after the set-off phrase)"""
    rows = [
        ("Two", 1, "nummod", "NUM", "CD"),
        ("women", 1, "ROOT", "NOUN", "NNS"),
        (",", 1, "punct", "PUNCT", ","),
        ("both", 4, "nsubj", "PRON", "DT"),
        ("wearing", 1, "acl", "VERB", "VBG"),
        ("hats", 4, "dobj", "NOUN", "NNS"),
        (comma, 1, "punct", "PUNCT", ","),
        ("play", 8, "compound", "NOUN", "NN"),
        ("saxophones", 1, "appos", "NOUN", "NNS"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["two", "woman", ",", "both", "wear", "hat", comma, "play", "saxophone", "."])


def test_a_verb_after_a_phrase_set_off_by_commas_is_the_captions():
    found = noun_tagged_verb(women_play()[:])
    assert found is not None and found.verb.text == "play" and found.tag == "VBP" and found.subject.text == "women"
    clause = analyses(women_play())[0][1]
    assert isinstance(clause, Clause) and clause.head.text == "play"


def girl_smiles():
    """A girl in sunglasses smiles. ("smiles" the object of "in", the line's last word)"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("girl", 1, "ROOT", "NOUN", "NN"),
        ("in", 1, "prep", "ADP", "IN"),
        ("sunglasses", 4, "compound", "NOUN", "NNS"),
        ("smiles", 2, "pobj", "NOUN", "NNS"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", "girl", "in", "sunglass", "smile", "."])


def test_a_last_word_verb_after_a_phrase_is_the_captions():
    found = noun_tagged_verb(girl_smiles()[:])
    assert found is not None and found.verb.text == "smiles" and found.tag == "VBZ"


# --- the one reading MV, NEG and DN take of a sentence ------------------------------------------


@pytest.mark.parametrize(
    "text, kind, code, caption",
    [
        ("He travelled widely in Europe.", "Clause", None, False),  # the parse's clause
        # the caption's verb the parser hung below its subject: a clause of the caption
        ("An elderly woman wearing a flower printed apron with a pink colored shirt is cooking inside her kitchen.", "Clause", None, False),
        ("A man in a blue shirt standing on a ladder.", "Caption", None, True),  # the implied "be"
        ("A busy city street at night.", "Existential", None, True),  # "there is ..."
        ("Two dogs in the snow.", "Skip", "clause.caption_numeral", True),  # a caption with no faithful reading
        ("Tennis at the 1983 Games", "Skip", "clause.no_verb", False),  # no caption: the analysis's reason
    ],
)
def test_read_sentence_takes_the_clause_then_a_captions_reading(nlp, text, kind, code, caption):
    sent, found = analyses(nlp(text))[0]
    read = read_sentence(sent, found)
    assert type(read.found).__name__ == kind and read.caption == caption
    assert getattr(read.found, "code", None) == code


def test_without_captions_the_analysis_has_the_last_word(nlp):
    sent, found = analyses(nlp("An elderly woman wearing a flower printed apron with a pink colored shirt is cooking inside her kitchen."))[0]
    assert read_sentence(sent, found, captions=False).found == Skip("clause.no_verb")
    sent, found = analyses(nlp("A man in a blue shirt standing on a ladder."))[0]
    read = read_sentence(sent, found, captions=False)
    assert read.found is found and not read.caption
