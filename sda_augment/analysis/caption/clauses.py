"""Main clauses the parser found in image captions that are not the caption's claim.

Captions are written loosely, and on them the parser's root is sometimes not the clause a
rewrite should touch:

* a participle modifier tagged as a past tense: "Gymnast photographed in mid flip.", "A
  woman in a blue star printed dress stands ...", "... on a tree lined street." ("did not
  print", "must have lined" misread the picture);
* a subordinate clause made the root: "A woman walks a dog, trailing behind as a pug
  follows." ("as a pug does not follow" denies a detail, not the claim);
* the second clause of a comma splice after a caption's noun phrase or clause: "A crowd
  surrounds a street performance, there are buildings in the background."

Each is a coded skip for a local edit; NEG's frame and DN's litotes, which take the whole
sentence, stay free to act, except on a verbless caption (``PAST_PARTICIPLE``: "It is not
true that a toddler photographed on a swing" is no sentence). One answer per clause, memoised on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reasons import Skip, register_reason
from ..articles import indefinite_article
from ..clause import Clause, clause_memo
from ..document import MemoKey
from ..morphology import lemma_table, past_is_participle
from ..rules import grammar
from ..syntax import FINITE_TAGS
from .verbs import present_form

if TYPE_CHECKING:
    from spacy.tokens import Token


PAST_PARTICIPLE = register_reason(
    "clause.caption_past_participle",
    "a caption's participle tagged as a past tense ('Gymnast photographed in mid flip', 'a tree lined street')",
)
SUBORDINATE_ROOT = register_reason(
    "clause.subordinate_root", "the parsed main verb is a subordinate clause's ('... trailing behind as a pug follows')"
)
PARTICIPLE_MODIFIER = register_reason(
    "clause.caption_participle_modifier",
    "a participle before a noun tagged as the main verb ('A woman in a star printed dress stands ...')",
)
COMMA_SPLICE = register_reason(
    "clause.comma_splice", "a second clause after a comma and a caption ('A man sits on a bench, one is reading')"
)
VERBLESS_SPLICE = register_reason(
    "clause.verbless_splice",
    "a second clause after a comma and a caption with no finite verb ('Two men on a bench, one is reading'): a frame would wrap a phrase",
)

FREE_RELATIVE = register_reason(
    "clause.free_relative", "the verb of a 'What ...' phrase that opens the line ('What appears to be a man sitting ...')"
)
FREE_RELATIVE_PHRASE = register_reason(
    "clause.free_relative_phrase", "a line that is only a 'What ...' phrase ('What appears to be a man sitting ...'): no claim to deny"
)
ARTICLE_MISMATCH = register_reason(
    "clause.article_mismatch", "the input's article does not fit its noun ('A young women', 'a old man'): a rewrite would keep the slip"
)
# Problems that a frame over the whole line ("It is not true that ...") does not mend: the
# line is no clause ("... that a toddler photographed on a swing"), keeps the input's slip,
# or joins a verbless caption to a clause ("... that young boy with tongue out hula hooping
# in a park, man in blue shirt stands behind him").
NO_FRAME = frozenset({PAST_PARTICIPLE, ARTICLE_MISMATCH, FREE_RELATIVE_PHRASE, VERBLESS_SPLICE})
# The comma splices: MV's modal on the later clause is still a faithful inference.
SPLICES = frozenset({COMMA_SPLICE, VERBLESS_SPLICE})

_PROBLEM: MemoKey = MemoKey("caption_clause_problem")

# Subordinators whose clause the parser sometimes makes the sentence's root.
_SUBORDINATORS = frozenset(
    ("as", "while", "because", "when", "whereas", "whilst", "since", "although", "though", "after", "before", "until", "if", "where")
)
# Words a fronted phrase opens with ("In autumn, a man ...", "While drinking, ...",
# "Elegantly dressed, ..."): the clause after its comma is the main one.
_OPENING_TAGS = frozenset(("IN", "RB", "RBR", "VBG", "VBN", "WRB", "TO", "JJ", "PRP$", "CC"))
# What makes the words before the comma a caption of their own: a verb or participle, or
# a phrase of place or dress ("A man with a blue shirt and a woman with a red shirt, ...").
_CAPTION_PREPOSITIONS = frozenset(("with", "in", "on", "at", "near", "by"))
_VERB_TAGS = frozenset(("VBG", "VBN", "VBD", "VBZ", "VBP"))
_PRESENT = frozenset(("VBZ", "VBP"))


def caption_clause_problem(clause: Clause) -> Skip | None:
    """Why ``clause`` (a first sentence's main clause) is not the claim to edit locally, else None."""
    if clause.sent.start != 0:
        return None
    return clause_memo(clause, _PROBLEM, _problem)


def article_mismatch(subject: Token) -> bool:
    """"A young women", "A cyclists", "a old woman": the subject's "a"/"an" does not fit the
    plural person noun after it, or the sound of the word after it (a slip of the input)."""
    article = subject.doc[subject.left_edge.i]  # "a"/"an" opens the subject's phrase, or there is none
    if article.lower_ not in ("a", "an") or article.head.i != subject.i or article.i >= subject.i:
        return False
    if subject.tag_ == "NNS" and subject.lemma_.lower() in grammar().captions.animate_nouns:
        return True
    following = subject.doc[article.i + 1]
    if article.lower_ != "a" or not following.is_alpha or not following.text.islower():
        return False  # "an historic" is a choice, not a slip; names and initials are left alone
    return indefinite_article(following.text) == "an"


def _problem(clause: Clause) -> Skip | None:
    verb = clause.head.last
    if article_mismatch(clause.subject):
        return Skip(ARTICLE_MISMATCH)
    if clause.subject.lower_ == "what" and clause.subject.i == clause.sent.start:
        # "What appears to be a man ..." names a thing: "does not appear" states nothing; with
        # a verb of the line's own later ("What can be seen ... used to be") the frame still fits
        later = any(t.tag_ in FINITE_TAGS for t in clause.sent.doc[verb.i + 1 : clause.sent.end])
        return Skip(FREE_RELATIVE if later else FREE_RELATIVE_PHRASE)
    if not clause.auxes and clause.head.tag in ("VBD", "VBN"):
        found = _participle_as_past(clause, verb)
        if found is not None:
            return found
    if not _caption_opening(clause.sent.doc[clause.sent.start]):
        return None  # "The band ...", "He ...", "In 1990, ...": no caption, the common case on prose
    if _subordinate(clause, verb):
        return Skip(SUBORDINATE_ROOT)
    if _splice(clause):
        return Skip(COMMA_SPLICE if _finite_before_comma(clause) else VERBLESS_SPLICE)
    return None


def _subordinate(clause: Clause, verb: Token) -> bool:
    """The main verb carries its own subordinator ("... as a pug follows"), or one stands right
    before its subject, after words with a verb of their own (a caption's own clause);
    one that opens the sentence fronts a clause, which is fine."""
    doc = verb.doc
    start = clause.sent.start
    if not _caption_opening(doc[start]):
        return False
    marks = [c.i for c in verb.children if c.dep_ == "mark" and c.lower_ in _SUBORDINATORS and c.i > start]
    before = clause.subject.left_edge.i - 1
    if before > start and doc[before].lower_ in _SUBORDINATORS and doc[before].tag_ in ("IN", "WRB", "RB"):
        marks.append(before)
    # "A woman ... dances over leaves as a crowd looks on": "as" parsed as a preposition of
    # the subject, its clause's verb made the root
    subject = clause.subject
    marks.extend(t.i for t in doc[subject.i + 1 : verb.i] if t.lower_ in _SUBORDINATORS and t.dep_ == "prep" and t.head.i == subject.i)
    return any(any(t.tag_ in _VERB_TAGS or t.tag_ == "NNS" and present_form(t) == "VBZ" for t in doc[start:mark]) for mark in marks)


def _splice(clause: Clause) -> bool:
    """A present clause after a comma, after words that are a caption of their own."""
    doc = clause.sent.doc
    start = clause.sent.start
    left = clause.subject.left_edge.i
    if left - 1 <= start or doc[left - 1].text != "," or clause.tense != "present" or not _caption_opening(doc[start]):
        return False
    words = doc[start : left - 1]
    if any(t.text == "," for t in words) and not any(t.tag_ in _VERB_TAGS for t in words):
        return False  # "A painter, a friend of hers, ...": an appositive, the subject's own
    return any(t.tag_ in _VERB_TAGS for t in words) or any(t.lower_ in _CAPTION_PREPOSITIONS for t in words)


def _finite_before_comma(clause: Clause) -> bool:
    """The caption before the line's first comma has a finite verb of its own, outside a clause
    it embeds ("A man sits on a bench, ..."); "Young boy ... hula hooping in a park, ..." and
    "A group of children, huddled around a soldier, they ..." have none. A comma between two
    adjectives ("women in dark, decorative skirts are looking") joins no clauses."""
    doc = clause.sent.doc
    left = clause.subject.left_edge.i
    if doc[left].pos_ == "ADJ" and doc[left - 2].pos_ == "ADJ":
        return True
    end = next((t.i for t in doc[clause.sent.start : left] if t.text == ","), left)
    for token in doc[clause.sent.start : end]:
        if token.tag_ not in FINITE_TAGS or token.tag_ == "VBD" and past_is_participle(token):
            continue
        verb = token.head if token.dep_ in ("aux", "auxpass") else token
        if verb.dep_ not in _EMBEDDED_DEPS or verb.dep_ in ("ccomp", "advcl") and not _subordinated(verb):
            return True  # "A young man and woman lay on a bed, the woman makes ...": "lay" hung on "makes"
    return False


_EMBEDDED_DEPS = frozenset(("relcl", "advcl", "acl", "ccomp", "xcomp", "pcomp", "csubj"))


def _subordinated(verb: Token) -> bool:
    """The verb's clause opens with a subordinator or a relative word ("as she holds")."""
    return any(c.dep_ == "mark" or c.tag_ in ("WDT", "WP", "WRB") for c in verb.children)


def _caption_opening(first: Token) -> bool:
    """A caption's first word: an article, a numeral, "there", or a common noun or
    adjective ("Two men", "People", "Young boys"); not a name, a pronoun or an opener."""
    if first.lower_ in ("a", "an", "there") or first.like_num:
        return True
    doc = first.doc
    if first.pos_ == "ADJ" and first.i + 1 < len(doc) and doc[first.i + 1].tag_ in ("IN", "TO"):
        return False  # "Medium in intensity, ...", "Contrary to ...": an opening phrase
    return first.pos_ in ("NOUN", "ADJ") and first.tag_ not in _OPENING_TAGS - {"JJ"}


def _participle_as_past(clause: Clause, verb: Token) -> Skip | None:
    """A past form with no auxiliary that a caption means as a participle.

    A bare person or animal noun opens the line ("Gymnast photographed", "Woman dressed in
    red"), or the form stands before a noun as its modifier: the subject is the object of
    a preposition ("on a tree lined street"), or the noun after it is the subject of a
    present verb of its own ("A woman in a star printed dress stands"). The first two are
    verbless captions (PAST_PARTICIPLE: no frame fits them either); the last has its verb
    (PARTICIPLE_MODIFIER: a frame over the whole sentence does).
    """
    doc = verb.doc
    subject = clause.subject
    left = subject.left_edge.i
    start = clause.sent.start
    if left == start and subject.tag_ in ("NN", "NNP") and subject.lower_ in grammar().captions.animate_nouns \
            and not any(c.dep_ in ("det", "poss", "nummod") for c in subject.children):
        return Skip(PAST_PARTICIPLE)
    before = doc[verb.i - 1]
    if before.dep_ == "pobj" and before.head.lower_ == "with" and verb.i + 1 < clause.sent.end and doc[verb.i + 1].tag_ == "VBG":
        return Skip(PAST_PARTICIPLE)  # "A kid with his head shaved sitting ...": "shaved" is the head's
    if _participle_on_noun(clause, verb, before) or _compound_participle(clause, verb, before):
        return Skip(PAST_PARTICIPLE)  # "... on a tree lined street", "with his sleeves rolled up"
    if _placed_participle(clause, verb) or before.text == "," and _participle_after_comma(clause, verb):
        # "A woman seated indoors", "A squatting couple outdoors, engaged with a street
        # performer": verbless, unless a present verb follows ("... is eating", "... wearing
        # glasses, striped shirt and jacket carries ...")
        later = any(t.tag_ in _PRESENT for t in doc[verb.i + 1 : clause.sent.end])
        return Skip(PARTICIPLE_MODIFIER if later else PAST_PARTICIPLE)
    after = doc[verb.i + 1] if verb.i + 1 < clause.sent.end else None
    if after is None or after.tag_ not in ("NN", "NNS") or not _caption_opening(doc[start]):
        return None
    if left > start and doc[left - 1].tag_ == "IN" and doc[left - 1].dep_ != "mark" and subject.pos_ == "NOUN":
        return Skip(PAST_PARTICIPLE)
    nouns = {after.i} | {c.i for c in after.children if c.dep_ == "conj"}
    modifies = any(
        t.tag_ in _PRESENT and any(c.dep_ == "nsubj" and c.i in nouns for c in t.children) for t in doc[after.i + 1 : clause.sent.end]
    ) or any(t.dep_ == "aux" and t.tag_ in _PRESENT and any(c.dep_ == "nsubj" and c.i in nouns for c in t.head.children) for t in doc[after.i + 1 : clause.sent.end])
    return Skip(PARTICIPLE_MODIFIER) if modifies or _later_present(after) else None


def _participle_on_noun(clause: Clause, verb: Token, before: Token) -> bool:
    """In a caption with no present verb, a form that is past tense and participle alike
    ("lined", "rolled"), right after the object of a preposition and before a bare word or a
    particle: the participle of that noun's phrase ("on a tree lined street", "with his
    sleeves rolled up"), not the caption's verb. "A man in a red shirt jumped into the air"
    keeps its reading: a preposition and an article follow it."""
    doc = verb.doc
    if not _caption_opening(doc[clause.sent.start]) or clause.head.first.i != verb.i:
        return False
    if not past_is_participle(verb):
        return False  # "threw" / "thrown": a past tense that is no participle
    if before.tag_ not in ("NN", "NNS") or before.dep_ != "pobj" or before.head.lower_ == "of":
        return False  # "A number of hawkers set up stalls": the subject's own "of" phrase
    after = doc[verb.i + 1] if verb.i + 1 < clause.sent.end else None
    if after is None or any(t.tag_ in _PRESENT for t in doc[verb.i + 1 : clause.sent.end]):
        return False  # "... printed dress stands": the caption has a present verb of its own
    bare = after.tag_ in ("NN", "NNS", "JJ") and after.text.islower() and not any(c.dep_ == "det" for c in after.children)
    return bare or after.tag_ == "RP"


def _compound_participle(clause: Clause, verb: Token, before: Token) -> bool:
    """A past form between a bare noun and the noun it describes, in a caption whose subject
    the parse found twice ("A woman in a white tank top and short stone washed jean shorts"):
    "stone washed" is one adjective of the shorts, not a subject and its verb."""
    doc = verb.doc
    if not _caption_opening(doc[clause.sent.start]) or clause.head.first.i != verb.i or not past_is_participle(verb):
        return False
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    if before.tag_ != "NN" or not before.text.islower() or any(c.dep_ in ("det", "poss", "nummod") for c in before.children):
        return False
    if not (before.dep_ in ("pobj", "conj") or len(subjects) > 1 and before.i == subjects[-1].i):
        return False
    after = doc[verb.i + 1] if verb.i + 1 < clause.sent.end else None
    return after is not None and after.text.islower() and after.tag_ in ("NN", "NNS", "NNP", "JJ")


def _placed_participle(clause: Clause, verb: Token) -> bool:
    """In a caption, a participle of how a body is placed or covered (``[captions]
    placed_participles``) with no object: "A woman seated indoors ... is eating", "A child
    wrapped in a towel" ("seat" and "wrap" take an object as past tenses)."""
    if verb.lower_ not in grammar().captions.placed_participles or not _caption_opening(verb.doc[clause.sent.start]):
        return False
    return not any(child.dep_ in ("dobj", "obj", "dative") and _an_object(child) for child in verb.children)


def _an_object(token: Token) -> bool:
    """A parsed object that is one: not a bare adverb of place taken for a noun ("seated indoors")."""
    if token.pos_ == "PRON" or any(c.dep_ in ("det", "poss", "nummod") for c in token.children):
        return True
    return "ADV" not in lemma_table(token.lower_)


def _participle_after_comma(clause: Clause, verb: Token) -> bool:
    """In a caption, a form that is past tense and participle alike, right after a comma that
    ends the subject's phrase, with no mark or verb before it: "A squatting couple outdoors,
    engaged with a street performer" is a verbless caption. A comma that closes an aside
    ("A man, a chef, cooked") has a mark before it, and prose has no comma there."""
    doc = verb.doc
    start = clause.sent.start
    if not _caption_opening(doc[start]) or clause.subject.i > verb.i:
        return False
    if not past_is_participle(verb):
        return False  # "A man, ran": no participle to read
    return not any(t.is_punct or t.tag_ in FINITE_TAGS for t in doc[start : verb.i - 1])


_OPENERS = frozenset(("while", "as", "who", "that", "which", "where", "when", "because", "whilst", "whose", "whom"))


def _later_present(noun: Token) -> bool:
    """A present verb after ``noun`` outside a clause an opener starts, tagged as a verb or
    as a plural noun before its object ("... striped tie and black jacket smiles at"): the
    caption's own verb, so the past form before ``noun`` is its modifier."""
    doc = noun.doc
    end = noun.sent.end
    for token in doc[noun.i + 1 : end]:
        if token.lower_ in _OPENERS or token.tag_ in ("WDT", "WP", "WRB"):
            return False
        if token.tag_ in _PRESENT and token.dep_ not in ("relcl", "advcl", "aux", "auxpass"):
            return True
        if token.tag_ == "NNS" and present_form(token) is not None and token.i + 1 < end and doc[token.i + 1].tag_ in ("IN", "DT", "PRP$", "RP"):
            return True
    return False
