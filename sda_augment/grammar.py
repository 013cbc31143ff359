"""The main clause of a sentence: its predicate, auxiliary chain, tense and negation.

MV, NEG and DN all act on the same thing: the finite verb phrase of the main clause.
This module finds it once (never a verb inside a relative or adverbial clause), says
whether it can be rewritten safely, and builds the verb forms the rewrites need
(do-support, participles, contractions). Anything it is unsure about is reported as
``None`` so the transforms skip the sentence rather than write a broken one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Union

from .edits import Edit, doc_text, token_end
from .inflect import convert, known_word, verb_lemma
from .lexicon import load_rules, word_set
from .memo import doc_memo
from .syntax import list_page_title, opens_quotation, sentences

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

Tense = Literal["past", "present", "modal"]

SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"})
AUX_DEPS = frozenset({"aux", "auxpass"})
FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
PLURAL_PRONOUNS = frozenset({"i", "we", "you", "they"})
_RULES = "negation"


# --- words split by the tokenizer ------------------------------------------------------------


def _joined(left: Token, right: Token) -> bool:
    return left.whitespace_ == "" and right.i == left.i + 1


def word_bounds(token: Token) -> tuple[Token, Token]:
    """First and last token of the written word around ``token``.

    spaCy splits "co-founded" into "co", "-", "founded"; a rewrite must treat the three
    as one verb, inflect the last part and keep the prefix ("did not co-found").
    """
    doc = token.doc
    table = rows(doc)  # most words have no hyphen next to them: no Token is built to find that
    i = token.i
    if table[i].lower == "-" and i + 1 < len(doc) and _joined(token, doc[i + 1]):
        i += 1
    first = last = i
    while first >= 2 and table[first - 1].lower == "-" and _joined(doc[first - 2], doc[first - 1]) \
            and _joined(doc[first - 1], doc[first]) and doc[first - 2].is_alpha:
        first -= 2
    while last + 2 < len(doc) and table[last + 1].lower == "-" and _joined(doc[last], doc[last + 1]) \
            and _joined(doc[last + 1], doc[last + 2]) and doc[last + 2].is_alpha:
        last += 2
    return (token if first == token.i else doc[first]), (token if last == token.i else doc[last])


def word_text(first: Token, last: Token) -> str:
    return doc_text(first.doc)[first.idx : token_end(last)]


# --- the clause -----------------------------------------------------------------------------


@dataclass(frozen=True)
class VerbWord:
    """A verb as written: possibly several tokens ("re-elected"), inflected on its last part."""

    first: Token
    last: Token
    tag: str

    @property
    def text(self) -> str:
        return word_text(self.first, self.last)

    @property
    def prefix(self) -> str:
        return doc_text(self.first.doc)[self.first.idx : self.last.idx]

    @property
    def lemma(self) -> str | None:
        return verb_lemma(self.last.text, self.tag, self.last.lemma_)

    def form(self, target: str) -> str | None:
        """The whole word in form ``target`` ("co-founded" → "co-found" for VB)."""
        converted = convert(self.last.text, self.tag, target, self.last.lemma_)
        if converted is None:
            return None
        text = self.prefix + converted
        if text[:1].isupper() and not text.isupper():
            text = text[:1].lower() + text[1:]  # never sentence-initial: a subject precedes it
        return text

    def replace(self, text: str) -> Edit:
        return Edit(self.first.idx, token_end(self.last), text)


@dataclass(frozen=True)
class Clause:
    """The finite verb phrase of one sentence's main clause."""

    sent: Span
    head: VerbWord  # the lexical verb, or "be"/"have" when it is the main verb
    auxes: tuple[Token, ...]  # auxiliaries before the head, in order
    subject: Token
    negations: tuple[Token, ...]  # "not", "n't", "never" attached to the head
    conjuncts: tuple[VerbWord, ...]  # verbs coordinated with the head that share its subject
    # Answers to the questions several rules ask about this clause (see clause_memo).
    answers: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    @property
    def finite(self) -> Token:
        """The verb that carries tense: the first auxiliary, else the head itself."""
        return self.auxes[0] if self.auxes else self.head.last

    @property
    def finite_tag(self) -> str:
        return self.finite.tag_ if self.auxes else self.head.tag

    @property
    def tense(self) -> Tense:
        tag = self.finite_tag
        if tag == "MD":
            return "modal"
        return "past" if tag == "VBD" else "present"

    @property
    def has_aux(self) -> bool:
        return bool(self.auxes)

    @property
    def lemma(self) -> str:
        return (self.head.lemma or self.head.last.lemma_).lower()

    @property
    def perfect(self) -> bool:
        return any(aux.lemma_ == "have" for aux in self.auxes) and self.head.tag == "VBN"

    @property
    def passive(self) -> bool:
        return any(aux.dep_ == "auxpass" for aux in self.auxes)

    @property
    def progressive(self) -> bool:
        return self.head.tag == "VBG" and any(aux.lemma_ == "be" for aux in self.auxes)

    @property
    def negated(self) -> bool:
        return bool(self.negations)

    @property
    def preverbal(self) -> list[Token]:
        """The words between the subject's phrase and the verb group ("He [later] returned")."""
        start = self.subject.right_edge.i + 1
        if start >= self.head.first.i:
            return []  # the verb follows its subject at once: no Span to build
        return list(self.sent.doc[start : self.head.first.i])

    @property
    def main_verb_be(self) -> bool:
        """True for "is a village", "was in Paris": the head itself is a form of "be"."""
        return not self.auxes and self.head.last.lemma_ == "be"


