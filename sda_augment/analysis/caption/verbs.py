"""Present verbs of captions that the tagger read as nouns.

"A woman with a guitar smiles at the crowd." is tagged with "smiles" as a plural noun and
parsed as a noun phrase with no verb at all, so no clause is found and nothing can be
rewritten. This module recognises the verb from the words around it: a complete noun
phrase opening the sentence (the subject and the phrases on it, "A man wearing a teal
shirt"), then a word of ``[captions] present_verbs`` (``rules/grammar.toml``) in its
present form agreeing with the subject, then what follows a verb (a preposition, a
particle, an object). The clause analysis builds the main clause on it with the verb's
true tag; MV, NEG and DN then rewrite it as any present clause.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..agreement import number_agrees, tag_number
from ..morphology import inflection_table, lemma_table
from ..rules import grammar
from ..syntax import FINITE_TAGS
from ..tokens import sent_text

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Words a subject's noun phrase is made of before its head and its attached phrases.
_PHRASE_TAGS = frozenset(("DT", "PDT", "CD", "JJ", "JJR", "JJS", "NN", "NNS", "NNP", "NNPS", "HYPH", "PRP$", "POS", "AFX"))
_NOUN_TAGS = frozenset(("NN", "NNS", "NNP", "NNPS"))
# What may follow a present verb: a preposition, a particle, an object, an adverb.
_AFTER_VERB = frozenset(("IN", "RP", "TO", "DT", "PRP$", "PRP", "RB", "CD", "PDT", "NN", "NNS"))
_OBJECT_TAGS = frozenset(("DT", "PRP$", "PRP", "RP", "CD", "PDT"))
_NOUN_LIKE_PREPOSITIONS = frozenset(("at", "to", "toward", "towards", "into", "with", "for"))
# Words that open a clause of its own, whose finite verb is not a second main verb.
_CLAUSE_OPENERS = frozenset(("while", "as", "who", "that", "which", "where", "when", "because", "whose", "whom"))


@dataclass(frozen=True)
class TaggedNounVerb:
    """The main verb of a caption, tagged as a noun, and what the clause needs of it."""

    verb: Token
    tag: str  # "VBZ" or "VBP": the verb's true form
    subject: Token
    conjuncts: tuple[Token, ...]  # verbs coordinated with it ("sings and plays")


def noun_tagged_verb(sent: Span) -> TaggedNounVerb | None:
    """The present verb of caption ``sent`` that the tagger took for a noun, or None."""
    text = sent_text(sent).rstrip()
    if sent.start != 0 or not text[:1].isalpha() or not (text.endswith(".") or text[-1:].isalpha()):
        return None
    words = [t for t in sent if not t.is_space]
    if len(words) < 3 or words[0].tag_ not in _PHRASE_TAGS:
        return None
    head = _subject_head(words)
    if head is None:
        return None
    for token in words:
        if token.i <= head.i:
            continue
        tag = present_form(token)
        if tag is not None and _after_phrase(head, token) and _followed_as_verb(token, tag):
            if not _agrees(head, token, tag):
                return None
            conjuncts = _conjuncts(token, tag)
            if conjuncts is None or _later_verb(token, conjuncts):
                return None
            return TaggedNounVerb(token, tag, head, conjuncts)
        if token.lower_ in _CLAUSE_OPENERS or token.tag_ in ("WDT", "WP", "WRB"):
            return None  # "... while a woman holds": a verb after it is not the caption's own
        if token.tag_ in FINITE_TAGS:
            return None  # a finite verb the parse has: not a verb hidden as a noun
    return None


def verb_before(subject: Token, verb: Token) -> bool:
    """A caption verb tagged as a noun between ``subject`` and its parsed ``verb``.

    "A girl in green looks at the camera and stands ...": the parse takes "stands" for the
    main verb and "looks" for a noun, so a rewrite of "stands" alone would leave "looks"
    standing as the first claim.
    """
    for token in subject.doc[subject.i + 1 : verb.i]:
        tag = present_form(token)
        if tag is not None and token.tag_ in ("NN", "NNS") and _after_phrase(subject, token) and _followed_as_verb(token, tag) \
                and _agrees(subject, token, tag):
            return True
    return False


def _subject_head(words: list[Token]) -> Token | None:
    """The last noun of the noun phrase opening the sentence ("A race car", "Big hairy dog").

    Nouns before it must be its compounds ("race car"): "A man rock climbs" is no subject.
    """
    head = None
    nouns: list[Token] = []
    for k, token in enumerate(words):
        if token.text == "," and 0 < k < len(words) - 1 and words[k - 1].tag_ == "JJ" and words[k + 1].tag_ == "JJ":
            continue  # "A slender, blond-haired woman": a comma between adjectives
        if not (token.tag_ in _PHRASE_TAGS or (token.tag_ in ("VBN", "VBG") and token.dep_ in ("amod", "compound"))):
            break
        if token.tag_ in _NOUN_TAGS or _noun_tagged_adjective(token):
            if head is not None and present_form(token) is not None:
                break  # "Big hairy dog chews": the verb closes the phrase
            head = token
            nouns.append(token)
    if head is None or head.i + 1 >= len(head.doc) or head.lower_ in grammar().captions.group_nouns:
        return None  # "A group of people ...": the number is the group's or the people's
    inside = {n.i for n in nouns}
    if any(n.dep_ != "compound" or n.head.i not in inside for n in nouns[:-1]):
        return None
    return head


def _noun_tagged_adjective(token: Token) -> bool:
    """A word tagged as an adjective that the lexicon knows only as a noun: "A skateboarder
    glides", "in front of a grill laughs" (never "military", "net": adjectives too)."""
    if token.tag_ != "JJ" or not token.text.isalpha() or not token.text.islower():
        return False
    table = lemma_table(token.lower_)
    if "ADJ" in table:
        return False
    return "NOUN" in table or token.lower_ in grammar().captions.animate_nouns


