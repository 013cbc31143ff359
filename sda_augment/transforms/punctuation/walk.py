"""The one pass over a Doc's rows that PI's rules share, and the checks they make on rows.

The four rules read the parse many times per line. :class:`Walk` gathers what they read
(each sentence's root, subjects, conjuncts, relative clauses and markers, by token index)
once per Doc, and the helpers here answer on rows and indices, so that no rule builds a
Token it does not need.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.document import MemoKey, analysis_of
from ...analysis.syntax import QUOTE_CHARS, SUBJECT_DEPS
from ...analysis.tokens import Row, rows
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

_WALK: MemoKey = MemoKey("pi_walk")


VERBAL = ("VERB", "AUX")  # the parts of speech of a verb


def punct_row(row: Row) -> bool:
    """:func:`is_punct` on a row."""
    return row.punct or row.pos == "PUNCT" or row.dep == "punct"


def quoted_row(row: Row) -> bool:
    """:func:`has_quote` on a row: quote marks have no case, so the lower-case form tells."""
    return any(ch in QUOTE_CHARS for ch in row.lower)


@dataclass
class Walk:
    """What the rules read from the parse, gathered in one pass over the Doc's rows.

    Every ``for token in doc``, ``token.head`` and ``token.children`` builds new Token
    objects, so the rules share this one pass over :func:`~sda_augment.analysis.tokens.rows` and keep token
    indices; a Token is built only where a rule needs its text, offsets or edges.
    """

    doc: Doc
    table: tuple[Row, ...]
    finite: bool = False  # some token is tagged as a finite verb
    roots: list[int] = field(default_factory=list)  # the ROOT of each sentence, in order
    subjects: dict[int, int] = field(default_factory=dict)  # head index → its first subject
    conjuncts: list[int] = field(default_factory=list)
    relatives: list[int] = field(default_factory=list)
    markers: list[int] = field(default_factory=list)


@lru_cache(maxsize=1)
def _finite_tags() -> frozenset[str]:
    """The tags of a finite verb: a text with one is a statement."""
    return rule_data().final_mark.finite_tags


def walk_of(doc: Doc) -> Walk:
    """The Doc's :class:`Walk`, built on first use and kept with its analysis."""
    store = analysis_of(doc).answers
    found = store.get(_WALK)
    if found is None:
        table = rows(doc)
        found = store[_WALK] = Walk(doc, table)
        groups = {"conj": found.conjuncts, "relcl": found.relatives, "mark": found.markers, "ROOT": found.roots}
        for row in table:
            dep = row.dep
            if dep in SUBJECT_DEPS:
                found.subjects.setdefault(row.head, row.i)  # children come in order: the first wins
            elif dep in groups:
                groups[dep].append(row.i)
        finite = _finite_tags()
        found.finite = any(row.tag in finite for row in table)
    return found


def in_sentence(indices: list[int], sent: Span) -> list[int]:
    """The ``indices`` that lie inside ``sent``."""
    return [index for index in indices if sent.start <= index < sent.end]


def sentence_root(walk: Walk, sent: Span) -> int:
    """Index of the sentence's root from the walk (``Span.root`` climbs every token's heads)."""
    for index in walk.roots:
        if sent.start <= index < sent.end:
            return index
    return sent.root.i


def contiguous(table: tuple[Row, ...], top: int, first: int, last: int) -> bool:
    """:func:`is_contiguous` for ``top`` with edges ``first`` and ``last``, without building
    its subtree's Tokens: every token between the edges descends from ``top``."""
    for index in range(first, last + 1):
        for _ in range(len(table)):  # a parse has no cycles; the bound only guards the loop
            if index == top:
                break
            head = table[index].head
            if head == index:
                return False
            index = head
        else:
            return False
    return True
