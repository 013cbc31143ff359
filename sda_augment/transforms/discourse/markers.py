"""Finding discourse markers in a discourse position, and their same-sense alternatives.

A marker counts only where it links sentences or clauses: opening a sentence (after any
quote or bracket) or a clause after ";" or ":", with a comma after it, or set off by
commas inside a sentence (", however, ", ", however."). The same words elsewhere are other
words: "in addition to the fee" is a preposition, "however large" an adverb of degree,
"thus creating" a manner adverb.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc

_SENTENCE_ENDS = frozenset({".", "!", "?"})
# Tags after a bare opener that show no clause follows: "Thus creating ...", "Thus formed ...".
_NOT_A_CLAUSE = frozenset({"VBG", "VBN", "TO", "IN"})


class Marker(NamedTuple):
    """A marker found in a sentence: its characters, its sense, and whether it has no comma."""

    start: int
    end: int
    sense: str
    words: str  # lower case, as listed in the rules
    bare: bool  # opens a sentence without a comma after it


@cache
def _by_first_word() -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """Every marker's words and sense, keyed by its first word, longest first."""
    found: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for sense, data in rule_data().senses.items():
        for marker in data.markers:
            words = tuple(marker.split())
            found.setdefault(words[0], []).append((words, sense))
    return {first: tuple(sorted(entries, key=lambda entry: -len(entry[0]))) for first, entries in found.items()}


def alternatives(marker: Marker) -> tuple[str, ...]:
    """The other markers of ``marker``'s sense that can stand where it stands."""
    sense = rule_data().senses[marker.sense]
    return tuple(
        other for other in sense.markers if other != marker.words and (not marker.bare or other in sense.bare)
    )


def _opens(doc: Doc, i: int) -> bool:
    """Whether token ``i`` opens a sentence or a clause after ";" or ":"."""
    positions = rule_data().positions
    j = i - 1
    while j >= 0 and doc[j].text in positions.openers:
        j -= 1
    if j < 0:
        return True
    before = doc[j].text
    return before in _SENTENCE_ENDS or before in positions.clause_marks


def _match(doc: Doc, i: int, words: tuple[str, ...]) -> int | None:
    """The index of the last token when ``words`` are written from token ``i``, one space apart."""
    last = i + len(words) - 1
    if last >= len(doc):
        return None
    for k, word in enumerate(words):
        token = doc[i + k]
        if token.lower_ != word or (k < len(words) - 1 and token.whitespace_ != " "):
            return None
    return last


def find_markers(doc: Doc) -> tuple[list[Marker], bool]:
    """The markers in a discourse position, and whether any marker word stood elsewhere."""
    table = _by_first_word()
    closers = rule_data().positions.closers
    found: list[Marker] = []
    elsewhere = False
    i = 0
    while i < len(doc):
        entries = table.get(doc[i].lower_)
        if entries is None:
            i += 1
            continue
        for words, sense in entries:  # noqa: B007 (read after the break)
            last = _match(doc, i, words)
            if last is not None:
                break
        else:
            i += 1
            continue
        after = doc[last + 1] if last + 1 < len(doc) else None
        first, final = doc[i], doc[last]
        start, end = first.idx, final.idx + len(final.text)
        bare = False
        if _opens(doc, i):
            if after is not None and after.text == "," and not final.whitespace_:
                placed = True
            else:
                bare = (
                    after is not None
                    and not after.is_punct
                    and after.tag_ not in _NOT_A_CLAUSE
                    and " ".join(words) in rule_data().senses[sense].bare
                )
                placed = bare
        else:
            before = doc[i - 1]
            placed = (
                before.text == ","
                and after is not None
                and not final.whitespace_
                and (after.text == "," or after.text in closers)
            )
        if placed:
            found.append(Marker(start, end, sense, " ".join(words), bare))
        else:
            elsewhere = True
        i = last + 1
    return found, elsewhere
