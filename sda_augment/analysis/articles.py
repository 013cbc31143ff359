"""Articles: "a" or "an" before a word, the article before a replaced word, and the article
a caption left out.

The article goes by the word's first sound, which its spelling mostly shows. The exceptions
are data in ``rules/grammar.toml`` ``[articles]``: vowel letters read with a consonant
sound ("a university", "a one-off"), a silent h ("an hour"), initialisms read letter by
letter ("an FBI agent", "a UN report") unless spoken as words ("a NATO summit"). Numbers
go by how they are read: "an 8-year-old", "an 11th", "an 18th-century", "a 1990s".

Captions drop the article of their subject ("Man chops wood", "Older lady checking out her
goods"). Every rewrite of such a line writes it back, the same way (:func:`restored_article_edits`):
only for a singular count noun of the kind a picture shows (``[articles] count_nouns``),
opening the line with nothing before it but its own adjectives or noun modifiers ("Older
Asian man", "Football player"); a subject joined to another takes it for both ("a man and
woman").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from ..edits import Edit, compatible, token_end
from .morphology import known_word, recase
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


# --- the article a caption left out ---------------------------------------------------------


_MODIFIER_TAGS = frozenset(("JJ", "JJR", "JJS", "NN", "VBN", "VBG", "HYPH"))


def _undetermined_count_noun(subject: Token) -> bool:
    """A count noun of ``[articles] count_nouns`` with no determiner, possessive or number,
    and no name after it ("torpedo boat Esau")."""
    if subject.lower_ not in grammar().articles.count_nouns or subject.tag_ not in ("NN", "NNP"):
        return False  # the common case, decided first
    doc = subject.doc
    return (
        not any(c.dep_ in ("det", "poss", "nummod") for c in subject.children)
        and (subject.i + 1 >= len(doc) or doc[subject.i + 1].pos_ != "PROPN")
    )


def bare_count_subject(subject: Token) -> bool:
    """Whether ``subject`` is a caption's count noun without its article, opening the line."""
    if not _undetermined_count_noun(subject):
        return False
    before = subject.doc[subject.sent.start : subject.i]
    return (
        all(_modifies(t, subject) and (_modifier_tag(t) or t.text == "-") for t in before)  # "Big hairy dog", "Ample dark-skinned man"
        and _one_and(subject)
    )


def bare_list(subject: Token) -> bool:
    """"Horse, apple, eagle, and tulip are ...": a list of bare nouns, generic, read with no
    article and in lower case after the frame."""
    doc = subject.doc
    return subject.i + 1 < len(doc) and doc[subject.i + 1].text == "," and any(c.dep_ == "conj" for c in subject.children)


def _one_and(subject: Token) -> bool:
    """No coordination, or one other noun after "and" ("Man and woman"): not a list of bare
    nouns ("Horse, apple, eagle, and tulip are symbols"), which reads as generic."""
    conjuncts = [c for c in subject.children if c.dep_ == "conj"]
    if not conjuncts:
        return True
    nxt = subject.doc[subject.i + 1] if subject.i + 1 < len(subject.doc) else None
    return len(conjuncts) == 1 and nxt is not None and nxt.lower_ == "and" and not any(c.dep_ == "conj" for c in conjuncts[0].children)


def _modifies(token: Token, subject: Token) -> bool:
    """``token`` is a word of the subject's own phrase ("dark-skinned" in "dark-skinned man")."""
    return token.head.i == subject.i and token.dep_ in ("amod", "compound") or any(a.i == subject.i for a in token.ancestors) \
        and token.dep_ in ("amod", "compound", "punct", "advmod", "npadvmod")


def bare_opening(subject: Token) -> bool:
    """A count noun of ``[articles] count_nouns`` without a determiner whose phrase opens the
    line, whether or not its article can be restored: the frame must not go before it bare."""
    if not _undetermined_count_noun(subject):
        return False
    return subject.left_edge.i == subject.sent.start and not any(
        t.tag_ in ("NNP", "NNPS", "POS") and not _modifier_tag(t) for t in subject.doc[subject.sent.start : subject.i]
    )  # "Alpert's group"


def _modifier_tag(token: Token) -> bool:
    """An adjective or noun modifier; a first word tagged as a name only if it is a common word ("Lady vendor")."""
    if token.tag_ == "NNP":
        return token.i == token.sent.start and known_word(token.lower_)
    if token.tag_ == "RB":  # "dark-skinned": the first half of a hyphenated adjective
        return token.i + 1 < len(token.doc) and token.doc[token.i + 1].text == "-"
    return token.tag_ in _MODIFIER_TAGS


def restored_article(subject: Token) -> str | None:
    """The article ("a"/"an") to write before a bare count-noun subject, else None.

    None where a word before the noun is a name or cannot be read (the article could not
    be chosen safely: "Guy Fawkes' man"), so the caller keeps its own skip.
    """
    if not bare_count_subject(subject):
        return None
    first = subject.doc[subject.sent.start]
    if first.i != subject.i and not _common_modifier(first) and not _proper_adjective(first):
        return None
    if any(not _common_modifier(t) and not _proper_adjective(t) for t in subject.doc[first.i + 1 : subject.i] if not t.is_punct):
        return None
    return indefinite_article(first.text, letters=False)


def restored_article_edits(subject: Token, frame: str = "") -> list[Edit] | None:
    """The article a caption left out, written back before its first word ("An older lady",
    after ``frame``: "It is not true that an older lady"), that word losing its capital
    unless it is a proper adjective ("An Asian man"); None where no article can be restored.

    The one repair every method writes where the caption's bare count noun opens the line:
    NEG ("An older lady is not checking ..."), MV ("An older lady must be checking ...") and
    DN's frame ("It is not true that an older lady is not checking ...").
    """
    article = restored_article(subject)
    if article is None:
        return None
    first = subject.doc[subject.sent.start]
    opening = f"{frame} {article} " if frame else recase(first.text, article) + " "
    out = [Edit(first.idx, first.idx, opening)]
    if first.text[:1].isupper() and (first.i == subject.i or not _proper_adjective(first)) and not first.text.isupper():
        out.append(Edit(first.idx, first.idx + 1, first.text[0].lower()))
    return out


def article_repaired(edits: Sequence[Edit], subject: Token) -> tuple[Edit, ...]:
    """``edits``, a rewrite of the line whose subject is ``subject``, with the article the
    caption left out written back where one can be and it touches none of them."""
    article = restored_article_edits(subject)
    if article is None or not compatible(article, edits):
        return tuple(edits)
    return (*article, *edits)


def _common_modifier(token: Token) -> bool:
    """A common word before the noun: "young", "older", "football", "rugby" (capitalised only
    first; a word the dictionary lacks counts where the tagger makes it a common noun)."""
    if token.is_punct:
        return token.text == "-"
    lowered = token.i == token.sent.start or token.text.islower()
    common = known_word(token.lower_) or token.tag_ in ("NN", "NNS")
    return lowered and common and not any(c.isupper() for c in token.text[1:])


def _proper_adjective(token: Token) -> bool:
    """A nationality or place word before the noun that keeps its capital ("Asian", "Indian"):
    capitalised, known to the lexicon only so, and no common noun to the tagger ("Rugby
    player": a sport the dictionary lacks)."""
    return (
        token.is_alpha and token.text[:1].isupper() and token.dep_ in ("amod", "compound")
        and token.tag_ not in ("NN", "NNS") and not known_word(token.lower_)
    )
