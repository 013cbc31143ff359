"""Records far longer than a sentence: parsed in pieces, so that memory stays bounded.

spaCy's parse of one text holds its network's activations for every token at once: a
1 MB record took 3 GB. A record longer than ``LONG_RECORD`` characters is cut into pieces of
about ``PIECE`` characters, at a sentence end where there is one (else at a space), each
piece is parsed alone, and the pieces' Docs are joined into one Doc of the whole text
(``Doc.from_docs``: tokens, tags, lemmas, the parse and sentence starts kept; the
network's token vectors, which no rule reads, left out). Every
method then runs on that one Doc as on any other. Records up to ``LONG_RECORD`` characters
(every sentence of an ordinary corpus) are parsed whole, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

# Records longer than this are parsed in pieces; a long paragraph is still parsed whole.
LONG_RECORD = 20_000
# About how long a piece is (a sentence end or a space before this length ends it).
PIECE = 10_000
_SENTENCE_END = re.compile(r"[.!?;][\"'’”)\]]*\s+|\n+")


def pieces(text: str, size: int = PIECE) -> list[str]:
    """``text`` cut into consecutive pieces of at most about ``size`` characters, each ending
    after a sentence end and the space after it where one falls in the second half of the
    piece, else after a space, else at ``size``: joined, they are ``text``."""
    found: list[str] = []
    start = 0
    while len(text) - start > size:
        window = text[start : start + size]
        cut = 0
        for match in _SENTENCE_END.finditer(window, size // 2):
            cut = match.end()
        if not cut:
            space = max(window.rfind(" "), window.rfind("\n"), window.rfind("\t"))
            cut = space + 1 if space > 0 else size
        found.append(window[:cut])
        start += cut
    found.append(text[start:])
    return found


def parse_in_pieces(parse: Callable[[Sequence[str], int], list[Doc]], text: str, size: int = PIECE) -> Doc:
    """The Doc of ``text``, its pieces parsed one at a time by ``parse`` and joined."""
    import numpy
    from spacy.tokens import Doc

    docs = []
    for piece in pieces(text, size):
        doc = parse([piece], 1)[0]
        doc.tensor = numpy.empty((0,), dtype="float32")  # no rule reads it: half the Doc's memory
        docs.append(doc)
    joined = Doc.from_docs(docs, ensure_whitespace=False)
    if joined.text != text:  # never seen: the pieces are joined exactly as cut
        raise ValueError("the pieces of a long record do not join into its text")
    return joined
