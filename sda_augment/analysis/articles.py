""""a" or "an" before a word, and the edit that rewrites the article before a replaced word.

The article goes by the word's first sound, which its spelling mostly shows. The exceptions
are data in ``rules/grammar.toml`` ``[articles]``: vowel letters read with a consonant
sound ("a university", "a one-off"), a silent h ("an hour"), initialisms read letter by
letter ("an FBI agent", "a UN report") unless spoken as words ("a NATO summit"). Numbers
go by how they are read: "an 8-year-old", "an 11th", "an 18th-century", "a 1990s".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal

from ..edits import Edit, token_end
from .morphology import recase
from .rules import grammar

if TYPE_CHECKING:
    from spacy.tokens import Token

Article = Literal["a", "an"]

_LEAD = re.compile(r"^[^\w]+")
_DIGITS = re.compile(r"^\d+(?:,\d{3})*")
_INITIALISM = re.compile(r"^(?:[A-Z]\.){1,5}|^[A-Z]{2,5}(?![A-Za-z])")
_LETTER_BEFORE_HYPHEN = re.compile(r"^[A-Za-z]-")


def _by_number(digits: str) -> Article:
    """"an" for a number read "eight ...", "eleven ..." or "eighteen ..."."""
    if digits.startswith("8"):
        return "an"
    if not digits.startswith(("11", "18")):
        return "a"
    if "," in digits:  # "11,000" is "eleven thousand", "1,100" "one thousand ..."
        return "an" if len(digits.split(",")[0]) == 2 else "a"
    # "11", "11000" are "eleven ..."; a four-digit number is read as a year ("an 1850s
    # house", "eighteen fifties"); "110" is "a hundred and ten".
    return "an" if len(digits) % 3 == 2 or len(digits) == 4 else "a"


def _by_letter(letter: str) -> Article:
    return "an" if letter.lower() in grammar().articles.an_letters else "a"


def _by_spelling(lower: str) -> Article:
    data = grammar().articles
    longest: tuple[int, Article] = (0, "an" if lower[:1] in "aeiou" else "a")
    for article, beginnings in (("a", data.a_before), ("an", data.an_before)):
        for beginning in beginnings:
            if lower.startswith(beginning) and len(beginning) > longest[0]:
                longest = (len(beginning), article)  # type: ignore[assignment]
    return longest[1]


def indefinite_article(word: str, *, letters: bool = True) -> Article:
    """"a" or "an" before ``word`` (as written), by its first sound.

    With ``letters`` false, a word in capitals is read as a word, not letter by letter:
    for text written all in capitals ("A RED CAR").
    """
    word = _LEAD.sub("", word)
    if not word:
        return "a"
    digits = _DIGITS.match(word)
    if digits:
        return _by_number(digits.group())
    if _LETTER_BEFORE_HYPHEN.match(word):
        return _by_letter(word[0])  # "an X-ray", "an F-16", "a U-turn", "an e-mail"
    if letters:
        initialism = _INITIALISM.match(word)
        if initialism and initialism.group().replace(".", "").lower() not in grammar().articles.read_as_words:
            return _by_letter(word[0])  # "an FBI agent", "an MP", "a UN report", "an M.A."
        if len(word) == 1 and word.isupper():
            return _by_letter(word)  # "an A", "a B"
    return _by_spelling(word.lower())


def _shouted(token: Token) -> bool:
    """Whether ``token`` stands in text written in capitals ("AN OLD CAR")."""
    doc = token.doc
    neighbours = [doc[i] for i in (token.i - 2, token.i + 1) if 0 <= i < len(doc)]
    return token.doc[token.i - 1].text == "AN" or any(
        len(other.text) > 2 and other.is_alpha and other.text.isupper() for other in neighbours
    )


def article_edit(token: Token, word: str) -> Edit | None:
    """The edit that makes "a"/"an" right before ``token`` fit ``word``, which replaces it.

    None when no article stands right before ``token`` (with one space between) or when it
    already fits. The article is written for the new word even where it did not fit the old
    one ("an red car" → "a gray car"; "an historic day" → "a modern day"). It keeps its
    capitals as typed ("A" → "An", "AN" → "A").
    """
    if token.i == 0:
        return None
    article = token.doc[token.i - 1]
    if article.lower_ not in ("a", "an") or article.whitespace_ != " ":
        return None
    letters = not _shouted(token)
    wanted = indefinite_article(word, letters=letters)
    if article.lower_ == wanted:
        return None
    shouting = not letters and article.text.isupper()
    written = wanted.upper() if shouting or article.text == "AN" else recase(article.text, wanted)
    return Edit(article.idx, token_end(article), written)
