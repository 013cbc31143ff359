"""One verb chain moved to another tense: the finite verb, the auxiliaries after it, the head.

The chain is what the clause model found (``Clause.auxes``, ``Clause.head``): "has been
built", "did not go", "will travel", "is". Moving it changes the finite verb and, where
the new tense needs it, adds or drops a word:

* past / present  the finite verb takes the new form for its person ("was" → "is",
  "travelled" → "travels", "did" → "does"); "will" is dropped and the next verb takes the
  tense ("will be built" → "was built", "will travel" → "travelled"), with do-support
  when "not" follows it ("will not travel" → "did not travel"); "could" → "can", and
  "cannot" → "could not" ("could" alone reads as a conditional: "I could come")
* future  "will" takes the tense and the old finite verb follows in its base form ("was
  built" → "will be built", "has gone" → "will have gone", "travelled" → "will travel",
  "did not go" → "will not go"); "will" goes before the adverbs in front of the verb
  ("later returned" → "will later return") and "be" after those that follow it ("is also
  a village" → "will also be a village")

Contractions stay contractions where the new word has one ("didn't" → "won't", "it's" →
"it'll be", "they'll go" → "they go"); full forms stay full.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ...analysis.clause import AMBIGUOUS_VERB, VerbWord
from ...analysis.morphology import convert, do_form, lemma_table, negative_form, primary_form
from ...analysis.rules import grammar
from ...analysis.syntax import AUX_DEPS, SUBJECT_DEPS
from ...analysis.tokens import word_bounds
from ...edits import Edit, token_end
from ...reasons import Skip, register_reason
from .person import Person, clitic
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token

Target = Literal["past", "present", "future"]
Source = Literal["past", "present", "future"]
Moved = list[Edit] | Skip  # the edits that move a verb group, or why they cannot

OTHER_MODAL = register_reason("tense.other_modal", "modal with no tense counterpart (would, may, must, should, ...)")
MODAL_FUTURE = register_reason("tense.modal_future", "'can' and 'could' have no future form")
MODAL_PAST = register_reason(
    "tense.modal_past",
    "'can' moved to the past: 'could' reads as a conditional ('I could come'), 'was able to' fits only a person's ability ('It can take hours')",
)
MODAL_PERFECT = register_reason("tense.modal_perfect", "'could have' or 'can have' (a modal perfect keeps its time)")
PROGRESSIVE_PASSIVE = register_reason(
    "tense.progressive_passive", "progressive passive ('was being built'): its future is not written"
)
BE_TO = register_reason("tense.be_to", "'be to' before an infinitive ('was to be built'): no future form")
GOING_TO = register_reason("tense.going_to", "'going to' future ('is going to build')")
ALREADY = register_reason("tense.already", "already in the requested tense")
ANCHORED = register_reason("tense.time_anchored", "a time word or date pins the sentence to another time")
PAST_ONLY = register_reason("tense.past_only", "a verb with one tense only ('was born', 'used to')")

_NEGATION_WORDS = ("not", "n't", "n’t")


def verb_chain(auxes: tuple[Token, ...], head: VerbWord) -> Chain:
    """The chain of ``auxes`` and ``head``, less a negation the parse took for an auxiliary.

    "wasn’t included" may come parsed with "n’t" as a second passive auxiliary: as the
    chain's next verb it would take "be" inside the finite verb's own rewrite.
    """
    return Chain(tuple(aux for aux in auxes if aux.lower_ not in _NEGATION_WORDS), head)


@dataclass(frozen=True)
class Chain:
    """A finite verb group: auxiliaries before the head, in order, and the head itself."""

    auxes: tuple[Token, ...]
    head: VerbWord

    @property
    def finite(self) -> Token:
        return self.auxes[0] if self.auxes else self.head.last

    @property
    def next_verb(self) -> Token:
        """The verb after the finite one: the second auxiliary or the head."""
        return self.auxes[1] if len(self.auxes) > 1 else self.head.first


def clause_chain(verb: Token) -> Chain:
    """The verb group of a clause other than the main one, from its own auxiliaries."""
    first, last = word_bounds(verb)
    auxes = tuple(child for child in verb.children if child.dep_ in AUX_DEPS and child.i < first.i)
    return verb_chain(auxes, VerbWord(first, last, verb.tag_))


def subject_of(verb: Token) -> Token | None:
    """The verb's own subject, or None."""
    return next((child for child in verb.children if child.dep_ in SUBJECT_DEPS), None)


