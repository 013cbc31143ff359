"""What a repair is (a named, documented entry), the readings repairs return, and the
lookup that asks one stage's entries in order and notes which fired.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from ..document import MemoKey, analysis_of
from ..tokens import Row

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

Context = TypeVar("Context")
Found = TypeVar("Found")


@dataclass(frozen=True)
class Repair(Generic[Context, Found]):
    """One known parser error: what it detects, what the analysis reads instead, and a sentence
    of the kind the small English model misparses this way."""

    name: str
    detects: str
    rewrites: str
    example: str
    find: Callable[[Context], Found | None]


@dataclass(frozen=True)
class VerbReading:
    """The main verb a parse should have given: its written word, its tag (None: the word's
    own finite tag), its subject where the parse lost it, and verbs coordinated with it that
    the parse did not join to it."""

    first: Token
    last: Token
    tag: str | None = None
    subject: Token | None = None
    conjuncts: tuple[Token, ...] | None = None


@dataclass(frozen=True)
class VerbGroup:
    """A main verb as the clause analysis has read it so far: its word, its tag, the
    dependents of the word (as rows) and, once found, its subject and auxiliaries."""

    sent: Span
    first: Token
    last: Token
    tag: str
    children: tuple[Row, ...]
    subject: Token | None = None
    auxes: tuple[Token, ...] = ()


@dataclass(frozen=True)
class ParsedClause:
    """What the parse's own root gave: the clause's subject and verb, or the skip's code."""

    sent: Span
    subject: Token | None
    verb: Token | None
    code: str | None


_FIRED: MemoKey[list[str]] = MemoKey("repairs_fired")


def first_repair(stage: Sequence[Repair[Context, Found]], context: Context, doc: Doc) -> Found | None:
    """The first answer an entry of ``stage`` finds in ``context``, noted on ``doc`` (:func:`fired`)."""
    for repair in stage:
        found = repair.find(context)
        if found is not None:
            analysis_of(doc).answers.setdefault(_FIRED, []).append(repair.name)
            return found
    return None


def fired(doc: Doc) -> tuple[str, ...]:
    """The names of the repairs that found their parser error in ``doc``, in the order they fired."""
    return tuple(analysis_of(doc).answers.get(_FIRED, ()))
