"""Why an adjective must stay: names, fixed phrases, compounds, measures, complements.

Each check returns a registered reason code, or None when the adjective names a
property that its antonym reverses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.syntax import opens_quotation, opens_sentence
from ...analysis.tokens import word_bounds
from ...reasons import register_reason
from .rules import fixed_terms, rule_data
from .senses import Position

if TYPE_CHECKING:
    from spacy.tokens import Token

NONE = register_reason("adj_antonym.none", "no adjective with an antonym in the lexicon")
NAME = register_reason("adj_antonym.name", "adjective in a name or title (\"Great Britain\", \"Old Trafford\")")
IDIOM = register_reason(
    "adj_antonym.idiom", "adjective in a fixed phrase that names no property (\"high school\", \"real estate\")"
)
COMPOUND = register_reason("adj_antonym.compound", "adjective in a compound (\"old-fashioned\", \"high-quality\")")
POSITION = register_reason(
    "adj_antonym.position", "adjective neither before a noun nor after a verb (\"the poor\", \"at least\")"
)
MEASURE = register_reason("adj_antonym.measure", "adjective after a measure (\"30 years old\", \"two metres long\")")
BOUND = register_reason(
    "adj_antonym.bound", "adjective bound to its pole by the word before it (\"brand new\", \"how long\")"
)
SENSE = register_reason(
    "adj_antonym.sense", "the noun leaves the adjective's sense open (\"the late president\", \"they are old\")"
)
COMPLEMENT = register_reason(
    "adj_antonym.complement", "the antonym does not take the adjective's preposition (\"full of\", \"similar to\")"
)
COLOR = register_reason("adj_antonym.color", "the shade of a colour (\"dark blue\", \"bright red\"): color_swap's kind")
PAIR = register_reason("adj_antonym.pair", "the antonym already stands in the sentence (\"old and new\")")
INFLECTION = register_reason("adj_antonym.inflection", "comparative or superlative form not known for the word")
NEGATED = register_reason(
    "adj_antonym.negated", "a negated adjective whose antonym only adds a negative prefix (\"not available\" → \"not unavailable\")"
)
POLE = register_reason(
    "adj_antonym.pole", "another word on the noun says the adjective's pole (\"an old rusted vehicle\")"
)
ENTAILED = register_reason(
    "adj_antonym.entailed",
    "the sentence says what makes the adjective hold (\"built a new factory\", \"wet from a splash of water\")",
)
QUOTED = register_reason(
    "adj_antonym.quoted", "adjective inside a quotation: someone's words, a title or a word mentioned"
)
CONTEXT = register_reason(
    "adj_antonym.context", "the sentence puts the adjective in another sense (baseball's \"safe at second base\")"
)

_VERB_TAGS = frozenset({"VBZ", "VBD", "VBP", "VBG", "MD"})
_NEGATIVE_PREFIXES = ("un", "in", "im", "il", "ir", "dis", "a")


def in_compound(token: Token) -> bool:
    """"old-fashioned", "high-quality", "25-year-old", "big/small": joined to another word."""
    first, last = word_bounds(token)
    if first.i != last.i:
        return True
    doc = token.doc
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if following is not None and not token.whitespace_ and following.text not in (".", ",", ";", ":", "!", "?", ")", "]", '"', "”", "’", "'"):
        return True
    previous = doc[token.i - 1] if token.i > 0 else None
    return previous is not None and not previous.whitespace_ and previous.text in ("-", "–", "/")


def in_name(token: Token, place: Position) -> bool:
    """A capital where running text has none ("the New Deal", "Great Britain"), a capital at
    the start before another ("Old Trafford", "High School Musical"), or an adjective
    before a proper noun ("the late President Kennedy"; "northern England" is a place)."""
    doc = token.doc
    if token.text[:1].isupper():
        if not opens_sentence(token.doc, token.i):
            return True
        following = doc[token.i + 1] if token.i + 1 < len(doc) else None
        if following is not None and following.text[:1].isupper() and following.text != "I":
            return True
    noun = place.noun
    if place.attributive and noun is not None and noun.pos_ == "PROPN" and noun.text[:1].isupper():
        return token.lower_ not in rule_data().guards.before_names
    return False


def fixed_phrase(token: Token, lemma: str, place: Position) -> bool:
    """"high school", "real estate", "come true", "responsible for", a legal or sports term
    ("simple assault", "loose ball"): the noun described, the next word, the verb completed
    or a preposition taken is listed for this adjective (`[idioms]`, `[terms]`)."""
    idioms = rule_data().idioms
    terms = fixed_terms()
    listed = (
        idioms.get(lemma, frozenset())
        | idioms.get(token.lower_, frozenset())
        | idioms.get("*", frozenset())
        | terms.get(lemma, frozenset())
        | terms.get(token.lower_, frozenset())
    )
    if not listed:
        return False
    doc = token.doc
    words: set[str] = set()
    if token.i + 1 < len(doc):
        following = doc[token.i + 1]
        words |= {following.lower_, following.lemma_.lower()}
    if place.attributive and place.noun is not None:
        words |= {place.noun.lower_, place.noun.lemma_.lower()}
        if place.noun.dep_ == "dobj":
            words.add(place.noun.head.lemma_.lower())  # "share a common border"
    words |= {child.lower_ for child in token.children if child.dep_ == "prep"}
    if place.verb is not None:
        words.add(place.verb.lemma_.lower())
        # The parser may hang the adjective's preposition on the verb ("responsible, among others, for").
        words |= {child.lower_ for child in place.verb.children if child.dep_ == "prep" and child.i > token.i}
    return bool(words & listed)


def bound_before(token: Token, lemma: str) -> bool:
    """"brand new", "fast asleep", "how long": the word before fixes the pole or asks for it."""
    if token.i == 0:
        return False
    previous = token.doc[token.i - 1].lower_
    bound = rule_data().guards.bound_before
    return previous in bound.get(lemma, frozenset()) or previous in bound.get("*", frozenset())


def measured(token: Token) -> bool:
    """"30 years old", "two metres long", "a mile wide", "a one-hour long special": a measure
    phrase on the adjective."""
    if any(child.dep_ in ("npadvmod", "nummod", "quantmod") for child in token.children):
        return True
    previous = token.doc[token.i - 1] if token.i > 0 else None
    return previous is not None and previous.lemma_.lower() in rule_data().guards.measure_units


def nominal(token: Token) -> bool:
    """"the dead", "the poor", "the injured": an adjective standing for people, with no noun;
    one whose parsed noun is a clause's verb ("while an official watches"); or a verb the
    parser took for an adjective ("an injury limited Ives in two games": a participle
    right after a noun with its own article is that noun's verb)."""
    doc = token.doc
    previous = doc[token.i - 1] if token.i > 0 else None
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if (
        previous is not None
        and previous.pos_ in ("NOUN", "PROPN")
        and token.lower_.endswith("ed")
        and token.i > 1
        and doc[token.i - 2].tag_ == "DT"
    ):
        return True
    head = token.head
    if token.dep_ == "amod" and head.i == token.i + 1 and (
        head.tag_ in _VERB_TAGS or (head.dep_ in ("advcl", "ccomp") and _clause_end(head) and any(c.dep_ == "mark" for c in head.children))
    ):
        return True  # "while an official watches": the parser's noun is the clause's verb
    if previous is None or previous.lower_ != "the":
        return False
    return following is None or following.is_punct or following.pos_ in ("ADP", "CCONJ", "VERB", "AUX", "SCONJ")


def after_noun_modifier(token: Token) -> bool:
    """A noun the parser took for an adjective ("a YMCA youth complex"): an adjective never
    follows a noun that modifies its noun or itself. Checked after the bound words and
    measures ("brand new", "knee deep", "a one-hour long special"), which do follow a noun."""
    previous = token.doc[token.i - 1] if token.i > 0 else None
    return (
        previous is not None
        and previous.pos_ in ("NOUN", "PROPN")
        and previous.dep_ in ("compound", "nmod")
        and previous.head.i >= token.i
    )


def _clause_end(word: Token) -> bool:
    """Whether ``word`` ends its clause: the last word, or one before punctuation."""
    doc = word.doc
    return word.i + 1 == len(doc) or doc[word.i + 1].is_punct


def shade(token: Token) -> bool:
    """"dark blue", "bright red", "light brown": the adjective grades a colour word."""
    doc = token.doc
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return following is not None and following.lower_ in rule_data().classes.get("hue", frozenset())


def negated_pair(lemma: str, antonym: str) -> bool:
    """Whether the two words differ by a negative prefix ("aware"/"unaware")."""
    return any(antonym == prefix + lemma or lemma == prefix + antonym for prefix in _NEGATIVE_PREFIXES)


def complement_fits(token: Token, lemma: str, antonym: str) -> bool:
    """Whether every preposition the adjective governs suits the antonym too: a neutral one
    ("rich in oil"), one the pair shares ("guilty of"), "than" after a comparative, or
    any where the antonym only adds or drops a negative prefix ("aware of" → "unaware of")."""
    guards = rule_data().guards
    shared = guards.shared_prepositions.get(lemma, frozenset())
    for child in token.children:
        if child.dep_ != "prep":
            continue
        word = child.lower_
        if word in guards.neutral_prepositions or word in shared or negated_pair(lemma, antonym):
            continue
        if word == "than" and (token.tag_ in ("JJR", "JJS") or any(c.lower_ in ("more", "less") for c in token.children)):
            continue
        return False
    return True


def pole_said(token: Token, lemma: str) -> bool:
    """Whether another word on the noun the adjective describes says its pole already
    (`[guards] pole_words`: "an old rusted vehicle", "a young teenage girl")."""
    words = rule_data().guards.pole_words.get(lemma)
    if not words or token.dep_ not in ("amod", "conj"):
        return False
    noun = token.head
    while noun.dep_ == "conj" and noun.pos_ == "ADJ":
        noun = noun.head
    return any(
        word.i != token.i and (word.lower_ in words or word.lemma_.lower() in words)
        for word in [*noun.children, *token.children, noun]
    )


def other_sense(token: Token, lemma: str) -> bool:
    """Whether the sentence holds a word that puts the adjective in another sense (`[contexts]`:
    "safe" with "base", "inning", "umpire")."""
    words = rule_data().contexts.get(lemma)
    return bool(words) and any(word.lower_ in words for word in token.sent)


def negated(token: Token) -> bool:
    """Whether the adjective stands under "not" or "never" ("are not available", "not a
    safe place"): a prefixed antonym would make a double negative."""
    if any(child.dep_ == "neg" for child in token.children):
        return True
    verb = token.head if token.dep_ in ("acomp", "oprd", "xcomp") else None
    if verb is None and token.dep_ == "amod":
        verb = token.head.head if token.head.dep_ in ("attr", "dobj") else None
    return verb is not None and any(child.dep_ == "neg" or child.lower_ == "never" for child in verb.children)


def quoted(token: Token) -> bool:
    """Whether the adjective stands inside a quotation ("his epigram "... a better nation"",
    a bag that says `` hot ''): another word there misquotes, it contradicts nothing."""
    text = token.doc.text
    before, after = text[: token.idx], text[token.idx :]
    if opens_quotation(before) or before.count("``") > before.count("''"):
        return True
    first = after.find('"')
    if '"' not in before and after.count('"') % 2 == 1 and first > 0 and not after[first - 1].isspace():
        return True  # 'sound catchy in new and interesting ways."': a quotation opened in an earlier sentence
    return _single_quote_open(before)


def _single_quote_open(before: str) -> bool:
    """An opening curly single quote with no closing one after it ("‘weak and fragile’"); a
    "’" between two letters is an apostrophe ("Muhammareh’s") and closes nothing."""
    opened = before.rfind("\u2018")
    if opened < 0:
        return False
    rest = before[opened + 1 :]
    return not any(char == "\u2019" and not (0 < k < len(rest) - 1 and rest[k - 1].isalpha() and rest[k + 1].isalpha())
                   for k, char in enumerate(rest))


def entailed(token: Token, lemma: str, place: Position) -> bool:
    """Whether the sentence says what makes the adjective hold (`[entailed]`): a verb or noun
    of making over a "new" thing ("completed construction of a new factory", "a new facility
    was opened"), a verb whose result it is ("shaking themselves dry", "grew ... into a large
    NGO"), a cause phrase ("wet from a splash of water"), or a word elsewhere in the sentence
    ("interiors that include ... an indoor pool")."""
    rule = rule_data().entailed.get(lemma)
    if rule is None:
        return False
    anchors = [token] if place.noun is None else [token, place.noun]
    if place.verb is not None:
        anchors.append(place.verb)
    if rule.governors and _governed(token, place, anchors, rule.governors):
        return True
    if rule.companions and _accompanied(token, rule.companions):
        return True
    return bool(rule.causes) and _caused(anchors, rule.causes)


def _accompanied(token: Token, companions: frozenset[str]) -> bool:
    """A listed word or phrase elsewhere in the sentence ("interiors", "including a number of")."""
    words = [word for word in token.sent if word.i != token.i]
    lowers = [word.lower_ for word in words]
    for companion in companions:
        parts = companion.split(" ")
        if len(parts) == 1:
            if any(word.lower_ == companion or word.lemma_.lower() == companion for word in words):
                return True
            continue
        if any(lowers[start : start + len(parts)] == parts for start in range(len(lowers) - len(parts) + 1)):
            return True
    return False


def _governed(token: Token, place: Position, anchors: list[Token], governors: frozenset[str]) -> bool:
    """A listed verb or noun over an anchor (three steps up, prepositions aside), on the noun
    as a clause or modifier ("a new facility which was opened", "purpose-built"), or the verb
    the adjective completes."""
    for anchor in anchors:
        word, steps = anchor, 0
        while word.head.i != word.i and steps < 3:
            word = word.head
            if word.lemma_.lower() in governors or word.lower_ in governors:
                return True
            if word.dep_ != "prep":
                steps += 1
    if place.noun is not None:
        for child in place.noun.children:
            if child.i == token.i or child.dep_ not in ("relcl", "acl", "amod", "compound"):
                continue
            if any(word.lemma_.lower() in governors or word.lower_ in governors for word in child.subtree):
                return True
    return False


def _caused(anchors: list[Token], causes: frozenset[str]) -> bool:
    """A cause phrase on an anchor ("from a splash of water", "with sweat")."""
    prepositions = rule_data().guards.cause_prepositions
    for anchor in anchors:
        for child in anchor.children:
            if child.dep_ == "prep" and child.lower_ in prepositions and any(
                word.lemma_.lower() in causes or word.lower_ in causes for word in child.subtree
            ):
                return True
    return False