def present_form(token: Token) -> str | None:
    """"VBZ" or "VBP" when lower-case ``token`` is a present form of a caption verb."""
    word = token.text
    if not word.isalpha() or not word.islower() or token.tag_ not in ("NN", "NNS", "NNP", "VBZ", "VBP"):
        return None
    verbs = grammar().captions.present_verbs
    if word in verbs:
        return "VBP"
    for lemma in lemma_table(word).get("VERB", ()):
        if lemma in verbs and word in inflection_table(lemma).get("VBZ", ()):
            return "VBZ"
    return None


def _lemma(token: Token, tag: str) -> str:
    if tag == "VBP":
        return token.lower_
    verbs = grammar().captions.present_verbs
    return next(lemma for lemma in lemma_table(token.lower_).get("VERB", ()) if lemma in verbs)


def _after_phrase(head: Token, verb: Token) -> bool:
    """The word before ``verb`` closes a complete noun phrase: the subject or one on it.

    "a guitar smiles", "in jeans walks", "wearing modern clothing leans", "in orange climbs"
    (a colour after "in"); never a modifier ("large tattoos", "ski poles": the "-s" word is
    that phrase's own noun), unless an object follows ("with red-hair swings a pillow").
    """
    doc = verb.doc
    before = doc[verb.i - 1]
    if before.i == head.i:
        return True
    if before.tag_ == "JJ" and doc[before.i - 1].lower_ == "in" and before.i - 1 > head.i:
        return True  # "in orange", "in black"
    if before.text == ",":
        return _set_off(head, before)  # "Two women, both wearing hats, play saxophones"
    if before.tag_ not in _NOUN_TAGS | {"JJ"} or not before.text[:1].islower():
        return False
    noun = before.tag_ in _NOUN_TAGS or _noun_tagged_adjective(before)  # "in front of a grill laughs"
    i = before.i
    while i > head.i and doc[i - 1].dep_ != "acl" and (
        doc[i - 1].tag_ in ("JJ", "JJR", "JJS", "NN", "NNS", "HYPH", "VBN", "VBG")
        or (doc[i - 1].tag_ == "NNP" and doc[i - 1].text.islower())  # "a navy shirt": "navy" tagged a name
        or (doc[i - 1].tag_ == "RB" and doc[i].tag_ in ("JJ", "VBN", "HYPH"))  # "a brightly colored", "a low-cut"
        or _adjective_list(doc, i - 1)  # "a striped orange, gray, and white t-shirt"
    ):
        i -= 1  # the phrase's modifiers ("a black t-shirt", "a brightly colored vest")
    opener = doc[i - 1]
    if not noun and i == before.i and opener.tag_ in ("DT", "PDT"):
        return False  # "a large block of land": an adjective after an article opens a phrase, it closes none
    if opener.tag_ in ("DT", "PRP$", "CD", "PDT", "POS") or (opener.tag_ == "VBG" and before.tag_ in ("NN", "NNS", "JJ")):
        return True  # "a guitar", "his hands", "wearing modern clothing", "wearing black"
    if before.tag_ not in ("NN", "NNS") or opener.tag_ not in ("IN", "CC", ","):
        return False
    nxt = doc[verb.i + 1] if verb.i + 1 < verb.sent.end else None
    if before.tag_ == "NNS" or (nxt is not None and nxt.tag_ in ("DT", "PRP$")):
        return True  # "with tattoos", "red-hair swings a"
    # "in light blue knit hat and ... jacket kneels in": a verb that is rarely a noun makes
    # no compound with the bare noun before it ("in swimsuit plays" might be one)
    lemmas = [lemma for lemma in lemma_table(verb.lower_).get("VERB", ()) if lemma in grammar().captions.present_verbs]
    return bool(lemmas) and not any(lemma in grammar().captions.noun_like_verbs for lemma in lemmas) \
        and nxt is not None and nxt.tag_ in ("IN", "RP", "TO")


