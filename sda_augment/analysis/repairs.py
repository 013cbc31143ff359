"""Known parser errors: each a named entry that says what it detects, what the analysis reads
instead, and a sentence that shows it.

The small English model misplaces the root, the subject or a tag of some sentences in
regular ways ("Thong Saw Pak (born 1928) was ...", "At the outbreak of WW1 Wheeler took
..."). The clause analysis (:mod:`.clause`) asks the entries of one stage, in order, where
that stage's question arises, and takes the first answer (:func:`first_repair`):

* :data:`ROOT_REPAIRS`: the parse's root is no verb; which word is the main verb;
* :data:`SUBJECT_REPAIRS`: the main verb has no subject dependent; which word is its subject;
* :data:`TAG_REPAIRS`: a bare verb's tag; the form it really has, or why it is no finite verb;
* :data:`VERB_MISREADS` and :data:`CLAUSE_MISREADS`: a clause the parse got wrong in a way
  no rewrite mends; each says so with a skip code;
* :data:`NEGATION_REPAIRS`: a "not" the parse hung away from the verb;
* :data:`PARSE_REPAIRS`: once the parse's own clause is read, a verb it misplaced or hid.

An entry's ``find`` returns None where the sentence does not show its error. :data:`REPAIRS`
lists every stage's entries in the order they are asked; :func:`fired` says which fired on
a Doc. MV's recoveries of a clause the analysis gives up on are entries of the same kind
(:mod:`.recovery`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from ..reasons import Skip
from .agreement import number_agrees, subject_number, tag_number
from .caption.verbs import noun_tagged_verb, verb_before
from .clause_reasons import (
    HEADING_PARTICIPLE,
    HIDDEN_FIRST_VERB,
    INVERSION,
    NAME_VERB,
    NO_SUBJECT,
    NON_FINITE,
    NOUN_VERB,
    REDUCED_RELATIVE,
    RUN_ON,
    SUBORDINATE,
)
from .document import MemoKey, analysis_of
from .morphology import convert, known_word, lemma_table, verb_lemma
from .rules import grammar
from .syntax import AUX_DEPS, FINITE_TAGS, SUBJECT_DEPS
from .tokens import Row, child_rows, rows, sent_text, word_bounds

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

Context = TypeVar("Context")
Found = TypeVar("Found")


@dataclass(frozen=True)
class Repair(Generic[Context, Found]):
    """One known parser error: what it detects, what the analysis reads instead, and a sentence
    of the kind the small English model misparses this way."""

    name: str
    detects: str
    rewrites: str
    example: str
    find: Callable[[Context], Found | None]


@dataclass(frozen=True)
class VerbReading:
    """The main verb a parse should have given: its written word, its tag (None: the word's
    own finite tag), its subject where the parse lost it, and verbs coordinated with it that
    the parse did not join to it."""

    first: Token
    last: Token
    tag: str | None = None
    subject: Token | None = None
    conjuncts: tuple[Token, ...] | None = None


@dataclass(frozen=True)
class VerbGroup:
    """A main verb as the clause analysis has read it so far: its word, its tag, the
    dependents of the word (as rows) and, once found, its subject and auxiliaries."""

    sent: Span
    first: Token
    last: Token
    tag: str
    children: tuple[Row, ...]
    subject: Token | None = None
    auxes: tuple[Token, ...] = ()


@dataclass(frozen=True)
class ParsedClause:
    """What the parse's own root gave: the clause's subject and verb, or the skip's code."""

    sent: Span
    subject: Token | None
    verb: Token | None
    code: str | None


_FIRED: MemoKey[list[str]] = MemoKey("repairs_fired")


def first_repair(stage: Sequence[Repair[Context, Found]], context: Context, doc: Doc) -> Found | None:
    """The first answer an entry of ``stage`` finds in ``context``, noted on ``doc`` (:func:`fired`)."""
    for repair in stage:
        found = repair.find(context)
        if found is not None:
            analysis_of(doc).answers.setdefault(_FIRED, []).append(repair.name)
            return found
    return None


def fired(doc: Doc) -> tuple[str, ...]:
    """The names of the repairs that found their parser error in ``doc``, in the order they fired."""
    return tuple(analysis_of(doc).answers.get(_FIRED, ()))


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


# --- a clause the parse got wrong: skipped --------------------------------------------------