def _children(first: Token, last: Token) -> list[Row]:
    """The dependents of the verb group ``first``..``last`` outside it, in order (as rows)."""
    low, high = first.i, last.i
    kids = child_rows(first.doc)
    return sorted((row for i in range(low, high + 1) for row in kids[i] if not low <= row.i <= high), key=_INDEX)


def subject_number(subject: Token) -> Literal["singular", "plural"]:
    """Grammatical number of a subject, from its tag or pronoun (coordination is plural)."""
    if subject.lower_ in PLURAL_PRONOUNS or subject.tag_ in ("NNS", "NNPS"):
        return "plural"
    if any(child.dep_ == "conj" for child in subject.children):
        return "plural"
    return "singular"


# Why a sentence has no usable main clause: the coverage report counts these strings.
NO_VERB = "no finite verb (fragment or title)"
LIST_ITEM = "list header ending in ':'"
QUESTION = "question"
IMPERATIVE = "imperative"
NO_SUBJECT = "no subject found for the main verb"
NON_FINITE = "non-finite main verb (participle or infinitive)"
INVERSION = "inversion (verb before its subject)"
NAME_VERB = "capitalised 'verb' mid-sentence (a name)"
AINT = "'ain't' has no single affirmative form"
REDUCED_RELATIVE = "reduced relative clause taken for the main verb"
QUOTED = "main verb inside a quotation"
HEADING_PARTICIPLE = "heading with a participle read as a past verb ('Teams promoted from X')"
SECONDARY = "main verb in a clause after ';' or a connective"
RUN_ON = "two finite verbs in a row (a word is missing)"
SUBORDINATE = "main verb under a sentence-opening 'when', 'if', ... (the main clause comes later)"

Analysis = Union["Clause", str]


def _finite_tag(first: Token, last: Token) -> str:
    root = last if last.tag_ in FINITE_TAGS | {"VB", "VBN", "VBG"} else first
    return root.tag_


def _adjective_verb(root: Token) -> bool:
    """A past verb the tagger read as an adjective ("One of his daughters married Robert").

    Taken as a verb only with a subject before it, a direct object after it, and a word
    that lemminflect confirms as a regular past form.
    """
    if root.pos_ != "ADJ" or not root.lower_.endswith("ed"):
        return False
    kids = list(root.children)
    has_subject = any(c.dep_ in ("nsubj",) and c.i < root.i for c in kids)
    has_object = any(c.dep_ == "dobj" and c.i > root.i for c in kids)
    return has_subject and has_object and verb_lemma(root.text, "VBD", root.lemma_) is not None


