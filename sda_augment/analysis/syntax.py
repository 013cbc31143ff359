"""Small, pure helpers over spaCy parses shared by the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .document import MemoKey, analysis_of
from .rules import titles

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token


_SENTENCES: MemoKey = MemoKey("sentences")

SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"})
AUX_DEPS = frozenset({"aux", "auxpass"})
FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
QUOTE_CHARS = frozenset("\"'“”‘’«»„`")


def opens_quotation(text: str) -> bool:
    """Whether ``text`` leaves a double quotation open: an odd count of straight quotes, or
    more opening curly quotes than closing ones. Rules never edit inside someone's words."""
    return text.count('"') % 2 == 1 or text.count("“") > text.count("”")


# What may stand before a sentence's first word, and what ends the sentence before it.
_SENTENCE_OPENERS = frozenset({'"', "'", "“", "‘", "(", "["})
_SENTENCE_ENDS = frozenset({".", "!", "?", ";", ":"})


def opens_sentence(doc: Doc, i: int) -> bool:
    """Whether token ``i`` opens a sentence (quotes and brackets before it aside): its
    capital is the sentence's, not the word's own."""
    j = i - 1
    while j >= 0 and doc[j].text in _SENTENCE_OPENERS:
        j -= 1
    return j < 0 or doc[j].text in _SENTENCE_ENDS


def opens_quotation_or_bracket(text: str) -> bool:
    """Whether ``text`` leaves a double quotation, a parenthesis or a square bracket open.

    What follows stands inside a title, someone's words or a gloss ("Comet (1791 ship)"),
    which rules keep as written.
    """
    return opens_quotation(text) or text.count("(") > text.count(")") or text.count("[") > text.count("]")


def called_a_work(verb: Token) -> bool:
    """``verb`` is "be" with a work noun as its attribute ("X is a 1921 film", "X is the third
    album by ..."): its subject names a work (``[works] nouns`` in ``rules/titles.toml``)."""
    works = titles().works.nouns
    return verb.lemma_ == "be" and any(child.dep_ == "attr" and child.lower_ in works for child in verb.children)


def list_page_title(text: str) -> bool:
    """Whether ``text`` is a list page's title ("List of trips made by ..."), with no final mark.

    Whatever verb form such a title holds, it names a page: it is no clause to negate or
    hedge and no statement to exclaim. "Lists of species are kept ..." ends with a period.
    """
    text = text.strip()
    if not text or text[-1] in ".!?…":
        return False
    openers = titles().list_pages.openers
    return any(text[: len(opener) + 1].lower() == opener + " " for opener in openers)


def is_contiguous(token: Token) -> bool:
    """True when ``token``'s subtree covers an unbroken run of tokens."""
    left, right = token.left_edge.i, token.right_edge.i
    return sum(1 for _ in token.subtree) == right - left + 1


def next_token(token: Token) -> Token | None:
    doc = token.doc
    return doc[token.i + 1] if token.i + 1 < len(doc) else None


def is_punct(token: Token | None) -> bool:
    return token is not None and (token.is_punct or token.pos_ == "PUNCT" or token.dep_ == "punct")


def sentences(doc: Doc) -> tuple[Span, ...]:
    """``doc.sents`` as a tuple, computed once per Doc (every rule walks the sentences)."""
    store = analysis_of(doc).answers
    cached = store.get(_SENTENCES)
    if cached is None:
        cached = store[_SENTENCES] = tuple(doc.sents) if len(doc) else ()
    return cached
