"""Main clauses rebuilt where the clause analysis gives up: MV's recoveries from parser errors.

Where :func:`~sda_augment.analysis.clause.analyses` finds no usable main clause (no verb,
no subject, an inversion, an imperative), some sentences still have one that a known
parser error hid: "She said he had left" read as an inversion, "The Konheims divorced in
1978." with the verb made a participle on its subject, "In 2015, Ben co-founded" with the
name hung on the opening phrase. Each recovery recognises one such error well enough to
trust the clause it rebuilds; each is a named entry of :data:`RECOVERIES` (as the analysis's
own repairs are, see :mod:`.repairs`), under the reason it recovers from. Only MV asks (NEG
and DN keep the reason), so their outputs do not depend on these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..reasons import Skip
from .agreement import plural_name
from .clause import IMPERATIVE, INVERSION, NO_SUBJECT, NO_VERB, Clause, VerbWord
from .document import doc_text
from .morphology import convert, verb_lemma
from .repairs import Repair, first_repair
from .rules import grammar
from .syntax import AUX_DEPS, FINITE_TAGS, SUBJECT_DEPS, opens_quotation
from .tokens import ends_with, word_bounds

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


def simple_clause(sent: Span, verb: Token, subject: Token, tag: str | None = None) -> Clause | None:
    """A clause on ``verb`` with ``subject`` given, for the recoveries below (and the captions'
    verb hung below their subject); None when unsafe.

    Bare verbs, or an auxiliary chain before the verb with a finite first member; the subject
    before the finite verb, nothing quoted before it, no negation (the recovered clauses are
    plain statements).
    """
    first, last = word_bounds(verb)
    inside = range(first.i, last.i + 1)
    children = sorted((c for i in inside for c in sent.doc[i].children if c.i not in inside), key=lambda t: t.i)
    auxes = tuple(c for c in children if c.dep_ in AUX_DEPS and c.i < first.i)
    if any(c.dep_ in AUX_DEPS and c.i > last.i for c in children) or any(c.dep_ == "neg" for c in children):
        return None
    tag = tag or last.tag_
    if auxes:
        if auxes[0].tag_ not in FINITE_TAGS or any(aux.lower_ == "to" for aux in auxes):
            return None
    elif tag not in ("VBD", "VBZ", "VBP"):
        return None
    finite = auxes[0] if auxes else first
    if subject.i > finite.i or first.text[:1].isupper():
        return None
    before = doc_text(sent.doc)[sent.start_char : finite.idx]
    if opens_quotation(before):
        return None
    conjuncts = []
    for child in children:
        if child.dep_ == "conj" and child.pos_ in ("VERB", "AUX") and not any(g.dep_ in SUBJECT_DEPS for g in child.children):
            c_first, c_last = word_bounds(child)
            conjuncts.append(VerbWord(c_first, c_last, c_last.tag_))
    return Clause(sent, VerbWord(first, last, tag), auxes, subject, (), tuple(conjuncts))


def _reported_clause(sent: Span) -> Clause | None:
    """"She said he had left": the pronoun after the verb opens its object clause, no inversion."""
    root = sent.root
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < root.i), None)
    after = sent.doc[root.i + 1] if root.i + 1 < sent.end else None
    if subject is None or after is None or after.dep_ not in SUBJECT_DEPS:
        return None
    if after.head.dep_ != "ccomp" or after.head.head.i != root.i or root.pos_ != "VERB":
        return None
    if subject.pos_ not in ("NOUN", "PROPN", "PRON") or root.lemma_.lower() not in grammar().recovery.reporting_verbs:
        return None  # "Homeward bound she was": a fronted predicate, not a report
    return simple_clause(sent, root, subject)


def _regular_past(verb: Token) -> bool:
    """A "-ed" word whose participle and past forms are the same ("signed", "left")."""
    return verb.tag_ in ("VBN", "VBD") and convert(verb.text, "VBN", "VBD", verb.lemma_) == verb.text


def _noun_root_participle(sent: Span) -> Clause | None:
    """"Ives signed with the Bears.": a past verb the parser made a participle on its subject.

    Only a noun root whose phrase opens the sentence (after a connective and comma such as
    "However,"), the verb right after it, no agent ("by ..."), no other verb outside the
    verb's own phrase, and a sentence that ends in "." — a caption ("A church built in
    1850.") names no agent-less actor, so an object or an intransitive use is asked for.
    """
    root = sent.root
    if root.pos_ not in ("NOUN", "PROPN") or not ends_with(sent, (".",)):
        return None
    verb = next((c for c in root.children if c.dep_ == "acl" and c.i > root.i), None)
    if verb is None or not _regular_past(verb) or verb.i != root.i + 1:
        return None
    for token in sent:
        if token.i >= root.i or token.head.i == root.i and token.dep_ in ("det", "amod", "compound", "poss", "nummod"):
            continue  # the noun's own words, or the verb's phrase after it
        if not (token.head.i == root.i and token.dep_ in ("advmod", "punct") and token.i < root.left_edge.i):
            return None  # only a connective and its comma ("However,") may stand before the noun's phrase
    kids = list(verb.children)
    if any(c.dep_ in ("agent", "auxpass", "aux") for c in kids) or any(c.lower_ == "by" for c in kids):
        return None
    objects = any(c.dep_ in ("dobj", "prt") for c in kids)
    if not objects and verb.lemma_.lower() not in grammar().recovery.intransitive_past:
        return None
    inside = range(verb.left_edge.i, verb.right_edge.i + 1)
    if any(t.tag_ in FINITE_TAGS and t.i not in inside for t in sent):
        return None
    return simple_clause(sent, verb, root, "VBD")


def _clause_after_phrase(sent: Span) -> Clause | None:
    """"At the end of the war he moved to ...": the clause the parser hung on the opening phrase.

    The sentence opens with a preposition that the parser made the root; the clause is read
    as a relative clause on its noun. Taken when its subject is a personal pronoun right
    before the verb (a relative clause would start with "who"/"which"), no relative word
    hangs on it, and it runs to the end of the sentence.
    """
    root = sent.root
    if root.pos_ != "ADP" or root.i != sent.start:
        return None
    verb = next((t for t in sent if t.dep_ == "relcl" and t.tag_ in ("VBD", "VBZ", "VBP")), None)
    if verb is None or any(c.tag_ in ("WDT", "WP", "WP$", "WRB") or c.dep_ == "mark" for c in verb.children):
        return None
    subject = sent.doc[verb.i - 1]
    if subject.dep_ != "nsubj" or subject.head.i != verb.i or subject.lower_ not in grammar().pronouns.nominative:
        return None
    last = max(t.i for t in sent if not t.is_punct)
    return simple_clause(sent, verb, subject) if verb.right_edge.i >= last else None


def _root_verb(sent: Span) -> Token | None:
    """The sentence's root when it is a finite verb or carries a finite auxiliary."""
    root = sent.root
    if root.tag_ in ("VBD", "VBZ", "VBP"):
        return root
    first, last = word_bounds(root)
    if any(c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS and c.i < first.i for c in last.children):
        return last
    return None


