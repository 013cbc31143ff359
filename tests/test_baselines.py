"""Random baselines: rates with fixed seeds, deletion spacing and capitals, termination."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from spacy.tokens import Doc

from sda_augment.edits import render
from sda_augment.transforms.baselines.baselines import (
    Crop,
    Mask,
    RandomPunctuation,
    Swap,
    WordDeletion,
    delete_words,
    deletion_edits,
)
from sda_augment.transforms.baselines.rules import rule_data
from sda_augment.transforms.surface.surface import words

SENTENCES = [
    "The committee, however, rejected the plan in Europe.",
    'He said (quietly) that "Paris" is big, however.',
    "Officials didn't confirm the co-founded firm's losses; analysts did.",
    "In 1850 a meeting was called for apprentices and others.",
]


def plain_doc(nlp, n: int) -> Doc:
    ws = [f"w{i}x" for i in range(n)]
    return Doc(nlp.vocab, words=ws, spaces=[True] * (n - 1) + [False])


def assert_clean_spacing(original: str, text: str) -> None:
    """No spacing defect the input did not already have."""
    assert text == text.strip() or original != original.strip()
    for bad in ("  ", " .", " ,", " ;", ",.", ",,", "()", '""', "( "):
        if bad not in original:
            assert bad not in text, (bad, text)


# --- deletion helper: spacing, punctuation, capitals ---------------------------------------


@pytest.mark.parametrize(
    "text, indices, expected",
    [
        ("The cat sat on the mat.", [0], "Cat sat on the mat."),
        ("The cat sat on the mat.", [5], "The cat sat on the."),
        ("The cat sat on the mat.", [4, 5], "The cat sat on."),
        ("The cat sat on the mat.", [1, 2], "The on the mat."),
        ("The cat sat on the mat.", [0, 2, 4], "Cat on mat."),
        ("However, the plan failed.", [0], "The plan failed."),
        ("The plan, however, failed.", [2], "The plan, failed."),
        ("It was big, however.", [3], "It was big."),
        ("He said (quietly) that it rained.", [2], "He said that it rained."),
        ('He said "yes" loudly.', [2], "He said loudly."),
        ("Paris is big.", [1], "Paris big."),
        ("He left\nat once.", [1], "He\nat once."),
        ("He wrote books, e.g.", [3], "He wrote books."),  # the final abbreviation's period stays
        ("He met Nanditha K. S.", [4], "He met Nanditha K."),  # ... unless one is left already
        ("Dr. Lee left.", [0], "Lee left."),
        ("A sign reads `` Rams '' here.", [3], "A sign reads here."),  # marks set off by spaces go too
        ("A sign reads `` Big Rams '' here.", [3], "A sign reads `` Rams '' here."),
        ("They sold the players' cards.", [3], "They sold the cards."),
    ],
)
def test_delete_words_keeps_spacing_and_capitals(nlp, text, indices, expected):
    doc = nlp(text)
    ws = words(doc)
    assert render(doc.text, delete_words(doc, ws, indices)) == expected


def test_deleting_a_proper_noun_first_word_capitalises_the_next(nlp):
    doc = nlp("Paris is big.")
    assert render(doc.text, delete_words(doc, words(doc), [0])) == "Is big."


def test_lower_case_text_stays_lower_case(nlp):
    doc = nlp("the cat sat.")
    assert render(doc.text, delete_words(doc, words(doc), [0])) == "cat sat."


# --- word deletion ---------------------------------------------------------------------------


@pytest.mark.parametrize("p", [0.1, 0.2, 0.3])
def test_deletion_rate_over_2000_words(nlp, p):
    # One draw of 2,000 words has a standard deviation near 1%; the mean of five draws
    # must be within 2% of the setting, and each draw within 4%.
    doc = plain_doc(nlp, 2000)
    rates = []
    for seed in range(5):
        result = WordDeletion(p=p).apply(doc, random.Random(seed))
        kept = result.text.split(" ")
        assert len(set(kept)) == len(kept) and set(kept) <= set(doc.text.split(" "))
        assert result.info["deleted"] == 2000 - len(kept)
        rates.append(1 - len(kept) / 2000)
        assert abs(rates[-1] - p) <= 0.04, rates
    assert abs(sum(rates) / len(rates) - p) <= 0.02, rates


def test_deletion_never_empties_and_keeps_order(nlp):
    doc = nlp("hello hello hello")
    for seed in range(20):
        result = WordDeletion(p=1.0).apply(doc, random.Random(seed))
        assert result.text == "hello"
    single = nlp("Hello.")
    assert not WordDeletion().applicable(single)
    assert WordDeletion(p=1.0).apply(single, random.Random(0)).text == "Hello."


def test_deletion_output_is_tidy_on_real_sentences(nlp):
    for text in SENTENCES:
        doc = nlp(text)
        for seed in range(40):
            result = WordDeletion(p=0.3).apply(doc, random.Random(seed))
            assert_clean_spacing(text, result.text)
            assert not result.text.lstrip("(\"'")[:1].islower()  # "1850 a meeting ..." is fine
            assert render(doc.text, result.edits) == result.text


# --- crop --------------------------------------------------------------------------------------


def test_crop_removes_one_contiguous_span_of_the_fraction(nlp):
    doc = plain_doc(nlp, 40)
    original = doc.text.split(" ")
    starts = set()
    for seed in range(50):
        result = Crop(fraction=0.2).apply(doc, random.Random(seed))
        kept = result.text.split(" ")
        assert len(kept) == 32
        start = next(i for i, (a, b) in enumerate(zip(original, kept + [None])) if a != b)
        assert kept == original[:start] + original[start + 8 :]
        starts.add(start)
    assert len(starts) > 10  # the span really moves


def test_crop_keeps_at_least_one_word(nlp):
    doc = nlp("Two words")
    for seed in range(10):
        result = Crop(fraction=1.0).apply(doc, random.Random(seed))
        assert result.text in ("Words", "Two")


# --- swap ---------------------------------------------------------------------------------------


def test_swap_permutes_words_with_replace_edits(nlp):
    doc = plain_doc(nlp, 30)
    for seed in range(20):
        result = Swap(alpha=0.1).apply(doc, random.Random(seed))
        assert sorted(result.text.split(" ")) == sorted(doc.text.split(" "))
        assert result.changed and all(edit.start != edit.end for edit in result.edits)
        assert result.info["swaps"] == 3
        assert len(result.edits) <= 6


def test_single_swap_is_two_replace_edits(nlp):
    doc = plain_doc(nlp, 5)
    result = Swap(alpha=0.1).apply(doc, random.Random(2))
    assert len(result.edits) == 2
    a, b = result.edits
    assert a.text == doc.text[b.start : b.end] and b.text == doc.text[a.start : a.end]


def test_swap_moves_capital_with_position(nlp):
    doc = nlp("The dog chased cats.")
    seen = {Swap(alpha=1.0).apply(doc, random.Random(s)).text for s in range(40)}
    for text in seen:
        first, *rest = text.rstrip(".").split(" ")
        assert first[0].isupper()
        assert "The" not in rest
    assert any(" the" in text for text in seen)


def test_swap_terminates_on_repeated_words(nlp):
    doc = nlp("hello hello hello")
    transform = Swap(alpha=1.0)
    assert not transform.applicable(doc)
    result = transform.apply(doc, random.Random(0))
    assert result.text == doc.text and result.reason == "swap.same_words"


# --- mask -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("token", ["[MASK]", "<mask>"])
def test_mask_rate_over_2000_words(nlp, token):
    # Mean of five seeded draws within 2% of the setting, each draw within 4%.
    doc = plain_doc(nlp, 2000)
    rates = []
    for seed in range(5):
        result = Mask(token=token).apply(doc, random.Random(seed))
        out = result.text.split(" ")
        assert len(out) == 2000
        assert all(word == token or word == f"w{i}x" for i, word in enumerate(out))
        rates.append(sum(word == token for word in out) / 2000)
        assert result.info["masked"] == round(rates[-1] * 2000)
    assert all(abs(rate - 0.15) <= 0.04 for rate in rates), rates
    assert abs(sum(rates) / 5 - 0.15) <= 0.02, rates


def test_mask_replaces_whole_words_keeping_punctuation(nlp):
    doc = nlp("They didn't go to Paris.")
    assert Mask(p=1.0).apply(doc, random.Random(0)).text == "[MASK] [MASK] [MASK] [MASK] [MASK]."


def test_mask_leaves_the_sentence_its_final_period(nlp):
    doc = nlp("They sold lamps, etc.")
    assert Mask(p=1.0).apply(doc, random.Random(0)).text == "[MASK] [MASK] [MASK], [MASK]."


# --- random punctuation ------------------------------------------------------------------------------


def test_random_punctuation_inserts_marks_from_the_pool(nlp):
    doc = plain_doc(nlp, 20)
    pool = set(rule_data().punctuation["full"])
    counts = Counter()
    for seed in range(200):
        result = RandomPunctuation().apply(doc, random.Random(seed))
        out = result.text.split(" ")
        marks = [w for w in out if not w.startswith("w")]
        assert 1 <= len(marks) <= 7  # 1 .. int(0.3 * 20) + 1
        assert set(marks) <= pool
        assert [w for w in out if w.startswith("w")] == doc.text.split(" ")
        assert out[-1] not in pool  # marks go before words
        counts.update(marks)
    assert len(counts) == len(pool)  # every mark of the pool is drawn


def test_random_punctuation_custom_pool_and_bracketed_word(nlp):
    doc = nlp("He saw (Paris).")
    result = RandomPunctuation(ratio=1.0, pool=(";",)).apply(doc, random.Random(0))
    assert result.text.replace("; ", "") == doc.text
    assert "(;" not in result.text


# --- parameters -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "factory, params",
    [
        (WordDeletion, {"p": 0}),
        (WordDeletion, {"p": 1.2}),
        (Crop, {"fraction": -0.5}),
        (Swap, {"alpha": "a lot"}),
        (Mask, {"p": 2}),
        (Mask, {"token": ""}),
        (RandomPunctuation, {"pool": "klingon"}),
        (RandomPunctuation, {"pool": ()}),
        (RandomPunctuation, {"pool": ("a b",)}),
        (RandomPunctuation, {"ratio": 0}),
    ],
)
def test_baselines_reject_bad_parameters(factory, params):
    with pytest.raises(ValueError):
        factory(**params)


@pytest.mark.parametrize(
    "text, indices, expected",
    [
        ("50 years later he returned.", [0], "Years later he returned."),
        ("It sank, a , and then rose.", [2], "It sank, and then rose."),
    ],
)
def test_delete_words_after_numbers_and_stray_commas(nlp, text, indices, expected):
    doc = nlp(text)
    assert render(doc.text, delete_words(doc, words(doc), indices)) == expected


def test_swap_capitalises_a_word_moved_before_a_number(nlp):
    doc = nlp("32 members joined.")
    seen = {Swap(alpha=1.0).apply(doc, random.Random(s)).text for s in range(30)}
    assert seen and all(not text[:1].islower() for text in seen)
    assert "Members 32 joined." in seen


@pytest.mark.parametrize(
    "text, run, expected",
    [
        ('He was exiled by "People\'s Housemate" Tom today.', (3, 5), "He was exiled Tom today."),
        ("The plan (first drafted in 1990) failed.", (3, 5), "The plan (first) failed."),
        ("The plan (first drafted in 1990) failed.", (2, 5), "The plan failed."),
    ],
)
def test_crop_does_not_leave_half_a_pair(nlp, text, run, expected):
    doc = nlp(text)
    assert render(doc.text, deletion_edits(doc, words(doc), [run])) == expected


@pytest.mark.parametrize(
    "text, run, expected",
    [
        ("It ended after the rest of Scotland (the North was late).", (4, 8), "It ended after the was late."),
        ("It was occupied by Searle ( a partner of Murray ) who led it.", (4, 6), "It was occupied by of Murray who led it."),
        ("It was occupied by Searle ( a partner of Murray ) who led it.", (5, 7), "It was occupied by Searle ( Murray ) who led it."),
        ('She said "it was fine" and left.', (1, 3), "She fine and left."),
        ("It (was not) done.", (1, 1), "It (not) done."),
        ("The player wearing the `` Irish '' uniform waved.", (3, 4), "The player wearing uniform waved."),
        ("The player wearing the `` Irish '' uniform waved.", (4, 5), "The player wearing the waved."),
    ],
)
def test_deletion_removes_the_far_partner_of_a_cut_pair(nlp, text, run, expected):
    doc = nlp(text)
    assert render(doc.text, deletion_edits(doc, words(doc), [run])) == expected
