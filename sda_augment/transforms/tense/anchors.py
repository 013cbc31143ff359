"""Words that pin a sentence to one time, so that moving its verb would contradict them.

"He left two years ago" cannot become "He will leave two years ago", nor "It is now a
museum" "It was now a museum". A sentence's anchors say which tenses it allows; one with
a year, a decade or a century stays in the past.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...analysis.tokens import Row, sent_rows
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Span

ALL_TIMES = frozenset({"past", "present", "future"})
# A year ("1998", "2004"), a decade ("1990s", "'90s") or an abbreviated year ("'98").
# Ranges of them ("1657–1709", "2019–20") too.
_YEAR = re.compile(r"(?:(?:1[0-9]{3}|20[0-9]{2})s?|['’][0-9]0s|['’][0-9]{2})(?:[-–][0-9]{2,4})?")


def allowed_times(sent: Span) -> frozenset[str]:
    """The tenses ``sent`` may be moved to: every tense, or the one its time words name.

    Anchors to two different times (a past date and "now") leave no tense allowed; a
    duration ("for 59 years") rules out the simple present.
    """
    anchors = rule_data().anchors
    found: set[str] = set()
    table = sent_rows(sent)
    for k, row in enumerate(table):
        lower = row.lower
        if lower in anchors.past or _YEAR.fullmatch(lower) or lower in anchors.past_adverbs and row.dep == "advmod":
            found.add("past")
        elif lower in anchors.present or k + 1 < len(table) and f"{lower} {table[k + 1].lower}" in anchors.present_phrases:
            found.add("present")
        elif lower in anchors.future:
            found.add("future")
        elif (lower in anchors.last or lower in anchors.next) and k + 1 < len(table) and table[k + 1].lower in anchors.time_nouns:
            found.add("past" if lower in anchors.last else "future")
    allowed = ALL_TIMES if not found else frozenset(found) if len(found) == 1 else frozenset()
    if "present" in allowed and _duration(table):
        allowed = allowed - {"present"}
    return allowed


def _duration(table: tuple[Row, ...]) -> bool:
    """ "for 59 years", "for several months": a span the simple present cannot carry."""
    anchors = rule_data().anchors
    for k, row in enumerate(table[:-2]):
        amount = table[k + 1].tag == "CD" or table[k + 1].lower in ("many", "several", "a", "some")
        if row.lower in anchors.duration and amount and table[k + 2].lower in anchors.time_nouns:
            return True
    return False
