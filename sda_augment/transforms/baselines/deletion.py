"""Deleting words from a sentence as a careful writer would: the deletion helpers of the
random baselines (word deletion, crop).

A deletion takes one side of the surrounding whitespace, the separators it strands, the
brackets or quotes that only wrapped the deleted words (written apart from them too, as
captions write quotes), and the far partner of a pair it cuts in half; it leaves the
sentence its final period and capitalises a new first word.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...edits import Edit
from ..surface.surface import Word, opens_with_capital
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc


def _cores(doc: Doc, ws: Sequence[Word], runs: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Character spans of the runs, with wrapping brackets or quotes, merged where they meet.

    Two spans merge when only whitespace and separators (",;:") stand between them, so
    the separators between deleted words go too, and the whitespace policy is applied
    once per merged span.
    """
    text = doc_text(doc)
    pairs, spaced = rule_data().deletion.pairs, rule_data().deletion.spaced_pairs
    spans: list[tuple[int, int]] = []
    for a, b in sorted(runs):
        start, end = ws[a].start, ws[b].end
        lead, trail = text[ws[a].chunk_start : start], text[end : ws[b].chunk_end]
        while lead and trail and pairs.get(lead[-1]) == trail[0]:
            start, end = start - 1, end + 1
            lead, trail = lead[:-1], trail[1:]
        # A mark opened inside the deleted words and closed just after them (or the
        # reverse) goes too: 'by "People's Housemate" Tom' crops to 'Tom', not '" Tom'.
        while trail and _unbalanced(text[start:end], trail[0], pairs, closing=True):
            end, trail = end + 1, trail[1:]
        while lead and _unbalanced(text[start:end], lead[-1], pairs, closing=False):
            start, lead = start - 1, lead[:-1]
        if spans and all(c.isspace() or c in ",;:" for c in text[spans[-1][1] : start]):
            start = spans.pop()[0]
        spans.append(_spaced_wrap(text, start, end, spaced))
    return spans


def _spaced_wrap(text: str, start: int, end: int, spaced: Mapping[str, str]) -> tuple[int, int]:
    """``start``:``end`` widened to the marks that wrap it when they are written apart.

    Image captions set quotes off with spaces (`` `` Irish '' ``): deleting every word
    between them takes the marks along, so no empty `` `` '' `` is left behind.
    """
    head = text[:start].rstrip()
    tail = text[end:].lstrip()
    if len(head) == start or len(tail) == len(text) - end or not head or not tail:
        return start, end  # not set off by spaces on both sides
    opener_start = max(head.rfind(" "), head.rfind("\n"), head.rfind("\t")) + 1
    closer = spaced.get(head[opener_start:])
    if closer is None or not tail.startswith(closer):
        return start, end
    after = len(text) - len(tail) + len(closer)
    if after < len(text) and not (text[after].isspace() or text[after] in ".,;:!?"):
        return start, end  # the closer is part of a longer chunk
    return opener_start, after


def _unbalanced(deleted: str, mark: str, pairs: Mapping[str, str], closing: bool) -> bool:
    """Whether ``mark`` next to ``deleted`` closes (or opens) a mark left open inside it."""
    if mark in "'’":
        return False  # also an apostrophe: counting it says nothing about quotes
    if closing:
        openers = [o for o, c in pairs.items() if c == mark]
        if not openers:
            return False
        opener = openers[0]
    else:
        if mark not in pairs:
            return False
        opener, mark = mark, pairs[mark]
    if opener == mark:
        return deleted.count(mark) % 2 == 1
    surplus = deleted.count(opener) - deleted.count(mark)
    return surplus > 0 if closing else surplus < 0


def deletion_edits(doc: Doc, ws: Sequence[Word], runs: Sequence[tuple[int, int]]) -> list[Edit]:
    """Edits deleting each run of words (inclusive word-index pairs).

    One side of the surrounding whitespace goes with a deletion (the side after it,
    unless punctuation or the end follows), a bracket or quote pair that only wrapped
    the words goes too, and a deletion that opens the text takes a comma after it along.
    """
    text = doc_text(doc)
    edits: list[Edit] = []
    floor = 0
    for start, end in _cores(doc, ws, runs):
        if not text[:start].strip():
            while end < len(text) and text[end] in ",;:":
                end += 1
        right = end
        while right < len(text) and text[right].isspace():
            right += 1
        left = start
        while left > floor and text[left - 1].isspace():
            left -= 1
        if right > end and (left == start or "\n" not in text[end:right]):
            end = right
        else:
            start = left
        start = max(start, floor)
        start, end = _tidy_commas(text, start, end, floor)
        edits.append(Edit(start, end, _kept_full_stop(text, start, end)))
        floor = end
    return edits + _orphan_partners(text, edits)


def _kept_full_stop(text: str, start: int, end: int) -> str:
    """"." when deleting ``text[start:end]`` would take the sentence's final period along.

    An abbreviation that ends the text keeps its period as a word ("other books, e.g."):
    deleting it leaves the sentence its period ("other books."), unless what is left
    already ends with one ("Nanditha K. S." loses "S." as "Nanditha K.").
    """
    final = len(text.rstrip())
    if not (start < final <= end and text[final - 1] == "."):
        return ""
    return "" if text[:start].rstrip().endswith(".") else "."


