"""Character-span edits over a Doc's text.

Every transform describes its change as edits on ``doc.text`` instead of rebuilding the
sentence from tokens, so whatever lies outside the edits (spacing, quotes, hyphens,
contractions) reaches the output byte for byte.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token



@dataclass(frozen=True, order=True, init=False)
class Edit:
    """Replace ``text[start:end]`` with ``text``; ``start == end`` is an insertion."""

    start: int
    end: int
    text: str = ""

    def __init__(self, start: int, end: int, text: str = "") -> None:
        # Rules build several edits per sentence: one update of the instance dict costs
        # half of the frozen constructor's ``object.__setattr__`` per field.
        if start < 0 or end < start:
            raise ValueError(f"invalid edit span {start}:{end}")
        self.__dict__.update(start=start, end=end, text=text)

    def overlaps(self, other: Edit) -> bool:
        """True when the two edits touch the same characters (two insertions never do)."""
        if self.start == self.end or other.start == other.end:
            # An insertion conflicts only with a replacement strictly around its point.
            point, span = (self, other) if self.start == self.end else (other, self)
            if point.start == point.end and span.start == span.end:
                return False
            return span.start < point.start < span.end
        return self.start < other.end and other.start < self.end


def check_edits(edits: Sequence[Edit], length: int) -> list[Edit]:
    """Return ``edits`` sorted by position; raise on overlap or out-of-range spans.

    Insertions at the same point keep the order in which they were given.
    """
    if len(edits) == 1:  # the common case: nothing to order or to overlap
        edit = edits[0]
        if edit.end > length:
            raise ValueError(f"edit {edit} runs past the end of a {length}-character text")
        return [edit]
    ordered = sorted(enumerate(edits), key=lambda pair: (pair[1].start, pair[1].end, pair[0]))
    result = [edit for _, edit in ordered]
    for edit in result:
        if edit.end > length:
            raise ValueError(f"edit {edit} runs past the end of a {length}-character text")
    for left, right in zip(result, result[1:]):
        if left.overlaps(right):
            raise ValueError(f"overlapping edits {left} and {right}")
    return result


def render(text: str, edits: Iterable[Edit]) -> str:
    """Apply ``edits`` to ``text``; characters outside every edit are copied unchanged."""
    pieces: list[str] = []
    cursor = 0
    for edit in check_edits(list(edits), len(text)):
        pieces.append(text[cursor : edit.start])
        pieces.append(edit.text)
        cursor = edit.end
    pieces.append(text[cursor:])
    return "".join(pieces)


def compatible(edits: Sequence[Edit], more: Sequence[Edit]) -> bool:
    """True when ``more`` can be applied together with ``edits`` (no overlap)."""
    return not any(a.overlaps(b) for a in edits for b in more)


# --- helpers from tokens --------------------------------------------------------------

def token_end(token: Token) -> int:
    """Character offset just after ``token`` (its trailing whitespace excluded)."""
    return token.idx + len(token.text)


def insert_before(token: Token, text: str) -> Edit:
    return Edit(token.idx, token.idx, text)


def insert_after(token: Token, text: str) -> Edit:
    end = token_end(token)
    return Edit(end, end, text)


def replace_token(token: Token, text: str) -> Edit:
    return Edit(token.idx, token_end(token), text)


def replace_span(first: Token, last: Token, text: str) -> Edit:
    """Replace the characters from ``first`` to ``last`` (both included)."""
    return Edit(first.idx, token_end(last), text)


def delete_token(token: Token) -> Edit:
    """Remove ``token`` and one side of whitespace so no double space is left behind.

    The token's own trailing whitespace goes with it; a last token takes the whitespace
    before it instead, so "He left ." never becomes "He left ." with a dangling space.
    """
    doc = token.doc
    if token.whitespace_ or token.i == 0:
        return Edit(token.idx, token_end(token) + len(token.whitespace_), "")
    previous = doc[token.i - 1]
    return Edit(token_end(previous), token_end(token), "")


def delete_span(first: Token, last: Token) -> Edit:
    """Remove tokens ``first``..``last`` with the same whitespace policy as :func:`delete_token`."""
    doc = first.doc
    if last.whitespace_ or first.i == 0:
        return Edit(first.idx, token_end(last) + len(last.whitespace_), "")
    previous = doc[first.i - 1]
    return Edit(token_end(previous), token_end(last), "")


# --- capitalisation ----------------------------------------------------------------------


def keeps_capital(token: Token) -> bool:
    """Whether ``token`` keeps its capital letter away from sentence start.

    "I", proper nouns, named entities and acronyms ("NASA", "U.S.") keep it; anything
    else capitalised only because it opens the sentence does not.
    """
    text = token.text
    if not text or not text[0].isupper():
        return True
    if token.pos_ == "PROPN" or token.tag_ in ("NNP", "NNPS") or token.ent_type_:
        return True
    return capital_by_spelling(text)


def capital_by_spelling(text: str) -> bool:
    """Whether the spelling of capitalised ``text`` alone says the capital stays.

    "I" ("I'm"), acronyms ("NASA", "U.S.") and mixed case ("iPhone", "McDonald") keep it
    wherever they stand; no tag is needed to tell.
    """
    if text == "I" or text.startswith("I'"):
        return True
    letters = [c for c in text if c.isalpha()]
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return True
    return any(c.isupper() for c in text[1:])  # "iPhone"-like or "McDonald": mixed case is deliberate


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text else text


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def capitalise(token: Token) -> Edit | None:
    """Edit that uppercases ``token``'s first letter when it moves to sentence start."""
    first = token.text[:1]
    if not first or not first.islower():
        return None
    return Edit(token.idx, token.idx + 1, first.upper())


def first_word(doc: Doc) -> Token | None:
    """The first non-space, non-punctuation token of ``doc`` (quotes and brackets skipped)."""
    for token in doc:
        if not token.is_space and not token.is_punct and token.pos_ != "PUNCT":
            return token
    return None
