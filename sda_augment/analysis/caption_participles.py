"""Where a caption's participle hangs: the parser often gives it to another word.

"A woman in a red jacket riding a bicycle" hangs "riding" on "jacket", "A group of people
standing" on "people", "A man and a woman standing" on "woman": these finders give the
caption reading (:mod:`.caption`) the participle that belongs to the caption's subject.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .morphology import lemma_table
from .rules import grammar

if TYPE_CHECKING:
    from spacy.tokens import Token


def group_participle(root: Token) -> Token | None:
    """The participle on the noun after "of" in "A group of people standing ...", if any."""
    of = next((c for c in root.rights if c.dep_ == "prep" and c.lower_ == "of"), None)
    noun = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    if noun is None:
        return None
    return next((c for c in noun.rights if c.dep_ == "acl" and c.tag_ in ("VBG", "VBN")), None)


# Prepositions of place and dress whose noun the parser gives the caption's participle:
# "A woman in a red jacket riding a bicycle" is the woman riding. "with" only before things
# ("A lady with red-hair peeking"; not "A man with a child sitting on his shoulders": the
# child sits), never "of" ("A photo of a man standing").
_PLACE_PREPOSITIONS = frozenset(("in", "on", "at", "near", "by", "beside", "behind", "under", "inside", "outside", "from", "with", "without"))


def phrase_participle(root: Token) -> Token | None:
    """A present participle the parser hung on the last noun of a phrase after the subject.

    Only through one or two place, dress or "with" phrases ("in a red jacket", "with red
    hair and a red cap"), with the participle right after that phrase: then it is the
    subject's. No person or animal in those phrases: the participle could be theirs.
    """
    animate = grammar().captions.animate_nouns
    noun = root
    for _ in range(2):
        prep = next((c for c in noun.rights if c.dep_ == "prep"), None)
        if prep is None or prep.lower_ not in _PLACE_PREPOSITIONS:
            return None
        noun = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if noun is None or noun.pos_ not in ("NOUN", "ADJ"):
            return None
        chain = [noun]
        while True:  # "with a pink shirt and black pants walking": the participle on the last conjunct
            if noun.lower_ in animate:
                return None
            nxt = next((c for c in noun.rights if c.dep_ == "conj"), None)
            if nxt is None:
                break
            noun = nxt
            chain.append(noun)
        participle = next((c for c in noun.rights if c.dep_ == "acl"), None)
        if participle is None and len(chain) > 1:
            participle = _chain_participle(chain)  # "in a hat and jacket standing": hung on "hat"
        if participle is not None:
            before = [c for c in noun.rights if c.i < participle.i and c.dep_ not in ("cc", "conj")]
            if participle.tag_ != "VBG" or before or any(c.dep_ == "acl" for c in root.rights if c.i < participle.i):
                return None
            return participle
    return None


def _chain_participle(chain: list[Token]) -> Token | None:
    """A present participle the parser hung on an earlier noun of a coordinated phrase that
    it follows right after: "in a hat and jacket standing" is the subject standing."""
    last = chain[-1]
    for noun in chain[:-1]:
        participle = next((c for c in noun.rights if c.dep_ == "acl" and c.i > last.i), None)
        if participle is not None:
            before = participle.doc[participle.i - 1]
            inside = before.i == last.i or any(a.i == last.i for a in before.ancestors)
            return participle if inside and participle.tag_ == "VBG" else None
    return None


def absolute_participle(root: Token) -> Token | None:
    """A present participle the parser made the object of "with"/"in" after its noun:
    "A lady with red hair peeking", "A dog with blue eyes laying on a carpet", "A man in
    black reading" (a thing's or a colour's phrase, right before the participle: then it
    is the subject's)."""
    animate = grammar().captions.animate_nouns
    for prep in root.rights:
        if prep.dep_ != "prep" or prep.lower_ not in _PLACE_PREPOSITIONS:
            continue
        participle = next((c for c in prep.children if c.dep_ in ("pcomp", "pobj") and c.tag_ == "VBG"), None)
        if participle is None or participle.text[:1].isupper():
            continue
        words = [t for t in prep.subtree if t.i < participle.i and t.i > prep.i]
        nouns = [t for t in words if t.pos_ in ("NOUN", "PROPN", "PRON")]
        if not words or any(t.lower_ in animate or t.pos_ in ("PROPN", "PRON") for t in nouns) \
                or words[-1].i != participle.i - 1 or words[-1].pos_ not in ("NOUN", "ADJ"):
            return None  # "with a dog leaping at him": the dog leaps; "in running": a word is missing
        if any(c.dep_ == "pobj" and c.i > participle.i for c in prep.children):
            return None
        return participle
    return None


def object_participle(root: Token, words: list[Token]) -> tuple[Token, Token] | None:
    """"A pedestrian adjusting shoes", "Child squirting paint": the parser made the object
    the root, the participle its modifier and the subject a loose noun before it."""
    participle = next((c for c in root.lefts if c.dep_ == "amod" and c.tag_ == "VBG" and c.text.islower()), None)
    if participle is None or participle.i == 0 or "VERB" not in lemma_table(participle.lower_):
        return None
    subject = participle.doc[participle.i - 1]
    if subject.pos_ != "NOUN" or subject.dep_ not in ("npadvmod", "nsubj", "compound") or subject.left_edge.i != words[0].i:
        return None
    if subject.head.i not in (participle.i, root.i):
        return None
    return subject, participle


def conjunct_participle(root: Token) -> Token | None:
    """The participle the parser hung on the last of coordinated subjects ("A man and a woman
    standing"): all of them are standing, so it is the whole subject's."""
    if root.lower_.endswith("ing"):
        return None  # "A man kneeling and a woman standing": the first "noun" is a participle
    conjuncts = [c for c in root.rights if c.dep_ == "conj" and c.pos_ == "NOUN"]
    if len(conjuncts) != 1 or not any(c.dep_ == "cc" and c.lower_ == "and" for c in root.rights):
        return None
    last = conjuncts[0]
    doc = root.doc
    if any(c.dep_ == "conj" for c in last.children) or doc[root.i + 1].lower_ != "and" or last.left_edge.i != root.i + 2:
        return None  # a list, or a phrase of the first subject's own ("A man kneeling and a woman")
    return next((c for c in last.rights if c.dep_ == "acl" and c.tag_ in ("VBG", "VBN")), None)