def is_finite(chain: Chain) -> bool:
    """Whether the chain carries a tense (a past, a present or a modal)."""
    tag = chain.finite.tag_ if chain.auxes else chain.head.tag
    return tag in ("VBD", "VBZ", "VBP", "MD")


def fixed_tense(chain: Chain) -> bool:
    """A verb with one tense only: "was born", "used to live"."""
    skip = rule_data().skip
    head = chain.head.last
    if head.lower_ in skip.past_only_participles and chain.auxes:
        return True
    doc = head.doc
    return head.lemma_.lower() in skip.fixed_before_to and head.i + 1 < len(doc) and doc[head.i + 1].lower_ == "to"


def source_tense(chain: Chain) -> Source | Skip:
    """The chain's tense now, or a :class:`Skip` for a modal that has none to move."""
    finite = chain.finite
    tag = finite.tag_ if chain.auxes else chain.head.tag
    if tag == "MD":
        word, modals = clitic(finite.text), rule_data().modals
        if word in modals.future:
            return "future"
        if word in modals.present_ability:
            return "present"
        if word in modals.past_ability:
            return "past"
        return Skip(OTHER_MODAL)
    return "past" if tag == "VBD" else "present"


def move(chain: Chain, target: Target, person: Person) -> Moved:
    """The edits that put ``chain`` in ``target`` for a subject of ``person``, or a reason."""
    finite = chain.finite
    if not _known_verb(chain.head):
        return Skip(AMBIGUOUS_VERB)  # "casted" read as a form of the noun "caste"
    if chain.auxes and finite.tag_ == "MD":
        return _from_modal(chain, target, person)
    if _going_to(chain) and target == "future":
        return Skip(GOING_TO)
    if target == "future":
        return _to_future(chain)
    new = _finite_form(chain, finite, target, person)
    if new is None:
        return Skip(AMBIGUOUS_VERB)
    return [_write_finite(finite, new, start=None if chain.auxes else chain.head.first)]


# --- the finite verb --------------------------------------------------------------------


def _finite_form(chain: Chain, verb: Token, target: Literal["past", "present"], person: Person) -> str | None:
    """``verb`` (the finite verb or the one after a dropped "will") in ``target``."""
    form = primary_form(verb.lemma_.lower(), target, person)
    if form is not None:
        return form
    tag = "VBD" if target == "past" else ("VBZ" if person == "singular" else "VBP")
    if verb.i == chain.head.last.i or verb.i == chain.head.first.i:
        return chain.head.form(tag)
    return convert(verb.text, verb.tag_, tag, verb.lemma_)


def _attached_negation(finite: Token) -> Token | None:
    """The "n't" of "didn't" or the "not" of "cannot": written onto the finite verb."""
    doc = finite.doc
    if finite.whitespace_ or finite.i + 1 >= len(doc):
        return None
    after = doc[finite.i + 1]
    return after if after.lower_ in _NEGATION_WORDS else None


