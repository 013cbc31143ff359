"""Where a listed place name stands in a sentence, and whether it names the place there.

A gazetteer match is a place only where it is not part of a longer name ("University of
Chicago", "Paris Hilton", "West Germany"), not joined to another name by a hyphen
("Austria-Hungary"). The pipeline runs no named-entity recognizer: these checks read
capitals, tags and the dependency parse.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...analysis.syntax import opens_sentence
from ...analysis.tokens import rows
from ...edits import token_end
from .gazetteer import Place, gazetteer
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_LEAD = re.compile(r"\w+")
_HYPHENS = ("-", "–", "—")
_APOSTROPHES = ("'", "’")
_POSSESSIVES = ("'s", "’s")
_NAME_LINKS = frozenset({"of", "at", "for"})  # "University of Texas at Austin", "Dialogue for Hungary"
_FOREIGN_LINKS = frozenset({"de", "di", "del", "du", "des", "da", "do", "von", "van"})
_NAME_TAILS = frozenset({"am", "an", "upon", "on", "der", "sur", "en", "im"})
_YEAR = re.compile(r"1[0-9]{3}|20[0-9]{2}")
_QUOTES = ('"', "'", "“", "”", "‘", "’", "«", "»")


@dataclass(frozen=True)
class Match:
    """A listed place name found in the text: tokens ``first``..``last`` and the place."""

    first: int
    last: int
    form: str
    place: Place


def matches(doc: Doc) -> list[Match]:
    """Every listed name in ``doc`` as written (case matters), the longest where names overlap."""
    text = doc_text(doc)
    found_places = gazetteer()
    table = rows(doc)
    found: list[Match] = []
    i = 0
    while i < len(table):
        lead = _LEAD.match(table[i].lower)
        if lead is None or lead.group(0) not in found_places.leads:
            i += 1
            continue
        token = doc[i]
        hit = found_places.find(text, token.idx, lead.group(0)) if token.text[:1].isupper() else None
        if hit is None:
            i += 1
            continue
        form, place = hit
        end = token.idx + len(form)
        last = i
        while last + 1 < len(doc) and token_end(doc[last]) < end:
            last += 1
        if token_end(doc[last]) != end:
            i += 1  # the form ends inside a token: no match
            continue
        found.append(Match(i, last, form, place))
        i = last + 1
    return found


def root_of(doc: Doc, match: Match) -> Token:
    """The token of the name whose head lies outside it (the last one when the parse is odd)."""
    for i in range(match.last, match.first - 1, -1):
        head = doc[i].head.i
        if head < match.first or head > match.last or head == i:
            return doc[i]
    return doc[match.last]


def _capitalised_word(token: Token) -> bool:
    return token.text[:1].isupper() and token.text[:1].isalpha() and token.text != "I"


def in_longer_name(doc: Doc, match: Match) -> bool:
    """Whether the name is part of a longer proper name.

    A capitalised word right after it ("Paris Hilton", "Boston Red Sox", "New York Times",
    "India's Best Dancer") or a year ("London 2012", the Games),
    or right before it where that word does not merely open the sentence ("West Germany",
    "John Austin", "Mr. Paris"), "X of" before it with X capitalised ("University of
    Chicago", "Treaty of Paris", "President of the United States", "Lloyd's of London"; "at"
    and "for" as well: "University of Texas at Austin", "Dialogue for Hungary"),
    "de"/"di" before it (a name in another language), or brackets inside a name.
    """
    last = doc[match.last]
    after = match.last + 1
    if after < len(doc) and doc[after].text in _POSSESSIVES and last.whitespace_ == "":
        last, after = doc[after], after + 1  # "India's Best Dancer"
    if after < len(doc) and last.whitespace_ and _capitalised_word(doc[after]):
        return True
    if after < len(doc) and last.whitespace_ and _YEAR.fullmatch(doc[after].text):
        return True  # "London 2012": the Games' name
    if after + 1 < len(doc) and doc[after].lower_ in _NAME_TAILS and _capitalised_word(doc[after + 1]):
        return True  # "Frankfurt am Main", "Newcastle upon Tyne", "Halle an der Saale"
    if after < len(doc) and doc[after].lower_ in rule_data().city.named_after and last.whitespace_:
        return True  # "the Astana summit", "the Paris agreement": an event or a pact named for the place
    before = match.first - 1
    if before >= 0 and doc[before].lower_ == "the" and match.place.the:
        before -= 1
    if before < 0:
        return False
    previous = doc[before]
    if previous.whitespace_ and _capitalised_word(previous):
        opening = opens_sentence(doc, before)
        if not opening or previous.pos_ == "PROPN" and previous.lower_ != "the":
            return True
    if previous.lower_ in _FOREIGN_LINKS:
        return True  # "Institut ... de Lyon", "Università di Roma": a name in another language
    if previous.lower_ in _NAME_LINKS and before >= 1:
        owner = before - 1
        if doc[owner].lower_ == "the" or doc[owner].text in _POSSESSIVES:
            owner -= 1  # "Bank of the Philippines", "Lloyd's of London"
        if owner >= 0 and _capitalised_word(doc[owner]):
            return True
    return _bracketed_in_name(doc, match)


def _bracketed_in_name(doc: Doc, match: Match) -> bool:
    """Whether the name stands in brackets inside a longer name ("Kantana (Thailand) Co.")."""
    before, after = match.first - 1, match.last + 1
    if before < 1 or after + 1 >= len(doc) or doc[before].text != "(" or doc[after].text != ")":
        return False
    return _capitalised_word(doc[before - 1]) and _capitalised_word(doc[after + 1])


def quoted(doc: Doc, match: Match) -> bool:
    """Whether a quotation mark opens or closes right at the name: a title ("the film 'Lyon'").

    An apostrophe after a name ending in "s" is its possessive ("the Netherlands' exports").
    """
    text = doc_text(doc)
    start, end = doc[match.first].idx, token_end(doc[match.last])
    if start > 0 and text[start - 1] in _QUOTES:
        return True
    if end == len(text) or text[end] not in _QUOTES or text.startswith(_POSSESSIVES, end):
        return False
    return text[end] not in _APOSTROPHES or text[end - 1] != "s"


def hyphenated(doc: Doc, match: Match) -> bool:
    """Whether the name is joined by a hyphen to a capitalised word ("Austria-Hungary").

    A lower-case word after the hyphen makes a compound that still names the place
    ("London-based", "Tokyo-born"): that stays swappable.
    """
    text = doc_text(doc)
    start, end = doc[match.first].idx, token_end(doc[match.last])
    if start >= 2 and text[start - 1] in _HYPHENS and text[start - 2].isalpha():
        return True
    if end + 1 < len(text) and text[end] in _HYPHENS and text[end + 1].isalpha():
        return text[end + 1].isupper()
    return False


def opens(doc: Doc, match: Match) -> bool:
    """Whether the name (with "the" before it, for a "the" country) opens the sentence."""
    first = match.first
    if first > 0 and match.place.the and doc[first - 1].lower_ == "the":
        first -= 1
    return opens_sentence(doc, first)


def qualifier_after(doc: Doc, match: Match) -> str | None:
    """The capitalised name after "City, " ("Texas" in "Austin, Texas"), or None."""
    comma = match.last + 1
    if comma + 1 >= len(doc) or doc[comma].text != ",":
        return None
    text = doc_text(doc)
    start = doc[comma + 1].idx
    if not text[start : start + 1].isupper():
        return None
    found = gazetteer()
    for region in sorted(found.regions, key=len, reverse=True):
        if text.startswith(region, start) and not text[start + len(region) : start + len(region) + 1].isalnum():
            return region
    hit = _LEAD.match(doc[comma + 1].text)
    place = found.find(text, start, hit.group(0).lower()) if hit else None
    if place is not None:
        return place[1].name if place[1].kind == "country" else None  # "Bologna, Florence": a list
    return doc[comma + 1].text if doc[comma + 1].pos_ == "PROPN" else None


def qualifies_previous(doc: Doc, match: Match, matches_found: list[Match]) -> bool:
    """Whether the name qualifies the name before it ("France" in "Lyon, France", "Lyon (France)").

    A listed name after one of its own kind is a list ("Germany, France and Italy", "Bologna,
    Florence and Rome"); a country after a listed city qualifies it, and any name after an
    unlisted proper noun may ("Kimberley, South Africa"; "Araruama, Rio de Janeiro": a state).
    """
    comma = match.first - 1
    if match.place.the and comma >= 0 and doc[comma].lower_ == "the":
        comma -= 1
    if comma >= 1 and doc[comma].text == "(" and match.place.kind == "country":
        return doc[comma - 1].pos_ == "PROPN"  # "Mataró (Spain)"
    if comma < 1 or doc[comma].text != ",":
        return False
    for other in matches_found:
        if other.last == comma - 1:
            return other.place.kind == "city" and match.place.kind == "country"
    previous = doc[comma - 1]
    return previous.pos_ == "PROPN" and _capitalised_word(previous) and not opens_sentence(doc, comma - 1)


def named_in_sentence(text: str, name: str, outside: tuple[int, int] = (0, 0)) -> bool:
    """Whether ``name`` stands in ``text`` as a word of its own (not within the span ``outside``)."""
    start = text.find(name)
    while start >= 0:
        end = start + len(name)
        if (start == 0 or not text[start - 1].isalnum()) and (end == len(text) or not text[end].isalnum()) \
                and not outside[0] <= start < outside[1]:
            return True
        start = text.find(name, start + 1)
    return False


def tied_by_nationality(doc: Doc, match: Match) -> bool:
    """Whether "the French city of Lyon" ties the city to a country by an adjective."""
    token = root_of(doc, match)
    if token.dep_ != "pobj" or token.head.lower_ != "of":
        return False
    noun = token.head.head
    if noun.lemma_.lower() not in rule_data().city.place_nouns:
        return False
    return any(child.dep_ in ("amod", "compound", "nmod") and _capitalised_word(child) for child in noun.children)


def apostrophe_after(doc: Doc, match: Match) -> str:
    """"'s" or "'" when the name is possessive ("Japan's", "the Netherlands'"), else ""."""
    if match.last + 1 >= len(doc):
        return ""
    following = doc[match.last + 1].text
    if following in _POSSESSIVES:
        return "'s"
    if following in _APOSTROPHES and doc[match.last].text.endswith("s"):
        return "'"
    return ""
