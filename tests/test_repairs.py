"""The known parser errors, one by one: each entry of the repair lists shows its error on its
own example sentence, parsed by the real model, and the lists read as documentation."""

from __future__ import annotations

import pytest

from sda_augment.analysis.caption.reading import CAPTION_FORMS, CAPTION_READINGS, caption_reading
from sda_augment.analysis.clause import analyses
from sda_augment.analysis.recovery import RECOVERIES, recover
from sda_augment.analysis.repairs import (
    CLAUSE_MISREADS,
    NEGATION_REPAIRS,
    PARSE_REPAIRS,
    REPAIRS,
    ROOT_REPAIRS,
    SUBJECT_REPAIRS,
    TAG_REPAIRS,
    VERB_MISREADS,
    fired,
)
from sda_augment.reasons import Skip, is_registered

RECOVERY_LIST = [repair for stage in RECOVERIES.values() for repair in stage]
CAPTION_LIST = [*CAPTION_FORMS, *CAPTION_READINGS]
EVERY = [*REPAIRS, *RECOVERY_LIST, *CAPTION_LIST]


def test_every_stage_is_listed_once_in_the_order_it_is_asked():
    stages = (ROOT_REPAIRS, PARSE_REPAIRS, SUBJECT_REPAIRS, TAG_REPAIRS, VERB_MISREADS, CLAUSE_MISREADS, NEGATION_REPAIRS)
    assert tuple(repair for stage in stages for repair in stage) == REPAIRS
    assert (len(REPAIRS), len(RECOVERY_LIST), len(CAPTION_LIST)) == (24, 7, 13)  # the known parser errors, counted
    assert len({repair.name for repair in EVERY}) == len(EVERY)


def test_every_repair_says_what_it_detects_what_it_does_and_shows_it():
    for repair in EVERY:
        assert repair.name.isidentifier() and repair.name.islower(), repair.name
        assert len(repair.detects.split()) >= 5 and len(repair.rewrites.split()) >= 2, repair.name
        assert len(repair.example.split()) >= 3, repair.name


def test_the_skips_a_repair_names_are_registered_codes():
    for repair in EVERY:
        if repair.rewrites.startswith("skips"):
            code = repair.rewrites.split("(")[1].split(")")[0]
            assert is_registered(code), (repair.name, code)


@pytest.mark.parametrize("repair", REPAIRS, ids=[repair.name for repair in REPAIRS])
def test_each_repair_finds_its_error_in_its_example(nlp, repair):
    doc = nlp(repair.example)
    analyses(doc)
    assert repair.name in fired(doc), (repair.example, fired(doc))


@pytest.mark.parametrize("repair", RECOVERY_LIST, ids=[repair.name for repair in RECOVERY_LIST])
def test_each_recovery_finds_its_error_in_its_example(nlp, repair):
    doc = nlp(repair.example)
    (sent, found), *_ = analyses(doc)
    assert isinstance(found, Skip) and repair in RECOVERIES[found.code]  # the analysis gave up for this reason
    clause = recover(sent, found)
    assert clause is not None and repair.name in fired(doc)


def test_a_sentence_the_parse_reads_right_fires_no_repair(nlp):
    doc = nlp("He travelled widely in Europe.")
    assert analyses(doc)[0][1].head.text == "travelled"
    assert fired(doc) == ()


@pytest.mark.parametrize("repair", CAPTION_LIST, ids=[repair.name for repair in CAPTION_LIST])
def test_each_caption_reading_finds_its_caption_in_its_example(nlp, repair):
    doc = nlp(repair.example)
    (sent, found), *_ = analyses(doc)
    assert isinstance(found, Skip)  # no clause: the caption readings are asked
    reading = caption_reading(sent, found)
    assert reading is not None and repair.name in fired(doc), (repair.example, fired(doc))
