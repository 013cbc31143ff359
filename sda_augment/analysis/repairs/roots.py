"""Repairs of the main verb: a root that is no verb, and a verb the parse's own clause
misplaced or hid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reasons import Skip
from ..caption.verbs import noun_tagged_verb, verb_before
from ..clause_reasons import (
    HIDDEN_FIRST_VERB,
    NAME_VERB,
    NO_SUBJECT,
)
from ..morphology import verb_lemma
from ..rules import grammar
from ..syntax import AUX_DEPS, FINITE_TAGS, SUBJECT_DEPS
from ..tokens import sent_text, word_bounds
from .base import ParsedClause, Repair, VerbReading

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


# --- the root is no verb ----------------------------------------------------------------------


def _adjective_verb(sent: Span) -> VerbReading | None:
    """A past verb the tagger read as an adjective: only with a subject before it, a direct
    object after it, and a word that lemminflect confirms as a regular past form."""
    root = sent.root
    if root.pos_ != "ADJ" or not root.lower_.endswith("ed"):
        return None
    kids = list(root.children)
    has_subject = any(c.dep_ in ("nsubj",) and c.i < root.i for c in kids)
    has_object = any(c.dep_ == "dobj" and c.i > root.i for c in kids)
    if has_subject and has_object and verb_lemma(root.text, "VBD", root.lemma_) is not None:
        return VerbReading(*word_bounds(root), "VBD")
    return None


def _noun_root_verb(sent: Span) -> VerbReading | None:
    """The finite verb the parser hung on a subject noun as a clause.

    Only when the noun's phrase opens the sentence, the verb follows the noun at once, is
    tagged finite, and every other finite verb of the sentence lies inside its phrase.
    """
    root = sent.root
    if root.pos_ not in ("NOUN", "PROPN") or not sent_text(sent).rstrip().endswith("."):
        return None
    if not all(t.head.i == root.i and t.dep_ in ("det", "amod", "compound", "poss", "nummod") for t in sent if t.i < root.i):
        return None
    verb = next((c for c in root.children if c.dep_ == "acl" and c.i == root.i + 1 and c.tag_ in ("VBD", "VBZ")), None)
    if verb is None or verb.text[:1].isupper():
        return None
    inside = range(verb.left_edge.i, verb.right_edge.i + 1)
    if any(t.tag_ in FINITE_TAGS and t.i not in inside for t in sent):
        return None
    return VerbReading(*word_bounds(verb), verb.tag_, subject=root)


def _clause_after_opener(sent: Span) -> VerbReading | None:
    """The clause after an opening noun phrase that the parser read as a relative clause on it.

    Taken as the main clause when the noun phrase opens the sentence, the clause has its own
    personal pronoun or name as subject right after the noun, and it runs to the end.
    """
    root = sent.root
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
    if subject.lower_ in grammar().pronouns.relative or subject.lower_ == "it":
        return None
    last = max(t.i for t in sent if not t.is_punct)
    return VerbReading(*word_bounds(verb)) if verb.right_edge.i >= last else None


def subordinate_root(sent: Span) -> Token | None:
    """The one finite verb of a sentence whose root the parser misplaced, or None.

    Accepted only when exactly one finite verb with its own subject before it exists,
    outside relative and subordinate clauses, quotations and what follows a colon.
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


def _subordinate_root_verb(sent: Span) -> VerbReading | None:
    verb = subordinate_root(sent)
    return None if verb is None else VerbReading(*word_bounds(verb))


def _caption_noun_verb(sent: Span) -> VerbReading | None:
    hidden = noun_tagged_verb(sent)
    if hidden is None:
        return None
    return VerbReading(hidden.verb, hidden.verb, hidden.tag, hidden.subject, hidden.conjuncts)