def _orphan_partners(text: str, edits: Sequence[Edit]) -> list[Edit]:
    """Edits removing the far partner of a bracket or quote a deletion cut in half.

    Cropping "the rest of Scotland (the North was" out of a sentence leaves its ")"
    behind; that ")" goes too, with the space before it. Marks may be longer than one
    character (the captions' `` `` `` and `` '' ``).
    """
    config = rule_data().deletion
    found: set[tuple[int, int, bool]] = set()  # (position, length, partner is a closer)
    for edit in edits:
        deleted = text[edit.start : edit.end]
        for opener, closer in config.balanced.items():
            if opener not in deleted and closer not in deleted:
                continue  # nothing cut in half: the scans below would find nothing
            depth, stray = 0, 0
            for _, closing in _marks(deleted, opener, closer):
                if not closing:
                    depth += 1
                elif depth:
                    depth -= 1
                else:
                    stray += 1
            if depth:
                after = _marks(text[edit.end :], opener, closer)
                found.update((edit.end + pos, len(closer), True) for pos in _unmatched(after, True, depth))
            if stray:
                before = _marks(text[: edit.start], opener, closer)[::-1]
                found.update((pos, len(opener), False) for pos in _unmatched(before, False, stray))
        for quote in config.quotes:
            if deleted.count(quote) % 2:
                if text[: edit.start].count(quote) % 2 == 0:
                    pos, closing = text.find(quote, edit.end), True
                else:
                    pos, closing = text.rfind(quote, 0, edit.start), False
                if pos >= 0:
                    found.add((pos, len(quote), closing))
    extra: list[Edit] = []
    for pos, length, closing in sorted(found):
        if any(e.start <= pos < e.end for e in edits):
            continue  # deleted anyway
        # With the space on its inner side ("late )" loses " )"); a mark standing alone
        # between two spaces may take the other one instead.
        before = [Edit(pos - 1, pos + length)] if pos > 0 and text[pos - 1] == " " else []
        after = [Edit(pos, pos + length + 1)] if text[pos + length : pos + length + 1] == " " else []
        inner, outer = (before, after) if closing else (after, before)
        options = [*inner, *outer] if before and after else inner
        for option in (*options, Edit(pos, pos + length)):
            if not any(option.overlaps(other) for other in [*edits, *extra]):
                extra.append(option)
                break
    return extra


def _marks(text: str, opener: str, closer: str) -> list[tuple[int, bool]]:
    """Where ``opener`` and ``closer`` stand in ``text``, in order: (position, is a closer)."""
    pattern = _MARK_PATTERNS.get((opener, closer))
    if pattern is None:
        pattern = _MARK_PATTERNS[opener, closer] = re.compile(f"{re.escape(closer)}|{re.escape(opener)}")
    return [(match.start(), match.group() == closer) for match in pattern.finditer(text)]


_MARK_PATTERNS: dict[tuple[str, str], re.Pattern[str]] = {}


def _unmatched(marks: Sequence[tuple[int, bool]], closers: bool, count: int) -> list[int]:
    """Positions of the first ``count`` marks of the kind ``closers`` names that no mark of
    the other kind before them (in the order given) pairs with."""
    found: list[int] = []
    depth = 0
    for pos, closing in marks:
        if closing != closers:
            depth += 1
        elif depth:
            depth -= 1
        else:
            found.append(pos)
            if len(found) == count:
                break
    return found


def _tidy_commas(text: str, start: int, end: int, floor: int) -> tuple[int, int]:
    """Widen a deletion so a separator it leaves stranded goes too.

    "big, however." loses "however" as "big." (not "big,."), and "A, however, B" as
    "A, B" (not "A,, B").
    """
    before = start
    while before > floor and text[before - 1].isspace():
        before -= 1
    if before <= floor or text[before - 1] not in ",;:":
        return start, end
    after = end
    while after < len(text) and text[after].isspace():
        after += 1
    if after == len(text) or text[after] in ".!?":
        return before - 1, end
    if text[after] in ",;:" and after == end:
        end += 1
        if start > 0 and text[start - 1].isspace():
            while end < len(text) and text[end].isspace():
                end += 1  # "), a , will" loses "a ," and one of the spaces
        return start, end
    return start, end


def recapitalise(doc: Doc, ws: Sequence[Word], removed: set[int]) -> list[Edit]:
    """Capitalise the new first word when a capitalised first word was removed."""
    if 0 not in removed or not opens_with_capital(doc, ws[0]):
        return []
    text = doc_text(doc)
    for index, word in enumerate(ws):
        if index not in removed:
            first = text[word.start]
            return [Edit(word.start, word.start + 1, first.upper())] if first.islower() else []
    return []


def delete_words(doc: Doc, ws: Sequence[Word], chosen: Sequence[int]) -> list[Edit]:
    """Edits removing the words at the sorted indices ``chosen`` (never all of them)."""
    edits = deletion_edits(doc, ws, [(i, i) for i in chosen])
    return edits + recapitalise(doc, ws, set(chosen))
