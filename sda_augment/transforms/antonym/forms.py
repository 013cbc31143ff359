"""Writing the antonym as the adjective was written: degree and capital.

"larger" → "smaller", "cheaper" → "more expensive", "the most expensive" → "the
cheapest"; "Old houses" → "New houses". The article before it ("an old car" → "a new
car") is fitted by :func:`sda_augment.analysis.articles.article_edit`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.morphology import inflection_table, lemma_table, recase

if TYPE_CHECKING:
    from spacy.tokens import Token

_PERIPHRASTIC = {"JJR": "more", "JJS": "most"}


def adjective_lemma(token: Token) -> str | None:
    """The base form of adjective ``token``, checked by inflecting it back ("better" → "good")."""
    lower = token.lower_
    if token.tag_ == "JJ":
        return lower
    tried = [*lemma_table(lower).get("ADJ", ()), token.lemma_.lower()]
    for lemma in tried:
        if lower in inflection_table(lemma).get(token.tag_, ()):
            return lemma
    return None


def base_form(word: str) -> str:
    """The positive degree of an adjective written in a sense table ("older" → "old")."""
    if inflection_table(word).get("JJ") == (word,):
        return word
    lemmas = lemma_table(word).get("ADJ", ())
    return lemmas[0] if lemmas else word


def synthetic(lemma: str, tag: str) -> str | None:
    """The one-word comparative or superlative of ``lemma`` ("smaller"), if the dictionary has one."""
    forms = inflection_table(lemma).get(tag)
    return forms[0] if forms else None


def degree_form(antonym: str, tag: str) -> str:
    """``antonym`` in degree ``tag``: "small" as JJR is "smaller", "expensive" "more expensive"."""
    if tag == "JJ":
        return antonym
    lemma = base_form(antonym)
    return synthetic(lemma, tag) or f"{_PERIPHRASTIC[tag]} {lemma}"


def periphrastic_marker(token: Token) -> Token | None:
    """"more"/"most" right before ``token`` and grading it ("more expensive"), else None."""
    if token.i == 0:
        return None
    previous = token.doc[token.i - 1]
    if previous.lower_ in ("more", "most") and previous.head.i == token.i and previous.whitespace_ == " ":
        return previous
    return None


def written(source: str, word: str) -> str:
    """``word`` with ``source``'s capital first letter ("Old" → "New")."""
    if len(source) > 1 and source.isupper():
        return word.upper()
    return recase(source, word)
