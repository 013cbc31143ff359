""""a" or "an" (sda_augment/analysis/articles.py): the choice by sound, and the edit before a replaced word."""

from __future__ import annotations

import pytest

from sda_augment.analysis.articles import (
    article_edit,
    article_repaired,
    indefinite_article,
    restored_article_edits,
)
from sda_augment.edits import Edit, render, token_end

# --- the choice ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "word, article",
    [
        # by the first letter
        ("apple", "an"), ("old", "an"), ("idea", "an"), ("umbrella", "an"), ("bird", "a"), ("new", "a"),
        ("Ottoman", "an"), ("Bristol", "a"),
    ],
)
def test_the_first_letter_decides_a_plain_word(word, article):
    assert indefinite_article(word) == article


@pytest.mark.parametrize(
    "word",
    ["university", "unique", "unit", "united", "uniform", "union", "unilateral", "usual", "user", "useful",
     "utility", "uranium", "European", "euro", "eulogy", "one-off", "one", "once-famous", "ukulele",
     "Ukrainian", "Ugandan", "Utah", "ewe"],
)
def test_a_vowel_letter_with_a_consonant_sound_takes_a(word):
    assert indefinite_article(word) == "a"


@pytest.mark.parametrize(
    "word", ["unusual", "unimportant", "uninhabited", "unidentified", "urban", "urge", "onerous", "Uber"]
)
def test_a_vowel_sound_after_un_ur_one_still_takes_an(word):
    assert indefinite_article(word) == "an"


@pytest.mark.parametrize("word", ["hour", "hourly", "honest", "honour", "honorary", "heir", "Heiress", "honorable"])
def test_a_silent_h_takes_an(word):
    assert indefinite_article(word) == "an"


@pytest.mark.parametrize("word", ["house", "hotel", "honey", "historic", "human", "dishonest", "hero"])
def test_a_sounded_h_takes_a(word):
    assert indefinite_article(word) == "a"


@pytest.mark.parametrize(
    "word, article",
    [
        ("FBI", "an"), ("MP", "an"), ("NBA", "an"), ("SUV", "an"), ("LGBT", "an"), ("HIV", "an"), ("X", "an"),
        ("UN", "a"), ("U.S.", "a"), ("UK", "a"), ("BBC", "a"), ("CEO", "a"), ("F.B.I.", "an"), ("MP3", "an"),
        ("X-ray", "an"), ("F-16", "an"), ("e-mail", "an"), ("U-turn", "a"), ("T-shirt", "a"), ("FBI-led", "an"),
    ],
)
def test_letters_and_initialisms_go_by_the_letter_names(word, article):
    assert indefinite_article(word) == article


@pytest.mark.parametrize("word, article", [("NATO", "a"), ("NASA", "a"), ("FIFA", "a"), ("SWAT", "a"), ("NASCAR", "a"), ("UEFA", "a"), ("UNESCO", "a"), ("UNICEF", "a")])
def test_initialisms_spoken_as_words_go_by_their_sound(word, article):
    assert indefinite_article(word) == article


def test_a_word_in_capitals_is_read_as_a_word_in_text_written_in_capitals():
    assert indefinite_article("RED") == "an"  # "an R-E-D", as an initialism would be read
    assert indefinite_article("RED", letters=False) == "a"
    assert indefinite_article("OLD", letters=False) == "an"


@pytest.mark.parametrize(
    "word, article",
    [
        ("8-year-old", "an"), ("8", "an"), ("80", "an"), ("800", "an"), ("8,000", "an"),
        ("11th", "an"), ("11", "an"), ("11,000", "an"), ("11000", "an"), ("18th-century", "an"), ("1850s", "an"),
        ("1990s", "a"), ("1", "a"), ("110", "a"), ("1,100", "a"), ("180", "a"), ("100", "a"), ("2nd", "a"),
    ],
)
def test_numbers_go_by_how_they_are_read(word, article):
    assert indefinite_article(word) == article


def test_leading_punctuation_is_not_read():
    assert indefinite_article('"hour') == "an"
    assert indefinite_article("") == "a"


# --- the edit -----------------------------------------------------------------------------------


def _swap(nlp, text: str, old: str, new: str) -> str:
    """``text`` with the token ``old`` replaced by ``new`` and its article fitted."""
    doc = nlp(text)
    token = next(t for t in doc if t.text == old)
    edits = [edit for edit in (article_edit(token, new),) if edit is not None]
    return render(text, sorted([*edits, _replace(token, new)], key=lambda e: e.start))


