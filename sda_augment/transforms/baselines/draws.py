"""The random draws of the word baselines, apart from how each language writes its edits.

English and Chinese draw the same way (EDA's deletion and swap, CLEAR's crop, AEDA's
insertion) and differ only in where a word starts and ends and how spacing and capitals
follow; these functions make the draws, in one order of rng calls, so that both languages
give the same choices for the same seed and word count.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence


def deleted_words(count: int, p: float, rng: random.Random) -> list[int]:
    """Indices of the words to delete, each drawn with probability ``p``; when every word is
    drawn one of them (at random) stays. Empty when none is drawn."""
    chosen = [i for i in range(count) if rng.random() < p]
    if chosen and len(chosen) == count:
        chosen.pop(rng.randrange(len(chosen)))
    return chosen


def cropped_span(count: int, fraction: float, rng: random.Random) -> tuple[int, int]:
    """First and last index of one run of ``max(1, round(fraction * count))`` words (at most
    ``count - 1``), starting at a uniformly drawn word."""
    length = min(count - 1, max(1, round(fraction * count)))
    first = rng.randrange(count - length + 1)
    return first, first + length - 1


def swapped_order(keys: Sequence[Hashable], alpha: float, rng: random.Random) -> tuple[list[int], int]:
    """The words' new order after ``max(1, int(alpha * n))`` swaps, and that number: the second
    word of a pair is drawn among words whose key differs, so repeated words never stall it."""
    order = list(range(len(keys)))
    swaps = max(1, int(alpha * len(keys)))
    for _ in range(swaps):
        i = rng.randrange(len(keys))
        others = [j for j in range(len(keys)) if keys[order[j]] != keys[order[i]]]
        if not others:
            continue
        j = others[rng.randrange(len(others))]
        order[i], order[j] = order[j], order[i]
    return order, swaps


def inserted_marks(count: int, ratio: float, marks: Sequence[str], rng: random.Random) -> list[tuple[int, str]]:
    """(word index, mark) for 1..int(ratio * count) + 1 distinct words in text order, each with
    a mark drawn from ``marks``."""
    k = min(count, rng.randint(1, int(ratio * count) + 1))
    chosen = sorted(rng.sample(range(count), k))
    return [(i, marks[rng.randrange(len(marks))]) for i in chosen]


def own_marks(pool: Sequence[str]) -> tuple[str, ...]:
    """A caller's own marks as a tuple, or ValueError when one is empty or holds a space."""
    marks = tuple(pool)
    if not marks or not all(isinstance(m, str) and m.strip() and not any(c.isspace() for c in m) for m in marks):
        raise ValueError("rand_punct pool needs at least one mark, each a non-empty string without spaces")
    return marks