def _set_off(head: Token, comma: Token) -> bool:
    """``comma`` closes a phrase set off by a comma right after the subject's noun, with no
    verb or clause of its own: "Two women, one wearing a scarf and the other a hat, pound"."""
    doc = head.doc
    if head.i + 2 >= comma.i or doc[head.i + 1].text != ",":
        return False
    inside = doc[head.i + 2 : comma.i]
    return not any(
        t.tag_ in FINITE_TAGS or t.lower_ in _CLAUSE_OPENERS or t.tag_ in ("WDT", "WP", "WRB") or present_form(t) is not None
        for t in inside
    )


def _adjective_list(doc: Doc, i: int) -> bool:
    """Token ``i`` is a comma or "and" inside a list of adjectives before a noun ("orange, gray,
    and white")."""
    token = doc[i]
    if token.text != "," and token.lower_ != "and" or i == 0:
        return False
    after = doc[i + 1]
    before = doc[i - 1]
    return after.tag_ in ("JJ", "CC") and before.tag_ in ("JJ", ",") and after.text != ","


def _followed_as_verb(verb: Token, tag: str) -> bool:
    """What follows ``verb`` reads as its object, particle or preposition, or a verb joined to it."""
    doc, end = verb.doc, verb.sent.end
    nxt = doc[verb.i + 1] if verb.i + 1 < end else None
    noun_like = _lemma(verb, tag) in grammar().captions.noun_like_verbs
    if nxt is not None and not nxt.is_punct and nxt.lower_ not in ("and", "or") and doc[verb.i - 1].i == _head_before(verb):
        return True  # "A small dog runs after", "a big tan dog drinks water": right after the subject
    if nxt is None or nxt.is_punct and nxt.i + 1 >= end:
        # "A girl in sunglasses smiles.": the line's last word, after the noun closing a phrase
        # (its caller checks that), a verb that is rarely a noun
        return not noun_like and doc[verb.i - 1].tag_ in _NOUN_TAGS and (verb.tag_ == "NNS" or _is_subject_word(doc[verb.i - 1]))
    if nxt.lower_ in ("and", "or"):  # "sings and plays"; "smiles and" alone may be a list of nouns
        other = doc[nxt.i + 1] if nxt.i + 1 < end else None
        return other is not None and (other.tag_ == tag or present_form(other) == tag)
    if noun_like and doc[verb.i - 1].lower_ in grammar().captions.animate_nouns and doc[verb.i - 1].tag_ in ("NN", "NNS"):
        return nxt.tag_ in _AFTER_VERB or nxt.is_punct and nxt.i + 1 >= end  # "a man and a woman hug on": no "woman hug"
    if noun_like and tag == "VBZ" and doc[verb.i - 1].tag_ == "NNS":
        return nxt.tag_ in _AFTER_VERB  # "with blond-hair and tattoos strolls behind": no compound after a plural
    if noun_like and doc[verb.i - 1].tag_ == "JJ":
        return nxt.tag_ in _AFTER_VERB  # "in black jumps off": after a colour no noun compound ("ocean waves")
    if noun_like:  # "waves his hand", "snaps photos"; not "waves near", "waves crash"
        bare_object = nxt.tag_ in ("NN", "NNS") and nxt.text.islower() and present_form(nxt) is None
        return nxt.tag_ in _OBJECT_TAGS or nxt.lower_ in _NOUN_LIKE_PREPOSITIONS or bare_object
    return nxt.tag_ in _AFTER_VERB


def _head_before(verb: Token) -> int:
    """The index of the subject's head when it stands right before ``verb``, else -1."""
    words = [t for t in verb.sent if not t.is_space]
    head = _subject_head(words)
    return head.i if head is not None and head.i == verb.i - 1 else -1