def _write_finite(finite: Token, word: str, after: str = "", start: Token | None = None) -> Edit:
    """Replace the finite verb by ``word`` (then ``after``), keeping its negation and register.

    ``start`` is the verb word's first token when it has several ("re-entered").
    """
    doc = finite.doc
    begin = finite.idx if start is None else start.idx
    negation = _attached_negation(finite)
    if negation is not None:
        contract = negation.lower_ != "not"
        written = negative_form(word, contract).replace("'", negation.text[1:2] if contract else "'")
        return Edit(begin, token_end(negation), written + after)  # "didn’t" → "won’t", as typed
    following = doc[finite.i + 1] if finite.i + 1 < len(doc) else None
    if word == "can" and following is not None and following.lower_ == "not":
        return Edit(begin, token_end(following), "cannot" + after)  # "could not" → "cannot"
    text = finite.text
    if text[:1] in ("'", "’"):
        short = grammar().contractions.clitics.get(word)
        if short is None:
            return Edit(begin, token_end(finite), " " + word + after)
        return Edit(begin, token_end(finite), text[0] + short[1:] + after)
    if text[:1].isupper() and start is None:
        word = word[:1].upper() + word[1:]
    return Edit(begin, token_end(finite), word + after)


def _remove(token: Token) -> Edit:
    """Delete ``token`` with the whitespace before it ("He will go" → "He go", "he'll" → "he")."""
    doc = token.doc
    start = token_end(doc[token.i - 1]) if token.i > 0 else token.idx
    return Edit(start, token_end(token), "")


def _known_verb(head: VerbWord) -> bool:
    """Whether the head's lemma is a verb lemminflect's dictionary knows (or one with a prefix)."""
    if head.tag == "VBN" or head.last.lemma_.lower() in ("be", "have", "do"):
        return True  # participles stay as written
    lemma = head.lemma
    if lemma is None:
        return False
    if "VERB" in lemma_table(lemma):
        return True
    return any(lemma.startswith(p) and "VERB" in lemma_table(lemma[len(p):]) for p in grammar().verbs.prefixes)


def _going_to(chain: Chain) -> bool:
    head = chain.head.last
    doc = head.doc
    return head.lower_ == "going" and head.i + 1 < len(doc) and doc[head.i + 1].lower_ == "to"


# --- to the future ----------------------------------------------------------------------


def _to_future(chain: Chain) -> Moved:
    finite = chain.finite
    if chain.auxes:
        lemma = finite.lemma_.lower()
        if lemma == "do":
            return [_write_finite(finite, "will")]
        if chain.head.tag == "VBN" and any(aux.lower_ == "being" for aux in chain.auxes):
            return Skip(PROGRESSIVE_PASSIVE)
        if lemma == "be" and any(token.lower_ == "to" for token in finite.doc[finite.i + 1 : chain.head.first.i]):
            return Skip(BE_TO)  # "was also to be established": "will be to be" does not exist
        base = "be" if lemma == "be" else "have" if lemma == "have" else convert(finite.text, finite.tag_, "VB", finite.lemma_)
        if base is None:
            return Skip(AMBIGUOUS_VERB)
        nxt = chain.next_verb  # "was not built" → "will not be built": after the adverbs
        return [_write_finite(finite, "will"), Edit(nxt.idx, nxt.idx, base + " ")]
    head = chain.head
    if head.last.lemma_.lower() == "be" and head.first.i == head.last.i:
        negation = _attached_negation(finite)
        last = negation or finite
        run = _adverbs_after(last, finite)
        after = (run[-1] if run else last).i + 1
        if after < len(finite.doc) and finite.doc[after].lower_ == "to" and finite.doc[after].dep_ == "aux":
            return Skip(BE_TO)  # "was also to be established"
        if not run:
            return [_write_finite(finite, "will", " be")]
        return [_write_finite(finite, "will"), Edit(token_end(run[-1]), token_end(run[-1]), " be")]
    base = head.form("VB")
    if base is None:
        return Skip(AMBIGUOUS_VERB)
    run = _adverbs_before(head.first)
    at = run[0] if run else head.first
    if at.i == head.first.i:
        return [head.replace("will " + base)]
    return [Edit(at.idx, at.idx, "will "), head.replace(base)]


