"""Build parses by hand so rule logic is tested apart from the statistical parser."""

from __future__ import annotations

from spacy.tokens import Doc
from spacy.vocab import Vocab

_PUNCT = {".", ",", "!", "?", ";", ":", ")", "'s", "n't"}


def make_doc(
    vocab: Vocab,
    rows: list[tuple[str, int, str, str, str]],
    *,
    spaces: list[bool] | None = None,
    lemmas: list[str] | None = None,
) -> Doc:
    """A Doc from rows of (word, head index, dep, coarse POS, fine tag).

    Spaces default to one after every token except before closing punctuation and at the end.
    """
    words = [row[0] for row in rows]
    if spaces is None:
        spaces = [i + 1 < len(words) and words[i + 1] not in _PUNCT for i in range(len(words))]
    return Doc(
        vocab,
        words=words,
        spaces=spaces,
        heads=[row[1] for row in rows],
        deps=[row[2] for row in rows],
        pos=[row[3] for row in rows],
        tags=[row[4] for row in rows],
        lemmas=lemmas or [word.lower() for word in words],
    )