_OPENERS = (":", '"', "“", "(", "[", "-", "–", "—")


def _name_as_verb(group: VerbGroup) -> Skip | None:
    """A capitalised "verb" mid-sentence: a name ("... assistant, Go Nan-do")."""
    first, sent = group.first, group.sent
    before = first.doc[first.i - 1] if first.i > 0 else None
    if first.text[:1].isupper() and before is not None and before.text not in _OPENERS and first.i > sent.start:
        return Skip(NAME_VERB)
    return None


def _noun_as_verb(group: VerbGroup) -> Skip | None:
    """A bare verb the dictionary knows only as a noun ("The battalion setup its weapons")."""
    if group.auxes:
        return None
    table = lemma_table(group.last.lower_)
    if "NOUN" in table and "VERB" not in table and "AUX" not in table:
        return Skip(NOUN_VERB)
    return None


VERB_MISREADS: tuple[Repair[VerbGroup, Skip], ...] = (
    Repair(
        "name_read_as_verb",
        detects="a capitalised word mid-sentence tagged as the main verb: a name",
        rewrites="skips (clause.name_verb)",
        example="Lee Saw Kim (born 1950) was a Korean painter.",
        find=_name_as_verb,
    ),
    Repair(
        "noun_read_as_verb",
        detects="the main verb is a word the dictionary knows only as a noun",
        rewrites="skips (clause.noun_verb)",
        example="The battalion setup its guns on the hill.",
        find=_noun_as_verb,
    ),
)


def _fronted_predicate(group: VerbGroup) -> Skip | None:
    """A subject pronoun right after the verb that is not its own: a fronted predicate read as
    the verb ("Homeward bound she was at Kedgeree"), not reported speech without "that"."""
    last = group.last
    doc = last.doc
    after = doc[last.i + 1] if last.i + 1 < len(doc) else None
    if after is None or after.lower_ not in grammar().pronouns.nominative or after.dep_ not in SUBJECT_DEPS or after.head.i == last.i:
        return None
    if after.head.dep_ == "ccomp" and after.head.head.i == last.i and after.head.i > after.i \
            and last.lemma_.lower() in grammar().clauses.reporting_verbs:
        return None  # "The Dictionary notes he was ...": reported speech without "that"
    return Skip(INVERSION)


def _run_on(group: VerbGroup) -> Skip | None:
    """A finite verb right after the main one, on it, with no subject: "The ship repaired took timber"."""
    last = group.last
    doc = last.doc
    after = doc[last.i + 1] if last.i + 1 < len(doc) else None
    if after is not None and after.tag_ in ("VBD", "VBZ") and after.dep_ in ("ccomp", "conj", "advcl", "dep") \
            and after.head.i == last.i and not any(c.dep_ in SUBJECT_DEPS for c in after.children):
        return Skip(RUN_ON)
    return None


def _opening_subordinator(group: VerbGroup) -> Skip | None:
    """The verb's clause opens with a subordinator ("When", "If") and a finite clause of its own
    follows it: that later clause is the main one the parse missed.

    "While in prison, Pandit translated ..." and 'Before "Big Brother", Chanelle appeared
    ...' have no later clause: the subordinator only opens a phrase before the main verb.
    """
    sent, first, last = group.sent, group.first, group.last
    table = rows(sent.doc)
    start = sent.start
    while start < sent.end and (table[start].punct or table[start].space):
        start += 1  # an opening quote or bracket
    if start >= sent.end:
        return None
    opener = table[start]
    if opener.dep not in ("advmod", "mark") or opener.lower not in grammar().clauses.subordinators:
        return None
    head = table[opener.head]
    if not first.i <= head.i <= last.i and not (head.dep == "prep" and first.i <= head.head <= last.i):
        return None  # "When in June 1897, ...": the parse may hang it on a phrase of the verb
    doc = sent.doc
    for row in table[last.i + 1 : sent.end]:
        if row.tag in FINITE_TAGS and not doc[row.i].text[:1].isupper():  # not a title's "Ruled"
            verb = table[row.head] if row.dep in AUX_DEPS else row
            if verb.dep not in ("relcl", "conj", "ccomp"):
                return Skip(SUBORDINATE)
    return None


