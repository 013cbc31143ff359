"""The main clause of a sentence: its predicate, auxiliary chain, tense and negation.

MV, NEG and DN all act on the same thing: the finite verb phrase of the main clause.
This module finds it once (never a verb inside a relative or adverbial clause), says
whether it can be rewritten safely, and builds the verb forms the rewrites need
(do-support, participles, contractions). Anything it is unsure about is reported as
``None`` so the transforms skip the sentence rather than write a broken one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from spacy.tokens import Doc, Span, Token

from .edits import Edit, token_end
from .inflect import convert, verb_lemma
from .lexicon import load_rules

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
    i = token.i
    if token.text == "-" and i + 1 < len(doc) and _joined(token, doc[i + 1]):
        i += 1
    first = last = i
    while first >= 2 and doc[first - 1].text == "-" and _joined(doc[first - 2], doc[first - 1]) \
            and _joined(doc[first - 1], doc[first]) and doc[first - 2].is_alpha:
        first -= 2
    while last + 2 < len(doc) and doc[last + 1].text == "-" and _joined(doc[last], doc[last + 1]) \
            and _joined(doc[last + 1], doc[last + 2]) and doc[last + 2].is_alpha:
        last += 2
    return doc[first], doc[last]


def word_text(first: Token, last: Token) -> str:
    return first.doc.text[first.idx : token_end(last)]


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
        return self.first.doc.text[self.first.idx : self.last.idx]

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
    def main_verb_be(self) -> bool:
        """True for "is a village", "was in Paris": the head itself is a form of "be"."""
        return not self.auxes and self.head.last.lemma_ == "be"


def _children(first: Token, last: Token) -> list[Token]:
    inside = range(first.i, last.i + 1)
    found = [child for i in inside for child in first.doc[i].children if child.i not in inside]
    return sorted(found, key=lambda token: token.i)


def subject_number(subject: Token) -> Literal["singular", "plural"]:
    """Grammatical number of a subject, from its tag or pronoun (coordination is plural)."""
    if subject.lower_ in PLURAL_PRONOUNS or subject.tag_ in ("NNS", "NNPS"):
        return "plural"
    if any(child.dep_ == "conj" for child in subject.children):
        return "plural"
    return "singular"


def main_clause(sent: Span) -> Clause | None:
    """The finite main clause of ``sent``, or None for fragments, questions and inversions."""
    root = sent.root
    first, last = word_bounds(root)
    if not any(t.pos_ in ("VERB", "AUX") for t in first.doc[first.i : last.i + 1]):
        return None
    tag = last.tag_ if last.tag_ in FINITE_TAGS | {"VB", "VBN", "VBG"} else root.tag_
    children = _children(first, last)
    subject = next((c for c in children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None:
        return None
    auxes = tuple(c for c in children if c.dep_ in AUX_DEPS and c.i < first.i)
    if any(c.dep_ in AUX_DEPS and c.i > last.i for c in children):
        return None  # inverted or split chains ("Never had he ...")
    if auxes:
        if auxes[0].tag_ not in FINITE_TAGS or any(aux.tag_ == "TO" or aux.lower_ == "to" for aux in auxes):
            return None
    elif tag == "VBN" and convert(last.text, "VBN", "VBD", last.lemma_) == last.text:
        tag = "VBD"  # "The groups failed": a regular past tense tagged as a participle
    elif tag == "VB":
        if subject_number(subject) != "plural":
            return None  # imperative, subjunctive or mis-tagged
        tag = "VBP"
    elif tag not in ("VBD", "VBZ", "VBP"):
        return None
    finite = auxes[0] if auxes else first
    before = first.doc[first.i - 1] if first.i > 0 else None
    openers = (":", '"', "“", "(", "[", "-", "–", "—")
    if first.text[:1].isupper() and before is not None and before.text not in openers and first.i > sent.start:
        return None  # "... assistant, Go Nan-do": a capitalised "verb" mid-sentence is a name
    if finite.lower_ in ("ai", "ain't"):
        return None  # "ain't" has no single affirmative or modal form
    if subject.i > finite.i:
        return None  # questions and other inversions
    head = VerbWord(first, last, tag)
    # Negation sits before the head ("did not go", "was never seen") or, when "be" is
    # the main verb, right after it ("is not a village").
    negations = tuple(
        c for c in children
        if c.dep_ == "neg" and subject.i < c.i and (c.i < first.i or (not auxes and c.i == last.i + 1))
    )
    conjuncts = []
    for child in children:
        if child.dep_ != "conj" or child.pos_ not in ("VERB", "AUX"):
            continue
        if any(g.dep_ in SUBJECT_DEPS for g in child.children):
            continue  # a clause of its own ("..., and she stayed")
        c_first, c_last = word_bounds(child)
        conjuncts.append(VerbWord(c_first, c_last, c_last.tag_))
    return Clause(sent, head, auxes, subject, negations, tuple(conjuncts))


def clauses(doc: Doc) -> list[Clause]:
    """Main clauses of every sentence of ``doc`` that has one, in order."""
    found = []
    for sent in doc.sents:
        clause = main_clause(sent)
        if clause is not None:
            found.append(clause)
    return found


# --- contractions and register --------------------------------------------------------------


def uses_contractions(doc: Doc) -> bool:
    """Whether the text already contracts verbs ("didn't", "it's", "they've")."""
    for token in doc:
        lower = token.lower_.replace("’", "'")
        if lower == "n't":
            return True
        if lower in ("'re", "'ve", "'ll", "'m", "'d") and token.i > 0:
            return True
        if lower == "'s" and token.tag_ == "VBZ":
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
