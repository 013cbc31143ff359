"""Where a caption's participle hangs: the parser often gives it to another word.

"A woman in a red jacket riding a bicycle" hangs "riding" on "jacket", "A group of people
standing" on "people", "A man and a woman standing" on "woman": these finders give the
caption reading (:mod:`.reading`) the participle that belongs to the caption's subject.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..morphology import lemma_table
from ..rules import grammar

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


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
            being = participle.tag_ == "VBN" and participle.doc[participle.i - 1].lower_ == "being"  # "faces being sprayed"
            if participle.tag_ != "VBG" and not being or before or any(c.dep_ == "acl" for c in root.rights if c.i < participle.i):
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


# Words a noun phrase of a place, dress or thing is made of before its noun.
_MODIFIER_TAGS = frozenset(("JJ", "JJR", "JJS", "NN", "NNS", "HYPH", "VBN"))
_DETERMINER_TAGS = frozenset(("DT", "PRP$", "CD", "PDT"))


def coordinated_subject_participle(root: Token) -> Token | None:
    """The present participle after two coordinated subjects, each with its own phrases:
    "A young man in a black shirt and an elderly woman in a pink shirt sitting on a train",
    "A husky and a black cat nuzzling", "One toddler wearing blue pajamas and a little girl
    wearing red pajamas opening presents": both are doing it (the caller reads it plural).

    Read from the words, not the parse (which hangs the participle anywhere): the first
    subject opening the line, its place, dress or thing phrases, "and", a determiner or
    number and a person or animal noun, its phrases, then the participle. No person or
    animal inside the phrases (whose participle would it be?), no verb, no comma.
    """
    doc = root.doc
    config = grammar().captions
    end = root.sent.end
    start = root.sent.start
    if root.i + 1 >= end or root.tag_ not in ("NN", "NNS") or root.lower_ not in config.animate_nouns:
        return None
    if any(t.tag_ not in _DETERMINER_TAGS | _MODIFIER_TAGS and t.text != "," for t in doc[start : root.i]):
        return None  # words before the first subject's noun that are not its own
    i = _phrases_after(doc, root.i + 1, end)
    if i is None or i + 1 >= end or doc[i].lower_ != "and" or doc[i + 1].lower_ not in config.amount_openers:
        return None
    j = i + 2
    while j < end and doc[j].tag_ in ("JJ", "HYPH", "VBN"):
        j += 1
    if j >= end or doc[j].tag_ not in ("NN", "NNS") or doc[j].lower_ not in config.animate_nouns:
        return None  # "and a hat": still the first subject's phrase
    k = _phrases_after(doc, j + 1, end)
    if k is None or k >= end or k == j + 1 and i > root.i + 1:
        return None  # "A man in a red shirt and a woman walking": the woman's, maybe; only she is bare
    participle = doc[k]
    if participle.tag_ != "VBG" or not participle.text.islower() or "VERB" not in lemma_table(participle.lower_):
        return None
    return participle


# Words before a caption subject's noun: "A young", "Several smiling", "Very young", "Two".
_OPENING_TAGS = frozenset(("DT", "CD", "PRP$", "JJ", "JJR", "JJS", "RB", "HYPH", "VBG", "VBN", "NN"))


def chain_participle(words: list[Token]) -> tuple[Token, Token] | None:
    """The subject and participle of a caption read from its words when the parse is lost:
    "A man in a black shirt holding cloth ...", "Smiling woman in yellow shirt gesturing.",
    "Very young boy in a green shirt laying face down ...".

    The line opens with a person or animal noun and its modifiers, then place, dress or
    thing phrases (no person or animal in them), then a present participle, however tagged
    (a "-ing" form the lexicon knows as a verb). The caller checks the rest of the line.
    """
    config = grammar().captions
    doc = words[0].doc
    end = words[-1].i + 1
    i = words[0].i
    while i < end and doc[i].tag_ in _OPENING_TAGS and not (doc[i].tag_ == "NN" and doc[i].lower_ in config.animate_nouns):
        if doc[i].tag_ == "VBG" and i + 1 < end and doc[i + 1].tag_ not in ("JJ", "NN", "NNS"):
            return None  # "Several smiling people", not "Two riding ...": a participle before no noun
        i += 1
    if i >= end or doc[i].tag_ not in ("NN", "NNS") or doc[i].lower_ not in config.animate_nouns:
        return None
    subject = doc[i]
    if i + 1 < end and doc[i + 1].tag_ in ("NN", "NNS"):
        return None  # "A man rock climbs": a compound, or a verb tagged as a noun
    starts: list[int] = []
    k = _phrases_after(doc, i + 1, end, of=True, starts=starts)
    if k is None or k == i + 1 or k >= end:
        return None  # no phrase: the parse has read "A man riding ..." already
    participle = doc[k]
    if not _participle_word(participle):
        dress = doc[starts[-1]]  # "A man in a black shirt holding cloth next to ...": the last phrase is the action
        if dress.lower_ not in config.dress_participles or len(starts) < 2 or doc[k].tag_ not in ("RB", "IN", "RP") \
                and not doc[k].is_punct:
            return None
        participle, k = dress, dress.i
    after = doc[k + 1] if k + 1 < end else None
    if after is not None and not after.is_punct and after.tag_ not in ("IN", "RP", "DT", "PRP$", "RB", "TO", "NN", "NNS", "CD", "PRP"):
        return None
    return subject, participle


def _participle_word(token: Token) -> bool:
    """A lower-case "-ing" verb form, tagged as a participle, or as a noun where the lexicon
    knows it only as a verb ("gesturing"; not "clothing", "painting": nouns too)."""
    word = token.text
    if not word.isalpha() or not word.islower() or not word.endswith("ing") or token.tag_ not in ("VBG", "NN"):
        return False
    table = lemma_table(word)
    return "VERB" in table and (token.tag_ == "VBG" or "NOUN" not in table)


def _phrases_after(doc: Doc, i: int, end: int, of: bool = False, starts: list[int] | None = None) -> int | None:
    """The index after the place, dress or thing phrases that start at ``i`` ("in a black
    shirt", "wearing blue pajamas", "with blue and pink ribbons in her braids"), or None
    where a word in them does not fit such a phrase."""
    config = grammar().captions
    while i < end:
        word = doc[i]
        if word.lower_ in _PLACE_PREPOSITIONS or word.lower_ in config.dress_participles or of and word.lower_ == "of":
            if starts is not None:
                starts.append(i)
            i = _noun_phrase_end(doc, i + 1, end)
            if i is None:
                return None
            continue
        return i
    return i


def _noun_phrase_end(doc: Doc, i: int, end: int) -> int | None:
    """The index after the noun phrase at ``i`` ("a black shirt", "blue and pink ribbons"):
    None unless it ends on a noun that is no person or animal."""
    animate = grammar().captions.animate_nouns
    last = None
    while i < end:
        word = doc[i]
        if word.tag_ in _DETERMINER_TAGS and (last is None or doc[i - 1].lower_ == "and" and word.tag_ != "CD"):
            pass
        elif word.tag_ == "VBG" and (last is None or last.tag_ in _DETERMINER_TAGS) and i + 1 < end and doc[i + 1].tag_ in ("NN", "NNS"):
            pass  # "of varying ages", "a swimming pool": a participle before its noun
        elif word.text == "," and last is not None and last.tag_ in ("NN", "NNS") and i + 1 < end \
                and doc[i + 1].tag_ in ("JJ", "NN", "NNS", "CC") and doc[i + 1].lower_ not in grammar().captions.amount_openers:
            pass  # "with brown hair, black jacket, and pink scarf": a list of things
        elif (word.tag_ in _MODIFIER_TAGS or word.tag_ == "NNP" and word.text.islower()) and (word.text[:1].islower() or word.tag_ == "HYPH"):
            if word.tag_ in ("NN", "NNS") and word.lower_ in animate:
                return None
            if last is not None and last.tag_ in ("NN", "NNS") and _participle_word(word):
                break  # "in yellow shirt gesturing": the participle after the phrase, tagged as a noun
        elif word.lower_ == "and" and last is not None and i + 1 < end and doc[i + 1].lower_ not in grammar().captions.amount_openers:
            pass  # "blue and pink ribbons", "a hat and jacket"
        else:
            break
        last = word
        i += 1
    if last is None or last.tag_ not in ("NN", "NNS"):
        return None
    return i


def being_before(participle: Token) -> Token:
    """"being" when it stands right before past participle ``participle`` as its only
    auxiliary ("being sprayed"), else ``participle``: the implied "be" goes before it."""
    if participle.tag_ not in ("VBN", "VBD") or participle.i == 0:
        return participle  # (a regular participle after "being" is often tagged as a past: "being walked")
    before = participle.doc[participle.i - 1]
    auxes = [c for c in participle.children if c.dep_ in ("aux", "auxpass")]
    if before.lower_ == "being" and before.text.islower() and len(auxes) == 1 and auxes[0].i == before.i:
        return before
    return participle
