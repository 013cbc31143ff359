"""The token table and word-level reads every rule shares.

``doc[i]`` and ``token.head`` build a new Token object on every access; rules that ask about
every word of a sentence read plain rows instead, built once per Doc (see :mod:`.document`).
spaCy also splits "co-founded" into three tokens: :func:`word_bounds` finds the written word.
"""

from __future__ import annotations

from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from ..edits import token_end
from .document import MemoKey, analysis_of, doc_text

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token


_ROWS: MemoKey = MemoKey("rows")
_CHILDREN: MemoKey = MemoKey("children")
_SENT_WORDS: MemoKey = MemoKey("sent_words")

# --- words split by the tokenizer ------------------------------------------------------------


def _joined(left: Token, right: Token) -> bool:
    return left.whitespace_ == "" and right.i == left.i + 1


def word_bounds(token: Token) -> tuple[Token, Token]:
    """First and last token of the written word around ``token``.

    spaCy splits "co-founded" into "co", "-", "founded"; a rewrite must treat the three
    as one verb, inflect the last part and keep the prefix ("did not co-found").
    """
    doc = token.doc
    table = rows(doc)  # most words have no hyphen next to them: no Token is built to find that
    i = token.i
    if table[i].lower == "-" and i + 1 < len(doc) and _joined(token, doc[i + 1]):
        i += 1
    first = last = i
    while first >= 2 and table[first - 1].lower == "-" and _joined(doc[first - 2], doc[first - 1]) \
            and _joined(doc[first - 1], doc[first]) and doc[first - 2].is_alpha:
        first -= 2
    while last + 2 < len(doc) and table[last + 1].lower == "-" and _joined(doc[last], doc[last + 1]) \
            and _joined(doc[last + 1], doc[last + 2]) and doc[last + 2].is_alpha:
        last += 2
    return (token if first == token.i else doc[first]), (token if last == token.i else doc[last])


def word_text(first: Token, last: Token) -> str:
    return doc_text(first.doc)[first.idx : token_end(last)]


def sent_text(sent: Span) -> str:
    """The text of ``sent`` without rebuilding it from tokens."""
    return doc_text(sent.doc)[sent.start_char : sent.end_char]


def ends_with(sent: Span, marks: tuple[str, ...]) -> bool:
    """Whether ``sent`` ends (trailing space aside) with one of ``marks`` ("?", ":")."""
    return sent_text(sent).rstrip().endswith(marks)


class Row(NamedTuple):
    """One token's attributes as plain values: rules walk these instead of spaCy Tokens.

    ``doc[i]`` and ``token.head`` build a new Token object on every access; rules that ask
    about every word of a sentence read this table, built once per Doc.
    """

    i: int
    lower: str
    head: int
    dep: str
    tag: str
    pos: str
    punct: bool
    space: bool


def rows(doc: Doc) -> tuple[Row, ...]:
    """Every token of ``doc`` as a :class:`Row` (memoised per Doc)."""
    store = analysis_of(doc).answers
    found = store.get(_ROWS)
    if found is None:
        found = store[_ROWS] = build_rows(doc)
    return found


def build_rows(doc: Doc) -> tuple[Row, ...]:
    """Every token of ``doc`` as a :class:`Row`, built now (:func:`rows` keeps them per Doc)."""
    strings = doc.vocab.strings
    # Signed: HEAD is a relative offset stored unsigned; the string keys stay distinct.
    table = doc.to_array(_row_attrs()).view("int64").tolist()
    make = tuple.__new__  # skips the named tuple's Python-level __new__
    label = _LABELS.get
    if len(_WORDS) > _MAX_WORDS:
        _WORDS.clear()
    word = _WORDS.get
    return tuple([
        make(Row, (
            i, word(lower) or _word(strings, lower), i + head,
            label(dep) or _label(strings, dep), label(tag) or _label(strings, tag), label(pos) or _label(strings, pos),
            punct == 1, space == 1,
        ))
        for i, (lower, head, dep, tag, pos, punct, space) in enumerate(table)
    ])  # to_array is far cheaper than a Token per word; a list comprehension beats a generator


# The model's labels (dependency, tag, part of speech) are a few hundred strings at most:
# each is decoded from the string store once, not again for every token.
_LABELS: dict[int, str] = {}
# Lower-case word forms, decoded once each: the string store builds a new string on every
# lookup. Emptied when it grows past a bound, so memory stays flat on any corpus.
_WORDS: dict[int, str] = {}
_MAX_WORDS = 200_000


def _label(strings: Any, key: int) -> str:
    found = _LABELS[key] = strings[key % _WRAP]  # keys come signed from the int64 view
    return found


def _word(strings: Any, key: int) -> str:
    found = _WORDS[key] = strings[key % _WRAP]
    return found


_WRAP = 2**64


@lru_cache(maxsize=1)
def _row_attrs() -> list[int]:
    from spacy.attrs import (  # spaCy only once a Doc exists
        DEP,
        HEAD,
        IS_PUNCT,
        IS_SPACE,
        LOWER,
        POS,
        TAG,
    )

    return [LOWER, HEAD, DEP, TAG, POS, IS_PUNCT, IS_SPACE]


def child_rows(doc: Doc) -> tuple[tuple[Row, ...], ...]:
    """Each token's dependents as rows, in order (memoised per Doc).

    ``token.children`` builds a Token per child on every call; rules that ask several
    times about the main verb's dependents read this index instead.
    """
    store = analysis_of(doc).answers
    found = store.get(_CHILDREN)
    if found is None:
        table = rows(doc)
        kids: list[list[Row]] = [[] for _ in table]
        for row in table:
            if row.head != row.i:
                kids[row.head].append(row)
        found = store[_CHILDREN] = tuple(map(tuple, kids))
    return found


def sent_rows(sent: Span) -> tuple[Row, ...]:
    """The rows of ``sent``'s tokens."""
    return rows(sent.doc)[sent.start : sent.end]


_LOWER = attrgetter("lower")
_INDEX = attrgetter("i")
_DEP = attrgetter("dep")


def sent_words(sent: Span) -> tuple[frozenset[str], frozenset[str]]:
    """The lower-cased words and the dependency labels of ``sent`` (memoised per sentence).

    A rule that looks for a few words ("not", "until") can tell at once that a sentence
    has none of them, without walking its rows.
    """
    store = analysis_of(sent.doc).answers
    key = (_SENT_WORDS, sent.start)
    found = store.get(key)
    if found is None:
        table = sent_rows(sent)
        found = store[key] = frozenset(map(_LOWER, table)), frozenset(map(_DEP, table))
    return found
