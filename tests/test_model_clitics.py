"""The model reads contractions typed with a typographic apostrophe as it reads straight ones."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "straight",
    [
        "The track wasn't included on the American release.",
        "She doesn't like tea.",
        "He isn't a doctor.",
        "They can't swim.",
        "He won't come back.",
        "He didn't go to the market.",
        "They're sure that we'll win.",
    ],
)
def test_typographic_clitics_get_the_straight_parse(nlp, straight):
    typographic = straight.replace("'", "\u2019")
    left, right = nlp(straight), nlp(typographic)
    assert right.text == typographic  # the text, and so every output, keeps the apostrophe
    assert [(t.tag_, t.dep_, t.head.i) for t in left] == [(t.tag_, t.dep_, t.head.i) for t in right]
