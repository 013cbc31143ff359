"""Present verbs of captions that the tagger read as nouns (analysis/caption/verbs.py), on
hand-built parses copied from the small model's real errors."""

from __future__ import annotations

from sda_docs import build

from sda_augment.analysis.agreement import subject_number
from sda_augment.analysis.caption.verbs import noun_tagged_verb, verb_before
from sda_augment.analysis.clause import Clause, analyse
from sda_augment.reasons import Skip


def woman_smiles():
    """A woman with a guitar smiles at the crowd. ("smiles" a plural noun, "woman" the root)"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("woman", 1, "ROOT", "NOUN", "NN"),
        ("with", 1, "prep", "ADP", "IN"),
        ("a", 5, "det", "DET", "DT"),
        ("guitar", 5, "compound", "NOUN", "NN"),
        ("smiles", 2, "pobj", "NOUN", "NNS"),
        ("at", 5, "prep", "ADP", "IN"),
        ("the", 8, "det", "DET", "DT"),
        ("crowd", 6, "pobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", "woman", "with", "a", "guitar", "smile", "at", "the", "crowd", "."])


def man_with_poles():
    """A man with ski poles on a mountain. (a noun phrase: "poles" is no caption verb)"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("man", 1, "ROOT", "NOUN", "NN"),
        ("with", 1, "prep", "ADP", "IN"),
        ("ski", 4, "compound", "NOUN", "NN"),
        ("poles", 2, "pobj", "NOUN", "NNS"),
        ("on", 4, "prep", "ADP", "IN"),
        ("a", 7, "det", "DET", "DT"),
        ("mountain", 5, "pobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", "man", "with", "ski", "pole", "on", "a", "mountain", "."])


def boat_on_waves(after="near"):
    """A boat on the ocean waves near a pier. ("waves" may be the ocean's)"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("boat", 1, "ROOT", "NOUN", "NN"),
        ("on", 1, "prep", "ADP", "IN"),
        ("the", 5, "det", "DET", "DT"),
        ("ocean", 5, "compound", "NOUN", "NN"),
        ("waves", 2, "pobj", "NOUN", "NNS"),
        (after, 5, "prep", "ADP", "IN"),
        ("a", 8, "det", "DET", "DT"),
        ("pier", 6, "pobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", "boat", "on", "the", "ocean", "wave", after, "a", "pier", "."])


def man_sings_and_plays(subject="man", subject_tag="NN", verb="sings"):
    """A man in a purple suit sings and plays the guitar. ("plays" hung on "man" as a conjunct)"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        (subject, 1, "ROOT", "NOUN", subject_tag),
        ("in", 1, "prep", "ADP", "IN"),
        ("a", 6, "det", "DET", "DT"),
        ("purple", 6, "amod", "ADJ", "JJ"),
        ("suit", 6, "compound", "NOUN", "NN"),
        (verb, 2, "pobj", "NOUN", "NNS"),
        ("and", 1, "cc", "CCONJ", "CC"),
        ("plays", 1, "conj", "VERB", "VBZ"),
        ("the", 10, "det", "DET", "DT"),
        ("guitar", 8, "dobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", subject, "in", "a", "purple", "suit", "sing", "and", "play", "the", "guitar", "."])


def test_a_verb_tagged_as_a_noun_after_the_subjects_phrase_is_the_main_verb():
    doc = woman_smiles()
    found = noun_tagged_verb(doc[:])
    assert found is not None and found.verb.text == "smiles" and found.tag == "VBZ" and found.subject.text == "woman"
    clause = analyse(doc[:])
    assert isinstance(clause, Clause) and clause.head.text == "smiles" and clause.head.tag == "VBZ"
    assert clause.subject.text == "woman" and clause.head.form("VB") == "smile"


def test_a_plural_noun_of_a_noun_phrase_is_no_verb():
    assert noun_tagged_verb(man_with_poles()[:]) is None  # "pole" is no caption verb, and "ski" no complete phrase
    assert analyse(man_with_poles()[:]) == Skip("clause.no_verb")


def test_a_verb_that_is_also_a_caption_noun_needs_an_object_or_at_to():
    assert noun_tagged_verb(boat_on_waves("near")[:]) is None  # "the ocean waves near a pier"
    found = noun_tagged_verb(boat_on_waves("at")[:])  # "waves at a pier": a gesture
    assert found is not None and found.verb.text == "waves"


def test_coordinated_verbs_join_the_clause_and_the_subject_stays_singular():
    doc = man_sings_and_plays()
    found = noun_tagged_verb(doc[:])
    assert found is not None and [c.text for c in found.conjuncts] == ["plays"]
    clause = analyse(doc[:])
    assert isinstance(clause, Clause) and [c.text for c in clause.conjuncts] == ["plays"]
    assert subject_number(doc[1]) == "singular"  # "plays" hung on "man" is a verb, not a second subject


def test_the_verb_must_agree_with_the_subject():
    assert noun_tagged_verb(man_sings_and_plays(subject="men", subject_tag="NNS")[:]) is None  # "men ... sings"


def test_a_verb_tagged_as_a_noun_before_the_parsed_verb_is_found():
    doc = woman_smiles()
    assert verb_before(doc[1], doc[8])  # "woman ... smiles at the crowd": a verb before "crowd"
    assert not verb_before(doc[1], doc[5])
