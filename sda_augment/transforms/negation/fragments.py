"""Verbless texts (titles, names): "Pedro Landero" → "Pedro Landero does not exist."

NEG's template for a noun phrase with no verb, and the frame DN may put before it
(``DoubleNegation(fragments=True)``). Only a text that reads as the name of a thing takes
it; every skip names its reason.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...analysis.agreement import subject_number
from ...analysis.clause import NO_VERB, analyses
from ...analysis.document import doc_text
from ...analysis.morphology import known_word, lemma_table, negative_form
from ...analysis.rules import names as shared_names
from ...analysis.syntax import list_page_title, opens_quotation
from ...edits import Edit, token_end
from ...reasons import Skip, register_reason, skip_code
from .casing import common_capital, keeps_capital_word
from .frames import CONTINUATION, template
from .rules import rule_data
from .titles import year_title

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


FRAGMENT_MAX_WORDS = 12  # titles and names are short; a long "fragment" hides a mis-tagged verb
FRAGMENT_NOT_NP = register_reason("neg.fragment.not_noun_phrase", "fragment that is not a noun phrase")
FRAGMENT_PUNCT = register_reason("neg.fragment.list_punctuation", "fragment with list punctuation (':', ';', ' - ')")
FRAGMENT_NOT_LETTER = register_reason("neg.fragment.not_a_letter", "fragment not opening with a letter")
FRAGMENT_OPEN_BRACKET = register_reason("neg.fragment.open_bracket", "fragment cut off inside brackets")
FRAGMENT_OPEN_QUOTE = register_reason("neg.fragment.open_quotation", "fragment cut off inside a quotation")
FRAGMENT_TOO_LONG = register_reason("neg.fragment.too_long", "fragment too long for a title (a verb the tagger missed?)")
FRAGMENT_MARKUP = register_reason("neg.fragment.markup", "fragment holding markup ('&amp;')")
DISAMBIGUATOR = register_reason("neg.fragment.disambiguator", "title with a closing disambiguator ('Peter Holm (cyclist)')")
BARE_NOUN = register_reason("neg.fragment.bare_noun", "bare common noun ('Regional final')")
CAPTION_FRAGMENT = register_reason(
    "neg.fragment.caption", "a picture's noun phrase placed in a scene ('Four people in a kitchen.'): no title to deny"
)
NEGATIVE_FRAGMENT = register_reason("neg.fragment.negative", "negative fragment ('No UKIP candidate')")
PERSON_NAME = register_reason("neg.fragment.person_name", "a person's name ('Erik Liberman'): it makes no claim to deny")
LIST_PAGE = register_reason("neg.fragment.list_page", "list page title ('List of ...')")


def fragment_edits(doc: Doc, contract: bool, names: bool = False) -> list[Edit] | Skip | None:
    """"Pedro Landero" → "Pedro Landero does not exist.": NEG for a verbless noun phrase.

    One insertion right after the noun phrase (before a final period; a period is added
    when there is none, so the output reads as a sentence), so every original character
    stays. None when the text is not a verbless fragment at all; a :class:`Skip` when it is one
    that the template does not fit (lower-case continuations, list items, numbers first),
    or a person's name alone unless ``names``.
    """
    found = analyses(doc)
    if len(found) != 1 or skip_code(found[0][1]) != NO_VERB:
        return None
    sent = found[0][0]
    text = doc_text(doc).rstrip()
    if list_page_title(text):
        return Skip(LIST_PAGE)  # a page, not a thing that could fail to exist
    if any(t.pos_ in ("VERB", "AUX") for t in doc):
        return Skip(FRAGMENT_NOT_NP)
    root = sent.root
    opening = text.lstrip()[:1]
    if not opening.isalpha() and not year_title(doc):
        return Skip(FRAGMENT_NOT_LETTER)
    if opening.islower():
        return Skip(CONTINUATION)
    if root.i == 0 and not opening.isalpha():
        return Skip(FRAGMENT_NOT_NP)  # the year itself is the head: "1879 Cricket" is not a title of a thing
    if root.pos_ not in ("NOUN", "PROPN") or root.dep_ != "ROOT":
        return Skip(FRAGMENT_NOT_NP)
    if any(t.text in (":", ";", "-", "--", "–", "—", "|", "/") and (t.whitespace_ or t.text in (":", ";", "|", "--")) for t in doc):
        return Skip(FRAGMENT_PUNCT)
    if text.count("(") != text.count(")") or text.count("[") != text.count("]"):
        return Skip(FRAGMENT_OPEN_BRACKET)  # "Williemus Serverleg (fl"
    if opens_quotation(text):
        return Skip(FRAGMENT_OPEN_QUOTE)  # 'Critic Ann Lee, from "The'
    if sum(t.is_alpha for t in doc) > FRAGMENT_MAX_WORDS:
        return Skip(FRAGMENT_TOO_LONG)
    if any(t.text in ("?", "!", "...", "…") for t in doc):
        return Skip(FRAGMENT_NOT_NP)
    if _ENTITY.search(text):
        return Skip(FRAGMENT_MARKUP)
    if text.endswith(")"):
        return Skip(DISAMBIGUATOR)
    words = [t for t in doc if not t.is_space]
    last = words[-1]
    if _bare_common_noun(root, words):
        return Skip(BARE_NOUN)  # "Regional final does not exist" lacks its article
    if not names and _person_name(words):
        return Skip(PERSON_NAME)  # "Erik Liberman does not exist": a name asserts nothing
    if words[0].lower_ in rule_data().scope.negative_words or words[0].lower_ == "no":
        return Skip(NEGATIVE_FRAGMENT)  # "No X does not exist" would cancel
    coordinated = any(c.dep_ == "conj" for c in root.children)
    # A plural-looking name ("Oles", NNPS) is one thing; only common plurals and lists take "do".
    name = root.text[:1].isupper() and not known_word(root.lower_) and not any(c.dep_ == "det" for c in root.children)
    plural = coordinated or (not name and (root.tag_ == "NNS" or (root.tag_ != "NNPS" and subject_number(root) == "plural")))
    if plural and (_one_titled_thing(words) and not _plural_head_first(root, words) or _binomial(words)):
        plural = False  # "Sheep Without a Shepherd does not exist.", "Gladiolus mariae does not exist."
    phrase = " " + negative_form("do" if plural else "does", contract) + " exist"
    opening_edits = [Edit(words[0].idx, words[0].idx, "The ")] if words[0].text[:1].isdigit() or _takes_the(root, words) else []
    # "2020 Tormenta FC season" and "Pika River" are read with their article: "The 2020
    # Tormenta FC season does not exist.", "The Pika River does not exist."
    if _place_after_comma(words):
        phrase = "," + phrase  # "Hilger, Texas, does not exist."
    if last.text == ".":
        if len(words) < 2 or words[-2].is_punct and words[-2].text not in (")", '"', "”", "'"):
            return Skip(FRAGMENT_NOT_NP)
        return [*opening_edits, Edit(token_end(words[-2]), token_end(words[-2]), phrase)]
    if last.is_punct and last.text not in (")", '"', "”", "'", "]"):
        return Skip(FRAGMENT_PUNCT)
    return [*opening_edits, Edit(len(text), len(text), phrase + ".")]


def _person_name(words: list[Token]) -> bool:
    """ "Erik Liberman", "Senator Jacobson", "Glen Powell", "Harry": a person's name alone.

    Opening with a listed given name ("Glen", "Dieter") or a person's title: the name alone,
    or with one to three capitalised words after it, whatever the dictionary makes of them
    ("Jim Workman", "Senator Early"), unless the last names a kind of thing ("Douglas
    Street", "Tom Byrne House"). Opening with another word: two to four capitalised words
    that are names to the tagger or unknown to the dictionary, neither the first nor the
    last a dictionary noun or adjective ("Eren Holding", "Eastern Arctic", "The 2020
    Montreal Earthquake" are titles of things, which NEG still reads as claims of
    existence). Name particles, initials and suffixes ("von", "J.", "Jr.") do not count.
    """
    names = shared_names().person_names
    parts = [t for t in words if not (t.is_punct and t.text == ".") and not _name_hyphen(t)]
    core = [t for t in parts if t.lower_ not in names.particles and t.lower_ not in names.suffixes]
    # "Szent-Ivány" is one name of two pieces
    kept = {t.i for t in core}
    count = len(core) - sum(1 for t in core if _after_name_hyphen(t) and t.i - 2 in kept)
    if not core or count > 4 or any(not t.is_alpha and not _initial(t) for t in core):
        return False
    if any(not t.text[:1].isupper() and not _after_name_hyphen(t) for t in core):
        return False  # "Sun-yong": the piece after a name's hyphen may be lower case
    first, last = core[0].lower_, core[-1].lower_
    if first in names.given_names or first in names.titles:
        return last not in names.thing_heads and (count >= 2 or first in names.given_names)
    if count < 2 or any(t.pos_ != "PROPN" and (t.pos_ not in _MISTAGGED_NAME or known_word(t.lower_)) for t in core):
        return False  # a name the tagger took for a noun or an adverb is no word it knows ("Darmanović")
    if _names_a_thing(first):
        return False
    surname = next((t for t in reversed(core) if not _initial(t)), None)
    return surname is not None and surname.i != core[0].i and not _names_a_thing(surname.lower_)


# What the tagger calls a name it does not know ("Cosma" NOUN, "Darmanović" ADV).
_MISTAGGED_NAME = frozenset(("NOUN", "ADJ", "ADV", "X"))


def _name_hyphen(token: Token) -> bool:
    """The hyphen inside a double name ("Lars-Eric", "Smith-Jones", "el-Toukhy", "Sun-yong"),
    typed with no space between two words, one of them capitalised."""
    doc = token.doc
    if token.text not in ("-", "\u2010", "\u2011") or token.whitespace_ or not 0 < token.i < len(doc) - 1:
        return False
    before, after = doc[token.i - 1], doc[token.i + 1]
    return (
        not before.whitespace_
        and before.is_alpha
        and after.is_alpha
        and (before.text[:1].isupper() or after.text[:1].isupper())
    )


def _after_name_hyphen(token: Token) -> bool:
    return token.i > 0 and _name_hyphen(token.doc[token.i - 1])


def _initial(token: Token) -> bool:
    return len(token.text) == 2 and token.text[0].isupper() and token.text[1] == "."


def _names_a_thing(word: str) -> bool:
    """The dictionary knows ``word`` as a noun or an adjective ("holding", "eastern")."""
    table = lemma_table(word)
    return "NOUN" in table or "ADJ" in table


# Prepositions that place what a caption shows in its scene ("in a kitchen", "at a club").
_SCENE_PREPOSITIONS = frozenset(("in", "on", "at", "with", "near", "by", "under", "behind", "beside", "inside", "outside"))


def placed_caption(doc: Doc) -> bool:
    """A sentence (final period) whose head is a common noun placed by a preposition: an
    image caption ("A cute couple at a club."), not a title; "... does not exist" denies
    no claim a picture makes. Without the period, only a lower-case noun placed in "a"
    something ("Four people in a kitchen")."""
    words = [t for t in doc if not t.is_space]
    if not words:
        return False
    root = words[0].sent.root
    if not (root.pos_ == "NOUN" or root.i == words[0].i and known_word(root.lower_)):
        return False
    places = [c for c in root.rights if c.dep_ == "prep" and c.lower_ in _SCENE_PREPOSITIONS]
    if words[-1].text == ".":
        return bool(places)
    # No period: a caption still, when its noun is in lower case and placed in "a"/"an"
    # something ("Four people in a kitchen"); "YMCA in South Australia" is a title.
    return root.text.islower() and any(
        any(d.lower_ in ("a", "an") for d in obj.children if d.dep_ == "det")
        for place in places for obj in place.children if obj.dep_ == "pobj"
    )


def _takes_the(root: Token, words: list[Token]) -> bool:
    """A capitalised name ending in a head of ``[template] article_heads`` ("Pika River"),
    with no determiner: in a sentence it takes "the"."""
    return (
        root.lower_ in rule_data().template.article_heads
        and root.text[:1].isupper()
        and root.i > words[0].i
        and words[0].text[:1].isupper()
        and not any(c.dep_ in ("det", "poss") for c in root.children)
    )


def _of_phrase_after(root: Token, words: list[Token]) -> bool:
    """The fragment is its first word and an "of" phrase ("Ministry of Health")."""
    doc = root.doc
    return root.i == words[0].i and root.i + 1 < len(doc) and doc[root.i + 1].lower_ == "of"


def _bare_common_noun(root: Token, words: list[Token]) -> bool:
    """A singular common noun heading the fragment with no article: a heading, not a name.

    "Regional final", "Background": written in lower case, or a dictionary noun alone at
    the start. A name the tagger took for a noun keeps its capital ("Ilse Marten"); a title
    opening with a year takes "The" instead.
    """
    alone = [t.i for t in words if not t.is_punct] == [root.i]
    if root.tag_ == "NNS" and alone:
        return root.pos_ == "NOUN" and known_word(root.lower_)  # "Notes", "References": a section heading
    if (alone or _of_phrase_after(root, words)) and root.tag_ == "NNP" and root.text[1:].islower() and "NOUN" in lemma_table(root.lower_):
        return True  # "River.", "Ministry of Health", "Prisoner of Japan": a dictionary noun that wants its article
    if root.tag_ != "NN" or words[0].text[:1].isdigit() or any(c.dep_ in ("det", "poss", "conj") for c in root.children):
        return False
    return root.text[:1].islower() or (root.i == words[0].i and root.pos_ == "NOUN" and known_word(root.lower_))


# An HTML character reference left in the text ("R&amp;B"): the title is markup, not a name.
# An HTML tag ("<onlyinclude>") marks a page's source, not a name either.
_ENTITY = re.compile(r"&(?:[a-zA-Z]+|#[0-9]+|#x[0-9a-fA-F]+);|</?[A-Za-z][^<>]*>")


def _one_titled_thing(words: list[Token]) -> bool:
    """A title in title case with a lower-case function word inside ("Three Days of Viktor
    Chernyshov", "Ministry of Health and Medical Services", "Payette City Hall and
    Courthouse"): the name of one work or body, which takes "does" whatever its nouns."""
    small = rule_data().title_subject.function_words  # "of", "and", "the" ...: lower case in a title
    alpha = [t for t in words if t.is_alpha]
    if len(alpha) < 3 or not alpha[0].text[:1].isupper():
        return False
    inside = {t.i for t in alpha[1:] if t.lower_ in small and t.text.islower()}
    return bool(inside) and all(t.text[:1].isupper() or t.i in inside for t in alpha)


def _plural_head_first(root: Token, words: list[Token]) -> bool:
    """The title opens with its head, a common plural noun ("Members of the 33rd Dáil"):
    it names many things, so "do", where "Three Days of Viktor Chernyshov" names one work."""
    first = next((t for t in words if t.is_alpha), None)
    return (
        first is not None and first.i == root.i and root.tag_ == "NNS" and known_word(root.lower_)
        and root.lemma_.lower() != root.lower_  # "Sheep Without a Shepherd": a plural like its singular
    )


def _binomial(words: list[Token]) -> bool:
    """A species' name ("Gladiolus mariae"): a capitalised genus and a lower-case epithet
    that is no English word; one species, so "does"."""
    alpha = [t for t in words if not t.is_punct]
    return (
        len(alpha) == 2
        and alpha[0].is_alpha and alpha[1].is_alpha
        and alpha[0].text[:1].isupper() and alpha[1].text.islower()
        and not known_word(alpha[1].lower_)
    )


def _place_after_comma(words: list[Token]) -> bool:
    """ "Hilger, Texas": a name, a comma and one or two capitalised words closing the title.

    The place (or subtitle) after the comma is set off on both sides in running text.
    """
    commas = [index for index, token in enumerate(words) if token.text == ","]
    if len(commas) != 1 or commas[0] == 0:
        return False
    tail = words[commas[0] + 1 :]
    return 1 <= len(tail) <= 2 and all(token.is_alpha and token.text[:1].isupper() for token in tail)


def fragment_frame(doc: Doc) -> list[Edit]:
    """"It is not true that" before a title that NEG's fragment template negates.

    Off by default (``DoubleNegation(fragments=True)``): "It is not true that Pedro
    Landero does not exist." asserts an existence the title only presupposes.
    """
    first = next(t for t in doc if not t.is_space)
    out = [Edit(first.idx, first.idx, template() + " ")]
    if first.is_alpha and (common_capital(first) or not keeps_capital_word(first)) and not first.is_upper:
        out.append(Edit(first.idx, first.idx + 1, first.text[0].lower()))
    return out