def _reduced_relative(group: VerbGroup) -> Skip | None:
    """"The team placed last ... will be relegated": the past form is a participle.

    The parser made the real verb a conjunct of the participle; a conjunct with its own finite
    auxiliary, no subject and no coordinator before it gives it away.
    """
    if group.auxes or group.tag != "VBD":
        return None
    last = group.last
    doc = last.doc
    for child in last.children:
        if child.dep_ != "conj" or child.i < last.i:
            continue
        kids = list(child.children)
        if any(c.dep_ in SUBJECT_DEPS for c in kids) or not any(c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in kids):
            continue
        if not any(t.dep_ == "cc" or t.lower_ in grammar().clauses.coordinators for t in doc[last.i + 1 : child.i]):
            return Skip(REDUCED_RELATIVE)
    return None


def _heading_participle(group: VerbGroup) -> Skip | None:
    """"Teams promoted from the Naisten Mestis": a heading whose "-ed" form is a participle.

    No final punctuation, a bare common-noun subject and no object: "Teams did not promote
    from" would turn the passive heading into an active claim.
    """
    if group.auxes or group.tag != "VBD" or group.subject is None:
        return None
    last, subject = group.last, group.subject
    if sent_text(group.sent).rstrip().endswith((".", "!", "?", '"', "”")):
        return None
    if subject.tag_ not in ("NN", "NNS", "NNPS") or any(c.dep_ in ("det", "poss", "nummod") for c in subject.children):
        return None
    if last.lower_.endswith("ed") and not any(c.dep_ in ("dobj", "obj") for c in last.children):
        return Skip(HEADING_PARTICIPLE)
    return None


CLAUSE_MISREADS: tuple[Repair[VerbGroup, Skip], ...] = (
    Repair(
        "fronted_predicate",
        detects="a fronted predicate read as the verb, its subject pronoun after it",
        rewrites="skips (clause.inversion)",
        example="Homeward bound she was at Kedgeree on 12 May.",
        find=_fronted_predicate,
    ),
    Repair(
        "run_on_verbs",
        detects="two finite verbs in a row, the second hung on the first without a subject (a participle read as a verb, or a word missing)",
        rewrites="skips (clause.run_on)",
        example="A man in a leather jacket with the collar popped kisses the neck of a woman.",
        find=_run_on,
    ),
    Repair(
        "subordinate_clause_as_root",
        detects="the clause of a sentence-opening 'when', 'if', ... made the root, the main clause after it",
        rewrites="skips (clause.subordinate)",
        example="When the individual awards were presented at the conclusion of the final, players of the two teams mopped up those on offer, claiming five of the seven available.",
        find=_opening_subordinator,
    ),
    Repair(
        "reduced_relative_as_verb",
        detects="the participle of a reduced relative clause read as the main verb, the real verb its conjunct",
        rewrites="skips (clause.reduced_relative)",
        example="The team placed last at the end of the season will be relegated.",
        find=_reduced_relative,
    ),
    Repair(
        "heading_participle",
        detects="a heading's participle read as a past verb ('Teams promoted from X')",
        rewrites="skips (clause.heading_participle)",
        example="Teams promoted from the Second Division",
        find=_heading_participle,
    ),
)


# --- a "not" hung away from the verb ----------------------------------------------------------


def _not_on_infinitive(group: VerbGroup) -> tuple[Token, ...] | None:
    """"Their goal is not to convert": the parser hangs "not" on the infinitive after "be"."""
    last = group.last
    doc = last.doc
    if group.auxes or last.lemma_ != "be" or last.i + 2 >= len(doc):
        return None
    after = doc[last.i + 1]
    if after.dep_ == "neg" and doc[last.i + 2].lower_ == "to":
        return (after,)
    return None


NEGATION_REPAIRS: tuple[Repair[VerbGroup, tuple[Token, ...]], ...] = (
    Repair(
        "not_on_infinitive",
        detects="'not' after a main verb 'be', hung on the infinitive that follows",
        rewrites="takes it as the clause's negation",
        example="Their goal is not to convert anyone.",
        find=_not_on_infinitive,
    ),
)


REPAIRS: tuple[Repair, ...] = (
    *ROOT_REPAIRS, *PARSE_REPAIRS, *SUBJECT_REPAIRS, *TAG_REPAIRS, *VERB_MISREADS, *CLAUSE_MISREADS, *NEGATION_REPAIRS
)
