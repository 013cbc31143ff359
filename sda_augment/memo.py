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
# The Doc asked about last and its scratch dict: every rule asks about the same Doc in turn,
# and this answers a few dozen such calls per sentence with one identity check.
_latest: list = [None, None]


def doc_memo(doc: Doc) -> dict:
    """A scratch dict that lives as long as ``doc`` is among the last few Docs seen."""
    latest = _latest
    if latest[0] is doc:
        return latest[1]
    for cached, store in reversed(_memo):
        if cached is doc:
            break
    else:
        store = {}
        _memo.append((doc, store))
        if len(_memo) > _MEMO_SIZE:
            del _memo[0]
    latest[0], latest[1] = doc, store
    return store
