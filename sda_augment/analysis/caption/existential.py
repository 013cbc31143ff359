"""Verbless noun-phrase captions read as "there is a ...": "A busy city street at night." →
"There is no busy city street at night.".

Only where the reading keeps the claim: an indefinite or bare noun, no numeral, no definite
determiner, no quantifier, and no word that may be the caption's verb after all; anything
else is a coded skip.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...edits import Edit, token_end
from ...reasons import Skip, register_reason
from ..agreement import Number
from ..morphology import lemma_table
from ..rules import grammar
from .verbs import final_verb, present_form, verb_only_form

if TYPE_CHECKING:
    from spacy.tokens import Token

NUMERAL = register_reason("clause.caption_numeral", "verbless caption with a numeral ('Two dogs in the snow'): no faithful existential")
DEFINITE = register_reason("clause.caption_definite", "verbless caption with a definite determiner ('The man in a hat')")
QUANTIFIER = register_reason("clause.caption_quantifier", "verbless caption with a quantifier ('Many people at a fair')")
COORDINATED = register_reason("clause.caption_coordinated", "verbless caption naming several things ('A man and a dog on a bench')")
HIDDEN_VERB = register_reason(
    "clause.caption_hidden_verb", "verbless caption with a word that may be its verb ('A woman in red points at ...')"
)
NOT_CAPTION = register_reason("clause.caption_unread", "verbless text that does not read as a caption")


@dataclass(frozen=True)
class Existential:
    """A verbless noun-phrase caption read as "there is a ...": negated by "There is no"."""

    head: Token
    first: Token  # the sentence's first word
    article: Token | None  # "a"/"an", replaced by the frame; None for a bare noun
    number: Number

    def edits(self, opening: str, lower_first: bool) -> list[Edit]:
        """``opening`` ("There is no") in place of the article, or before a bare noun."""
        if self.article is not None:
            return [Edit(self.article.idx, token_end(self.article), opening)]
        out = [Edit(self.first.idx, self.first.idx, opening + " ")]
        if lower_first:
            out.append(Edit(self.first.idx, self.first.idx + 1, self.first.text[0].lower()))
        return out

    def be(self) -> str:
        return "are" if self.number == "plural" else "is"


def existential_reading(root: Token, words: list[Token]) -> Existential | Skip:
    """"A busy city street at night." → "There is no busy city street at night."."""
    kids = list(root.children)
    if any(c.dep_ == "nummod" for c in kids):
        return Skip(NUMERAL)
    if any(c.dep_ == "conj" for c in kids):
        return Skip(COORDINATED)
    if any(c.dep_ == "poss" for c in kids):
        return Skip(DEFINITE)
    dets = [c for c in kids if c.dep_ in ("det", "predet")]
    quantifiers = grammar().captions.quantifiers
    if any(c.lower_ in quantifiers for c in kids if c.i < root.i) or root.lower_ in grammar().captions.quantity_nouns:
        return Skip(QUANTIFIER)  # "Many people at a fair", "A lot of people at a fair"
    if hidden_verb(root, words):
        return Skip(HIDDEN_VERB)
    plural = root.tag_ == "NNS"
    if not dets:
        if words[0].i != root.i and words[0].dep_ != "amod":
            return Skip(NOT_CAPTION)  # "Snowboarder sails in the air": a bare compound hides a verb
        return Existential(root, words[0], None, "plural" if plural else "singular")
    if len(dets) == 1 and dets[0].lower_ in ("a", "an") and dets[0].i == words[0].i and not plural:
        return Existential(root, words[0], dets[0], "singular")
    if any(d.lower_ in grammar().captions.definite_determiners for d in dets):
        return Skip(DEFINITE)
    return Skip(QUANTIFIER)


def verb_like(token: Token) -> bool:
    """A word that may be a verb whatever its tag: a verb, an "-ed"/"-ing" form or a present
    form the dictionary knows, not right before a noun it modifies ("bathing suit")."""
    if token.pos_ in ("VERB", "AUX"):
        return True
    following = token.doc[token.i + 1] if token.i + 1 < token.sent.end else None
    if following is not None and following.pos_ in ("NOUN", "PROPN", "ADJ"):
        return False
    lower = token.lower_
    if lower.endswith(("ed", "ing")) and "VERB" in lemma_table(lower):
        return True
    return token.tag_ in ("NN", "NNS") and present_form(token) in ("VBP", "VBZ") and following is not None and not following.is_punct


# Inside a noun phrase before its head: what "A small child", "An old man's" are made of.
_NOUN_PHRASE_DEPS = frozenset(("det", "predet", "amod", "compound", "nummod", "poss", "case", "punct", "advmod", "nmod", "quantmod"))
_AFTER_VERB_TAGS = frozenset(("IN", "DT", "PRP$", "RP", "TO", "PRP"))


def hidden_verb(root: Token, words: list[Token]) -> bool:
    """A word the tagger made a noun that reads as the caption's verb.

    "A woman in a white t-shirt points at a geyser": a plural-looking noun after the
    head's phrase, followed by a preposition or a determiner, is a present-tense verb.
    """
    if any(t.dep_ not in _NOUN_PHRASE_DEPS for t in root.doc[words[0].i : root.i]):
        return True
    if any(t.lower_ in ("a", "an", "the") and t.head.i != root.i for t in root.doc[words[0].i : root.i]):
        return True
    doc = root.doc
    if present_form(root) == "VBZ" and root.i < words[-1].i and not doc[root.i + 1].is_punct:
        return True  # "A man rock climbs with ...": the head itself may be the verb
    last = words[-2] if words[-1].is_punct and len(words) > 2 else words[-1]
    if present_form(last) == "VBZ" and doc[last.i - 1].tag_ in ("RP", "RB"):
        return True  # "A girl with her arms out spins.": no noun's head after a particle
    if any(verb_only_form(t) for t in doc[words[0].i + 1 : words[-1].i + 1]):
        return True  # "A man in an orange vest directs traffic": a word that is only ever a verb
    if any(final_verb(t) for t in doc[root.i + 1 : words[-1].i + 1]):
        return True  # "A girl in sunglasses smiles."
    for t in doc[root.i + 1 : words[-1].i]:
        if t.tag_ in ("NNS", "VBZ") and t.lower_.endswith("s") and doc[t.i + 1].tag_ in _AFTER_VERB_TAGS \
                and doc[t.i - 1].tag_ in ("NN", "NNP", "JJ", "NNS"):
            return True
        if present_form(t) == "VBZ" and not doc[t.i + 1].is_punct:
            return True  # "A man rock climbs with ...": a caption verb's "-s" form before more words
        if present_form(t) == "VBP" and doc[t.i - 1].tag_ in ("NN", "NNS") and (
            doc[t.i + 1].tag_ in ("IN", "DT", "RP", "PRP$", "TO") or t.i + 1 == words[-1].i and words[-1].is_punct
        ):
            return True  # "A man with a blue jacket look at items", "A man and woman hug."
    return False
