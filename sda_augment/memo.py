"""Per-Doc scratch space for values every rule reads: the text, the sentences, the clause.

spaCy rebuilds ``doc.text`` and ``doc.sents`` on every access, and several transforms run on
one Doc, so such values are computed once per Doc and kept here. The memo holds the last
few Docs themselves, so an identity match can never be a new Doc that reuses a freed
object's id; nothing is stored on the Doc, which keeps Docs picklable and their
``user_data`` the user's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

_MEMO_SIZE = 8
_memo: list[tuple[Doc, dict]] = []


def doc_memo(doc: Doc) -> dict:
    """A scratch dict that lives as long as ``doc`` is among the last few Docs seen."""
    if _memo and _memo[-1][0] is doc:  # the common case: every rule asks about the same Doc
        return _memo[-1][1]
    for cached, store in reversed(_memo):
        if cached is doc:
            return store
    store: dict = {}
    _memo.append((doc, store))
    if len(_memo) > _MEMO_SIZE:
        del _memo[0]
    return store