def _quoted_title_subject(sent: Span) -> Clause | None:
    """'"The World Is a Problem" chronicles ...': a quoted title the parser read as a clause.

    The sentence opens with a quotation that closes right before the finite verb; the
    opening quotation mark stands for the title as the subject (singular, as titles are).
    """
    verb = _root_verb(sent)
    doc = sent.doc
    opening = doc[sent.start]
    if verb is None or opening.text not in ('"', "“"):
        return None
    first, last = word_bounds(verb)
    finite = min((c for c in last.children if c.dep_ in AUX_DEPS and c.i < first.i), default=first, key=lambda t: t.i)
    closing = doc[finite.i - 1] if finite.i - 1 > sent.start else None
    if closing is None or closing.text not in ('"', "”") or closing.whitespace_ == "":
        return None
    inside = doc[sent.start + 1 : closing.i]
    if any(t.text in ('"', "“", "”") or t.text in (".", "!", "?", ",") for t in inside):
        return None  # a quoted remark ('"Go home," ...'), not a title
    return simple_clause(sent, verb, opening)


def _name_after_opening_phrase(sent: Span) -> Clause | None:
    """"In 2015, Ben co-founded" / "At the age of 10 Janhavi was able": a name the parser
    attached to the opening phrase or to the verb as a compound is the subject.

    Only a capitalised name right before the verb, after a temporal or circumstantial
    opening ("In", "At", "After" ...; never "Among", "Of": "Among them was X" is an
    inversion).
    """
    verb = _root_verb(sent)
    if verb is None:
        return None
    first, _ = word_bounds(verb)
    doc = sent.doc
    before = doc[first.i - 1] if first.i > sent.start else None
    if before is None or before.pos_ != "PROPN" or not before.text[:1].isupper() or before.tag_ == "NNPS":
        return None
    opener = doc[sent.start]
    if any(c.dep_ in SUBJECT_DEPS for c in first.children):
        return None
    comma = before.i > sent.start and doc[before.i - 1].text == ","
    if before.dep_ == "compound" and before.head.i == first.i and before.i == sent.start + 1:
        # "So Chloé deduces": one opening adverb of the verb, then the name
        return simple_clause(sent, verb, before) if opener.dep_ == "advmod" and opener.head.i == first.i else None
    if opener.lower_ not in grammar().recovery.openers:
        return None
    if before.dep_ == "compound" and before.head.i == first.i:
        ok = comma
    else:
        ok = before.dep_ == "pobj" and (comma or not any(t.is_punct for t in doc[sent.start : before.i]))
    # "of 10 Janhavi": a number the parser gave the name is no part of the subject's edit
    attached = doc[before.left_edge.i : before.i]
    if not ok or any(not (t.tag_ == "CD" and t.dep_ == "nummod") for t in attached):
        return None
    return simple_clause(sent, verb, before)


