"""Repairs of a main verb's subject and of a bare verb's tag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reasons import Skip
from ..agreement import number_agrees, subject_number, tag_number
from ..clause_reasons import (
    NON_FINITE,
)
from ..morphology import convert, known_word
from ..syntax import AUX_DEPS
from ..tokens import child_rows
from .base import Repair, VerbGroup

if TYPE_CHECKING:
    from spacy.tokens import Token


# --- the verb has no subject dependent ------------------------------------------------------


def _subject_on_auxiliary(group: VerbGroup) -> Token | None:
    """A subject the parser hung on the auxiliary, before it, the auxiliary before the verb."""
    doc = group.first.doc
    kids = child_rows(doc)
    for aux in group.children:
        if aux.dep not in AUX_DEPS or aux.i > group.first.i:
            continue
        found = next((c for c in kids[aux.i] if c.dep in ("nsubj", "nsubjpass", "expl") and c.i < aux.i), None)
        if found is not None:
            return doc[found.i]
    return None


def _bare_root(group: VerbGroup) -> bool:
    """A finite verb without auxiliaries that is the parse's root: where a lost subject is sought."""
    return group.tag in ("VBD", "VBZ", "VBP") and group.first.dep_ == "ROOT" and not any(c.dep in AUX_DEPS for c in group.children)


def _name_as_adverb(group: VerbGroup) -> Token | None:
    """A capitalised word unknown to the lexicon, right before the finite root, tagged as an adverb."""
    if not _bare_root(group):
        return None
    root, sent = group.first, group.sent
    first = root.doc[sent.start]
    if first.i + 1 != root.i or first.head.i != root.i or first.dep_ not in ("advmod", "npadvmod"):
        return None
    if not (first.is_alpha and first.text[:1].isupper() and not first.is_stop) or known_word(first.lower_):
        return None
    return first


def _before(group: VerbGroup) -> Token | None:
    root = group.first
    return root.doc[root.i - 1] if root.i > group.sent.start else None


def _name_as_compound(group: VerbGroup) -> Token | None:
    """A name right before the verb that the parser hung on it as a compound, after a comma or
    as the sentence's first words."""
    if not _bare_root(group):
        return None
    root, sent = group.first, group.sent
    before = _before(group)
    if before is None or before.pos_ != "PROPN" or before.dep_ != "compound" or before.head.i != root.i:
        return None
    left = root.doc[before.i - 1] if before.i > sent.start else None
    if left is None or left.text == "," or left.i == sent.start:
        return before
    return None


def _locative_inversion(group: VerbGroup) -> bool:
    """"Amongst his siblings was a brother": a "be" whose subject follows it (unless a person's
    name stands before it)."""
    before = _before(group)
    return group.first.lemma_ == "be" and not (before is not None and before.ent_type_ == "PERSON")


def _subject_in_opening_phrase(group: VerbGroup) -> Token | None:
    """A noun or pronoun right before the verb that ends a phrase opening the sentence, and
    agrees with the verb."""
    if not _bare_root(group) or _locative_inversion(group):
        return None
    root, sent = group.first, group.sent
    doc = root.doc
    before = _before(group)
    if before is None or before.pos_ not in ("PROPN", "NOUN", "PRON") or before.dep_ not in ("pobj", "compound", "appos"):
        return None
    opening = next((c for c in root.children if c.dep_ == "prep" and c.i == sent.start), None)
    if opening is None or opening.right_edge.i != before.i or before.tag_ in ("WP", "WDT"):
        return None
    if number_agrees(tag_number(before), root.tag_) and not any(t.is_punct for t in doc[opening.i : before.i]):
        return before
    return None


def _name_before_comma(group: VerbGroup) -> Token | None:
    """A capitalised first word, a comma after it, taken for an adverb of the verb."""
    if not _bare_root(group) or _locative_inversion(group):
        return None
    root, sent = group.first, group.sent
    doc = root.doc
    first = doc[sent.start]
    if (
        first.text[:1].isupper() and first.is_alpha and first.head.i == root.i and first.dep_ in ("advmod", "npadvmod")
        and first.i + 1 < root.i and doc[first.i + 1].text == "," and not first.lower_.endswith("ly")
        and not first.is_stop and first.tag_ in ("RB", "NNP", "NN")
    ):
        return first
    return None


SUBJECT_REPAIRS: tuple[Repair[VerbGroup, Token], ...] = (
    Repair(
        "subject_on_auxiliary",
        detects="the subject hung on the auxiliary instead of the verb",
        rewrites="takes it as the verb's subject",
        example="It's since been converted into a museum.",
        find=_subject_on_auxiliary,
    ),
    Repair(
        "name_as_adverb",
        detects="a name opening the sentence, unknown to the lexicon, tagged as an adverb of the verb after it",
        rewrites="takes the name as the subject",
        example="Darmanović was one of the founders of the party.",
        find=_name_as_adverb,
    ),
    Repair(
        "name_as_compound",
        detects="a name right before the verb, hung on it as a compound",
        rewrites="takes the name as the subject",
        example="In 2015, Ben co-founded a design studio.",
        find=_name_as_compound,
    ),
    Repair(
        "subject_in_opening_phrase",
        detects="the subject read as the last word of an opening phrase ('At the outbreak of WW1 Wheeler took')",
        rewrites="takes that noun or pronoun, if it agrees with the verb, as the subject",
        example="At the age of 12 Maria started playing the violin.",
        find=_subject_in_opening_phrase,
    ),
    Repair(
        "name_before_comma",
        detects="a capitalised first word and a comma, taken for an adverb of the verb",
        rewrites="takes the word as the subject",
        example="Jake, ostensibly in character as a younger version of Smith, sings a song about his sister.",
        find=_name_before_comma,
    ),
)


# --- a bare verb's tag ----------------------------------------------------------------------


def _with_phrase_participle(group: VerbGroup) -> Skip | None:
    """The participle of a "with" phrase made the main verb ("... with his hands crossed")."""
    first = group.first
    doc = first.doc
    if group.tag == "VBN" and first.i > 0 and doc[first.i - 1].dep_ == "pobj" and doc[first.i - 1].head.lower_ == "with":
        return Skip(NON_FINITE)
    return None


def _regular_past_as_participle(group: VerbGroup) -> str | None:
    """A regular past tense tagged as a participle, with a subject and no auxiliary."""
    last = group.last
    if group.tag == "VBN" and convert(last.text, "VBN", "VBD", last.lemma_) == last.text:
        return "VBD"
    return None


def _plural_present_as_base(group: VerbGroup) -> str | None:
    """A present verb after a plural subject tagged as a base form."""
    if group.tag == "VB" and group.subject is not None and subject_number(group.subject) == "plural":
        return "VBP"
    return None


TAG_REPAIRS: tuple[Repair[VerbGroup, str | Skip], ...] = (
    Repair(
        "participle_of_with_phrase",
        detects="the participle of a 'with' phrase made the main verb",
        rewrites="skips: no finite verb (clause.non_finite)",
        example="A young woman wearing a red dress with her arms crossed and her head tilted back.",
        find=_with_phrase_participle,
    ),
    Repair(
        "past_tagged_participle",
        detects="a regular past tense, with a subject and no auxiliary, tagged as a participle",
        rewrites="reads it as a past tense",
        example="More than 200 people gathered in the square.",
        find=_regular_past_as_participle,
    ),
    Repair(
        "present_tagged_base_form",
        detects="a present verb after a plural subject tagged as a base form",
        rewrites="reads it as a present tense",
        example="Two cats, one lying down, play in a garden.",
        find=_plural_present_as_base,
    ),
)