def _subject_on_auxiliary(children: list[Row], first: Token) -> Token | None:
    """A subject the parser hung on the auxiliary ("He was re-elected", "It's since been converted").

    Only a subject before that auxiliary, which itself comes before the verb.
    """
    kids = child_rows(first.doc)
    for aux in children:
        if aux.dep not in AUX_DEPS or aux.i > first.i:
            continue
        found = next((c for c in kids[aux.i] if c.dep in ("nsubj", "nsubjpass", "expl") and c.i < aux.i), None)
        if found is not None:
            return first.doc[found.i]
    return None


def _name_as_adverb(root: Token, sent: Span) -> Token | None:
    """A name opening the sentence that the tagger read as an adverb ("Darmanović was one of ...").

    Only a capitalised word unknown to the English lexicon, right before the finite root.
    """
    first = root.doc[sent.start]
    if first.i + 1 != root.i or first.head.i != root.i or first.dep_ not in ("advmod", "npadvmod"):
        return None
    if not (first.is_alpha and first.text[:1].isupper() and not first.is_stop) or known_word(first.lower_):
        return None
    return first


def _stray_subject(root: Token, sent: Span) -> Token | None:
    """The subject of a finite root the parser attached elsewhere, or None.

    "At the outbreak of WW1 Wheeler took ...": "Wheeler" hangs on "of". A noun or pronoun
    right before the verb that is the last word of a phrase opening the sentence is taken
    as the subject; so is a capitalised first word followed by a comma and taken for an
    adverb ("Jake, ostensibly in character ..., sings").
    """
    doc = root.doc
    name = _name_as_adverb(root, sent)
    if name is not None:
        return name
    before = doc[root.i - 1] if root.i > sent.start else None
    if before is not None and before.pos_ == "PROPN" and before.dep_ == "compound" and before.head.i == root.i:
        left = doc[before.i - 1] if before.i > sent.start else None
        if left is None or left.text == "," or left.i == sent.start:
            return before  # "In 2015, Ben co-founded ...": a name hung on the verb as a compound
    if root.lemma_ == "be" and not (before is not None and before.ent_type_ == "PERSON"):
        return None  # "Amongst his siblings was a brother": a locative inversion, subject after
    if before is not None and before.pos_ in ("PROPN", "NOUN", "PRON") and before.dep_ in ("pobj", "compound", "appos"):
        opening = next((c for c in root.children if c.dep_ == "prep" and c.i == sent.start), None)
        if opening is not None and opening.right_edge.i == before.i and before.tag_ not in ("WP", "WDT"):
            plural = before.tag_ in ("NNS", "NNPS")
            agrees = root.tag_ == "VBD" or (root.tag_ == "VBZ") != plural
            if agrees and not any(t.is_punct for t in doc[opening.i : before.i]):
                return before
    first = doc[sent.start]
    if (
        first.text[:1].isupper() and first.is_alpha and first.head.i == root.i and first.dep_ in ("advmod", "npadvmod")
        and first.i + 1 < root.i and doc[first.i + 1].text == "," and not first.lower_.endswith("ly")
        and not first.is_stop and first.tag_ in ("RB", "NNP", "NN")
    ):
        return first
    return None