def _is_subject_word(token: Token) -> bool:
    return token.i == token.sent.start or all(t.tag_ in _PHRASE_TAGS for t in token.doc[token.sent.start : token.i])


def _agrees(head: Token, verb: Token, tag: str) -> bool:
    """A singular subject with "smiles", a plural one with "smile"; coordination unclear."""
    doc = head.doc
    between = doc[head.i + 1 : verb.i]
    joined = [t for t in between if t.lower_ in ("and", "or", "&")]
    if joined and joined[0].i == head.i + 1:
        # "A woman and a naked child wade": a second noun phrase right after "and"
        second = doc[head.i + 2]
        return tag == "VBP" and joined[0].lower_ == "and" and second.tag_ in ("DT", "CD", "JJ", "JJR", "NN", "NNS", "PRP$")
    if joined and tag == "VBP" and head.tag_ not in ("NNS", "NNPS"):
        # "A girl with a cigarette and a guy with a hat wave": a second person after "and"
        return any(_second_subject(doc, t.i) for t in joined)
    return number_agrees(tag_number(head), tag)


def _second_subject(doc: Doc, i: int) -> bool:
    """"and a guy", "and another man": a person or animal named right after "and" at ``i``."""
    j = i + 1
    if j >= len(doc) or doc[j].lower_ not in grammar().captions.amount_openers:
        return False
    j += 1
    while j < len(doc) and doc[j].tag_ in ("JJ", "HYPH"):
        j += 1
    return j < len(doc) and doc[j].tag_ in ("NN", "NNS") and doc[j].lower_ in grammar().captions.animate_nouns


def _conjuncts(verb: Token, tag: str) -> tuple[Token, ...] | None:
    """Verbs after "and" that share the subject ("sings and plays the guitar"), or None when
    a coordinated word after the verb is unclear."""
    doc, end = verb.doc, verb.sent.end
    found: list[Token] = []
    i = verb.i + 1
    while i < end:
        token = doc[i]
        if token.lower_ in ("and", "or") and i + 1 < end and doc[i - 1].text != ",":
            other = doc[i + 1]
            if other.tag_ == tag or present_form(other) == tag:
                if other.i + 1 < end and doc[other.i + 1].tag_ not in _AFTER_VERB and not doc[other.i + 1].is_punct:
                    return None
                found.append(other)
                i += 2
                continue
            if other.tag_ in FINITE_TAGS:
                return None
        if token.lower_ in _CLAUSE_OPENERS:
            break
        i += 1
    return tuple(found)


def _later_verb(verb: Token, conjuncts: tuple[Token, ...]) -> bool:
    """Another main verb after ``verb`` outside a clause that an opener starts (a run-on)."""
    doc, end = verb.doc, verb.sent.end
    taken = {c.i for c in conjuncts}
    for token in doc[verb.i + 1 : end]:
        if token.lower_ in _CLAUSE_OPENERS or token.tag_ in ("WDT", "WP"):
            return False
        if token.i in taken:
            continue
        if token.tag_ in FINITE_TAGS or (token.tag_ in ("NNS",) and present_form(token) == "VBZ" and doc[token.i - 1].text == ","):
            return True
    return False


def verb_only_form(token: Token) -> bool:
    """A lower-case "-s" word the lexicon knows only as a present verb ("directs", "kneels"),
    whatever its tag: no noun phrase holds it."""
    word = token.text
    if not word.isalpha() or not word.islower() or not word.endswith("s"):
        return False
    table = lemma_table(word)
    if set(table) != {"VERB"}:
        return False
    return any(word in inflection_table(lemma).get("VBZ", ()) for lemma in table["VERB"])


def final_verb(token: Token) -> bool:
    """A caption's "-s" verb closing the line after a singular noun, tagged as a plural noun:
    "... holding a stuffed pig smiles.", "A girl in sunglasses smiles."."""
    if token.tag_ not in ("NNS", "VBZ") or not token.text.islower():
        return False
    doc = token.doc
    end = token.sent.end
    if token.i + 2 < end or token.i + 1 < end and not doc[token.i + 1].is_punct or doc[token.i - 1].tag_ not in ("NN", "NNS"):
        return False  # only the line's last word, after a noun
    if present_form(token) != "VBZ":
        return False
    return not any(lemma in grammar().captions.noun_like_verbs for lemma in lemma_table(token.lower_).get("VERB", ()))
    # (not "next to ten-speed bikes.": a noun as often as a verb)