def _replace(token, new: str) -> Edit:
    return Edit(token.idx, token_end(token), new)


@pytest.mark.parametrize(
    "text, old, new, expected",
    [
        ("She bought a red car.", "red", "orange", "She bought an orange car."),
        ("She bought an orange car.", "orange", "red", "She bought a red car."),
        ("A red car stood there.", "red", "orange", "An orange car stood there."),
        ("An old house stood there.", "old", "new", "A new house stood there."),
        ("He met a lawyer yesterday.", "lawyer", "FBI", "He met an FBI yesterday."),
        ("It took a day to finish.", "day", "hour", "It took an hour to finish."),
        ("It took an hour to finish.", "hour", "year", "It took a year to finish."),
        ("He studied at an institute in Ohio.", "institute", "university", "He studied at a university in Ohio."),
        ("AN OLD HOUSE STOOD THERE.", "OLD", "NEW", "A NEW HOUSE STOOD THERE."),
        ("A RED CAR STOOD THERE.", "RED", "ORANGE", "AN ORANGE CAR STOOD THERE."),
        ("An FBI agent called.", "FBI", "CIA", "A CIA agent called."),
    ],
)
def test_the_article_before_the_replaced_word_follows_the_new_word(nlp, text, old, new, expected):
    assert _swap(nlp, text, old, new) == expected


def test_an_article_in_capitals_keeps_its_capitals(nlp):
    doc = nlp("AN APPLE FELL.")
    edit = article_edit(doc[1], "PEAR")
    assert edit is not None and edit.text == "A"


def test_no_edit_when_the_article_already_fits(nlp):
    doc = nlp("She bought a red car.")
    assert article_edit(doc[3], "blue") is None


@pytest.mark.parametrize(
    "text, old",
    [
        ("She bought the red car.", "red"),  # no article
        ("Red cars are fast.", "Red"),  # the first token
        ("She bought one red car.", "red"),  # another determiner
        ("He was a  red-haired man.", "red"),  # two spaces: the spacing is the writer's
    ],
)
def test_no_edit_without_an_article_right_before(nlp, text, old):
    doc = nlp(text)
    token = next(t for t in doc if t.text.startswith(old))
    assert article_edit(token, "orange") is None


def test_an_article_that_did_not_fit_the_old_word_is_written_for_the_new_one(nlp):
    assert _swap(nlp, "A woman in an red coat.", "red", "gray") == "A woman in a gray coat."
    assert _swap(nlp, "It was an historic day.", "historic", "modern") == "It was a modern day."


# --- the article a caption left out -------------------------------------------------------------


@pytest.mark.parametrize(
    "text, frame, expected",
    [
        ("Older lady checking out her goods.", "", "An older lady checking out her goods."),
        ("Older lady checking out her goods.", "It is not true that", "It is not true that an older lady checking out her goods."),
        ("Asian man giving thumbs up on a street.", "", "An Asian man giving thumbs up on a street."),  # a proper adjective keeps its capital
        ("Rugby player in blue dives for the ball.", "", "A rugby player in blue dives for the ball."),  # a common noun the dictionary lacks
        ("man smiling outside in a blue shirt.", "", "a man smiling outside in a blue shirt."),  # a line typed in lower case
        ("Man and woman walking near the ocean.", "", "A man and woman walking near the ocean."),  # one article for both
    ],
)
def test_a_captions_bare_subject_gets_its_article_back(nlp, text, frame, expected):
    doc = nlp(text)
    subject = next(token for token in doc if token.dep_ in ("nsubj", "ROOT") and token.pos_ == "NOUN")
    edits = restored_article_edits(subject, frame)
    assert edits is not None and render(text, edits) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The man walks along the beach.",  # an article already
        "Horse, apple, eagle, and tulip are symbols of the town.",  # a list of bare nouns: generic
        "Happiness is a warm puppy.",  # no count noun of a picture
    ],
)
def test_no_article_where_none_was_left_out(nlp, text):
    doc = nlp(text)
    subject = next(token for token in doc if token.dep_ == "nsubj")
    assert restored_article_edits(subject) is None
    assert article_repaired((), subject) == ()


def test_the_repair_never_touches_a_rewrite_of_the_first_word(nlp):
    doc = nlp("Man chops wood.")
    subject = doc[0]
    rewrite = (Edit(0, 3, "Somebody"),)
    assert article_repaired(rewrite, subject) == rewrite
    assert render(doc.text, article_repaired((Edit(4, 9, "does not chop"),), subject)) == "A man does not chop wood."