def _adverbs_before(verb: Token) -> list[Token]:
    """The adverbs and negations written right before ``verb`` that modify it ("later returned")."""
    doc = verb.doc
    found: list[Token] = []
    i = verb.i - 1
    while i >= 0:
        token = doc[i]
        if token.dep_ not in ("advmod", "neg") or not verb.i <= token.head.i <= verb.i + 2 or not token.text.isalpha():
            break
        found.insert(0, token)
        i -= 1
    return found


def _adverbs_after(token: Token, verb: Token) -> list[Token]:
    """The adverbs and negations of ``verb`` written right after ``token`` ("is also", "is not")."""
    doc = token.doc
    found: list[Token] = []
    i = token.i + 1
    while i < len(doc):
        word = doc[i]
        if word.dep_ not in ("advmod", "neg") or word.head.i != verb.i or not word.text.replace("’", "'").replace("'", "").isalpha():
            break
        if word.lower_ in rule_data().skip.place_adverbs:
            break  # "is outside jumping" → "will be outside jumping", never "will outside be"
        found.append(word)
        i += 1
    return found


# --- from a modal -------------------------------------------------------------------------


def _able_to(chain: Chain, person: Person) -> Moved:
    """"I can come" → "I was able to come": the past of a person's ability. "could" would
    read as a conditional; a thing's "can" is a possibility ("It can take hours"), and
    "can be" a passive or a state, neither with a past "was able to"; nor what befalls the
    subject ("they can become victims"). Only in the main clause: a subordinate "can" is
    more often a possibility ("because they can become ...")."""
    finite, head, modals = chain.finite, chain.head.last, rule_data().modals
    subject = next((child for child in head.children if child.dep_ == "nsubj"), None)
    if len(chain.auxes) != 1 or finite.lower_ not in modals.present_ability or head.dep_ != "ROOT" \
            or subject is None or subject.lower_ not in modals.able_subjects \
            or head.lemma_.lower() in modals.unable_verbs or person is None:
        return Skip(MODAL_PAST)
    return [Edit(finite.idx, token_end(finite), f"{primary_form('be', 'past', person)} able to")]


def _from_modal(chain: Chain, target: Target, person: Person) -> Moved:
    finite = chain.finite
    source = source_tense(chain)
    if isinstance(source, Skip):
        return source
    nxt = chain.next_verb
    if source != "future":
        if nxt.lemma_.lower() == "have" and len(chain.auxes) > 1:
            return Skip(MODAL_PERFECT)
        if target == "future":
            return Skip(MODAL_FUTURE)
        negated = any(token.lower_ in _NEGATION_WORDS for token in finite.doc[finite.i + 1 : nxt.i])
        if target == "past" and not negated:
            return _able_to(chain, person)  # "I can come" → "I could come" reads as a conditional
        return [_write_finite(finite, "could" if target == "past" else "can")]
    verb = chain.auxes[1] if len(chain.auxes) > 1 else chain.head.last
    lemma = verb.lemma_.lower()
    if lemma in ("be", "have") and (len(chain.auxes) > 1 or chain.head.first.i == chain.head.last.i):
        if lemma == "be" and chain.head.tag == "VBN" and len(chain.auxes) > 2 and chain.auxes[2].lower_ == "being":
            return Skip(PROGRESSIVE_PASSIVE)
        new = _finite_form(chain, verb, target, person)
        if new is None:
            return Skip(AMBIGUOUS_VERB)
        return [_write_finite(finite, new), _remove(verb)]  # "will be built" → "was built"
    if any(token.lower_ in _NEGATION_WORDS for token in chain.head.first.doc[finite.i + 1 : nxt.i]):
        return [_write_finite(finite, do_form(target, person))]  # "will not travel" → "did not travel"
    new = _finite_form(chain, verb, target, person)
    if new is None:
        return Skip(AMBIGUOUS_VERB)
    if verb.i == chain.head.last.i:
        return [_remove(finite), chain.head.replace(new)]
    return [_remove(finite), Edit(verb.idx, token_end(verb), new)]
