"""Capitals of the words NEG and DN replace or put after a frame: is a capitalised word a name?

A swap may replace the sentence's first word ("Nobody" → "Somebody") and a frame moves it
inside the sentence ("It is not true that the plan ..."): the word keeps its capital only
when it is a name. The tagger takes some common words for names and some names for common
words, so these checks read the word, its neighbours and the lexicon.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.morphology import known_word, lemma_table
from ...analysis.syntax import called_a_work
from ...edits import keeps_capital, lower_first, upper_first
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token


def sentence_initial(token: Token) -> bool:
    """Whether ``token`` is its sentence's first word (punctuation and spaces aside)."""
    sent = token.sent
    for other in sent:
        if other.is_space or other.is_punct:
            continue
        return other.i == token.i
    return False


def keeps_capital_word(token: Token) -> bool:
    """Like :func:`keeps_capital`, plus names the tagger took for common nouns.

    A capitalised word unknown to the English lexicon ("Ives", "Kazakh"), or a singular
    noun subject without a determiner ("Walker was ..."), is taken for a name.
    """
    if token.text[:1].isupper() and (common_capital(token) or _common_suffix(token) or _common_plural(token)):
        return False
    if token.tag_ == "DT" and token.lower_ in rule_data().capitals.determiners:
        return False  # "No Roland T. Owen had checked in": a determiner before a name is no name
    if keeps_capital(token) or opens_name(token):
        return True
    if not token.text[:1].isupper() or (token.pos_ not in ("NOUN", "ADJ", "PROPN", "X") and token.tag_ != "VBG") or token.is_stop:
        return False  # stop words ("None", "Much", "Each") are never names; "Dowling" (VBG) may be one
    if not known_word(token.lower_):
        return True
    if token.tag_ == "NN" and token.dep_ in ("nsubj", "nsubjpass") and not any(c.dep_ in ("det", "poss") for c in token.children):
        return token.lower_ not in rule_data().capitals.mass_nouns or called_a_work(token.head)  # "Staff remembered"
    # "Stokes was a founder": a plural-looking word with a singular verb is a name
    return token.tag_ == "NNS" and token.dep_ in ("nsubj", "nsubjpass") and _singular_verb(token.head) \
        and token.lower_ not in rule_data().capitals.singular_plurals


def opens_name(token: Token) -> bool:
    """A capitalised common word that is the first part of a name ("Connected Home over IP",
    "People's Tribunal"): a compound or possessive of a capitalised name that follows it, with
    only capitalised words or "'s" between the two."""
    if not token.text[:1].isupper() or token.is_stop or token.dep_ not in ("compound", "poss"):
        return False
    head = token.head
    if head.i <= token.i or not head.text[:1].isupper() or head.pos_ != "PROPN":
        return False
    between = token.doc[token.i + 1 : head.i]
    return all(t.text[:1].isupper() or t.tag_ == "POS" for t in between)


def lowered(first: Token) -> bool:
    """Whether a sentence's first word loses its capital after a frame: it is no name."""
    if first.lower_ in ("a", "an"):
        return True  # the article, never a name or an initial here
    return first.is_alpha and (common_capital(first) or not keeps_capital_word(first)) and not first.is_upper


def _common_plural(token: Token) -> bool:
    """A sentence-initial plural common noun the tagger took for a name, or a common noun
    before one ("Seagulls are flying", "Dogs run", "Hockey players play": image captions).

    The next word is in lower case, the word is no entity, the verb is a plural present
    ("are", "run": "Eagles won" may be a team), and the plural is the tagger's (NNS) or the
    lexicon's ("dogs" is the plural of "dog").
    """
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if not token.is_sent_start or nxt is None or not nxt.text[:1].islower() or token.ent_type_ or not token.is_alpha:
        return False
    lower = token.lower_
    if token.dep_ == "compound" and token.head.i == nxt.i and nxt.tag_ == "NNS":
        return "NOUN" in lemma_table(lower) and nxt.dep_ in ("nsubj", "nsubjpass") and _plural_present(nxt.head)
    if token.dep_ not in ("nsubj", "nsubjpass") or not _plural_present(token.head):
        return False
    if token.tag_ == "NNS":
        return True
    return token.tag_ in ("NNP", "NNPS") and any(lemma != lower for lemma in lemma_table(lower).get("NOUN", ()))


def _plural_present(verb: Token) -> bool:
    """The verb or its first auxiliary is a plural present ("are", "have", "run")."""
    words = [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < verb.i][:1] or [verb]
    return words[0].tag_ == "VBP" and words[0].lower_ not in ("am",)


def _singular_verb(verb: Token) -> bool:
    """The verb or its first auxiliary is singular ("was", "is", "has", "takes")."""
    words = [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < verb.i][:1] or [verb]
    return words[0].tag_ == "VBZ" or words[0].lower_ == "was"


def _common_suffix(token: Token) -> bool:
    """A sentence-initial common noun the tagger took for a name ("Viewership was", "Testing of")."""
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if not token.is_sent_start or nxt is None or not nxt.text[:1].islower() or token.ent_type_:
        return False
    lower = token.lower_
    suffixes = _common_suffixes()
    if not lower.endswith(suffixes):
        return False  # the common case: no suffix to check further
    return any(
        lower.endswith(end) and len(lower) > len(end) + 3 and (known_word(lower) or known_word(lower[: -len(end)]))
        for end in rule_data().capitals.common_suffixes
    )


@lru_cache(maxsize=1)
def _common_suffixes() -> tuple[str, ...]:
    return tuple(rule_data().capitals.common_suffixes)


def common_capital(token: Token) -> bool:
    """A spelled-out number ("Sixty-four"), a word of quantity before "of" or a number
    ("Upwards of 300", "Over 40"), or a common word opening a title ("Incumbent Senator X")."""
    if token.is_alpha and token.like_num and token.lower_ not in ("one",):
        return True
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if nxt is not None and (nxt.lower_ == "of" or nxt.like_num) and token.lower_ in rule_data().existential.numeric_words:
        return True
    titles = rule_data().capitals.common_title_words
    return token.lower_ in titles and nxt is not None and nxt.text[:1].isupper()


def cased(token: Token, text: str, embedded: bool) -> str:
    """Text replacing ``token``, cased for its position (``embedded``: after a prefix)."""
    if sentence_initial(token):
        if embedded and not keeps_capital_word(token):
            return lower_first(text)
        if not embedded:
            return upper_first(text)
    return text