def _adjective_root(sent: Span) -> Clause | None:
    """"Despite ..., they narrowly qualified for ...": a past verb the tagger read as an adjective.

    An adjective takes no subject of its own, so a root adjective with a subject before it
    that lemminflect confirms as a past form ("qualified", "underwent") is the verb.
    """
    root = sent.root
    if root.pos_ != "ADJ" or not ends_with(sent, (".",)):
        return None
    subject = next((c for c in root.children if c.dep_ == "nsubj" and c.i < root.i), None)
    lemma = verb_lemma(root.text, "VBD", root.lemma_)
    if subject is None or lemma is None or convert(lemma, "VB", "VBD", lemma) != root.text:
        return None
    if any(c.dep_ in ("auxpass", "aux", "cop") or c.lemma_ == "be" for c in root.children):
        return None
    return simple_clause(sent, root, subject, "VBD")


def _plural_name_subject(sent: Span) -> Clause | None:
    """"The Warhawks, led by ..., play their home games": a base-form verb after a plural name.

    The tagger read "play" as a base form (an imperative) because it took the name for a
    singular; a name with "The" that ends in "s" is a plural team or family name.
    """
    root = sent.root
    if root.tag_ != "VB" or not ends_with(sent, (".",)):
        return None
    subject = next((c for c in root.children if c.dep_ == "nsubj" and c.i < root.i), None)
    return simple_clause(sent, root, subject, "VBP") if subject is not None and plural_name(subject) else None


RECOVERIES: dict[str, tuple[Repair[Span, Clause], ...]] = {
    INVERSION: (
        Repair(
            "reported_clause",
            detects="reported speech without 'that' read as an inversion ('She said he had left')",
            rewrites="reads the reporting verb's clause",
            example="It seems they got lost and went home early.",
            find=_reported_clause,
        ),
    ),
    NO_SUBJECT: (
        Repair(
            "quoted_title_subject",
            detects="a quoted title opening the sentence, parsed as a clause of its own",
            rewrites="takes the title (its opening quotation mark) as the subject",
            example='"The World Is a Problem" chronicles the life of a soldier.',
            find=_quoted_title_subject,
        ),
        Repair(
            "name_after_opening_phrase",
            detects="a name right before the verb attached to an opening phrase or to the verb as a compound",
            rewrites="takes the name as the subject",
            example="At the age of 10 Janhavi was able to sing.",
            find=_name_after_opening_phrase,
        ),
    ),
    IMPERATIVE: (
        Repair(
            "plural_name_subject",
            detects="a base-form verb after a plural name with 'the', read as an imperative",
            rewrites="reads it as a present plural verb",
            example="The Ravens, led by coach Anna Berg, play their home games at City Arena.",
            find=_plural_name_subject,
        ),
    ),
    NO_VERB: (
        Repair(
            "past_as_participle_on_subject",
            detects="a regular past verb made a participle on the noun before it",
            rewrites="reads it as the past-tense main verb, the noun as its subject",
            example="Ives signed with the Bears.",
            find=_noun_root_participle,
        ),
        Repair(
            "clause_after_opening_phrase",
            detects="an opening preposition made the root, the clause after it read as a relative clause",
            rewrites="reads that clause, with its pronoun subject, as the main clause",
            example="At the end of the war he moved to Paris.",
            find=_clause_after_phrase,
        ),
        Repair(
            "adjective_root_verb",
            detects="a past verb tagged as an adjective, with a subject before it",
            rewrites="reads it as the past-tense main verb",
            example="In June 2020, the Grand Rapids FC brand underwent restructuring.",
            find=_adjective_root,
        ),
    ),
}


def recover(sent: Span, skip: Skip) -> Clause | None:
    """A main clause MV can still use where the shared analysis found none (``skip`` says why).

    Each recovery knows one parser error well enough to trust the clause it rebuilds; the
    rest keep their reason.
    """
    return first_repair(RECOVERIES.get(skip.code, ()), sent, sent.doc)
