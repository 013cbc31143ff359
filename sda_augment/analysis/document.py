"""One analysis per Doc: the scratch space every rule reads, built once and kept on the Doc.

spaCy rebuilds ``doc.text`` and ``doc.sents`` on every access, and several transforms run on
one Doc, so what the rules compute about a sentence (its text, token table, clauses, each
transform's candidates) is computed once and kept in the Doc's :class:`Analysis`. It lives in
``doc.user_data`` under one key, so it goes when the Doc goes and no process-wide table keyed
by Doc identity is needed. The pipeline prepares it right after parsing and releases it once
every method has run; a transform called on a Doc of its own builds it on first use. It
pickles and copies as an empty, detached analysis, so a pickled or copied Doc builds its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from spacy.tokens import Doc

KEY = "sda_augment.analysis"
T = TypeVar("T")


class MemoKey(Generic[T]):
    """One question the per-Doc memo (or a clause's, :func:`~.clause.clause_memo`) answers,
    declared once, in the module that asks it: ``_ROWS: MemoKey[tuple[Row, ...]] =
    MemoKey("rows")``.

    Keys compare by identity, so no two modules answer each other's question by choosing
    the same name; the name is for reading a memo. A question asked of a part of the Doc
    keys on the pair: ``(_READING, sent.start)``.
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"MemoKey({self.name!r})"


_TEXT: MemoKey[str] = MemoKey("text")


class Analysis:
    """What the rules know about one Doc: answers keyed by question (a :class:`MemoKey`)."""

    __slots__ = ("answers", "doc")

    def __init__(self, doc: Doc | None) -> None:
        self.doc = doc
        self.answers: dict = {}

    def __reduce__(self) -> tuple:
        return (Analysis, (None,))  # a Doc's pickle carries no rule state (or spaCy objects)

    def __deepcopy__(self, _memo: dict) -> Analysis:
        return Analysis(None)  # Doc.copy deep-copies user_data: the copy builds its own


class TextDoc:
    """A sentence as its text alone: what a run hands methods that read nothing else.

    When every method of a run declares ``needs="text"`` no spaCy pipeline is loaded (not
    even spaCy itself): each sentence is a ``TextDoc``, with the ``text`` and the
    ``user_data`` (which holds its :class:`Analysis`) that such methods read of a Doc.
    """

    __slots__ = ("text", "user_data")

    def __init__(self, text: str) -> None:
        self.text = text
        self.user_data: dict = {}

    def __repr__(self) -> str:
        return f"TextDoc({self.text!r})"


def analysis_of(doc: Doc) -> Analysis:
    """The analysis of ``doc``, created on first use."""
    data = doc.user_data
    found = data.get(KEY)
    if found is None or found.doc is not doc:
        found = data[KEY] = Analysis(doc)
    return found


def release(doc: Doc) -> None:
    """Drop ``doc``'s analysis (the pipeline does once every method has run on it)."""
    doc.user_data.pop(KEY, None)


def doc_text(doc: Doc) -> str:
    """``doc.text``, built once per Doc: spaCy joins every token each time it is read."""
    store = analysis_of(doc).answers
    text = store.get(_TEXT)
    if text is None:
        text = store[_TEXT] = doc.text
    return text


def remember_text(doc: Doc, text: str) -> None:
    """Keep ``text``, the string ``doc`` was parsed from, as its ``doc_text``.

    spaCy's tokenizer keeps every character, so the parsed string is ``doc.text`` and a
    caller that holds it saves rebuilding it from every token. A tokenizer that changed
    the text's length (a custom one that normalises) is left to ``doc.text``.
    """
    store = analysis_of(doc).answers
    if _TEXT not in store and len(doc):
        last = doc[-1]
        if last.idx + len(last.text_with_ws) == len(text):
            store[_TEXT] = text