def _subordinate_root(sent: Span) -> Token | None:
    """The one finite verb of a sentence whose root the parser misplaced.

    "Thong Saw Pak (born 1928) was a Singaporean weightlifter": "Saw" (a name) is the
    root and "was" its ccomp. Accepted only when exactly one finite verb with its own
    subject before it exists, outside relative and subordinate clauses.
    """
    found = []
    quotes = 0
    after_colon = False
    for token in sent:
        if token.text in ('"', "“", "”", "«", "»"):
            quotes += 1
        after_colon = after_colon or token.text == ":"
        if token.tag_ not in ("VBD", "VBZ", "VBP") or token.dep_ in ("aux", "auxpass", "relcl", "advcl", "acl", "csubj", "conj", "xcomp"):
            continue
        if token.text[:1].isupper() or token.dep_ == "ROOT" or quotes % 2 or after_colon:
            continue  # a name, or a verb inside a quotation or after a colon
        if token.dep_ == "ccomp" and token.i > token.head.i and token.head.pos_ in ("VERB", "AUX") and not token.head.text[:1].isupper():
            continue  # "said it asked": reported speech, not the main claim
        if token.i < token.head.i and any(c.dep_ in AUX_DEPS for c in token.head.children) and not any(
            c.dep_ in SUBJECT_DEPS for c in token.head.children
        ):
            continue  # "A scene focused on X, ..., is introduced": a reduced relative before the real verb
        kids = list(token.children)
        subject = next((c for c in kids if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or subject.i > token.i or subject.tag_ in ("WP", "WDT") or subject.lower_ == "that":
            continue
        if any(c.dep_ == "mark" for c in kids):
            continue
        ancestors = list(token.ancestors)
        if any(a.dep_ in ("relcl", "advcl", "acl", "ccomp", "xcomp", "csubj") for a in ancestors):
            continue
        found.append(token)
    return found[0] if len(found) == 1 else None


def analyse(sent: Span) -> Analysis:
    """The finite main clause of ``sent``, or a short reason why there is none.

    The reason names the case ("question", "no finite verb (fragment or title)") so a
    coverage report can say why sentences were skipped.
    """
    root = sent.root
    text = sent_text(sent).rstrip()
    if sent.start == 0 and list_page_title(text):
        return NO_VERB  # "List of trips made by ...": a page's title, whatever its verbs
    first, last = word_bounds(root)
    if not any(row.pos in ("VERB", "AUX") for row in rows(sent.doc)[first.i : last.i + 1]):
        if _adjective_verb(root):
            return _build(sent, first, last, "VBD")
        if root.pos_ in ("NOUN", "PROPN") and text.endswith("."):
            verb = _noun_root_verb(root, sent)
            if verb is not None:
                v_first, v_last = word_bounds(verb)
                return _build(sent, v_first, v_last, verb.tag_, subject=root)
        opener = _clause_after_opener(root, sent)
        if opener is not None:
            o_first, o_last = word_bounds(opener)
            return _build(sent, o_first, o_last, _finite_tag(o_first, o_last))
        other = _subordinate_root(sent)
        if other is not None:
            o_first, o_last = word_bounds(other)
            return _build(sent, o_first, o_last, _finite_tag(o_first, o_last))
        if text.endswith(":"):
            return LIST_ITEM
        return NO_VERB
    if text.endswith("?"):
        return QUESTION
    found = _build(sent, first, last, _finite_tag(first, last))
    if isinstance(found, str) and found in (NAME_VERB, NO_SUBJECT):
        other = _subordinate_root(sent)
        if other is not None:
            o_first, o_last = word_bounds(other)
            return _build(sent, o_first, o_last, _finite_tag(o_first, o_last))
    return found


def _clause_after_opener(root: Token, sent: Span) -> Token | None:
    """The clause after an opening noun phrase taken for its head ("The following month he was promoted").

    The parser reads the clause as a relative clause on the noun; it is accepted as the
    main clause when the noun phrase opens the sentence, the clause has its own personal
    pronoun or name as subject right after the noun, and it runs to the end of the sentence.
    """
    if root.pos_ not in ("NOUN", "PROPN") or not all(
        t.head.i == root.i and t.dep_ in ("det", "amod", "compound", "nummod") for t in sent if t.i < root.i
    ):
        return None
    verb = next((c for c in root.children if c.dep_ == "relcl" and c.i > root.i), None)
    if verb is None:
        return None
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i != root.i + 1 or subject.tag_ not in ("PRP", "NNP"):
        return None
    if subject.lower_ in ("that", "which", "who", "whom", "it"):
        return None
    last = max(t.i for t in sent if not t.is_punct)
    return verb if verb.right_edge.i >= last else None


def _noun_root_verb(root: Token, sent: Span) -> Token | None:
    """The finite verb the parser hung on a subject noun as a clause ("A woman called ...").

    Only when the noun's phrase opens the sentence, the verb follows the noun at once,
    is tagged finite, and every other finite verb of the sentence lies inside its phrase.
    """
    if not all(t.head.i == root.i and t.dep_ in ("det", "amod", "compound", "poss", "nummod") for t in sent if t.i < root.i):
        return None
    verb = next((c for c in root.children if c.dep_ == "acl" and c.i == root.i + 1 and c.tag_ in ("VBD", "VBZ")), None)
    if verb is None or verb.text[:1].isupper():
        return None
    inside = range(verb.left_edge.i, verb.right_edge.i + 1)
    if any(t.tag_ in FINITE_TAGS and t.i not in inside for t in sent):
        return None
    return verb


def _build(sent: Span, first: Token, last: Token, tag: str, subject: Token | None = None) -> Analysis:
    """A :class:`Clause` on the verb word ``first``..``last``, or the reason it is unsafe."""
    doc = first.doc
    children = _children(first, last)
    if subject is None:
        subject = next((doc[c.i] for c in children if c.dep in SUBJECT_DEPS), None)
    if subject is None:
        subject = _subject_on_auxiliary(children, first)
    if subject is None and tag in ("VBD", "VBZ", "VBP") and first.dep_ == "ROOT" and not any(
        c.dep in AUX_DEPS for c in children
    ):
        subject = _stray_subject(first, sent)
    if subject is None:
        return IMPERATIVE if tag == "VB" else NO_SUBJECT
    auxes = tuple(doc[c.i] for c in children if c.dep in AUX_DEPS and c.i < first.i)
    if any(c.dep in AUX_DEPS and c.i > last.i for c in children):
        return INVERSION  # inverted or split chains ("Never had he ...")
    if auxes:
        if auxes[0].tag_ not in FINITE_TAGS or any(aux.tag_ == "TO" or aux.lower_ == "to" for aux in auxes):
            return NON_FINITE
    elif tag == "VBN" and convert(last.text, "VBN", "VBD", last.lemma_) == last.text:
        tag = "VBD"  # "The groups failed": a regular past tense tagged as a participle
    elif tag == "VB":
        if subject_number(subject) != "plural":
            return IMPERATIVE  # imperative, subjunctive or mis-tagged
        tag = "VBP"
    elif tag not in ("VBD", "VBZ", "VBP"):
        return NON_FINITE
    finite = auxes[0] if auxes else first
    before = first.doc[first.i - 1] if first.i > 0 else None
    openers = (":", '"', "“", "(", "[", "-", "–", "—")
    if first.text[:1].isupper() and before is not None and before.text not in openers and first.i > sent.start:
        return NAME_VERB  # "... assistant, Go Nan-do": a capitalised "verb" mid-sentence is a name
    if finite.lower_ in ("ai", "ain't"):
        return AINT
    before_verb = doc_text(sent.doc)[sent.start_char : finite.idx]
    if opens_quotation(before_verb):
        return QUOTED  # '"...—it's just a shame ..."': never edit inside a quotation
    if subject.i > finite.i:
        return INVERSION  # questions and other inversions
    after = sent.doc[last.i + 1] if last.i + 1 < len(sent.doc) else None
    if after is not None and after.lower_ in ("he", "she", "they", "we", "i") and after.dep_ in SUBJECT_DEPS and after.head.i != last.i and not (
        after.head.dep_ == "ccomp" and after.head.head.i == last.i and after.head.i > after.i
        and last.lemma_.lower() in word_set(_RULES, "grammar", "reporting_verbs")
    ):  # "The Dictionary notes he was ...": reported speech without "that", not an inversion
        return INVERSION  # "Homeward bound she was at Kedgeree": a fronted predicate, not a verb
    if after is not None and after.tag_ in ("VBD", "VBZ") and after.dep_ in ("ccomp", "conj", "advcl", "dep") and after.head.i == last.i \
            and not any(c.dep_ in SUBJECT_DEPS for c in after.children):
        return RUN_ON  # "The ship repaired took timber": no rewrite of either verb reads right
    if _opening_subordinator(sent, first, last):
        return SUBORDINATE  # "When the awards were presented ..., players mopped up": not the claim
    if not auxes and tag == "VBD" and _reduced_relative(first, last):
        return REDUCED_RELATIVE
    if not auxes and tag == "VBD" and _heading_participle(sent, last, subject):
        return HEADING_PARTICIPLE
    head = VerbWord(first, last, tag)
    # Negation sits before the head ("did not go", "was never seen") or, when "be" is
    # the main verb, right after it ("is not a village").
    negations = tuple(
        doc[c.i] for c in children
        if c.dep == "neg" and subject.i < c.i and (c.i < first.i or (not auxes and c.i == last.i + 1))
    )
    conjuncts = []
    kids = child_rows(doc)
    for child in children:
        if child.dep != "conj" or child.pos not in ("VERB", "AUX"):
            continue
        if any(g.dep in SUBJECT_DEPS for g in kids[child.i]):
            continue  # a clause of its own ("..., and she stayed")
        c_first, c_last = word_bounds(doc[child.i])
        conjuncts.append(VerbWord(c_first, c_last, c_last.tag_))
    return Clause(sent, head, auxes, subject, negations, tuple(conjuncts))


def _opening_subordinator(sent: Span, first: Token, last: Token) -> bool:
    """The verb's clause opens with a subordinator ("When", "If") and a finite clause of
    its own follows it: that later clause is the main one the parse missed.

    "While in prison, Pandit translated ..." and 'Before "Big Brother", Chanelle appeared
    ...' have no later clause: the subordinator only opens a phrase before the main verb.
    """
    table = rows(sent.doc)
    start = sent.start
    while start < sent.end and (table[start].punct or table[start].space):
        start += 1  # an opening quote or bracket
    if start >= sent.end:
        return False
    opener = table[start]
    if opener.dep not in ("advmod", "mark") or opener.lower not in word_set(_RULES, "grammar", "subordinators"):
        return False
    head = table[opener.head]
    if not first.i <= head.i <= last.i and not (head.dep == "prep" and first.i <= head.head <= last.i):
        return False  # "When in June 1897, ...": the parse may hang it on a phrase of the verb
    doc = sent.doc
    for row in table[last.i + 1 : sent.end]:
        if row.tag in FINITE_TAGS and not doc[row.i].text[:1].isupper():  # not a title's "Ruled"
            verb = table[row.head] if row.dep in AUX_DEPS else row
            if verb.dep not in ("relcl", "conj", "ccomp"):
                return True
    return False


def _heading_participle(sent: Span, last: Token, subject: Token) -> bool:
    """"Teams promoted from the Naisten Mestis": a heading whose "-ed" form is a participle.

    No final punctuation, a bare common-noun subject ("Teams", "Track listing") and no
    object: "Teams did not promote from" would turn the passive heading into an active claim.
    """
    if sent_text(sent).rstrip().endswith((".", "!", "?", '"', "”")):
        return False
    if subject.tag_ not in ("NN", "NNS", "NNPS") or any(c.dep_ in ("det", "poss", "nummod") for c in subject.children):
        return False
    return last.lower_.endswith("ed") and not any(c.dep_ in ("dobj", "obj") for c in last.children)


def _reduced_relative(first: Token, last: Token) -> bool:
    """"The team placed last ... will be relegated": the past form is a participle.

    The parser made the real verb ("will be relegated", "is interrupted") a conjunct of the
    participle; a conjunct with its own finite auxiliary, no subject and no coordinator
    before it gives it away.
    """
    doc = first.doc
    for child in last.children:
        if child.dep_ != "conj" or child.i < last.i:
            continue
        kids = list(child.children)
        if any(c.dep_ in SUBJECT_DEPS for c in kids) or not any(c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in kids):
            continue
        if not any(t.dep_ == "cc" or t.lower_ in ("and", "or", "but") for t in doc[last.i + 1 : child.i]):
            return True
    return False


def clause_memo(clause: Clause, name: Hashable, compute: Callable[[Clause], Any]) -> Any:
    """``compute(clause)``, once per clause: several rules ask the same question.

    ``name`` names the question, with its arguments where it takes any (``("add_not", contract)``).
    The answers live on the clause, which the per-Doc analysis builds once per sentence.
    """
    answers = clause.answers
    try:
        return answers[name]
    except KeyError:
        found = answers[name] = compute(clause)
        return found


def secondary_clause(clause: Clause) -> bool:
    """The clause follows ';' or ', however' inside its sentence: the main claim is earlier.

    A modal keeps such a sentence true, but negating only this clause leaves the main
    claim standing, so NEG and DN ask this (memoised).
    """
    return clause_memo(clause, "secondary", _secondary_clause)


def _secondary_clause(clause: Clause) -> bool:
    sent, subject = clause.sent, clause.subject
    connectives = word_set(_RULES, "template", "blocked_openers")
    table = rows(sent.doc)
    for row in table[sent.start : subject.left_edge.i]:
        if row.lower == ";":
            return True
        if row.lower in connectives and row.i > sent.start and table[row.i - 1].lower == ",":
            return True
    return False


def main_clause(sent: Span) -> Clause | None:
    """The finite main clause of ``sent``, or None for fragments, questions and inversions."""
    found = analyse(sent)
    return None if isinstance(found, str) else found


def sent_text(sent: Span) -> str:
    """The text of ``sent`` without rebuilding it from tokens."""
    return doc_text(sent.doc)[sent.start_char : sent.end_char]


def ends_with(sent: Span, marks: tuple[str, ...]) -> bool:
    """Whether ``sent`` ends (trailing space aside) with one of ``marks`` ("?", ":")."""
    return sent_text(sent).rstrip().endswith(marks)


class Row(NamedTuple):
    """One token's attributes as plain values: rules walk these instead of spaCy Tokens.

    ``doc[i]`` and ``token.head`` build a new Token object on every access; rules that ask
    about every word of a sentence read this table, built once per Doc.
    """

    i: int
    lower: str
    head: int
    dep: str
    tag: str
    pos: str
    punct: bool
    space: bool


def rows(doc: Doc) -> tuple[Row, ...]:
    """Every token of ``doc`` as a :class:`Row` (memoised per Doc)."""
    store = doc_memo(doc)
    found = store.get("rows")
    if found is None:
        found = store["rows"] = build_rows(doc)
    return found


def remember_rows(doc: Doc, table: tuple[Row, ...]) -> None:
    """Keep ``table``, built by :func:`build_rows` for ``doc``, as its :func:`rows`.

    A pipeline builds the tables of a whole chunk right after parsing it, while the
    tokens are still in the processor's cache: that costs less than building each one
    when a rule first asks, after other sentences' rules have run.
    """
    doc_memo(doc)["rows"] = table


def build_rows(doc: Doc) -> tuple[Row, ...]:
    """Every token of ``doc`` as a :class:`Row`, built now (:func:`rows` keeps them per Doc)."""
    strings = doc.vocab.strings
    # Signed: HEAD is a relative offset stored unsigned; the string keys stay distinct.
    table = doc.to_array(_row_attrs()).view("int64").tolist()
    make = tuple.__new__  # skips the named tuple's Python-level __new__
    label = _LABELS.get
    if len(_WORDS) > _MAX_WORDS:
        _WORDS.clear()
    word = _WORDS.get
    return tuple([
        make(Row, (
            i, word(lower) or _word(strings, lower), i + head,
            label(dep) or _label(strings, dep), label(tag) or _label(strings, tag), label(pos) or _label(strings, pos),
            punct == 1, space == 1,
        ))
        for i, (lower, head, dep, tag, pos, punct, space) in enumerate(table)
    ])  # to_array is far cheaper than a Token per word; a list comprehension beats a generator


# The model's labels (dependency, tag, part of speech) are a few hundred strings at most:
# each is decoded from the string store once, not again for every token.
_LABELS: dict[int, str] = {}
# Lower-case word forms, decoded once each: the string store builds a new string on every
# lookup. Emptied when it grows past a bound, so memory stays flat on any corpus.
_WORDS: dict[int, str] = {}
_MAX_WORDS = 200_000


def _label(strings: Any, key: int) -> str:
    found = _LABELS[key] = strings[key % _WRAP]  # keys come signed from the int64 view
    return found


def _word(strings: Any, key: int) -> str:
    found = _WORDS[key] = strings[key % _WRAP]
    return found


_WRAP = 2**64


@lru_cache(maxsize=1)
def _row_attrs() -> list[int]:
    from spacy.attrs import DEP, HEAD, IS_PUNCT, IS_SPACE, LOWER, POS, TAG  # spaCy only once a Doc exists

    return [LOWER, HEAD, DEP, TAG, POS, IS_PUNCT, IS_SPACE]


def child_rows(doc: Doc) -> tuple[tuple[Row, ...], ...]:
    """Each token's dependents as rows, in order (memoised per Doc).

    ``token.children`` builds a Token per child on every call; rules that ask several
    times about the main verb's dependents read this index instead.
    """
    store = doc_memo(doc)
    found = store.get("children")
    if found is None:
        table = rows(doc)
        kids: list[list[Row]] = [[] for _ in table]
        for row in table:
            if row.head != row.i:
                kids[row.head].append(row)
        found = store["children"] = tuple(map(tuple, kids))
    return found


def sent_rows(sent: Span) -> tuple[Row, ...]:
    """The rows of ``sent``'s tokens."""
    return rows(sent.doc)[sent.start : sent.end]


_LOWER = attrgetter("lower")
_INDEX = attrgetter("i")
_DEP = attrgetter("dep")


def sent_words(sent: Span) -> tuple[frozenset[str], frozenset[str]]:
    """The lower-cased words and the dependency labels of ``sent`` (memoised per sentence).

    A rule that looks for a few words ("not", "until") can tell at once that a sentence
    has none of them, without walking its rows.
    """
    store = doc_memo(sent.doc)
    key = ("sent_words", sent.start)
    found = store.get(key)
    if found is None:
        table = sent_rows(sent)
        found = store[key] = frozenset(map(_LOWER, table)), frozenset(map(_DEP, table))
    return found


def analyses(doc: Doc) -> tuple[tuple[Span, Analysis], ...]:
    """Every sentence of ``doc`` with its main clause or the reason it has none (memoised)."""
    store = doc_memo(doc)
    found = store.get("clauses")
    if found is None:
        found = store["clauses"] = tuple((sent, analyse(sent)) for sent in sentences(doc))
    return found


def clauses(doc: Doc) -> list[Clause]:
    """Main clauses of every sentence of ``doc`` that has one, in order."""
    return [found for _, found in analyses(doc) if not isinstance(found, str)]


def first_reason(doc: Doc) -> str | None:
    """Why the first sentence has no main clause, or None when it has one."""
    found = analyses(doc)
    if not found:
        return "empty input"
    analysis = found[0][1]
    return analysis if isinstance(analysis, str) else None


# --- contractions and register --------------------------------------------------------------


def uses_contractions(doc: Doc) -> bool:
    """Whether the text already contracts verbs ("didn't", "it's", "they've"); memoised."""
    store = doc_memo(doc)
    if "contracts" not in store:
        store["contracts"] = _contracts(doc)
    return store["contracts"]


def _contracts(doc: Doc) -> bool:
    text = doc_text(doc)
    if "'" not in text and "’" not in text:
        return False
    for row in rows(doc):
        lower = row.lower.replace("’", "'")
        if lower == "n't":
            return True
        if lower in ("'re", "'ve", "'ll", "'m", "'d") and row.i > 0:
            return True
        if lower == "'s" and row.tag == "VBZ":
            return True
    return False


def negative_form(aux: str, contract: bool) -> str:
    """``aux`` followed by its negation: "did not" or "didn't", "can" → "cannot"/"can't"."""
    lower = aux.lower()
    config = load_rules(_RULES)["contractions"]
    if contract and lower in config["contracted"]:
        form = config["contracted"][lower]
    elif lower in config["full"]:
        form = config["full"][lower]
    else:
        form = f"{lower} not"
    return _recase(aux, form)


def positive_form(aux: Token) -> str:
    """The affirmative written form of an auxiliary split from "n't" ("ca" → "can")."""
    lower = aux.lower_.replace("’", "'")
    forms: dict[str, str] = load_rules(_RULES)["contractions"]["positive"]
    return _recase(aux.text, forms.get(lower, lower))


def _recase(source: str, form: str) -> str:
    if source[:1].isupper():
        return form[:1].upper() + form[1:]
    return form


def do_support(tag: str) -> str | None:
    """The form of "do" that carries tense ``tag`` for do-support."""
    return {"VBD": "did", "VBZ": "does", "VBP": "do"}.get(tag)