ROOT_REPAIRS: tuple[Repair[Span, VerbReading], ...] = (
    Repair(
        "adjective_verb",
        detects="a regular past verb tagged as an adjective, with a subject before it and an object after it",
        rewrites="reads it as the main verb in the past tense",
        example="One of his daughters, Agnes, married Robert Hall, who would later become a famous lawyer.",
        find=_adjective_verb,
    ),
    Repair(
        "verb_hung_on_subject",
        detects="a finite verb the parser hung on the noun opening the sentence as its clause",
        rewrites="reads the verb as the main verb and the noun as its subject",
        example="Speeches focussed on the new tax and its effects on farmers.",
        find=_noun_root_verb,
    ),
    Repair(
        "clause_after_opening_noun",
        detects="an opening noun phrase made the root, the clause after it read as its relative clause",
        rewrites="reads that clause, with its own pronoun or name as subject, as the main clause",
        example="The following month he was promoted to captain.",
        find=_clause_after_opener,
    ),
    Repair(
        "misplaced_root",
        detects="a name or phrase made the root, the one finite verb with its own subject hung under it",
        rewrites="reads that verb as the main verb",
        example="From the mouth of the lake, the current follows the Otter River to the north; then the course of the Fox River to the east and the course of the Grand River to the sea.",
        find=_subordinate_root_verb,
    ),
    Repair(
        "caption_verb_tagged_noun",
        detects="a caption's present verb tagged as a noun, the whole line parsed as a noun phrase",
        rewrites="reads the word as the caption's verb, with its true tag and any verbs after 'and'",
        example="A woman with a guitar smiles at the crowd.",
        find=_caption_noun_verb,
    ),
)


# --- the parse's own clause, read: a verb it misplaced or hid ---------------------------------


def _hidden_first_verb(parsed: ParsedClause) -> VerbReading | Skip | None:
    """A caption verb tagged as a noun between the subject and the parsed verb: the first claim."""
    sent = parsed.sent
    if parsed.verb is None or parsed.subject is None or sent.start != 0 or not verb_before(parsed.subject, parsed.verb):
        return None
    hidden = noun_tagged_verb(sent)
    if hidden is not None and hidden.verb.i < parsed.verb.i:
        return VerbReading(hidden.verb, hidden.verb, hidden.tag, hidden.subject, hidden.conjuncts)
    return Skip(HIDDEN_FIRST_VERB)


def _root_as_name(parsed: ParsedClause) -> VerbReading | None:
    """The parse's verb is a name or has no subject, and one other finite verb has one."""
    if parsed.code not in (NAME_VERB, NO_SUBJECT):
        return None
    return _subordinate_root_verb(parsed.sent)


def _main_verb_as_adverbial(parsed: ParsedClause) -> VerbReading | None:
    """The parsed verb's subject stands right after a finite verb that has a subject of its own
    and no subordinator ("The population of the village is 1479, where 802 are males and 677
    are females", its root "are" with the subject "1479"): that earlier verb is the main one."""
    if parsed.verb is None or parsed.subject is None:
        return None
    doc = parsed.sent.doc
    before = doc[parsed.subject.left_edge.i - 1] if parsed.subject.left_edge.i > parsed.sent.start else None
    if before is None or before.dep_ not in ("advcl", "ccomp") or before.head.i != parsed.verb.i or before.tag_ not in FINITE_TAGS:
        return None
    kids = list(before.children)
    if any(c.dep_ == "mark" for c in kids) or not any(c.dep_ in SUBJECT_DEPS and c.i < before.i for c in kids):
        return None
    return VerbReading(*word_bounds(before))


PARSE_REPAIRS: tuple[Repair[ParsedClause, VerbReading | Skip], ...] = (
    Repair(
        "verb_after_noun_tagged_verb",
        detects="a caption's first verb tagged as a noun, the parse's main verb a later one",
        rewrites="reads the first verb as the main verb; skips (clause.noun_tagged_verb) when it cannot",
        example="A woman in brown boots talks on her phone and holds an umbrella.",
        find=_hidden_first_verb,
    ),
    Repair(
        "root_verb_is_a_name",
        detects="the parsed main verb is a name ('Saw' in 'Lee Saw Kim') or has no subject, while one other finite verb has one",
        rewrites="reads that other verb as the main verb",
        example="Lee Saw Kim (born 1950) was a Korean painter.",
        find=_root_as_name,
    ),
    Repair(
        "main_verb_as_adverbial",
        detects="the parsed main verb's subject follows at once a finite verb with a subject of its own and no subordinator",
        rewrites="reads that earlier verb as the main verb",
        example="As per the report of 2011 Census of India, The total population of the village is 1479, where 802 are males and 677 are females.",
        find=_main_verb_as_adverbial,
    ),
)
